extension MenuBuilder {
  /// Elements an operation has checked and appended, not yet linked into the menu.
  struct Staged {
    /// The index of the first staged node; the staged nodes run to the end of `nodes`.
    var first: Int32
    /// The next number to try for each generated identifier's base, after this operation.
    var generatedNumbers: [String: Int]
  }

  /// An index entry a staged element took over from an element the operation removes.
  private struct TakenOver {
    var index: IndexKind
    var hash: Int
    var holder: Int32
    var node: Int32
  }

  /// Which of the four indexes.
  private enum IndexKind { case menus, actions, commands, shortcuts }

  private subscript(index: IndexKind) -> NodeIndex {
    get {
      switch index {
      case .menus: menuIndex
      case .actions: actionIndex
      case .commands: commandIndex
      case .shortcuts: shortcutIndex
      }
    }
    _modify {
      switch index {
      case .menus: yield &menuIndex
      case .actions: yield &actionIndex
      case .commands: yield &commandIndex
      case .shortcuts: yield &shortcutIndex
      }
    }
  }

  /// Checks elements about to be inserted under `parent` against each other and the menu, and
  /// stages them: appends their nodes in preorder, enters them in the indexes, and links each
  /// staged menu's children — but not the elements themselves (``commit(_:under:after:)``).
  ///
  /// Elements of the menu listed in `excluded` (what a replacement removes) do not count.
  /// Every clash is collected before throwing, and a throw leaves the builder as it was. Each
  /// new element is reported once per thing it repeats: against the menu when the menu has it,
  /// else against the first element of the same operation that has it.
  ///
  /// - Complexity: one hash look-up per identifier and shortcut, without recursion.
  mutating func stage(
    _ elements: [MenuElement], under parent: Int32, excluding excluded: Set<Int32>
  ) throws(MenuBuilderError) -> Staged {
    let first = Int32(nodes.count)
    var staged = Staged(first: first, generatedNumbers: [:])
    var takenOver: [TakenOver] = []
    var conflicts: [MenuConflict] = []
    var alternateProblems: [AlternateProblem] = []

    /// Whether an indexed node stays: it is not removed by this operation, or staged by it.
    func stays(_ holder: Int32) -> Bool {
      holder >= first || !excluded.contains(holder)
    }

    /// Indexes `node` unless a node that stays holds its key; returns that holder.
    func claim(
      _ node: Int32, in kind: IndexKind, _ index: inout NodeIndex, nodes: [Node], hash: Int,
      where matches: (Node) -> Bool
    ) -> Int32? {
      guard let holder = index.insert(node, hash: hash, in: nodes, where: matches) else {
        return nil
      }
      if stays(holder) { return holder }
      index.replace(holder, with: node, hash: hash)
      takenOver.append(TakenOver(index: kind, hash: hash, holder: holder, node: node))
      return nil
    }

    var stack: [(element: MenuElement, parent: Int32)] = elements.reversed().map { ($0, parent) }
    while let (element, parentIndex) = stack.popLast() {
      let index = Int32(nodes.count)
      var stored = element
      var clashes: [(MenuConflict.Kind, Int32)] = []
      switch element {
      case .menu(var menu):
        let identifier =
          menu.identifier
          ?? generatedIdentifier(
            parent: identifier(of: parentIndex), title: menu.title,
            numbers: &staged.generatedNumbers,
            isTaken: { candidate in self.node(menu: candidate).map(stays) ?? false })
        menu.identifier = identifier
        let children = menu.children
        menu.children = []
        stored = .menu(menu)
        if let holder = claim(
          index, in: .menus, &menuIndex, nodes: nodes, hash: identifier.hashValue,
          where: { $0.menuIdentifier == identifier })
        {
          clashes.append((.menuIdentifier(identifier), holder))
        }
        for child in children.reversed() { stack.append((child, index)) }
      case .action(let action):
        if let holder = claim(
          index, in: .actions, &actionIndex, nodes: nodes, hash: action.identifier.hashValue,
          where: { $0.actionIdentifier == action.identifier })
        {
          clashes.append((.actionIdentifier(action.identifier), holder))
        }
      case .command(let command):
        let identity = command.identity
        if let holder = claim(
          index, in: .commands, &commandIndex, nodes: nodes, hash: identity.fingerprint,
          where: { $0.commandIdentity == identity })
        {
          clashes.append((.commandIdentity(identity), holder))
        }
        if let shortcut = command.shortcut,
          let holder = claim(
            index, in: .shortcuts, &shortcutIndex, nodes: nodes, hash: shortcut.hashValue,
            where: { $0.shortcut == shortcut })
        {
          clashes.append((.shortcut(shortcut), holder))
        }
        if !command.alternates.isEmpty {
          let summary = ElementSummary(
            element: element, parent: identifier(of: parentIndex), isInsertedByOperation: true)
          alternateProblems += Self.problems(in: command, summary: summary)
        }
      }
      nodes.append(Node(element: stored, parent: parentIndex))
      if parentIndex >= first {
        link(index, under: parentIndex, after: nodes[Int(parentIndex)].lastChild)
      }
      for (kind, holder) in clashes {
        let new = ElementSummary(
          element: stored, parent: identifier(of: parentIndex), isInsertedByOperation: true)
        conflicts.append(MenuConflict(kind: kind, new: new, existing: summary(of: holder, first)))
      }
    }
    guard alternateProblems.isEmpty, conflicts.isEmpty else {
      unstage(from: first, restoring: takenOver)
      if !alternateProblems.isEmpty { throw .invalidAlternates(alternateProblems) }
      throw .conflicts(conflicts)
    }
    return staged
  }

