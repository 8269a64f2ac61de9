import Testing

@testable import MenuModel

@Suite struct MenuBuilderTests {
  static func command(
    _ title: String, _ action: String, _ shortcut: String? = nil, propertyList: PropertyList? = nil
  ) throws -> MenuElement {
    .command(
      Command(
        title: title, action: action, propertyList: propertyList,
        shortcut: try shortcut.map { try KeyCombination(parsing: $0) }))
  }

  static func iPad() -> MenuBuilder {
    MenuBuilder(root: SystemMenus.mainMenu(for: .iPadOS))
  }

  // MARK: - The seed's stories

  @Test func getInfoOnCommandIClashesWithItalic() throws {
    var builder = Self.iPad()
    let before = builder.snapshot()
    let getInfo = try Self.command("Get Info", "getInfo:", "cmd+i")
    let error = #expect(throws: MenuBuilderError.self) {
      try builder.insertElements([getInfo], atEndOf: .file)
    }
    if case .conflicts(let conflicts)? = error {
      #expect(conflicts.count == 1)
      #expect(conflicts.first?.existing.element.title == "Italic")
      #expect(conflicts.first?.existing.parent == .textStyle)
      #expect(conflicts.first?.existing.isSystem == true)
      #expect(
        conflicts.first?.description
          == "'Get Info' (getInfo:) uses ⌘I, which 'Italic' (toggleItalics:) already uses")
    } else {
      Issue.record("expected conflicts, got \(String(describing: error))")
    }
    #expect(builder.snapshot() == before)
  }

  @Test func getInfoSucceedsAfterRemovingTextStyle() throws {
    var builder = Self.iPad()
    try builder.remove(.menu(.textStyle))
    try builder.insertElements([try Self.command("Get Info", "getInfo:", "cmd+i")], atEndOf: .file)
    #expect(builder.command(for: "getInfo:")?.shortcut?.glyphs == "⌘I")
    #expect(builder.invariantViolations().isEmpty)
  }

  @Test func getInfoSucceedsWithControlCommandI() throws {
    var builder = Self.iPad()
    try builder.insertElements(
      [try Self.command("Get Info", "getInfo:", "ctrl+cmd+i")], atEndOf: .file)
    #expect(builder.command(for: "getInfo:") != nil)
  }

  @Test func aCommandChangedAfterCreationIsFoundByItsNewIdentity() throws {
    var command = Command(title: "Bookmark", action: "bookmark:")
    command.action = "addBookmark:"
    command.propertyList = .string("page")
    #expect(
      command.identity == CommandIdentity(action: "addBookmark:", propertyList: .string("page")))
    var builder = Self.iPad()
    try builder.insertElements([.command(command)], atEndOf: .file)
    #expect(builder.command(for: "addBookmark:", propertyList: .string("page")) == command)
    #expect(builder.command(for: "bookmark:") == nil)
    var identity = CommandIdentity(action: "a:")
    identity.action = "addBookmark:"
    identity.propertyList = .string("page")
    #expect(Set([identity, command.identity]).count == 1)
  }

  @Test func aNewRootsChildrenCannotReuseTheRootIdentifier() throws {
    var builder = Self.iPad()
    let before = builder.snapshot()
    let child = Menu(title: "X", identifier: .root)
    #expect(throws: MenuBuilderError.self) {
      try builder.replace(
        .menu(.root), with: [.menu(Menu(identifier: .root, children: [.menu(child)]))])
    }
    #expect(builder.snapshot() == before)
  }

  @Test func sharedActionNeedsDistinctPropertyLists() throws {
    var builder = Self.iPad()
    let clash = [
      try Self.command("Grid", "changeViewMode:"), try Self.command("List", "changeViewMode:"),
    ]
    #expect(throws: MenuBuilderError.self) { try builder.insertElements(clash, atEndOf: .view) }
    #expect(builder.command(for: "changeViewMode:") == nil)
    let distinct = [
      try Self.command("Grid", "changeViewMode:", propertyList: .string("grid")),
      try Self.command("List", "changeViewMode:", propertyList: .string("list")),
    ]
    try builder.insertElements(distinct, atEndOf: .view)
    #expect(builder.command(for: "changeViewMode:", propertyList: .string("list"))?.title == "List")
  }

  // MARK: - Every operation

  @Test func insertChildAtStartAndEnd() throws {
    var builder = MenuBuilder()
    try builder.insertChild(Menu(title: "B", identifier: "b"), atEndOf: .root)
    try builder.insertChild(Menu(title: "A", identifier: "a"), atStartOf: .root)
    try builder.insertChild(Menu(title: "C", identifier: "c"), atEndOf: .root)
    #expect(builder.root.children.map(\.title) == ["A", "B", "C"])
    #expect(throws: MenuBuilderError.missingTarget(.menu("nope"))) {
      try builder.insertChild(Menu(title: "X"), atEndOf: "nope")
    }
  }

  @Test func insertSiblingBeforeAndAfter() throws {
    var builder = MenuBuilder()
    try builder.insertChild(Menu(title: "B", identifier: "b"), atEndOf: .root)
    try builder.insertSibling(Menu(title: "A", identifier: "a"), before: "b")
    try builder.insertSibling(Menu(title: "C", identifier: "c"), after: "b")
    #expect(builder.root.children.map(\.title) == ["A", "B", "C"])
    #expect(throws: MenuBuilderError.rootCannotHaveSiblings) {
      try builder.insertSibling(Menu(title: "X"), after: .root)
    }
    #expect(throws: MenuBuilderError.missingTarget(.menu("z"))) {
      try builder.insertSibling(Menu(title: "X"), before: "z")
    }
  }

  @Test func insertElementsAroundActionsAndCommands() throws {
    var builder = MenuBuilder()
    try builder.insertChild(Menu(title: "M", identifier: "m"), atEndOf: .root)
    try builder.insertElements([.action(Action(title: "Two", identifier: "two"))], atEndOf: "m")
    try builder.insertElements([try Self.command("One", "one:")], before: .action("two"))
    try builder.insertElements([try Self.command("Three", "three:")], after: .action("two"))
    try builder.insertElements([try Self.command("Zero", "zero:")], atStartOf: "m")
    try builder.insertElements(
      [try Self.command("Four", "four:")], after: .command(.init(action: "three:")))
    #expect(
      builder.menu(for: "m")?.children.map(\.title) == ["Zero", "One", "Two", "Three", "Four"])
    #expect(throws: MenuBuilderError.missingTarget(.action("none"))) {
      try builder.insertElements([try Self.command("X", "x:")], before: .action("none"))
    }
    #expect(throws: MenuBuilderError.missingTarget(.command(.init(action: "none:")))) {
      try builder.insertElements(
        [try Self.command("X", "x:")], after: .command(.init(action: "none:")))
    }
    #expect(builder.invariantViolations().isEmpty)
  }

  @Test func replaceIgnoresTheReplacedElementsOwnIdentifiers() throws {
    var builder = Self.iPad()
    // A new textStyle menu reusing Bold's action and ⌘B replaces the old one: no clash.
    let replacement = Menu(
      title: "", identifier: .textStyle, options: .displayInline,
      children: [try Self.command("Strong", "toggleBoldface:", "cmd+b")])
    let old = try builder.replace(.menu(.textStyle), with: [.menu(replacement)])
    guard case .menu(let oldMenu) = old else {
      Issue.record("expected a menu")
      return
    }
    #expect(oldMenu.children.map(\.title) == ["Bold", "Italic", "Underline"])
    #expect(builder.command(for: "toggleBoldface:")?.title == "Strong")
    #expect(builder.command(for: "toggleItalics:") == nil)
    #expect(builder.invariantViolations().isEmpty)
  }

  @Test func replaceMenuWithSeveralElementsKeepsItsPlace() throws {
    var builder = MenuBuilder()
    try builder.insertElements(
      [
        .menu(Menu(title: "A", identifier: "a")), .menu(Menu(title: "B", identifier: "b")),
        .menu(Menu(title: "C", identifier: "c")),
      ],
      atEndOf: .root)
    try builder.replace(
      .menu("b"), with: [try Self.command("B1", "b1:"), try Self.command("B2", "b2:")])
    #expect(builder.root.children.map(\.title) == ["A", "B1", "B2", "C"])
    try builder.replace(.command(.init(action: "b1:")), with: [])
    try builder.replace(
      .command(.init(action: "b2:")), with: [.action(Action(title: "Act", identifier: "act"))])
    try builder.replace(.action("act"), with: [try Self.command("Cmd", "cmd:")])
    #expect(builder.root.children.map(\.title) == ["A", "Cmd", "C"])
    #expect(throws: MenuBuilderError.missingTarget(.menu("b"))) {
      try builder.replace(.menu("b"), with: [])
    }
  }

  @Test func replaceRefusesClashesWithTheRestOfTheMenu() throws {
    var builder = Self.iPad()
    let before = builder.snapshot()
    let copyClash = Menu(
      identifier: .textStyle, children: [try Self.command("Bold", "toggleBoldface:", "cmd+c")])
    #expect(throws: MenuBuilderError.self) {
      try builder.replace(.menu(.textStyle), with: [.menu(copyClash)])
    }
    #expect(builder.snapshot() == before)
  }

  @Test func replaceChildrenSwapsTheChildren() throws {
    var builder = Self.iPad()
    let old = try builder.replaceChildren(
      of: .textStyle, with: [try Self.command("Italic", "toggleItalics:", "cmd+i")])
    #expect(old.map(\.title) == ["Bold", "Italic", "Underline"])
    #expect(builder.menu(for: .textStyle)?.children.map(\.title) == ["Italic"])
    #expect(throws: MenuBuilderError.missingTarget(.menu("nope"))) {
      try builder.replaceChildren(of: "nope", with: [])
    }
    #expect(builder.invariantViolations().isEmpty)
  }

  @Test func removeTakesTheWholeSubtreeOutOfTheIndexes() throws {
    var builder = Self.iPad()
    let removed = try builder.remove(.menu(.format))
    #expect(removed.title == "Format")
    #expect(builder.menu(for: .textStyle) == nil)
    #expect(builder.command(with: try KeyCombination(parsing: "cmd+i")) == nil)
    try builder.insertElements([try Self.command("Get Info", "getInfo:", "cmd+i")], atEndOf: .file)
    try builder.remove(.command(.init(action: "getInfo:")))
    #expect(builder.command(for: "getInfo:") == nil)
    #expect(throws: MenuBuilderError.missingTarget(.action("none"))) {
      try builder.remove(.action("none"))
    }
    #expect(throws: MenuBuilderError.rootCannotBeRemoved) { try builder.remove(.menu(.root)) }
    #expect(builder.invariantViolations().isEmpty)
  }

  /// A remove of what an earlier operation took out is told apart from one of a target that
  /// never existed: the error names what it went with.
  @Test func removingWhatIsGoneNamesWhatTookItOut() throws {
    var builder = Self.iPad()
    builder.operationNumber = 3
    try builder.remove(.menu("spelling"))
    builder.operationNumber = 4
    var thrown: MenuBuilderError?
    do { try builder.remove(.menu("spellingOptions")) } catch { thrown = error }
    guard case .alreadyRemoved(.menu("spellingOptions"), let spelling) = thrown else {
      Issue.record("expected alreadyRemoved, got \(String(describing: thrown))")
      return
    }
    #expect(spelling.removedWith.element.title == "Spelling and Grammar")
    #expect(spelling.removedWith.parent == .edit)
    #expect(!spelling.isItself)
    #expect(spelling.operation == 3)
    #expect(spelling.description == "already removed with menu 'Spelling and Grammar'")
    // Removed by itself, twice.
    #expect(builder.removal(of: .menu("spelling"))?.isItself == true)
    // Replaced children count as taken out; the latest operation is the one named.
    try builder.replaceChildren(of: .textStyle, with: [])
    let bold = try #require(builder.removal(of: .command(.init(action: "toggleBoldface:"))))
    #expect(bold.isItself && bold.operation == 4)
    try builder.insertElements([try Self.command("Bold", "toggleBoldface:")], atEndOf: .file)
    builder.operationNumber = 5
    try builder.remove(.command(.init(action: "toggleBoldface:")))
    #expect(builder.removal(of: .command(.init(action: "toggleBoldface:")))?.operation == 5)
    // A target that never existed is still missing.
    #expect(throws: MenuBuilderError.missingTarget(.menu("nope"))) {
      try builder.remove(.menu("nope"))
    }
    #expect(builder.removal(of: .menu("nope")) == nil)
    // Only a remove is harmless: inserting into a removed menu still loses the elements.
    #expect(throws: MenuBuilderError.missingTarget(.menu("spellingOptions"))) {
      try builder.insertElements([try Self.command("X", "x:")], atEndOf: "spellingOptions")
    }
    #expect(builder.invariantViolations().isEmpty)
  }

  @Test func rootCanOnlyBeReplacedByARootMenu() throws {
    var builder = Self.iPad()
    #expect(throws: MenuBuilderError.rootCanOnlyBeReplacedByRoot) {
      try builder.replace(.menu(.root), with: [.menu(Menu(title: "X", identifier: "x"))])
    }
    try builder.replace(
      .menu(.root),
      with: [
        .menu(Menu(identifier: .root, children: [.menu(Menu(title: "Only", identifier: "only"))]))
      ])
    #expect(builder.root.children.map(\.title) == ["Only"])
    #expect(builder.menu(for: .file) == nil)
    #expect(builder.invariantViolations().isEmpty)
  }

  // MARK: - Clashes

  @Test func everyClashingPairIsNamed() throws {
    var builder = Self.iPad()
    let elements = [
      try Self.command("Copy Link", "copyLink:", "cmd+c"),
      try Self.command("Copy Link Again", "copyLink:", "cmd+c"),
      MenuElement.menu(Menu(title: "Edit 2", identifier: .edit)),
    ]
    let error = #expect(throws: MenuBuilderError.self) {
      try builder.insertElements(elements, atEndOf: .file)
    }
    guard case .conflicts(let conflicts)? = error else {
      Issue.record("expected conflicts, got \(String(describing: error))")
      return
    }
    do {
      #expect(
        conflicts.map(\.description) == [
          "'Copy Link' (copyLink:) uses ⌘C, which 'Copy' (copy:) already uses",
          "'Copy Link Again' (copyLink:) has the same action and property list ('copyLink:') as 'Copy Link' (copyLink:)",
          "'Copy Link Again' (copyLink:) uses ⌘C, which 'Copy' (copy:) already uses",
          "menu id 'edit' of menu 'Edit 2' is already used by menu 'Edit'",
        ])
      #expect(conflicts[1].existing.isInsertedByOperation)
    }
  }

  @Test func caseVariantsAreDifferentToUIKit() throws {
    var builder = MenuBuilder()
    try builder.insertElements(
      [
        try Self.command("Duplicate", "duplicate:", "shift+cmd+S"),
        try Self.command("Save As", "saveAs:", "shift+cmd+s"),
      ],
      atEndOf: .root)
    #expect(builder.count == 3)
  }

  @Test func invalidAlternatesAreRefused() throws {
    var builder = MenuBuilder()
    let command = Command(
      title: "Save", action: "save:",
      alternates: [
        CommandAlternate(title: "Save All", action: "saveAll:", modifiers: []),
        CommandAlternate(title: "Save A", action: "saveA:", modifiers: .option),
        CommandAlternate(title: "Save B", action: "saveB:", modifiers: .option),
      ])
    let error = #expect(throws: MenuBuilderError.self) {
      try builder.insertElements([.command(command)], atEndOf: .root)
    }
    guard case .invalidAlternates(let problems)? = error else {
      Issue.record("expected alternate problems, got \(String(describing: error))")
      return
    }
    #expect(problems.map(\.alternate.title) == ["Save All", "Save B"])
    #expect(builder.command(for: "save:") == nil)
  }

  @Test func generatedIdentifiersAreStableAndUnique() throws {
    var builder = MenuBuilder()
    try builder.insertChild(Menu(title: "Tabs"), atEndOf: .root)
    try builder.insertChild(
      Menu(title: "Tabs", children: [.menu(Menu(title: "Inner"))]), atEndOf: .root)
    #expect(builder.menu(for: MenuIdentifier(rawValue: "com.apple.menu.root/Tabs")) != nil)
    #expect(builder.menu(for: MenuIdentifier(rawValue: "com.apple.menu.root/Tabs 2")) != nil)
    #expect(builder.menu(for: MenuIdentifier(rawValue: "com.apple.menu.root/Tabs 2/Inner")) != nil)
  }

  @Test func generatedNumbersOnlyGrowAndARefusedOperationGivesThemBack() throws {
    var builder = MenuBuilder()
    let untitled = MenuIdentifier(rawValue: "com.apple.menu.root/untitled")
    func identifiers() -> [String] {
      builder.root.children.compactMap {
        guard case .menu(let menu) = $0 else { return nil }
        return menu.identifier?.rawValue
      }
    }
    // Refused: the two commands clash. Its untitled menu took no number.
    #expect(throws: MenuBuilderError.self) {
      try builder.insertElements(
        [
          .menu(Menu(title: "", children: [.menu(Menu(title: ""))])),
          .command(Command(title: "A", action: "a:")), .command(Command(title: "B", action: "a:")),
        ], atEndOf: .root)
    }
    try builder.insertChild(Menu(title: ""), atEndOf: .root)
    try builder.insertChild(Menu(title: ""), atEndOf: .root)
    #expect(identifiers() == [untitled.rawValue, untitled.rawValue + " 2"])
    // A removed identifier is not handed out again.
    try builder.remove(.menu(MenuIdentifier(rawValue: untitled.rawValue + " 2")))
    try builder.insertChild(Menu(title: ""), atEndOf: .root)
    #expect(identifiers() == [untitled.rawValue, untitled.rawValue + " 3"])
    // A new root numbers its children after the old root's, and the menu goes on from there.
    try builder.replace(
      .menu(.root), with: [.menu(Menu(identifier: .root, children: [.menu(Menu(title: ""))]))])
    try builder.insertChild(Menu(title: ""), atEndOf: .root)
    #expect(identifiers() == [untitled.rawValue + " 4", untitled.rawValue + " 5"])
  }

  @Test func equivalentTitlesKeepTheirSpellingInGeneratedIdentifiers() throws {
    var builder = MenuBuilder()
    try builder.insertElements(
      [.menu(Menu(title: "\u{E9}")), .menu(Menu(title: "e\u{301}"))], atEndOf: .root)
    let identifiers = builder.root.children.compactMap { element -> [UInt8]? in
      guard case .menu(let menu) = element else { return nil }
      return menu.identifier.map { Array($0.rawValue.utf8) }
    }
    #expect(
      identifiers == [
        Array("com.apple.menu.root/\u{E9}".utf8), Array("com.apple.menu.root/e\u{301} 2".utf8),
      ])
  }

  // MARK: - Randomised consistency

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8]) func randomOperationSequencesKeepTheIndexesExact(
    seed: UInt64
  ) throws {
    var random = SplitMix(seed: seed)
    var builder = Self.iPad()
    let shortcuts = [
      "cmd+i", "cmd+k", "ctrl+cmd+k", "shift+cmd+S", "shift+cmd+s", "cmd+c", "opt+cmd+k", "cmd+1",
    ]
    let menuNames = ["file", "edit", "view", "textStyle", "a", "b", "c", "d"]
    let actions = ["a:", "b:", "c:", "copy:", "toggleItalics:", "d:"]
    var refused = 0
    for _ in 0..<400 {
      func element(depth: Int = 0) throws -> MenuElement {
        switch random.next(4) {
        case 0 where depth < 2:
          let children = try (0..<random.next(3)).map { _ in try element(depth: depth + 1) }
          let identifier =
            random.next(3) == 0 ? nil : MenuIdentifier(menuNames[random.next(menuNames.count)])
          return .menu(
            Menu(title: "M\(random.next(5))", identifier: identifier, children: children))
        case 1:
          return .action(Action(title: "Act", identifier: "act\(random.next(6))"))
        default:
          let shortcut = random.next(2) == 0 ? nil : shortcuts[random.next(shortcuts.count)]
          let plist: PropertyList? = random.next(3) == 0 ? .number(Double(random.next(3))) : nil
          return try Self.command(
            "C", actions[random.next(actions.count)], shortcut, propertyList: plist)
        }
      }
      func target() -> ElementTarget {
        switch random.next(3) {
        case 0: .menu(MenuIdentifier(menuNames[random.next(menuNames.count)]))
        case 1: .action("act\(random.next(6))")
        default: .command(.init(action: actions[random.next(actions.count)]))
        }
      }
      let menuTarget = MenuIdentifier(menuNames[random.next(menuNames.count)])
      let operation: BuildOperation.Kind
      switch random.next(7) {
      case 0:
        operation = .insertChild(
          Menu(
            title: "N",
            identifier: random.next(2) == 0 ? nil : MenuIdentifier(menuNames[random.next(8)])),
          .end, of: menuTarget)
      case 1:
        operation = .insertSibling(
          Menu(title: "S"), random.next(2) == 0 ? .before : .after, of: menuTarget)
      case 2:
        operation = .insertElements(try (0..<3).map { _ in try element() }, .after, of: target())
      case 3:
        operation = .insertElementsInMenu(
          try (0..<2).map { _ in try element() }, .start, of: menuTarget)
      case 4:
        operation = .replace(target(), with: try (0..<random.next(3)).map { _ in try element() })
      case 5:
        operation = .replaceChildren(
          of: menuTarget, with: try (0..<random.next(3)).map { _ in try element() })
      default: operation = .remove(target())
      }
      let before = builder.snapshot()
      do {
        try builder.apply(BuildOperation(operation))
      } catch {
        refused += 1
        #expect(builder.snapshot() == before, "refused \(operation) changed the menu")
      }
      let violations = builder.invariantViolations()
      #expect(violations.isEmpty, "\(violations) after \(operation)")
      if !violations.isEmpty { return }
    }
    #expect(refused > 20)
  }

  // MARK: - Cost

  /// Many small operations on a wide menu keep it consistent; their cost (linked nodes, not
  /// array shifts) is measured by the benchmark's cost checks.
  @Test func manyOperationsOnAWideMenu() throws {
    var builder = MenuBuilder()
    try builder.insertChild(Menu(title: "Big", identifier: "big"), atEndOf: .root)
    let many = (0..<10_000).map { MenuElement.action(Action(title: "A", identifier: "a\($0)")) }
    try builder.insertElements(many, atEndOf: "big")
    for index in 0..<1_000 {
      try builder.insertElements(
        [.action(Action(title: "N", identifier: "n\(index)"))], atStartOf: "big")
      try builder.remove(.action("a\(index)"))
      try builder.insertElements(
        [.action(Action(title: "M", identifier: "m\(index)"))], before: .action("a\(index + 1)"))
    }
    #expect(builder.menu(for: "big")?.children.count == 10_000 + 1_000)
    #expect(builder.invariantViolations().isEmpty)
  }
}

/// A small deterministic random number generator for reproducible tests.
struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}
