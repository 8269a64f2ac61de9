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
      Docs/Project.md). A Swift file swiftc cannot parse is a swift-parse-error finding; the \
      other files are still linted and the report written. Exits 0 when there are no errors \
      (and, with --strict, no warnings), 1 when there are, 64 on a usage error, 65 when a \
      Swift file cannot be parsed, 66 when an input cannot be read or a directory holds no \
      definitions or no menu code (unless --allow-empty), and 69 when swiftc is missing or \
      unusable; the first of 66, 64, 65 and 1 that applies wins.

      Settings come from .menulint.json in the current directory or the nearest parent (or \
      --config); options given here win over it. An element's "lintIgnore" hides the rules it \
      names there, as menulint:disable:next and menulint:disable:this comments do in Swift, \
      and --baseline hides the findings a --write-baseline run recorded.
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
      help:
        "Exit 0 when a directory (or the current directory) holds no definitions, or its Swift no menu code."
    ),
    .flag(
      "quiet", short: "q",
      help:
        "Print the findings only: no summary line, and no notes on standard error (errors still are)."
    ),
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
  var quiet: Bool
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
    quiet = arguments.flag("quiet")
    fix = arguments.flag("fix")
    configPath = arguments.option("config")
    baselinePath = arguments.option("baseline")
    writeBaselinePath = arguments.option("write-baseline")
    givenOptions = Set(["platform", "layouts", "directions"].filter(arguments.isGiven))
    output = arguments.option("output")
    responders = arguments.option("responders")
    let jobsText = arguments.option("jobs") ?? String(ParallelMap.coreCount)
    guard let jobs = Int(jobsText), jobs > 0 else {
      throw ToolError.usage(
        "The value '\(jobsText)' is invalid for '--jobs <count>': give a positive number")
    }
    self.jobs = jobs
    jobsGiven = arguments.isGiven("jobs")
    let limitText =
      arguments.option("max-per-rule") ?? String(LintOptions.defaultMaximumDiagnosticsPerRule)
    guard let limit = Int(limitText), limit >= 0 else {
      throw ToolError.usage(
        "The value '\(limitText)' is invalid for '--max-per-rule <count>': give 0 or a positive number"
      )
    }
    maximumPerRule = limit
    if responders == "-" && paths.contains("-") {
      throw ToolError.usage("Only one of the definitions and '--responders' can be read from '-'")
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
    var merger = FindingMerger(reservingCapacity: diagnostics.count)
    var keptKeys: [Baseline.Key] = []
    for index in diagnostics.indices {
      let count = merger.findings.count
      let isNew = merger.add(diagnostics[index]) == count
      if isNew && keepsKeys && index < keys.count { keptKeys.append(keys[index]) }
    }
    return (merger.findings, keptKeys)
  }

  /// Parses `--disable` lists, rejecting unknown rule identifiers with a suggestion.
  static func rules(_ lists: [String]) throws -> Set<RuleID> {
    var rules: Set<RuleID> = []
    for name in lists.flatMap({ $0.split(separator: ",") }).map({ String($0).trimmingSpaces })
    where !name.isEmpty {
      guard RuleRegistry.description(for: RuleID(rawValue: name)) != nil else {
        let suggestion = EditDistance.closest(to: name, in: RuleRegistry.rules.map(\.id.rawValue))
        throw ToolError.usage(
          "Unknown rule '\(name)'"
            + (suggestion.map { ". Did you mean '\($0)'?" } ?? ". See 'menulint rules'."))
      }
      rules.insert(RuleID(rawValue: name))
    }
    return rules
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    var frontend = LintFrontend(self, io: io)
    return try frontend.run(io: &io)
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
    var merger = FindingMerger()
    var keys: [Baseline.Key?] = []
    var targets: [[String]] = []
    for group in groups {
      for (index, diagnostic) in group.diagnostics.enumerated() {
        let number = merger.add(diagnostic)
        if number == targets.count {
          targets.append([])
          keys.append(keepsKeys && index < group.keys.count ? group.keys[index] : nil)
        }
        if let target = group.target, !targets[number].contains(target) {
          targets[number].append(target)
        }
      }
    }
    let everyTarget = groups.compactMap(\.target)
    var merged: [Diagnostic] = []
    for (number, diagnostic) in merger.findings.enumerated() {
      var labelled = diagnostic
      let holds = targets[number]
      if holds.count < everyTarget.count, !holds.isEmpty {
        labelled.notes.append(ProjectSupport.targetNote(holds))
      }
      merged.append(labelled)
    }
    return (merged, keys.compactMap { $0 })
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
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmingSpaces: String {
    guard let start = firstIndex(where: { $0 != " " }), let end = lastIndex(where: { $0 != " " })
    else { return "" }
    return String(self[start...end])
  }
}
