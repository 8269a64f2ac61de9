extension SwiftSuppressions {
  /// Hides the findings that the files' `menulint:disable:next` and `menulint:disable:this`
  /// comments name at their lines.
  ///
  /// - Parameters:
  ///   - files: The directives of each Swift file read.
  ///   - diagnostics: The findings at Swift locations.
  ///   - options: The run's options: a rule they turn off hides nothing and is not reported
  ///     as unused.
  /// - Returns: The indexes of the findings kept, in order, and the findings about the
  ///   directives: those that cannot be read (`invalid-definition`), and an `unused-suppression`
  ///   note for each rule a directive names that hides nothing.
  public static func apply(
    _ files: [SwiftSuppressions], to diagnostics: [Diagnostic], options: LintOptions
  ) -> (kept: [Int], findings: [Diagnostic]) {
    struct Place: Hashable {
      var file: String
      var line: Int
      var rule: RuleID
    }
    var used: [Place: Bool] = [:]
    for file in files {
      for entry in file.entries {
        for rule in entry.rules {
          used[Place(file: file.file, line: entry.line, rule: rule.id)] = false
        }
      }
    }
    var kept: [Int] = []
    for (index, diagnostic) in diagnostics.enumerated() {
      if let location = diagnostic.location, !used.isEmpty {
        let place = Place(file: location.file, line: location.line, rule: diagnostic.ruleID)
        if used[place] != nil {
          used[place] = true
          continue
        }
      }
      kept.append(index)
    }
    var findings: [Diagnostic] = []
    for file in files {
      findings += file.problems
      for entry in file.entries {
        for rule in entry.rules where !options.disabledRules.contains(rule.id) {
          if used[Place(file: file.file, line: entry.line, rule: rule.id)] == false {
            findings.append(UnusedSuppressionRule.diagnostic(rule.id, at: rule.location))
          }
        }
      }
    }
    return (kept, findings)
  }
}
