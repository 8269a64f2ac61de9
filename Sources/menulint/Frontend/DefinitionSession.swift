import MenuModel

/// What the commands that take one FILE (`cheatsheet`, `resolve`, `localize`) share.
///
/// It reads, decodes and builds the definition and the responder file, and gathers the errors
/// found on the way. The command prints its answer, then ``finish(io:)`` prints one line that
/// counts the errors and names the first, and returns the exit status.
struct DefinitionSession {
  /// The errors found, without repeats.
  private(set) var errors: Set<Diagnostic> = []
  /// What decides the exit status.
  private(set) var outcome = Outcome()
  /// The `menulint lint` arguments that report every finding, for the summary line.
  let lintArguments: [String]
  /// The key commands of the Swift ``load(_:project:outputs:io:)`` imported, if any.
  private(set) var importedResponders: ResponderDefinition?

  /// A session for a command whose definition is `file`, with `responders` if given.
  init(file: String, responders: String? = nil) {
    lintArguments = [file] + (responders.map { ["--responders", $0] } ?? [])
  }

  /// Reads `path` (`-` for standard input) and decodes it.
  ///
  /// Swift (a `.swift` file or a directory) is imported with its app's project (DESIGN §12);
  /// `project` says what the options decide instead.
  ///
  /// - Throws: ``ToolError`` when the path cannot be read, holds no menu code, or is not a
  ///   definition (after the summary line).
  mutating func load(
    _ path: String, project: ProjectSupport.Options = .init(), outputs: [String?] = [],
    io: inout CommandIO
  ) throws -> (decoded: DecodedMenuDefinition, definition: MenuDefinition) {
    let decoded: DecodedMenuDefinition
    if Self.isSwift(path, io: io) {
      let imported = try importSwift(
        path, project: project, announces: true, outputs: outputs, io: &io)
      decoded = MenuDefinitionDecoder.decode(Array(imported.menuJSON.utf8), file: path)
      add(imported.relocate(decoded.diagnostics, menuFile: path, respondersFile: ""))
      if let text = imported.respondersJSON {
        importedResponders =
          ResponderDefinitionDecoder.decode(Array(text.utf8), file: path).definition
      }
    } else {
      try OutputTarget.refuse(
        outputs.map { ("--output", $0) }, amongInputs: [path], io: io)
      decoded = MenuDefinitionDecoder.decode(try Self.read(path, io: io), file: path.inputName)
      add(decoded.diagnostics)
    }
    guard let definition = decoded.definition else { throw stop(io: io) }
    return (decoded, definition)
  }

  /// Reads and decodes a responder file; the command still runs when it has errors.
  ///
  /// - Throws: ``ToolError`` when the file cannot be read or is not a usable responder
  ///   definition (after the summary line).
  mutating func loadResponders(
    _ path: String, project: ProjectSupport.Options = .init(), io: inout CommandIO
  ) throws -> ResponderDefinition {
    let bytes: [UInt8]
    if Self.isSwift(path, io: io) {
      // The menu definition's import has said what the project decided.
      let imported = try importSwift(path, project: project, announces: false, outputs: [], io: &io)
      bytes = Array(
        (imported.respondersJSON ?? "{\"formatVersion\": 1, \"responders\": []}").utf8)
    } else {
      bytes = try Self.read(path, io: io)
    }
    let decoded = ResponderDefinitionDecoder.decode(bytes, file: path.inputName)
    add(decoded.diagnostics)
    guard let definition = decoded.definition else { throw stop(io: io) }
    return definition
  }

  /// Builds the main menu for a platform; refused operations and missing targets are errors.
  mutating func build(
    _ decoded: DecodedMenuDefinition, _ definition: MenuDefinition, for platform: Platform,
    osVersion: OSVersion
  ) -> MenuSystem {
    // The decoded file's own build reserves room for its elements at once.
    let (system, diagnostics) =
      MenuSystem.build(decoded, for: platform, osVersion: osVersion)
      ?? MenuSystem.build(
        definition, for: platform, osVersion: osVersion, document: decoded.document)
    add(diagnostics)
    return system
  }

