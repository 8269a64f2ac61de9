import Foundation
import MenuModel

// menulint-bench: times the lint pipeline phase by phase on synthetic definitions, and the
// shipped binary side by side with `jq empty`, Foundation's JSONSerialization and /bin/true.
//
//   swift build -c release && .build/release/menulint-bench [--sizes 1000,10000,100000]
//     [--runs 5] [--shape wide|deep] [--menulint PATH] [--keep DIR]
//     [--only swift-import|phases|free]

struct Options {
  static let usage = """
    usage: menulint-bench [--sizes 1000,10000,100000,1000000] [--runs 5] [--shape wide|deep]
                          [--menulint PATH] [--keep DIR] [--only swift-import|phases|free]

    Times the lint pipeline phase by phase on synthetic definitions, and the menulint binary
    side by side with `jq empty`, JSONSerialization and /bin/true. --keep writes the files it
    generates (and the realistic app file) to DIR.
    """

  var sizes = [1_000, 10_000, 100_000, 1_000_000]
  var runs = 5
  var shape = SyntheticDefinition.Shape.wide
  var menulint: String
  var directory: String?
  /// `swift-import` runs only the Swift import measurement; `phases`, only the in-process
  /// phases; `free`, only `free` beside `lint` on a 300-command app.
  var only: String?

  init(_ arguments: ArraySlice<String>) throws {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    menulint =
      URL(fileURLWithPath: executable).deletingLastPathComponent()
      .appendingPathComponent("menulint").path
    var rest = arguments
    while let argument = rest.popFirst() {
      if argument == "--help" || argument == "-h" {
        print(Self.usage)
        exit(0)
      }
      guard let value = rest.popFirst() else { throw Failure("'\(argument)' needs a value") }
      switch argument {
      case "--sizes":
        sizes = try value.split(separator: ",").map {
          guard let size = Int($0), size > 0 else { throw Failure("bad size '\($0)'") }
          return size
        }
      case "--runs":
        guard let count = Int(value), count > 0 else { throw Failure("bad run count '\(value)'") }
        runs = count
      case "--shape":
        guard let chosen = SyntheticDefinition.Shape(rawValue: value) else {
          throw Failure("shape is 'wide' or 'deep'")
        }
        shape = chosen
      case "--menulint": menulint = value
      case "--keep": directory = value
      case "--only": only = value
      default: throw Failure("unknown option '\(argument)'")
      }
    }
  }
}

struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// The medians of one size's phases, in seconds.
struct PhaseTimes {
  var read = 0.0
  var parse = 0.0
  var decode = 0.0
  var build = 0.0
  var lint = 0.0
  var report = 0.0
  var total: Double { read + parse + decode + build + lint + report }
  var diagnostics = 0
}

/// Runs the library's pipeline in-process, as `menulint lint --format json` does.
func phases(file: String, runs: Int) throws -> PhaseTimes {
  var samples: [[Double]] = Array(repeating: [], count: 6)
  var diagnostics = 0
  let linter = Linter()
  for _ in 0..<runs {
    let (bytes, read) = try Measure.time { try MappedFile.read(file) }
    let (document, parse) = try Measure.time { try JSONParser().parse(bytes, file: file) }
    let (decoded, decode) = Measure.time { MenuDefinitionDecoder.decode(document: document) }
    guard let definition = decoded.definition else { throw Failure("\(file) does not decode") }
    // Built as `lint` builds, with room for the elements decoding counted.
    let (built, build) = Measure.time {
      definition.platforms.compactMap { MenuSystem.build(decoded, for: $0) }
    }
    let (findings, lint) = Measure.time {
      built.map { ($0.system.platform, $0.diagnostics + linter.check($0.system)) }
    }
    let (report, reportTime) = Measure.time {
      let all = decoded.diagnostics + Diagnostic.mergingPlatforms(findings)
      return JSONReporter().report(
        LintResult(diagnostics: all, fileCount: 1), context: ReportContext(toolVersion: "bench"))
    }
    diagnostics = report.utf8.count
    for (index, value) in [read, parse, decode, build, lint, reportTime].enumerated() {
      samples[index].append(value)
    }
  }
  let medians = samples.map(Measure.median)
  return PhaseTimes(
    read: medians[0], parse: medians[1], decode: medians[2], build: medians[3],
    lint: medians[4], report: medians[5], diagnostics: diagnostics)
}

/// Foundation's JSONSerialization on the same file, in-process.
func serializationTime(file: String, runs: Int) throws -> Double {
  let data = try Data(contentsOf: URL(fileURLWithPath: file))
  return Measure.median(
    try (0..<runs).map { _ in try Measure.time { try JSONSerialization.jsonObject(with: data) }.1 })
}

