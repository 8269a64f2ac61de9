import MenuModel
import Testing

@Suite struct CheatSheetTests {
  static let menu = #"""
    {"formatVersion": 1, "app": "Reader", "platforms": ["iPadOS", "macCatalyst"],
     "settingsBundle": true,
     "build": [
      {"insertSibling": {"type": "menu", "title": "Library", "id": "com.example.library", "children": [
        {"type": "command", "title": "Close Tab", "action": "closeTab:", "shortcut": "cmd+shift+w"},
        {"type": "command", "title": "Bookmark", "action": "toggleBookmark:", "shortcut": "cmd+d"},
        {"type": "command", "title": "Rename", "action": "renameBook:"},
        {"type": "command", "title": "Secret", "action": "secret:", "shortcut": "cmd+j",
         "attributes": ["hidden"]},
        {"type": "command", "title": "Frozen", "action": "frozen:", "shortcut": "cmd+k",
         "attributes": ["disabled"]},
        {"type": "menu", "title": "Go", "children": [
          {"type": "command", "title": "Back", "discoverabilityTitle": "Go Back",
           "action": "goBack:", "shortcut": "cmd+["},
          {"type": "menu", "title": "", "options": ["displayInline"], "children": [
            {"type": "command", "title": "Top", "action": "goTop:", "shortcut": "cmd+up",
             "state": "on"}]}]},
        {"type": "menu", "title": "Empty", "children": []}]},
       "after": "view"}]}
    """#

  static let responders = #"""
    {"formatVersion": 1,
     "responders": [
      {"id": "app", "kind": "application"},
      {"id": "reader", "kind": "viewController", "next": "app",
       "actions": ["closeTab:", "toggleBookmark:", "goBack:", "goTop:", "renameBook:", "copy:"],
       "canPerform": {"closeTab:": "openTabs > 0"},
       "validate": {"toggleBookmark:": [{"when": "bookmarked", "title": "Remove Bookmark",
                                          "state": "on"}]},
       "keyCommands": [{"type": "command", "title": "Next Page", "action": "nextPage:",
                        "shortcut": "space"}]}],
     "scenarios": {
      "reading": {"firstResponder": "reader", "state": {"openTabs": 2, "bookmarked": true}},
      "empty": {"firstResponder": "reader", "state": {"openTabs": 0, "bookmarked": false}}}}
    """#

  static func system(_ platform: Platform, text: String = menu) throws -> MenuSystem {
    let decoded = MenuDefinitionDecoder.decode(Array(text.utf8), file: "r.menu.json")
    #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
    let definition = try #require(decoded.definition)
    let (system, diagnostics) = MenuSystem.build(
      definition, for: platform, document: decoded.document)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return system
  }

  static func responderDefinition() throws -> ResponderDefinition {
    let decoded = ResponderDefinitionDecoder.decode(
      Array(responders.utf8), file: "r.responders.json")
    #expect(decoded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(decoded.diagnostics)")
    return try #require(decoded.definition)
  }

  static func titles(_ items: [CheatSheet.Item]) -> [String] {
    items.map {
      switch $0 {
      case .command(let command):
        command.title + (command.shortcut.map { " " + $0 } ?? "")
          + (command.isEnabled ? "" : " (disabled)") + (command.state == .on ? " ✓" : "")
      case .submenu(let title, let items): "\(title) ▸ [\(titles(items).joined(separator: ", "))]"
      case .separator: "—"
      }
    }
  }

  func section(_ sheet: CheatSheet, _ title: String) -> [String] {
    Self.titles(sheet.sections.first { $0.title == title }?.items ?? [])
  }

  @Test func overlayFlattensMenusAndKeepsOnlyAvailableCommandsWithShortcuts() throws {
    let sheet = CheatSheet(try Self.system(.iPadOS), style: .overlay)
    #expect(sheet.sections.map(\.title) == ["Edit", "Format", "View", "Library"])
    #expect(sheet.sections.last?.menu == "com.example.library")
    // Keyless, hidden and disabled commands are left out; discoverabilityTitle is preferred.
    #expect(
      section(sheet, "Library") == ["Close Tab ⇧⌘W", "Bookmark ⌘D", "Go Back ⌘[", "Top ⌘↑ ✓"])
  }

  @Test func overlayWithAScenarioOmitsUnperformableCommandsAndUsesValidatedTitles() throws {
    let system = try Self.system(.iPadOS)
    let responders = try Self.responderDefinition()
    let reading = CheatSheet(
      system, style: .overlay, responders: responders, scenario: responders.scenario("reading"))
    #expect(
      section(reading, "Library") == [
        "Close Tab ⇧⌘W", "Remove Bookmark ⌘D ✓", "Go Back ⌘[", "Top ⌘↑ ✓",
      ])
    #expect(reading.scenario == "reading")
    let empty = CheatSheet(
      system, style: .overlay, responders: responders, scenario: responders.scenario("empty"))
    #expect(section(empty, "Library") == ["Bookmark ⌘D", "Go Back ⌘[", "Top ⌘↑ ✓"])
    // Nothing implements the system Edit commands here except Copy.
    #expect(section(empty, "Edit") == ["Copy ⌘C"])
    // The responders' key commands come last; nextPage: has no target, so with a scenario it
    // is left out, and without one it is listed.
    #expect(empty.sections.last?.title == "Library")
    let unscoped = CheatSheet(system, style: .overlay, responders: responders)
    #expect(unscoped.sections.last?.title == CheatSheet.uncategorized)
    #expect(unscoped.sections.last?.menu == nil)
    #expect(section(unscoped, CheatSheet.uncategorized) == ["Next Page Space"])
  }

  @Test func menubarKeepsTheHierarchySeparatorsAndKeylessCommands() throws {
    let sheet = CheatSheet(try Self.system(.macCatalyst), style: .menubar)
    #expect(sheet.sections.first?.title == "Reader")
    #expect(sheet.sections.map(\.title).suffix(3) == ["Library", "Window", "Help"])
    // Hidden commands are left out, disabled ones shown disabled, empty submenus dropped,
    // inline groups set off by separators.
    #expect(
      section(sheet, "Library") == [
        "Close Tab ⇧⌘W", "Bookmark ⌘D", "Rename", "Frozen ⌘K (disabled)",
        "Go ▸ [Back ⌘[, —, Top ⌘↑ ✓]",
      ])
    #expect(
      section(sheet, "Reader") == [
        "About Reader", "—", "Settings… ⌘,", "—", "Hide Reader ⌘H", "Hide Others ⌥⌘H",
        "Show All", "—", "Quit Reader ⌘Q",
      ])
  }

  @Test func menubarWithAScenarioDisablesUnperformableCommandsButNotAppKitItems() throws {
    let responders = try Self.responderDefinition()
    let sheet = CheatSheet(
      try Self.system(.macCatalyst), style: .menubar, responders: responders,
      scenario: responders.scenario("empty"))
    #expect(section(sheet, "Library").first == "Close Tab ⇧⌘W (disabled)")
    #expect(section(sheet, "Edit").first == "Undo ⌘Z (disabled)")
    #expect(section(sheet, "Reader").last == "Quit Reader ⌘Q")
    #expect(section(sheet, "Window").first == "Minimize ⌘M")
  }

  @Test func shortcutsAreShownForTheLayoutAndDirection() throws {
    let system = try Self.system(.iPadOS)
    let german = try #require(KeyboardLayout.named("German"))
    let sheet = CheatSheet(system, style: .overlay, layout: german)
    #expect(section(sheet, "Library").contains("Go Back ⌘Ö"))
    #expect(sheet.layout == german)
    let rtl = CheatSheet(system, style: .overlay, direction: .rtl)
    #expect(section(rtl, "Library").contains("Go Back ⌘]"))
    #expect(section(rtl, "Library").contains("Top ⌘↑ ✓"))
  }

  @Test func untypeableShortcutsAreFlagged() throws {
    let text = #"""
      {"formatVersion": 1, "build": [{"insertElements": [
        {"type": "command", "title": "Umlaut", "action": "umlaut:", "shortcut": "cmd+ü"}],
        "atEndOf": "file"}]}
      """#
    let sheet = CheatSheet(try Self.system(.iPadOS, text: text), style: .overlay)
    let umlaut = try #require(sheet.commandItems.first { $0.title == "Umlaut" })
    #expect(!umlaut.isTypeable)
    #expect(umlaut.keystroke == nil)
    #expect(CheatSheetFormat.text.render(sheet).contains("⌘Ü (cannot be typed)"))
    #expect(CheatSheetFormat.markdown.render(sheet).contains("**⌘Ü** (cannot be typed)"))
    #expect(CheatSheetFormat.html.render(sheet).contains("cannot be typed"))
  }

  @Test func keyUsageGroupsKeysByModifierCombination() throws {
    let sheet = CheatSheet(try Self.system(.iPadOS), style: .overlay)
    let usage = sheet.keyUsage
    #expect(usage.map(\.modifiers.glyphs) == ["⌘", "⇧⌘", "⌥⌘", "⌃⌘", "⌥⇧⌘"])
    let command = try #require(usage.first)
    #expect(command.keys[.physical(.keyD)]?.map(\.title) == ["Bookmark"])
    #expect(usage[1].keys[.physical(.keyW)]?.map(\.title) == ["Close Tab"])
    #expect(command.keys[.named(.up)]?.map(\.title) == ["Top"])
    #expect(command.entries.last?.key == .named(.up))
  }

  @Test func overlayLeavesOutKeysTheFocusSystemTakesFirst() throws {
    let text = #"""
      {"formatVersion": 1, "build": [{"insertElements": [
        {"type": "command", "title": "Next", "action": "next:", "shortcut": "right"},
        {"type": "command", "title": "Play", "action": "play:", "shortcut": "space",
         "wantsPriorityOverSystemBehavior": true},
        {"type": "command", "title": "Open", "action": "open:", "shortcut": "cmd+down"}],
        "atEndOf": "view"}]}
      """#
    let responders = #"""
      {"formatVersion": 1, "responders": [
        {"id": "cell", "kind": "view", "focusable": true, "actions": ["next:", "play:", "open:"]}],
       "scenarios": {"focused": {"firstResponder": "cell", "focusedItem": "cell"},
                     "plain": {"firstResponder": "cell"}}}
      """#
    let decoded = ResponderDefinitionDecoder.decode(Array(responders.utf8), file: "f.json")
    let definition = try #require(decoded.definition)
    let system = try Self.system(.iPadOS, text: text)
    let focused = CheatSheet(
      system, style: .overlay, responders: definition, scenario: definition.scenario("focused"))
    #expect(section(focused, "View").suffix(2) == ["Play Space", "Open ⌘↓"])
    let plain = CheatSheet(
      system, style: .overlay, responders: definition, scenario: definition.scenario("plain"))
    #expect(section(plain, "View").suffix(3) == ["Next →", "Play Space", "Open ⌘↓"])
  }

  @Test func menubarLeavesOutUntitledCommandsAndEmptyMenus() throws {
    // On iPadOS the Help command has no title and Window has no commands.
    let sheet = CheatSheet(try Self.system(.iPadOS), style: .menubar)
    #expect(!sheet.sections.contains { $0.title == "Help" || $0.title == "Window" })
    #expect(!sheet.commandItems.contains { $0.title.isEmpty })
  }

  @Test func textKeepsLongTitlesFromWideningEveryLine() throws {
    let long = String(repeating: "x", count: 5000)
    let text = #"""
      {"formatVersion": 1, "build": [{"insertElements": [
        {"type": "command", "title": "\#(long)", "action": "long:", "shortcut": "cmd+j"}],
        "atEndOf": "file"}]}
      """#
    let rendered = CheatSheetFormat.text.render(
      CheatSheet(try Self.system(.iPadOS, text: text), style: .overlay))
    #expect(rendered.contains("  Undo" + String(repeating: " ", count: 56) + "⌘Z\n"))
    #expect(rendered.utf8.count < 2 * long.utf8.count)
  }

  @Test func deepMenusAreCutOffInsteadOfRecursingWithoutBound() throws {
    var nested = #"{"type": "command", "title": "Deep", "action": "deep:", "shortcut": "cmd+j"}"#
    for level in 0..<200 {
      nested = #"{"type": "menu", "title": "L\#(level)", "children": [\#(nested)]}"#
    }
    let text = #"{"formatVersion": 1, "build": [{"insertChild": \#(nested), "atEndOf": "root"}]}"#
    let system = try Self.system(.macCatalyst, text: text)
    let menubar = CheatSheet(system, style: .menubar)
    var depth = 0
    var items = menubar.sections.last?.items ?? []
    while case .submenu(_, let children) = items.first {
      depth += 1
      items = children
    }
    #expect(depth == CheatSheet.maximumDepth)
    // Below the limit, commands are listed flat in the deepest submenu shown, not dropped.
    #expect(Self.titles(items) == ["Deep ⌘J"])
    // The overlay flattens without recursion, so the deep command is still listed.
    let overlay = CheatSheet(system, style: .overlay)
    #expect(overlay.commandItems.contains { $0.title == "Deep" })
  }
}

@Suite struct KeyLegendTests {
  @Test func theLegendOrdersShortcutsByKeyThenModifiers() throws {
    let sheet = CheatSheet(try CheatSheetTests.system(.iPadOS), style: .overlay)
    let keys = sheet.keyLegend.map { $0.shortcut ?? "" }
    // Letters alphabetically, then other characters, then keys without a character; ⌘ alone
    // before ⇧⌘ on the same key; ⌘+ (typed on the = key) before ⌘- as they read.
    #expect(
      keys == [
        "⌘A", "⌘B", "⌘C", "⌘D", "⌘E", "⌘F", "⌥⌘F", "⌘G", "⇧⌘G", "⌘I", "⌃⌘S", "⌘U", "⌘V", "⌥⇧⌘V",
        "⇧⌘W", "⌘X", "⌘Z", "⇧⌘Z", "⌘+", "⌘-", "⌘[", "⌘↑",
      ])
    #expect(Set(keys).count == sheet.commandItems.filter { $0.keystroke != nil }.count)
  }

  @Test func markdownMenuBarSeparatorsAreThematicBreaks() throws {
    let sheet = CheatSheet(try CheatSheetTests.system(.macCatalyst), style: .menubar)
    let markdown = CheatSheetFormat.markdown.render(sheet)
    #expect(!markdown.contains("―"))
    // A blank line, the break at the list's indentation, a blank line.
    #expect(markdown.contains("\n\n* * *\n\n- "))
  }
}

extension CheatSheetTests {
  /// A responder's key command with the action and shortcut of a menu command is the menu's:
  /// the sheet lists it once, in its menu, as lint does not report it as one the menu lacks.
  @Test func aKeyCommandTheMenuHoldsIsListedOnce() throws {
    let menu = #"""
      {"formatVersion": 1, "platforms": ["iPadOS"], "osVersions": [18],
       "build": [{"insertChild": {"type": "menu", "title": "Links", "id": "com.example.links",
         "children": [{"type": "command", "title": "Add Link", "action": "addLink:",
                       "shortcut": "cmd+k"}]}, "atEndOf": "edit"}]}
      """#
    let responders = #"""
      {"formatVersion": 1, "responders": [
        {"id": "editor", "kind": "viewController", "actions": ["addLink:", "removeLink:"],
         "keyCommands": [
           {"type": "command", "title": "Add Link", "action": "addLink:", "shortcut": "cmd+k"},
           {"type": "command", "title": "Remove Link", "action": "removeLink:",
            "shortcut": "shift+cmd+k"}]}]}
      """#
    let system = try Self.system(.iPadOS, text: menu)
    let decoded = ResponderDefinitionDecoder.decode(Array(responders.utf8), file: "r.json")
    let definition = try #require(decoded.definition)
    let sheet = CheatSheet(system, style: .overlay, responders: definition)
    let withK = sheet.commandItems.filter { $0.shortcut?.hasSuffix("K") == true }
    #expect(withK.map(\.title) == ["Add Link", "Remove Link"])
    #expect(sheet.sections.last?.title == CheatSheet.uncategorized)
    #expect(Self.titles(sheet.sections.last?.items ?? []) == ["Remove Link ⇧⌘K"])
    // Lint agrees: only Remove Link is a key command the menu does not hold.
    var options = LintOptions()
    options.responders = definition
    let found = Linter(options: options).lint(Array(menu.utf8), file: "m.menu.json")
      .filter { $0.ruleID == .responderKeyCommand }
    #expect(found.count == 1)
    #expect(found.first?.message.contains("'Remove Link'") == true, "\(found.map(\.message))")
  }
}
