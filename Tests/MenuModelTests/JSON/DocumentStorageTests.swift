import Testing

@testable import MenuModel

/// How a parsed document stores its values: columns that grow past the parser's estimate, and
/// borrowed values that read them exactly as ``JSONValue`` does.
@Suite struct DocumentStorageTests {
  @Test func columnsGrowPastTheirFirstCapacityAndKeepTheirValues() {
    var tape = JSONTape(capacity: 3)
    defer { tape.deallocate() }
    let kinds: [JSONKind] = [.object, .array, .string, .number, .bool, .null]
    for value in 0..<1_000 {
      let index = tape.append(
        kinds[value % kinds.count], start: UInt32(value) * 7, end: UInt32(value) * 7 + 3,
        isKey: value % 3 == 0)
      #expect(index == UInt32(value))
    }
    #expect(tape.count == 1_000)
    #expect(
      (0..<1_000).allSatisfy {
        tape.kinds[$0] == kinds[$0 % kinds.count] && !tape.escaped[$0]
          && tape.keys[$0] == ($0 % 3 == 0)
          && tape.starts[$0] == UInt32($0) * 7 && tape.ends[$0] == UInt32($0) * 7 + 3
      })
    tape.markString(999, hasEscapes: true, hasNonASCII: false)
    #expect(tape.escaped[999] && tape.kinds[999] == kinds[999 % kinds.count] && tape.keys[999])
    #expect(!tape.nonASCII[999])
    tape.markString(996, hasEscapes: false, hasNonASCII: true)
    #expect(tape.nonASCII[996] && !tape.escaped[996] && tape.kinds[996] == kinds[0])
  }

  @Test func aFileWithMoreValuesThanTheEstimateParsesWhole() throws {
    // Two bytes per value, where the parser expects one value per 12 bytes: the columns grow.
    let count = 50_000
    let text = "[" + Array(repeating: "1", count: count).joined(separator: ",") + "]"
    let document = try JSONParser().parse(Array(text.utf8), file: "f.json")
    #expect(document.valueCount == count + 1)
    let elements = document.root.elements
    #expect(elements.count == count)
    #expect(elements.last?.integer == 1)
    #expect(elements.last?.pointer == "/\(count - 1)")
  }

  /// A value's kind, whether it is a key, whether it has escapes and whether it has bytes
  /// outside ASCII share one byte of the tape; none may leak into another, for keys and
  /// values, with escapes and non-ASCII text anywhere.
  @Test func kindsKeysEscapesAndNonASCIIShareAByteWithoutMixing() throws {
    let text =
      #"{"a\n": "x\ty", "b": [1, true, null, "plain", "\u00e9", [], {}], "c\"": false, "#
      + #""é": "naïve\n", "😀": "€"}"#
    let document = try JSONParser().parse(Array(text.utf8), file: "f.json")
    let expected: [(JSONKind, escaped: Bool, nonASCII: Bool)] = [
      (.object, false, false), (.string, true, false), (.string, true, false),
      (.string, false, false), (.array, false, false), (.number, false, false),
      (.bool, false, false), (.null, false, false), (.string, false, false),
      (.string, true, false), (.array, false, false), (.object, false, false),
      (.string, true, false), (.bool, false, false), (.string, false, true),
      (.string, true, true), (.string, false, true), (.string, false, true),
    ]
    #expect(document.valueCount == expected.count)
    let keys: Set = [1, 3, 12, 14, 16]
    for (index, (kind, escaped, nonASCII)) in expected.enumerated() {
      #expect(document.kinds[index] == kind, "value \(index)")
      #expect(document.escaped[index] == escaped, "value \(index)")
      #expect(document.nonASCII[index] == nonASCII, "value \(index)")
      #expect(document.keys[index] == keys.contains(index), "value \(index)")
    }
    #expect(document.root["a\n"]?.string == "x\ty")
    #expect(document.root["c\""]?.bool == false)
  }

  /// The parser counts continuation bytes per block as it checks UTF-8; on long lines that
  /// table must be the one a pass over the bytes makes, with the byte order mark, characters
  /// of every length, and characters across block boundaries.
  @Test(arguments: [1, 2, 3, 4, 5, 6]) func continuationCountsMatchAPassOverTheBytes(seed: UInt64)
    throws
  {
    var random = SplitMix(seed: seed)
    let pieces = ["a", "é", "€", "𝄞", "\\n", "\\u00e9", " "]
    var strings: [String] = []
    for _ in 0..<(200 + random.next(400)) {
      strings.append(
        (0..<random.next(12)).map { _ in pieces[random.next(pieces.count)] }.joined())
    }
    let separator = seed % 2 == 0 ? "," : ",\n"
    let text =
      (seed % 3 == 0 ? "\u{FEFF}" : "") + "[\"" + strings.joined(separator: "\"" + separator + "\"")
      + "\"]"
    let bytes = Array(text.utf8)
    let document = try JSONParser().parse(bytes, file: "f.json")
    let counted = JSONDocument.blockTable(
      text: FileBytes(bytes), lineStarts: document.lineStarts, perBlock: nil)
    #expect(document.continuationsBeforeBlock == counted)
    #expect(separator == ",\n" || !counted.isEmpty)
  }

  @Test func borrowedValuesReadWhatJSONValuesRead() throws {
    let text = #"""
      {"a": [true, false, null, 1.5, -2, "x\u00e9\ud83d\ude00"], "b": {"c": "d", "c": "e"},
       "t\u0069tle": "T"}
      """#
    let document = try JSONParser().parse(Array(text.utf8), file: "f.json")
    try withExtendedLifetime(document) {
      for index in 0..<document.valueCount {
        let strong = JSONValue(document: document, index: index)
        let borrowed = BorrowedJSONValue(document: document, index: index)
        #expect(borrowed.kind == strong.kind)
        #expect(borrowed.string == strong.string)
        #expect(borrowed.bool == strong.bool)
        #expect(borrowed.number == strong.number)
        #expect(borrowed.text == strong.text)
        #expect(borrowed.location == strong.location)
        #expect(borrowed.elements.map(\.index) == strong.elements.map(\.index))
        #expect(borrowed.members.map(\.name) == strong.members.map(\.name))
        #expect(borrowed.members.map(\.value.index) == strong.members.map(\.value.index))
      }
      let root = BorrowedJSONValue(document.root)
      #expect(root["b"]?["c"]?.string == "e")
      #expect(root["title"]?.string == "T")
      let array = try #require(root["a"]?.elements)
      #expect(array.map(\.bool) == [true, false, nil, nil, nil, nil])
      #expect(array.last?.string == "x\u{e9}\u{1F600}")
    }
  }

  @Test func elementSequencesCountAndReadWhatElementListsDo() throws {
    let text = #"{"a": [1, [2, [3]], {"b": [4, 5]}, "x", [], {}], "e": [], "s": "not an array"}"#
    let document = try JSONParser().parse(Array(text.utf8), file: "f.json")
    for index in 0..<document.valueCount {
      let value = BorrowedJSONValue(document: document, index: index)
      var sequence = value.elementSequence
      #expect(sequence.count == value.elements.count, "count at \(index)")
      var read: [Int] = []
      while let element = sequence.next() { read.append(element.index) }
      #expect(read == value.elements.map(\.index), "elements at \(index)")
      #expect(sequence.count == 0)
    }
  }

  @Test func decodedChildListsAreAllocatedAtTheirSize() throws {
    let children = (0..<33).map { #"{"type": "command", "title": "T", "action": "a\#($0):"}"# }
      .joined(separator: ", ")
    let text = #"""
      {"formatVersion": 1, "app": "A", "platforms": ["iPadOS"], "base": "empty", "build": [
        {"insertChild": {"type": "menu", "title": "M", "id": "m", "children": [\#(children)]},
         "atEndOf": "root"}]}
      """#
    let menu = try insertedMenu(decoding: text)
    // Grown by doubling, 33 children would have room for about twice as many; reserved, for
    // 33 (or a little more where the allocator rounds the size up).
    #expect(menu.children.count == 33)
    #expect(menu.children.capacity < 40)
  }
}
