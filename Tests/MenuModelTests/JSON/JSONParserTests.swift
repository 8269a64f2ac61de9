import Testing

@testable import MenuModel

@Suite struct JSONParserTests {
  static func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
    try JSONParser().parse(Array(text.utf8), file: "t.json")
  }

  static func error(_ text: String) -> JSONSyntaxError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func valuesCarryLocationsAndPointers() throws {
    let document = try Self.parse("{\n  \"a/b\": [1, \"x\"],\n  \"m~n\": {\"k\": null}\n}")
    let array = try #require(document.root["a/b"])
    #expect(array.pointer == "/a~1b")
    #expect(array.location.line == 2 && array.location.column == 10)
    let x = array.elements[1]
    #expect(x.string == "x")
    #expect(x.pointer == "/a~1b/1")
    #expect(x.location.column == 14)
    let null = try #require(document.root["m~n"]?["k"])
    #expect(null.isNull)
    #expect(null.pointer == "/m~0n/k")
    #expect(document.root.members.map(\.name) == ["a/b", "m~n"])
    #expect(document.root.members[1].key.location.line == 3)
  }

  /// `/` and `~` are escaped even when a combining mark makes them part of a larger character.
  @Test func pointersEscapePerScalar() throws {
    let document = try Self.parse("{\"x/\u{301}y~\u{301}z\": 1}")
    #expect(document.root.members[0].value.pointer == "/x~1\u{301}y~0\u{301}z")
  }

  @Test func scalarsDecode() throws {
    let document = try Self.parse(
      #"[true, false, -12, 1.5e2, "a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", 123456789012345678901234567890]"#
    )
    let elements = document.root.elements
    #expect(elements[0].bool == true)
    #expect(elements[1].bool == false)
    #expect(elements[2].integer == -12)
    #expect(elements[3].number == 150 && elements[3].integer == 150)
    #expect(elements[4].string == "a\"\\/\u{8}\u{C}\n\r\té😀")
    #expect(elements[5].integer == nil)
    #expect(elements[5].text == "123456789012345678901234567890")
  }

  @Test func duplicateKeysAreKept() throws {
    let document = try Self.parse(#"{"a": 1, "a": 2}"#)
    #expect(document.root.members.count == 2)
    #expect(document.root["a"]?.integer == 2)
  }

  @Test(arguments: [
    ("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after object member, found '\"'", 1, 9),
    ("[1, 2", "expected ',' or ']' after array element, found end of file", 1, 6),
    (
      "{\"a\": 1,}", "expected a string key after ',', found '}'; trailing commas are not allowed",
      1, 9
    ),
    ("[1,\n 2,\n]", "expected a value after ',', found ']'; trailing commas are not allowed", 3, 1),
    ("{\"a\" 1}", "expected ':' after object key, found '1'", 1, 6),
    ("\"ab\ncd\"", "a line break must be escaped in a string", 1, 4),
    (
      "[\"\\q\"]",
      "invalid escape '\\q' in string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
      1, 3
    ),
    (
      "[\"\\ud800\"]",
      "lone surrogate '\\uD800': a high surrogate must be followed by a low surrogate escape", 1, 3
    ),
    ("[01]", "numbers cannot have leading zeros", 1, 2),
    ("[tru]", "invalid literal 'tru'; expected 'true'", 1, 2),
    ("{} x", "expected end of file after the JSON value, found 'x'", 1, 4),
    ("", "file is empty; expected a JSON value", 1, 1),
    ("\u{FEFF}", "expected a JSON value, found end of file", 1, 2),
    ("  \n ", "expected a JSON value, found end of file", 2, 2),
    ("[1] // comment", "expected end of file after the JSON value, found '/'", 1, 5),
    ("{\"é\": [1, ✓]}", "expected a value, found '✓'", 1, 11),
  ])
  func syntaxErrorsSayWhatWasExpectedWhere(text: String, message: String, line: Int, column: Int) {
    let error = Self.error(text)
    #expect(error?.message == message)
    #expect(error?.location.line == line)
    #expect(error?.location.column == column)
  }

  @Test func invalidUTF8IsReportedAtTheByte() {
    var bytes = Array(#"{"a": "x"#.utf8)
    bytes.append(0xFF)
    bytes += Array(#""}"#.utf8)
    do {
      _ = try JSONParser().parse(bytes, file: "t.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "invalid UTF-8 byte 0xFF")
      #expect(error.location.column == 9)
    }
  }

  @Test func utf16IsRecognised() {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]
    #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(bytes, file: "t.json") }
    let error = try? JSONParser().parse([0x7B, 0x00, 0x7D, 0x00], file: "t.json")
    #expect(error == nil)
  }

  @Test func nestingIsLimitedWithoutRecursion() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = Self.error(deep)
    #expect(error?.message == "arrays and objects are nested more than 512 levels deep")
    #expect(error?.location.column == 513)
    let unclosed = String(repeating: "[", count: 1_000_000)
    #expect(Self.error(unclosed) != nil)
    let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(Self.error(atLimit) == nil)
    #expect((try? JSONParser(maximumDepth: 20_000).parse(Array(deep.utf8), file: "d")) == nil)
  }

  @Test func columnsOnLongMinifiedLinesUseTheBlockTable() throws {
    let items = (0..<3_000).map { "\"é\($0)\"" }.joined(separator: ",")
    let document = try Self.parse("[" + items + "]")
    let last = try #require(document.root.elements.last)
    let text = "[" + items
    #expect(
      last.location.column == text.unicodeScalars.count - "\"é2999\"".unicodeScalars.count + 1)
  }

  /// Every value's column on a long line with characters of one to four bytes, some across
  /// the table's block boundaries, matches counting the scalars before it.
  @Test func everyColumnOnALongLineCountsScalars() throws {
    let items = (0..<2_000).map { "\"\(["a", "é", "€", "😀"][$0 % 4])\($0)\"" }
    let text = "[" + items.joined(separator: ",") + "]"
    let document = try Self.parse(text)
    var scalarsBefore = 1
    for (item, value) in zip(items, document.root.elements) {
      #expect(value.location.column == scalarsBefore + 1)
      scalarsBefore += item.unicodeScalars.count + 1
    }
  }
}

