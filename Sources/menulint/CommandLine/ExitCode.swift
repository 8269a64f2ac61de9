/// The process exit status, as DESIGN §7 defines it.
struct ExitCode: Hashable, Sendable {
  let rawValue: Int32

  /// No errors (warnings allowed unless `--strict`), or help and version output.
  static let success = ExitCode(rawValue: 0)
  /// Lint errors, or a failure that is not a usage problem.
  static let failure = ExitCode(rawValue: 1)
  /// A usage error: unknown option, missing value, invalid value (`EX_USAGE`).
  static let usage = ExitCode(rawValue: 64)
  /// An input path cannot be read (`EX_NOINPUT`).
  static let noInput = ExitCode(rawValue: 66)
  /// A tool menulint needs (swiftc) is missing, too old or broken (`EX_UNAVAILABLE`).
  static let unavailable = ExitCode(rawValue: 69)
}
