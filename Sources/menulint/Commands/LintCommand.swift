import MenuModel

/// `menulint lint`: check definition files and report what is wrong.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check menu definitions for problems.",
    discussion: """
      Lints each file, or every *.menu.json under each directory (the current directory when \
      no path is given); '-' reads standard input. Exits 0 when there are no errors (and, \
      with --strict, no warnings), 1 when there are, 64 on a usage error and 66 when an input \
      cannot be read.
      """)

  static let arguments: [ArgumentSpec] = [
    .positional("paths", help: "Definition files or directories to lint.", isRepeatable: true),
    .option(
      "format", help: "The report format.", values: ReportFormat.allCases.map(\.rawValue),
      defaultValue: "text"),
    .option(
      "layouts", help: "Keyboard layouts to check: all, or ids and aliases separated by commas.",
      defaultValue: "all", isRepeatable: true),
    .option(
      "platform", help: "The platforms to check; all means every platform a file declares.",
      values: ["iPadOS", "macCatalyst", "all"], defaultValue: "all"),
    .option(
      "directions", help: "Interface directions to check: ltr, rtl, or both separated by a comma.",
      defaultValue: "ltr,rtl", isRepeatable: true),
    .option(
      "os-versions", valueName: "versions",
      help: "System versions to check (18, 26), separated by commas; each file's own by default.",
      isRepeatable: true),
    .option(
      "responders", valueName: "file",
      help:
        "A responder file: check its conditions and key commands, and which commands no scenario can perform."
    ),
    .flag("strict", help: "Fail (exit 1) on warnings too."),
    .option(
      "disable", valueName: "rules", help: "Rules to skip, separated by commas.", isRepeatable: true
    ),
    .option(
      "output", short: "o", valueName: "file",
      help: "Write the report to a file instead of standard output."),
    .option(
      "jobs", short: "j", valueName: "count",
      help: "How many files, and platforms of a file, to lint at once; by default one per core."),
    .option(
      "max-per-rule", valueName: "count",
      help:
        "Report at most this many findings of one rule per file, then one that counts the rest; 0 reports all.",
      defaultValue: String(LintOptions.defaultMaximumDiagnosticsPerRule)),
  ]

  /// The largest definition file read, in bytes.
  static let fileSizeLimit = 256 << 20

  var paths: [String]
  var format: ReportFormat
  var platforms: [Platform]?
  var layouts: [KeyboardLayout]
  var directions: [InterfaceDirection]
  var osVersions: [OSVersion]?
  var strict: Bool
  var disabledRules: Set<RuleID>
  var output: String?
  var responders: String?
  var jobs: Int
  var maximumPerRule: Int

  init(parsing arguments: ParsedArguments) throws {
    paths = arguments.positionals("paths")
    format = ReportFormat(rawValue: arguments.option("format") ?? "text") ?? .text
    platforms = arguments.option("platform").flatMap(Platform.init(rawValue:)).map { [$0] }
    strict = arguments.flag("strict")
    output = arguments.option("output")
    responders = arguments.option("responders")
    let jobsText = arguments.option("jobs") ?? String(ParallelMap.coreCount)
    guard let jobs = Int(jobsText), jobs > 0 else {
      throw ValidationError(
        "The value '\(jobsText)' is invalid for '--jobs <count>': give a positive number")
    }
    self.jobs = jobs
    let limitText =
      arguments.option("max-per-rule") ?? String(LintOptions.defaultMaximumDiagnosticsPerRule)
    guard let limit = Int(limitText), limit >= 0 else {
      throw ValidationError(
        "The value '\(limitText)' is invalid for '--max-per-rule <count>': give 0 or a positive number"
      )
    }
    maximumPerRule = limit
    if responders == "-" && paths.contains("-") {
      throw ValidationError("Only one of the definitions and '--responders' can be read from '-'")
    }
    disabledRules = try Self.rules(arguments.values("disable"))
    layouts = try LayoutOptions.layouts(arguments.values("layouts"))
    directions = try LayoutOptions.directions(arguments.values("directions"))
    let versions = arguments.values("os-versions")
    osVersions = versions.isEmpty ? nil : try LayoutOptions.osVersions(versions)
  }

  /// Parses `--disable` lists, rejecting unknown rule identifiers with a suggestion.
  static func rules(_ lists: [String]) throws -> Set<RuleID> {
    var rules: Set<RuleID> = []
    for name in lists.flatMap({ $0.split(separator: ",") }).map({ String($0).trimmingSpaces })
    where !name.isEmpty {
      guard RuleRegistry.description(for: RuleID(rawValue: name)) != nil else {
        let suggestion = EditDistance.closest(to: name, in: RuleRegistry.rules.map(\.id.rawValue))
        throw ValidationError(
          "Unknown rule '\(name)'"
            + (suggestion.map { ". Did you mean '\($0)'?" } ?? ". See 'menulint rules'."))
      }
      rules.insert(RuleID(rawValue: name))
    }
    return rules
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    var options = LintOptions(
      platforms: platforms, osVersions: osVersions, disabledRules: disabledRules,
      layouts: layouts, directions: directions, maximumDiagnosticsPerRule: maximumPerRule)
    var diagnostics: [Diagnostic] = []
    var fileCount = 0
    var unreadable = false
    if let responders {
      do {
        let bytes = try io.fileSystem.read(responders, limit: Self.fileSizeLimit)
        let (definition, found) = Linter(options: options).lintResponders(
          bytes, file: responders.inputName)
        options.responders = definition
        diagnostics += found
        fileCount += 1
      } catch {
        io.err("error: \(error)\n")
        unreadable = true
      }
    }
    let linter = Linter(options: options)
    let inputs = InputCollector(fileSystem: io.fileSystem).collect(paths)
    // Files are read in batches on this thread and linted in parallel; the report is sorted,
    // so the order of the work does not show.
    var batch: [(name: String, bytes: [UInt8])] = []
    func lintBatch() {
      let runner = ConcurrentJobs(threads: jobs)
      diagnostics += ParallelMap.map(batch, threads: jobs) {
        linter.lint($0.bytes, file: $0.name, jobs: runner)
      }.flatMap { $0 }
      batch.removeAll()
    }
    for input in inputs {
      if case .unreadable(let missing, let reason) = input {
        io.err("error: \(missing): \(reason)\(suggestion(for: missing))\n")
        unreadable = true
        continue
      }
      do {
        let bytes = try io.fileSystem.read(input.path, limit: Self.fileSizeLimit)
        batch.append((input.path.inputName, bytes))
      } catch {
        io.err("error: \(error)\n")
        unreadable = true
        continue
      }
      fileCount += 1
      if batch.count >= jobs * 4 { lintBatch() }
    }
    lintBatch()
    if fileCount == 0 && !unreadable {
      io.err(
        "warning: no *\(InputCollector.suffix) files found in \(paths.isEmpty ? "." : paths.joined(separator: ", "))\n"
      )
    }
    let result = LintResult(diagnostics: diagnostics, fileCount: fileCount)
    let context = ReportContext(
      toolVersion: menulintVersion,
      useColor: format == .text && output == nil && io.isTerminal
        && io.environment["NO_COLOR"] == nil,
      workingDirectory: io.environment["PWD"])
    let report = format.reporter.report(result, context: context)
    if let output {
      do {
        try io.fileSystem.write(Array(report.utf8), to: output)
      } catch {
        io.err("error: cannot write the report: \(error)\n")
        return .failure
      }
    } else {
      io.out(report)
    }
    if unreadable { return .noInput }
    return result.fails(strict: strict) ? .failure : .success
  }

  /// "Did you mean 'lint'?" for a mistyped subcommand taken as a path.
  private func suggestion(for path: String) -> String {
    guard let command = CommandLineTool.subcommandSuggestion(for: path, root: MenuLint.self) else {
      return ""
    }
    return ". Did you mean '\(command)'?"
  }
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
