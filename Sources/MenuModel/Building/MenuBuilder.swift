/// A main menu under construction, with every `UIMenuBuilder` operation.
///
/// The builder keeps the tree in a flat table with sibling links, and indexes of menu and
/// action identifiers, command identities (action and property list) and UIKit-equal
/// shortcuts, so every check is a hash look-up and every operation costs time in proportion
/// to the elements it inserts or removes, not to the size of the menu.
///
/// Each operation is all or nothing, as in UIKit: when the elements clash with each other or
/// with the menu, the operation throws an error naming every clashing pair and changes
/// nothing.
///
///     var builder = MenuBuilder(root: SystemMenus.mainMenu(for: .iPadOS))
///     let info = Command(title: "Get Info", action: "getInfo:", shortcut: try .init(parsing: "cmd+i"))
///     try builder.insertElements([.command(info)], atEndOf: .file)
///     // throws: 'Get Info' (getInfo:) uses ⌘I, which 'Italic' (toggleItalics:) already uses
///
/// The builder is a value: copies are independent.
public struct MenuBuilder: Sendable {
  var nodes: [Node] = []
  /// The nodes by menu identifier, action identifier, command identity and shortcut.
  var menuIndex = NodeIndex()
  var actionIndex = NodeIndex()
  var commandIndex = NodeIndex()
  var shortcutIndex = NodeIndex()
  /// The dead nodes of what operations took out of the menu.
  ///
  /// Removed, replaced, or among replaced children, by menu identifier, action identifier or
  /// command identity: a later `remove` of one is told apart from a target that never existed.
  /// Empty until an operation takes something out.
  var removedIndex = NodeIndex()
  /// For each node of ``removedIndex``, the top of the subtree taken out with it and the
  /// ``operationNumber`` of the operation that took it out, as `top << 32 | (number + 1)`.
  var removedWith: [Int: Int] = [:]
  /// The position in its definition of the operation being applied, recorded with what it
  /// takes out; -1 when not known (an operation applied in code).
  var operationNumber = -1
  /// The next number to try for each base of generated menu identifiers.
  var generatedNumbers = GeneratedNumbers()

  /// Creates a builder holding a menu tree.
  ///
  /// The root keeps its identifier (``MenuIdentifier/root`` unless given another). Menus
  /// without an identifier get a generated one. Elements of `root` that clash are dropped,
  /// the first occurrence kept; pass a consistent tree.
  ///
  /// - Parameter root: The root menu.
  public init(root: Menu = Menu(identifier: .root, origin: .system)) {
    var rootMenu = root
    rootMenu.identifier = root.identifier ?? .root
    let children = rootMenu.children
    rootMenu.children = []
    nodes.append(Node(.menu(rootMenu), parent: -1))
    _ = menuIndex.insert(0, hash: (rootMenu.identifier ?? .root).hashValue) { _ in false }
    // Insert children one at a time so that clashes in a given tree are skipped, not fatal.
    for child in children {
      _ = try? insertElements([child], atEndOf: rootMenu.identifier ?? .root)
    }
  }

  /// Creates a builder holding a platform's default main menu, as `buildMenu(with:)` receives
  /// it.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - app: The app's name, which Mac Catalyst's application menu shows.
  public init(mainMenuFor platform: Platform, app: String = "App") {
    self.init(root: SystemMenus.mainMenu(for: platform, app: app))
  }

  /// The identifier of the root menu.
  public var rootIdentifier: MenuIdentifier {
    guard case .menu(let menu) = nodes[0].element else { return .root }
    return menu.identifier ?? .root
  }

  // MARK: - Lookups

  /// The menu with an identifier, children included, or `nil`.
  ///
  /// - Parameter identifier: The menu's identifier.
  /// - Returns: The menu as a value.
  /// - Complexity: O(*n*) in the size of the menu's subtree.
  public func menu(for identifier: MenuIdentifier) -> Menu? {
    guard let index = node(menu: identifier), case .menu(let menu) = value(of: index) else {
      return nil
    }
    return menu
  }

