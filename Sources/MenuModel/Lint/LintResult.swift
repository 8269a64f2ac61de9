/// What linting a set of files found.
public struct LintResult: Sendable, Hashable {
  /// The diagnostics, sorted by file, line, column and rule.
  public var diagnostics: [Diagnostic]
  /// The number of files checked.
  public var fileCount: Int
  /// The facts of the app targets whose Swift was checked, from their projects (DESIGN §12);
  /// empty when no project was used.
  public var projectFacts: [AppFacts] = []

  /// Creates a result, sorting the diagnostics.
  ///
  /// - Parameters:
  ///   - diagnostics: The diagnostics in any order.
  ///   - fileCount: The number of files checked.
  public init(diagnostics: [Diagnostic], fileCount: Int) {
    self.diagnostics = diagnostics.sorted()
    self.fileCount = fileCount
  }

  /// The number of findings of a severity, each one left out of a bounded report included: a
  /// finding that says how many others of its rule are not shown counts as those findings
  /// (``Diagnostic/omittedCount``), at its severity.
  ///
  /// - Parameter severity: The severity to count.
  /// - Returns: How many findings have it.
  public func count(of severity: Severity) -> Int {
    diagnostics.reduce(0) { $1.severity == severity ? $0 + Self.weight(of: $1) : $0 }
  }

  /// The number of findings, each one left out of a bounded report included.
  public var findingCount: Int {
    diagnostics.reduce(0) { $0 + Self.weight(of: $1) }
  }

  /// How many findings a diagnostic stands for.
  private static func weight(of diagnostic: Diagnostic) -> Int {
    diagnostic.omittedCount > 0 ? diagnostic.omittedCount : 1
  }

  /// Whether the run fails: any error, or with `strict` any warning too.
  ///
  /// - Parameter strict: Whether warnings fail the run.
  /// - Returns: `true` when the exit status should be 1.
  public func fails(strict: Bool) -> Bool {
    diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
  }
}

/// One file's lint with the model it built (``Linter/run(_:file:jobs:)``).
public struct LintRun: Sendable {
  /// The diagnostics, sorted, as ``Linter/lint(_:file:jobs:)`` returns them.
  public var diagnostics: [Diagnostic]
  /// The decoded file: definition, parsed document and decoding diagnostics.
  public var decoded: DecodedMenuDefinition
  /// The menu built for each platform and system version checked, in the order checked;
  /// empty when the file did not decode.
  public var systems: [MenuSystem]
  /// The key command tables the rules used, one per system.
  var tables: [KeyCommandTable] = []
}
