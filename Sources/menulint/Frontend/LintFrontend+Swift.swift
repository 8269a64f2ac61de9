import MenuModel

extension LintFrontend {
  /// Lints Swift files, as one app per application target of the app's project.
  ///
  /// Each app is linted as the definition it describes (Docs/Project.md), with findings moved
  /// to the Swift code and `menulint:disable` comments applied. A file that cannot be parsed
  /// is a `swift-parse-error` finding; the others are still linted.
  mutating func lintSwift(_ files: [String], io: inout CommandIO) throws {
    guard !files.isEmpty else { return }
    // swiftc is checked while the project is read.
    let starting = SwiftFrontEnd.Starting(environment: io.environment)
    let projectOptions = ProjectSupport.Options(
      target: command.target, platforms: options.platforms, osVersions: options.osVersions,
      defines: command.definesGiven ? command.defines : nil)
    let prepared = try ProjectSupport.prepare(
      paths: command.paths, files: files.map(\.inputName), options: projectOptions, io: io)
    if !command.quiet { for message in prepared.allMessages { io.err(message + "\n") } }
    let projectNotes = Linter(options: options).applyingOptions(to: prepared.notes)
    findings.add(projectNotes, keys: Baseline.keys(for: projectNotes, bytes: [], file: ""))
    var sources: [String: [UInt8]] = [:]
    let read = Set(prepared.groups.flatMap(\.files))
    for file in files where read.contains(file.inputName) {
      do {
        sources[file.inputName] = try io.fileSystem.read(file, limit: LintCommand.fileSizeLimit)
      } catch {
        io.err("error: \(error)\n")
        outcome.unreadableInput = true
      }
    }
    var frontEnd: SwiftFrontEnd?
    var perGroup: [(diagnostics: [Diagnostic], keys: [Baseline.Key], target: String?)] = []
    var foundMenuCode = false
    for group in prepared.groups {
      let groupFiles = group.files.compactMap { name in sources[name].map { (name, $0) } }
      let swift = try SwiftInputs.importFiles(
        groupFiles, defines: group.defines, fields: group.fields, jobs: jobs,
        frontEnd: &frontEnd, starting: starting, environment: io.environment)
      foundMenuCode = foundMenuCode || swift.foundMenuCode
      var (found, keys) = Self.lint(swift.imported, options: options, keepsKeys: findings.keepsKeys)
      let failures = Linter(options: options).applyingOptions(to: swift.failures)
      found += failures
      if findings.keepsKeys { keys += Baseline.keys(for: failures, bytes: [], file: "") }
      perGroup.append((found, keys, group.target))
      if let facts = group.facts { projectFacts.append(facts) }
    }
    let (merged, mergedKeys) = LintCommand.merging(perGroup, keepsKeys: findings.keepsKeys)
    // `// menulint:disable:next RULE` and `:this` in the Swift hide findings at their lines.
    let suppressions = sources.keys.sorted().compactMap { name -> SwiftSuppressions? in
      let found = SwiftSuppressions(source: sources[name] ?? [], file: name)
      return found.entries.isEmpty && found.problems.isEmpty ? nil : found
    }
    let (kept, directiveFindings) = SwiftSuppressions.apply(
      suppressions, to: merged, options: options)
    findings.add(
      kept.map { merged[$0] },
      keys: kept.compactMap { $0 < mergedKeys.count ? mergedKeys[$0] : nil })
    let reported = Linter(options: options).applyingOptions(to: directiveFindings)
    findings.add(reported, keys: Baseline.keys(for: reported, bytes: [], file: ""))
    fileCount += sources.count
    if !foundMenuCode && !sources.isEmpty { swiftWithoutMenuCode = sources.count }
  }

  /// Lints what one app's Swift describes, with findings moved to the Swift code, and their
  /// baseline keys when `keepsKeys`.
  static func lint(_ imported: SwiftImport, options: LintOptions, keepsKeys: Bool)
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
    guard keepsKeys else { return (moved, []) }
    // Keys name elements as the written JSON does, and files as the Swift.
    let jsonKeys =
      Baseline.keys(for: notes, bytes: [], file: "")
      + Baseline.keys(for: found, bytes: Array(imported.menuJSON.utf8), file: menuName)
    let keys = zip(jsonKeys, moved).map {
      Baseline.Key(rule: $0.rule, file: $1.location?.file ?? $0.file, element: $0.element)
    }
    return (moved, keys)
  }
}
