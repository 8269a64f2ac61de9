import Dispatch
import Testing

@testable import menulint

/// The CLI's jobs run on every core, each taken by the first thread free to take it.
@Suite struct ParallelMapTests {
  @Test func resultsKeepTheOrderOfTheItems() {
    for threads in [1, 2, 3, 8] {
      let squares = ParallelMap.map(Array(0..<100), threads: threads) { $0 * $0 }
      #expect(squares == (0..<100).map { $0 * $0 }, "\(threads) threads")
    }
  }

  /// A long first job does not hold back the jobs a fixed share would have given its thread.
  ///
  /// The other thread takes them all. With a fixed share the first job would wait for jobs
  /// queued behind it on its own thread, and time out.
  @Test(.enabled(if: ParallelMap.coreCount > 1, "needs two cores to run two jobs at once"))
  func aFreeThreadTakesTheNextJob() {
    let others = DispatchSemaphore(value: 0)
    let waited = ParallelMap.map(Array(0..<9), threads: 2) { item -> Bool in
      if item == 0 {
        let deadline = DispatchTime.now() + 20
        for _ in 1..<9 where others.wait(timeout: deadline) == .timedOut { return false }
        return true
      }
      others.signal()
      return true
    }
    #expect(waited == Array(repeating: true, count: 9))
  }

  /// A worker is started, and has run, before the command reads its input; not for one thread.
  @Test func startingWorkersWaitsForOneToRun() {
    #expect(!ParallelMap.startWorkers(for: 1))
    #expect(ParallelMap.startWorkers(for: 2) == (ParallelMap.coreCount > 1))
  }

  /// A single file under 64 KiB is linted on one thread unless `--jobs` is given; larger files,
  /// several inputs, directories and standard input use every core asked for.
  @Test func aSingleSmallFileIsLintedOnOneThread() throws {
    let limit = LintCommand.oneThreadSizeLimit
    let files = MemoryFileSystem(files: [
      "small.menu.json": [UInt8](repeating: 32, count: limit - 1),
      "large.menu.json": [UInt8](repeating: 32, count: limit),
      "d/a.menu.json": [],
    ])
    func threads(_ arguments: [String]) throws -> Int {
      let parsed = try CommandLineParser(specs: LintCommand.arguments).parse(arguments)
      return try LintCommand(parsing: parsed).threads(fileSystem: files)
    }
    #expect(try threads(["-j", "4", "small.menu.json"]) == 4)
    #expect(try threads(["-j", "4", "large.menu.json"]) == 4)
    let cores = ParallelMap.coreCount
    #expect(try threads(["small.menu.json"]) == 1)
    #expect(try threads(["large.menu.json"]) == cores)
    #expect(try threads(["small.menu.json", "small.menu.json"]) == cores)
    #expect(try threads(["d"]) == cores)
    #expect(try threads(["-"]) == cores)
    #expect(try threads([]) == cores)
  }
}