  /// The action with an identifier, or `nil`.
  ///
  /// - Parameter identifier: The action's identifier.
  /// - Returns: The action.
  public func action(for identifier: ActionIdentifier) -> Action? {
    guard let index = node(action: identifier),
      case .action(let action) = nodes[Int(index)].element
    else {
      return nil
    }
    return action
  }

  /// The command with an action and property list, or `nil`.
  ///
  /// - Parameters:
  ///   - action: The action selector.
  ///   - propertyList: The property list, if any.
  /// - Returns: The command.
  public func command(for action: String, propertyList: PropertyList? = nil) -> Command? {
    let identity = CommandIdentity(action: action, propertyList: propertyList)
    guard let index = node(command: identity),
      case .command(let command) = nodes[Int(index)].element
    else {
      return nil
    }
    return command
  }

  /// The key command with a UIKit-equal shortcut, or `nil`.
  ///
  /// - Parameter shortcut: The shortcut.
  /// - Returns: The command that uses it.
  public func command(with shortcut: KeyCombination) -> Command? {
    guard let index = node(shortcut: shortcut),
      case .command(let command) = nodes[Int(index)].element
    else {
      return nil
    }
    return command
  }

  /// The whole menu as a value.
  ///
  /// - Complexity: O(*n*) in the size of the menu.
  public var root: Menu {
    guard case .menu(let menu) = value(of: 0) else {
      return Menu(identifier: .root, origin: .system)
    }
    return menu
  }

  // MARK: - Insertion

  /// Inserts a menu as the first child of another (`insertChild(_:atStartOfMenu:)`).
  ///
  /// - Parameters:
  ///   - menu: The menu to insert; the root is allowed as parent.
  ///   - parent: The identifier of the menu to insert into.
  /// - Throws: ``MenuBuilderError`` when the parent is missing or elements clash.
  /// - Complexity: O(*m*) in the size of the inserted menu.
  public mutating func insertChild(_ menu: Menu, atStartOf parent: MenuIdentifier)
    throws(MenuBuilderError)
  {
    try insertElements([.menu(menu)], atStartOf: parent)
  }

  /// Inserts a menu as the last child of another (`insertChild(_:atEndOfMenu:)`).
  ///
  /// - Parameters:
  ///   - menu: The menu to insert; the root is allowed as parent.
  ///   - parent: The identifier of the menu to insert into.
  /// - Throws: ``MenuBuilderError`` when the parent is missing or elements clash.
  /// - Complexity: O(*m*) in the size of the inserted menu.
  public mutating func insertChild(_ menu: Menu, atEndOf parent: MenuIdentifier)
    throws(MenuBuilderError)
  {
    try insertElements([.menu(menu)], atEndOf: parent)
  }

  /// Inserts a menu before another (`insertSibling(_:beforeMenu:)`); not next to the root.
  ///
  /// - Parameters:
  ///   - menu: The menu to insert.
  ///   - sibling: The identifier of the menu to insert before.
  /// - Throws: ``MenuBuilderError`` when the sibling is missing or the root, or elements clash.
  /// - Complexity: O(*m*) in the size of the inserted menu.
  public mutating func insertSibling(_ menu: Menu, before sibling: MenuIdentifier)
    throws(MenuBuilderError)
  {
    try insertElements([.menu(menu)], before: .menu(sibling))
  }

  /// Inserts a menu after another (`insertSibling(_:afterMenu:)`); not next to the root.
  ///
  /// - Parameters:
  ///   - menu: The menu to insert.
  ///   - sibling: The identifier of the menu to insert after.
  /// - Throws: ``MenuBuilderError`` when the sibling is missing or the root, or elements clash.
  /// - Complexity: O(*m*) in the size of the inserted menu.
  public mutating func insertSibling(_ menu: Menu, after sibling: MenuIdentifier)
    throws(MenuBuilderError)
  {
    try insertElements([.menu(menu)], after: .menu(sibling))
  }

