/// Diagnostics of one file with at most `limit` findings per rule: the first ones in report
/// order, and for the rest a single summary that says how many were left out.
///
/// A pathological file (a million duplicate keys) would otherwise produce a report, and hold
/// diagnostics in memory, hundreds of times its own size. Kept findings are trimmed whenever
/// a rule holds twice the limit, so memory stays O(rules × limit) and the work O(*n* log limit).
/// Summaries added to a collection count as the findings they stand for, so bounding twice
/// (while decoding, then for the whole file) reports each omitted finding once.
struct BoundedDiagnostics {
  /// The most findings of one rule that are kept; 0 keeps every one.
  let limit: Int
  // Tables are keyed by the rule identifier's text: keyed by `RuleID` itself, the first would
  // make the runtime search the process's conformance records (see the README's performance
  // section).
  private var kept: [String: [Diagnostic]] = [:]
  private var omitted: [String: Omitted] = [:]
  /// The last finding kept of each trimmed rule: anything that sorts after it is omitted at once.
  private var cutoffs: [String: Diagnostic] = [:]
  private var order: [RuleID] = []
  /// How many errors were added one by one, kept or not.
  private(set) var errorCount = 0

  /// Findings of one rule left out: how many, the most serious severity and the first.
  private struct Omitted {
    var count = 0
    var severity = Severity.note
    var first: Diagnostic?
  }

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  mutating func append(_ diagnostic: Diagnostic) {
    // Without a limit, a summary made under another limit is kept as it is.
    if diagnostic.omittedCount > 0 && limit > 0 {
      omit(earliest: diagnostic, severity: diagnostic.severity, count: diagnostic.omittedCount)
      return
    }
    if diagnostic.severity == .error { errorCount += 1 }
    let rule = diagnostic.ruleID.rawValue
    if let cutoff = cutoffs[rule], !(diagnostic < cutoff) {
      omit(earliest: diagnostic, severity: diagnostic.severity, count: 1)
      return
    }
    if kept[rule] == nil { order.append(diagnostic.ruleID) }
    kept[rule, default: []].append(diagnostic)
    if limit > 0, let count = kept[rule]?.count, count >= 2 * limit {
      trim(diagnostic.ruleID)
    }
  }

  /// Adds a finding, making its message and notes only when it may be kept: a file with a
  /// million unknown keys does not compute a million suggestions.
  mutating func append(
    _ rule: RuleID, _ severity: Severity, at location: SourceLocation,
    message: () -> String, notes: () -> [Diagnostic.Note] = { [] }
  ) {
    if let cutoff = cutoffs[rule.rawValue]?.location,
      (location.file, location.line, location.column) > (cutoff.file, cutoff.line, cutoff.column)
    {
      if severity == .error { errorCount += 1 }
      omit(earliest: Diagnostic(rule, severity, "", at: location), severity: severity, count: 1)
      return
    }
    append(Diagnostic(rule, severity, message(), at: location, notes: notes()))
  }

  mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
    for diagnostic in diagnostics { append(diagnostic) }
  }

  /// The kept findings and one summary per rule with omissions, sorted.
  var diagnostics: [Diagnostic] {
    var copy = self
    var result: [Diagnostic] = []
    for rule in order {
      if copy.limit > 0 { copy.trim(rule) }
      result += copy.kept[rule.rawValue] ?? []
    }
    // Sorted as rule identifiers are, by their text.
    for (rule, omitted) in copy.omitted.sorted(by: { $0.key < $1.key }) {
      guard var first = omitted.first else { continue }
      first.severity = omitted.severity
      first.message =
        "\(omitted.count) more '\(rule)' findings in this file are not shown; at most "
        + "\(copy.limit) per rule are reported"
      first.notes = []
      (first.layouts, first.directions, first.platforms) = ([], [], [])
      first.omittedCount = omitted.count
      result.append(first)
    }
    return result.sorted()
  }

  /// Keeps the first `limit` findings of a rule and counts the others as omitted.
  private mutating func trim(_ rule: RuleID) {
    guard var findings = kept[rule.rawValue], findings.count > limit else { return }
    findings.sort()
    let dropped = findings[limit...]
    omit(
      earliest: findings[limit], severity: dropped.lazy.map(\.severity).max() ?? .note,
      count: dropped.count)
    findings.removeSubrange(limit...)
    cutoffs[rule.rawValue] = findings.last
    kept[rule.rawValue] = findings
  }

  private mutating func omit(earliest: Diagnostic, severity: Severity, count: Int) {
    let rule = earliest.ruleID.rawValue
    var record = omitted[rule, default: Omitted()]
    record.count += count
    record.severity = max(record.severity, severity)
    if record.first.map({ earliest < $0 }) ?? true { record.first = earliest }
    omitted[rule] = record
    if kept[rule] == nil {
      kept[rule] = []
      order.append(earliest.ruleID)
    }
  }
}
