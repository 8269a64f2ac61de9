/// `missing-target`: an operation names something that is not in the menu at that point.
enum MissingTargetRule {
  static let description = RuleDescription(
    id: .missingTarget,
    name: "Missing Target",
    summary: "An operation names a menu, action or command that does not exist at that point.",
    rationale: """
      UIKit silently ignores an operation whose target is missing, so a typo in a menu \
      identifier or an operation in the wrong order quietly drops part of the menu. The nearest \
      existing name is suggested.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          1️⃣{"remove": {"menu": "textStlye"}},
          2️⃣{"insertElements": [{"type": "command", "title": "Export", "action": "export:"}],
           "atEndOf": "com.example.tools"},
          {"insertChild": {"type": "menu", "title": "Tools", "id": "com.example.tools"}, "atEndOf": "root"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"remove": {"menu": "textStyle"}},
          {"insertChild": {"type": "menu", "title": "Tools", "id": "com.example.tools"}, "atEndOf": "root"},
          {"insertElements": [{"type": "command", "title": "Export", "action": "export:"}],
           "atEndOf": "com.example.tools"}]}
        """#)
    ])
}
