import MenuModel

/// What `menulint lint` does, one stage after another.
///
/// The stages: settings, responders, Swift, definitions, baselines, the report.
/// ``LintCommand`` holds the options and makes the one call ``run(io:)``; the exit status
/// comes from the ``Outcome`` (``ExitCode``).
struct LintFrontend {
  let command: LintCommand
  /// The threads to lint on.
  let jobs: Int
  var options: LintOptions
  var findings: Findings
  /// What the run found besides the findings: inputs that could not be read.
  var outcome = Outcome()
  var baselinePath: String?
  /// The configuration's `exclude`: whether a path a directory search finds is left out.
  var isExcluded: (String) -> Bool = { _ in false }
  /// The configuration file read, which no output may overwrite.
  var configurationPath: String?
  var responderFile: (name: String, bytes: [UInt8])?
  var fileCount = 0
  var projectFacts: [AppFacts] = []
  /// Directories given that hold nothing to lint.
  var empty: [String] = []
  /// The Swift files read, when none of them holds menu code.
  var swiftWithoutMenuCode: Int?
  /// The definition files read (JSON, not Swift).
  var definitionCount = 0
  /// Files given as menu definitions that are responder files.
  var misnamed: [String] = []

  init(_ command: LintCommand, io: CommandIO) {
    self.command = command
    jobs = command.threads(fileSystem: io.fileSystem)
    options = LintOptions(
      platforms: command.platforms, osVersions: command.osVersions,
      disabledRules: command.disabledRules, layouts: command.layouts,
      directions: command.directions, maximumDiagnosticsPerRule: command.maximumPerRule)
    baselinePath = command.baselinePath
    findings = Findings(keepsKeys: command.baselinePath != nil || command.writeBaselinePath != nil)
  }

  /// Lints what the command names and writes the report.
  mutating func run(io: inout CommandIO) throws -> ExitCode {
    ParallelMap.startWorkers(for: jobs)
    try loadConfiguration(io: io)
    lintResponderFile(io: io)
    let inputs = try collectInputs(io: io)
    try lintSwift(inputs.swift, io: &io)
    lintDefinitions(inputs.definitions, io: io)
    checkForMissingInput(io: io)
    // Nothing was linted: a report would only say "No problems found in 0 files."
    if outcome.unreadableInput && fileCount == 0 { throw ToolError.reported(outcome) }
    try applyBaselines(io: io)
    // `--fix` changes what the report shows: it fixes the findings left to report, then
    // lints again.
    if command.fix, let code = try fixReportedFindings(io: &io) { return code }
    for file in misnamed {
      io.err(
        "error: \(file) looks like a responder file, not a menu definition; "
          + "lint it with '--responders \(file)'\n")
      outcome.misusedInput = true
    }
    return try writeReport(io: io)
  }

  /// Reads `.menulint.json` (or `--config`): its settings, unless an option wins, and its
  /// findings.
  mutating func loadConfiguration(io: CommandIO) throws(ToolError) {
    let configurations = ConfigurationLoader(
      fileSystem: io.fileSystem, currentDirectory: io.currentDirectory)
    guard let path = configurations.locate(command.configPath) else { return }
    let loaded: ConfigurationLoader.Loaded
    do {
      loaded = try configurations.load(path)
    } catch {
      throw .noInput("cannot read the configuration: \(error)")
    }
    configurationPath = path
    if let configuration = loaded.configuration {
      command.apply(configuration, to: &options)
      if baselinePath == nil, let configured = configuration.baseline {
        baselinePath = ConfigurationLoader.resolve(configured, in: loaded.directory)
        findings.keepsKeys = true
      }
      let globs = configuration.exclude
      isExcluded = { configurations.isExcluded($0, by: globs, base: loaded.directory) }
    }
    findings.add(
      loaded.diagnostics, keys: Baseline.keys(for: loaded.diagnostics, bytes: [], file: path))
  }

  /// Lints `--responders`, whose definition the menu files are then checked against.
  mutating func lintResponderFile(io: CommandIO) {
    guard let responders = command.responders else { return }
    do {
      let bytes = try io.fileSystem.read(responders, limit: LintCommand.fileSizeLimit)
      responderFile = (responders.inputName, bytes)
      let (definition, found) = Linter(options: options).lintResponders(
        bytes, file: responders.inputName)
      options.responders = definition
      findings.add(found, keys: Baseline.keys(for: found, bytes: bytes, file: responders.inputName))
      fileCount += 1
    } catch {
      io.err("error: \(error)\n")
      outcome.unreadableInput = true
    }
  }

