import Foundation
import TestSupport
import Testing

/// SARIF output checked against the SARIF 2.1.0 schema in `../shared/testsuites` with
/// `Scripts/validate-sarif` (which needs python3's jsonschema; without it the check is
/// skipped, as the script says).
enum SARIFValidation {
  static func expectValid(_ sarif: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "menulint-\(UUID().uuidString).sarif")
    try sarif.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let schema = SharedData.root.appendingPathComponent(
      "testsuites/sarif/sarif-schema-2.1.0.json")
    let (status, output) = try RepositoryChecksTests.run(
      "validate-sarif", [schema.path, file.path])
    guard !output.contains("needs the jsonschema package") else { return }
    #expect(status == 0, "\(output)", sourceLocation: sourceLocation)
  }
}
