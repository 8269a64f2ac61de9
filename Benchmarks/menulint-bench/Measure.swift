import Foundation
import MenuModel

#if canImport(Glibc)
  import Glibc
#endif

/// Timing and process measurements.
enum Measure {
  /// Gives this process the allocator settings `menulint` gives itself (`POSIX.tuneAllocator()`
  /// in the CLI: glibc serves blocks of up to 32 MiB from its heaps and grows them 16 MiB at a
  /// time, 64 MiB when `GLIBC_TUNABLES` asks for huge pages), so that the in-process phases
  /// allocate as `menulint lint` does; does nothing elsewhere.
  ///
  /// - Returns: Whether the allocator took the settings.
  static func allocateAsTheCLIDoes() -> Bool {
    #if canImport(Glibc)
      let topPad: Int32 = -2  // M_TOP_PAD
      let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
      guard glibcMallopt(mmapThreshold, 32 << 20) == 1 else { return false }
      return glibcMallopt(topPad, asksForHugePages ? 64 << 20 : 16 << 20) == 1
    #else
      return false
    #endif
  }

  /// Whether `GLIBC_TUNABLES` has glibc ask for huge pages, as `HugePages.areAsked` in the
  /// CLI reads it.
  static var asksForHugePages: Bool {
    let tunables = ProcessInfo.processInfo.environment["GLIBC_TUNABLES"] ?? ""
    let setting = tunables.split(separator: ":").last { $0.hasPrefix("glibc.malloc.hugetlb=") }
    return setting.map { !$0.hasSuffix("=0") } ?? false
  }

  /// The median of some durations, in seconds.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Runs a closure and returns its result and how long it took, in seconds.
  @inline(never)
  static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    let elapsed = clock.now - start
    let (seconds, attoseconds) = elapsed.components
    return (result, Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// One run of a program: wall time in seconds, peak resident memory in bytes, exit status.
  struct ProcessRun {
    var seconds: Double
    var peakBytes: Int
    var status: Int32
  }

  /// Runs a program and measures it, through a fresh copy of this benchmark (`--measure`).
  ///
  /// A child's peak memory as `wait4` reports it includes the memory of the process that
  /// spawned it, up to its `exec`; the benchmark itself holds large generated files, so a
  /// small intermediate process spawns the program instead and prints the figures.
  static func run(_ arguments: [String]) -> ProcessRun? {
    let helper = CommandLine.arguments[0]
    let output = NSTemporaryDirectory() + "menulint-bench-measure-\(getpid())"
    defer { unlink(output) }
    guard let status = spawn([helper, "--measure", output] + arguments, stdout: nil)?.status,
      status == 0, let text = try? String(contentsOfFile: output, encoding: .utf8)
    else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count == 3, let seconds = Double(fields[0]), let peak = Int(fields[1]),
      let exit = Int32(fields[2])
    else { return nil }
    return ProcessRun(seconds: seconds, peakBytes: peak, status: exit)
  }

  /// Runs a program with its standard error discarded (and standard output too, unless a
  /// path is given), measured with `wait4`.
  static func spawn(_ arguments: [String], stdout: String? = "/dev/null") -> ProcessRun? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let stdout { posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY, 0) }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer {
      for argument in argv { free(argument) }
    }
    var pid = pid_t()
    let clock = ContinuousClock()
    let start = clock.now
    guard posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let (seconds, attoseconds) = (clock.now - start).components
    return ProcessRun(
      seconds: Double(seconds) + Double(attoseconds) / 1e18,
      peakBytes: Int(usage.ru_maxrss) * 1024,
      status: (status >> 8) & 0xFF)
  }

  /// Runs several programs in turn, `runs` rounds of one run each, so that a machine whose
  /// speed drifts during the measurement slows them all alike: for each, the median wall time
  /// and the largest peak memory, in the order given.
  static func alternately(_ programs: [[String]], runs: Int) -> [(
    seconds: Double, peakBytes: Int
  )]? {
    var times = [[Double]](repeating: [], count: programs.count)
    var peaks = [Int](repeating: 0, count: programs.count)
    for _ in 0..<runs {
      for (index, arguments) in programs.enumerated() {
        guard let run = run(arguments) else { return nil }
        times[index].append(run.seconds)
        peaks[index] = max(peaks[index], run.peakBytes)
      }
    }
    return zip(times, peaks).map { (median($0), $1) }
  }

  /// Runs a program several times: the median wall time and the largest peak memory.
  static func repeatedly(_ arguments: [String], runs: Int) -> (seconds: Double, peakBytes: Int)? {
    var times: [Double] = []
    var peak = 0
    for _ in 0..<runs {
      guard let run = run(arguments) else { return nil }
      times.append(run.seconds)
      peak = max(peak, run.peakBytes)
    }
    return (median(times), peak)
  }

  /// Whether a program can be found on the `PATH` or at a path.
  static func isAvailable(_ program: String) -> Bool {
    if program.contains("/") { return access(program, X_OK) == 0 }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
  }
}

/// Formatting for the tables.
enum Format {
  static func milliseconds(_ seconds: Double) -> String {
    seconds.isNaN ? "–" : String(format: seconds < 0.01 ? "%.2f" : "%.1f", seconds * 1000)
  }

  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f", Double(bytes) / 1_048_576)
  }

  static func ratio(_ value: Double) -> String {
    value.isNaN || value.isInfinite ? "–" : String(format: "%.2f×", value)
  }

  static func count(_ value: Int) -> String {
    switch value {
    case 1_000_000...: "\(value / 1_000_000)M"
    case 1_000...: "\(value / 1_000)k"
    default: "\(value)"
    }
  }
}

/// A file mapped read-only, unmapped when freed: how `menulint lint` reads a definition of
/// 1 MiB or more (the CLI's own reader is not a library the benchmark can call).
final class MappedFile: @unchecked Sendable {
  // Unchecked: the memory is never written.
  let memory: UnsafeRawBufferPointer

  init(_ path: String) throws {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Failure("cannot open \(path)") }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_size > 0,
      let address = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0),
      address != UnsafeMutableRawPointer(bitPattern: -1)
    else { throw Failure("cannot map \(path)") }
    memory = UnsafeRawBufferPointer(start: address, count: Int(info.st_size))
  }

  deinit {
    munmap(UnsafeMutableRawPointer(mutating: memory.baseAddress), memory.count)
  }

  /// The file's bytes, read in place; they keep the mapping.
  var bytes: FileBytes { FileBytes(unsafeBytes: memory, owner: self) }

  /// A file's bytes as `menulint lint` reads them: mapped from 1 MiB on, else copied.
  static func read(_ path: String) throws -> FileBytes {
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    if size >= 1 << 20 { return try MappedFile(path).bytes }
    return FileBytes(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
  }
}

#if canImport(Glibc)
  /// glibc's `mallopt`, bound by name as the CLI binds it: the Glibc module leaves out
  /// <malloc.h>.
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
