/// `unknown-field`: a key the format does not define.
enum UnknownFieldRule {
  static let description = RuleDescription(
    id: .unknownField,
    name: "Unknown Field",
    summary: "An object has a key the format does not define; the nearest known key is suggested.",
    rationale: """
      A misspelt key is silently ignored by most JSON readers, so a shortcut written under \
      'shorcut' simply never exists. The warning names the nearest known key.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"insertElements": [{"type": "command", "title": "Reload", "action": "reload:",
                               1️⃣"shorcut": "cmd+r"}], "atEndOf": "view"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"$schema": "menulint-menu.schema.json", "formatVersion": 1, "build": [
          {"insertElements": [{"type": "command", "title": "Reload", "action": "reload:",
                               "shortcut": "cmd+r"}], "atEndOf": "view"}]}
        """#)
    ])
}
