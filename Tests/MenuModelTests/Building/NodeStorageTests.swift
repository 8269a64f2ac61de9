import Testing

@testable import MenuModel

/// The builder keeps what its nodes hold.
@Suite struct NodeStorageTests {
  static func command(_ number: Int) -> MenuElement {
    .command(
      Command(
        title: "Command \(number) with a title too long to be stored inline",
        action: "performCommandNumber\(number)WithALongSelector:"))
  }

  /// Inserted elements stay readable after every other reference to them is gone and their
  /// memory could have been reused.
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
}
