import Testing

@testable import MenuModel

@Suite struct ReadAheadTests {
  /// Commands in groups of `width` under submenus, with actions and empty menus among them.
  static func elements(count: Int, width: Int) -> [MenuElement] {
    var made = 0
    var menus: [MenuElement] = []
    while made < count {
      var group: [MenuElement] = [.menu(Menu(title: "Empty"))]
      for _ in 0..<min(width, count - made) {
        group.append(.command(Command(title: "C\(made)", action: "c\(made):")))
        made += 1
      }
      group.append(.action(Action(title: "A", identifier: "a\(made)")))
      menus.append(
        .menu(Menu(title: "G", children: [.menu(Menu(title: "Inner", children: group))])))
    }
    return menus
  }

  /// The commands' fingerprints in the order staging meets them.
  static func preorderFingerprints(_ elements: [MenuElement]) -> [Int] {
    elements.flatMap { element -> [Int] in
      switch element {
      case .command(let command): [command.identity.fingerprint]
      case .menu(let menu): preorderFingerprints(menu.children)
      case .action: []
      }
    }
  }

  @Test(arguments: [(0, 3), (5, 1), (2048, 7), (5000, 3), (5000, 5000)])
  func windowsFollowStagingOrder(count: Int, width: Int) {
    let elements = Self.elements(count: count, width: width)
    var readAhead = MenuBuilder.ReadAhead(elements)
    var gathered: [Int] = []
    repeat {
      readAhead.gather(MenuBuilder.ReadAhead.window)
      #expect(readAhead.hashes.count <= MenuBuilder.ReadAhead.window)
      gathered += readAhead.hashes
    } while !readAhead.hashes.isEmpty
    #expect(gathered == Self.preorderFingerprints(elements))
    #expect(readAhead.read == count)
  }

  @Test func readsStayAheadOfStaging() {
    let count = 10_000
    var readAhead = MenuBuilder.ReadAhead(Self.elements(count: count, width: 10))
    let index = NodeIndex()
    _ = readAhead.read(in: index)
    for staged in 1...count {
      _ = readAhead.stagingCommand(in: index)
      let ahead = readAhead.read - staged
      #expect(
        ahead >= min(MenuBuilder.ReadAhead.window / 2, count - staged)
          && ahead < MenuBuilder.ReadAhead.window, "at \(staged): \(ahead) read ahead")
    }
    #expect(readAhead.read == count)
  }

  /// Staging reads the fields it needs from every command next to the reference count; a
  /// field moved in front of them spreads those reads over more cache lines.
  @Test func aCommandsStagedFieldsComeFirst() {
    typealias Fields = Command.Fields
    let end =
      MemoryLayout<Fields>.offset(of: \Fields.shortcut)! + MemoryLayout<KeyCombination?>.size
    #expect(MemoryLayout<Fields>.offset(of: \Fields.extras) == 0)
    #expect(end <= 80)
  }

  /// With its 16-byte object header and the C library's 8-byte chunk header, a command's
  /// storage is a 144-byte allocation; 1 more byte of fields makes every command cost 160.
  @Test func aCommandsStorageFitsA144ByteAllocation() {
    #expect(MemoryLayout<Command.Fields>.size <= 120)
    // A shortcut's flags fill its key's padding.
    #expect(MemoryLayout<KeyCombination?>.size <= 32)
  }
}
