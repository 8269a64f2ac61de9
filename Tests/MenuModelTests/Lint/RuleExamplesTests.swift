import MenuModel
import TestSupport
import Testing

/// Runs every rule's documented examples: triggering ones must report exactly at their markers,
/// passing ones must not report at all.
@Suite struct RuleExamplesTests {
  /// The rules whose examples are definitions; `unresolved-swift` is about Swift source, and
  /// its cases are tested by the Swift import tests of the CLI, which run swiftc, as are the
  /// rules whose examples are Swift (`SwiftRuleExamplesTests`); `unreadable-project` is about
  /// project files, tested by the project reader's tests.
  static let definitionRules = RuleRegistry.rules.filter { rule in
    rule.id != .unresolvedSwift && rule.id != .unreadableProject
      && !(rule.triggeringExamples + rule.nonTriggeringExamples).contains(where: \.isSwift)
  }

  @Test(arguments: definitionRules)
  func triggeringExamplesReportAtTheirMarkers(rule: RuleDescription) {
    #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) has no failing example")
    for example in rule.triggeringExamples {
      #expect(!lint(example: example).markers.isEmpty, "\(rule.id) example has no marker")
      expectDiagnostics(rule.id, in: example)
    }
  }

  @Test(arguments: definitionRules)
  func nonTriggeringExamplesPass(rule: RuleDescription) {
    #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no passing example")
    for example in rule.nonTriggeringExamples {
      let found = lint(example: example).diagnostics.filter { $0.ruleID == rule.id }
      #expect(found.isEmpty, "\(rule.id): \(found.map(\.message))")
    }
  }

  @Test func registryIsSortedUniqueAndKebabCase() {
    let ids = RuleRegistry.rules.map(\.id.rawValue)
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
    for rule in RuleRegistry.rules {
      #expect(rule.id.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
      #expect(!rule.id.rawValue.hasSuffix("-rule"))
      #expect(
        rule.name.split(separator: " ").allSatisfy { $0.first?.isUppercase == true }, "\(rule.name)"
      )
      #expect(rule.summary.hasSuffix("."), "\(rule.id) summary should read as a sentence")
    }
  }

  /// Every rule has its severity in the one table beside the identifiers, and nothing else is
  /// in the table.
  @Test func everyRuleHasOneDefaultSeverity() {
    #expect(Set(RuleID.defaultSeverities.keys) == Set(RuleRegistry.rules.map(\.id.rawValue)))
  }
}

extension RuleDescription: CustomTestStringConvertible {
  public var testDescription: String { id.rawValue }
}
