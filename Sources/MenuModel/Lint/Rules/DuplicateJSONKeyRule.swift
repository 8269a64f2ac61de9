/// `duplicate-json-key`: an object repeats a key.
enum DuplicateJSONKeyRule {
  static let description = RuleDescription(
    id: .duplicateJSONKey,
    name: "Duplicate JSON Key",
    summary: "An object repeats a key.",
    rationale: """
      JSON parsers disagree about repeated keys: Foundation silently keeps one of them, so one \
      of the two values is lost without a word. menulint uses the last value, like JavaScript, \
      and reports the repetition with a note at the first occurrence.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"insertChild": {"type": "menu", "title": "Tools", 1️⃣"title": "Utilities"}, "atEndOf": "root"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"insertChild": {"type": "menu", "title": "Tools"}, "atEndOf": "root"}]}
        """#)
    ])
}
