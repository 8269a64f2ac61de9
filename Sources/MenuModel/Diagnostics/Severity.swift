/// How serious a diagnostic is.
///
/// Severities order `note < warning < error`.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Information that does not represent a problem on its own.
  case note
  /// A likely problem; the definition still builds.
  case warning
  /// A definite problem: UIKit would refuse or misbehave.
  case error

  /// Orders by seriousness.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }
}
