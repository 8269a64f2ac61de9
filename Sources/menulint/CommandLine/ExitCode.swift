/// The process exit status, as DESIGN §7 defines it; decided only here, from the ``Outcome`` of
/// a run that finished or the ``ToolError`` that stopped one.
struct ExitCode: Hashable, Sendable {
  let rawValue: Int32

  /// No errors (warnings allowed unless `--strict`), or help and version output.
  static let success = ExitCode(rawValue: 0)
  /// Lint errors, or output that cannot be written.
  static let failure = ExitCode(rawValue: 1)
  /// A usage error: unknown option, missing value, invalid value (`EX_USAGE`).
  static let usage = ExitCode(rawValue: 64)
  /// Some inputs could not be linted (a Swift file swiftc cannot parse); the others were, and
  /// the report was written (`EX_DATAERR`).
  static let notLinted = ExitCode(rawValue: 65)
  /// An input path cannot be read, or yields nothing to check (`EX_NOINPUT`).
  static let noInput = ExitCode(rawValue: 66)
  /// A tool menulint needs (swiftc) is missing, too old or broken (`EX_UNAVAILABLE`).
  static let unavailable = ExitCode(rawValue: 69)

  /// The status of a run that finished: the most serious of what it found, in the order
  /// unreadable input (66), a file given as the wrong kind (64), input that could not be
  /// linted (65), lint errors (1).
  init(_ outcome: Outcome) {
    if outcome.unreadableInput {
      self = .noInput
    } else if outcome.misusedInput {
      self = .usage
    } else if outcome.unlintedInput {
      self = .notLinted
    } else if outcome.lintErrors {
      self = .failure
    } else {
      self = .success
    }
  }

  /// The status of a run that stopped.
  init(_ error: ToolError) {
    switch error {
    case .usage: self = .usage
    case .noInput: self = .noInput
    case .unavailable: self = .unavailable
    case .failed: self = .failure
    case .reported(let outcome): self.init(outcome)
    }
  }

  private init(rawValue: Int32) {
    self.rawValue = rawValue
  }
}

/// What a finished run found that decides its exit status (``ExitCode``).
struct Outcome: Hashable, Sendable {
  /// The report holds errors (with `--strict`, warnings too), or a file a command used has
  /// errors.
  var lintErrors = false
  /// Some input could not be linted: a `swift-parse-error` finding is in the report.
  var unlintedInput = false
  /// An input path could not be read, or yielded nothing to check.
  var unreadableInput = false
  /// A file was given as the wrong kind of input (a responder file as a menu definition).
  var misusedInput = false

  /// Nothing wrong.
  static let success = Outcome()

  /// The outcome of a run whose files have errors when `hasErrors` is true.
  static func lintErrors(_ hasErrors: Bool) -> Outcome {
    Outcome(lintErrors: hasErrors)
  }

  /// Both outcomes' findings.
  func merging(_ other: Outcome) -> Outcome {
    Outcome(
      lintErrors: lintErrors || other.lintErrors,
      unlintedInput: unlintedInput || other.unlintedInput,
      unreadableInput: unreadableInput || other.unreadableInput,
      misusedInput: misusedInput || other.misusedInput)
  }
}

/// Why a command stopped before it finished; ``CommandLineTool`` prints the message after
/// `error: ` (with the usage line for ``usage(_:)``) and exits with its ``ExitCode``.
enum ToolError: Error, CustomStringConvertible {
  /// A problem with the arguments, found before or while running (64).
  case usage(String)
  /// An input path, configuration or baseline cannot be read, or yields nothing to check (66).
  case noInput(String)
  /// A tool the command needs (swiftc) is missing or unusable (69).
  case unavailable(String)
  /// Output cannot be written, or another failure (1).
  case failed(String)
  /// Stop with this outcome; what went wrong was already said on standard error.
  case reported(Outcome)

  /// The text printed after `error: `; `nil` for ``reported(_:)``.
  var message: String? {
    switch self {
    case .usage(let text), .noInput(let text), .unavailable(let text), .failed(let text): text
    case .reported: nil
    }
  }

  var description: String { message ?? "stopped" }
}
