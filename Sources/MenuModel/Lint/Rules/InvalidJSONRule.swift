/// `invalid-json`: the file is not JSON.
enum InvalidJSONRule {
  static let description = RuleDescription(
    id: .invalidJSON,
    name: "Invalid JSON",
    summary: "The file is not valid JSON (RFC 8259).",
    rationale: """
      A definition that is not JSON cannot be checked at all. The message says what was \
      expected and what was found, at the exact line and column: a missing comma, a trailing \
      comma, a comment, an unterminated string, invalid UTF-8 or nesting deeper than 512 levels.
      """,
    triggeringExamples: [
      RuleExample(#"{"formatVersion": 1, "build": [1️⃣}"#),
      RuleExample(#"{"formatVersion": 1,1️⃣}"#),
    ],
    nonTriggeringExamples: [RuleExample(#"{"formatVersion": 1, "build": []}"#)])
}
