/// Runs independent pieces of work and returns their results in order.
///
/// The library never starts threads itself; a caller that wants to use several cores passes a
/// runner that runs the jobs concurrently.
public protocol JobRunner: Sendable {
  /// Runs every job and returns their results in the order of `jobs`.
  ///
  /// - Parameter jobs: Work that may run concurrently.
  /// - Returns: Each job's result.
  func run<Result: Sendable>(_ jobs: [@Sendable () -> Result]) -> [Result]

  /// Whether jobs may run at the same time; work that pays only when they do, such as
  /// parsing a large text as two halves, is skipped when they do not.
  var runsConcurrently: Bool { get }
}

extension JobRunner {
  /// Whether jobs may run at the same time: `true` unless the runner says otherwise.
  public var runsConcurrently: Bool { true }
}

/// Runs jobs one after another on the calling thread.
public struct SequentialJobs: JobRunner {
  /// Creates the runner.
  public init() {}

  /// Runs the jobs in order.
  ///
  /// - Parameter jobs: The work.
  /// - Returns: Each job's result.
  public func run<Result: Sendable>(_ jobs: [@Sendable () -> Result]) -> [Result] {
    jobs.map { $0() }
  }

  /// `false`: the jobs run one after another.
  public var runsConcurrently: Bool { false }
}
