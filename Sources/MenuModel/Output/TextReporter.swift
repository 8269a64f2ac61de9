/// The default report: `file:line:column: severity: message [rule]` lines, indented notes and a
/// summary line, with control characters escaped and colour only on a terminal.
///
///     App.menu.json:12:9: error: 'Get Info' uses ⌘I, which 'Italic' already uses [duplicate-shortcut]
///       note: 'Italic' (toggleItalics:) is a system command in textStyle
///       help: try ⌃⌘I: free on iPadOS 18/26 and Mac Catalyst, typeable on all 84 layouts
///     Found 1 problem (1 error) in 1 file.
public struct TextReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// Writes the report.
  ///
  /// - Parameters:
  ///   - result: What linting found.
  ///   - context: Whether colour may be used.
  /// - Returns: The report, ending with a newline.
  public func report(_ result: LintResult, context: ReportContext) -> String {
    var output = ""
    let style = Style(enabled: context.useColor)
    for diagnostic in result.diagnostics {
      if let location = diagnostic.location {
        output += style.bold(TerminalText.escaped(location.description) + ":") + " "
      }
      output += style.severity(diagnostic.severity) + " "
      output += TerminalText.escaped(diagnostic.message)
      output += " " + style.dim("[\(diagnostic.ruleID)]") + "\n"
      for note in diagnostic.notes {
        output += "  "
        if let location = note.location {
          output += style.bold(TerminalText.escaped(location.description) + ":") + " "
        }
        output += style.note("note:") + " " + TerminalText.escaped(note.message) + "\n"
      }
      if let scope = Self.scope(of: diagnostic) {
        output += "  " + style.note("note:") + " " + scope + "\n"
      }
      if let suggestion = diagnostic.suggestions.first {
        output += "  " + style.help("help:") + " " + TerminalText.escaped(suggestion.help) + "\n"
      }
    }
    if context.includesSummary { output += Self.summary(result) + "\n" }
    return output
  }

  /// Where a finding holds, when it does not hold everywhere: layouts, directions, platforms
  /// and system versions.
  static func scope(of diagnostic: Diagnostic) -> String? {
    var parts: [String] = []
    if !diagnostic.layouts.isEmpty {
      let names = diagnostic.layouts.map(TerminalText.escaped)
      let shown =
        names.count > 12
        ? names.prefix(10).joined(separator: ", ") + " and \(names.count - 10) more"
        : names.joined(separator: ", ")
      parts.append(
        names.count == 1 ? "on the layout \(shown)" : "on the \(names.count) layouts \(shown)")
    }
    if diagnostic.directions == [.rtl] { parts.append("in a right-to-left interface") }
    if diagnostic.directions == [.ltr] { parts.append("in a left-to-right interface") }
    if !diagnostic.osVersions.isEmpty {
      let versions = diagnostic.osVersions.map(\.description).joined(separator: "/")
      let platforms = diagnostic.platforms.isEmpty ? Platform.allCases : diagnostic.platforms
      parts.append("on " + platforms.map { "\($0.rawValue) \(versions)" }.joined(separator: ", "))
    } else if !diagnostic.platforms.isEmpty
      && diagnostic.platforms.count < Platform.allCases.count
    {
      parts.append("on " + diagnostic.platforms.map(\.rawValue).joined(separator: ", "))
    }
    guard !parts.isEmpty else { return nil }
    return "only " + parts.joined(separator: ", ")
  }

  /// The summary line.
  ///
  /// For example `Found 3 problems (1 error, 2 warnings) in 2 files.` Findings left out of a
  /// bounded report count: `Found 32,501 problems`, though 101 are shown.
  static func summary(_ result: LintResult) -> String {
    let files = result.fileCount == 1 ? "1 file" : "\(grouped(result.fileCount)) files"
    guard !result.diagnostics.isEmpty else { return "No problems found in \(files)." }
    var counts: [String] = []
    for (severity, noun) in [(Severity.error, "error"), (.warning, "warning"), (.note, "note")] {
      let count = result.count(of: severity)
      if count > 0 { counts.append("\(grouped(count)) \(noun)\(count == 1 ? "" : "s")") }
    }
    let total = result.findingCount
    return
      "Found \(grouped(total)) problem\(total == 1 ? "" : "s") (\(counts.joined(separator: ", "))) in \(files)."
  }

  /// A count with a comma between groups of three digits, whatever the locale: `32,501`.
  package static func grouped(_ count: Int) -> String {
    var digits = String(count)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }
}

/// ANSI styling, or none.
private struct Style {
  var enabled: Bool

  func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func note(_ text: String) -> String { wrap(text, "1;36") }
  func help(_ text: String) -> String { wrap(text, "1;32") }

  func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: wrap("error:", "1;31")
    case .warning: wrap("warning:", "1;33")
    case .note: wrap("note:", "1;36")
    }
  }
}
