/// `ambiguous-title`: two commands read the same in one category of the iPad shortcut overlay.
struct AmbiguousTitleRule: LintRule {
  static let description = RuleDescription(
    id: .ambiguousTitle,
    name: "Ambiguous Title",
    summary: "Two commands show the same title in one category of the flattened iPad overlay.",
    rationale: """
      The hold-⌘ overlay lists every command with a shortcut of a top-level menu in one flat \
      list, without submenu titles. Two entries that read the same ("By Name" under Sort and \
      "By Name" under Filter) cannot be told apart. Give one a 'discoverabilityTitle' such as \
      "Sort by Name". Titles are compared ignoring case and surrounding spaces.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "menu", "title": "Sort", "children": [
            {"type": "command", "title": "By Name", "action": "sortByName:", "shortcut": "ctrl+cmd+1"}]},
          {"type": "menu", "title": "Filter", "children": [
            1️⃣{"type": "command", "title": "By Name", "action": "filterByName:", "shortcut": "ctrl+opt+cmd+1"}]}],
          "atEndOf": "view"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "menu", "title": "Sort", "children": [
            {"type": "command", "title": "By Name", "discoverabilityTitle": "Sort by Name",
             "action": "sortByName:", "shortcut": "ctrl+cmd+1"}]},
          {"type": "menu", "title": "Filter", "children": [
            {"type": "command", "title": "By Name", "discoverabilityTitle": "Filter by Name",
             "action": "filterByName:", "shortcut": "ctrl+opt+cmd+1"}]}],
          "atEndOf": "view"}]}
        """#)
    ])

  func check(_ context: RuleContext) -> [Diagnostic] {
    guard context.system.showsShortcutOverlay else { return [] }
    let menu = context.menu
    var seen: [String: MenuNodeID] = [:]
    var diagnostics: [Diagnostic] = []
    for node in context.keyCommandNodes {
      guard case .command(let command) = menu.element(node),
        !command.attributes.contains(.hidden), !command.attributes.contains(.disabled),
        let category = context.category(of: node)
      else { continue }
      let title = command.overlayTitle.trimmingCharacters(in: " ").lowercased()
      guard !title.isEmpty else { continue }
      let key = "\(category.index)\u{0}\(title)"
      guard let first = seen[key] else {
        seen[key] = node
        continue
      }
      guard case .command(let other) = menu.element(first) else { continue }
      // Report at the app's element; a system pair is context.
      let (reported, named, namedCommand) =
        command.origin == .app ? (node, first, other) : (first, node, command)
      guard case .command(let reportedCommand) = menu.element(reported),
        reportedCommand.origin == .app
      else {
        continue
      }
      let categoryTitle = menu.element(category).title
      diagnostics.append(
        context.diagnostic(
          .ambiguousTitle,
          "'\(reportedCommand.overlayTitle)' appears twice under '\(categoryTitle)' in the iPad shortcut "
            + "overlay; give one a distinct 'discoverabilityTitle'",
          at: reported,
          notes: [
            context.note(about: named, "'\(namedCommand.overlayTitle)' (\(namedCommand.identity))")
          ]))
    }
    return diagnostics + uncategorized(context)
  }

  /// Responders' key commands share the overlay's Uncategorized section while their responders
  /// are in the chain together: the same title twice there, with different actions, is
  /// reported at the nearer responder's command.
  func uncategorized(_ context: RuleContext) -> [Diagnostic] {
    let table = context.keyCommands
    guard table.responders != nil else { return [] }
    var byResponder: [Int: [(title: String, entry: Int)]] = [:]
    for (index, entry) in table.entries.enumerated() {
      guard let responder = entry.responder else { continue }
      let title = entry.command.overlayTitle.trimmingCharacters(in: " ").lowercased()
      guard !title.isEmpty else { continue }
      byResponder[responder, default: []].append((title, index))
    }
    var diagnostics: [Diagnostic] = []
    for responder in byResponder.keys.sorted() {
      var seen: [String: Int] = [:]
      // Further up the chain first, so the nearer command is the one reported.
      for holder in table.ancestors[responder].reversed() {
        for (title, entry) in byResponder[holder] ?? [] where seen[title] == nil {
          seen[title] = entry
        }
      }
      for (title, index) in byResponder[responder] ?? [] {
        defer { if seen[title] == nil { seen[title] = index } }
        guard let earlier = seen[title], earlier != index else { continue }
        let entry = table.entries[index]
        let other = table.entries[earlier]
        guard other.command.action != entry.command.action,
          KeyCommandTable.canCoexist(other, entry) || other.responder != entry.responder
        else { continue }
        diagnostics.append(
          context.diagnostic(
            .ambiguousTitle,
            "'\(entry.command.overlayTitle)' appears twice among the key commands the iPad "
              + "shortcut overlay lists under Uncategorized; give one a distinct "
              + "'discoverabilityTitle'",
            at: entry, notes: [table.note(about: other, in: context.menu)]))
      }
    }
    return diagnostics
  }
}

extension String {
  /// The string without leading and trailing occurrences of a character.
  func trimmingCharacters(in character: Character) -> String {
    guard first == character || last == character else { return self }
    guard let start = firstIndex(where: { $0 != character }),
      let end = lastIndex(where: { $0 != character })
    else { return "" }
    return String(self[start...end])
  }
}
