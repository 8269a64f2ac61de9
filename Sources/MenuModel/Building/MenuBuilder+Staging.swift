extension MenuBuilder {
  /// Elements an operation has checked and appended, not yet linked into the menu.
  struct Staged {
    /// The index of the first staged node; the staged nodes run to the end of `nodes`.
    var first: Int32
    /// The numbers this operation took for generated identifiers, with what each base had
    /// before, oldest first: undone if the operation is refused.
    var numbersTaken: [(base: GeneratedBase, previous: Int?)] = []
  }

  /// The base of the last generated identifier, for the siblings that share its parent and
  /// title (the untitled groups of one menu): made and hashed once for all of them.
  struct LastGeneratedBase {
    var parent: Int32
    var title: String
    var base: GeneratedBase
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
    var staged = Staged(first: first)
    var lastBase: LastGeneratedBase?
    var takenOver: [TakenOver] = []
    var conflicts: [MenuConflict] = []
    var alternateProblems: [AlternateProblem] = []

    /// Whether an indexed node stays: it is not removed by this operation, or staged by it.
    func stays(_ holder: Int32) -> Bool {
      holder >= first || !excluded.contains(holder)
    }

    /// Indexes `node` unless a node that stays holds its key; returns that holder.
    func claim(
      _ node: Int32, in kind: IndexKind, hash: Int, where matches: (Node) -> Bool
    ) -> Int32? {
      let nodes = self.nodes
      guard let holder = self[kind].insert(node, hash: hash, where: { matches(nodes[Int($0)]) })
      else { return nil }
      if stays(holder) { return holder }
      self[kind].replace(holder, with: node, hash: hash)
      takenOver.append(TakenOver(index: kind, hash: hash, holder: holder, node: node))
      return nil
    }

    /// Notes that the staged node `index` clashes with `holder`.
    func clash(_ index: Int32, _ kind: MenuConflict.Kind, _ holder: Int32) {
      let node = nodes[Int(index)]
      let new = ElementSummary(
        element: node.element, parent: identifier(of: node.parent), isInsertedByOperation: true)
      conflicts.append(MenuConflict(kind: kind, new: new, existing: summary(of: holder, first)))
    }

    /// Enters the staged node `index` in the indexes, noting what it clashes with.
    ///
    /// A menu comes with its identifier and that identifier's hash, which staging has made.
    func register(_ index: Int32, menu: (identifier: MenuIdentifier, hash: Int)? = nil) {
      let node = nodes[Int(index)]
      switch node.kind {
      case .menu:
        guard let menu else { preconditionFailure("a menu is staged with its identifier") }
        let identifier = menu.identifier
        if let holder = claim(
          index, in: .menus, hash: menu.hash, where: { $0.menuIdentifier == identifier })
        {
          clash(index, .menuIdentifier(identifier), holder)
        }
      case .action:
        let identifier = node.actionIdentifier ?? ""
        if let holder = claim(
          index, in: .actions, hash: identifier.hashValue,
          where: { $0.actionIdentifier == identifier })
        {
          clash(index, .actionIdentifier(identifier), holder)
        }
      case .command, .keyCommand:
        let identity = node.commandIdentity
        if let holder = claim(
          index, in: .commands, hash: node.element.commandFingerprint ?? 0,
          where: { $0.commandIdentity == identity }),
          let identity
        {
          clash(index, .commandIdentity(identity), holder)
        }
        if node.kind == .keyCommand, let shortcut = node.shortcut,
          let holder = claim(
            index, in: .shortcuts, hash: shortcut.hashValue, where: { $0.shortcut == shortcut })
        {
          clash(index, .shortcut(shortcut), holder)
        }
      }
    }

    // Preorder, without recursion: each frame is a list of siblings and the next one to stage.
    var frames: [(siblings: [MenuElement], next: Int, parent: Int32)] = [(elements, 0, parent)]
    while var frame = frames.popLast() {
      while frame.next < frame.siblings.count {
        let index = Int32(nodes.count)
        let parentIndex = frame.parent
        let element = frame.siblings[frame.next]
        var children: [MenuElement]?
        switch element {
        case .menu(let menu):
          // Stored with its identifier, generated if need be, and without its children, which
          // are linked.
          let identifier: MenuIdentifier
          let identifierHash: Int
          if let written = menu.identifier {
            identifier = written
            identifierHash = written.hashValue
          } else {
            (identifier, identifierHash) = generatedIdentifier(
              parent: parentIndex, title: menu.title, lastBase: &lastBase,
              numbersTaken: &staged.numbersTaken, holderStays: stays)
          }
          children = menu.children
          nodes.append(
            Node(.menu(Self.storedCopy(of: menu, identifier: identifier)), parent: parentIndex))
          register(index, menu: (identifier, identifierHash))
        case .command(let command):
          if command.hasAlternates {
            let summary = ElementSummary(
              element: element, parent: identifier(of: parentIndex), isInsertedByOperation: true)
            alternateProblems += Self.problems(in: command, summary: summary)
          }
          nodes.append(Node(element, parent: parentIndex))
          register(index)
        case .action:
          nodes.append(Node(element, parent: parentIndex))
          register(index)
        }
        frame.next += 1
        if parentIndex >= first {
          link(index, under: parentIndex, after: lastChild(of: parentIndex))
        }
        if let children, !children.isEmpty {
          frames.append(frame)
          frames.append((children, 0, index))
          break
        }
      }
    }
    guard alternateProblems.isEmpty, conflicts.isEmpty else {
      unstage(from: first, restoring: takenOver, numbersTaken: staged.numbersTaken)
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
  /// over and the numbers generated identifiers took, and drops the staged nodes and their
  /// entries.
  private mutating func unstage(
    from first: Int32, restoring takenOver: [TakenOver],
    numbersTaken: [(base: GeneratedBase, previous: Int?)]
  ) {
    for (base, previous) in numbersTaken.reversed() { generatedNumbers[base] = previous }
    for entry in takenOver {
      self[entry.index].replace(entry.node, with: entry.holder, hash: entry.hash)
    }
    for index in first..<Int32(nodes.count) { unregister(nodes[Int(index)].element, at: index) }
    nodes.removeSubrange(Int(first)...)
  }

  /// Links the staged top-level elements into `parent` after `anchor` (-1: at the start).
  mutating func commit(_ staged: Staged, under parent: Int32, after anchor: Int32) {
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
  ///
  /// - Parameters:
  ///   - parent: The parent menu's node.
  ///   - title: The menu's title.
  ///   - lastBase: The base of the previous identifier this operation generated, reused when
  ///     the parent and title are the same, else replaced.
  ///   - numbersTaken: The operation's record of the numbers it took, extended with this one.
  ///   - holderStays: Whether the menu holding a candidate stays in the menu, rather than
  ///     being removed by the operation; a candidate is taken only when it stays.
  /// - Returns: The first identifier not taken, and its hash.
  mutating func generatedIdentifier(
    parent: Int32, title: String, lastBase: inout LastGeneratedBase?,
    numbersTaken: inout [(base: GeneratedBase, previous: Int?)], holderStays: (Int32) -> Bool
  ) -> (identifier: MenuIdentifier, hash: Int) {
    let base: GeneratedBase
    // Bytes, not `==`: canonically equivalent titles spelled differently each keep their own
    // spelling in the identifier.
    if let last = lastBase, last.parent == parent, last.title.utf8.elementsEqual(title.utf8) {
      base = last.base
    } else {
      let parentIdentifier = identifier(of: parent)
      let name = title.isEmpty ? "untitled" : title
      base = GeneratedBase(MenuIdentifier(rawValue: parentIdentifier.rawValue + "/" + name))
      lastBase = LastGeneratedBase(parent: parent, title: title, base: base)
    }
    let (position, previous) = generatedNumbers.entry(for: base)
    var number = previous ?? 1
    var candidate = (base.identifier, base.hash)
    if number > 1 { candidate = Self.numbered(base, number) }
    while let holder = node(menu: candidate.0, hash: candidate.1), holderStays(holder) {
      number += 1
      candidate = Self.numbered(base, number)
    }
    generatedNumbers.setNext(number + 1, at: position)
    numbersTaken.append((base, previous))
    return candidate
  }

  /// `base number`, such as `com.apple.menu.file/Tabs 2`, and its hash.
  private static func numbered(_ base: GeneratedBase, _ number: Int) -> (MenuIdentifier, Int) {
    let identifier = MenuIdentifier.numbered(base.identifier, number)
    return (identifier, identifier.hashValue)
  }

  /// A menu as a build stores it: with its identifier and without its children.
  static func storedCopy(of menu: Menu, identifier: MenuIdentifier) -> Menu {
    var copy = menu
    if copy.identifier == nil { copy.identifier = identifier }
    copy.children = []
    return copy
  }
}
