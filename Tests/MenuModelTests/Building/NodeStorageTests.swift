import Testing

@testable import MenuModel

/// Nodes hold their elements without a reference count; the builder keeps the elements alive.
@Suite struct NodeStorageTests {
  static func command(_ number: Int) -> MenuElement {
    .command(
      Command(
        title: "Command \(number) with a title too long to be stored inline",
        action: "performCommandNumber\(number)WithALongSelector:"))
  }

  /// Every kind of element reads back as itself while the original lives.
  @Test func anUnretainedElementReadsBackTheElement() {
    let elements: [MenuElement] = [
      .menu(Menu(title: "Edit", identifier: MenuIdentifier(rawValue: "com.example.edit"))),
      Self.command(1), .action(Action(title: "Share", identifier: "com.example.share")),
    ]
    withExtendedLifetime(elements) {
      for element in elements {
        #expect(UnretainedElement(element).element == element)
      }
    }
    #expect(UnretainedElement.fits)
  }

  /// Staged elements stay readable after every other reference to them is gone and their
  /// memory could have been reused: the builder keeps the list they came in, and each menu's
  /// stored form.
  @Test func theBuilderKeepsWhatItsNodesHold() throws {
    var builder = MenuBuilder(root: SystemMenus.mainMenu(for: .iPadOS))
    do {
      let commands = (0..<200).map(Self.command)
      let menu = Menu(title: "Many", identifier: MenuIdentifier(rawValue: "com.example.many"))
      try builder.insertElements([.menu(menu)], atEndOf: .file)
      try builder.insertElements(commands, atEndOf: MenuIdentifier(rawValue: "com.example.many"))
    }
    // Allocations of the commands' sizes, which would reuse freed boxes.
    let filler = (0..<2_000).map { _ in [UInt8](repeating: 0xA5, count: 144) }
    let many = try #require(builder.menu(for: MenuIdentifier(rawValue: "com.example.many")))
    #expect(many.children == (0..<200).map(Self.command))
    #expect(filler.count == 2_000)
  }

  /// A refused operation keeps nothing: its list and elements are let go with its nodes.
  @Test func aRefusedOperationKeepsNothing() throws {
    var builder = MenuBuilder(root: SystemMenus.mainMenu(for: .iPadOS))
    let kept = (builder.keptLists.count, builder.keptElements.count)
    let clash = MenuElement.command(
      Command(title: "Copy Again", action: "copy:", shortcut: try KeyCombination(parsing: "cmd+c")))
    #expect(throws: MenuBuilderError.self) {
      try builder.insertElements([.menu(Menu(title: "Sub")), clash], atEndOf: .file)
    }
    #expect(builder.keptLists.count == kept.0)
    #expect(builder.keptElements.count == kept.1)
    try builder.insertElements([.menu(Menu(title: "Sub"))], atEndOf: .file)
    #expect(builder.keptLists.count == kept.0 + 1)
    #expect(builder.keptElements.count == kept.1 + 1)
  }
}