func main() throws {
  let options = try Options(CommandLine.arguments.dropFirst())
  guard Measure.isAvailable(options.menulint) else {
    throw Failure("no menulint at \(options.menulint); run 'swift build -c release' first")
  }
  let directory =
    options.directory ?? NSTemporaryDirectory() + "menulint-bench-\(getpid())"
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { if options.directory == nil { try? FileManager.default.removeItem(atPath: directory) } }
  if options.only == "free" {
    try FreeBenchmark.run(menulint: options.menulint, directory: directory, runs: options.runs)
    return
  }
  if options.only == "swift-import" {
    try SwiftImportBenchmark.run(
      menulint: options.menulint, directory: directory, runs: options.runs)
    return
  }
  let hasJQ = Measure.isAvailable("jq")

  print(
    "menulint-bench: \(options.shape) trees, \(options.runs) runs, medians; menulint at \(options.menulint)"
  )
  let allocatesAsTheCLI = Measure.allocateAsTheCLIDoes()
  print(
    "lint = every rule on all \(KeyboardLayout.all.count) layouts × both directions × each platform"
      + (allocatesAsTheCLI ? "; in-process with menulint's allocator settings" : "")
      + (Measure.asksForHugePages ? " and huge pages (GLIBC_TUNABLES)" : "") + "\n"
  )
  print("| commands | MB | read | parse | decode | build | lint | report | total ms | MB/s |")
  print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
  var files: [(size: Int, bytes: Int, file: String)] = []
  for size in options.sizes {
    let bytes = SyntheticDefinition(commands: size, shape: options.shape).generate()
    let file = "\(directory)/synthetic-\(size).menu.json"
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    files.append((size, bytes.count, file))
  }
  // The processes are timed before the in-process phases: memory this process keeps from
  // those (the C library holds on to what a 10⁶-command model freed) slowed a 10⁶-command lint
  // run next to it by a quarter on the development VM. Every size's lint and jq runs take
  // turns, so that the ratios and the scaling compare runs made while the machine was equally
  // fast.
  let programs = files.flatMap { file in
    [[options.menulint, "lint", file.file, "--format", "json"]]
      + (hasJQ ? [["jq", "empty", file.file]] : [])
  }
  var measured: [(seconds: Double, peakBytes: Int)] = []
  if options.only != "phases" {
    guard let all = Measure.alternately(programs, runs: options.runs) else {
      throw Failure("cannot run \(options.menulint) or jq")
    }
    measured = all
  }
  var rows: [(size: Int, bytes: Int, file: String, times: PhaseTimes)] = []
  for (size, byteCount, file) in files {
    let times = try phases(file: file, runs: options.runs)
    rows.append((size, byteCount, file, times))
    let megabytes = Double(byteCount) / 1_048_576
    let cells = [times.read, times.parse, times.decode, times.build, times.lint, times.report]
      .map(Format.milliseconds)
    print(
      "| \(Format.count(size)) | \(String(format: "%.1f", megabytes)) | "
        + cells.joined(separator: " | ")
        + " | \(Format.milliseconds(times.total)) | \(String(format: "%.0f", megabytes / times.total)) |"
    )
  }
  if options.only == "phases" { return }

  print(
    "\nThe shipped binary, process start included, side by side (medians of runs taken in turn; "
      + "peak RSS):\n")
  print(
    "| commands | menulint lint ms | jq empty ms | ratio | menulint MB | jq MB | ratio | JSONSerialization ms | parse ÷ JSONSerialization |"
  )
  print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
  let perRow = hasJQ ? 2 : 1
  var processTimes: [Int: Double] = [:]
  for (number, row) in rows.enumerated() {
    let lint = measured[number * perRow]
    processTimes[row.size] = lint.seconds
    let jq = hasJQ ? measured[number * perRow + 1] : nil
    let serialization = try serializationTime(file: row.file, runs: max(1, options.runs / 2))
    print(
      "| \(Format.count(row.size)) | \(Format.milliseconds(lint.seconds)) | "
        + "\(jq.map { Format.milliseconds($0.seconds) } ?? "–") | "
        + "\(jq.map { Format.ratio(lint.seconds / $0.seconds) } ?? "–") | "
        + "\(Format.megabytes(lint.peakBytes)) | \(jq.map { Format.megabytes($0.peakBytes) } ?? "–") | "
        + "\(jq.map { Format.ratio(Double(lint.peakBytes) / Double($0.peakBytes)) } ?? "–") | "
        + "\(Format.milliseconds(serialization)) | \(Format.ratio(row.times.parse / serialization)) |"
    )
  }
  if let small = processTimes[100_000], let large = processTimes[1_000_000],
    let inSmall = rows.first(where: { $0.size == 100_000 }),
    let inLarge = rows.first(where: { $0.size == 1_000_000 })
  {
    print(
      "\nScaling 10⁵ → 10⁶ commands: process \(Format.ratio(large / small)), "
        + "in-process \(Format.ratio(inLarge.times.total / inSmall.times.total)) (goal ≤ 11×)")
  }

  let folder = "\(directory)/many"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let fileCount = 64
  for index in 0..<fileCount {
    let bytes = SyntheticDefinition(commands: 1_000, shape: options.shape).generate()
    try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/app\(index).menu.json"))
  }
  if let one = Measure.repeatedly(
    [options.menulint, "lint", folder, "--jobs", "1", "--format", "json"], runs: options.runs),
    let all = Measure.repeatedly(
      [options.menulint, "lint", folder, "--format", "json"], runs: options.runs)
  {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("\nA folder of \(fileCount) files of 1 000 commands, \(cores) cores:\n")
    print("| jobs | ms | speed-up |")
    print("|---:|---:|---:|")
    print("| 1 | \(Format.milliseconds(one.seconds)) | 1.00× |")
    print(
      "| \(cores) (default) | \(Format.milliseconds(all.seconds)) | "
        + "\(Format.ratio(one.seconds / all.seconds)) |")
  }

  let realistic = "\(directory)/realistic.menu.json"
  try Data(SyntheticDefinition.realisticApp()).write(to: URL(fileURLWithPath: realistic))
  let startupRuns = max(50, options.runs * 20)
  // In turn, as the large files: the ratio to `--version` is the goal, and the VM's speed
  // drifts between two series of a hundred runs.
  if let times = Measure.alternately(
    [["/bin/true"], [options.menulint, "--version"], [options.menulint, "lint", realistic]],
    runs: startupRuns)
  {
    let (truth, version, app) = (times[0], times[1], times[2])
    print(
      "\nA realistic app file (210 commands, all layouts), \(startupRuns) runs each, in turn:\n")
    print("| program | ms | ÷ /bin/true | ÷ --version |")
    print("|---|---:|---:|---:|")
    for (name, seconds) in [
      ("/bin/true", truth.seconds), ("menulint --version", version.seconds),
      ("menulint lint realistic.menu.json", app.seconds),
    ] {
      print(
        "| \(name) | \(Format.milliseconds(seconds)) | \(Format.ratio(seconds / truth.seconds)) "
          + "| \(Format.ratio(seconds / version.seconds)) |")
    }
  }
  try FreeBenchmark.run(menulint: options.menulint, directory: directory, runs: options.runs)
  try printCostChecks(runs: options.runs)
  try SwiftImportBenchmark.run(menulint: options.menulint, directory: directory, runs: options.runs)
}

