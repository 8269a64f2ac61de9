import Testing

@testable import MenuModel

/// `// menulint:disable:next RULE` and `// menulint:disable:this RULE` in Swift, read from the
/// source's tokens.
@Suite struct SwiftSuppressionsTests {
  static func read(_ source: String) -> SwiftSuppressions {
    SwiftSuppressions(source: Array(source.utf8), file: "A.swift")
  }

  @Test func nextAndThisNameTheirLines() {
    let found = Self.read(
      """
      let a = 1
      // menulint:disable:next reserved-shortcut, ambiguous-title
      let b = 2  // menulint:disable:this duplicate-shortcut - UIKit keeps the first
      """)
    #expect(found.problems.isEmpty)
    #expect(found.entries.map(\.line) == [3, 3])
    #expect(found.entries[0].rules.map(\.id) == [.reservedShortcut, .ambiguousTitle])
    #expect(found.entries[1].rules.map(\.id) == [.duplicateShortcut])
    #expect(
      found.entries[0].rules[0].location == SourceLocation(file: "A.swift", line: 2, column: 26))
  }

  /// Text in a string literal, a block comment or a documentation comment is no directive.
  @Test func onlyLineCommentsAreDirectives() {
    let found = Self.read(
      #"""
      let s = "// menulint:disable:next reserved-shortcut"
      let t = """
        // menulint:disable:this reserved-shortcut
        """
      /* menulint:disable:next reserved-shortcut */
      /// menulint:disable:next reserved-shortcut
      let u = "\(x) // menulint:disable:this reserved-shortcut"
      """#)
    #expect(found.entries.isEmpty)
    #expect(found.problems.isEmpty)
  }

  @Test func unknownRulesAndDirectivesAreInvalidDefinitions() {
    let found = Self.read(
      """
      // menulint:disable:next reserved-shortcuts
      // menulint:disable:nxt reserved-shortcut
      // menulint:disable:this
      """)
    #expect(found.entries.isEmpty)
    #expect(found.problems.allSatisfy { $0.ruleID == .invalidDefinition && $0.severity == .error })
    #expect(
      found.problems.map(\.message) == [
        "'menulint:disable:next' names 'reserved-shortcuts', which is not a rule; did you mean "
          + "'reserved-shortcut'?",
        "'menulint:disable:nxt' is not a menulint directive; write "
          + "'// menulint:disable:next RULE' or '// menulint:disable:this RULE'",
        "'menulint:disable:this' names no rule; write 'menulint:disable:this RULE'",
      ])
    #expect(found.problems.first?.location?.column == 26)
  }

  /// A directive hides the findings of its rules at its line, and says which rules hid nothing.
  @Test func applyingHidesFindingsAndReportsUnusedRules() {
    let found = Self.read(
      """
      // menulint:disable:next reserved-shortcut ambiguous-title
      let b = 2
      """)
    let at = { (line: Int, rule: RuleID) in
      Diagnostic(rule, .warning, "x", at: SourceLocation(file: "A.swift", line: line, column: 3))
    }
    let diagnostics = [
      at(2, .reservedShortcut), at(3, .reservedShortcut), at(2, .duplicateShortcut),
    ]
    let (kept, findings) = SwiftSuppressions.apply([found], to: diagnostics, options: LintOptions())
    #expect(kept == [1, 2])
    #expect(findings.map(\.ruleID) == [.unusedSuppression])
    #expect(findings.first?.severity == .note)
    #expect(findings.first?.message.hasPrefix("'ambiguous-title' reports nothing") == true)
    var options = LintOptions()
    options.disabledRules = [.ambiguousTitle]
    #expect(SwiftSuppressions.apply([found], to: diagnostics, options: options).findings.isEmpty)
  }
}