  /// A clash's other party: a staged element when its index is at or after `first`.
  private func summary(of index: Int32, _ first: Int32) -> ElementSummary {
    let node = nodes[Int(index)]
    return ElementSummary(
      element: node.element, parent: node.parent >= 0 ? identifier(of: node.parent) : nil,
      isInsertedByOperation: index >= first)
  }

  /// Undoes ``stage(_:under:excluding:)``: gives back the index entries staged elements took
  /// over, and drops the staged nodes and their entries.
  private mutating func unstage(from first: Int32, restoring takenOver: [TakenOver]) {
    for entry in takenOver {
      self[entry.index].replace(entry.node, with: entry.holder, hash: entry.hash)
    }
    for index in first..<Int32(nodes.count) { unregister(nodes[Int(index)].element, at: index) }
    nodes.removeSubrange(Int(first)...)
  }

  /// Links the staged top-level elements into `parent` after `anchor` (-1: at the start).
  mutating func commit(_ staged: Staged, under parent: Int32, after anchor: Int32) {
    generatedNumbers.merge(staged.generatedNumbers) { max($0, $1) }
    var previous = anchor
    for index in staged.first..<Int32(nodes.count) where nodes[Int(index)].parent == parent {
      link(index, under: parent, after: previous)
      previous = index
    }
  }

  /// Alternates UIKit rejects: without modifiers, or repeating another alternate's modifiers.
  static func problems(in command: Command, summary: ElementSummary) -> [AlternateProblem] {
    var problems: [AlternateProblem] = []
    var seen: [ModifierFlags: CommandAlternate] = [:]
    for alternate in command.alternates {
      if alternate.modifiers.isEmpty {
        problems.append(
          AlternateProblem(command: summary, alternate: alternate, kind: .noModifiers))
      } else if let other = seen[alternate.modifiers] {
        problems.append(
          AlternateProblem(command: summary, alternate: alternate, kind: .repeatedModifiers(other)))
      } else {
        seen[alternate.modifiers] = alternate
      }
    }
    return problems
  }

  /// A stable identifier for a menu written without one.
  ///
  /// It is the parent's identifier and the title (`com.apple.menu.file/Tabs`), numbered when
  /// taken (`… 2`); never random.
  ///
  /// Numbers only grow: each base remembers the next number to try, so a menu with many
  /// untitled children gets their identifiers in linear time.
  func generatedIdentifier(
    parent: MenuIdentifier, title: String, numbers: inout [String: Int],
    isTaken: (MenuIdentifier) -> Bool
  ) -> MenuIdentifier {
    let base = parent.rawValue + "/" + (title.isEmpty ? "untitled" : title)
    var number = numbers[base] ?? generatedNumbers[base] ?? 1
    var candidate = MenuIdentifier(rawValue: number == 1 ? base : "\(base) \(number)")
    while isTaken(candidate) {
      number += 1
      candidate = MenuIdentifier(rawValue: "\(base) \(number)")
    }
    numbers[base] = number + 1
    return candidate
  }
}