/// Operations whose cost must not grow with the menu or the input: the timings the test suite
/// used to assert, measured here in release builds instead.
func printCostChecks(runs: Int) throws {
  print("\nCosts that must stay proportional to the work, not to the menu (medians):\n")
  print("| check | ms | budget ms |")
  print("|---|---:|---:|")
  let builder = Measure.median(
    try (0..<runs).map { _ in
      var builder = MenuBuilder()
      try builder.insertChild(Menu(title: "Big", identifier: "big"), atEndOf: .root)
      try builder.insertElements(
        (0..<100_000).map { .action(Action(title: "A", identifier: "a\($0)")) }, atEndOf: "big")
      return try Measure.time {
        for index in 0..<5_000 {
          try builder.insertElements(
            [.action(Action(title: "N", identifier: "n\(index)"))], atStartOf: "big")
          try builder.remove(.action("a\(index)"))
          try builder.insertElements(
            [.action(Action(title: "M", identifier: "m\(index)"))],
            before: .action("a\(index + 1)"))
        }
      }.1
    })
  print("| 15 000 operations on a 100 000-child menu | \(Format.milliseconds(builder)) | 3 000 |")
  let chain = Array(repeating: "a", count: 150_000).joined(separator: " && ")
  let literal = "s == '" + String(repeating: "x", count: 1_000_000) + "'"
  let condition = Measure.median(
    try (0..<runs).map { _ in
      try Measure.time {
        let parsed = try Condition(parsing: chain)
        _ = parsed.problems(knownKeys: [:])
        _ = try Condition(parsing: literal)
      }.1
    })
  print(
    "| 150 000-term condition and a 1 MB string literal | \(Format.milliseconds(condition)) | 30 000 |"
  )
}

do {
  let arguments = CommandLine.arguments
  if arguments.count > 3 && arguments[1] == "--measure" {
    // The small intermediate process of Measure.run: spawn, measure, write the figures.
    guard let run = Measure.spawn(Array(arguments.dropFirst(3))) else { exit(1) }
    try "\(run.seconds) \(run.peakBytes) \(run.status)".write(
      toFile: arguments[2], atomically: false, encoding: .utf8)
    exit(0)
  }
  try main()
} catch {
  FileHandle.standardError.write(Data("menulint-bench: \(error)\n".utf8))
  exit(1)
}