  /// Inserts elements at the start of a menu (`insertElements(_:atStartOfMenu:)`).
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - parent: The identifier of the menu to insert into.
  /// - Throws: ``MenuBuilderError`` when the menu is missing or elements clash.
  /// - Complexity: O(*m*) in the size of the inserted elements.
  public mutating func insertElements(
    _ elements: [MenuElement], atStartOf parent: MenuIdentifier
  ) throws(MenuBuilderError) {
    guard let parentIndex = node(menu: parent) else { throw .missingTarget(.menu(parent)) }
    let staged = try stage(elements, under: parentIndex, excluding: [])
    commit(staged, under: parentIndex, after: -1)
  }

  /// Inserts elements at the end of a menu (`insertElements(_:atEndOfMenu:)`).
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - parent: The identifier of the menu to insert into.
  /// - Throws: ``MenuBuilderError`` when the menu is missing or elements clash.
  /// - Complexity: O(*m*) in the size of the inserted elements.
  public mutating func insertElements(
    _ elements: [MenuElement], atEndOf parent: MenuIdentifier
  ) throws(MenuBuilderError) {
    guard let parentIndex = node(menu: parent) else { throw .missingTarget(.menu(parent)) }
    let staged = try stage(elements, under: parentIndex, excluding: [])
    commit(staged, under: parentIndex, after: lastChild(of: parentIndex))
  }

  /// Inserts elements before a menu, action or command (`insertElements(_:before…:)`).
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - target: The element to insert before; not the root.
  /// - Throws: ``MenuBuilderError`` when the target is missing or the root, or elements clash.
  /// - Complexity: O(*m*) in the size of the inserted elements.
  public mutating func insertElements(
    _ elements: [MenuElement], before target: ElementTarget
  ) throws(MenuBuilderError) {
    let (index, parent) = try sibling(target)
    let staged = try stage(elements, under: parent, excluding: [])
    commit(staged, under: parent, after: previousSibling(index))
  }

  /// Inserts elements after a menu, action or command (`insertElements(_:after…:)`).
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - target: The element to insert after; not the root.
  /// - Throws: ``MenuBuilderError`` when the target is missing or the root, or elements clash.
  /// - Complexity: O(*m*) in the size of the inserted elements.
  public mutating func insertElements(
    _ elements: [MenuElement], after target: ElementTarget
  ) throws(MenuBuilderError) {
    let (index, parent) = try sibling(target)
    let staged = try stage(elements, under: parent, excluding: [])
    commit(staged, under: parent, after: index)
  }

  // MARK: - Replacement and removal

  /// Replaces a menu, action or command with elements (`replace(menu:with:)`,
  /// `replace(action:with:)`, `replace(command:propertyList:with:)`).
  ///
  /// The replaced element's own identifiers and shortcuts, and those of its children, do not
  /// count as clashes. The root can be replaced only by one menu with the root identifier.
  ///
  /// - Parameters:
  ///   - target: The element to replace.
  ///   - elements: What takes its place, in order; may be empty.
  /// - Returns: The replaced element, children included.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash.
  /// - Complexity: O(*m* + *r*) in the sizes of the new elements and the replaced subtree.
  @discardableResult
  public mutating func replace(
    _ target: ElementTarget, with elements: [MenuElement]
  ) throws(MenuBuilderError) -> MenuElement {
    let index = try self.index(of: target)
    if index == 0 { return try replaceRoot(with: elements) }
    let parent = nodes[Int(index)].parent
    let excluded = Set(subtree(of: index))
    let staged = try stage(elements, under: parent, excluding: excluded)
    let old = value(of: index)
    let anchor = previousSibling(index)
    detach(index)
    commit(staged, under: parent, after: anchor)
    return old
  }

