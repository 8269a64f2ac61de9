import Testing

@testable import MenuModel

/// Member look-ups by signature: exact for short names, checked byte by byte for long ones.
@Suite struct ObjectReaderTests {
  /// The fields the element decoders look up.
  static let elementFields = ElementField.allCases

  /// A reader of `json`'s root, as a command, and the document.
  ///
  /// The caller keeps the document alive while it uses the reader (its values do not). With
  /// `slotted`, the reader is an element's (see ``ElementField``): it must answer
  /// exactly as the plain reader does.
  static func reader(_ json: String, slotted: Bool = false) throws -> Read {
    let slots = ElementSlots()
    let document = try JSONParser().parse(Array(json.utf8), file: "f.json")
    var diagnostics = BoundedDiagnostics(limit: 0)
    let reader = ObjectReader(
      BorrowedJSONValue(document.root),
      known: slotted ? MenuFields.command.elementCopy() : MenuFields.command,
      context: "a command", diagnostics: &diagnostics,
      slots: slotted ? Unmanaged.passUnretained(slots) : nil)
    return Read(
      document: document, slots: slots, reader: reader, diagnostics: diagnostics.diagnostics)
  }

  /// A reader (which cannot be copied, so not returned in a tuple), its document and element
  /// slots, which it does not keep alive, and what it reported.
  struct Read: ~Copyable {
    let document: JSONDocument
    let slots: ElementSlots
    let reader: ObjectReader
    let diagnostics: [Diagnostic]
  }

