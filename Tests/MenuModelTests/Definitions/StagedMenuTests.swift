import Testing

@testable import MenuModel

/// The decoder makes each menu's stored form (without children, with its identifier written or
/// expected) once, for every build to share; a build whose identifier turns out otherwise, or a
/// menu changed since, makes its own as before.
@Suite struct StagedMenuTests {
  /// Untitled groups among titled menus, numbering that starts afresh and that does not (an
  /// explicit identifier taking a generated one, a second operation on the same menu, a
  /// refused operation giving numbers back), canonically equivalent titles, and menus on one
  /// platform only.
  static let file = """
    {"formatVersion": 1, "platforms": ["iPadOS", "macCatalyst"], "build": [
      {"insertChild": {"type": "menu", "title": "Tools", "id": "com.t.tools", "children": [
        {"type": "menu", "options": ["displayInline"], "children": [
          {"type": "command", "title": "A", "action": "a:"}]},
        {"type": "menu", "options": ["displayInline"], "children": [
          {"type": "menu", "title": "Deep", "children": [
            {"type": "menu", "options": ["displayInline"], "children": [
              {"type": "command", "title": "B", "action": "b:"}]}]}]},
        {"type": "menu", "title": "Sub", "children": []},
        {"type": "menu", "options": ["displayInline"], "children": []},
        {"type": "menu", "title": "Sub", "children": []},
        {"type": "menu", "title": "caf\\u00e9"},
        {"type": "menu", "title": "cafe\\u0301"},
        {"type": "menu", "title": "Taken", "id": "com.t.tools/untitled 4"},
        {"type": "menu", "options": ["displayInline"]},
        {"type": "menu", "title": "Mac", "platforms": ["macCatalyst"], "children": [
          {"type": "menu", "options": ["displayInline"]}]}]},
       "atEndOf": "file"},
      {"insertElements": [
        {"type": "menu", "title": "Refused", "id": "com.t.refused", "children": [
          {"type": "menu", "options": ["displayInline"], "children": [
            {"type": "command", "title": "Copy Again", "action": "copy:"}]}]}],
       "atEndOf": "com.t.tools"},
      {"replaceChildren": "com.t.tools", "with": [
        {"type": "menu", "options": ["displayInline"], "children": [
          {"type": "command", "title": "C", "action": "c:"}]},
        {"type": "menu", "title": "Again", "id": "com.t.again", "children": [
          {"type": "menu", "options": ["displayInline"]},
          {"type": "menu", "options": ["displayInline"]}]}]}
    ]}
    """