  /// Replaces a menu's children (`replaceChildren(ofMenu:from:)`).
  ///
  /// - Parameters:
  ///   - parent: The identifier of the menu.
  ///   - elements: The new children.
  /// - Returns: The old children.
  /// - Throws: ``MenuBuilderError`` when the menu is missing or elements clash.
  /// - Complexity: O(*m* + *r*) in the sizes of the new and old children.
  @discardableResult
  public mutating func replaceChildren(
    of parent: MenuIdentifier, with elements: [MenuElement]
  ) throws(MenuBuilderError) -> [MenuElement] {
    guard let parentIndex = node(menu: parent) else { throw .missingTarget(.menu(parent)) }
    let excluded = Set(subtree(of: parentIndex).dropFirst())
    let staged = try stage(elements, under: parentIndex, excluding: excluded)
    let oldChildren = children(of: parentIndex)
    let old = oldChildren.map { value(of: $0) }
    for child in oldChildren { detach(child) }
    commit(staged, under: parentIndex, after: -1)
    return old
  }

  /// Removes a menu, action or command with everything it contains (`remove(menu:)`,
  /// `remove(action:)`, `remove(command:propertyList:)`).
  ///
  /// - Parameter target: The element to remove; not the root.
  /// - Returns: The removed element, children included.
  /// - Throws: ``MenuBuilderError`` when the target is missing or the root.
  /// - Complexity: O(*r*) in the size of the removed subtree.
  @discardableResult
  public mutating func remove(_ target: ElementTarget) throws(MenuBuilderError) -> MenuElement {
    let index: Int32
    do {
      index = try self.index(of: target)
    } catch {
      // Gone already: UIKit does nothing, as it would for a target that never existed, but
      // the definition did name something real.
      if let removal = removal(of: target) { throw .alreadyRemoved(target, removal) }
      throw error
    }
    guard index != 0 else { throw .rootCannotBeRemoved }
    let old = value(of: index)
    detach(index)
    return old
  }

  /// Applies one operation of a definition.
  ///
  /// - Parameter operation: The operation.
  /// - Throws: ``MenuBuilderError`` when UIKit would refuse it; nothing changes then.
  public mutating func apply(_ operation: BuildOperation) throws(MenuBuilderError) {
    switch operation.kind {
    case .insertChild(let menu, .start, let parent): try insertChild(menu, atStartOf: parent)
    case .insertChild(let menu, .end, let parent): try insertChild(menu, atEndOf: parent)
    case .insertSibling(let menu, .before, let sibling): try insertSibling(menu, before: sibling)
    case .insertSibling(let menu, .after, let sibling): try insertSibling(menu, after: sibling)
    case .insertElements(let elements, .before, let target):
      try insertElements(elements, before: target)
    case .insertElements(let elements, .after, let target):
      try insertElements(elements, after: target)
    case .insertElementsInMenu(let elements, .start, let menu):
      try insertElements(elements, atStartOf: menu)
    case .insertElementsInMenu(let elements, .end, let menu):
      try insertElements(elements, atEndOf: menu)
    case .replace(let target, let elements): try replace(target, with: elements)
    case .replaceChildren(let menu, let elements): try replaceChildren(of: menu, with: elements)
    case .remove(let target): try remove(target)
    }
  }

  // MARK: - Internals

  func index(of target: ElementTarget) throws(MenuBuilderError) -> Int32 {
    let found: Int32? =
      switch target {
      case .menu(let identifier): node(menu: identifier)
      case .action(let identifier): node(action: identifier)
      case .command(let identity): node(command: identity)
      }
    guard let found else { throw .missingTarget(target) }
    return found
  }

  func sibling(_ target: ElementTarget) throws(MenuBuilderError) -> (index: Int32, parent: Int32) {
    let index = try self.index(of: target)
    guard index != 0 else { throw .rootCannotHaveSiblings }
    return (index, nodes[Int(index)].parent)
  }

  func identifier(of index: Int32) -> MenuIdentifier {
    guard case .menu(let menu) = nodes[Int(index)].element, let identifier = menu.identifier else {
      return .root
    }
    return identifier
  }

