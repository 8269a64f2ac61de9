/// One copy of each name a file repeats, such as the few SF Symbols an app uses everywhere.
///
/// A name is found by the UTF-8 bytes of its JSON string, so a repeat costs a hash and a
/// comparison rather than a new string. Names are equal when their bytes are: the copy a
/// file shares is always spelled as written.
struct SharedNames {
  /// The most names kept; later names are made afresh, unless the name just before was the
  /// same, so memory stays bounded.
  let limit: Int
  /// The names kept, by the hash of their bytes.
  private var names: [UInt64: [String]] = [:]
  /// How many names are kept.
  private(set) var count = 0
  /// The names found last, in a slot picked by their hash: a file repeats a few names, and a
  /// slot answers without hashing the hash again for the table.
  private var recent = [(hash: UInt64, name: String)?](repeating: nil, count: 64)
  /// The name found last: neighbouring elements usually share one, and a comparison with
  /// ``lastBytes`` answers without a hash.
  private var last = ""
  /// The UTF-8 bytes of ``last``, kept apart: reading a string's bytes costs more than
  /// comparing them.
  private var lastBytes: [UInt8] = []

  init(limit: Int) {
    self.limit = limit
  }

  /// The shared copy of the name with these UTF-8 bytes, which must be valid UTF-8.
  mutating func name(for bytes: UnsafeBufferPointer<UInt8>) -> String {
    let isLast = lastBytes.withUnsafeBytes { Bytes.equal($0, UnsafeRawBufferPointer(bytes)) }
    if isLast { return last }
    let hash = Self.hash(bytes)
    let slot = Int(truncatingIfNeeded: hash & 63)
    let name: String
    if let (recentHash, recentName) = recent[slot], recentHash == hash,
      Self.equal(recentName, bytes)
    {
      name = recentName
    } else if let kept = names[hash]?.first(where: { Self.equal($0, bytes) }) {
      recent[slot] = (hash, kept)
      name = kept
    } else {
      name = String(decoding: bytes, as: UTF8.self)
      keep(name, hash: hash)
    }
    last = name
    lastBytes.removeAll(keepingCapacity: true)
    lastBytes.append(contentsOf: bytes)
    return name
  }

  /// The shared copy of a name.
  mutating func name(for name: String) -> String {
    var bytes = name
    let hash = bytes.withUTF8(Self.hash)
    if let kept = names[hash]?.first(where: { $0.utf8.elementsEqual(name.utf8) }) { return kept }
    keep(name, hash: hash)
    return name
  }

  private mutating func keep(_ name: String, hash: UInt64) {
    guard count < limit else { return }
    recent[Int(truncatingIfNeeded: hash & 63)] = (hash, name)
    names[hash, default: []].append(name)
    count += 1
  }

  private static func equal(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var name = name
    return name.withUTF8 { Bytes.equal(UnsafeRawBufferPointer($0), UnsafeRawBufferPointer(bytes)) }
  }

  /// 64-bit FNV-1a.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }
}
