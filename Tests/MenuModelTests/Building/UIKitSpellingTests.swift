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

/// Elements that exist on some platforms only, as `#if targetEnvironment(macCatalyst)` code.
@Suite struct ElementPlatformsTests {
  @Test func nestedElementsForOtherPlatformsAreLeftOut() {
    let macOnly = MenuElement.command(Command(title: "Mac", action: "mac:")).existing(
      on: [.macCatalyst])
    let inner = MenuElement.menu(
      Menu(title: "Inner", children: [macOnly, .command(Command(title: "Both", action: "both:"))]))
    let outer = MenuElement.menu(Menu(title: "Outer", children: [inner]))
    guard case .menu(let onIPad)? = outer.on(.iPadOS),
      case .menu(let innerOnIPad) = onIPad.children[0]
    else {
      Issue.record("the menus stay")
      return
    }
    #expect(innerOnIPad.children.map(\.title) == ["Both"])
    guard case .menu(let onMac)? = outer.on(.macCatalyst),
      case .menu(let innerOnMac) = onMac.children[0]
    else {
      Issue.record("the menus stay")
      return
    }
    #expect(innerOnMac.children.map(\.title) == ["Mac", "Both"])
    #expect(macOnly.on(.iPadOS) == nil)
    let plain = MenuElement.menu(
      Menu(title: "Plain", children: [.command(Command(title: "A", action: "a:"))]))
    #expect(plain.on(.iPadOS) == plain)
  }

  @Test func childrenSetLaterAreFilteredToo() {
    let macOnly = MenuElement.command(Command(title: "Mac", action: "mac:")).existing(
      on: [.macCatalyst])
    var inner = Menu(title: "Inner")
    inner.children = [macOnly, .command(Command(title: "Both", action: "both:"))]
    var outer = Menu(title: "Outer")
    outer.children = [.menu(inner)]
    guard case .menu(let onIPad)? = MenuElement.menu(outer).on(.iPadOS),
      case .menu(let innerOnIPad) = onIPad.children[0]
    else {
      Issue.record("the menus stay")
      return
    }
    #expect(innerOnIPad.children.map(\.title) == ["Both"])
    // Replacing the children with ones that exist everywhere leaves nothing to filter.
    outer.children = [.command(Command(title: "Both", action: "both:"))]
    #expect(MenuElement.menu(outer).on(.iPadOS) == .menu(outer))
  }

  @Test func anOperationOfAbsentElementsDoesNothingThere() throws {
    let macOnly = MenuElement.command(Command(title: "Mac", action: "mac:")).existing(
      on: [.macCatalyst])
    let operation = BuildOperation(.insertElementsInMenu([macOnly], .end, of: .file))
    #expect(operation.on(.iPadOS) == nil)
    #expect(operation.on(.macCatalyst) != nil)
  }
}
