/// A position in a built menu, valid for the ``MenuBuilder`` it came from until it changes.
public struct MenuNodeID: Hashable, Sendable, Comparable {
  let index: Int32

  /// Orders by creation: system elements first, then in the order they were inserted.
  public static func < (lhs: MenuNodeID, rhs: MenuNodeID) -> Bool {
    lhs.index < rhs.index
  }
}

extension MenuBuilder {
  /// The root menu's node.
  public var rootNode: MenuNodeID { MenuNodeID(index: 0) }

  /// A node's element; a menu's children are left out (see ``children(of:)``).
  ///
  /// - Parameter node: The node.
  /// - Returns: The element.
  public func element(_ node: MenuNodeID) -> MenuElement {
    nodes[Int(node.index)].element
  }

  /// What a node holds, read without reading its element.
  func kind(of node: MenuNodeID) -> Node.Kind {
    nodes[Int(node.index)].kind
  }

  /// The menu that contains a node, or `nil` for the root.
  ///
  /// - Parameter node: The node.
  /// - Returns: The parent node.
  public func parent(of node: MenuNodeID) -> MenuNodeID? {
    let parent = nodes[Int(node.index)].parent
    return parent >= 0 ? MenuNodeID(index: parent) : nil
  }

  /// A menu's children, in order.
  ///
  /// - Parameter node: The node.
  /// - Returns: The children; empty for commands and actions.
  /// - Complexity: O(*k*) for *k* children.
  public func children(of node: MenuNodeID) -> [MenuNodeID] {
    children(of: node.index).map(MenuNodeID.init)
  }

  /// Every node in menu order (preorder), the root first, without recursion.
  ///
  /// - Complexity: O(*n*).
  public func preorder() -> [MenuNodeID] {
    subtree(of: 0, MenuNodeID.init)
  }

  /// Every node in menu order, the root first, found as the sequence is read: for walks that
  /// need no array as long as the menu.
  var menuOrder: LazyMapSequence<Preorder, MenuNodeID> {
    Preorder(nodes: nodes, root: 0).lazy.map(MenuNodeID.init)
  }

  /// The node of a menu, action or command, or `nil`.
  ///
  /// - Parameter target: The element to find.
  /// - Returns: Its node.
  public func node(for target: ElementTarget) -> MenuNodeID? {
    (try? index(of: target)).map(MenuNodeID.init)
  }

  /// The node of the key command with a UIKit-equal shortcut, or `nil`.
  ///
  /// - Parameter shortcut: The shortcut.
  /// - Returns: Its node.
  public func node(with shortcut: KeyCombination) -> MenuNodeID? {
    node(shortcut: shortcut).map(MenuNodeID.init)
  }

  /// The menus containing a node, from the root down to its parent.
  ///
  /// - Parameter node: The node.
  /// - Returns: The ancestors, root first.
  /// - Complexity: O(*depth*).
  public func ancestors(of node: MenuNodeID) -> [MenuNodeID] {
    var result: [MenuNodeID] = []
    var current = parent(of: node)
    while let ancestor = current {
      result.append(ancestor)
      current = parent(of: ancestor)
    }
    return result.reversed()
  }

  /// The number of live elements, the root included.
  public var count: Int { menuIndex.count + actionIndex.count + commandIndex.count }
}
