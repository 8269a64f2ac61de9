import Testing

@testable import MenuModel

/// iPadOS 26: its default menu and `mainMenuConfiguration`, `osVersions` in definitions and
/// findings, the ⌘, Settings clash and the iPad menu bar (DESIGN §3, §6).
@Suite struct IPadOS26Tests {
  static func shortcut(_ text: String) throws -> KeyCombination {
    try KeyCombination(parsing: text)
  }

  /// A default menu; on 26 an app's all-automatic configuration unless another is given.
  static func menu(
    _ platform: Platform = .iPadOS, _ version: OSVersion = .v26,
    _ configuration: MainMenuConfiguration? = MainMenuConfiguration()
  ) -> MenuBuilder {
    MenuBuilder(
      root: SystemMenus.mainMenu(for: platform, osVersion: version, configuration: configuration))
  }

  static func actions(of menu: Menu?) -> [String] {
    (menu?.children ?? []).compactMap { element in
      guard case .command(let command) = element else { return nil }
      return command.action
    }
  }

  // MARK: - The default menu

  @Test func iPadOS26HasTheSystemsSettingsOnCommandComma() throws {
    let settings = try #require(Self.menu().command(with: try Self.shortcut("cmd+,")))
    #expect(settings.action == "orderFrontPreferencesPanel:")
    #expect(settings.title == "App Settings…")
    #expect(settings.origin == .system)
    #expect(Self.menu(.iPadOS, .v18).command(for: "orderFrontPreferencesPanel:") == nil)
    // Mac Catalyst still shows it only for an app with a Settings bundle.
    #expect(Self.menu(.macCatalyst).command(for: "orderFrontPreferencesPanel:") == nil)
  }

  @Test func aConfigurationAddsTheIOS26Commands() throws {
    let menu = Self.menu()
    for action in [
      "requestNewScene:", "performClose:", "duplicate:", "move:", "rename:", "export:",
      "alignLeft:", "alignCenter:", "alignJustified:", "alignRight:", "toggleInspector:",
      "runToolbarCustomizationPalette:",
    ] {
      #expect(menu.command(for: action) != nil, "\(action)")
      #expect(Self.menu(.iPadOS, .v18).command(for: action) == nil, "\(action)")
    }
  }

