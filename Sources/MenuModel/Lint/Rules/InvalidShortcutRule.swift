/// `invalid-shortcut`: a shortcut string that does not parse.
enum InvalidShortcutRule {
  static let description = RuleDescription(
    id: .invalidShortcut,
    name: "Invalid Shortcut",
    summary: "A shortcut names an unknown key or modifier, repeats a modifier, or has no key.",
    rationale: """
      Shortcuts are written as modifier and key names joined by '+' ("cmd+shift+z", \
      "ctrl+opt+cmd+n", "cmd+plus") or with glyphs ("⇧⌘Z"). The diagnostic points at the \
      offending token inside the string and suggests the nearest name.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"insertElements": [{"type": "command", "title": "Reload", "action": "reload:",
                               "shortcut": "cmd+1️⃣shft+r"}], "atEndOf": "view"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"insertElements": [{"type": "command", "title": "Reload", "action": "reload:",
                               "shortcut": "cmd+shift+r"}], "atEndOf": "view"}]}
        """#)
    ])
}
