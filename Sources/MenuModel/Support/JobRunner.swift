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
}
