import TestSupport
import Testing

@testable import MenuModel

/// At most `limit` findings of a rule per file, the first ones in report order, then one
/// summary that counts the rest.
@Suite struct BoundedDiagnosticsTests {
  static func finding(_ rule: RuleID, line: Int, _ severity: Severity = .warning) -> Diagnostic {
    Diagnostic(
      rule, severity, "finding on line \(line)",
      at: SourceLocation(file: "f.json", line: line, column: 1, pointer: ""))
  }

  @Test func keepsTheFirstFindingsInReportOrderWhateverTheOrderAdded() {
    var bounded = BoundedDiagnostics(limit: 3)
    for line in [9, 4, 7, 1, 8, 2, 6, 3, 5] {
      bounded.append(Self.finding(.unknownField, line: line, line == 6 ? .error : .warning))
    }
    let result = bounded.diagnostics
    #expect(result.map(\.location?.line) == [1, 2, 3, 4])
    #expect(
      result.last?.message
        == "6 more 'unknown-field' findings in this file are not shown; at most 3 per rule are reported"
    )
    #expect(result.last?.severity == .error)
    #expect(result.last?.omittedCount == 6)
    #expect(result.last?.notes.isEmpty == true)
  }

  @Test func rulesAreBoundedSeparately() {
    var bounded = BoundedDiagnostics(limit: 2)
    for line in 1...5 {
      bounded.append(Self.finding(.unknownField, line: line))
      bounded.append(Self.finding(.duplicateJSONKey, line: line, .error))
    }
    bounded.append(Self.finding(.invalidShortcut, line: 9))
    let result = bounded.diagnostics
    #expect(result.filter { $0.omittedCount == 0 }.count == 5)
    #expect(
      result.filter { $0.omittedCount == 3 }.map(\.ruleID).sorted() == [
        .duplicateJSONKey, .unknownField,
      ])
    #expect(bounded.errorCount == 5)
  }

  @Test func boundingTwiceCountsEachOmittedFindingOnce() {
    var first = BoundedDiagnostics(limit: 2)
    for line in 1...10 { first.append(Self.finding(.unknownField, line: line)) }
    var second = BoundedDiagnostics(limit: 2)
    second.append(contentsOf: first.diagnostics)
    second.append(Self.finding(.unknownField, line: 20))
    let result = second.diagnostics
    #expect(result.count == 3)
    #expect(result.last?.omittedCount == 9)
    #expect(result.last?.location?.line == 3)
  }

  @Test func lazyMessagesAreMadeOnlyForKeptFindings() {
    var bounded = BoundedDiagnostics(limit: 1)
    var made = 0
    for line in 1...100 {
      bounded.append(
        .unknownField, .warning,
        at: SourceLocation(file: "f.json", line: line, column: 1, pointer: "")
      ) {
        made += 1
        return "finding \(line)"
      }
    }
    #expect(made <= 2)
    #expect(bounded.diagnostics.map(\.message).first == "finding 1")
    #expect(bounded.diagnostics.last?.omittedCount == 99)
  }

  @Test func zeroKeepsEverything() {
    var bounded = BoundedDiagnostics(limit: 0)
    for line in 1...1_000 { bounded.append(Self.finding(.unknownField, line: line)) }
    #expect(bounded.diagnostics.count == 1_000)
  }

  @Test func summariesSayNothingAboutLayoutsAndSurviveWithoutALimit() {
    var bounded = BoundedDiagnostics(limit: 1)
    for line in 1...3 {
      var finding = Self.finding(.keystrokeCollision, line: line)
      finding.layouts = ["German"]
      finding.platforms = [.iPadOS]
      bounded.append(finding)
    }
    let summary = bounded.diagnostics.last
    #expect(summary?.omittedCount == 2)
    #expect(summary?.layouts == [] && summary?.platforms == [])
    var unlimited = BoundedDiagnostics(limit: 0)
    unlimited.append(contentsOf: bounded.diagnostics)
    #expect(unlimited.diagnostics == bounded.diagnostics)
  }

  @Test func linterBoundsEveryRuleAndTheOptionIsHonoured() {
    let commands = (0..<150).map {
      #"{"type": "command", "title": "C\#($0)", "action": "c\#($0):", "shortcut": "cmd+c"}"#
    }
    let text =
      #"{"formatVersion": 1, "platforms": ["iPadOS"], "build": ["#
      + #"{"insertChild": {"type": "menu", "id": "x", "title": "X", "children": ["#
      + commands.joined(separator: ",") + #"]}, "atEndOf": "edit"}]}"#
    let capped = Linter(options: LintOptions(maximumDiagnosticsPerRule: 10))
      .lint(Array(text.utf8), file: "f.json")
    #expect(capped.count { $0.ruleID == .duplicateShortcut } == 11)
    #expect(capped.contains { $0.omittedCount == 140 && $0.ruleID == .duplicateShortcut })
    let all = Linter(options: LintOptions(maximumDiagnosticsPerRule: 0))
      .lint(Array(text.utf8), file: "f.json")
    #expect(all.count { $0.ruleID == .duplicateShortcut } == 150)
  }

  @Test func longMessagesKeepTheirStartAndEnd() {
    let title = String(repeating: "é", count: 100_000)
    let diagnostic = Diagnostic(
      .duplicateShortcut, .error, "'\(title)' uses ⌘C, which 'Copy' already uses", at: nil,
      notes: [.init("'\(title)' is here")])
    #expect(diagnostic.message.utf8.count <= Diagnostic.maximumMessageLength)
    #expect(diagnostic.message.hasPrefix("'éé"))
    #expect(diagnostic.message.hasSuffix("'Copy' already uses"))
    #expect(diagnostic.message.contains("…[199"))
    #expect(diagnostic.notes[0].message.utf8.count <= Diagnostic.maximumMessageLength)
    let short = "'Open' uses ⌘O"
    #expect(Diagnostic(.duplicateShortcut, .error, short, at: nil).message == short)
  }
}

extension BoundedDiagnosticsTests {
  /// The summary of a bounded report counts every finding, those not shown included.
  @Test func theSummaryCountsTheFindingsNotShown() {
    var bounded = BoundedDiagnostics(limit: 2)
    for line in 1...32_501 { bounded.append(Self.finding(.unknownField, line: line)) }
    bounded.append(Self.finding(.duplicateJSONKey, line: 1, .error))
    let result = LintResult(diagnostics: bounded.diagnostics, fileCount: 1)
    #expect(result.diagnostics.count == 4)
    #expect(result.findingCount == 32_502)
    #expect(result.count(of: .warning) == 32_501)
    #expect(result.count(of: .error) == 1)
    #expect(
      TextReporter.summary(result) == "Found 32,502 problems (1 error, 32,501 warnings) in 1 file.")
    let json = JSONReporter().report(result, context: ReportContext(toolVersion: "0"))
    #expect(json.contains(#""warnings": 32501"#))
  }
}
