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

  /// The base of generated menu identifiers (`com.apple.menu.file/Tabs`) with its hash, made
  /// once: each generated identifier finds its base's number by that hash, and the first
  /// candidate is the base itself, whose hash the menu index also needs.
  struct GeneratedBase: Equatable, Sendable {
    let identifier: MenuIdentifier
    let hash: Int

    init(_ identifier: MenuIdentifier, hash: Int? = nil) {
      self.identifier = identifier
      self.hash = hash ?? identifier.hashValue
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.hash == rhs.hash && lhs.identifier == rhs.identifier
    }
  }

  /// The next number to try for each base of generated identifiers.
  ///
  /// Bases are found by the hash they carry, in a ``NodeIndex`` over a list of entries: one
  /// probe finds a base's entry or makes it, where a `Dictionary` would hash the hash again
  /// for a look-up and again to store the new number, for every menu without an identifier.
  struct GeneratedNumbers: Sendable {
    private var index = NodeIndex()
    /// Every base entered, with its next number; `nil` when it has none (never taken, or
    /// given back).
    private var entries: [(base: GeneratedBase, next: Int?)] = []

    /// The position of `base`'s entry, made without a number if need be, and its number.
    mutating func entry(for base: GeneratedBase) -> (position: Int, next: Int?) {
      let position = Int32(entries.count)
      let found = entries.withUnsafeBufferPointer { entries in
        index.insert(position, hash: base.hash) { entries[Int($0)].base == base }
      }
      if let found { return (Int(found), entries[Int(found)].next) }
      entries.append((base, nil))
      return (Int(position), nil)
    }

    /// Sets the next number of the entry at `position`.
    mutating func setNext(_ next: Int, at position: Int) {
      entries[position].next = next
    }

    /// The next number of a base; setting it enters the base if need be.
    subscript(base: GeneratedBase) -> Int? {
      get {
        index.node(hash: base.hash) { entries[Int($0)].base == base }.flatMap {
          entries[Int($0)].next
        }
      }
      set {
        entries[entry(for: base).position].next = newValue
      }
    }
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
    var readAhead = commandIndex.isLarge ? ReadAhead(elements) : nil
    readAheadSlots |= readAhead?.read(in: commandIndex) ?? 0
    let first = Int32(nodes.count)
    var staged = Staged(first: first)
    let kept = (lists: keptLists.count, elements: keptElements.count)
    keptLists.append(elements)
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
      _ node: Int32, in kind: IndexKind, _ index: inout NodeIndex,
      nodes: UnsafeBufferPointer<Node>, hash: Int, where matches: (Node) -> Bool
    ) -> Int32? {
      guard let holder = index.insert(node, hash: hash, where: { matches(nodes[Int($0)]) }) else {
        return nil
      }
      if stays(holder) { return holder }
      index.replace(holder, with: node, hash: hash)
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
    /// The node is read in place, through a pointer to the table: a copy of its element, or
    /// of a command's identity, would retain the element or the text block its action shares
    /// with other commands, and other cores' builds read the same ones.
    /// A menu comes with its identifier and that identifier's hash, which staging has made.
    func register(_ index: Int32, menu: (identifier: MenuIdentifier, hash: Int)? = nil) {
      nodes.withUnsafeBufferPointer { nodes in
        let node = Int(index)
        switch nodes[node].kind {
        case .menu:
          guard let menu else { preconditionFailure("a menu is staged with its identifier") }
          let identifier = menu.identifier
          if let holder = claim(
            index, in: .menus, &menuIndex, nodes: nodes, hash: menu.hash,
            where: { $0.menuIdentifier == identifier })
          {
            clash(index, .menuIdentifier(identifier), holder)
          }
        case .action:
          let identifier = nodes[node].actionIdentifier ?? ""
          if let holder = claim(
            index, in: .actions, &actionIndex, nodes: nodes, hash: identifier.hashValue,
            where: { $0.actionIdentifier == identifier })
          {
            clash(index, .actionIdentifier(identifier), holder)
          }
        case .command, .keyCommand:
          if let holder = claim(
            index, in: .commands, &commandIndex, nodes: nodes,
            hash: nodes[node].element.commandFingerprint ?? 0,
            where: { $0.commandIdentity == nodes[node].commandIdentity }),
            let identity = nodes[node].commandIdentity
          {
            clash(index, .commandIdentity(identity), holder)
          }
          if nodes[node].kind == .keyCommand, let shortcut = nodes[node].shortcut,
            let holder = claim(
              index, in: .shortcuts, &shortcutIndex, nodes: nodes, hash: shortcut.hashValue,
              where: { $0.shortcut == shortcut })
          {
            clash(index, .shortcut(shortcut), holder)
          }
        }
      }
    }

    // Preorder, without copying the elements onto a stack: each frame is a list of siblings
    // and the next one to stage. The elements are shared with the builds of other platforms,
    // often on other cores, and every copy would move their reference counts between them.
    var frames: [(siblings: [MenuElement], next: Int, parent: Int32)] = [(elements, 0, parent)]
    while var frame = frames.popLast() {
      let list = frame.siblings
      // Read through a pointer: an element read from the array would be retained while it is
      // staged, and the builds of other platforms, on other cores, read the same elements.
      list.withUnsafeBufferPointer { siblings in
        while frame.next < siblings.count {
          let index = Int32(nodes.count)
          let parentIndex = frame.parent
          var children: [MenuElement]?
          switch siblings[frame.next] {
          case .menu(let menu):
            // Stored with its identifier, generated if need be, and without its children, which
            // are linked: as the decoder made it when its identifier is the one expected.
            var identifierHash: Int?
            let form = menu.staged
            let identifier: MenuIdentifier
            if let written = menu.identifier {
              identifier = written
            } else {
              let generated = generatedIdentifier(
                parent: parentIndex, title: menu.title, lastBase: &lastBase,
                numbersTaken: &staged.numbersTaken, holderStays: stays, expected: form)
              identifier = generated.identifier
              identifierHash = generated.hash
            }
            children = menu.children
            let stored: MenuElement
            if let form, form.identifier.isSpelled(like: identifier) {
              // A form made before a change to its menu would be stale: every setter drops it.
              assert(form.menu == Self.storedCopy(of: menu, identifier: identifier), "stale form")
              stored = .menu(form.menu)
              identifierHash = identifierHash ?? form.identifierHash
            } else {
              stored = .menu(Self.storedCopy(of: menu, identifier: identifier))
            }
            keptElements.append(stored)
            nodes.append(Node(unretained: stored, parent: parentIndex))
            register(index, menu: (identifier, identifierHash ?? identifier.hashValue))
          case .command(let command) where command.hasAlternates:
            readAheadSlots |= readAhead?.stagingCommand(in: commandIndex) ?? 0
            let summary = ElementSummary(
              element: siblings[frame.next], parent: identifier(of: parentIndex),
              isInsertedByOperation: true)
            alternateProblems += Self.problems(in: command, summary: summary)
            nodes.append(Node(unretained: siblings[frame.next], parent: parentIndex))
            register(index)
          case .command:
            readAheadSlots |= readAhead?.stagingCommand(in: commandIndex) ?? 0
            nodes.append(Node(unretained: siblings[frame.next], parent: parentIndex))
            register(index)
          case .action:
            nodes.append(Node(unretained: siblings[frame.next], parent: parentIndex))
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
    }
    guard alternateProblems.isEmpty, conflicts.isEmpty else {
      unstage(from: first, restoring: takenOver, numbersTaken: staged.numbersTaken)
      keptLists.removeSubrange(kept.lists...)
      keptElements.removeSubrange(kept.elements...)
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
  ///   - expected: The menu's staged form, whose identifier (and its hash) is used when it is
  ///     spelled as the one generated.
  /// - Returns: The first identifier not taken, and its hash.
  mutating func generatedIdentifier(
    parent: Int32, title: String, lastBase: inout LastGeneratedBase?,
    numbersTaken: inout [(base: GeneratedBase, previous: Int?)], holderStays: (Int32) -> Bool,
    expected: StagedMenu? = nil
  ) -> (identifier: MenuIdentifier, hash: Int) {
    let base: GeneratedBase
    // Bytes, not `==`: canonically equivalent titles spelled differently each keep their own
    // spelling in the identifier.
    if let last = lastBase, last.parent == parent, last.title.utf8.elementsEqual(title.utf8) {
      base = last.base
    } else {
      let parentIdentifier = identifier(of: parent)
      let name = title.isEmpty ? "untitled" : title
      if let expected, expected.identifier.isSpelled(parentIdentifier, "/", name) {
        base = GeneratedBase(expected.identifier, hash: expected.identifierHash)
      } else {
        base = GeneratedBase(MenuIdentifier(rawValue: parentIdentifier.rawValue + "/" + name))
      }
      lastBase = LastGeneratedBase(parent: parent, title: title, base: base)
    }
    let (position, previous) = generatedNumbers.entry(for: base)
    var number = previous ?? 1
    var candidate = (base.identifier, base.hash)
    if number > 1 { candidate = Self.numbered(base, number, expected: expected) }
    while let holder = node(menu: candidate.0, hash: candidate.1), holderStays(holder) {
      number += 1
      candidate = Self.numbered(base, number, expected: expected)
    }
    generatedNumbers.setNext(number + 1, at: position)
    numbersTaken.append((base, previous))
    return candidate
  }

  /// `base number`, such as `com.apple.menu.file/Tabs 2`, and its hash: `expected` when it is
  /// spelled so, else a new identifier.
  private static func numbered(_ base: GeneratedBase, _ number: Int, expected: StagedMenu?)
    -> (MenuIdentifier, Int)
  {
    if let expected, expected.identifier.isNumbered(base.identifier, number) {
      return (expected.identifier, expected.identifierHash)
    }
    let identifier = MenuIdentifier.numbered(base.identifier, number)
    return (identifier, identifier.hashValue)
  }

  /// A menu as a build stores it when it has no staged form: with its identifier and without
  /// its children.
  static func storedCopy(of menu: Menu, identifier: MenuIdentifier) -> Menu {
    var copy = menu
    if copy.identifier == nil { copy.identifier = identifier }
    copy.children = []
    return copy
  }
}

extension MenuIdentifier {
  /// `base`, a space and `number` (`com.apple.menu.file/Tabs 2`), written in one allocation:
  /// every untitled group after a menu's first has such an identifier.
  static func numbered(_ base: MenuIdentifier, _ number: Int) -> MenuIdentifier {
    precondition(number > 0, "generated numbers start at 1")
    var digits = 1
    var rest = number / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    var prefix = base.rawValue
    let raw = prefix.withUTF8 { prefix in
      String(unsafeUninitializedCapacity: prefix.count + 1 + digits) { buffer in
        let written = buffer.initialize(fromContentsOf: prefix)
        buffer[written] = UInt8(ascii: " ")
        var rest = number
        for index in (written + 1..<written + 1 + digits).reversed() {
          buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
        return written + 1 + digits
      }
    }
    return MenuIdentifier(rawValue: raw)
  }

  /// Whether this is spelled as `other` is, byte for byte (not only canonically equivalent).
  func isSpelled(like other: MenuIdentifier) -> Bool {
    var (spelled, other) = (rawValue, other.rawValue)
    return spelled.withUTF8 { spelled in
      other.withUTF8 { Bytes.equal(UnsafeRawBufferPointer(spelled), UnsafeRawBufferPointer($0)) }
    }
  }

  /// Whether this is spelled `parent`, `separator` and `name` joined, byte for byte.
  func isSpelled(_ parent: MenuIdentifier, _ separator: StaticString, _ name: String) -> Bool {
    var (spelled, parent, name) = (rawValue, parent.rawValue, name)
    return spelled.withUTF8 { spelled in
      parent.withUTF8 { parent in
        name.withUTF8 { name in
          let separator = UnsafeRawBufferPointer(
            start: separator.utf8Start, count: separator.utf8CodeUnitCount)
          let spelled = UnsafeRawBufferPointer(spelled)
          /// Whether `piece` is spelled at `offset`.
          func has(_ piece: UnsafeRawBufferPointer, at offset: Int) -> Bool {
            Bytes.equal(.init(rebasing: spelled[offset..<offset + piece.count]), piece)
          }
          return spelled.count == parent.count + separator.count + name.count
            && has(UnsafeRawBufferPointer(parent), at: 0)
            && has(separator, at: parent.count)
            && has(UnsafeRawBufferPointer(name), at: parent.count + separator.count)
        }
      }
    }
  }

  /// Whether this is spelled as ``numbered(_:_:)`` writes `base` and `number`, byte for byte.
  func isNumbered(_ base: MenuIdentifier, _ number: Int) -> Bool {
    var (spelled, prefix) = (rawValue, base.rawValue)
    return spelled.withUTF8 { spelled in
      prefix.withUTF8 { prefix in
        guard spelled.count > prefix.count + 1,
          Bytes.equal(
            UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: spelled[..<prefix.count])),
            UnsafeRawBufferPointer(prefix)),
          spelled[prefix.count] == UInt8(ascii: " "),
          spelled[prefix.count + 1] != UInt8(ascii: "0")
        else { return false }
        var value = 0
        for byte in spelled[(prefix.count + 1)...] {
          guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), value <= number else {
            return false
          }
          value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value == number
      }
    }
  }
}
