extension MenuBuilder {
  /// Describes every way the indexes and links disagree with the tree; empty when consistent.
  ///
  /// Tests call this after every operation.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    var reached: Set<Int32> = []
    for index in subtree(of: 0) {
      reached.insert(index)
      let node = nodes[Int(index)]
      if !node.isAlive { problems.append("node \(index) is reachable but dead") }
      var previous: Int32 = -1
      for child in children(of: index) {
        if nodes[Int(child)].parent != index {
          problems.append("node \(child) has the wrong parent")
        }
        if previousSibling(child) != previous {
          problems.append("node \(child) has the wrong previous link")
        }
        previous = child
      }
      if lastChild(of: index) != previous {
        problems.append("node \(index) has the wrong last child")
      }
      switch node.element {
      case .menu(let menu):
        if !menu.children.isEmpty { problems.append("menu node \(index) stores children") }
        if menu.identifier.flatMap({ self.node(menu: $0) }) != index {
          problems.append("menu \(index) is not indexed")
        }
      case .action(let action):
        if self.node(action: action.identifier) != index {
          problems.append("action \(index) is not indexed")
        }
      case .command(let command):
        if self.node(command: command.identity) != index {
          problems.append("command \(index) is not indexed")
        }
        if let shortcut = command.shortcut, self.node(shortcut: shortcut) != index {
          problems.append("shortcut of \(index) is not indexed")
        }
      }
    }
    for index in menuIndex.nodes + actionIndex.nodes + commandIndex.nodes + shortcutIndex.nodes
    where !reached.contains(index) {
      problems.append("index entry \(index) is not in the tree")
    }
    // The walk that follows links agrees, for every subtree, with one that lists children.
    var listed: [Int32: [Int32]] = [:]
    for index in subtree(of: 0).reversed() {
      var order = [index]
      for child in children(of: index) {
        guard let below = listed[child] else {
          problems.append("the preorder walk does not reach node \(child) after its parent")
          continue
        }
        order += below
      }
      if subtree(of: index) != order {
        problems.append("the preorder walk of node \(index) disagrees with its children")
      }
      listed[index] = order
    }
    return problems
  }

  /// A canonical dump of the tree and indexes, for comparing states in tests.
  func snapshot() -> String {
    var lines: [String] = []
    for index in subtree(of: 0) {
      let depth = ancestors(of: MenuNodeID(index: index)).count
      lines.append(String(repeating: "  ", count: depth) + "\(nodes[Int(index)].element)")
    }
    lines.append("menus \(menuIdentifiers.map(\.rawValue).sorted())")
    lines.append("actions \(actionIdentifiers.sorted())")
    lines.append("commands \(commandIdentities.map(\.description).sorted())")
    lines.append("shortcuts \(shortcuts.map(\.canonical).sorted())")
    // A refused operation leaves no staged nodes behind.
    lines.append("\(nodes.count) nodes")
    return lines.joined(separator: "\n")
  }
}
