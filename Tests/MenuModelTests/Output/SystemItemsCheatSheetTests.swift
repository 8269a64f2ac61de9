import Testing

@testable import MenuModel

/// What iPadOS 26's menu bar shows outside the app's menu, marked as the system's in every
/// cheat-sheet format (`../shared/reference/ipados26-uikit.md` §1.2 #16, #17, #24, #25).
@Suite struct SystemItemsCheatSheetTests {
  static func sheet(
    _ text: String = #"{"formatVersion": 1, "app": "Notes"}"#, platform: Platform = .iPadOS,
    version: OSVersion = .v26, style: CheatSheet.Style = .menubar
  ) throws -> CheatSheet {
    let definition = try #require(
      MenuDefinitionDecoder.decode(Array(text.utf8), file: "a.menu.json").definition)
    let system = MenuSystem.build(definition, for: platform, osVersion: version).system
    return CheatSheet(system, style: style)
  }

  static func section(_ menu: MenuIdentifier, of sheet: CheatSheet) -> [CheatSheet.Item] {
    sheet.sections.first { $0.menu == menu.description }?.items ?? []
  }

  static func titles(_ items: [CheatSheet.Item]) -> [String] {
    items.compactMap { item in
      switch item {
      case .command(let command): command.title
      case .submenu(let title, _): title + " ▸"
      case .separator: nil
      }
    }
  }

  /// §1.2 #16 (D26-MMS, Writing Tools before Spelling) and #17 (D26-MMS, D26-CMD, HIG-MB: the
  /// `text-input` group at the end of Edit): marked as the system's, the Globe keys shown as
  /// written.
  @Test func editEndsWithWritingToolsAndTheTextInputGroup() throws {
    let edit = Self.section(.edit, of: try Self.sheet())
    #expect(
      Self.titles(edit).suffix(6) == [
        "Find ▸", "Writing Tools", "AutoFill ▸", "Start Dictation", "Emoji & Symbols",
        "Show Keyboard",
      ])
    let system = edit.filter(\.isSystem)
    #expect(Self.titles(system) == Array(Self.titles(edit).suffix(5)))
    let dictation = try #require(
      system.lazy.compactMap { item -> CheatSheet.CommandItem? in
        if case .command(let command) = item, command.action == "startDictation:" { return command }
        return nil
      }.first)
    #expect(dictation.shortcut == "🌐D")
    #expect(dictation.keystroke == nil)
    guard
      case .submenu(_, let autoFill)? = system.first(where: {
        $0.isSystem && Self.titles([$0]) == ["AutoFill ▸"]
      })
    else {
      Issue.record("no AutoFill submenu")
      return
    }
    #expect(Self.titles(autoFill) == ["Scan Text"])
  }

  /// UIKit adds a text-input item only where the app has not: an app's own Start Dictation is
  /// the one shown.
  @Test func theAppsOwnTextInputCommandReplacesTheSystems() throws {
    let sheet = try Self.sheet(
      #"{"formatVersion": 1, "build": [{"insertElements": [{"type": "command", "title": "Dictate", "action": "startDictation:"}], "atEndOf": "edit"}]}"#
    )
    let titles = Self.titles(Self.section(.edit, of: sheet))
    #expect(titles.contains("Dictate"))
    #expect(!titles.contains("Start Dictation"))
  }

  /// §1.2 #24 (WWDC25-243 notes, MACSTORIES; Globe ⌃ arrows per the slashgear page the
  /// reference cites) and #25 (D26-HELP: the untitled `showHelp:` ⌘? is the Help search).
  @Test func windowAndHelpShowTheSystemsItems() throws {
    let sheet = try Self.sheet()
    let window = Self.section(.window, of: sheet)
    #expect(Self.titles(window) == ["Tiling commands", "Window list"])
    #expect(window.allSatisfy { $0.isSystem })
    let help = Self.section(.help, of: sheet)
    guard case .command(let search)? = help.first else {
      Issue.record("no Help search")
      return
    }
    #expect(search.title == "Search")
    #expect(search.shortcut == "⌘?")
    #expect(search.isSystem)
  }

  /// The system's items belong to iPadOS 26's menu bar: not on 18, not on the Mac.
  @Test(arguments: [
    (Platform.iPadOS, OSVersion.v18, CheatSheet.Style.menubar),
    (.iPadOS, .v18, .overlay),
    (.macCatalyst, .v26, .menubar),
  ])
  func onlyTheIPadMenuBarOf26HasThem(
    platform: Platform, version: OSVersion, style: CheatSheet.Style
  ) throws {
    let sheet = try Self.sheet(platform: platform, version: version, style: style)
    #expect(!sheet.sections.flatMap(\.items).contains { $0.isSystem })
    #expect(!Self.titles(Self.section(.edit, of: sheet)).contains("Writing Tools"))
  }

  /// Each format marks the system's items: "(system)" in text and Markdown, a class and a word
  /// in HTML, `"system": true` in JSON; a submenu's items are marked once, on the submenu.
  @Test func everyFormatMarksThem() throws {
    let sheet = try Self.sheet()
    let text = CheatSheetFormat.text.render(sheet)
    #expect(text.contains("  Writing Tools (system)\n"))
    #expect(text.contains("  AutoFill ▸ (system)\n    Scan Text\n"))
    #expect(text.contains("  Undo                "))
    #expect(!text.contains("Undo (system)"))
    let markdown = CheatSheetFormat.markdown.render(sheet)
    #expect(markdown.contains("- Start Dictation (system) — **🌐D**\n"))
    #expect(markdown.contains("- AutoFill ▸ (system)\n  - Scan Text\n"))
    let html = CheatSheetFormat.html.render(sheet)
    #expect(
      html.contains(
        #"<li class="system"><span class="title"><bdi>Writing Tools</bdi> <small class="origin">system</small></span></li>"#
      ))
    #expect(html.contains(#"<li class="submenu system">"#))
    let json = CheatSheetFormat.json.render(sheet)
    #expect(json.contains(#""system": true"#))
    #expect(json.contains(#""system": false"#))
  }

  /// With a responder scenario, the system's Close is enabled where no responder performs
  /// `performClose:` (the system closes the window), and New Window only in an app with
  /// multiple scenes.
  @Test func theSystemPerformsCloseAndNewWindow() throws {
    let responders = try #require(
      ResponderDefinitionDecoder.decode(
        Array(
          #"{"formatVersion": 1, "responders": [{"id": "v", "kind": "viewController"}], "scenarios": {"s": {"firstResponder": "v"}}}"#
            .utf8), file: "r.json"
      ).definition)
    func enabled(_ action: String, _ text: String) throws -> Bool? {
      let definition = try #require(
        MenuDefinitionDecoder.decode(Array(text.utf8), file: "a.menu.json").definition)
      let system = MenuSystem.build(definition, for: .iPadOS, osVersion: .v26).system
      let sheet = CheatSheet(
        system, style: .menubar, responders: responders, scenario: responders.scenario("s"))
      return sheet.commandItems.first { $0.action == action }?.isEnabled
    }
    let configured = #"{"formatVersion": 1, "mainMenuConfiguration": {}}"#
    #expect(try enabled("performClose:", configured) == true)
    #expect(try enabled("requestNewScene:", configured) == false)
    let multiple =
      #"{"formatVersion": 1, "supportsMultipleScenes": true, "mainMenuConfiguration": {}}"#
    #expect(try enabled("requestNewScene:", multiple) == true)
    // An app command that no responder performs stays disabled.
    let own =
      #"{"formatVersion": 1, "build": [{"insertElements": [{"type": "command", "title": "Tidy", "action": "tidy:"}], "atEndOf": "file"}]}"#
    #expect(try enabled("tidy:", own) == false)
  }
}
