/// The report formats of `menulint lint --format`.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// Compiler-style lines for people and editors (the default).
  case text
  /// The versioned JSON report of DESIGN §7.
  case json
  /// SARIF 2.1.0, for code-scanning services.
  case sarif
  /// GitHub Actions workflow commands, which annotate pull requests.
  case github

  /// The reporter that writes this format.
  public var reporter: any Reporter {
    switch self {
    case .text: TextReporter()
    case .json: JSONReporter()
    case .sarif: SARIFReporter()
    case .github: GitHubReporter()
    }
  }
}

/// Turns a ``LintResult`` into text.
///
/// Reporters are pure: no I/O, same input, same bytes.
public protocol Reporter: Sendable {
  /// Writes the report.
  ///
  /// - Parameters:
  ///   - result: What linting found.
  ///   - context: The tool's name and version, the rules, and presentation choices.
  /// - Returns: The complete report.
  func report(_ result: LintResult, context: ReportContext) -> String
}

/// What reporters need besides the findings.
public struct ReportContext: Sendable {
  /// The tool's name.
  public var toolName: String
  /// The tool's version.
  public var toolVersion: String
  /// Whether the text format may use ANSI colours (standard output is a terminal).
  public var useColor: Bool
  /// The rules, for SARIF `tool.driver.rules`.
  public var rules: [RuleDescription]
  /// The directory that absolute paths are made relative to in `sarif` and `github` output.
  public var workingDirectory: String?
  /// Whether the `text` format ends with its summary line (`--quiet` leaves it out).
  public var includesSummary = true

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - toolName: The tool's name.
  ///   - toolVersion: The tool's version.
  ///   - useColor: Whether the text format may use colours.
  ///   - rules: The rules, for SARIF.
  ///   - workingDirectory: The directory absolute paths are made relative to.
  public init(
    toolName: String = "menulint", toolVersion: String, useColor: Bool = false,
    rules: [RuleDescription] = RuleRegistry.rules, workingDirectory: String? = nil
  ) {
    self.toolName = toolName
    self.toolVersion = toolVersion
    self.useColor = useColor
    self.rules = rules
    self.workingDirectory = workingDirectory
  }

  /// A path relative to ``workingDirectory`` when it lies inside it, else unchanged.
  ///
  /// - Parameter path: A path as reported.
  /// - Returns: The repository-relative path where possible.
  public func relativePath(_ path: String) -> String {
    // Bytes, not characters: a combining mark after the '/' must not hide the prefix.
    guard let directory = workingDirectory, path.utf8.first == UInt8(ascii: "/") else {
      return path
    }
    let prefix = directory.utf8.last == UInt8(ascii: "/") ? directory : directory + "/"
    guard path.utf8.starts(with: prefix.utf8) else { return path }
    return String(decoding: path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
  }
}