  /// The inputs, Swift files apart; refuses an output file that is one of them.
  func collectInputs(io: CommandIO) throws(ToolError) -> (
    definitions: [InputCollector.Input], swift: [String]
  ) {
    var collector = InputCollector(
      fileSystem: io.fileSystem, suffixes: [InputCollector.suffix, ".swift"])
    collector.isExcluded = isExcluded
    let all = collector.collect(command.paths)
    let swift = all.compactMap { input -> String? in
      guard case .file(let path) = input, path.hasSuffix(".swift") else { return nil }
      return path
    }
    let definitions = all.filter {
      if case .file(let path) = $0 { !path.hasSuffix(".swift") } else { true }
    }
    let read =
      all.compactMap { if case .file(let path) = $0 { path } else { nil } }
      + [command.responders, configurationPath].compactMap { $0 }
    try OutputTarget.refuse(
      [("--output", command.output), ("--write-baseline", command.writeBaselinePath)],
      amongInputs: read, io: io)
    return (definitions, swift)
  }

  /// Lints definition files: read in batches on this thread and linted in parallel (the report
  /// is sorted, so the order of the work does not show).
  mutating func lintDefinitions(_ inputs: [InputCollector.Input], io: CommandIO) {
    let linter = Linter(options: options)
    let jobs = jobs
    let keepsKeys = findings.keepsKeys
    let responderSource = responderFile
    // When the process ends with this command, the last batch's models are left for the exit
    // to free.
    let keepsLastModels = io.exitsWhenDone
    var batch: [(name: String, bytes: FileBytes)] = []
    /// Lints the files read so far.
    func lintBatch(isLast: Bool) {
      // Only a batch of at most one file per thread: more would keep more models alive at
      // once than linting them does.
      let keepsModels = isLast && keepsLastModels && batch.count <= jobs
      let runner = ConcurrentJobs(threads: jobs)
      let results = ParallelMap.map(batch, threads: jobs) { file in
        let run = linter.run(file.bytes, file: file.name, jobs: runner)
        let found = run.diagnostics
        return (
          found,
          keepsKeys ? LintCommand.keys(for: found, in: file, responders: responderSource) : [],
          LintCommand.looksLikeResponderFile(file.bytes, diagnostics: found) ? file.name : nil,
          keepsModels ? run : nil
        )
      }
      for result in results { findings.add(result.0, keys: result.1) }
      misnamed += results.compactMap(\.2)
      if keepsModels { KeptUntilExit.keep(results.compactMap(\.3)) }
      batch.removeAll()
    }
    for input in inputs {
      switch input {
      case .unreadable(let missing, let reason):
        io.err("error: \(missing): \(reason)\(suggestion(for: missing))\n")
        outcome.unreadableInput = true
        continue
      case .empty(let directory):
        empty.append(directory)
        continue
      case .file, .standardInput: break
      }
      do {
        let bytes = try io.fileSystem.readInPlace(input.path, limit: LintCommand.fileSizeLimit)
        batch.append((input.path.inputName, bytes))
      } catch {
        io.err("error: \(error)\n")
        outcome.unreadableInput = true
        continue
      }
      fileCount += 1
      definitionCount += 1
      if batch.count >= jobs * 4 { lintBatch(isLast: false) }
    }
    if command.paths.isEmpty, fileCount == (responderFile == nil ? 0 : 1), let responderFile {
      // Only key commands, no menu file: lint them against the system's default menu.
      batch.append((responderFile.name, FileBytes(LintCommand.defaultMenu)))
      empty.removeAll()
    }
    lintBatch(isLast: true)
    // Several menu files with one responder file report the same responder findings; keep one.
    if responderFile != nil { findings.removeRepeats() }
  }

  /// A directory without definitions, or Swift without menu code, is an error unless
  /// `--allow-empty`: a mistyped CI path must not pass (DESIGN §7).
  mutating func checkForMissingInput(io: CommandIO) {
    if !empty.isEmpty && !command.allowEmpty {
      for directory in empty {
        io.err(
          "error: no menu definitions found under \(directory) (no *\(InputCollector.suffix) "
            + "files); pass '--allow-empty' if that is expected\n")
      }
      outcome.unreadableInput = true
    }
    guard let count = swiftWithoutMenuCode, definitionCount == 0, responderFile == nil else {
      return
    }
    guard !command.allowEmpty else { return }
    let files = count == 1 ? "the Swift file" : "the \(count) Swift files"
    let place = command.paths.isEmpty ? "." : command.paths.joined(separator: ", ")
    io.err(
      "error: no menu or key-command code found in \(files) under \(place); pass "
        + "'--allow-empty' if that is expected\n")
    outcome.unreadableInput = true
  }