  /// The live children of a node, in order.
  func children(of index: Int32) -> [Int32] {
    var result: [Int32] = []
    var child = nodes[Int(index)].firstChild
    while child >= 0 {
      result.append(child)
      child = nodes[Int(child)].next
    }
    return result
  }

  /// A node and all its descendants, in preorder, without recursion.
  func subtree(of index: Int32) -> [Int32] {
    subtree(of: index) { $0 }
  }

  /// A node and all its descendants, in preorder, each transformed.
  func subtree<Mapped>(of index: Int32, _ transform: (Int32) -> Mapped) -> [Mapped] {
    var result: [Mapped] = []
    // The whole menu's size is known: room for it at once, not by doubling.
    if index == 0 { result.reserveCapacity(count) }
    for node in Preorder(nodes: nodes, root: index) { result.append(transform(node)) }
    return result
  }

  /// A node and all its descendants in preorder, found as they are read.
  ///
  /// Follows the links instead of keeping a stack: down to the first child, else on to the
  /// next sibling of the nearest node that has one. Each node is read once, mostly in the order
  /// of the table, which staging fills in preorder.
  struct Preorder: Sequence, IteratorProtocol {
    let nodes: [Node]
    let root: Int32
    /// The node to return next; -1 when the walk is over.
    private var upcoming: Int32

    init(nodes: [Node], root: Int32) {
      self.nodes = nodes
      self.root = root
      upcoming = root
    }

    mutating func next() -> Int32? {
      let node = upcoming
      guard node >= 0 else { return nil }
      let first = nodes[Int(node)].firstChild
      if first >= 0 {
        upcoming = first
        return node
      }
      var current = node
      upcoming = -1
      while current != root {
        let sibling = nodes[Int(current)].next
        if sibling >= 0 {
          upcoming = sibling
          break
        }
        current = nodes[Int(current)].parent
      }
      return node
    }
  }

  /// A node as a value with its children, built without recursion.
  func value(of index: Int32) -> MenuElement {
    let order = subtree(of: index)
    var built: [Int32: MenuElement] = [:]
    for node in order.reversed() {
      var element = nodes[Int(node)].element
      if case .menu(var menu) = element {
        menu.children = children(of: node).compactMap { built.removeValue(forKey: $0) }
        element = .menu(menu)
      }
      built[node] = element
    }
    return built[index] ?? nodes[Int(index)].element
  }

  /// Unlinks a subtree and removes its entries from the indexes.
  mutating func detach(_ index: Int32) {
    let node = nodes[Int(index)]
    if node.parent >= 0 {
      let parent = Int(node.parent)
      let first = nodes[parent].firstChild
      let previous = previousSibling(index)
      if previous >= 0 { nodes[Int(previous)].next = node.next }
      if first == index { nodes[parent].firstChild = node.next }
      if node.next >= 0 {
        // A new first child takes over the link to the last one.
        nodes[Int(node.next)].previousOrLast = first == index ? node.previousOrLast : previous
      } else if nodes[parent].firstChild >= 0 {
        // The last child left: the first one now names the one before it.
        nodes[Int(nodes[parent].firstChild)].previousOrLast = previous
      }
    }
    for dead in subtree(of: index) {
      nodes[Int(dead)].isAlive = false
      let element = nodes[Int(dead)].element
      unregister(element, at: dead)
      recordRemoval(of: element, at: dead, with: index)
    }
    nodes[Int(index)].previousOrLast = -1
    nodes[Int(index)].next = -1
  }

  /// Remembers that a node left the menu with the subtree topped by `top`, in the operation
  /// being applied; the latest removal of a key is the one remembered.
  private mutating func recordRemoval(of element: MenuElement, at dead: Int32, with top: Int32) {
    let target: ElementTarget
    switch element {
    case .menu(let menu):
      guard let identifier = menu.identifier else { return }
      target = .menu(identifier)
    case .action(let action): target = .action(action.identifier)
    case .command(let command): target = .command(command.identity)
    }
    let hash = Self.removalHash(of: target)
    if let earlier = removedIndex.node(hash: hash, where: { removedTarget($0) == target }) {
      removedIndex.replace(earlier, with: dead, hash: hash)
      removedWith[Int(earlier)] = nil
    } else {
      _ = removedIndex.insert(dead, hash: hash) { _ in false }
    }
    removedWith[Int(dead)] = Int(top) << 32 | (operationNumber + 1)
  }

