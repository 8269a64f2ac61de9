/// `missing-discoverability-title`: a shortcut in a nested submenu whose title loses its context
/// in the flattened iPad overlay.
struct MissingDiscoverabilityTitleRule: LintRule {
  static let description = RuleDescription(
    id: .missingDiscoverabilityTitle,
    name: "Missing Discoverability Title",
    summary: "A command with a shortcut inside a nested submenu has no 'discoverabilityTitle'.",
    rationale: """
      The iPad overlay flattens each top-level menu, so "By Name" from View ▸ Sort shows as just \
      "By Name". The HIG asks for a 'discoverabilityTitle' that carries the context ("Sort by \
      Name"). Inline groups keep no title either, but they add no context to lose; nor does a \
      title that already names its submenu ("Decrease Font Size" under Font).
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "menu", "title": "Sort", "children": [
            1️⃣{"type": "command", "title": "By Name", "action": "sortByName:", "shortcut": "ctrl+cmd+1"}]}],
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
          {"type": "menu", "options": ["displayInline"], "children": [
            {"type": "command", "title": "Reload", "action": "reload:", "shortcut": "cmd+r"}]}],
          "atEndOf": "view"}]}
        """#)
    ])

  func check(_ context: RuleContext) -> [Diagnostic] {
    guard context.system.showsShortcutOverlay else { return [] }
    let menu = context.menu
    return context.keyCommandNodes.compactMap { node in
      guard case .command(let command) = menu.element(node), command.origin == .app,
        (command.discoverabilityTitle ?? "").isEmpty
      else {
        return nil
      }
      // Submenus between the top-level menu and the command (inline groups do not count).
      let nested = menu.ancestors(of: node).dropFirst(2).compactMap { ancestor -> String? in
        guard case .menu(let submenu) = menu.element(ancestor), !submenu.isInline else {
          return nil
        }
        return submenu.title
      }
      // A title that already names its submenu ("Decrease Font Size" in Font) loses nothing.
      guard let submenu = nested.last, !command.title.lowercased().contains(submenu.lowercased())
      else {
        return nil
      }
      return context.diagnostic(
        .missingDiscoverabilityTitle,
        "\(command.name) is in the submenu '\(submenu)', whose title the iPad overlay does not show; "
          + "add a 'discoverabilityTitle' such as '\(submenu) \(command.title)'",
        at: node)
    }
  }
}
