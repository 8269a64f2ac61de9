/// `unsupported-format-version`: `formatVersion` is missing or unknown.
enum UnsupportedFormatVersionRule {
  static let description = RuleDescription(
    id: .unsupportedFormatVersion,
    name: "Unsupported Format Version",
    summary: "The file's `formatVersion` is missing or is not 1.",
    rationale: """
      The version says how to read the rest of the file. A file without one, or with a version \
      this menulint does not know, is not checked further rather than misread.
      """,
    triggeringExamples: [
      RuleExample(#"1️⃣{"build": []}"#),
      RuleExample(#"{"formatVersion": 1️⃣2, "build": []}"#),
    ],
    nonTriggeringExamples: [RuleExample(#"{"formatVersion": 1}"#)])
}