  /// Prints the summary of the errors, if any, and returns the exit status.
  func finish(io: CommandIO) -> ExitCode {
    if let line = summary { io.err(line + "\n") }
    return ExitCode(outcome)
  }

  /// Stops the command: prints the summary and returns the error to throw.
  func stop(io: CommandIO) -> ToolError {
    if let line = summary { io.err(line + "\n") }
    return .reported(outcome)
  }

  /// One line for every error: how many, the first, and how to see them all.
  var summary: String? {
    guard let first = errors.min() else { return nil }
    var text = ""
    if let location = first.location { text += location.description + ": " }
    text += DisplayText.abbreviated(first.message, limit: 300) + " [\(first.ruleID)]"
    guard errors.count > 1 else { return "error: 1 lint error: " + text }
    return "error: \(errors.count) lint errors; the first: " + text + "; 'menulint lint "
      + lintArguments.joined(separator: " ") + "' lists them all"
  }

  /// Keeps the errors among findings.
  private mutating func add(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics where diagnostic.severity == .error {
      errors.insert(diagnostic)
      outcome.lintErrors = true
      if diagnostic.ruleID == .swiftParseError { outcome.unlintedInput = true }
    }
  }

  /// Whether `path` is Swift input: a `.swift` file or a directory of them.
  private static func isSwift(_ path: String, io: CommandIO) -> Bool {
    path != "-" && (path.hasSuffix(".swift") || io.fileSystem.isDirectory(path) == true)
  }

  /// Imports the Swift at `path`; Swift without menu code is no definition.
  private mutating func importSwift(
    _ path: String, project: ProjectSupport.Options, announces: Bool, outputs: [String?],
    io: inout CommandIO
  ) throws -> SwiftImport {
    let (read, empty) = try SwiftInputs.importSwift(
      [path], options: project, announces: announces,
      outputs: outputs.map { ("--output", $0) }, io: &io)
    if !empty.isEmpty {
      throw ToolError.noInput("no .swift files found under \(path)")
    }
    guard read.foundMenuCode else {
      throw ToolError.noInput("no menu or key-command code found in the Swift of \(path)")
    }
    add(read.failures)
    return read.imported
  }

  /// The bytes of `path`.
  private static func read(_ path: String, io: CommandIO) throws(ToolError) -> [UInt8] {
    do {
      return try io.fileSystem.read(path, limit: LintCommand.fileSizeLimit)
    } catch {
      throw .noInput("\(error)")
    }
  }

  /// The scenario with a name; an unknown name is a usage error that suggests the nearest.
  static func scenario(_ name: String, in responders: ResponderDefinition) throws -> Scenario {
    if let scenario = responders.scenario(name) { return scenario }
    let names = responders.scenarios.map(\.name)
    throw ToolError.usage(
      "Unknown scenario '\(name)'"
        + (EditDistance.closest(to: name, in: names).map { ". Did you mean '\($0)'?" }
          ?? ". The scenarios are " + names.map { "'\($0)'" }.joined(separator: ", ")))
  }

  /// The system version to answer for: the one asked for, else the newest the file declares.
  static func osVersion(_ requested: String?, in definition: MenuDefinition) throws -> OSVersion {
    guard let requested else { return definition.osVersions.max() ?? .newest }
    let version = try LayoutOptions.osVersion(requested)
    guard definition.osVersions.contains(version) else {
      throw ToolError.usage("The definition does not declare the OS version \(version)")
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
        throw ToolError.usage(
          "The definition does not declare the platform '\(requested.rawValue)'")
      }
      return requested
    }
    return definition.platforms.contains(preferred)
      ? preferred : definition.platforms.first ?? preferred
  }
}
