import Testing

@testable import MenuModel

/// The default main menus: Mac Catalyst's Settings item and Document menu (DESIGN §3).
@Suite struct SystemMenusTests {
  static func shortcut(_ text: String) throws -> KeyCombination {
    try KeyCombination(parsing: text)
  }

  @Test func macCatalystHasSettingsOnlyWithASettingsBundle() throws {
    let without = MenuBuilder(root: SystemMenus.mainMenu(for: .macCatalyst))
    #expect(without.command(for: "orderFrontPreferencesPanel:") == nil)
    #expect(without.command(with: try Self.shortcut("cmd+,")) == nil)
    let with = MenuBuilder(root: SystemMenus.mainMenu(for: .macCatalyst, settingsBundle: true))
    #expect(with.command(with: try Self.shortcut("cmd+,"))?.title == "Settings…")
    let iPad = MenuBuilder(root: SystemMenus.mainMenu(for: .iPadOS, settingsBundle: true))
    #expect(iPad.command(for: "orderFrontPreferencesPanel:") == nil)
  }

  @Test func macCatalystsFileMenuHasTheDocumentMenu() throws {
    let mac = MenuBuilder(root: SystemMenus.mainMenu(for: .macCatalyst))
    let document = try #require(mac.menu(for: "document"))
    #expect(document.options.contains(.displayInline))
    let actions = document.children.compactMap { element -> String? in
      guard case .command(let command) = element else { return nil }
      return command.action
    }
    #expect(actions == ["duplicate:", "move:", "rename:", "export:"])
    let duplicate = try #require(mac.command(for: "duplicate:"))
    #expect(duplicate.shortcut == (try Self.shortcut("shift+cmd+S")))
    #expect(duplicate.shortcut?.writtenInput == "S")
    let file = try #require(mac.menu(for: .file))
    let groups = file.children.compactMap { element -> String? in
      guard case .menu(let menu) = element else { return nil }
      return menu.identifier?.description
    }
    #expect(groups == ["newScene", "open", "close", "document", "print"])
    let iPad = MenuBuilder(root: SystemMenus.mainMenu(for: .iPadOS))
    #expect(iPad.menu(for: "document") == nil)
    #expect(iPad.command(for: "duplicate:") == nil)
  }

  @Test func definitionsDecodeTheSettingsBundle() throws {
    let decoded = MenuDefinitionDecoder.decode(
      Array(#"{"formatVersion": 1, "settingsBundle": true}"#.utf8), file: "a.menu.json")
    #expect(decoded.diagnostics.isEmpty)
    #expect(decoded.definition?.settingsBundle == true)
    let absent = MenuDefinitionDecoder.decode(
      Array(#"{"formatVersion": 1}"#.utf8), file: "a.menu.json")
    #expect(absent.definition?.settingsBundle == false)
    let misspelt = MenuDefinitionDecoder.decode(
      Array(#"{"formatVersion": 1, "settingsBundel": true}"#.utf8), file: "a.menu.json")
    #expect(misspelt.diagnostics.map(\.message).first?.contains("'settingsBundle'") == true)
    let (system, _) = MenuSystem.build(
      try #require(decoded.definition), for: .macCatalyst)
    #expect(system.menu.command(for: "orderFrontPreferencesPanel:") != nil)
  }

  /// UIKit equality is input and flags as written: `cmd+S` and `shift+cmd+S` both insert.
  @Test func theBuilderAcceptsCommandSAndShiftCommandS() throws {
    var builder = MenuBuilder()
    try builder.insertElements(
      [
        .command(Command(title: "A", action: "a:", shortcut: try Self.shortcut("cmd+S"))),
        .command(Command(title: "B", action: "b:", shortcut: try Self.shortcut("shift+cmd+S"))),
      ],
      atEndOf: .root)
    #expect(builder.count == 3)
    #expect(try Self.shortcut("cmd+S") != Self.shortcut("shift+cmd+S"))
    // UIKit matches "S" with ⌘ as ⌘S: they are not even pressed alike.
    #expect(try Self.shortcut("cmd+S").keystroke == Self.shortcut("cmd+s").keystroke)
    #expect(try Self.shortcut("cmd+S").keystroke != Self.shortcut("shift+cmd+S").keystroke)
  }
}
