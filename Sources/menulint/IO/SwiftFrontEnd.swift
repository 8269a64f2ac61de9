import MenuModel

/// Runs the toolchain's parser on Swift files and imports what they describe (DESIGN §10).
///
/// `swiftc` is `$SWIFTC`, else the first on `PATH`, else (on macOS) `xcrun --find swiftc`.
/// Every run has a time limit; a missing, too old or broken toolchain is `unavailable` (69),
/// a file swiftc cannot parse is `failed` (1).
struct SwiftFrontEnd {
  /// Why the Swift could not be read.
  enum Failure: Error {
    case unavailable(String)
    case failed(String)

    var exitCode: ExitCode {
      switch self {
      case .unavailable: .unavailable
      case .failed: .failure
      }
    }

    var message: String {
      switch self {
      case .unavailable(let text), .failed(let text): text
      }
    }
  }

  /// Seconds one swiftc run may take.
  static let timeout: Double = 120
  /// The most output one swiftc run may print (its JSON is about 20 times the source).
  static let outputLimit = 1 << 30

  let compiler: String
  let version: (major: Int, minor: Int)
  /// Seconds each parse may take: ``timeout``, or `$MENULINT_SWIFTC_TIMEOUT`.
  var parseTimeout = SwiftFrontEnd.timeout
  /// The most output each parse may print: ``outputLimit``, or
  /// `$MENULINT_SWIFTC_OUTPUT_LIMIT` bytes.
  var parseOutputLimit = SwiftFrontEnd.outputLimit

  /// Finds swiftc and checks, once, that it prints a JSON AST with a recent enough version.
  static func start(environment: [String: String]) throws(Failure) -> SwiftFrontEnd {
    let compiler = try locate(environment)
    guard
      let probe = POSIX.ignoringBrokenPipes({
        POSIX.run(
          compiler, arguments, input: Array("let x = 1\n".utf8), timeout: 60,
          outputLimit: 1 << 20)
      })
    else {
      throw .unavailable("error: cannot run '\(compiler)': reading Swift needs swiftc 6.1 or later")
    }
    guard probe.status == 0, !probe.timedOut else {
      let said = firstLine(probe.error)
      throw .unavailable(
        "error: '\(compiler) \(arguments.joined(separator: " "))' failed"
          + (probe.timedOut ? " (timed out)" : " (exit \(probe.status))")
          + (said.isEmpty ? "" : ": \(said)")
          + "; reading Swift needs swiftc 6.1 or later, which prints the AST as JSON")
    }
    do {
      let syntax = try SwiftASTReader(source: Array("let x = 1\n".utf8)).read(probe.output)
      var frontEnd = SwiftFrontEnd(compiler: compiler, version: syntax.compilerVersion)
      if let text = environment["MENULINT_SWIFTC_TIMEOUT"], let seconds = Double(text), seconds > 0
      {
        frontEnd.parseTimeout = seconds
      }
      if let text = environment["MENULINT_SWIFTC_OUTPUT_LIMIT"], let bytes = Int(text), bytes > 0 {
        frontEnd.parseOutputLimit = bytes
      }
      return frontEnd
    } catch {
      throw .unavailable("error: \(compiler): \(error.message)")
    }
  }

  static let arguments = ["-frontend", "-dump-parse", "-dump-ast-format", "json", "-"]

  private static func locate(_ environment: [String: String]) throws(Failure) -> String {
    if let given = environment["SWIFTC"], !given.isEmpty {
      guard POSIX.isExecutable(given) else {
        throw .unavailable("error: $SWIFTC names '\(given)', which is not an executable file")
      }
      return given
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = String(directory) + "/swiftc"
      if POSIX.isExecutable(candidate) { return candidate }
    }
    #if os(macOS)
      if let found = POSIX.run(
        "/usr/bin/xcrun", ["--find", "swiftc"], input: [], timeout: 60, outputLimit: 1 << 16),
        found.status == 0
      {
        let path = firstLine(found.output)
        if POSIX.isExecutable(path) { return path }
      }
    #endif
    throw .unavailable(
      "error: swiftc not found: reading Swift needs the Swift toolchain (6.1 or later) on PATH, or its swiftc in $SWIFTC"
    )
  }

  private static func firstLine(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
    let line = text.split(separator: "\n").first.map(String.init) ?? ""
    var escaped = ""
    escaped.append(line) {
      DisplayText.needsEscape($0) ? "\\u{\(String($0.value, radix: 16))}" : nil
    }
    return DisplayText.abbreviated(escaped, limit: 300)
  }

  /// How many more files the second reading may parse, at least.
  static let extraFiles = 16

