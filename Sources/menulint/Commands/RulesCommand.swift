import MenuModel

/// `menulint rules`: list every rule with its default severity and summary.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "List the rules, their default severities and what they find.")

  static let arguments: [ArgumentSpec] = [
    .option(
      "format", help: "The output format (markdown: the table the README shows).",
      values: ["text", "json", "markdown"], defaultValue: "text")
  ]

  var format: String

  init(parsing arguments: ParsedArguments) throws {
    format = arguments.option("format") ?? "text"
  }

  /// The rules as a Markdown table, escaped for table cells.
  static var markdown: String {
    var text = "| rule | default | finds |\n|---|---|---|\n"
    for rule in RuleRegistry.rules {
      let summary = rule.summary.replacing("|", with: "\\|").replacing("\n", with: " ")
      text += "| `\(rule.id.rawValue)` | \(rule.defaultSeverity.rawValue) | \(summary) |\n"
    }
    return text
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    if format == "markdown" {
      io.out(Self.markdown)
      return .success
    }
    if format == "json" {
      io.out(
        JSONWriter.string(
          .object([
            ("version", .integer(1)),
            (
              "rules",
              .array(
                RuleRegistry.rules.map {
                  .object([
                    ("id", .string($0.id.rawValue)), ("name", .string($0.name)),
                    ("severity", .string($0.defaultSeverity.rawValue)),
                    ("summary", .string($0.summary)),
                  ])
                })
            ),
          ])))
      return .success
    }
    let width = RuleRegistry.rules.map(\.id.rawValue.count).max() ?? 0
    var text = "RULE" + String(repeating: " ", count: width - 2) + "SEVERITY  SUMMARY\n"
    for rule in RuleRegistry.rules {
      let id = rule.id.rawValue
      let severity = rule.defaultSeverity.rawValue
      text += id + String(repeating: " ", count: width + 2 - id.count)
      text += severity + String(repeating: " ", count: 10 - severity.count)
      text += rule.summary + "\n"
    }
    io.out(text)
    return .success
  }
}
