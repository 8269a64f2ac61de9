/// `invalid-definition`: the JSON is valid but does not describe a menu.
enum InvalidDefinitionRule {
  static let description = RuleDescription(
    id: .invalidDefinition,
    name: "Invalid Definition",
    summary: """
      A value has the wrong type, a required field is missing, or a type, operation or enum \
      value is unknown.
      """,
    rationale: """
      UIKit would not accept such an element (a command without an action, an operation \
      without a target). The element is left out and the rest of the file is still checked; \
      operations that name it are not reported again as missing targets.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"insertElements": [1️⃣{"type": "command", "title": "Reload"}], "atEndOf": "view"},
          {"insertElements": [{"type": 2️⃣"comand", "title": "Stop", "action": "stop:"}], "atEndOf": "view"},
          3️⃣{"insertChlid": {"type": "menu", "title": "Go"}, "atEndOf": "root"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"insertElements": [{"type": "command", "title": "Reload", "action": "reload:"}], "atEndOf": "view"}]}
        """#)
    ])
}

extension InvalidDefinitionRule {
  /// The finding for an operation on the root that UIKit does not allow.
  static func diagnostic(
    _ error: MenuBuilderError, in operation: BuildOperation, of system: MenuSystem
  ) -> Diagnostic {
    Diagnostic(
      .invalidDefinition, RuleID.invalidDefinition.defaultSeverity, error.description,
      at: system.location(of: operation.source))
  }
}
