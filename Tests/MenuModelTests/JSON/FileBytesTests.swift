import Testing

@testable import MenuModel

/// A file read in place (borrowed memory, as the CLI maps a large file) parses and lints
/// exactly as the same bytes in an array, and its owner lives as long as what reads it.
@Suite struct FileBytesTests {
  /// Memory outside any array, as a mapped file is, freed by its owner, which then calls
  /// `onFree` (the tests count the owners freed).
  final class Owner: @unchecked Sendable {
    let memory: UnsafeMutableRawBufferPointer
    let onFree: () -> Void

    init(_ bytes: [UInt8], onFree: @escaping () -> Void = {}) {
      memory = .allocate(byteCount: bytes.count, alignment: 1)
      memory.copyBytes(from: bytes)
      self.onFree = onFree
    }

    deinit {
      // Scribbled over first, so that a read after the free would not find the text.
      memory.initializeMemory(as: UInt8.self, repeating: 0xFF)
      memory.deallocate()
      onFree()
    }
  }

  static func borrowed(_ text: String, onFree: @escaping () -> Void = {}) -> FileBytes {
    let owner = Owner(Array(text.utf8), onFree: onFree)
    return FileBytes(unsafeBytes: UnsafeRawBufferPointer(owner.memory), owner: owner)
  }

  /// Every value's kind, text, pointer and location.
  static func summary(_ document: JSONDocument) -> [String] {
    var lines: [String] = []
    var pending = [document.root]
    while let value = pending.popLast() {
      let location = value.location
      lines.append(
        "\(value.kind) \(value.text) \(value.string ?? "-") \(value.pointer) "
          + "\(location.line):\(location.column)")
      pending += value.elements + value.members.flatMap { [$0.key, $0.value] }
    }
    return lines
  }

  static let texts = [
    #"{"a": [true, false, null, 1.5, "x\u00e9\ud83d\ude00"], "b/c": {"d~": "é", "d~": 2}}"#,
    "[\n  \"caf\u{E9}\",\n  {\"k\": [[], {}]}\n]",
    "\u{FEFF}\"" + String(repeating: "long text ", count: 300) + "\"",
  ]

  @Test(arguments: texts.indices)
  func borrowedBytesParseAsTheArray(_ index: Int) throws {
    let text = Self.texts[index]
    let fromArray = try JSONParser().parse(Array(text.utf8), file: "f.json")
    let fromMemory = try JSONParser().parse(Self.borrowed(text), file: "f.json")
    #expect(fromMemory.text.isBorrowed && !fromArray.text.isBorrowed)
    #expect(Self.summary(fromMemory) == Self.summary(fromArray))
    #expect(fromMemory.bytes == Array(text.utf8))
  }

  @Test(arguments: [#"{"a": [1, 2"#, "[\"caf\u{E9}\", tru]", "{\"a\": \"\u{1}\"}"])
  func borrowedBytesFailAsTheArray(_ text: String) {
    let fromArray = Result { () throws(JSONSyntaxError) in
      try JSONParser().parse(Array(text.utf8), file: "f.json")
    }
    let fromMemory = Result { () throws(JSONSyntaxError) in
      try JSONParser().parse(Self.borrowed(text), file: "f.json")
    }
    guard case .failure(let expected) = fromArray, case .failure(let found) = fromMemory else {
      Issue.record("both should fail")
      return
    }
    #expect(found.message == expected.message)
    #expect(found.location == expected.location)
  }

  /// The document keeps the owner: the memory is freed with the last document that reads it.
  @Test func theDocumentKeepsTheOwner() throws {
    final class Count: @unchecked Sendable { var freed = 0 }
    let count = Count()
    var document: JSONDocument? = try JSONParser().parse(
      Self.borrowed(#"{"title": "Open"}"#) { count.freed += 1 }, file: "f.json")
    #expect(count.freed == 0)
    #expect(document?.root["title"]?.string == "Open")
    document = nil
    #expect(count.freed == 1)
  }

  /// Linting a file read in place finds what linting its array finds, with the same model.
  @Test func lintingBorrowedBytesFindsWhatTheArrayFinds() {
    let text = #"""
      {"formatVersion": 1, "build": [{"insertChild": {"parent": "com.apple.menu.file",
        "elements": [
          {"type": "command", "title": "Copy Twice", "action": "copy:", "shortcut": "cmd+c"},
          {"type": "command", "title": "Extra", "action": "extra:", "shortcut": "cmd+c",
           "unknown": 1},
          {"type": "menu", "children": []}]}}]}
      """#
    let linter = Linter()
    let expected = linter.lint(Array(text.utf8), file: "app.menu.json")
    let run = linter.run(Self.borrowed(text), file: "app.menu.json")
    #expect(!expected.isEmpty)
    #expect(run.diagnostics == expected)
    #expect(run.decoded.document?.text.isBorrowed == true)
  }

  /// Decoded titles and actions are read in place, so a decoded definition keeps the file,
  /// even after its document is gone.
  @Test func decodedTextsKeepTheFile() throws {
    final class Count: @unchecked Sendable { var freed = 0 }
    let count = Count()
    let text = #"""
      {"formatVersion": 1, "build": [{"atEndOf": "file", "insertElements": [
        {"type": "command", "title": "Open Recent…", "action": "openRecent:"},
        {"type": "command", "title": "Say \"Hi\"", "action": "sayHi:"}]}]}
      """#
    var decoded: DecodedMenuDefinition? = MenuDefinitionDecoder.decode(
      Self.borrowed(text) { count.freed += 1 }, file: "f.json")
    var definition = try #require(decoded?.definition)
    decoded = nil
    #expect(count.freed == 0)
    guard case .insertElementsInMenu(let elements, _, _) = definition.operations.first?.kind
    else {
      Issue.record("expected the insertElements operation")
      return
    }
    #expect(elements.map(\.title) == ["Open Recent…", "Say \"Hi\""])
    #expect(
      elements.compactMap { if case .command(let c) = $0 { c.action } else { nil } } == [
        "openRecent:", "sayHi:",
      ])
    definition = MenuDefinition()
    _ = consume elements
    #expect(count.freed == 1)
  }

  /// Texts read in place take whether they are ASCII from the parser, which saw every byte:
  /// canonically equivalent spellings are still one identity, and ASCII ones compare bytes.
  @Test func textsReadInPlaceKnowWhetherTheyAreASCII() throws {
    let text = """
      {"formatVersion": 1, "build": [{"atEndOf": "file", "insertElements": [
        {"type": "command", "title": "Café", "action": "café:"},
        {"type": "command", "title": "Kelvin", "action": "\u{212A}:"},
        {"type": "command", "title": "Plain", "action": "plain:"}]}]}
      """
    let decoded = MenuDefinitionDecoder.decode(Self.borrowed(text), file: "f.json")
    let definition = try #require(decoded.definition)
    guard case .insertElementsInMenu(let elements, _, _) = definition.operations.first?.kind
    else {
      Issue.record("expected the insertElements operation")
      return
    }
    let identities = elements.compactMap {
      if case .command(let c) = $0 { c.identity } else { nil }
    }
    let written = ["cafe\u{301}:", "K:", "plain:"].map { CommandIdentity(action: $0) }
    #expect(identities == written)
    #expect(identities.map(\.hashValue) == written.map(\.hashValue))
  }
}
