/// The names an object of a file may have, each with a signature that matches a key in one
/// integer comparison.
///
/// A signature is the name's UTF-8 length and its first seven bytes: it tells names of up to
/// seven bytes apart exactly, and longer ones apart from nearly every other name.
struct FieldNames: ExpressibleByArrayLiteral, Sendable {
  let names: [String]
  let signatures: [UInt64]
  /// Each name's first position, for lists too long to search (an object's own keys).
  let positions: [String: Int]?
  /// For an element's names, a bit for each name's slot (see ``ElementField``); 0
  /// for other lists, whose readers have no slots.
  let slotMask: UInt64

  /// Lists longer than this are searched through a hash table.
  static let linearLimit = 64

  init(_ names: [String], isElement: Bool = false) {
    self.names = names
    signatures = names.map(Self.signature(of:))
    positions =
      names.count > Self.linearLimit
      ? Dictionary(names.enumerated().map { ($1, $0) }) { first, _ in first } : nil
    slotMask =
      isElement
      ? names.reduce(0) { mask, name in
        ElementField.names.firstIndex(of: name).map { mask | 1 << UInt64($0) } ?? mask
      } : 0
  }

  init(arrayLiteral names: String...) {
    self.init(names)
  }

  /// The same names, an element's, in arrays of their own, not shared with this list.
  func elementCopy() -> FieldNames {
    FieldNames(names.map { $0 }, isElement: true)
  }

  static func + (lhs: FieldNames, rhs: FieldNames) -> FieldNames {
    FieldNames(lhs.names + rhs.names)
  }

  /// The signature of UTF-8 bytes.
  static func signature(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var signature = UInt64(min(bytes.count, 255)) << 56
    for offset in 0..<min(bytes.count, 7) {
      signature |= UInt64(bytes[offset]) << (8 * offset)
    }
    return signature
  }

  /// The signature of a name.
  static func signature(of name: String) -> UInt64 {
    var name = name
    return name.withUTF8(signature)
  }

  /// Whether equal signatures mean equal names: for names of at most seven bytes.
  static func isExact(_ signature: UInt64) -> Bool {
    signature >> 56 <= 7
  }
}

/// The names an element may have (``ElementField/names``), each with its signature, and a
/// table of 256 buckets that finds most of them with one probe.
///
/// A class, so that handing it to each element's reader retains one object, not its three
/// arrays.
final class ElementSlots: Sendable {
  let names: [String]
  let signatures: [UInt64]
  /// Each bucket's first name's slot plus one; 0 for an empty bucket.
  private let buckets: [UInt8]

  init(_ names: [String] = ElementField.names) {
    precondition(names.count <= 64, "a slot is a bit of a 64-bit mask")
    self.names = names
    signatures = names.map(FieldNames.signature(of:))
    var buckets = [UInt8](repeating: 0, count: 256)
    for (slot, signature) in signatures.enumerated() where buckets[Self.bucket(signature)] == 0 {
      buckets[Self.bucket(signature)] = UInt8(slot + 1)
    }
    self.buckets = buckets
  }

  private static func bucket(_ signature: UInt64) -> Int {
    Int(truncatingIfNeeded: (signature &* 0x9E37_79B9_7F4A_7C15) >> 56)
  }

  /// The slot of a name with this signature, for which `isNamed` confirms a long name's bytes;
  /// `nil` when no element name matches.
  @inline(__always)
  func slot(of signature: UInt64, isNamed: (String) -> Bool) -> UInt8? {
    let first = Int(buckets[Self.bucket(signature)]) - 1
    if first >= 0, signatures[first] == signature,
      FieldNames.isExact(signature) || isNamed(names[first])
    {
      return UInt8(first)
    }
    // Another name in the same bucket, or a long name sharing a signature.
    for slot in signatures.indices where slot != first && signatures[slot] == signature {
      if FieldNames.isExact(signature) || isNamed(names[slot]) { return UInt8(slot) }
    }
    return nil
  }
}