  static func decoded() throws -> (MenuDefinition, JSONDocument?) {
    let decoded = MenuDefinitionDecoder.decode(Array(file.utf8), file: "t.json")
    #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
    return (try #require(decoded.definition), decoded.document)
  }

  /// An element with every menu's staged form dropped, as any change to a menu drops it.
  static func unstaged(_ element: MenuElement) -> MenuElement {
    guard case .menu(var menu) = element else { return element }
    menu.children = menu.children.map(unstaged)
    return .menu(menu)
  }

  static func unstaged(_ menu: Menu) -> Menu {
    guard case .menu(let menu) = unstaged(.menu(menu)) else { return menu }
    return menu
  }

  static func unstaged(_ definition: MenuDefinition) -> MenuDefinition {
    var definition = definition
    definition.operations = definition.operations.map { operation in
      var operation = operation
      switch operation.kind {
      case .insertChild(let menu, let edge, let parent):
        operation.kind = .insertChild(unstaged(menu), edge, of: parent)
      case .insertSibling(let menu, let side, let sibling):
        operation.kind = .insertSibling(unstaged(menu), side, of: sibling)
      case .insertElements(let elements, let side, let target):
        operation.kind = .insertElements(elements.map(unstaged), side, of: target)
      case .insertElementsInMenu(let elements, let edge, let menu):
        operation.kind = .insertElementsInMenu(elements.map(unstaged), edge, of: menu)
      case .replace(let target, let elements):
        operation.kind = .replace(target, with: elements.map(unstaged))
      case .replaceChildren(let menu, let elements):
        operation.kind = .replaceChildren(of: menu, with: elements.map(unstaged))
      case .remove: break
      }
      return operation
    }
    return definition
  }

  /// The menus of a built menu whose storage is a staged form of the definition's.
  static func sharedForms(in system: MenuSystem, of definition: MenuDefinition) -> Int {
    var staged: Set<ObjectIdentifier> = []
    func collect(_ element: MenuElement) {
      guard case .menu(let menu) = element else { return }
      if let form = menu.staged { staged.insert(form.menu.storageIdentity) }
      menu.children.forEach(collect)
    }
    for operation in definition.operations {
      switch operation.kind {
      case .insertChild(let menu, _, _), .insertSibling(let menu, _, _): collect(.menu(menu))
      case .insertElements(let elements, _, _), .insertElementsInMenu(let elements, _, _),
        .replace(_, let elements), .replaceChildren(_, let elements):
        elements.forEach(collect)
      case .remove: break
      }
    }
    return system.menu.preorder().count { node in
      guard case .menu(let menu) = system.menu.element(node) else { return false }
      return staged.contains(menu.storageIdentity)
    }
  }

  @Test(arguments: Platform.allCases, OSVersion.allCases)
  func buildsAreTheSameWithAndWithoutStagedForms(platform: Platform, version: OSVersion) throws {
    let (definition, document) = try Self.decoded()
    let shared = MenuSystem(
      building: definition, for: platform, osVersion: version, document: document)
    let own = MenuSystem(
      building: Self.unstaged(definition), for: platform, osVersion: version, document: document)
    #expect(shared.menu.snapshot() == own.menu.snapshot())
    #expect(shared.menu.root == own.menu.root)
    #expect(shared.refusals == own.refusals)
    #expect(shared.menu.invariantViolations().isEmpty)
    #expect(Self.sharedForms(in: own, of: definition) == 0)
    // What is left after the last operation: Tools, which on iPadOS is a copy without the Mac
    // menu; its new untitled group, numbered on from the replaced ones, not as expected; Again
    // and its two groups, as expected.
    #expect(Self.sharedForms(in: shared, of: definition) == (platform == .iPadOS ? 3 : 4))
  }

  @Test func aMenuBuiltBeforeAReplacementSharesItsForms() throws {
    let (definition, document) = try Self.decoded()
    var first = definition
    first.operations = Array(definition.operations.prefix(2))
    let shared = MenuSystem(building: first, for: .macCatalyst, document: document)
    let own = MenuSystem(building: Self.unstaged(first), for: .macCatalyst, document: document)
    #expect(shared.menu.snapshot() == own.menu.snapshot())
    #expect(shared.menu.root == own.menu.root)
    #expect(shared.refusals.count == 1)
    // All of the first operation's menus but three: the café spelled with a combining accent
    // is numbered after the composed one with a base spelled its own way, the group after
    // Taken skips the number Taken holds, and the Mac menu is a copy without its platforms.
    #expect(Self.sharedForms(in: shared, of: first) == 11)
  }

  @Test func theExpectedIdentifiersAreTheGeneratedOnes() throws {
    let (definition, document) = try Self.decoded()
    let system = MenuSystem(building: definition, for: .iPadOS, document: document)
    let identifiers = Set(system.menu.menuIdentifiers.map(\.rawValue))
    for expected in ["com.t.again/untitled", "com.t.again/untitled 2"] {
      #expect(identifiers.contains(expected))
    }
    // After the first operation's menus were replaced, numbering under Tools went on from them.
    #expect(identifiers.contains("com.t.tools/untitled 6"))
    #expect(!identifiers.contains("com.t.tools/untitled"))
  }

  @Test func aChangedMenuDropsItsStagedForm() throws {
    let (definition, _) = try Self.decoded()
    guard case .insertChild(var tools, let edge, let parent) = definition.operations[0].kind else {
      Issue.record("expected insertChild")
      return
    }
    #expect(tools.staged?.menu.title == "Tools")
    tools.title = "Utilities"
    #expect(tools.staged == nil)
    var changed = definition
    changed.operations[0].kind = .insertChild(tools, edge, of: parent)
    let system = MenuSystem(building: changed, for: .iPadOS)
    #expect(system.menu.menu(for: "com.t.tools")?.title == "Utilities")
  }

  @Test func numberedIdentifiersAreRecognisedByteForByte() {
    let base = MenuIdentifier(rawValue: "com.t/untitled")
    #expect(MenuIdentifier.numbered(base, 2).rawValue == "com.t/untitled 2")
    #expect(MenuIdentifier.numbered(base, 130).rawValue == "com.t/untitled 130")
    #expect(MenuIdentifier.numbered(base, 130).isNumbered(base, 130))
    let others = ["com.t/untitled 13", "com.t/untitled 0130", "com.t/untitled", "com.t/untitled x"]
    for spelled in others {
      #expect(!MenuIdentifier(rawValue: spelled).isNumbered(base, 130), "\(spelled)")
    }
    let cafe = MenuIdentifier(rawValue: "p/caf\u{e9}")
    #expect(cafe.isSpelled("p", "/", "caf\u{e9}"))
    #expect(!cafe.isSpelled("p", "/", "cafe\u{301}"))
    #expect(!cafe.isSpelled("p/", "/", "caf\u{e9}"))
    #expect(cafe.isSpelled(like: MenuIdentifier(rawValue: "p/caf\u{e9}")))
    #expect(!cafe.isSpelled(like: MenuIdentifier(rawValue: "p/cafe\u{301}")))
  }
}
