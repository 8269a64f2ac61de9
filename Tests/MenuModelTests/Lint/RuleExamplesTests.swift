import Foundation
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

  /// A rule written but left out of the registry fails here: each `…Rule.swift` in
  /// `Lint/Rules/` and each identifier `RuleID` declares is a registered rule.
  @Test func everyRuleFileAndIdentifierIsRegistered() throws {
    let registered = Set(RuleRegistry.rules.map(\.id.rawValue))
    let sources = SharedData.repositoryRoot.appendingPathComponent("Sources/MenuModel")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: sources.appendingPathComponent("Lint/Rules").path)
    let ruleFiles = files.filter { $0.hasSuffix("Rule.swift") }
    #expect(ruleFiles.count >= 20)
    for file in ruleFiles {
      let id = Self.kebabCase(String(file.dropLast("Rule.swift".count)))
      #expect(registered.contains(id), "\(file) has no rule '\(id)' in RuleRegistry")
    }
    let ids = try String(
      contentsOf: sources.appendingPathComponent("Diagnostics/RuleID.swift"), encoding: .utf8)
    let declared = ids.matches(of: /static let \w+: RuleID = "([a-z-]+)"/).map { String($0.1) }
    #expect(declared.count == registered.count)
    for id in declared {
      #expect(registered.contains(id), "RuleID '\(id)' is not in RuleRegistry")
    }
  }

  /// `DuplicateJSONKey` as `duplicate-json-key`.
  static func kebabCase(_ name: String) -> String {
    let characters = Array(name)
    var result = ""
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase,
        characters[index - 1].isLowercase
          || (index + 1 < characters.count && characters[index + 1].isLowercase
            && characters[index - 1].isUppercase)
      {
        result += "-"
      }
      result += character.lowercased()
    }
    return result
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
