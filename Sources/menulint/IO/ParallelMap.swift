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

  /// Has Dispatch start a worker thread now and run it once, for a command that will run jobs
  /// on `threads` threads; nothing happens for one thread.
  ///
  /// Linux puts a new thread on the core of the thread that made it, where it waits until that
  /// thread is preempted, up to a scheduler tick later; a thread that has run and sleeps is
  /// woken on an idle core. Dispatch makes its first worker when the first parallel work
  /// arrives, so without this the second half of a large file's parse sat behind the first
  /// for 1 to 4 ms, then shared its core. Waiting here costs about 0.2 ms (see the README's
  /// performance section).
  ///
  /// - Returns: Whether a worker ran; after a second without one, the command goes on.
  @discardableResult
  static func startWorkers(for threads: Int) -> Bool {
    guard threads > 1 && coreCount > 1 else { return false }
    let ran = DispatchSemaphore(value: 0)
    DispatchQueue.global().async { ran.signal() }
    return ran.wait(timeout: .now() + .seconds(1)) == .success
  }

  /// `items.map(transform)`, computed on up to `threads` threads; the results keep the order
  /// of `items`.
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], threads: Int = coreCount, _ transform: @Sendable (Item) -> Result
  ) -> [Result] {
    guard items.count > 1 && threads > 1 else { return items.map(transform) }
    let workers = min(threads, items.count)
    let results = ResultSlots<Result>(count: items.count)
    let claims = Claims(count: items.count)
    // Each worker takes the next item no worker has taken, so a worker whose items take
    // longer, or whose core the machine lends elsewhere for a while, leaves the rest to the
    // others instead of keeping them waiting. Every slot has one writer, and
    // `concurrentPerform` returns only after all workers are done.
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = claims.next() {
        results.set(transform(items[index]), at: index)
      }
    }
    return results.values()
  }
}

/// Hands out the indexes `0..<count`, each once, to the threads that ask.
private final class Claims: @unchecked Sendable {
  // Unchecked: `taken` changes only while `lock` is held.
  private let count: Int
  private var taken = 0
  private let lock = DispatchSemaphore(value: 1)

  init(count: Int) {
    self.count = count
  }

  /// The next index not yet taken, or `nil` when all are.
  func next() -> Int? {
    lock.wait()
    defer { lock.signal() }
    guard taken < count else { return nil }
    taken += 1
    return taken - 1
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