  /// The hash ``removedIndex`` files a target under: its kind's index hash.
  private static func removalHash(of target: ElementTarget) -> Int {
    switch target {
    case .menu(let identifier): identifier.hashValue
    case .action(let identifier): identifier.hashValue
    case .command(let identity): identity.fingerprint
    }
  }

  /// The target a dead node of ``removedIndex`` answers to.
  private func removedTarget(_ index: Int32) -> ElementTarget? {
    let node = nodes[Int(index)]
    if let identifier = node.menuIdentifier { return .menu(identifier) }
    if let identifier = node.actionIdentifier { return .action(identifier) }
    return node.commandIdentity.map { .command($0) }
  }

  /// How an earlier operation took a target out of the menu, or `nil` when none did.
  ///
  /// - Parameter target: A menu, action or command not in the menu now.
  /// - Returns: The element taken out with it (itself, or the menu it was in) and the
  ///   operation's position in its definition.
  /// - Complexity: O(1): a hash look-up.
  public func removal(of target: ElementTarget) -> Removal? {
    guard
      let dead = removedIndex.node(
        hash: Self.removalHash(of: target), where: { removedTarget($0) == target }),
      let packed = removedWith[Int(dead)]
    else { return nil }
    let top = Int32(truncatingIfNeeded: packed >> 32)
    let node = nodes[Int(top)]
    return Removal(
      removedWith: ElementSummary(
        element: node.element, parent: node.parent >= 0 ? identifier(of: node.parent) : nil,
        isInsertedByOperation: false),
      isItself: top == dead,
      operation: (packed & 0xFFFF_FFFF) - 1)
  }

  /// A node's previous sibling; -1 for a first child or the top of a removed subtree.
  func previousSibling(_ index: Int32) -> Int32 {
    let parent = nodes[Int(index)].parent
    guard parent >= 0, nodes[Int(parent)].firstChild != index else { return -1 }
    return nodes[Int(index)].previousOrLast
  }

  /// A node's last child; -1 when it has none.
  func lastChild(of index: Int32) -> Int32 {
    let first = nodes[Int(index)].firstChild
    return first >= 0 ? nodes[Int(first)].previousOrLast : -1
  }

  /// Removes a node's index entries, those that still name it: an element staged in its place
  /// may hold the same keys.
  mutating func unregister(_ element: MenuElement, at index: Int32) {
    switch element {
    case .menu(let menu):
      if let identifier = menu.identifier { menuIndex.remove(index, hash: identifier.hashValue) }
    case .action(let action):
      actionIndex.remove(index, hash: action.identifier.hashValue)
    case .command(let command):
      commandIndex.remove(index, hash: command.identity.fingerprint)
      if let shortcut = command.shortcut { shortcutIndex.remove(index, hash: shortcut.hashValue) }
    }
  }

  // MARK: - Indexes

  /// How many elements of each kind a definition inserts.
  struct ElementCounts: Sendable, Equatable {
    var menus = 0
    var commands = 0
    var actions = 0
    var shortcuts = 0

    /// Adds the counts of more elements.
    mutating func add(_ other: ElementCounts) {
      menus += other.menus
      commands += other.commands
      actions += other.actions
      shortcuts += other.shortcuts
    }
  }

  /// Makes room for more elements, so that a large definition grows the node table and the
  /// indexes once rather than by doubling.
  mutating func reserveCapacity(forMore counts: ElementCounts) {
    nodes.reserveCapacity(nodes.count + counts.menus + counts.commands + counts.actions)
    menuIndex.reserveCapacity(menuIndex.count + counts.menus)
    commandIndex.reserveCapacity(commandIndex.count + counts.commands)
    actionIndex.reserveCapacity(actionIndex.count + counts.actions)
    shortcutIndex.reserveCapacity(shortcutIndex.count + counts.shortcuts)
  }

