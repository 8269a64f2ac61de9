import MenuModel

/// Reads and decodes one definition file for the commands that take a single FILE.
struct DefinitionLoader {
  /// A decoded file, or the exit code to stop with.
  enum Outcome {
    case loaded(DecodedMenuDefinition, definition: MenuDefinition)
    case failed(ExitCode)
  }

  /// A decoded responder file and whether it has errors, or the exit code to stop with.
  enum ResponderOutcome {
    case loaded(ResponderDefinition, hasErrors: Bool)
    case failed(ExitCode)
  }

  /// Reads `path` (`-` for standard input), writing problems to standard error.
  ///
  /// Unreadable input stops with 66; a file that is not a definition stops with 1 after its
  /// diagnostics. Other errors are written to standard error and the file is still returned.
  ///
  /// Swift (a `.swift` file or a directory) is imported with its app's project (DESIGN §12);
  /// `project` says what the options decide instead.
  static func load(
    _ path: String, project: ProjectSupport.Options = .init(), io: inout CommandIO
  ) throws -> Outcome {
    if isSwift(path, io: io) {
      let (found, code) = try importSwift(path, project: project, announces: true, io: &io)
      guard let imported = found else { return .failed(code) }
      let decoded = MenuDefinitionDecoder.decode(Array(imported.menuJSON.utf8), file: path)
      reportErrors(
        imported.relocate(decoded.diagnostics, menuFile: path, respondersFile: ""), io: &io)
      guard let definition = decoded.definition else { return .failed(.failure) }
      return .loaded(decoded, definition: definition)
    }
    guard let bytes = read(path, io: &io) else { return .failed(.noInput) }
    let decoded = MenuDefinitionDecoder.decode(bytes, file: path.inputName)
    reportErrors(decoded.diagnostics, io: &io)
    guard let definition = decoded.definition else { return .failed(.failure) }
    return .loaded(decoded, definition: definition)
  }

  /// Reads and decodes a responder file, writing its errors to standard error.
  ///
  /// - Returns: The responders and whether the file has errors (the command still runs, then
  ///   exits 1), or the exit code to stop with: 66 when unreadable, 1 when the file is not a
  ///   usable responder definition.
  static func loadResponders(
    _ path: String, project: ProjectSupport.Options = .init(), io: inout CommandIO
  ) throws -> ResponderOutcome {
    var bytes: [UInt8]
    if isSwift(path, io: io) {
      // The menu definition's import has said what the project decided.
      let (found, code) = try importSwift(path, project: project, announces: false, io: &io)
      guard let imported = found else { return .failed(code) }
      bytes = Array(
        (imported.respondersJSON ?? "{\"formatVersion\": 1, \"responders\": []}").utf8)
    } else {
      guard let read = read(path, io: &io) else { return .failed(.noInput) }
      bytes = read
    }
    let decoded = ResponderDefinitionDecoder.decode(bytes, file: path.inputName)
    reportErrors(decoded.diagnostics, io: &io)
    guard let definition = decoded.definition else { return .failed(.failure) }
    return .loaded(definition, hasErrors: decoded.hasErrors)
  }

  /// Builds the main menu for a platform, writing the build's errors (refused operations,
  /// missing targets) to standard error.
  ///
  /// - Returns: The menu, and whether the build found errors (the command then exits 1).
  static func build(
    _ decoded: DecodedMenuDefinition, _ definition: MenuDefinition, for platform: Platform,
    osVersion: OSVersion, io: inout CommandIO
  ) -> (system: MenuSystem, hasErrors: Bool) {
    // The decoded file's own build reserves room for its elements at once.
    let (system, diagnostics) =
      MenuSystem.build(decoded, for: platform, osVersion: osVersion)
      ?? MenuSystem.build(
        definition, for: platform, osVersion: osVersion, document: decoded.document)
    reportErrors(diagnostics, io: &io)
    return (system, diagnostics.contains { $0.severity == .error })
  }

  /// Whether `path` is Swift input: a `.swift` file or a directory of them.
  private static func isSwift(_ path: String, io: CommandIO) -> Bool {
    path != "-" && (path.hasSuffix(".swift") || io.fileSystem.isDirectory(path) == true)
  }

  /// Imports the Swift at `path`, or `nil` and the exit code after writing why it cannot be
  /// read.
  private static func importSwift(
    _ path: String, project: ProjectSupport.Options, announces: Bool, io: inout CommandIO
  ) throws -> (SwiftImport?, ExitCode) {
    switch try SwiftInputs.importSwift([path], options: project, announces: announces, io: &io) {
    case .imported(let imported): return (imported, .success)
    case .failed(let code): return (nil, code)
    }
  }

  /// The bytes of `path`, or `nil` after writing why it cannot be read.
  private static func read(_ path: String, io: inout CommandIO) -> [UInt8]? {
    do {
      return try io.fileSystem.read(path, limit: LintCommand.fileSizeLimit)
    } catch {
      io.err("error: \(error)\n")
      return nil
    }
  }

  /// Writes the errors among a file's diagnostics to standard error.
  private static func reportErrors(_ diagnostics: [Diagnostic], io: inout CommandIO) {
    let problems = diagnostics.filter { $0.severity == .error }
    guard !problems.isEmpty else { return }
    io.err(
      TextReporter().report(
        LintResult(diagnostics: problems, fileCount: 1),
        context: ReportContext(toolVersion: menulintVersion)))
  }

  /// The scenario with a name; an unknown name is a usage error that suggests the nearest.
  static func scenario(_ name: String, in responders: ResponderDefinition) throws -> Scenario {
    if let scenario = responders.scenario(name) { return scenario }
    let names = responders.scenarios.map(\.name)
    throw ValidationError(
      "Unknown scenario '\(name)'"
        + (EditDistance.closest(to: name, in: names).map { ". Did you mean '\($0)'?" }
          ?? ". The scenarios are " + names.map { "'\($0)'" }.joined(separator: ", ")))
  }

  /// The system version to answer for: the one asked for, else the newest the file declares.
  static func osVersion(_ requested: String?, in definition: MenuDefinition) throws -> OSVersion {
    guard let requested else { return definition.osVersions.max() ?? .newest }
    let version = try LayoutOptions.osVersion(requested)
    guard definition.osVersions.contains(version) else {
      throw ValidationError("The definition does not declare the OS version \(version)")
    }
    return version
  }

  /// The platform to show: the one asked for, else the style's natural one if the file
  /// declares it, else the file's first.
  static func platform(
    _ requested: Platform?, preferred: Platform, in definition: MenuDefinition
  ) throws -> Platform {
    if let requested {
      guard definition.platforms.contains(requested) else {
        throw ValidationError(
          "The definition does not declare the platform '\(requested.rawValue)'")
      }
      return requested
    }
    return definition.platforms.contains(preferred)
      ? preferred : definition.platforms.first ?? preferred
  }
}
