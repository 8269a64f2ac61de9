import Dispatch
import MenuModel
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Runs independent work on every core, for a synchronous caller.
///
/// A fork-join over Dispatch's worker threads rather than a Swift task group: the commands
/// are synchronous, and waiting for a task group from a thread of Swift's cooperative pool (as
/// the tests, which run commands in-process, do) can deadlock the pool.
enum ParallelMap {
  /// The number of cores to use.
  static var coreCount: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// `items.map(transform)`, computed on up to `threads` threads; the results keep the order
  /// of `items`.
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], threads: Int = coreCount, _ transform: @Sendable (Item) -> Result
  ) -> [Result] {
    guard items.count > 1 && threads > 1 else { return items.map(transform) }
    let results = ResultSlots<Result>(count: items.count)
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(threads, items.count)) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < items.count else { return }
        results.set(transform(items[index]), at: index)
      }
    }
    return results.values()
  }
}

/// One slot per result, written once each from any thread and read after all are done.
private final class ResultSlots<Value: Sendable>: Sendable {
  private let slots: Mutex<[Value?]>

  init(count: Int) {
    slots = Mutex(Array(repeating: nil, count: count))
  }

  func set(_ value: Value, at index: Int) {
    slots.withLock { $0[index] = value }
  }

  func values() -> [Value] {
    slots.withLock { slots in
      let values = slots.compactMap { $0 }
      precondition(values.count == slots.count, "a task did not store its result")
      return values
    }
  }
}

/// Runs the linter's per-platform jobs on several cores.
struct ConcurrentJobs: JobRunner {
  var threads: Int

  func run<Result: Sendable>(_ jobs: [@Sendable () -> Result]) -> [Result] {
    ParallelMap.map(jobs, threads: threads) { $0() }
  }
}
