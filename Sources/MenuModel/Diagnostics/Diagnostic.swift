/// A finding about a definition: what is wrong, where, and where it holds.
///
/// Messages start in lowercase, end without a period and quote the offending values in
/// single quotes. Secondary places are ``Note``s, never extra text in the message.
public struct Diagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The rule that found the problem.
  public var ruleID: RuleID
  /// How serious the problem is.
  public var severity: Severity
  /// What is wrong.
  public var message: String
  /// Where the problem is; `nil` for problems without a place in a file.
  public var location: SourceLocation?
  /// Related places and explanations.
  public var notes: [Note]
  /// The keyboard layouts on which the finding holds; empty when it holds on every one checked.
  public var layouts: [String]
  /// The interface directions in which the finding holds; empty when it holds in every one.
  public var directions: [InterfaceDirection]
  /// The platforms on which the finding holds; empty when it does not depend on the platform.
  public var platforms: [Platform]
  /// The system versions on which the finding holds; empty when it holds on every one checked.
  public var osVersions: [OSVersion]
  /// For a summary that stands for findings left out of a report (at most
  /// ``LintOptions/maximumDiagnosticsPerRule`` per rule and file are kept), how many; 0 for
  /// every other diagnostic.
  public var omittedCount = 0
  /// Other shortcuts that would fix the finding, best first; empty for findings that another
  /// shortcut does not fix.
  public var suggestions: [Suggestion] = []
  /// The key command the finding is about, for a finding another shortcut would fix.
  var subject: ShortcutSubject?

  /// How many findings of one rule a file reports by default; the rest are counted in one
  /// summary finding (``omittedCount``).
  public static let defaultMaximumPerRule = 100

  /// Messages longer than this many bytes keep their start and end around an ellipsis, so
  /// that a 60 MB title quoted in a message cannot make a 60 MB report line.
  public static let maximumMessageLength = 1024

  /// A secondary message, optionally at another place.
  public struct Note: Hashable, Sendable {
    /// The explanation.
    public var message: String
    /// The place it refers to, if any.
    public var location: SourceLocation?

    /// Creates a note.
    ///
    /// - Parameters:
    ///   - message: The explanation.
    ///   - location: The place it refers to, if any.
    public init(_ message: String, at location: SourceLocation? = nil) {
      self.message = Diagnostic.bounded(message)
      self.location = location
    }
  }

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - ruleID: The rule that found the problem.
  ///   - severity: How serious it is.
  ///   - message: What is wrong.
  ///   - location: Where the problem is.
  ///   - notes: Related places and explanations.
  ///   - layouts: The layouts where it holds; empty for all.
  ///   - directions: The interface directions where it holds; empty for all.
  ///   - platforms: The platforms where it holds; empty when platform-independent.
  ///   - osVersions: The system versions where it holds; empty for every one checked.
  public init(
    _ ruleID: RuleID, _ severity: Severity, _ message: String, at location: SourceLocation?,
    notes: [Note] = [], layouts: [String] = [], directions: [InterfaceDirection] = [],
    platforms: [Platform] = [], osVersions: [OSVersion] = []
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = Self.bounded(message)
    self.location = location
    self.notes = notes
    self.layouts = layouts
    self.directions = directions
    self.platforms = platforms
    self.osVersions = osVersions
  }

  /// `message` itself when it is at most ``maximumMessageLength`` bytes; otherwise its first
  /// and last scalars around a count of the bytes left out.
  static func bounded(_ message: String) -> String {
    DisplayText.abbreviated(message, limit: maximumMessageLength)
  }

  /// The finding as the text report writes it, without escaping or colour:
  /// `file:line:column: severity: message [rule]`, where it holds in parentheses, then one
  /// indented line per note, and the first suggestion's `help:` line.
  ///
  ///     App.menu.json:3:7: warning: 'Search' uses ⌘Space, which … [reserved-shortcut] (on iPadOS)
  ///       note: source: Apple Support
  public var description: String {
    var text = location.map { "\($0): " } ?? ""
    text += "\(severity): \(message) [\(ruleID)]"
    var scope: [String] = []
    if !osVersions.isEmpty {
      scope.append(scopeOfVersions)
    } else if !platforms.isEmpty {
      scope.append("on " + platforms.map(\.rawValue).joined(separator: ", "))
    }
    if !layouts.isEmpty { scope.append("layouts: " + layouts.joined(separator: ", ")) }
    if !directions.isEmpty {
      scope.append("directions: " + directions.map(\.rawValue).joined(separator: ", "))
    }
    if !scope.isEmpty { text += " (" + scope.joined(separator: "; ") + ")" }
    for note in notes {
      text += "\n  " + (note.location.map { "\($0): " } ?? "") + "note: " + note.message
    }
    if let suggestion = suggestions.first { text += "\n  help: " + suggestion.help }
    return text
  }

  /// Where a finding that holds on some system versions only holds: `only on iPadOS 26`.
  var scopeOfVersions: String {
    let versions = osVersions.map(\.description).joined(separator: "/")
    if platforms.isEmpty { return "only on version " + versions }
    return "only on " + platforms.map { "\($0.rawValue) \(versions)" }.joined(separator: ", ")
  }

  /// Orders by file, line, column and rule, then by message, so that reports are stable.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    switch (lhs.location, rhs.location) {
    case (nil, .some): return true
    case (.some, nil): return false
    case (.some(let left), .some(let right)) where left != right:
      if (left.file, left.line, left.column) != (right.file, right.line, right.column) {
        return (left.file, left.line, left.column) < (right.file, right.line, right.column)
      }
    default: break
    }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    if lhs.message != rhs.message { return lhs.message < rhs.message }
    let left =
      [lhs.location?.pointer ?? ""] + lhs.platforms.map(\.rawValue) + lhs.layouts
      + lhs.osVersions.map(\.description)
    let right =
      [rhs.location?.pointer ?? ""] + rhs.platforms.map(\.rawValue) + rhs.layouts
      + rhs.osVersions.map(\.description)
    return left.lexicographicallyPrecedes(right)
  }
}
