/// Byte-level helpers for the parser and decoders, eight bytes at a time.
enum Bytes {
  /// Whether two runs of bytes are equal.
  static func equal(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Bool {
    guard first.count == second.count else { return false }
    guard let firstBase = first.baseAddress, let secondBase = second.baseAddress else {
      return true
    }
    let count = first.count
    guard count >= 8 else {
      for offset in 0..<count where first[offset] != second[offset] { return false }
      return true
    }
    func wordsEqual(at offset: Int) -> Bool {
      firstBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        == secondBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }
    var offset = 0
    while offset &+ 8 < count {
      guard wordsEqual(at: offset) else { return false }
      offset &+= 8
    }
    // The last eight bytes, overlapping the word before them.
    return wordsEqual(at: count &- 8)
  }

  /// A seeded 64-bit hash of bytes, eight at a time: each word is mixed into the state by a
  /// full-width multiply by a constant, whose halves are folded together (wyhash folds its
  /// products so, though it multiplies by seeded operands, which makes it stronger).
  ///
  /// Equal bytes hash equally under one seed; a seed of the process's own keeps a file from
  /// choosing keys that collide. The value depends on the machine's byte order, so it must
  /// never be shown or stored.
  static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
    let count = bytes.count
    var state = seed ^ UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    guard let base = bytes.baseAddress, count > 0 else { return fold(state, 0xA076_1D64_78BD_642F) }
    var offset = 0
    // Every word but the last; the last holds the final one to eight bytes, overlapping the
    // word before it when the count is not a multiple of eight (the count is in the state).
    while offset &+ 8 < count {
      state = fold(
        state ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self), 0xE703_7ED1_A0B4_28DB)
      offset &+= 8
    }
    var last: UInt64 = 0
    if count >= 8 {
      last = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    } else {
      for position in 0..<count {
        last |= UInt64(base.load(fromByteOffset: position, as: UInt8.self)) << (8 &* position)
      }
    }
    return fold(fold(state ^ last, 0x8EBC_6AF0_9C88_C6E3), 0x5899_65CC_7537_4CC3)
  }

  /// The two halves of a full-width product, exclusive-or-ed.
  @inline(__always)
  private static func fold(_ value: UInt64, _ factor: UInt64) -> UInt64 {
    let (high, low) = value.multipliedFullWidth(by: factor)
    return high ^ low
  }

  /// Whether every byte is ASCII and none is one of three, eight bytes at a time.
  static func isASCII(
    _ bytes: UnsafeRawBufferPointer, avoiding first: UInt8, _ second: UInt8, _ third: UInt8
  ) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    /// Whether a byte of `word` is zero: exact for the word as a whole.
    func hasZeroByte(_ word: UInt64) -> Bool {
      (word &- ones) & ~word & highBits != 0
    }
    func isPlain(_ word: UInt64) -> Bool {
      word & highBits == 0 && !hasZeroByte(word ^ ones &* UInt64(first))
        && !hasZeroByte(word ^ ones &* UInt64(second)) && !hasZeroByte(word ^ ones &* UInt64(third))
    }
    let count = bytes.count
    guard count >= 8 else {
      return bytes.allSatisfy { $0 < 0x80 && $0 != first && $0 != second && $0 != third }
    }
    var offset = 0
    while offset &+ 8 < count {
      guard isPlain(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) else {
        return false
      }
      offset &+= 8
    }
    // The last eight bytes, overlapping the word before them.
    return isPlain(base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
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
