/// `invalid-alternate`: a command alternate UIKit's initializer asserts on.
enum InvalidAlternateRule {
  static let description = RuleDescription(
    id: .invalidAlternate,
    name: "Invalid Alternate",
    summary: "A command's alternate has no modifiers, or repeats another alternate's modifiers.",
    rationale: """
      An alternate (UICommandAlternate) replaces its command while extra modifiers are held, so \
      it needs modifiers, and two alternates of one command cannot share them. UIKit asserts \
      when creating such a command; menulint refuses the operation.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "Close", "action": "closeNote:", "alternates": [
            {"title": "Close All", "action": "closeAll:", "modifiers": ["option"]},
            1️⃣{"title": "Close Others", "action": "closeOthers:", "modifiers": ["option"]}]}],
          "atEndOf": "file"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "Close", "action": "closeNote:", "alternates": [
            {"title": "Close All", "action": "closeAll:", "modifiers": ["option"]},
            {"title": "Close Others", "action": "closeOthers:", "modifiers": ["option", "shift"]}]}],
          "atEndOf": "file"}]}
        """#)
    ])
}

extension InvalidAlternateRule {
  /// The finding for an alternate UIKit rejects, at the alternate.
  static func diagnostic(
    _ problem: AlternateProblem, in operation: BuildOperation, of system: MenuSystem
  ) -> Diagnostic {
    Diagnostic(
      .invalidAlternate, RuleID.invalidAlternate.defaultSeverity, problem.description,
      at: system.location(of: problem.alternate.source)
        ?? system.location(of: problem.command.element.source)
        ?? system.location(of: operation.source),
      notes: [system.refusedNote(operation)])
  }
}
