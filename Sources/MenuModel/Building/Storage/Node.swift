extension MenuBuilder {
  /// A node of the tree: the element and three links, with the parent, the kind and whether
  /// the node is alive in one word.
  ///
  /// A parent's last child is found through its first child: the first child's
  /// `previousOrLast` link holds the last child instead of nothing (see
  /// ``MenuBuilder/lastChild(of:)`` and ``MenuBuilder/previousSibling(_:)``), which saves the
  /// parent a link of its own.
  struct Node: Sendable {
    /// The element; a menu's `children` are always empty here (children are linked).
    let element: MenuElement
    var firstChild: Int32 = -1
    /// The previous sibling, or, for a first child, the last one (see above).
    var previousOrLast: Int32 = -1
    var next: Int32 = -1
    /// The parent plus one in the low bits, then the kind, then a bit set once the node is
    /// removed.
    private var packed: UInt32

    private static let parentBits: UInt32 = 29
    private static let parentMask: UInt32 = 1 << parentBits - 1
    private static let deadBit: UInt32 = 1 << 31
    /// A bound on the index of a node with children.
    ///
    /// The parent field holds the index plus one in 29 bits. `menulint` refuses files over
    /// 256 MiB, far below it.
    static let maximumCount = Int(parentMask) - 1

    /// A node for an element under the node `parent` (-1 for the root).
    init(_ element: MenuElement, parent: Int32) {
      precondition(
        Int(parent) < Self.maximumCount, "a parent index must be below \(Self.maximumCount)")
      self.element = element
      packed = UInt32(truncatingIfNeeded: Int(parent) + 1) | Kind(element).bits << Self.parentBits
    }

    /// The parent's index; -1 for the root.
    var parent: Int32 {
      Int32(truncatingIfNeeded: Int(packed & Self.parentMask) - 1)
    }

    /// What the element is, so that a walk for one kind skips the others without reading it.
    var kind: Kind {
      switch packed >> Self.parentBits & 3 {
      case Kind.menu.bits: .menu
      case Kind.command.bits: .command
      case Kind.keyCommand.bits: .keyCommand
      default: .action
      }
    }

    /// Whether the node is in the tree: removal leaves the node in the table, marked.
    var isAlive: Bool {
      get { packed & Self.deadBit == 0 }
      set { packed = newValue ? packed & ~Self.deadBit : packed | Self.deadBit }
    }

    /// What a node holds; the key commands apart from the other commands.
    enum Kind: UInt8, Sendable, Hashable {
      case menu, command, keyCommand, action

      /// The kind as the node stores it.
      var bits: UInt32 { UInt32(rawValue) }

      init(_ element: MenuElement) {
        switch element {
        case .menu: self = .menu
        case .command(let command): self = command.hasShortcut ? .keyCommand : .command
        case .action: self = .action
        }
      }
    }

    /// The keys the indexes find the node by.
    var menuIdentifier: MenuIdentifier? {
      guard case .menu(let menu) = element else { return nil }
      return menu.identifier
    }
    var actionIdentifier: ActionIdentifier? {
      guard case .action(let action) = element else { return nil }
      return action.identifier
    }
    var commandIdentity: CommandIdentity? {
      guard case .command(let command) = element else { return nil }
      return command.identity
    }
    var shortcut: KeyCombination? {
      guard case .command(let command) = element else { return nil }
      return command.shortcut
    }
  }
}