  @Test func iPadOS18IgnoresTheConfiguration() {
    #expect(
      Self.menu(.iPadOS, .v18, MainMenuConfiguration(textFormatting: .removed)).menu(for: .format)
        != nil)
    #expect(
      Self.menu(.iPadOS, .v18).menu(for: "newScene")?.identifier?.rawValue
        == "com.apple.menu.new-scene")
  }

  // MARK: - Definitions

  static func decode(_ text: String) -> DecodedMenuDefinition {
    MenuDefinitionDecoder.decode(Array(text.utf8), file: "app.menu.json")
  }

  @Test func definitionsDeclareVersionsAndTheConfiguration() throws {
    let decoded = Self.decode(
      #"{"formatVersion": 1, "osVersions": [26], "mainMenuConfiguration": {"document": "removed", "printing": "included"}}"#
    )
    #expect(decoded.diagnostics.isEmpty)
    let definition = try #require(decoded.definition)
    #expect(definition.osVersions == [.v26])
    let configuration = try #require(definition.mainMenuConfiguration)
    #expect(configuration.document == .removed)
    #expect(configuration.printing == .included)
    #expect(configuration.newScene == .automatic)
    #expect(configuration.findingStyle == .automatic)
    let absent = try #require(Self.decode(#"{"formatVersion": 1}"#).definition)
    #expect(absent.osVersions == [.v18, .v26])
    #expect(absent.mainMenuConfiguration == nil)
    #expect(!absent.supportsMultipleScenes)
    #expect(!absent.designRequiresCompatibility)
    #expect(
      Self.decode(#"{"formatVersion": 1, "mainMenuConfiguration": {}}"#).definition?
        .mainMenuConfiguration == MainMenuConfiguration())
  }

  @Test func definitionsDeclareTheInfoPlistKeysAndTheFindingStyle() throws {
    let decoded = Self.decode(
      #"{"formatVersion": 1, "supportsMultipleScenes": true, "designRequiresCompatibility": true, "mainMenuConfiguration": {"findingStyle": "search"}}"#
    )
    #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
    let definition = try #require(decoded.definition)
    #expect(definition.supportsMultipleScenes)
    #expect(definition.designRequiresCompatibility)
    #expect(definition.mainMenuConfiguration?.findingStyle == .search)
    let (system, _) = MenuSystem.build(definition, for: .iPadOS, osVersion: .v26)
    #expect(system.menu.command(for: "requestNewScene:")?.attributes.contains(.disabled) == false)
  }

  @Test(arguments: [
    (#""osVersions": [19]"#, "unknown OS version 19; expected one of 18, 26"),
    (#""osVersions": []"#, "'osVersions' must name at least one version"),
    (#""osVersions": "26""#, "'osVersions' must be an array of numbers (18, 26), found a string"),
    (
      #""mainMenuConfiguration": {"document": "gone"}"#,
      "unknown 'document' preference 'gone'; expected 'automatic', 'removed', 'included'"
    ),
    (#""mainMenuConfiguration": {"documents": "removed"}"#, "documents"),
    (
      #""mainMenuConfiguration": {"findingStyle": "searching"}"#,
      "unknown 'findingStyle' 'searching'; did you mean 'search'?"
    ),
    (#""supportsMultipleScenes": "yes""#, "supportsMultipleScenes"),
    (#""designRequiresCompatiblity": true"#, "'designRequiresCompatibility'"),
  ])
  func badVersionsAndConfigurationsAreReported(field: String, message: String) {
    let decoded = Self.decode(#"{"formatVersion": 1, "# + field + "}")
    #expect(decoded.diagnostics.contains { $0.message.contains(message) }, "\(decoded.diagnostics)")
  }

  // MARK: - Findings

  /// An app's own Settings… ⌘, grouped with another command in one insert.
  static let ownSettings = #"""
    {"formatVersion": 1, "build": [{"insertChild": {"type": "menu", "title": "App Settings",
      "id": "com.example.settings", "options": ["displayInline"], "children": [
        {"type": "command", "title": "Settings…", "action": "showSettings:", "shortcut": "cmd+,"},
        {"type": "command", "title": "Extensions…", "action": "showExtensions:", "shortcut": "shift+cmd+e"}]},
      "atEndOf": "application"}]}
    """#

  static let usOnly = LintOptions(layouts: [KeyboardLayout.us], directions: [.ltr])

  @Test func ownCommandCommaIsAnErrorOnIPadOS26Only() throws {
    let findings = Linter(options: Self.usOnly).lint(
      Array(Self.ownSettings.utf8), file: "app.menu.json")
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.ruleID == .duplicateShortcut)
    #expect(finding.severity == .error)
    #expect(finding.osVersions == [.v26])
    #expect(finding.platforms == [.iPadOS])
    #expect(finding.message.contains("'App Settings…' (orderFrontPreferencesPanel:)"))
    #expect(finding.description.contains("(only on iPadOS 26)"))
    #expect(TextReporter.scope(of: finding) == "only on iPadOS 26")
    // The grouped insert is refused as a whole: every command it held is lost on 26.
    #expect(
      finding.notes.contains {
        $0.message
          == "the menu loses all 2 commands of the operation: 'Settings…' (showSettings:), "
          + "'Extensions…' (showExtensions:)"
      })
    #expect(finding.notes.contains { $0.message.contains("Settings app") })
    var eighteen = Self.usOnly
    eighteen.osVersions = [.v18]
    #expect(
      Linter(options: eighteen).lint(Array(Self.ownSettings.utf8), file: "app.menu.json").isEmpty)
  }

  @Test func aFindingOnEveryVersionSaysNoVersion() {
    let text =
      #"{"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [{"type": "command", "title": "Tilt", "action": "tilt:", "shortcut": "cmd+i"}], "atEndOf": "file"}]}"#
    let findings = Linter(options: Self.usOnly).lint(Array(text.utf8), file: "app.menu.json")
    #expect(findings.map(\.ruleID) == [.duplicateShortcut])
    #expect(findings.first?.osVersions == [])
  }

  @Test func mergingVersionsListsWhereAFindingHolds() {
    let finding = Diagnostic(.duplicateShortcut, .error, "clash", at: nil)
    let v18 = MenuSystem(building: MenuDefinition(), for: .iPadOS, osVersion: .v18)
    let v26 = MenuSystem(building: MenuDefinition(), for: .iPadOS, osVersion: .v26)
    let one = Linter.merging([(v18, []), (v26, [finding])], versions: [.v18, .v26])
    #expect(one.map(\.osVersions) == [[.v26]])
    let both = Linter.merging([(v18, [finding]), (v26, [finding])], versions: [.v18, .v26])
    #expect(both.map(\.osVersions) == [[]])
  }

  @Test func reportsCarryTheVersions() throws {
    let finding = Diagnostic(
      .duplicateShortcut, .error, "clash", at: nil, platforms: [.iPadOS], osVersions: [.v26])
    let result = LintResult(diagnostics: [finding], fileCount: 1)
    let context = ReportContext(toolVersion: "0")
    let listed = #""osVersions": ["#
    #expect(JSONReporter().report(result, context: context).contains(listed + "\n        26\n"))
    #expect(SARIFReporter().report(result, context: context).contains(listed))
    #expect(TextReporter().report(result, context: context).contains("note: only on iPadOS 26"))
    #expect(GitHubReporter().report(result, context: context).contains("only on iPadOS 26"))
  }

  // MARK: - Presentation

  static let responders = #"""
    {"formatVersion": 1, "responders": [
      {"id": "grid", "kind": "view", "actions": ["showPhoto:"], "keyCommands": [
        {"type": "command", "title": "View Photo", "action": "showPhoto:", "shortcut": "space"}]}],
     "scenarios": {"browsing": {"firstResponder": "grid"}}}
    """#

  static func sheet(_ platform: Platform, _ version: OSVersion) throws -> CheatSheet {
    let responders = try #require(
      ResponderDefinitionDecoder.decode(Array(Self.responders.utf8), file: "r.json").definition)
    let system = MenuSystem(building: MenuDefinition(), for: platform, osVersion: version)
    return CheatSheet(system, style: .menubar, responders: responders)
  }

  @Test func theIPadMenuBarListsKeyCommandsUnderMoreKeyboardShortcuts() throws {
    let sheet = try Self.sheet(.iPadOS, .v26)
    let help = try #require(sheet.sections.first { $0.menu == "help" })
    guard case .submenu(let title, let items) = help.items.last else {
      Issue.record("no submenu in \(help.items)")
      return
    }
    #expect(title == CheatSheet.moreKeyboardShortcuts)
    #expect(items.count == 1)
    #expect(sheet.commandItems.contains { $0.title == "View Photo" })
    for (platform, version) in [(Platform.iPadOS, OSVersion.v18), (.macCatalyst, .v26)] {
      let other = try Self.sheet(platform, version)
      #expect(!other.commandItems.contains { $0.title == "View Photo" })
    }
  }

  @Test func theSystemsSettingsIsAlwaysEnabledOnTheIPad() throws {
    let responders = try #require(
      ResponderDefinitionDecoder.decode(Array(Self.responders.utf8), file: "r.json").definition)
    let scenario = try #require(responders.scenario("browsing"))
    let system = MenuSystem(building: MenuDefinition(), for: .iPadOS, osVersion: .v26)
    let sheet = CheatSheet(system, style: .menubar, responders: responders, scenario: scenario)
    let settings = try #require(
      sheet.commandItems.first { $0.action == "orderFrontPreferencesPanel:" })
    #expect(settings.isEnabled)
    let command = try #require(system.menu.command(for: "orderFrontPreferencesPanel:"))
    let resolution = ResponderChain(responders).resolve(
      action: command.action, command: command, in: scenario, on: .iPadOS)
    #expect(resolution.isPerformedBySystem)
    #expect(resolution.isPerformable)
  }

  @Test func overlayRulesHoldOnlyWhereTheOverlayExists() {
    let text =
      #"{"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [{"type": "menu", "title": "Sort", "children": [{"type": "command", "title": "By Date", "action": "sortByDate:", "shortcut": "ctrl+cmd+d"}]}], "atEndOf": "view"}]}"#
    let findings = Linter(options: Self.usOnly).lint(Array(text.utf8), file: "app.menu.json")
    let missing = findings.filter { $0.ruleID == .missingDiscoverabilityTitle }
    #expect(missing.map(\.osVersions) == [[.v18]])
  }
}
