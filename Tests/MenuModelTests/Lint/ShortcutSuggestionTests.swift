import Foundation
import MenuModel
import TestSupport
import Testing

/// Findings another keystroke fixes carry suggestions: free everywhere the definition is
/// checked, chosen as the HIG chooses, with edits that write them (issue 46).
@Suite struct ShortcutSuggestionTests {
  /// A definition inserting commands at the end of File, on every platform and version.
  static func definition(_ commands: String, platforms: String = #"["iPadOS", "macCatalyst"]"#)
    -> [UInt8]
  {
    Array(
      """
      {"formatVersion": 1, "platforms": \(platforms), "build": [{"insertElements": [
      \(commands)
      ], "atEndOf": "file"}]}
      """.utf8)
  }

  static let fixable: Set<RuleID> = [
    .duplicateShortcut, .keystrokeCollision, .shadowedShortcut, .reservedShortcut,
    .untypeableShortcut, .systemBehaviorConflict,
  ]

  /// Get Info on ⌘I, which Italic holds: the issue's example.
  ///
  /// ⇧⌘I would read as a variant of Italic and ⌥⌘I is the HIG's Inspector, so I with ⌃⌘.
  @Test func getInfoGetsControlCommandI() throws {
    let diagnostics = Linter().lint(
      Self.definition(
        #"{"type": "command", "title": "Get Info", "action": "getInfo:", "shortcut": "cmd+i"}"#),
      file: "app.menu.json")
    let finding = try #require(diagnostics.first { $0.ruleID == .duplicateShortcut })
    let first = try #require(finding.suggestions.first)
    #expect(first.shortcut == "ctrl+cmd+i")
    #expect(first.display == "⌃⌘I")
    #expect(first.input == "i")
    #expect(first.modifiers == ["control", "command"])
    #expect(first.basis == "keeps I")
    #expect(
      first.help
        == "try ⌃⌘I: free on iPadOS 18/26 and Mac Catalyst, typeable on all 84 layouts")
    #expect(finding.suggestions.count == 3)
    #expect(!finding.suggestions.map(\.display).contains("⇧⌘I"))
    #expect(!finding.suggestions.map(\.display).contains("⌥⌘I"))
    #expect(finding.description.hasSuffix("\n  help: " + first.help))
  }

  /// A key command standing in for the system's Copy on ⌘C gets no suggestion.
  ///
  /// A web view's `copyCurrentSelection:` means ⌘C: performing `copy:` is the fix. A key
  /// command with another verb on a standard edit key (Archive All on ⌘A) still gets one.
  @Test func noSuggestionForAStandInOfAStandardEditCommand() throws {
    let responders = Linter().lintResponders(
      Array(
        #"""
        {"formatVersion": 1, "responders": [
          {"id": "app", "kind": "application"},
          {"id": "web", "kind": "viewController", "next": "app",
           "actions": ["copyCurrentSelection:", "archiveAll:"],
           "keyCommands": [
             {"type": "command", "action": "copyCurrentSelection:", "shortcut": "cmd+c"},
             {"type": "command", "title": "Archive All", "action": "archiveAll:",
              "shortcut": "cmd+a"}]}],
         "scenarios": {"browsing": {"firstResponder": "web"}}}
        """#.utf8), file: "app.responders.json")
    var options = LintOptions()
    options.responders = try #require(responders.definition)
    let found = Linter(options: options).lint(
      Self.definition(#"{"type": "command", "title": "Refresh", "action": "refresh:"}"#),
      file: "app.menu.json")
    let copy = try #require(
      found.first { $0.ruleID == .shadowedShortcut && $0.message.contains("copyCurrentSelection") })
    #expect(copy.suggestions.isEmpty)
    let archive = try #require(
      found.first { $0.ruleID == .shadowedShortcut && $0.message.contains("Archive All") })
    #expect(!archive.suggestions.isEmpty)
  }

  /// A title the Swift importer kept as source text (`titleSource`) gives its string's name's
  /// words, not its namespaces' (`L10n`, `Scene`, `Keyboard`): as a corpus app's
  /// `L10n.Scene.Preview.Keyboard.closePreview` got "L as in 'L10n'".
  @Test func sourceTitleGivesTheStringNamesWords() throws {
    let diagnostics = Linter().lint(
      Self.definition(
        """
        {"type": "command", "titleSource": "L10n.Viewer.Keyboard.reloadPageTitle",
         "action": "reloadPage:", "shortcut": "cmd+€"},
        {"type": "command",
         "titleSource": "String.localizedStringWithFormat(Texts.keyCommandOpenURL, name)",
         "action": "openLink:", "shortcut": "shift+cmd+€"}
        """),
      file: "app.menu.json")
    let reload = try #require(
      diagnostics.first { $0.ruleID == .untypeableShortcut && $0.message.contains("reloadPage") })
    #expect(reload.suggestions.first?.basis == "R as in 'reload'")
    let open = try #require(
      diagnostics.first { $0.ruleID == .untypeableShortcut && $0.message.contains("OpenURL") })
    // Open is a common verb, so URL's letter comes first.
    #expect(open.suggestions.first?.basis == "U as in 'URL'")
    for finding in [reload, open] {
      for basis in finding.suggestions.map(\.basis) {
        for word in ["L10n", "Viewer", "Keyboard", "Title", "String", "Texts", "key", "name"] {
          #expect(!basis.contains("'\(word)'"), "\(basis)")
        }
      }
    }
  }

  /// One finding of each fixable rule; each gets a suggestion, and other rules none.
  @Test func everyFixableRuleSuggests() throws {
    let bytes = Self.definition(
      """
      {"type": "command", "title": "Save Copy", "action": "saveCopy:", "shortcut": "shift+cmd+K"},
      {"type": "command", "title": "Keep", "action": "keep:", "shortcut": "shift+cmd+k"},
      {"type": "command", "title": "Search Everywhere", "action": "search:", "shortcut": "cmd+space"},
      {"type": "command", "title": "Convert", "action": "convert:", "shortcut": "cmd+€"},
      {"type": "command", "title": "Go Back", "action": "goBack:", "shortcut": "cmd+left",
       "wantsPriorityOverSystemBehavior": true}
      """)
    let responders = """
      {"formatVersion": 1, "responders": [
        {"id": "split", "kind": "viewController", "actions": ["showList:", "goBack:"],
         "keyCommands": [{"type": "command", "title": "Show List", "action": "showList:",
                          "shortcut": "ctrl+cmd+s"}]}],
       "scenarios": {"reading": {"firstResponder": "split"},
                     "typing": {"firstResponder": "split", "textInputActive": true}}}
      """
    var options = LintOptions()
    options.responders = Linter().lintResponders(Array(responders.utf8), file: "r.json").definition
    // Get Info in an operation of its own, which UIKit refuses alone.
    let getInfo = Self.definition(
      #"{"type": "command", "title": "Get Info", "action": "getInfo:", "shortcut": "cmd+i"}"#)
    let diagnostics =
      Linter(options: options).lint(bytes, file: "app.menu.json")
      + Linter().lint(getInfo, file: "info.menu.json")
    let rules = Set(diagnostics.filter { !$0.suggestions.isEmpty }.map(\.ruleID))
    #expect(rules == Self.fixable)
    #expect(
      diagnostics.filter { !Self.fixable.contains($0.ruleID) }.allSatisfy {
        $0.suggestions.isEmpty
      })
  }

  /// Where the fix is another action (a hidden ⌘W Close), or nothing better exists (Apple's own
  /// ⌘[ untypeable), no keystroke is suggested.
  @Test func noSuggestionWhereAnotherKeyIsNotTheFix() {
    let hidden = Linter(options: LintOptions(osVersions: [.v26])).lint(
      Array(
        #"""
        {"formatVersion": 1, "platforms": ["iPadOS"], "build": [
          {"remove": {"menu": "close"}},
          {"insertElements": [
            {"type": "command", "title": "Close Tab", "action": "closeTab:", "shortcut": "cmd+w"}],
           "atEndOf": "file"}]}
        """#.utf8), file: "app.menu.json")
    #expect(hidden.contains { $0.ruleID == .keystrokeCollision })
    #expect(hidden.allSatisfy { $0.suggestions.isEmpty })
    let apples = Linter(options: LintOptions(osVersions: [.v18])).lint(
      Self.definition(
        #"{"type": "command", "title": "Back", "action": "goBack:", "shortcut": "cmd+["}"#),
      file: "app.menu.json")
    #expect(apples.contains { $0.ruleID == .untypeableShortcut })
    #expect(apples.allSatisfy { $0.suggestions.isEmpty })
  }

  /// Two commands that both need a key never get the same first suggestion.
  @Test func firstSuggestionsAreDistinct() throws {
    let diagnostics = Linter().lint(
      Self.definition(
        """
        {"type": "command", "title": "Inspect", "action": "inspect:", "shortcut": "cmd+i"},
        {"type": "command", "title": "Information", "action": "information:", "propertyList": 1,
         "shortcut": "cmd+i", "platforms": ["macCatalyst"]}
        """, platforms: #"["iPadOS"]"#),
      file: "app.menu.json")
    let firsts = Linter.suggestions(in: diagnostics).compactMap(\.suggestions.first?.display)
    #expect(firsts.count == Set(firsts).count)
  }

  /// Save As… on ⇧⌘S, which Mac Catalyst's Duplicate holds: the HIG gives them one key, and
  /// Save As… keeps its S with Option, as Apple's apps do.
  @Test func saveAsKeepsSWithOption() throws {
    let diagnostics = Linter().lint(
      Self.definition(
        #"{"type": "command", "title": "Save As…", "action": "saveAs:", "shortcut": "shift+cmd+S"}"#,
        platforms: #"["macCatalyst"]"#),
      file: "app.menu.json")
    let finding = try #require(diagnostics.first { $0.ruleID == .duplicateShortcut })
    #expect(finding.suggestions.first?.display == "⌥⇧⌘S")
  }

  /// A command's alternates move with it: the suggestion leaves each alternate's keystroke
  /// free too, and never gives the command an alternate's modifier.
  @Test func alternatesStayFree() throws {
    let bytes = Self.definition(
      """
      {"type": "command", "title": "Minimize Note", "action": "minimizeNote:", "shortcut": "cmd+m",
       "alternates": [{"title": "Minimize All Notes", "action": "minimizeAll:", "modifiers": ["option"]}]}
      """, platforms: #"["macCatalyst"]"#)
    let diagnostics = Linter().lint(bytes, file: "app.menu.json")
    let finding = try #require(diagnostics.first { $0.ruleID == .duplicateShortcut })
    #expect(!finding.suggestions.isEmpty)
    for suggestion in finding.suggestions {
      #expect(!suggestion.modifiers.contains("option"))
      // Applied, neither the command nor its ⌥ alternate is reported.
      let fixed = TextEdit.applying(suggestion.edits, to: bytes)
      #expect(Linter().lint(fixed, file: "app.menu.json").isEmpty, "\(suggestion.display)")
    }
  }

  /// A shortcut written as `input` with `modifiers` is edited there, and only what changes;
  /// without `modifiers` they follow the input.
  @Test func inputAndModifiersAreEditedWhereTheyStand() throws {
    let written = Self.definition(
      #"{"type": "command", "title": "Get Info", "action": "getInfo:", "input": "i", "modifiers": ["command"]}"#
    )
    let finding = try #require(
      Linter().lint(written, file: "a.json").first { $0.ruleID == .duplicateShortcut })
    let suggestion = try #require(finding.suggestions.first)
    #expect(suggestion.edits.map(\.replacement) == [#"["control", "command"]"#])
    let fixed = TextEdit.applying(suggestion.edits, to: written)
    #expect(Linter().lint(fixed, file: "a.json").isEmpty)

    let bare = Self.definition(
      #"{"type": "command", "title": "Pause", "action": "pause:", "input": " "}"#,
      platforms: #"["macCatalyst"]"#)
    let focus = try #require(
      Linter().lint(bare, file: "b.json").first { $0.ruleID == .systemBehaviorConflict })
    let added = try #require(focus.suggestions.first)
    #expect(added.edits.count == 1)
    #expect(added.edits[0].replacement.contains(#", "modifiers": ["#))
    #expect(Linter().lint(TextEdit.applying(added.edits, to: bare), file: "b.json").isEmpty)
  }

  /// An edit replaces the shortcut's text and nothing else: every other byte, line endings and
  /// odd spacing included, is kept.
  @Test func editsKeepEveryOtherByte() throws {
    let text =
      "{ \"formatVersion\":1,\r\n\t\"platforms\" : [\"iPadOS\"],\"build\":[{\"insertElements\":"
      + "[\r\n\t{\"type\":\"command\",\"title\":\"Get Info — ℹ︎\",\"action\":\"getInfo:\","
      + "\"shortcut\"  :  \"cmd+i\" }],\"atEndOf\":\"file\"}]}\r\n"
    let bytes = Array(text.utf8)
    let finding = try #require(Linter().lint(bytes, file: "c.json").first)
    let edit = try #require(finding.suggestions.first?.edits.first)
    #expect(String(decoding: bytes[edit.range], as: UTF8.self) == "\"cmd+i\"")
    #expect(edit.isMade(for: bytes))
    #expect(!edit.isMade(for: bytes + [0x20]))
    let fixed = TextEdit.applying([edit], to: bytes)
    #expect(Array(fixed[..<edit.range.lowerBound]) == Array(bytes[..<edit.range.lowerBound]))
    let tail = edit.range.lowerBound + edit.replacement.utf8.count
    #expect(Array(fixed[tail...]) == Array(bytes[edit.range.upperBound...]))
    // Lines and columns are the text's, columns in Unicode scalars.
    #expect(edit.start.line == 3)
    #expect(edit.end.column - edit.start.column == 7)
  }

  /// The library groups a definition's suggestions by command, for an app's unit test.
  @Test func suggestionsForADefinitionMadeInCode() throws {
    let definition = MenuDefinition(
      platforms: [.iPadOS],
      operations: [
        BuildOperation(
          .insertElementsInMenu(
            [
              .command(
                Command(
                  title: "Get Info", action: "getInfo:",
                  shortcut: try KeyCombination(parsing: "cmd+i")))
            ], .end, of: .file))
      ])
    let advice = Linter().suggestions(for: definition)
    #expect(advice.count == 1)
    #expect(advice.first?.command == "'Get Info'")
    #expect(advice.first?.rules == [.duplicateShortcut])
    #expect(advice.first?.suggestions.first?.display == "⌃⌘I")
    #expect(advice.first?.suggestions.first?.edits == [])
    #expect(
      advice.first?.description
        == "'Get Info' (⌘I, duplicate-shortcut): try ⌃⌘I: free on iPadOS 18/26, typeable on all 84 layouts"
    )
    var menu = MenuBuilder(mainMenuFor: .iPadOS)
    try menu.insertElements(
      [
        .command(
          Command(
            title: "Find Anywhere", action: "findAnywhere:",
            shortcut: try KeyCombination(parsing: "cmd+space")))
      ], atEndOf: .view)
    let built = Linter().suggestions(for: menu, on: .iPadOS)
    #expect(built.first?.rules == [.reservedShortcut])
    #expect(built.first?.suggestions.first?.display == "⇧⌘F")
  }

  /// `free` lists keystrokes for a new command: the title's letters first, only the modifiers
  /// allowed, none taken.
  @Test func freeShortcutsForANewCommand() throws {
    let decoded = MenuDefinitionDecoder.decode(
      Self.definition(
        #"{"type": "command", "title": "Export", "action": "export:", "shortcut": "ctrl+cmd+e"}"#),
      file: "app.menu.json")
    let free = Linter().freeShortcuts(in: decoded, title: "Export PDF", limit: 5)
    #expect(free.count == 5)
    #expect(free.first?.basis == "P as in 'PDF'")
    #expect(!free.map(\.display).contains("⌃⌘E"))
    #expect(!free.map(\.display).contains("⌘E"))
    let shifted = Linter().freeShortcuts(
      in: decoded, title: "Export PDF", modifiers: [[.shift, .command]], limit: 0)
    #expect(shifted.allSatisfy { $0.modifiers == ["shift", "command"] })
    #expect(shifted.count > 10)
  }

  /// On every example written as JSON, each suggestion, applied, leaves no finding about the
  /// command's shortcut and none about the key it now has.
  @Test(arguments: [
    "Broken/Broken", "Browser/Browser", "Feeds/Feeds", "MarkdownEditor/MarkdownEditor",
    "Photos/Photos",
  ])
  func everySuggestionLintsCleanWhenApplied(example: String) throws {
    let root = Golden.repositoryRoot.appendingPathComponent("Examples")
    let file = "\(example).menu.json"
    let bytes = Array(try Data(contentsOf: root.appendingPathComponent(file)))
    let respondersURL = root.appendingPathComponent("\(example).responders.json")
    var options = LintOptions()
    if let responders = try? Data(contentsOf: respondersURL) {
      options.responders = Linter().lintResponders(Array(responders), file: "r.json").definition
    }
    let linter = Linter(options: options)
    let found = linter.lint(bytes, file: file)
    for advice in Linter.suggestions(in: found) {
      let line = try #require(advice.location?.line)
      for suggestion in advice.suggestions {
        #expect(!suggestion.edits.isEmpty)
        let menuEdits = suggestion.edits.filter { $0.file == file }
        var after = linter.lint(TextEdit.applying(menuEdits, to: bytes), file: file)
        if menuEdits.isEmpty, let data = try? Data(contentsOf: respondersURL) {
          // A responder's key command: lint with the edited responder file.
          var edited = options
          let fixed = TextEdit.applying(suggestion.edits, to: Array(data))
          edited.responders = Linter().lintResponders(fixed, file: "r.json").definition
          after = Linter(options: edited).lint(bytes, file: file)
          #expect(
            !Linter().lintResponders(fixed, file: "r.json").diagnostics.contains {
              $0.severity == .error
            })
        }
        let offending = after.filter { finding in
          Self.fixable.contains(finding.ruleID)
            && ((finding.location?.file == advice.location?.file && finding.location?.line == line)
              || finding.message.contains(suggestion.display)
              || finding.message.contains("(\(suggestion.shortcut))"))
        }
        #expect(
          offending.isEmpty,
          "\(advice.command) → \(suggestion.display): \(offending.map(\.message))")
      }
    }
  }
}
