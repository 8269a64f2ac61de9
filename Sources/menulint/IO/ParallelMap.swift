import Dispatch
import MenuModel

/// Runs independent work on every core, for a synchronous caller.
///
/// A fork-join over Dispatch's worker threads rather than a Swift task group: the commands
/// are synchronous, and waiting for a task group from a thread of Swift's cooperative pool (as
/// the tests, which run commands in-process, do) can deadlock the pool.
enum ParallelMap {
  /// The number of cores to use.
  static var coreCount: Int {
    POSIX.processorCount
  }

  /// `items.map(transform)`, computed on up to `threads` threads; the results keep the order
  /// of `items`.
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], threads: Int = coreCount, _ transform: @Sendable (Item) -> Result
  ) -> [Result] {
    guard items.count > 1 && threads > 1 else { return items.map(transform) }
    let workers = min(threads, items.count)
    let results = ResultSlots<Result>(count: items.count)
    // Worker w takes items w, w + workers, w + 2·workers, …: every slot has one writer, and
    // `concurrentPerform` returns only after all workers are done, so no lock is needed.
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: items.count, by: workers) {
        results.set(transform(items[index]), at: index)
      }
    }
    return results.values()
  }
}

/// One slot per result, each written once by one thread and read after every writer is done.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  // Unchecked: writers touch disjoint slots, and `values()` runs after they have finished.
  private let slots: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func set(_ value: Value, at index: Int) {
    slots[index] = value
  }

  func values() -> [Value] {
    let values = slots.compactMap { $0 }
    precondition(values.count == slots.count, "a worker did not store its result")
    return values
  }
}

/// Runs the linter's per-platform jobs on several cores.
struct ConcurrentJobs: JobRunner {
  var threads: Int

  func run<Result: Sendable>(_ jobs: [@Sendable () -> Result]) -> [Result] {
    ParallelMap.map(jobs, threads: threads) { $0() }
  }

  var runsConcurrently: Bool { threads > 1 }
}
