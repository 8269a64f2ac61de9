import MenuModel
import TestSupport
import Testing

/// Menus built in code through the library are linted exactly like the same menus read from
/// JSON: the rules decide by an element's origin, never by whether it has a file location.
@Suite struct LibraryLintTests {
  /// Five commands that each break one rule: reserved ⌘Space, two shortcuts that are one
  /// keystroke, ⌘€ (untypeable on most layouts) and an unmodified Delete.
  static let json = """
    {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [
      {"type": "command", "title": "Search Everywhere", "action": "searchAll:", "shortcut": "cmd+space"},
      {"type": "command", "title": "Save Copy", "action": "saveCopy:", "shortcut": "shift+cmd+S"},
      {"type": "command", "title": "Save As", "action": "saveAs:", "shortcut": "shift+cmd+s"},
      {"type": "command", "title": "Convert", "action": "convert:", "shortcut": "cmd+€"},
      {"type": "command", "title": "Trash", "action": "trash:", "shortcut": "delete"}],
     "atEndOf": "file"}]}
    """

  static func commands() throws -> [MenuElement] {
    try [
      ("Search Everywhere", "searchAll:", "cmd+space"), ("Save Copy", "saveCopy:", "shift+cmd+S"),
      ("Save As", "saveAs:", "shift+cmd+s"), ("Convert", "convert:", "cmd+€"),
      ("Trash", "trash:", "delete"),
    ].map { title, action, shortcut in
      .command(
        Command(title: title, action: action, shortcut: try KeyCombination(parsing: shortcut)))
    }
  }

  /// iPadOS 18, whose File menu has no Duplicate ⇧⌘S to clash with 'Save Copy'.
  static let options = LintOptions(
    osVersions: [.v18], layouts: ["US", "German", "French"].compactMap(KeyboardLayout.named),
    directions: [.ltr])

  /// What a list of findings says, locations aside.
  static func summary(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.ruleID) \($0.severity) \($0.message)" }.sorted()
  }

  @Test func jsonFindsAllFourProblems() {
    let fromJSON = Linter(options: Self.options).lint(Array(Self.json.utf8), file: "five.json")
    #expect(
      Set(fromJSON.map(\.ruleID))
        == [.reservedShortcut, .keystrokeCollision, .untypeableShortcut, .systemBehaviorConflict])
  }

  @Test func definitionMadeInCodeMatchesJSON() throws {
    let linter = Linter(options: Self.options)
    let fromJSON = linter.lint(Array(Self.json.utf8), file: "five.json")
    let definition = MenuDefinition(
      platforms: [.iPadOS],
      operations: [BuildOperation(.insertElementsInMenu(try Self.commands(), .end, of: .file))])
    let fromCode = linter.lint(definition)
    #expect(Self.summary(fromCode) == Self.summary(fromJSON))
    #expect(fromCode.allSatisfy { $0.location == nil })
  }

  @Test func builderMenuMatchesJSON() throws {
    var menu = MenuBuilder(mainMenuFor: .iPadOS)
    try menu.insertElements(try Self.commands(), atEndOf: .file)
    let fromCode = Linter(options: Self.options).lint(menu, for: .iPadOS)
    let fromJSON = Linter(options: Self.options).lint(Array(Self.json.utf8), file: "five.json")
    #expect(Self.summary(fromCode) == Self.summary(fromJSON))
    #expect(fromCode.allSatisfy { $0.platforms == [.iPadOS] })
  }

  @Test func untouchedSystemMenuIsClean() {
    let menu = MenuBuilder(mainMenuFor: .macCatalyst, app: "Browser")
    #expect(Linter(options: Self.options).lint(menu, for: .macCatalyst).isEmpty)
  }

  @Test func refusedOperationInCodeIsReportedLikeJSON() throws {
    let info = Command(title: "Get Info", action: "getInfo:", shortcut: try .init(parsing: "cmd+i"))
    let definition = MenuDefinition(
      platforms: [.iPadOS],
      operations: [BuildOperation(.insertElementsInMenu([.command(info)], .end, of: .file))])
    let findings = Linter(options: Self.options).lint(definition)
    #expect(findings.map(\.ruleID) == [.duplicateShortcut])
    #expect(
      findings.first?.message == "'Get Info' uses ⌘I, which 'Italic' (toggleItalics:) already uses")
  }

  @Test func originDecidesWhatIsTheApps() {
    let system = SystemMenus.mainMenu(for: .iPadOS)
    #expect(system.origin == .system)
    #expect(Command(title: "Mine", action: "mine:").origin == .app)
    #expect(!Command(title: "Mine", action: "mine:").isSystemCommand)
    #expect(Command(title: "Mine", action: "mine:", origin: .system).isSystemCommand)
  }

  @Test func diagnosticsReadWell() {
    let diagnostic = Diagnostic(
      .reservedShortcut, .warning, "'Search' uses ⌘Space, which Spotlight takes",
      at: SourceLocation(file: "App.menu.json", line: 3, column: 7),
      notes: [Diagnostic.Note("source: Apple Support")], layouts: ["German"], platforms: [.iPadOS])
    #expect(
      diagnostic.description == """
        App.menu.json:3:7: warning: 'Search' uses ⌘Space, which Spotlight takes [reserved-shortcut] \
        (on iPadOS; layouts: German)
          note: source: Apple Support
        """)
    let unplaced = Diagnostic(.ambiguousTitle, .warning, "twice", at: nil)
    #expect(unplaced.description == "warning: twice [ambiguous-title]")
  }
}

/// `Linter.run` returns what `lint` returns, with the model it built.
@Suite struct LintRunTests {
  @Test func runReturnsTheDiagnosticsOfLintAndEachBuiltMenu() throws {
    let linter = Linter(options: LintOptions(osVersions: [.v18, .v26]))
    let bytes = Array(
      LibraryLintTests.json.replacing(#"["iPadOS"]"#, with: #"["iPadOS", "macCatalyst"]"#).utf8)
    let run = linter.run(bytes, file: "five.json")
    #expect(run.diagnostics == linter.lint(bytes, file: "five.json"))
    #expect(run.diagnostics.contains { $0.ruleID == .keystrokeCollision })
    #expect(
      run.systems.map { "\($0.platform) \($0.osVersion)" }
        == ["iPadOS 18", "iPadOS 26", "macCatalyst 18", "macCatalyst 26"])
    // The Mac has Duplicate ⇧⌘S in the File menu, so there the whole insertion is refused; an
    // iPadOS 26 app without a configuration has an empty Document group.
    #expect(
      run.systems.map { $0.menu.command(for: "convert:") != nil } == [true, true, false, false])
    #expect(run.systems.map(\.refusals.count) == [0, 0, 1, 1])
    #expect(run.decoded.document?.file == "five.json")
  }

  @Test func aFileThatDoesNotDecodeBuildsNothing() {
    let run = Linter().run(Array("{".utf8), file: "broken.json")
    #expect(run.systems.isEmpty)
    #expect(run.diagnostics.map(\.ruleID) == [.invalidJSON])
    #expect(run.decoded.definition == nil)
  }
}
