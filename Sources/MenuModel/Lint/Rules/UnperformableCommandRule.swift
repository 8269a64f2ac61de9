/// `unperformable-command`: a command no responder can perform in a scenario.
struct UnperformableCommandRule: LintRule {
  static let description = RuleDescription(
    id: .unperformableCommand,
    name: "Unperformable Command",
    summary: "With responders, a command of the app has no target in some scenarios.",
    rationale: """
      A command whose action no responder in the chain can perform is hidden in the iPad \
      overlay and disabled in the Mac menu bar. That is often intended (Close Tab with no tabs) \
      and sometimes a bug (an action implemented by a responder that is never in the chain). \
      The note lists the scenarios; `menulint resolve` shows why.
      """,
    triggeringExamples: [
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
          """#)
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
    return context.appCommands.compactMap { node, command in
      guard !command.attributes.contains(.hidden) else { return nil }
      let scenarios = responders.scenarios.filter {
        !chain.resolve(action: command.action, in: $0).isPerformable
      }
      guard !scenarios.isEmpty else { return nil }
      let names = scenarios.map { "'\($0.name)'" }.joined(separator: ", ")
      let noun = scenarios.count == 1 ? "scenario" : "scenarios"
      return context.diagnostic(
        .unperformableCommand,
        "'\(command.title)' (\(command.action)) has no target in the \(noun) \(names); "
          + "it is hidden in the iPad overlay and disabled in the Mac menu bar",
        at: node)
    }
  }
}
