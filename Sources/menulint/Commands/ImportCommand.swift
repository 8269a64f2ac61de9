import MenuModel

/// `menulint import`: write the definition and responder file an app's Swift describes.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Write the menu definition (and responder file) that Swift code describes.",
    discussion: """
      Reads each .swift file, or every .swift file under each directory, with the toolchain's \
      parser (swiftc 6.1 or later: $SWIFTC, else PATH), and writes the definition to standard \
      output or --output. The app's project (an .xcodeproj, project.yml or Package.swift in or \
      above the directory) gives the definition its platforms, OS versions and Info.plist keys, \
      and its Release #if conditions are taken as true. Code that cannot be evaluated is \
      reported as unresolved-swift notes on standard error. Exits 0 on success, 1 when a file cannot be parsed, 66 when an input \
      cannot be read and 69 when swiftc is missing or unusable.
      """)

  static let arguments: [ArgumentSpec] = [
    .positional("paths", help: "Swift files or directories.", isRepeatable: true),
    .option(
      "output", short: "o", valueName: "file",
      help: "Write the menu definition to a file instead of standard output."),
    .option(
      "responders-output", valueName: "file",
      help: "Write the responder file the code describes (key commands, actions) to a file."),
    .option(
      "define", short: "D", valueName: "flag",
      help:
        "An #if flag to take as true (others are false); given, these replace the project's Release conditions.",
      isRepeatable: true),
    .option(
      "target", valueName: "name",
      help:
        "The application target of the app's project to import (by default the first whose files are given)."
    ),
    .option(
      "jobs", short: "j", valueName: "count",
      help: "How many swiftc processes may run at once (default: one per core)."),
  ]

  var paths: [String]
  var output: String?
  var respondersOutput: String?
  var defines: Set<String>?
  var target: String?
  var jobs: Int

  init(parsing arguments: ParsedArguments) throws {
    paths = arguments.positionals("paths")
    output = arguments.option("output")
    respondersOutput = arguments.option("responders-output")
    defines = arguments.isGiven("define") ? Set(arguments.values("define")) : nil
    target = arguments.option("target")
    let jobsText = arguments.option("jobs") ?? String(ParallelMap.coreCount)
    guard let jobs = Int(jobsText), jobs > 0 else {
      throw ValidationError(
        "The value '\(jobsText)' is invalid for '--jobs <count>': give a positive number")
    }
    self.jobs = jobs
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    let imported: SwiftImport
    let options = ProjectSupport.Options(target: target, defines: defines)
    switch try SwiftInputs.importSwift(
      paths.isEmpty ? ["."] : paths, options: options, jobs: jobs, io: &io)
    {
    case .imported(let result): imported = result
    case .failed(let code): return code
    }
    if !imported.notes.isEmpty {
      io.err(
        TextReporter().report(
          LintResult(diagnostics: imported.notes, fileCount: 1),
          context: ReportContext(toolVersion: menulintVersion)))
    }
    if let output {
      do {
        try io.fileSystem.write(Array(imported.menuJSON.utf8), to: output)
      } catch {
        io.err("error: cannot write '\(output)': \(error)\n")
        return .failure
      }
    } else {
      io.out(imported.menuJSON)
    }
    if let respondersOutput {
      let text = imported.respondersJSON ?? "{\n  \"formatVersion\": 1,\n  \"responders\": []\n}\n"
      do {
        try io.fileSystem.write(Array(text.utf8), to: respondersOutput)
      } catch {
        io.err("error: cannot write '\(respondersOutput)': \(error)\n")
        return .failure
      }
    }
    return .success
  }
}

/// Reading `.swift` inputs for every command that takes them.
enum SwiftInputs {
  enum Outcome {
    case imported(SwiftImport)
    case failed(ExitCode)
  }

  /// Whether a path is Swift input rather than a definition file.
  static func isSwift(_ path: String, fileSystem: any FileSystem) -> Bool {
    path.hasSuffix(".swift")
  }

