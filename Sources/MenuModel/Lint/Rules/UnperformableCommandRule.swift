/// `unperformable-command`: a command no responder can perform in a scenario.
struct UnperformableCommandRule: LintRule {
  static let description = RuleDescription(
    id: .unperformableCommand,
    name: "Unperformable Command",
    summary:
      "With responders, a command of the app has no target in some scenarios; a key command whose action no responder implements is dead.",
    rationale: """
      A command whose action no responder in the chain can perform is hidden in the iPad \
      overlay and disabled in the Mac menu bar. That is often intended (Close Tab with no tabs) \
      and sometimes a bug (an action implemented by a responder that is never in the chain). \
      The note lists the scenarios; `menulint resolve` shows why. A command with a shortcut — \
      in the menu or in a responder's key commands — whose action no responder in the file \
      implements at all is a dead key, a warning: usually a renamed or misspelled selector. \
      Actions UIKit and AppKit implement themselves (copy:, toggleSidebar:, …) are not counted.
      """,
    triggeringExamples: [
      RuleExample(
        #"{"formatVersion": 1}"#,
        responders: #"""
          {"formatVersion": 1, "responders": [
            {"id": "reader", "kind": "viewController", "actions": ["share:"], "keyCommands": [
              1️⃣{"type": "command", "title": "Email Article", "action": "emailArticle:",
               "shortcut": "shift+cmd+e"}]}],
           "scenarios": {"reading": {"firstResponder": "reader"}}}
          """#),
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          1️⃣{"type": "command", "title": "Close Tab", "action": "closeTab:", "shortcut": "cmd+w"}],
          "atEndOf": "file"}]}
        """#,
        responders: #"""
          {"formatVersion": 1, "responders": [
            {"id": "browser", "kind": "viewController", "actions": ["closeTab:"],
             "canPerform": {"closeTab:": "openTabs > 0"}}],
           "scenarios": {"noTabs": {"firstResponder": "browser", "state": {"openTabs": 0}}}}
          """#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "Close Tab", "action": "closeTab:", "shortcut": "cmd+w"}],
          "atEndOf": "file"}]}
        """#,
        responders: #"""
          {"formatVersion": 1, "responders": [
            {"id": "browser", "kind": "viewController", "actions": ["closeTab:"],
             "canPerform": {"closeTab:": "openTabs > 0"}}],
           "scenarios": {"reading": {"firstResponder": "browser", "state": {"openTabs": 2}}}}
          """#)
    ])

  func check(_ context: RuleContext) -> [Diagnostic] {
    guard let responders = context.options.responders else { return [] }
    let chain = ResponderChain(responders)
    let table = context.keyCommands
    let implemented = Set(responders.responders.flatMap(\.actions))
    let systemActions = SystemMenus.defaultCommandActions(on: context.system.osVersion)
    func isDead(_ command: Command) -> Bool {
      command.shortcut != nil && !implemented.contains(command.action)
        && !systemActions.contains(command.action)
    }
    var dead: [Diagnostic] = []
    var deadMenuNodes: Set<MenuNodeID> = []
    for entry in table.entries where entry.isApp && isDead(entry.command) {
      if case .menu(let node) = entry.place, entry.alternate == nil { deadMenuNodes.insert(node) }
      let place =
        table.responder(of: entry).map { "a key command of responder '\($0.id)'" }
        ?? (entry.alternate == nil ? "a menu command" : "an alternate")
      dead.append(
        context.diagnostic(
          .unperformableCommand,
          "\(table.name(entry)) (\(entry.shortcut.glyphs)), \(place), performs "
            + "\(entry.command.action), which no responder implements: the key does nothing",
          at: entry,
          notes: [
            Diagnostic.Note(
              "add \(entry.command.action) to the 'actions' of the responder that implements it, "
                + "or correct the selector")
          ]))
      dead[dead.count - 1].severity = .warning
    }
    let absent: [Diagnostic] = context.appCommands.compactMap { node, command in
      guard !command.attributes.contains(.hidden), !deadMenuNodes.contains(node) else {
        return nil
      }
      let scenarios = responders.scenarios.filter {
        !chain.resolve(
          action: command.action, command: command, in: $0, on: context.system.platform,
          osVersion: context.system.osVersion
        ).isPerformable
      }
      guard !scenarios.isEmpty else { return nil }
      let names = scenarios.map { "'\($0.name)'" }.joined(separator: ", ")
      let noun = scenarios.count == 1 ? "scenario" : "scenarios"
      return context.diagnostic(
        .unperformableCommand,
        "'\(command.displayName)' (\(command.action)) has no target in the \(noun) \(names); "
          + "it is hidden in the iPad overlay and disabled in the Mac menu bar",
        at: node)
    }
    return dead + absent
  }
}
