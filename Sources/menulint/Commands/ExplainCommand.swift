import MenuModel

/// `menulint explain RULE`: a rule's rationale with a failing and a passing example.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain", abstract: "Explain a rule, with a failing and a passing example.")

  static let arguments: [ArgumentSpec] = [
    .positional(
      "rule", help: "The rule's identifier, such as duplicate-shortcut.", isOptional: false)
  ]

  var rule: RuleDescription

  init(parsing arguments: ParsedArguments) throws {
    let name = arguments.positional("rule") ?? ""
    guard let rule = RuleRegistry.description(for: RuleID(rawValue: name)) else {
      let suggestion = EditDistance.closest(to: name, in: RuleRegistry.rules.map(\.id.rawValue))
      throw ToolError.usage(
        "Unknown rule '\(name)'"
          + (suggestion.map { ". Did you mean '\($0)'?" } ?? ". See 'menulint rules'."))
    }
    self.rule = rule
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    var text = "\(rule.id) (\(rule.defaultSeverity)): \(rule.name)\n\n"
    text += rule.summary + "\n\n" + rule.rationale + "\n"
    if let failing = rule.triggeringExamples.first {
      text +=
        "\nFails (each marker shows where it is reported):\n\n" + Self.indented(failing) + "\n"
    }
    if let passing = rule.nonTriggeringExamples.first {
      text += "\nPasses:\n\n" + Self.indented(passing) + "\n"
    }
    io.out(text)
    return .success
  }

  static func indented(_ example: RuleExample) -> String {
    var text = example.menu.split(separator: "\n", omittingEmptySubsequences: false).map {
      "    " + $0
    }
    .joined(separator: "\n")
    if let responders = example.responders {
      text +=
        "\n\n    with responders:\n"
        + responders.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        .joined(separator: "\n")
    }
    return text
  }
}
