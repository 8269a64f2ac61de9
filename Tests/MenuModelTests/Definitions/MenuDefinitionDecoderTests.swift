import MenuModel
import TestSupport
import Testing

@Suite struct MenuDefinitionDecoderTests {
  static func decode(_ text: String) -> DecodedMenuDefinition {
    MenuDefinitionDecoder.decode(Array(text.utf8), file: "f.menu.json")
  }

  @Test func decodesTheWholeFormat() throws {
    let result = Self.decode(
      #"""
      {"formatVersion": 1, "app": "Browser", "platforms": ["iPadOS"], "base": "empty",
       "supportsPrintCommand": true, "supportsOpenCommand": true, "localizesShortcuts": false,
       "build": [
        {"insertChild": {"type": "menu", "title": "Bookmarks", "id": "com.example.bookmarks",
           "image": "book", "options": ["displayInline", "singleSelection"], "preferredElementSize": "small",
           "children": [
             {"type": "command", "title": "Add", "action": "add:", "propertyList": {"b": [1, true], "a": "x"},
              "shortcut": "cmd+d", "discoverabilityTitle": "Add Bookmark", "image": "plus",
              "attributes": ["destructive", "hidden"], "state": "mixed",
              "alternates": [{"title": "Add All", "action": "addAll:", "modifiers": ["option"]}],
              "wantsPriorityOverSystemBehavior": true, "allowsAutomaticLocalization": false,
              "allowsAutomaticMirroring": false},
             {"type": "action", "title": "Refresh", "id": "refresh", "state": "on"}]},
         "atEndOf": "root"},
        {"insertSibling": {"type": "menu", "title": "Tabs"}, "before": "com.example.bookmarks"},
        {"insertElements": [{"type": "command", "title": "X", "action": "x:"}], "after": {"action": "refresh"}},
        {"insertElements": [], "atStartOf": "file"},
        {"replace": {"command": "add:", "propertyList": {"a": "x", "b": [1.0, true]}}, "with": []},
        {"replaceChildren": "com.example.bookmarks", "with": []},
        {"remove": {"menu": "textStyle"}}]}
      """#)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let definition = try #require(result.definition)
    #expect(definition.app == "Browser")
    #expect(definition.platforms == [.iPadOS])
    #expect(definition.base == .empty)
    #expect(definition.supportsPrintCommand && definition.supportsOpenCommand)
    #expect(!definition.localizesShortcuts)
    #expect(definition.operations.count == 7)
    guard case .insertChild(let menu, .end, let parent) = definition.operations[0].kind else {
      Issue.record("expected insertChild")
      return
    }
    #expect(parent == .root)
    #expect(menu.options == [.displayInline, .singleSelection])
    #expect(menu.preferredElementSize == .small)
    guard case .command(let command) = menu.children[0] else {
      Issue.record("expected a command")
      return
    }
    #expect(command.shortcut?.glyphs == "⌘D")
    #expect(command.attributes == [.destructive, .hidden])
    #expect(command.state == .mixed)
    #expect(command.alternates.first?.modifiers == .option)
    #expect(command.wantsPriorityOverSystemBehavior)
    #expect(!command.allowsAutomaticLocalization && !command.allowsAutomaticMirroring)
    #expect(command.overlayTitle == "Add Bookmark")
    // Property lists compare as values: key order and 1 vs 1.0 do not matter.
    guard case .replace(.command(let identity), _) = definition.operations[4].kind else {
      Issue.record("expected replace")
      return
    }
    #expect(identity == command.identity)
    guard case .remove(.menu(let removed)) = definition.operations[6].kind else {
      Issue.record("expected remove")
      return
    }
    #expect(removed.rawValue == "com.apple.menu.text-style")
  }

  @Test(arguments: [
    // (marked input, rule, message)
    (#"1️⃣[]"#, RuleID.invalidDefinition, "a menu definition must be an object, found an array"),
    (
      #"1️⃣{}"#, .unsupportedFormatVersion,
      #"missing 'formatVersion'; add "formatVersion": 1 (this menulint reads version 1)"#
    ),
    (
      #"{"formatVersion": 1️⃣"1"}"#, .unsupportedFormatVersion,
      "'formatVersion' a string is not supported; this menulint reads version 1"
    ),
    (
      #"{"formatVersion": 1️⃣2}"#, .unsupportedFormatVersion,
      "format version 2 is not supported; this menulint reads version 1"
    ),
    (
      #"{"formatVersion": 1, 1️⃣"bulid": []}"#, .unknownField,
      "unknown field 'bulid' in a menu definition; did you mean 'build'?"
    ),
    (
      #"{"formatVersion": 1, "platforms": [1️⃣"iPad"]}"#, .invalidDefinition,
      "unknown platform 'iPad'; did you mean 'iPadOS'?"
    ),
    (
      #"{"formatVersion": 1, "build": 1️⃣{}}"#, .invalidDefinition,
      "'build' must be an array of operations, found an object"
    ),
    (
      #"{"formatVersion": 1, "build": [1️⃣{"insertChlid": {}}]}"#, .invalidDefinition,
      "unknown operation 'insertChlid'; did you mean 'insertChild'?"
    ),
    (
      #"{"formatVersion": 1, "build": [1️⃣{"remove": "a", "replace": "b"}]}"#, .invalidDefinition,
      "an operation has one verb; found 'remove' and 'replace'"
    ),
    (
      #"{"formatVersion": 1, "build": [1️⃣{"insertChild": {"type": "menu", "title": "A"}}]}"#,
      .invalidDefinition, "'insertChild' needs 'atStartOf' or 'atEndOf': the menu to insert into"
    ),
    (
      #"{"formatVersion": 1, "build": [{"insertElements": [1️⃣{"type": "command", "title": "A"}], "atEndOf": "file"}]}"#,
      .invalidDefinition, "command is missing the required field 'action'"
    ),
    (
      #"{"formatVersion": 1, "build": [{"insertElements": [{"type": "command", "title": 1️⃣7, "action": "a:"}], "atEndOf": "file"}]}"#,
      .invalidDefinition, "'title' must be a string, found a number"
    ),
    (
      #"{"formatVersion": 1, "build": [{"insertElements": [{"type": "command", "title": "A", "action": "a:", "state": 1️⃣"onn"}], "atEndOf": "file"}]}"#,
      .invalidDefinition, "unknown state 'onn'; did you mean 'on'?"
    ),
    (
      #"{"formatVersion": 1, "build": [{"insertElements": [{"type": "action", "title": "A", "id": "a", "shortcut": 1️⃣"cmd+a"}], "atEndOf": "file"}]}"#,
      .invalidDefinition,
      #"an action cannot have a shortcut; use "type": "command" for a key command"#
    ),
    (
      #"{"formatVersion": 1, "build": [{"insertElements": [{"type": "command", "title": "A", "action": "a:", "shortcut": "cmd+1️⃣shft+a"}], "atEndOf": "file"}]}"#,
      .invalidShortcut,
      "invalid shortcut 'cmd+shft+a': unknown key or modifier 'shft'; did you mean 'shift'?"
    ),
    (
      #"{"formatVersion": 1, "build": [{"insertElements": [{"type": "command", "title": "A", "action": "a:", "shortcut": 1️⃣"cmd+shift"}], "atEndOf": "file"}]}"#,
      .invalidShortcut,
      "invalid shortcut 'cmd+shift': shortcut 'cmd+shift' has modifiers but no key"
    ),
    (
      #"{"formatVersion": 1, "build": [{"insertElements": [{"type": "command", "title": "A", "action": "a:", "alternates": [{"title": "B", "action": "b:", "modifiers": [1️⃣"optn"]}]}], "atEndOf": "file"}]}"#,
      .invalidDefinition, "unknown modifier 'optn'; did you mean 'option'?"
    ),
    (
      #"{"formatVersion": 1, "build": [{"insertChild": 1️⃣{"type": "command", "title": "A", "action": "a:"}, "atEndOf": "file"}]}"#,
      .invalidDefinition,
      "'insertChild' inserts a menu; use 'insertElements' to insert commands and actions"
    ),
    (
      #"{"formatVersion": 1, "build": [{"remove": 1️⃣{"menu": "a", "action": "b"}}]}"#,
      .invalidDefinition, "a target names exactly one of 'menu', 'action' or 'command'"
    ),
  ])
  func problemsAreReportedAtTheValue(input: String, rule: RuleID, message: String) {
    let marked = MarkedText(input)
    let result = Self.decode(marked.text)
    let matching = result.diagnostics.filter { $0.ruleID == rule }
    #expect(matching.count == 1, "\(result.diagnostics)")
    #expect(matching.first?.message == message)
    let position = matching.first?.location.map { "\($0.line):\($0.column)" }
    #expect(position == marked.positions.first)
  }

  @Test func duplicateKeysPointAtTheRepeatWithANoteAtTheFirst() throws {
    let marked = MarkedText(
      """
      {"formatVersion": 1,
       "app": "A",
       1️⃣"app": "B"}
      """)
    let result = Self.decode(marked.text)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.ruleID == .duplicateJSONKey)
    #expect(diagnostic.message == "duplicate key 'app'; the last value is used")
    #expect(diagnostic.location?.line == 3 && diagnostic.location?.column == 2)
    #expect(diagnostic.location?.pointer == "/app")
    #expect(diagnostic.notes.first?.location?.line == 2)
    #expect(result.definition?.app == "B")
  }

  @Test func repeatedUnknownKeysAreDuplicatesAndUnknownInOrder() throws {
    // More than 16 unknown keys switch the reader to a hash index midway; reports stay the same.
    let unknown = (0..<20).map { #""x\#($0)": 1"# }.joined(separator: ", ")
    let result = Self.decode(
      #"{"formatVersion": 1, "x3": 0, \#(unknown), "x19": 2, "app": "A", "app": "B"}"#)
    let duplicates = result.diagnostics.filter { $0.ruleID == .duplicateJSONKey }
    #expect(
      duplicates.map(\.message)
        == ["x3", "x19", "app"].map {
          "duplicate key '\($0)'; the last value is used"
        })
    #expect(duplicates.map { $0.notes.first?.location?.pointer } == ["/x3", "/x19", "/app"])
    let unknownFields = result.diagnostics.filter { $0.ruleID == .unknownField }
    #expect(unknownFields.count == 22)
    #expect(unknownFields.first?.message.hasPrefix("unknown field 'x3'") == true)
    #expect(result.definition?.app == "B")
  }

  /// Options and attributes written plainly are matched as bytes; any other value is read as
  /// text, and reported unless it spells a known name (escaped, say).
  @Test func optionsAndAttributesAreReadHoweverWritten() throws {
    let result = Self.decode(
      #"""
      {"formatVersion": 1, "base": "empty", "build": [{"insertElements": [
        {"type": "menu", "title": "A", "options": ["displ\u0061yInline", "displayInlin", 3,
           "destructive", "destructive"]},
        {"type": "menu", "title": "B", "options": "displayInline"},
        {"type": "command", "title": "C", "action": "c:",
         "attributes": ["hidden", "keepsMenuPresented", "dis\u0061bled", "hidden"]},
        {"type": "command", "title": "E", "action": "e:", "attributes": ["hiden"]},
        {"type": "action", "title": "D", "id": "d", "attributes": ["destructive", null]}],
       "atEndOf": "root"}]}
      """#)
    #expect(
      result.diagnostics.map(\.message) == [
        "unknown option 'displayInlin'; did you mean 'displayInline'?",
        "'option' must be a string, found a number",
        "'options' must be an array of strings, found a string",
        "unknown attribute 'hiden'; did you mean 'hidden'?",
        "'attribute' must be a string, found null",
      ])
    let definition = try #require(result.definition)
    // A command or action with an invalid value is dropped; a menu keeps its valid options.
    guard case .insertElementsInMenu(let elements, _, _) = definition.operations.first?.kind,
      elements.count == 3, case .menu(let first) = elements[0],
      case .menu(let second) = elements[1], case .command(let command) = elements[2]
    else {
      Issue.record("two menus and a command")
      return
    }
    #expect(first.options == [.displayInline, .destructive])
    #expect(second.options == [])
    #expect(command.attributes == [.hidden, .keepsMenuPresented, .disabled])
  }

  @Test func invalidJSONIsOneLocatedDiagnostic() throws {
    let result = Self.decode(
      "{\"formatVersion\": 1,\n  \"build\": [\n    {\"remove\": \"file\"}\n    {\"remove\": \"edit\"}]}"
    )
    #expect(result.definition == nil)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(diagnostic.ruleID == .invalidJSON)
    #expect(diagnostic.message == "expected ',' or ']' after array element, found '{'")
    #expect(diagnostic.location?.description == "f.menu.json:4:5")
    #expect(diagnostic.location?.pointer == "/build")
  }

  @Test func pointersAndColumnsCountUnicodeScalars() throws {
    let text =
      #"{"formatVersion": 1, "app": "⌘ Ünï", "build": [{"remove": {"menu": "a/b~c"}}, {"bad": 1}]}"#
    let result = Self.decode(text)
    let unknown = try #require(result.diagnostics.first { $0.ruleID == .invalidDefinition })
    #expect(unknown.location?.pointer == "/build/1")
    #expect(unknown.location?.column == 79)
  }

  @Test func droppedElementsDoNotCauseFollowUpMissingTargets() {
    let diagnostics = lint(
      #"""
      {"formatVersion": 1, "build": [
        {"insertChild": {"type": "menu", "title": "Tools", "id": "tools", "options": ["inline"]}, "atEndOf": "root"},
        {"insertElements": [{"type": "command", "title": "Run", "action": "run:"}], "atEndOf": "tools"},
        {"insertElements": [{"type": "command", "title": "Oops", "shortcut": "cmd+9"}], "atEndOf": "view"},
        {"remove": {"command": "oops:"}}]}
      """#)
    // The menu keeps its id despite the bad option; the command without an action is dropped.
    #expect(diagnostics.map(\.ruleID) == [.invalidDefinition, .invalidDefinition, .missingTarget])
  }
}