  /// A reader filling an array an earlier one gave back, an element's or another object's,
  /// reads what a new reader reads, and the array keeps its room.
  @Test(arguments: [false, true]) func readersReuseTheArraysEarlierReadersGaveBack(slotted: Bool)
    throws
  {
    let json = #"""
      [{"title": "A", "action": "a:", "title": "B"}, {"type": "menu", "id": "m"}, {"x": 1}, {},
       {"id": "n", "t\u0069tle": "T"}, {"action": "b:"}, {"title": "C"}]
      """#
    let document = try JSONParser().parse(Array(json.utf8), file: "f.json")
    let slots = ElementSlots()
    defer { withExtendedLifetime((document, slots)) {} }
    var storage: [ObjectReader.Member] = []
    for object in BorrowedJSONValue(document.root).elements {
      var reused = ObjectReader(
        object, storage: storage, slots: slotted ? Unmanaged.passUnretained(slots) : nil)
      let fresh = ObjectReader(object)
      for name in ["title", "action", "type", "id", "x"] {
        #expect(reused[name]?.index == fresh[name]?.index, "\(name)")
        #expect(reused.key(name)?.index == fresh.key(name)?.index, "\(name)")
      }
      #expect(reused.presentNames == fresh.presentNames)
      storage = reused.takeStorage()
      #expect(storage.capacity >= 3)
    }
  }

  @Test(arguments: [false, true]) func longNamesSharingTheirFirstBytesAreToldApart(slotted: Bool)
    throws
  {
    let read = try Self.reader(#"{"allowsAutomaticLocalization": false}"#, slotted: slotted)
    defer { withExtendedLifetime(read.document) {} }
    #expect(read.reader[.allowsAutomaticLocalization]?.bool == false)
    #expect(read.reader[.allowsAutomaticMirroring] == nil)
    #expect(read.reader["allowsAutomaticMirroring"] == nil)
    #expect(read.diagnostics.isEmpty)
    // Same length, same first seven bytes: only the bytes tell them apart.
    let lookalike = try Self.reader(#"{"discoverabilityTitlX": "A"}"#, slotted: slotted)
    defer { withExtendedLifetime(lookalike.document) {} }
    #expect(lookalike.reader[.discoverabilityTitle] == nil)
    #expect(lookalike.diagnostics.map(\.ruleID) == [.unknownField])
  }

  @Test(arguments: [false, true]) func escapedKeysAreFoundByTheirText(slotted: Bool) throws {
    let read = try Self.reader(
      #"{"t\u0069tle": "A", "discoverability\u0054itle": "B", "titl": 1}"#, slotted: slotted)
    defer { withExtendedLifetime(read.document) {} }
    #expect(read.reader[.title]?.string == "A")
    #expect(read.reader[.discoverabilityTitle]?.string == "B")
    #expect(
      read.diagnostics.map(\.message) == [
        "unknown field 'titl' in a command; did you mean 'title'?"
      ])
  }

  @Test(arguments: [false, true]) func escapedKeysCompareAsSwiftStrings(slotted: Bool) throws {
    // "\u00e9" and "e\u0301" are one name to Swift: the second repeats the first.
    let read = try Self.reader(
      #"{"title": "T", "\u00e9": 1, "e\u0301": 2}"#, slotted: slotted)
    defer { withExtendedLifetime(read.document) {} }
    #expect(read.diagnostics.filter { $0.ruleID == .duplicateJSONKey }.count == 1)
    #expect(read.diagnostics.filter { $0.ruleID == .unknownField }.count == 2)
    #expect(read.reader["\u{e9}"]?.integer == 2)
    #expect(read.reader["e\u{301}"]?.integer == 2)
  }

  @Test(arguments: [false, true]) func manyMembersAreIndexedAndTheLastOfEachNameWins(slotted: Bool)
    throws
  {
    let filler = (0..<20).map { #""x\#($0)": \#($0)"# }.joined(separator: ", ")
    let read = try Self.reader(
      #"{"title": "A", \#(filler), "title": "B", "wantsPriorityOverSystemBehavior": true}"#,
      slotted: slotted)
    defer { withExtendedLifetime(read.document) {} }
    #expect(read.reader[.title]?.string == "B")
    #expect(read.reader["x19"]?.integer == 19)
    #expect(read.reader[.wantsPriorityOverSystemBehavior]?.bool == true)
    #expect(read.diagnostics.filter { $0.ruleID == .duplicateJSONKey }.count == 1)
    #expect(read.diagnostics.filter { $0.ruleID == .unknownField }.count == 20)
  }

  /// The element fields' slots are every name an element may have, each once, and each slot's
  /// signature is its name's.
  @Test func elementFieldSlotsAreEveryElementNameOnce() {
    let names = ElementField.names
    #expect(Set(names) == Set(MenuFields.anyElement.names + MenuFields.keyCommand.names))
    #expect(Set(names).count == names.count)
    #expect(names.count <= 64)
    let slots = ElementSlots()
    for field in ElementField.allCases {
      #expect(names[Int(field.rawValue)] == field.name)
      #expect(slots.signatures[Int(field.rawValue)] == FieldNames.signature(of: field.name))
      #expect(
        slots.slot(of: FieldNames.signature(of: field.name)) { $0 == field.name } == field.rawValue)
    }
  }

  /// An element's reader answers every look-up and reports every key exactly as a plain reader
  /// does, whatever the members: clean, repeated, escaped, unknown, or a long lookalike.
  @Test func slottedReadersAnswerAsPlainReadersDo() throws {
    let keys =
      ElementField.names.map { "\"\($0)\"" } + [
        #""t\u0069tle""#, #""discoverabilityTitlX""#, #""preferredElementSizf""#, #""x""#,
        #""whe""#, #""\u00e9""#,
      ]
    let fields = Self.elementFields
    var random = SplitMix(seed: 21)
    for _ in 0..<2_000 {
      let members = (0..<random.next(8)).map { "\(keys[random.next(keys.count)]): \($0)" }
      let json = "{" + members.joined(separator: ", ") + "}"
      let plain = try Self.reader(json)
      let slotted = try Self.reader(json, slotted: true)
      defer { withExtendedLifetime((plain.document, slotted.document)) {} }
      for field in fields {
        #expect(
          plain.reader[field]?.index == slotted.reader[field]?.index, "\(field.name) in \(json)")
      }
      for name in ElementField.names + ["x", "whe", "titl", "\u{e9}"] {
        #expect(plain.reader[name]?.index == slotted.reader[name]?.index, "\(name) in \(json)")
        #expect(
          plain.reader.key(name)?.index == slotted.reader.key(name)?.index, "\(name) in \(json)")
      }
      #expect(plain.reader.presentNames == slotted.reader.presentNames, "\(json)")
      #expect(
        plain.diagnostics.map(\.message) == slotted.diagnostics.map(\.message), "\(json)")
    }
  }
}

/// What the decoder keeps to make building and memory cheap.
@Suite struct DecoderStorageTests {
  static func file(images: [String]) -> [UInt8] {
    let commands = images.enumerated().map { number, image in
      #"{"type": "command", "title": "C\#(number)", "action": "c\#(number):", "image": "\#(image)"}"#
    }
    return Array(
      #"""
      {"formatVersion": 1, "build": [{"insertElements": [{"type": "menu", "title": "M",
        "children": [\#(commands.joined(separator: ", "))]}], "atEndOf": "file"}]}
      """#.utf8)
  }

  /// An element's type is matched by its signature when written plainly, and read as text
  /// otherwise: escaped, misspelled or not a string.
  @Test func elementTypesAreReadHoweverWritten() {
    let file = #"""
      {"formatVersion": 1, "build": [{"insertElements": [
        {"type": "command", "title": "A", "action": "a:"},
        {"type": "comm\u0061nd", "title": "B", "action": "b:"},
        {"type": "menu", "title": "M", "children": [{"type": "action", "title": "C", "id": "c"}]},
        {"type": "comand", "title": "D", "action": "d:"},
        {"type": "commands", "title": "E", "action": "e:"},
        {"type": 3, "title": "F", "action": "f:"}], "atEndOf": "file"}]}
      """#
    let decoded = MenuDefinitionDecoder.decode(Array(file.utf8), file: "f.menu.json")
    #expect(
      decoded.elementCounts
        == MenuBuilder.ElementCounts(menus: 1, commands: 2, actions: 1, shortcuts: 0))
    #expect(
      decoded.diagnostics.map(\.message) == [
        "unknown type 'comand'; did you mean 'command'?",
        "unknown type 'commands'; did you mean 'command'?",
        "'type' must be a string, found a number",
      ])
  }

  @Test func countsTheElementsBuildingReservesRoomFor() {
    let decoded = MenuDefinitionDecoder.decode(
      Self.file(images: ["a", "b", "c"]), file: "f.menu.json")
    #expect(
      decoded.elementCounts == MenuBuilder.ElementCounts(menus: 1, commands: 3, shortcuts: 0))
  }

  @Test func sharesImageNamesUpToALimit() throws {
    let document = try JSONParser().parse(
      Self.file(images: (0..<1_100).map { "symbol\($0 % 1_050)" }), file: "f.menu.json")
    var reader = DefinitionReader(document: document, limit: 0)
    let decoded = reader.decodeFile()
    let definition = try #require(decoded)
    #expect(reader.images.count == DefinitionReader.sharedImageLimit)
    guard case .insertElementsInMenu(let elements, _, _) = definition.operations.first?.kind,
      case .menu(let menu) = elements.first,
      case .command(let last) = menu.children.last
    else {
      Issue.record("one menu of commands")
      return
    }
    #expect(last.image == "symbol49")
  }

  /// Present fields are found and absent ones are not, whatever bits their signatures share;
  /// an escaped key turns the quick answer off.
  @Test func everyFieldIsFoundOrNotWhateverTheOtherMembers() throws {
    let all: [ElementField] = [
      .title, .action, .propertyList, .shortcut, .input, .modifiers, .discoverabilityTitle,
      .image, .attributes, .state, .alternates, .wantsPriorityOverSystemBehavior,
      .allowsAutomaticLocalization, .allowsAutomaticMirroring, .platforms, .type,
    ]
    for count in 0...all.count {
      for escapedKey in [false, true] {
        let present = Array(all.prefix(count))
        let members = present.enumerated().map { offset, field in
          let key =
            escapedKey && offset == 0
            ? field.name.replacing("t", with: "\\u0074") : field.name
          return "\"\(key)\": \(offset)"
        }
        let read = try ObjectReaderTests.reader("{" + members.joined(separator: ", ") + "}")
        defer { withExtendedLifetime(read.document) {} }
        for (offset, field) in all.enumerated() {
          let found = read.reader[field].flatMap { Int($0.retained.text) }
          #expect(found == (offset < count ? offset : nil), "\(field.name) of \(count)")
        }
      }
    }
  }

  /// A key's signature read in one load equals the one made byte by byte, for names of every
  /// length, near the end of the text too.
  @Test func keySignaturesReadInOneLoadMatchTheBytes() throws {
    for length in 0..<20 {
      let name = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
      for json in ["{\"\(name)\": 1, \"padding\": true}", "{\"\(name)\":1}"] {
        let bytes = Array(json.utf8)
        let document = try JSONParser().parse(bytes, file: "k.json")
        let key = 1
        let loaded = bytes.withUnsafeBufferPointer {
          ObjectReader.signature(ofKey: key, in: document, text: $0)
        }
        #expect(loaded == FieldNames.signature(of: name), "\(json)")
      }
    }
  }
}
