import Foundation
import MenuModel
import TestSupport
import Testing

@testable import menulint

/// The JSON Schemas agree with the decoder: every example validates, and broken shapes do not.
@Suite struct SchemaTests {
  static func exampleFiles() -> [URL] {
    let examples = Golden.repositoryRoot.appendingPathComponent("Examples")
    let enumerator = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? [])
      .filter { $0.lastPathComponent.hasSuffix(".menu.json") }
      .sorted { $0.path < $1.path }
  }

  @Test func everyValidExampleValidatesAgainstTheMenuSchema() throws {
    let validator = try SchemaValidator(schema: JSONSchemas.document(.menu))
    var checked = 0
    for url in Self.exampleFiles() {
      let text = try String(contentsOf: url, encoding: .utf8)
      let diagnostics = Linter().lint(Array(text.utf8), file: url.path)
      let decodes = !diagnostics.contains {
        [
          .invalidJSON, .invalidDefinition, .unknownField, .invalidShortcut, .duplicateJSONKey,
          .unsupportedFormatVersion,
        ].contains($0.ruleID)
      }
      guard decodes else { continue }
      #expect(try validator.errors(in: text) == [], "\(url.lastPathComponent)")
      checked += 1
    }
    #expect(checked >= 1)
  }

  @Test func everyResponderExampleValidatesAgainstTheResponderSchema() throws {
    let validator = try SchemaValidator(schema: JSONSchemas.document(.responders))
    let examples = Golden.repositoryRoot.appendingPathComponent("Examples")
    let files =
      (FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)?.allObjects
      as? [URL] ?? [])
      .filter { $0.lastPathComponent.hasSuffix(".responders.json") }
    #expect(files.count >= 2)
    for url in files {
      #expect(
        try validator.errors(in: String(contentsOf: url, encoding: .utf8)) == [],
        "\(url.lastPathComponent)")
    }
    #expect(
      try !validator.errors(in: #"{"formatVersion": 1, "responders": [{"kind": "view"}]}"#).isEmpty)
  }

  @Test func ruleExamplesAgreeWithTheSchema() throws {
    let validator = try SchemaValidator(schema: JSONSchemas.document(.menu))
    let decodeRules: Set<RuleID> = [.invalidDefinition, .unknownField, .unsupportedFormatVersion]
    for rule in RuleRegistry.rules where rule.id != .invalidJSON && rule.id != .duplicateJSONKey {
      for example in rule.triggeringExamples + rule.nonTriggeringExamples where !example.isSwift {
        let text = RuleExample.strippingMarkers(example.menu)
        let decodeProblems = Linter().lint(Array(text.utf8), file: "x").contains {
          decodeRules.contains($0.ruleID)
        }
        let schemaProblems = try validator.errors(in: text)
        #expect(decodeProblems == !schemaProblems.isEmpty, "\(rule.id): \(schemaProblems)")
      }
    }
  }

  @Test(arguments: JSONSchemas.Kind.allCases.map(\.rawValue)) func schemaCommandPrintsEachSchema(
    kind: String
  ) throws {
    let run = Run.memory(["schema", kind])
    #expect(run.status == 0)
    let document = try JSONParser().parse(Array(run.stdout.utf8), file: "schema.json")
    #expect(document.root["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
  }

  @Test func jsonReportsValidateAgainstTheReportSchema() throws {
    let validator = try SchemaValidator(schema: JSONSchemas.document(.report))
    let run = Run.real(["lint", "--format", "json", "Examples"])
    #expect(try validator.errors(in: run.stdout) == [])
  }
}
