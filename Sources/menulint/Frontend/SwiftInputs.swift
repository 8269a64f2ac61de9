import MenuModel

/// Reading `.swift` inputs, for every command that takes them.
enum SwiftInputs {
  /// What reading one app's Swift gave.
  struct Read {
    /// What the files that could be read describe.
    var imported: SwiftImport
    /// A `swift-parse-error` finding for each file that mentions a menu API but could not be
    /// parsed.
    var failures: [Diagnostic] = []

    /// Whether the code holds anything about menus: menu or key-command code, code the import
    /// could not evaluate, or a file that could not be read (which may hold some).
    var foundMenuCode: Bool {
      imported.describesMenus || !imported.notes.isEmpty || !failures.isEmpty
    }
  }

  /// Imports the Swift files named or found under the directories named, as one app: with
  /// the app's project, the first application target (or `--target`'s), whose facts the
  /// definition's top level then says.
  ///
  /// - Parameters:
  ///   - paths: Files and directories.
  ///   - options: What the options decide instead of the project.
  ///   - announces: Whether to say on standard error what the project decided.
  ///   - jobs: How many swiftc processes may run at once.
  ///   - outputs: The files the command writes, which may not be among the inputs.
  ///   - io: Streams and files.
  /// - Returns: The import, and the directories given that hold no `.swift` file.
  /// - Throws: ``ToolError`` when an input cannot be read (after naming each one), an output
  ///   is an input, `--target` names no application target, or swiftc cannot be used.
  static func importSwift(
    _ paths: [String], options: ProjectSupport.Options, announces: Bool = true,
    jobs: Int = ParallelMap.coreCount, outputs: [(option: String, path: String?)] = [],
    io: inout CommandIO
  ) throws -> (read: Read, emptyDirectories: [String]) {
    let inputs = InputCollector(fileSystem: io.fileSystem, suffix: ".swift").collect(paths)
    var names: [String] = []
    var empty: [String] = []
    var unreadable = false
    for input in inputs {
      switch input {
      case .unreadable(let path, let reason):
        io.err("error: \(path): \(reason)\n")
        unreadable = true
      case .empty(let directory):
        empty.append(directory)
      case .standardInput:
        io.err("error: Swift is read from files, not standard input\n")
        unreadable = true
      case .file(let path):
        names.append(path.inputName)
      }
    }
    if unreadable { throw ToolError.reported(Outcome(unreadableInput: true)) }
    try OutputTarget.refuse(outputs, amongInputs: names, io: io)
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
    if unreadable { throw ToolError.reported(Outcome(unreadableInput: true)) }
    var frontEnd: SwiftFrontEnd?
    let read = try importFiles(
      files, defines: group?.defines ?? options.defines ?? [], fields: group?.fields ?? [],
      jobs: jobs, frontEnd: &frontEnd, environment: io.environment)
    return (read, empty)
  }

  /// Imports files as one app, running at most `jobs` swiftc processes at once; `frontEnd` is
  /// started at the first file that needs parsing and kept for the next call.
  ///
  /// A file that cannot be parsed becomes a `swift-parse-error` finding at the place swiftc
  /// names; the others are read.
  ///
  /// - Throws: ``ToolError/unavailable(_:)`` when swiftc is missing or unusable.
  static func importFiles(
    _ files: [(name: String, bytes: [UInt8])], defines: Set<String>,
    fields: [DefinitionField] = [], jobs: Int = ParallelMap.coreCount,
    frontEnd: inout SwiftFrontEnd?, starting: SwiftFrontEnd.Starting? = nil,
    environment: [String: String]
  ) throws(ToolError) -> Read {
    // Files that name no menu API are not parsed, so they need no toolchain either.
    guard files.contains(where: { SwiftImporter.mentionsMenuAPIs($0.bytes) }) else {
      return Read(imported: SwiftImporter().finish(definitionFields: fields))
    }
    let started: SwiftFrontEnd
    let result: (imported: SwiftImport, failures: [SwiftFrontEnd.ParseFailure])
    do throws(SwiftFrontEnd.Failure) {
      if let frontEnd {
        started = frontEnd
      } else if let starting {
        started = try starting.wait()
      } else {
        started = try SwiftFrontEnd.start(environment: environment)
      }
      frontEnd = started
      result = try started.importFiles(
        files, defines: defines, definitionFields: fields, jobs: jobs)
    } catch {
      throw .unavailable(error.message)
    }
    let sources = Dictionary(
      files.map { ($0.name, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    return Read(
      imported: result.imported,
      failures: result.failures.map {
        SwiftParseErrorRule.diagnostic(
          file: $0.file, source: sources[$0.file] ?? [], line: $0.line, byteColumn: $0.column,
          reason: $0.reason)
      })
  }
}
