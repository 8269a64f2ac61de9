extension MenuBuilder {
  /// Elements checked and ready to insert: a flat preorder list with generated identifiers.
  struct Plan {
    struct Planned {
      /// The element, a menu's children removed and its identifier filled in.
      var element: MenuElement
      /// The index of the planned parent, or -1 for a top-level element.
      var parent: Int32
      /// The identifier of the menu that will contain it.
      var parentIdentifier: MenuIdentifier
    }

    var nodes: [Planned] = []
    /// The next number to try for each generated identifier's base, after this plan.
    var generatedNumbers: [String: Int] = [:]
  }

  /// Checks elements about to be inserted under `parent` against each other and the menu.
  ///
  /// Elements of the menu listed in `excluded` (what a replacement removes) do not count.
  /// Every clash is collected before throwing. Each new element is reported once per thing it
  /// repeats: against the menu when the menu has it, else against the first element of the same
  /// operation that has it.
  ///
  /// - Complexity: O(*m*) hash look-ups for *m* elements, without recursion.
  func analyze(
    _ elements: [MenuElement], parent: MenuIdentifier, excluding excluded: Set<Int32>
  ) throws(MenuBuilderError) -> Plan {
    var plan = Plan()
    var plannedMenus: [MenuIdentifier: Int] = [:]
    var plannedActions: [ActionIdentifier: Int] = [:]
    var plannedCommands: [CommandIdentity: Int] = [:]
    var plannedShortcuts: [KeyCombination: Int] = [:]
    var conflicts: [MenuConflict] = []
    var alternateProblems: [AlternateProblem] = []

    func existing(_ index: Int32?) -> ElementSummary? {
      guard let index, !excluded.contains(index) else { return nil }
      let node = nodes[Int(index)]
      return ElementSummary(
        element: node.element, parent: node.parent >= 0 ? identifier(of: node.parent) : nil,
        isInsertedByOperation: false)
    }

    func planned(_ position: Int?) -> ElementSummary? {
      guard let position else { return nil }
      let node = plan.nodes[position]
      return ElementSummary(
        element: node.element, parent: node.parentIdentifier, isInsertedByOperation: true)
    }

    var stack: [(element: MenuElement, parent: Int32, parentIdentifier: MenuIdentifier)] =
      elements.reversed().map { ($0, -1, parent) }
    while let (element, planParent, parentIdentifier) = stack.popLast() {
      let position = plan.nodes.count
      switch element {
      case .menu(var menu):
        let identifier =
          menu.identifier
          ?? generatedIdentifier(
            parent: parentIdentifier, title: menu.title, planned: plannedMenus,
            numbers: &plan.generatedNumbers, excluding: excluded)
        menu.identifier = identifier
        let children = menu.children
        menu.children = []
        let summary = ElementSummary(
          element: .menu(menu), parent: parentIdentifier, isInsertedByOperation: true)
        if let other = existing(menus[identifier]) ?? planned(plannedMenus[identifier]) {
          conflicts.append(
            MenuConflict(kind: .menuIdentifier(identifier), new: summary, existing: other))
        } else {
          plannedMenus[identifier] = position
        }
        plan.nodes.append(
          .init(element: .menu(menu), parent: planParent, parentIdentifier: parentIdentifier))
        for child in children.reversed() {
          stack.append((child, Int32(position), identifier))
        }
      case .action(let action):
        if let other = existing(actions[action.identifier])
          ?? planned(plannedActions[action.identifier])
        {
          let summary = ElementSummary(
            element: element, parent: parentIdentifier, isInsertedByOperation: true)
          conflicts.append(
            MenuConflict(kind: .actionIdentifier(action.identifier), new: summary, existing: other))
        } else {
          plannedActions[action.identifier] = position
        }
        plan.nodes.append(
          .init(element: element, parent: planParent, parentIdentifier: parentIdentifier))
      case .command(let command):
        // Summaries copy the element, so they are made only when something clashes.
        func summary() -> ElementSummary {
          ElementSummary(element: element, parent: parentIdentifier, isInsertedByOperation: true)
        }
        let identity = command.identity
        if let other = existing(commands[identity]) ?? planned(plannedCommands[identity]) {
          conflicts.append(
            MenuConflict(kind: .commandIdentity(identity), new: summary(), existing: other))
        } else {
          plannedCommands[identity] = position
        }
        if let shortcut = command.shortcut {
          if let other = existing(shortcuts[shortcut]) ?? planned(plannedShortcuts[shortcut]) {
            conflicts.append(
              MenuConflict(kind: .shortcut(shortcut), new: summary(), existing: other))
          } else {
            plannedShortcuts[shortcut] = position
          }
        }
        if !command.alternates.isEmpty {
          alternateProblems += Self.problems(in: command, summary: summary())
        }
        plan.nodes.append(
          .init(element: element, parent: planParent, parentIdentifier: parentIdentifier))
      }
    }
    if !alternateProblems.isEmpty { throw .invalidAlternates(alternateProblems) }
    if !conflicts.isEmpty { throw .conflicts(conflicts) }
    return plan
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
    parent: MenuIdentifier, title: String, planned: [MenuIdentifier: Int],
    numbers: inout [String: Int], excluding excluded: Set<Int32>
  ) -> MenuIdentifier {
    let base = parent.rawValue + "/" + (title.isEmpty ? "untitled" : title)
    func isTaken(_ candidate: MenuIdentifier) -> Bool {
      if planned[candidate] != nil { return true }
      guard let index = menus[candidate] else { return false }
      return !excluded.contains(index)
    }
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
