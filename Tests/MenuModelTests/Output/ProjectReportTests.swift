import MenuModel
import Testing

/// The project's facts in the JSON and SARIF reports.
@Suite struct ProjectReportTests {
  static var facts: AppFacts {
    var facts = AppFacts(project: "App/App.xcodeproj", kind: .xcode, target: "App")
    facts.platforms = [.iPadOS, .macCatalyst]
    facts.deploymentTarget = "17.0"
    facts.infoPlist = "App/App/Info.plist"
    facts.supportsPrintCommand = true
    facts.defines = ["MAIN"]
    facts.app = "App"
    facts.evidence = ["SUPPORTS_MACCATALYST = YES"]
    facts.overridden = ["platforms"]
    return facts
  }

  static var result: LintResult {
    var result = LintResult(diagnostics: [], fileCount: 1)
    result.projectFacts = [facts]
    return result
  }

  static let expected = """
    {
      "targets": [
        {
          "app": "App",
          "defines": [
            "MAIN"
          ],
          "deploymentTarget": "17.0",
          "designRequiresCompatibility": null,
          "evidence": [
            "SUPPORTS_MACCATALYST = YES"
          ],
          "file": "App/App.xcodeproj",
          "iPhoneOnly": false,
          "infoPlist": "App/App/Info.plist",
          "kind": "xcode",
          "osVersions": [
            18,
            26
          ],
          "overridden": [
            "platforms"
          ],
          "platforms": [
            "iPadOS",
            "macCatalyst"
          ],
          "settingsBundle": false,
          "supportsMultipleScenes": null,
          "supportsPrintCommand": true,
          "target": "App"
        }
      ]
    }
    """

  /// The expected object as written `spaces` deep.
  static func expected(indentedBy spaces: Int) -> String {
    let indent = String(repeating: " ", count: spaces)
    return expected.split(separator: "\n").enumerated().map { $0 == 0 ? String($1) : indent + $1 }
      .joined(separator: "\n")
  }

  @Test func jsonHasAProjectObjectOnlyWhenAProjectWasUsed() throws {
    let context = ReportContext(toolVersion: "1")
    let report = JSONReporter().report(Self.result, context: context)
    #expect(report.contains("\n  \"project\": " + Self.expected(indentedBy: 2) + ",\n"))
    let plain = JSONReporter().report(LintResult(diagnostics: [], fileCount: 1), context: context)
    #expect(!plain.contains("\"project\""))
  }

  @Test func sarifCarriesThemInTheRunsProperties() throws {
    let context = ReportContext(toolVersion: "1")
    let report = SARIFReporter().report(Self.result, context: context)
    #expect(
      report.contains(
        "\n      \"properties\": {\n        \"project\": " + Self.expected(indentedBy: 8) + "\n"))
    let plain = SARIFReporter().report(LintResult(diagnostics: [], fileCount: 1), context: context)
    #expect(!plain.contains("\"project\""))
  }
}
