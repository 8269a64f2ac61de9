/// Byte-level helpers for the parser and decoders, eight bytes at a time.
enum Bytes {
  /// Whether two runs of bytes are equal.
  static func equal(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Bool {
    guard first.count == second.count else { return false }
    guard let firstBase = first.baseAddress, let secondBase = second.baseAddress else {
      return true
    }
    var offset = 0
    while offset &+ 8 <= first.count {
      guard
        firstBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == secondBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset &+= 8
    }
    while offset < first.count {
      guard first[offset] == second[offset] else { return false }
      offset &+= 1
    }
    return true
  }

  /// Whether every byte is ASCII (below 0x80).
  static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var high: UInt64 = 0
    var offset = 0
    while offset &+ 8 <= bytes.count {
      high |= base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset &+= 8
    }
    while offset < bytes.count {
      high |= UInt64(bytes[offset])
      offset &+= 1
    }
    return high & 0x8080_8080_8080_8080 == 0
  }

  /// How many of the bytes are UTF-8 continuation bytes (`10xxxxxx`).
  static func continuationCount(_ bytes: UnsafeRawBufferPointer) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var count = 0
    var offset = 0
    while offset &+ 8 <= bytes.count {
      let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      // A byte's top bit set and the next one clear; the shift moves each byte's bit 6 up to
      // its bit 7, and the mask drops what crosses into the next byte.
      count &+= (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
      offset &+= 8
    }
    while offset < bytes.count {
      if bytes[offset] & 0xC0 == 0x80 { count &+= 1 }
      offset &+= 1
    }
    return count
  }
}
