import MenuModel
import Testing

/// A text of many parts is abbreviated as the joined text would be, without making the parts
/// the abbreviation leaves out.
@Suite struct DisplayTextTests {
  /// A small deterministic generator, so that a failure repeats.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// One to four bytes a scalar, a combining mark, and a sign canonically equal to 'K'.
  static let pieces = ["a", "Z", " ", "é", "€", "😀", "e\u{301}", "\u{212A}", "'", ", "]

  static func parts(count: Int, _ generator: inout Generator) -> [String] {
    (0..<count).map { _ in
      (0..<generator.next(12)).map { _ in pieces[generator.next(pieces.count)] }.joined()
    }
  }

  @Test func joiningPartsAbbreviatesAsTheJoinedText() {
    var generator = Generator(state: 7)
    for count in [0, 1, 2, 3, 40, 400] {
      for limit in [8, 16, 64, 100, 1024] {
        for _ in 0..<5 {
          let parts = Self.parts(count: count, &generator)
          let abbreviated = DisplayText.abbreviated(
            joining: parts.count, limit: limit, byteCount: { parts[$0].utf8.count },
            part: { parts[$0] })
          #expect(
            abbreviated == DisplayText.abbreviated(parts.joined(), limit: limit),
            "\(count) parts, limit \(limit)")
        }
      }
    }
  }

  @Test func onlyThePartsShownAreMade() {
    var generator = Generator(state: 11)
    let parts = Self.parts(count: 20_000, &generator)
    var made = 0
    let abbreviated = DisplayText.abbreviated(
      joining: parts.count, byteCount: { parts[$0].utf8.count },
      part: {
        made += 1
        return parts[$0]
      })
    #expect(abbreviated == DisplayText.abbreviated(parts.joined()))
    #expect(abbreviated.contains("bytes]…"))
    // The head shows 128 scalars and the tail 64: a few dozen parts of up to 11 scalars.
    #expect(made < 250, "\(made) parts made")
  }
}
