import Testing

@testable import MenuModel

/// The eight-bytes-at-a-time helpers answer as byte-by-byte loops do.
@Suite struct BytesTests {
  @Test func equalityMatchesComparingByteByByte() {
    var random = SplitMix(seed: 3)
    for _ in 0..<5_000 {
      let count = random.next(40)
      let first = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next(4)) }
      var second = first
      if count > 0, random.next(2) == 0 { second[random.next(count)] ^= 1 }
      if random.next(8) == 0 { second.append(0) }
      let equal = first.withUnsafeBytes { a in second.withUnsafeBytes { b in Bytes.equal(a, b) } }
      #expect(equal == (first == second))
    }
  }

  @Test func continuationBytesAreCountedAsByteByByte() {
    var random = SplitMix(seed: 5)
    for _ in 0..<5_000 {
      let bytes = (0..<random.next(40)).map { _ in UInt8(truncatingIfNeeded: random.next(256)) }
      let counted = bytes.withUnsafeBytes { Bytes.continuationCount($0) }
      #expect(counted == bytes.count { $0 & 0xC0 == 0x80 })
    }
  }

  @Test func asciiIsDecidedAsByteByByte() {
    var random = SplitMix(seed: 7)
    for _ in 0..<5_000 {
      var bytes = (0..<random.next(40)).map { _ in UInt8(random.next(128)) }
      if !bytes.isEmpty, random.next(2) == 0 { bytes[random.next(bytes.count)] |= 0x80 }
      let ascii = bytes.withUnsafeBytes { Bytes.isASCII($0) }
      #expect(ascii == bytes.allSatisfy { $0 < 0x80 })
    }
  }
}