  /// Imports files, in parallel.
  ///
  /// Each file that mentions a menu API is parsed once per platform its `#if`s distinguish.
  /// Then, twice at most, the other files that declare a name the menu code uses but no file
  /// read declares (the enum of a tab list, an extension's constant) are parsed too, and
  /// everything is read again with them.
  func importFiles(
    _ files: [(name: String, bytes: [UInt8])], defines: Set<String>,
    definitionFields: [DefinitionField] = [], jobs: Int,
    stepBudget: Int = SwiftImporter.defaultStepBudget
  ) throws(Failure) -> SwiftImport {
    let relevant = files.filter { SwiftImporter.mentionsMenuAPIs($0.bytes) }
    var parsed: [ParsedFile] = []
    for result in parseAll(relevant, defines: defines, jobs: jobs) {
      switch result {
      case .success(let file): parsed.append(file)
      case .failure(let failure): throw failure
      }
    }
    var imported = Self.importParsed(parsed, fields: definitionFields, stepBudget: stepBudget)
    var searched: Set<String> = []
    var read = Set(relevant.map(\.name))
    var remaining = max(Self.extraFiles, relevant.count)
    for _ in 0..<2 {
      let wanted = imported.missingNames.subtracting(searched)
      searched.formUnion(wanted)
      guard !wanted.isEmpty, remaining > 0 else { break }
      // Each name's best declaration first: a type, an extension, then a member.
      let unread = files.filter { !read.contains($0.name) }
      let more = SwiftImporter.filesDeclaring(
        wanted, in: unread.map(\.bytes), limit: remaining
      ).map { unread[$0] }
      guard !more.isEmpty else { break }
      remaining -= more.count
      read.formUnion(more.map(\.name))
      // A file read only for its declarations that swiftc cannot parse is passed over.
      for case .success(let file) in parseAll(Array(more), defines: defines, jobs: jobs) {
        parsed.append(file)
      }
      imported = Self.importParsed(parsed, fields: definitionFields, stepBudget: stepBudget)
    }
    return imported
  }

  private func parseAll(
    _ files: [(name: String, bytes: [UInt8])], defines: Set<String>, jobs: Int
  ) -> [Result<ParsedFile, Failure>] {
    let version = self.version
    let compiler = self.compiler
    let timeout = parseTimeout
    let limit = parseOutputLimit
    return POSIX.ignoringBrokenPipes {
      ParallelMap.map(files.map { ($0.name, $0.bytes) }, threads: jobs) {
        (file: (String, [UInt8])) -> Result<ParsedFile, Failure> in
        Self.parse(
          file.0, file.1, defines: defines, version: version, compiler: compiler, timeout: timeout,
          outputLimit: limit)
      }
    }
  }

  private static func importParsed(
    _ parsed: [ParsedFile], fields definitionFields: [DefinitionField], stepBudget: Int
  ) -> SwiftImport {
    var importer = SwiftImporter()
    importer.stepBudget = stepBudget
    for file in parsed {
      importer.add(
        file: file.name, source: file.source, syntax: file.syntax,
        unknownFlags: file.unknownFlags.map { ($0.name, $0.offset) },
        samePlatforms: file.samePlatforms)
    }
    return importer.finish(definitionFields: definitionFields)
  }

  struct ParsedFile: Sendable {
    var name: String
    var source: [UInt8]
    var syntax: [Platform: SwiftFileSyntax]
    var unknownFlags: [SwiftUnknownFlag]
    var samePlatforms: Bool
  }

  private static func parse(
    _ name: String, _ source: [UInt8], defines: Set<String>,
    version: (major: Int, minor: Int), compiler: String, timeout: Double, outputLimit: Int
  ) -> Result<ParsedFile, Failure> {
    if let offset = invalidUTF8Offset(source) {
      let location = SourceText(source).location(file: name, offset: offset)
      return .failure(
        .failed("error: \(location): not UTF-8 text; Swift source must be UTF-8"))
    }
    var syntax: [Platform: SwiftFileSyntax] = [:]
    var parsedSources: [([UInt8], SwiftFileSyntax)] = []
    var unknown: [SwiftUnknownFlag] = []
    var seen: Set<String> = []
    for platform in Platform.allCases {
      let conditional = ConditionalCompilation(
        source, platform: platform, defines: defines, compilerVersion: version)
      for flag in conditional.unknownFlags where seen.insert(flag.name).inserted {
        unknown.append(SwiftUnknownFlag(name: flag.name, offset: flag.offset))
      }
      if let same = parsedSources.first(where: { $0.0 == conditional.source }) {
        syntax[platform] = same.1
        continue
      }
      guard
        let run = POSIX.run(
          compiler, arguments, input: conditional.source, timeout: timeout,
          outputLimit: outputLimit)
      else {
        return .failure(.unavailable("error: cannot run '\(compiler)'"))
      }
      if run.timedOut {
        return .failure(
          .failed("error: \(name): swiftc took longer than \(Int(timeout)) seconds; stopped it"))
      }
      if run.printedTooMuch {
        return .failure(
          .failed(
            "error: \(name): swiftc printed more than \(outputLimit) bytes for this file; it is too large to read"
          ))
      }
      if run.status >= 128 {
        return .failure(
          .unavailable(
            "error: \(name): swiftc crashed (signal \(run.status - 128)): \(firstLine(run.error))"))
      }
      if run.status != 0 {
        let said = firstLine(run.error)
        return .failure(
          .failed(
            "error: \(name): swiftc cannot parse this file"
              + (said.isEmpty ? "" : ": " + said.replacing("<stdin>", with: name))))
      }
      do {
        let tree = try SwiftASTReader(source: conditional.source).read(run.output)
        syntax[platform] = tree
        parsedSources.append((conditional.source, tree))
      } catch {
        let message = "error: \(name): \(error.message)"
        return .failure(error.isFileProblem ? .failed(message) : .unavailable(message))
      }
    }
    return .success(
      ParsedFile(
        name: name, source: source, syntax: syntax, unknownFlags: unknown,
        samePlatforms: parsedSources.count == 1))
  }
}

/// The offset of the first byte that is not part of valid UTF-8, or `nil`.
private func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
  var iterator = bytes.makeIterator()
  var decoder = UTF8()
  var offset = 0
  while true {
    switch decoder.decode(&iterator) {
    case .scalarValue(let scalar): offset += UTF8.width(scalar)
    case .emptyInput: return nil
    case .error:
      return offset
    }
  }
}

/// A `#if` flag taken as false.
struct SwiftUnknownFlag: Sendable {
  var name: String
  var offset: Int
}
