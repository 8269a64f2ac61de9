import MenuModel
import Testing

/// A `buildMenu(with:)` body written with UIKit's spellings builds what the same operations
/// with the library's own labels build.
@Suite struct UIKitSpellingTests {
  static func command(_ title: String, _ action: String, _ shortcut: String? = nil) throws
    -> MenuElement
  {
    .command(
      Command(title: title, action: action, shortcut: try shortcut.map(KeyCombination.init)))
  }

  @Test func buildMenuBodyReadsLikeUIKit() throws {
    var builder = MenuBuilder(mainMenuFor: .iPadOS)
    try builder.remove(menu: .format)
    try builder.insertSibling(
      Menu(
        title: "Bookmarks", identifier: "bookmarks",
        children: [try Self.command("Add", "add:", "cmd+d")]),
      afterMenu: .view)
    try builder.insertChild(Menu(title: "Tabs", identifier: "tabs"), atEndOfMenu: .file)
    try builder.insertElements(
      [try Self.command("New Tab", "newTab:", "cmd+t")], atStartOfMenu: "tabs")
    try builder.insertElements([try Self.command("Pin Tab", "pinTab:")], afterCommand: "newTab:")
    try builder.replace(
      command: "add:", with: try Self.command("Add Bookmark", "addBookmark:", "cmd+d"))
    try builder.replaceChildren(ofMenu: "tabs") { $0.reversed() }
    try builder.remove(command: "pinTab:")

    #expect(builder.menu(for: .format) == nil)
    #expect(builder.menu(for: "bookmarks")?.children.map(\.title) == ["Add Bookmark"])
    #expect(builder.menu(for: "tabs")?.children.map(\.title) == ["New Tab"])
    let topLevel = builder.root.children.map(\.title)
    #expect(topLevel.firstIndex(of: "Bookmarks") == topLevel.firstIndex(of: "View").map { $0 + 1 })
  }

  @Test func clashesAndMissingTargetsThrowAsWithLibraryLabels() throws {
    var builder = MenuBuilder(mainMenuFor: .iPadOS)
    #expect(throws: MenuBuilderError.missingTarget(.menu("nowhere"))) {
      try builder.insertElements([try Self.command("X", "x:")], atEndOfMenu: "nowhere")
    }
    #expect(throws: MenuBuilderError.self) {
      try builder.insertElements(
        [try Self.command("Get Info", "getInfo:", "cmd+i")], atEndOfMenu: .file)
    }
    #expect(throws: MenuBuilderError.missingTarget(.command(CommandIdentity(action: "nope:")))) {
      try builder.remove(command: "nope:")
    }
  }
}