  /// Imports the Swift files named or found under the directories named, as one app: with
  /// the app's project, the first application target (or `--target`'s), whose facts the
  /// definition's top level then says.
  ///
  /// - Parameters:
  ///   - paths: Files and directories.
  ///   - options: What the options decide instead of the project.
  ///   - announces: Whether to say on standard error what the project decided (once a run).
  ///   - jobs: How many swiftc processes may run at once.
  ///   - io: Streams and files.
  /// - Returns: The import, or the exit code to stop with after saying why on standard error.
  /// - Throws: ``ValidationError`` when `--target` names no application target.
  static func importSwift(
    _ paths: [String], options: ProjectSupport.Options, announces: Bool = true,
    jobs: Int = ParallelMap.coreCount, io: inout CommandIO
  ) throws -> Outcome {
    let inputs = InputCollector(fileSystem: io.fileSystem, suffix: ".swift").collect(paths)
    var names: [String] = []
    var unreadable = false
    for input in inputs {
      if case .unreadable(let path, let reason) = input {
        io.err("error: \(path): \(reason)\n")
        unreadable = true
        continue
      }
      if case .empty(let directory) = input {
        io.err("warning: no .swift files found under \(directory)\n")
        continue
      }
      if case .standardInput = input {
        io.err("error: Swift is read from files, not standard input\n")
        unreadable = true
        continue
      }
      names.append(input.path.inputName)
    }
    if unreadable { return .failed(.noInput) }
    let prepared = try ProjectSupport.prepare(
      paths: paths, files: names, options: options, io: io)
    let group = prepared.groups.first
    if announces {
      if !prepared.notes.isEmpty {
        io.err(
          TextReporter().report(
            LintResult(diagnostics: prepared.notes, fileCount: 1),
            context: ReportContext(toolVersion: menulintVersion)))
      }
      if let summary = group?.summary { io.err(summary + "\n") }
      let others = prepared.groups.dropFirst().compactMap(\.target)
      if !others.isEmpty {
        io.err(
          "note: the project has more application targets: "
            + others.map { "'\($0)'" }.joined(separator: ", ")
            + "; pick one with '--target NAME'\n")
      }
      for message in prepared.messages { io.err(message + "\n") }
    }
    var files: [(name: String, bytes: [UInt8])] = []
    for name in group?.files ?? names {
      do {
        files.append((name, try io.fileSystem.read(name, limit: LintCommand.fileSizeLimit)))
      } catch {
        io.err("error: \(error)\n")
        unreadable = true
      }
    }
    if unreadable { return .failed(.noInput) }
    var frontEnd: SwiftFrontEnd?
    return importFiles(
      files, defines: group?.defines ?? options.defines ?? [], fields: group?.fields ?? [],
      jobs: jobs, frontEnd: &frontEnd, io: &io)
  }

  /// Imports files as one app, running at most `jobs` swiftc processes at once; `frontEnd` is
  /// started at the first file that needs parsing and kept for the next call.
  static func importFiles(
    _ files: [(name: String, bytes: [UInt8])], defines: Set<String>,
    fields: [DefinitionField] = [], jobs: Int = ParallelMap.coreCount,
    frontEnd: inout SwiftFrontEnd?, io: inout CommandIO
  ) -> Outcome {
    // Files that name no menu API are not parsed, so they need no toolchain either.
    guard files.contains(where: { SwiftImporter.mentionsMenuAPIs($0.bytes) }) else {
      return .imported(SwiftImporter().finish(definitionFields: fields))
    }
    do throws(SwiftFrontEnd.Failure) {
      let started: SwiftFrontEnd
      if let frontEnd {
        started = frontEnd
      } else {
        started = try SwiftFrontEnd.start(environment: io.environment)
      }
      frontEnd = started
      return .imported(
        try started.importFiles(
          files, defines: defines, definitionFields: fields, jobs: jobs))
    } catch {
      io.err(error.message + "\n")
      return .failed(error.exitCode)
    }
  }
}
