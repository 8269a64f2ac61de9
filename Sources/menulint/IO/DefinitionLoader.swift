import MenuModel

/// Reads and decodes one definition file for the commands that take a single FILE.
struct DefinitionLoader {
  /// A decoded file, or the exit code to stop with.
  enum Outcome {
    case loaded(DecodedMenuDefinition, definition: MenuDefinition)
    case failed(ExitCode)
  }

  /// A decoded responder file, or the exit code to stop with.
  enum ResponderOutcome {
    case loaded(ResponderDefinition)
    case failed(ExitCode)
  }

  /// Reads `path` (`-` for standard input), writing problems to standard error.
  ///
  /// Unreadable input stops with 66; a file that is not a definition stops with 1 after its
  /// diagnostics. Other errors are written to standard error and the file is still returned.
  static func load(_ path: String, io: inout CommandIO) -> Outcome {
    let bytes: [UInt8]
    do {
      bytes = try io.fileSystem.read(path, limit: LintCommand.fileSizeLimit)
    } catch {
      io.err("error: \(error)\n")
      return .failed(.noInput)
    }
    let decoded = MenuDefinitionDecoder.decode(bytes, file: path == "-" ? "<stdin>" : path)
    let problems = decoded.diagnostics.filter { $0.severity == .error }
    if !problems.isEmpty {
      io.err(
        TextReporter().report(
          LintResult(diagnostics: problems, fileCount: 1),
          context: ReportContext(toolVersion: menulintVersion)))
    }
    guard let definition = decoded.definition else { return .failed(.failure) }
    return .loaded(decoded, definition: definition)
  }

  /// Reads and decodes a responder file, writing its errors to standard error.
  ///
  /// - Returns: The responders, or the exit code to stop with: 66 when unreadable, 1 when the
  ///   file is not a usable responder definition.
  static func loadResponders(_ path: String, io: inout CommandIO) -> ResponderOutcome {
    let bytes: [UInt8]
    do {
      bytes = try io.fileSystem.read(path, limit: LintCommand.fileSizeLimit)
    } catch {
      io.err("error: \(error)\n")
      return .failed(.noInput)
    }
    let decoded = ResponderDefinitionDecoder.decode(bytes, file: path == "-" ? "<stdin>" : path)
    let problems = decoded.diagnostics.filter { $0.severity == .error }
    if !problems.isEmpty {
      io.err(
        TextReporter().report(
          LintResult(diagnostics: problems, fileCount: 1),
          context: ReportContext(toolVersion: menulintVersion)))
    }
    guard let definition = decoded.definition else { return .failed(.failure) }
    return .loaded(definition)
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
