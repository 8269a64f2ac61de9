/// `duplicate-shortcut`: an operation would repeat a UIKit-equal shortcut, and UIKit refuses it.
enum DuplicateShortcutRule {
  static let description = RuleDescription(
    id: .duplicateShortcut,
    name: "Duplicate Shortcut",
    summary: """
      A key command's shortcut is UIKit-equal to one already in the menu, system commands \
      included; the operation is refused.
      """,
    rationale: """
      UIKit compares key commands by input string (case-sensitive) and modifier flags, and \
      refuses an operation that would add an equal one — including against its own commands, \
      such as ⌘I Italic in textStyle. Nothing the operation inserts appears. Remove or replace \
      the other command first, or choose another shortcut.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          1️⃣{"type": "command", "title": "Get Info", "action": "getInfo:", "shortcut": "cmd+i"}],
          "atEndOf": "file"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"remove": {"menu": "textStyle"}},
          {"insertElements": [
            {"type": "command", "title": "Get Info", "action": "getInfo:", "shortcut": "cmd+i"}],
           "atEndOf": "file"}]}
        """#)
    ])
}
