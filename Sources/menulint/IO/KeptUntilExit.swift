/// Values the process leaves for its exit to free.
///
/// Freeing the model of a large file costs about a sixth of linting it: a million small
/// objects released one by one. When the process is about to end, the system takes its memory
/// back at once, so the CLI keeps the last files' models here instead of freeing them.
///
/// Only the executable does (``CommandIO/exitsWhenDone``): tests that run commands in-process
/// free what they build. A leak checker reports what is kept here even though this global
/// holds it, because Swift stores enum cases in the spare bits of pointers, which hides them.
enum KeptUntilExit {
  /// Written on the main thread only, before the process exits.
  nonisolated(unsafe) private static var values: [any Sendable] = []

  /// Keeps a value alive until the process exits.
  ///
  /// - Parameter value: What not to free.
  static func keep(_ value: some Sendable) {
    values.append(value)
  }

  /// How many values are kept.
  static var count: Int { values.count }
}