  /// The node of the menu with an identifier.
  func node(menu identifier: MenuIdentifier) -> Int32? {
    node(menu: identifier, hash: identifier.hashValue)
  }

  /// The node of the menu with an identifier whose hash is known.
  func node(menu identifier: MenuIdentifier, hash: Int) -> Int32? {
    menuIndex.node(hash: hash) { nodes[Int($0)].menuIdentifier == identifier }
  }

  /// The node of the action with an identifier.
  func node(action identifier: ActionIdentifier) -> Int32? {
    actionIndex.node(hash: identifier.hashValue) {
      nodes[Int($0)].actionIdentifier == identifier
    }
  }

  /// The node of the command with an identity.
  func node(command identity: CommandIdentity) -> Int32? {
    commandIndex.node(hash: identity.fingerprint) {
      nodes[Int($0)].commandIdentity == identity
    }
  }

  /// The node of the key command with a UIKit-equal shortcut.
  func node(shortcut: KeyCombination) -> Int32? {
    shortcutIndex.node(hash: shortcut.hashValue) { nodes[Int($0)].shortcut == shortcut }
  }

  /// The identifiers of the menus, in no particular order.
  var menuIdentifiers: [MenuIdentifier] {
    menuIndex.nodes.compactMap { nodes[Int($0)].menuIdentifier }
  }
  /// The identifiers of the actions, in no particular order.
  var actionIdentifiers: [ActionIdentifier] {
    actionIndex.nodes.compactMap { nodes[Int($0)].actionIdentifier }
  }
  /// The identities of the commands, in no particular order.
  var commandIdentities: [CommandIdentity] {
    commandIndex.nodes.compactMap { nodes[Int($0)].commandIdentity }
  }
  /// The shortcuts of the key commands, in no particular order.
  var shortcuts: [KeyCombination] {
    shortcutIndex.nodes.compactMap { nodes[Int($0)].shortcut }
  }

  /// Links a node into its parent's children after `anchor` (-1: first).
  mutating func link(_ index: Int32, under parent: Int32, after anchor: Int32) {
    let first = nodes[Int(parent)].firstChild
    let next = anchor >= 0 ? nodes[Int(anchor)].next : first
    nodes[Int(index)].next = next
    if anchor >= 0 {
      nodes[Int(index)].previousOrLast = anchor
      nodes[Int(anchor)].next = index
    } else {
      // The new first child names the last one: the old first's, or itself when alone.
      nodes[Int(index)].previousOrLast = first >= 0 ? nodes[Int(first)].previousOrLast : index
      nodes[Int(parent)].firstChild = index
    }
    if next >= 0 {
      nodes[Int(next)].previousOrLast = index
    } else {
      nodes[Int(nodes[Int(parent)].firstChild)].previousOrLast = index
    }
  }

  mutating func replaceRoot(with elements: [MenuElement]) throws(MenuBuilderError) -> MenuElement {
    guard elements.count == 1, case .menu(var menu) = elements[0], menu.identifier == rootIdentifier
    else {
      throw .rootCanOnlyBeReplacedByRoot
    }
    let children = menu.children
    menu.children = []
    var replacement = MenuBuilder(root: menu)
    // Identifiers are generated as if in this menu, then numbering starts over with the new
    // one, from the numbers its children took.
    replacement.generatedNumbers = generatedNumbers
    let staged = try replacement.stage(children, under: 0, excluding: [])
    var taken = GeneratedNumbers()
    for (base, _) in staged.numbersTaken { taken[base] = replacement.generatedNumbers[base] }
    replacement.generatedNumbers = taken
    replacement.commit(staged, under: 0, after: -1)
    let old = value(of: 0)
    self = replacement
    return old
  }
}