/// The string scanner's eight-byte test finds the first byte that ends plain text exactly.
@Suite struct PlainTextScanTests {
  static func endsPlainText(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte >= 0x80
  }

  /// A word of eight bytes, the first in the lowest byte as a little-endian load reads them.
  static func word(_ bytes: [UInt8]) -> UInt64 {
    bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
  }

  /// The offset of the first marked byte, or 8 when none is.
  static func firstEnd(_ bytes: [UInt8]) -> Int {
    JSONParser.plainTextEnds(in: word(bytes)).trailingZeroBitCount / 8
  }

  @Test func eachByteValueAtEachPositionAmongPlainText() {
    for position in 0..<8 {
      for value in 0...255 {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
        bytes[position] = UInt8(value)
        #expect(
          Self.firstEnd(bytes) == (Self.endsPlainText(UInt8(value)) ? position : 8),
          "byte \(value) at \(position)")
      }
    }
  }

  @Test func theFirstEndingByteOfRandomWordsIsFound() {
    var random = SplitMix(seed: 7)
    for _ in 0..<50_000 {
      // Bytes mostly from the edges of the ranges the test distinguishes.
      let edges: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xFF]
      let bytes = (0..<8).map { _ in
        random.next(2) == 0
          ? edges[random.next(edges.count)] : UInt8(truncatingIfNeeded: random.next(256))
      }
      #expect(
        Self.firstEnd(bytes) == (bytes.firstIndex(where: Self.endsPlainText) ?? 8), "\(bytes)")
    }
  }

  /// Strings of every length up to a few words, with what ends the plain run at each offset.
  @Test func stringsEndEscapeAndFailAtEveryOffset() throws {
    for length in 0..<20 {
      let plain = String(repeating: "x", count: length)
      let parsed = try JSONParser().parse(Array("[\"\(plain)\",\"\(plain)é\\n\"]".utf8), file: "s")
      #expect(parsed.root.elements.map { $0.string } == [plain, plain + "é\n"])
      let control = JSONParserTests.error("[\"\(plain)\u{1}yz\"]")
      #expect(control?.location.column == 3 + length)
      #expect(control?.message.contains("must be escaped") == true)
      #expect(JSONParserTests.error("[\"\(plain)")?.message.contains("unterminated") == true)
    }
  }
}