  /// Writes `--write-baseline`, then hides the findings `--baseline` (or the configuration's)
  /// holds.
  mutating func applyBaselines(io: CommandIO) throws(ToolError) {
    guard findings.keepsKeys else { return }
    let recorded = zip(findings.keys, findings.diagnostics).map { (key: $0, diagnostic: $1) }
      .sorted { $0.diagnostic < $1.diagnostic }
    if let path = command.writeBaselinePath {
      do {
        try io.fileSystem.write(Array(Baseline(recorded).json.utf8), to: path)
      } catch {
        throw .failed("cannot write the baseline: \(error)")
      }
    }
    guard let baselinePath else { return }
    let bytes: [UInt8]
    do {
      bytes = try io.fileSystem.read(baselinePath, limit: LintCommand.fileSizeLimit)
    } catch {
      throw .noInput("cannot read the baseline: \(error)")
    }
    let (baseline, problems) = Baseline.decode(bytes, file: baselinePath)
    guard let baseline else {
      findings.diagnostics += problems
      return
    }
    let (kept, unmatched) = baseline.filter(recorded)
    findings.diagnostics = kept + problems
    if unmatched > 0 && !command.quiet {
      io.err(
        "note: \(unmatched) \(unmatched == 1 ? "finding" : "findings") in the baseline "
          + "\(baselinePath) no longer \(unmatched == 1 ? "occurs" : "occur"); "
          + "'--write-baseline \(baselinePath)' drops \(unmatched == 1 ? "it" : "them")\n")
    }
  }

  /// Applies `--fix` to the findings the report would show; the exit status of the run after
  /// fixing, or `nil` when there is nothing to fix.
  func fixReportedFindings(io: inout CommandIO) throws -> ExitCode? {
    var result = LintResult(diagnostics: findings.diagnostics, fileCount: fileCount)
    result.projectFacts = projectFacts
    return try Fixer.fix(result, command: command, io: &io)
  }

  /// Writes the report to standard output or `--output`; returns the run's exit status.
  func writeReport(io: CommandIO) throws(ToolError) -> ExitCode {
    var result = LintResult(diagnostics: findings.diagnostics, fileCount: fileCount)
    result.projectFacts = projectFacts
    var context = ReportContext(
      toolVersion: menulintVersion,
      useColor: command.format == .text && command.output == nil && io.allowsColor,
      workingDirectory: io.environment["PWD"])
    context.includesSummary = !command.quiet
    let report = command.format.reporter.report(result, context: context)
    try OutputTarget.write(report, to: command.output, describing: "the report", io: io)
    var outcome = outcome
    outcome.lintErrors = result.fails(strict: command.strict)
    outcome.unlintedInput = result.diagnostics.contains { $0.ruleID == .swiftParseError }
    return ExitCode(outcome)
  }

  /// "Did you mean 'lint'?" for a mistyped subcommand taken as a path.
  private func suggestion(for path: String) -> String {
    guard let command = CommandLineTool.subcommandSuggestion(for: path, root: MenuLint.self) else {
      return ""
    }
    return ". Did you mean '\(command)'?"
  }
}

/// The findings of a run so far, each with its baseline key when a baseline is read or
/// written.
struct Findings {
  var diagnostics: [Diagnostic] = []
  /// The key of each diagnostic, in order, when ``keepsKeys``.
  var keys: [Baseline.Key] = []
  /// Whether a baseline is read or written.
  var keepsKeys: Bool

  /// Adds findings; their keys are made only when kept.
  mutating func add(_ found: [Diagnostic], keys: @autoclosure () -> [Baseline.Key]) {
    diagnostics += found
    if keepsKeys { self.keys += keys() }
  }

  /// Drops exact repeats (the same responder finding from each menu file), keeping the first.
  mutating func removeRepeats() {
    (diagnostics, keys) = LintCommand.removingRepeats(diagnostics, keys: keys, keepsKeys: keepsKeys)
  }
}
