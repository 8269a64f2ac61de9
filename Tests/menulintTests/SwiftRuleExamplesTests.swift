import MenuModel
import TestSupport
import Testing

@testable import menulint

/// The examples of the rules about Swift source, run as `menulint lint` reads Swift: each
/// failing example is reported exactly at its markers, each passing one not at all.
@Suite(.enabled(if: swiftcIsInstalled, "swiftc is not installed")) struct SwiftRuleExamplesTests {
  static let swiftRules = RuleRegistry.rules.filter { rule in
    (rule.triggeringExamples + rule.nonTriggeringExamples).contains(where: \.isSwift)
  }

  static func findings(of rule: RuleID, in example: RuleExample) -> (
    positions: [String], markers: [String]
  ) {
    let marked = MarkedText(example.menu)
    let run = lintSwift(
      ["Example.swift": marked.text], arguments: ["--layouts", "US", "--directions", "ltr"])
    let positions = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[\(rule)]") }
      .map { String($0.prefix { $0 != " " }.dropLast()) }
    return (positions.sorted(), marked.positions.map { "Example.swift:" + $0 })
  }

  @Test func theRulesAboutSwiftAreThese() {
    #expect(Self.swiftRules.map(\.id) == [.swiftParseError, .unusedSuppression])
  }

  @Test(arguments: swiftRules) func failingExamplesReportAtTheirMarkers(rule: RuleDescription) {
    #expect(!rule.triggeringExamples.isEmpty)
    for example in rule.triggeringExamples {
      let (positions, markers) = Self.findings(of: rule.id, in: example)
      #expect(!markers.isEmpty)
      #expect(positions == markers, "\(rule.id)")
    }
  }

  @Test(arguments: swiftRules) func passingExamplesPass(rule: RuleDescription) {
    #expect(!rule.nonTriggeringExamples.isEmpty)
    for example in rule.nonTriggeringExamples {
      #expect(Self.findings(of: rule.id, in: example).positions.isEmpty, "\(rule.id)")
    }
  }

  @Test func explainShowsTheSwiftExamples() {
    let run = Run.memory(["explain", "swift-parse-error"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("swift-parse-error (error): Swift Parse Error\n"))
    #expect(run.stdout.contains("let find = UIKeyCommand("))
  }
}
