import MenuModel

/// `menulint lint`: check definition files and report what is wrong.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check menu definitions for problems.",
    discussion: """
      Lints each file, or every *.menu.json under each directory (the current directory when \
      no path is given); '-' reads standard input. .swift files (and those under each \
      directory) are read together as one app with swiftc, and findings are reported in the \
      Swift; the app's project (an .xcodeproj, project.yml or Package.swift in or above the \
      directory) says which platforms and OS versions to check, its Info.plist keys and its \
      Release #if conditions, and each application target is checked with its own (see \
      Docs/Project.md). Exits 0 when there are no errors (and, with --strict, no warnings), 1 when there \
      are, 64 on a usage error, 66 when an input cannot be read or a directory holds no \
      definitions (unless --allow-empty), and 69 when swiftc is missing or unusable.

      Settings come from .menulint.json in the current directory or the nearest parent (or \
      --config); options given here win over it. An element's "lintIgnore" hides the rules it \
      names there, and --baseline hides the findings a --write-baseline run recorded.
      """)

  static let arguments: [ArgumentSpec] = [
    .positional(
      "paths", help: "Definition files, Swift files or directories to lint.", isRepeatable: true),
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
      "define", short: "D", valueName: "flag",
      help:
        "For .swift inputs: an #if flag to take as true (others are false); given, these replace the project's Release conditions.",
      isRepeatable: true),
    .option(
      "target", valueName: "name",
      help:
        "For .swift inputs: check only this application target of the app's project (by default each one whose files are given)."
    ),
    .option(
      "disable", valueName: "rules", help: "Rules to skip, separated by commas.", isRepeatable: true
    ),
    .option(
      "output", short: "o", valueName: "file",
      help: "Write the report to a file instead of standard output."),
    .option(
      "jobs", short: "j", valueName: "count",
      help:
        "How many files, and platforms of a file, to lint at once; by default one per core, and one for a single small file."
    ),
    .option(
      "config", valueName: "file",
      help:
        "The configuration file; by default .menulint.json in the current directory or a parent."
    ),
    .option(
      "baseline", valueName: "file",
      help:
        "Hide the findings recorded in this baseline and report only new ones; by default the configuration's."
    ),
    .option(
      "write-baseline", valueName: "file",
      help:
        "Record every finding in this baseline file (by rule, file and element, not line)."),
    .flag(
      "fix",
      help:
        "Give each command a finding is about the first suggested shortcut, in the files, then report what remains."
    ),
    .flag(
      "allow-empty",
      help: "Exit 0 when a directory (or the current directory) holds no definitions."),
    .option(
      "max-per-rule", valueName: "count",
      help:
        "Report at most this many findings of one rule per file, then one that counts the rest; 0 reports all.",
      defaultValue: String(LintOptions.defaultMaximumDiagnosticsPerRule)),
  ]

  /// The largest definition file read, in bytes.
  static let fileSizeLimit = 256 << 20

  /// A single input file smaller than this is linted on one thread unless `--jobs` asks for
  /// more: starting and waiting for a second thread costs such a file more than the thread
  /// saves (see the README's performance section).
  static let oneThreadSizeLimit = 64 << 10

  /// The threads to lint on: `--jobs` when given, else one per core, except one for a single
  /// regular file smaller than ``oneThreadSizeLimit``.
  func threads(fileSystem: some FileSystem) -> Int {
    guard !jobsGiven, jobs > 1, paths.count == 1,
      let size = fileSystem.regularFileSize(paths[0]), size < Self.oneThreadSizeLimit
    else { return jobs }
    return 1
  }

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
  /// Whether `--jobs` was given: then it is obeyed even for a small file.
  var jobsGiven: Bool
  var maximumPerRule: Int
  var defines: Set<String>
  /// Whether `--define` was given: then it replaces the project's conditions.
  var definesGiven: Bool
  var target: String?
  var allowEmpty: Bool
  /// `--fix`, and how many runs have fixed so far (``Fixer``).
  var fix: Bool
  var fixPass = 0
  var configPath: String?
  var baselinePath: String?
  var writeBaselinePath: String?
  /// Which of `--platform`, `--layouts` and `--directions` were given: those win over the
  /// configuration.
  var givenOptions: Set<String>

  init(parsing arguments: ParsedArguments) throws {
    paths = arguments.positionals("paths")
    format = ReportFormat(rawValue: arguments.option("format") ?? "text") ?? .text
    platforms = arguments.option("platform").flatMap(Platform.init(rawValue:)).map { [$0] }
    strict = arguments.flag("strict")
    defines = Set(arguments.values("define"))
    definesGiven = arguments.isGiven("define")
    target = arguments.option("target")
    allowEmpty = arguments.flag("allow-empty")
    fix = arguments.flag("fix")
    configPath = arguments.option("config")
    baselinePath = arguments.option("baseline")
    writeBaselinePath = arguments.option("write-baseline")
    givenOptions = Set(["platform", "layouts", "directions"].filter(arguments.isGiven))
    output = arguments.option("output")
    responders = arguments.option("responders")
    let jobsText = arguments.option("jobs") ?? String(ParallelMap.coreCount)
    guard let jobs = Int(jobsText), jobs > 0 else {
      throw ValidationError(
        "The value '\(jobsText)' is invalid for '--jobs <count>': give a positive number")
    }
    self.jobs = jobs
    jobsGiven = arguments.isGiven("jobs")
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

  /// The menu definition a responder file is linted against when no menu file is given: the
  /// system's default main menu on both platforms and versions.
  static let defaultMenu = Array(#"{"formatVersion": 1}"#.utf8)

  /// Baseline keys of a menu file's findings; those located in the responder file are keyed by
  /// its elements.
  static func keys(
    for found: [Diagnostic], in file: (name: String, bytes: FileBytes),
    responders: (name: String, bytes: [UInt8])?
  ) -> [Baseline.Key] {
    guard let responders, found.contains(where: { $0.location?.file == responders.name }) else {
      return Baseline.keys(for: found, bytes: file.bytes, file: file.name)
    }
    let own = Baseline.keys(for: found, bytes: file.bytes, file: file.name)
    let theirs = Baseline.keys(for: found, bytes: responders.bytes, file: responders.name)
    return found.indices.map { found[$0].location?.file == responders.name ? theirs[$0] : own[$0] }
  }

  /// The findings without exact repeats (the same responder finding from each menu file),
  /// with their baseline keys.
  static func removingRepeats(
    _ diagnostics: [Diagnostic], keys: [Baseline.Key], keepsKeys: Bool
  ) -> ([Diagnostic], [Baseline.Key]) {
    var seen: Set<Diagnostic> = []
    var kept: [Diagnostic] = []
    var keptKeys: [Baseline.Key] = []
    for index in diagnostics.indices where seen.insert(diagnostics[index]).inserted {
      kept.append(diagnostics[index])
      if keepsKeys && index < keys.count { keptKeys.append(keys[index]) }
    }
    return (kept, keptKeys)
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
    let jobs = threads(fileSystem: io.fileSystem)
    ParallelMap.startWorkers(for: jobs)
    var options = LintOptions(
      platforms: platforms, osVersions: osVersions, disabledRules: disabledRules,
      layouts: layouts, directions: directions, maximumDiagnosticsPerRule: maximumPerRule)
    var diagnostics: [Diagnostic] = []
    /// The baseline key of each diagnostic, kept only when a baseline is read or written.
    var keys: [Baseline.Key] = []
    var baselinePath = self.baselinePath
    var usesBaseline = baselinePath != nil || writeBaselinePath != nil
    var fileCount = 0
    var unreadable = false
    let configurations = ConfigurationLoader(
      fileSystem: io.fileSystem, currentDirectory: io.currentDirectory)
    var collector = InputCollector(fileSystem: io.fileSystem)
    if let path = configurations.locate(configPath) {
      let loaded: ConfigurationLoader.Loaded
      do {
        loaded = try configurations.load(path)
      } catch {
        io.err("error: cannot read the configuration: \(error)\n")
        return .noInput
      }
      diagnostics += loaded.diagnostics
      keys += Baseline.keys(for: loaded.diagnostics, bytes: [], file: path)
      if let configuration = loaded.configuration {
        apply(configuration, to: &options)
        if baselinePath == nil, let configured = configuration.baseline {
          baselinePath = ConfigurationLoader.resolve(configured, in: loaded.directory)
          usesBaseline = true
        }
        let globs = configuration.exclude
        collector.isExcluded = {
          configurations.isExcluded($0, by: globs, base: loaded.directory)
        }
      }
    }
    var responderFile: (name: String, bytes: [UInt8])?
    if let responders {
      do {
        let bytes = try io.fileSystem.read(responders, limit: Self.fileSizeLimit)
        responderFile = (responders.inputName, bytes)
        let (definition, found) = Linter(options: options).lintResponders(
          bytes, file: responders.inputName)
        options.responders = definition
        diagnostics += found
        if usesBaseline {
          keys += Baseline.keys(for: found, bytes: bytes, file: responders.inputName)
        }
        fileCount += 1
      } catch {
        io.err("error: \(error)\n")
        unreadable = true
      }
    }
    // Swift files are imported together, as one app per application target of the app's
    // project (Docs/Project.md), and linted as the definition they describe, with findings
    // moved to the Swift code.
    collector.suffixes = [InputCollector.suffix, ".swift"]
    let allInputs = collector.collect(paths)
    let swiftInputs = allInputs.filter {
      if case .file(let path) = $0 { path.hasSuffix(".swift") } else { false }
    }
    let inputs = allInputs.filter {
      if case .file(let path) = $0 { !path.hasSuffix(".swift") } else { true }
    }
    var projectFacts: [AppFacts] = []
    if !swiftInputs.isEmpty {
      let projectOptions = ProjectSupport.Options(
        target: target, platforms: options.platforms, osVersions: options.osVersions,
        defines: definesGiven ? defines : nil)
      let prepared = try ProjectSupport.prepare(
        paths: paths, files: swiftInputs.map(\.path.inputName), options: projectOptions, io: io)
      for message in prepared.allMessages { io.err(message + "\n") }
      let projectNotes = Linter(options: options).applyingOptions(to: prepared.notes)
      diagnostics += projectNotes
      if usesBaseline { keys += Baseline.keys(for: projectNotes, bytes: [], file: "") }
      var sources: [String: [UInt8]] = [:]
      let read = Set(prepared.groups.flatMap(\.files))
      for input in swiftInputs where read.contains(input.path.inputName) {
        do {
          sources[input.path.inputName] = try io.fileSystem.read(
            input.path, limit: Self.fileSizeLimit)
        } catch {
          io.err("error: \(error)\n")
          unreadable = true
        }
      }
      var frontEnd: SwiftFrontEnd?
      var perGroup: [(diagnostics: [Diagnostic], keys: [Baseline.Key], target: String?)] = []
      for group in prepared.groups {
        let files = group.files.compactMap { name in sources[name].map { (name, $0) } }
        switch SwiftInputs.importFiles(
          files, defines: group.defines, fields: group.fields, jobs: jobs, frontEnd: &frontEnd,
          io: &io)
        {
        case .failed(let code): return code
        case .imported(let imported):
          let (found, foundKeys) = lintSwift(imported, options: options, usesBaseline: usesBaseline)
          perGroup.append((found, foundKeys, group.target))
        }
        if let facts = group.facts { projectFacts.append(facts) }
      }
      let (merged, mergedKeys) = Self.merging(perGroup, keepsKeys: usesBaseline)
      diagnostics += merged
      keys += mergedKeys
      fileCount += sources.count
    }
    let linter = Linter(options: options)
    // Files are read in batches on this thread and linted in parallel; the report is sorted,
    // so the order of the work does not show.
    var batch: [(name: String, bytes: FileBytes)] = []
    let keepsKeys = usesBaseline
    var misnamed: [String] = []
    // When the process ends with this command, the last batch's models are left for the exit
    // to free.
    let keepsLastModels = io.exitsWhenDone
    /// Lints the files read so far.
    func lintBatch(isLast: Bool) {
      // Only a batch of at most one file per thread: more would keep more models alive at
      // once than linting them does.
      let keepsModels = isLast && keepsLastModels && batch.count <= jobs
      let runner = ConcurrentJobs(threads: jobs)
      let responderSource = responderFile
      let results = ParallelMap.map(batch, threads: jobs) { file in
        let run = linter.run(file.bytes, file: file.name, jobs: runner)
        let found = run.diagnostics
        return (
          found,
          keepsKeys ? Self.keys(for: found, in: file, responders: responderSource) : [],
          Self.looksLikeResponderFile(file.bytes, diagnostics: found) ? file.name : nil,
          keepsModels ? run : nil
        )
      }
      diagnostics += results.flatMap(\.0)
      keys += results.flatMap(\.1)
      misnamed += results.compactMap(\.2)
      if keepsModels { KeptUntilExit.keep(results.compactMap(\.3)) }
      batch.removeAll()
    }
    var empty: [String] = []
    for input in inputs {
      switch input {
      case .unreadable(let missing, let reason):
        io.err("error: \(missing): \(reason)\(suggestion(for: missing))\n")
        unreadable = true
        continue
      case .empty(let directory):
        empty.append(directory)
        continue
      case .file, .standardInput: break
      }
      do {
        let bytes = try io.fileSystem.readInPlace(input.path, limit: Self.fileSizeLimit)
        batch.append((input.path.inputName, bytes))
      } catch {
        io.err("error: \(error)\n")
        unreadable = true
        continue
      }
      fileCount += 1
      if batch.count >= jobs * 4 { lintBatch(isLast: false) }
    }
    if paths.isEmpty, fileCount == (responderFile == nil ? 0 : 1), let responderFile {
      // Only key commands, no menu file: lint them against the system's default menu.
      batch.append((responderFile.name, FileBytes(Self.defaultMenu)))
      empty.removeAll()
    }
    lintBatch(isLast: true)
    // Several menu files with one responder file report the same responder findings; keep one.
    if responderFile != nil {
      (diagnostics, keys) = Self.removingRepeats(diagnostics, keys: keys, keepsKeys: usesBaseline)
    }
    if !empty.isEmpty && !allowEmpty {
      // A mistyped CI path must not pass (DESIGN §7).
      for directory in empty {
        io.err(
          "error: no menu definitions found under \(directory) (no *\(InputCollector.suffix) "
            + "files); pass '--allow-empty' if that is expected\n")
      }
      unreadable = true
    }
    if unreadable && fileCount == 0 {
      // Nothing was linted: a report would only say "No problems found in 0 files."
      return .noInput
    }
    if usesBaseline {
      let findings = zip(keys, diagnostics).map { (key: $0, diagnostic: $1) }
        .sorted { $0.diagnostic < $1.diagnostic }
      if let writeBaselinePath {
        do {
          try io.fileSystem.write(Array(Baseline(findings).json.utf8), to: writeBaselinePath)
        } catch {
          io.err("error: cannot write the baseline: \(error)\n")
          return .failure
        }
      }
      if let baselinePath {
        let bytes: [UInt8]
        do {
          bytes = try io.fileSystem.read(baselinePath, limit: Self.fileSizeLimit)
        } catch {
          io.err("error: cannot read the baseline: \(error)\n")
          return .noInput
        }
        let (baseline, problems) = Baseline.decode(bytes, file: baselinePath)
        if let baseline {
          let (kept, unmatched) = baseline.filter(findings)
          diagnostics = kept + problems
          if unmatched > 0 {
            io.err(
              "note: \(unmatched) \(unmatched == 1 ? "finding" : "findings") in the baseline "
                + "\(baselinePath) no longer \(unmatched == 1 ? "occurs" : "occur"); "
                + "'--write-baseline \(baselinePath)' drops \(unmatched == 1 ? "it" : "them")\n")
          }
        } else {
          diagnostics += problems
        }
      }
    }
    for file in misnamed {
      io.err(
        "error: \(file) looks like a responder file, not a menu definition; "
          + "lint it with '--responders \(file)'\n")
    }
    var result = LintResult(diagnostics: diagnostics, fileCount: fileCount)
    result.projectFacts = projectFacts
    if fix, let code = try Fixer.fix(result, command: self, io: &io) { return code }
    let context = ReportContext(
      toolVersion: menulintVersion,
      useColor: format == .text && output == nil && io.allowsColor,
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
    if !misnamed.isEmpty { return .usage }
    return result.fails(strict: strict) ? .failure : .success
  }

  /// Lints what one app's Swift describes, with findings moved to the Swift code, and their
  /// baseline keys when a baseline is read or written.
  func lintSwift(_ imported: SwiftImport, options: LintOptions, usesBaseline: Bool)
    -> ([Diagnostic], [Baseline.Key])
  {
    let menuName = "<swift>.menu.json"
    let respondersName = "<swift>.responders.json"
    var found: [Diagnostic] = []
    // The Swift app's responders are its own: JSON menu files linted in the same run keep
    // the options they were given.
    var swiftOptions = options
    if let respondersJSON = imported.respondersJSON, options.responders == nil {
      let (definition, problems) = Linter(options: options).lintResponders(
        Array(respondersJSON.utf8), file: respondersName)
      swiftOptions.responders = definition
      found += problems
    }
    found += Linter(options: swiftOptions).lint(Array(imported.menuJSON.utf8), file: menuName)
    let notes = Linter(options: options).applyingOptions(to: imported.notes)
    let moved =
      notes + imported.relocate(found, menuFile: menuName, respondersFile: respondersName)
    guard usesBaseline else { return (moved, []) }
    // Keys name elements as the written JSON does, and files as the Swift.
    let jsonKeys =
      Baseline.keys(for: notes, bytes: [], file: "")
      + Baseline.keys(for: found, bytes: Array(imported.menuJSON.utf8), file: menuName)
    let keys = zip(jsonKeys, moved).map {
      Baseline.Key(rule: $0.rule, file: $1.location?.file ?? $0.file, element: $0.element)
    }
    return (moved, keys)
  }

  /// The findings of several app targets' Swift, each once: a finding that holds for some of
  /// the targets, not all, gets a note naming them.
  static func merging(
    _ groups: [(diagnostics: [Diagnostic], keys: [Baseline.Key], target: String?)],
    keepsKeys: Bool
  ) -> ([Diagnostic], [Baseline.Key]) {
    guard groups.count > 1 else {
      return (groups.first?.diagnostics ?? [], groups.first?.keys ?? [])
    }
    var order: [Diagnostic] = []
    var keys: [Diagnostic: Baseline.Key] = [:]
    var targets: [Diagnostic: [String]] = [:]
    for group in groups {
      for (index, diagnostic) in group.diagnostics.enumerated() {
        if targets[diagnostic] == nil {
          order.append(diagnostic)
          targets[diagnostic] = []
          if keepsKeys, index < group.keys.count { keys[diagnostic] = group.keys[index] }
        }
        if let target = group.target, targets[diagnostic]?.contains(target) == false {
          targets[diagnostic]?.append(target)
        }
      }
    }
    let everyTarget = groups.compactMap(\.target)
    var merged: [Diagnostic] = []
    var mergedKeys: [Baseline.Key] = []
    for diagnostic in order {
      var labelled = diagnostic
      let holds = targets[diagnostic] ?? []
      if holds.count < everyTarget.count, !holds.isEmpty {
        labelled.notes.append(ProjectSupport.targetNote(holds))
      }
      merged.append(labelled)
      if keepsKeys, let key = keys[diagnostic] { mergedKeys.append(key) }
    }
    return (merged, mergedKeys)
  }

  /// Applies a configuration's settings that no command-line option overrides.
  func apply(_ configuration: LintConfiguration, to options: inout LintOptions) {
    options.disabledRules.formUnion(configuration.disabledRules)
    options.severities = configuration.severities
    if !givenOptions.contains("platform"), let platforms = configuration.platforms {
      options.platforms = platforms
    }
    if !givenOptions.contains("layouts"), let layouts = configuration.layouts {
      options.layouts = layouts
    }
    if !givenOptions.contains("directions"), let directions = configuration.directions {
      options.directions = directions
    }
  }

  /// Whether a file linted as a menu definition is a responder file given without
  /// `--responders`: a top-level `responders` or `scenarios` key (an unknown field in a menu
  /// definition) and no `build`.
  static func looksLikeResponderFile(_ bytes: FileBytes, diagnostics: [Diagnostic]) -> Bool {
    guard
      diagnostics.contains(where: {
        $0.ruleID == .unknownField
          && ($0.location?.pointer == "/responders" || $0.location?.pointer == "/scenarios")
      }), let document = try? JSONParser().parse(bytes, file: "")
    else { return false }
    return document.root["build"] == nil
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
    guard let start = firstIndex(where: { $0 != " " }), let end = lastIndex(where: { $0 != " " })
    else { return "" }
    return String(self[start...end])
  }
}
