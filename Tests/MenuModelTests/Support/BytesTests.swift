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

  @Test func asciiAvoidingThreeBytesIsDecidedAsByteByByte() {
    var random = SplitMix(seed: 9)
    for _ in 0..<5_000 {
      var bytes = (0..<random.next(40)).map { _ in UInt8(truncatingIfNeeded: random.next(100)) }
      if !bytes.isEmpty, random.next(4) == 0 { bytes[random.next(bytes.count)] |= 0x80 }
      let avoided = (0..<3).map { _ in UInt8(truncatingIfNeeded: random.next(100)) }
      let plain = bytes.withUnsafeBytes {
        Bytes.isASCII($0, avoiding: avoided[0], avoided[1], avoided[2])
      }
      #expect(
        plain == bytes.allSatisfy { $0 < 0x80 && !avoided.contains($0) }, "\(bytes) \(avoided)")
    }
  }

  /// Every byte of every length counts, up to several words and their overlapping last word,
  /// and no byte past the end does; the seed changes every value.
  @Test func hashesTellApartEveryByteAndLength() {
    var random = SplitMix(seed: 13)
    var seen: [UInt64: [UInt8]] = [:]
    func hash(_ bytes: [UInt8], seed: UInt64 = 1) -> UInt64 {
      bytes.withUnsafeBytes { Bytes.hash($0, seed: seed) }
    }
    for count in 0...40 {
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next(256)) }
      var variants = [bytes, bytes + [0]]
      for position in bytes.indices {
        var changed = bytes
        changed[position] ^= 1 << UInt8(random.next(8))
        variants.append(changed)
      }
      for variant in variants {
        let value = hash(variant)
        #expect(seen[value].map { $0 == variant } ?? true, "\(variant) collides")
        seen[value] = variant
        #expect(hash(variant, seed: 2) != value)
      }
      // The bytes after a slice do not change its hash.
      let padded = bytes + [0xAA, 0xBB, 0xCC, 0xDD, 0xEE, 0xFF, 0x11, 0x22]
      let sliced = padded.withUnsafeBytes {
        Bytes.hash(UnsafeRawBufferPointer(rebasing: $0[..<count]), seed: 1)
      }
      #expect(sliced == hash(bytes))
    }
  }

  /// 200 000 action-like names spread over 32 bits as a table needs them to: as few equal
  /// halves as random values would have.
  @Test func hashesOfSimilarNamesSpreadEvenly() {
    var halves: Set<UInt32> = []
    let count = 200_000
    for number in 0..<count {
      var name = "exportSelection\(number):"
      let value = name.withUTF8 { Bytes.hash(UnsafeRawBufferPointer($0), seed: 7) }
      halves.insert(UInt32(truncatingIfNeeded: value ^ value >> 32))
    }
    // Random 32-bit values would repeat about count² / 2³³ ≈ 4.7 times.
    #expect(count - halves.count < 30)
  }
}
