/// GitHub Actions workflow commands: one `::error file=…,line=…,col=…,title=rule::message` line
/// per finding, which GitHub shows as annotations on the pull request.
///
/// Messages are escaped as workflow commands require (`%` `\r` `\n`; in properties also `:`
/// and `,`), and control characters are made visible first so that nothing from a definition
/// can inject a workflow command or colour the log.
public struct GitHubReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// Writes the report.
  ///
  /// - Parameters:
  ///   - result: What linting found.
  ///   - context: The working directory for repository-relative paths.
  /// - Returns: One line per diagnostic.
  public func report(_ result: LintResult, context: ReportContext) -> String {
    var output = ""
    for diagnostic in result.diagnostics {
      let command =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      var properties: [String] = []
      if let location = diagnostic.location {
        properties.append("file=" + Self.property(context.relativePath(location.file)))
        properties.append("line=\(location.line)")
        properties.append("col=\(location.column)")
      }
      properties.append("title=" + Self.property(diagnostic.ruleID.rawValue))
      var lines = [diagnostic.message]
      for note in diagnostic.notes {
        let place =
          note.location.map { "\(context.relativePath($0.file)):\($0.line):\($0.column): " } ?? ""
        lines.append("note: " + place + note.message)
      }
      if let scope = TextReporter.scope(of: diagnostic) { lines.append("note: " + scope) }
      if let suggestion = diagnostic.suggestions.first { lines.append("help: " + suggestion.help) }
      let message = lines.map(Self.data).joined(separator: "%0A")
      output += "::\(command) \(properties.joined(separator: ","))::\(message)\n"
    }
    return output
  }

  /// Escapes a message for a workflow command: `%`, CR and LF as the runner expects, and
  /// other control and bidirectional characters made visible.
  static func data(_ text: String) -> String {
    escaped(text, property: false)
  }

  /// Escapes a property value for a workflow command.
  static func property(_ text: String) -> String {
    escaped(text, property: true)
  }

  private static func escaped(_ text: String, property: Bool) -> String {
    var result = ""
    result.append(text) { scalar in
      switch scalar {
      case "%": "%25"
      case "\r": "%0D"
      case "\n": "%0A"
      case ":" where property: "%3A"
      case "," where property: "%2C"
      case _ where DisplayText.needsEscape(scalar): TerminalText.escaped(String(scalar))
      default: nil
      }
    }
    return result
  }
}
