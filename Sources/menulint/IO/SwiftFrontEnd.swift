import Dispatch
import MenuModel

/// Runs the toolchain's parser on Swift files and imports what they describe (DESIGN §10).
///
/// `swiftc` is `$SWIFTC`, else the first on `PATH`, else (on macOS) `xcrun --find swiftc`.
/// Every run has a time limit; a missing, too old or broken toolchain is `unavailable` (69). A
/// file swiftc cannot parse is a ``ParseFailure``: the other files are still read.
struct SwiftFrontEnd {
  /// Why the Swift could not be read.
  enum Failure: Error {
    /// The toolchain cannot be used: nothing can be read.
    case unavailable(String)
    /// This file cannot be read; the others can.
    case unparsable(ParseFailure)

    var message: String {
      switch self {
      case .unavailable(let text): text
      case .unparsable(let failure): failure.description
      }
    }
  }

  /// A file that could not be parsed: where, if swiftc says, and why.
  struct ParseFailure: Error, Hashable, Sendable, CustomStringConvertible {
    var file: String
    /// The 1-based line swiftc names.
    var line: Int?
    /// The 1-based column in bytes swiftc names.
    var column: Int?
    /// What went wrong, without the place: `swiftc cannot parse this file: expected '}'`.
    var reason: String

    var description: String {
      "\(file)" + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "") + ": \(reason)"
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
  /// Where batches of texts are written for swiftc: `$TMPDIR`, else `/tmp`.
  var temporaryDirectory = "/tmp"
  /// The files parsed so far in this run.
  let cache = ParseCache()

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
      throw .unavailable("cannot run '\(compiler)': reading Swift needs swiftc 6.1 or later")
    }
    guard probe.status == 0, !probe.timedOut else {
      let said = firstLine(probe.error)
      throw .unavailable(
        "'\(compiler) \(arguments.joined(separator: " "))' failed"
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
      if let directory = environment["TMPDIR"], !directory.isEmpty {
        frontEnd.temporaryDirectory = directory
      }
      return frontEnd
    } catch {
      throw .unavailable("\(compiler): \(error.message)")
    }
  }

  static let arguments = ["-frontend", "-dump-parse", "-dump-ast-format", "json", "-"]

  /// ``start(environment:)`` begun on another thread, so that checking swiftc overlaps
  /// finding and reading the app's project; an answer nobody waits for is dropped.
  final class Starting: @unchecked Sendable {
    /// Signalled once the answer is in ``answer``, which is not written after.
    private let answered = DispatchSemaphore(value: 0)
    private var answer: Result<SwiftFrontEnd, Failure>?

    init(environment: [String: String]) {
      DispatchQueue.global().async { [self] in
        do throws(Failure) {
          answer = .success(try SwiftFrontEnd.start(environment: environment))
        } catch {
          answer = .failure(error)
        }
        answered.signal()
      }
    }

    /// The front end, or why swiftc cannot be used, once the check has ended.
    func wait() throws(Failure) -> SwiftFrontEnd {
      answered.wait()
      defer { answered.signal() }
      switch answer {
      case .success(let frontEnd)?: return frontEnd
      case .failure(let failure)?: throw failure
      case nil: throw .unavailable("swiftc was not checked")
      }
    }
  }

  private static func locate(_ environment: [String: String]) throws(Failure) -> String {
    if let given = environment["SWIFTC"], !given.isEmpty {
      guard POSIX.isExecutable(given) else {
        throw .unavailable("$SWIFTC names '\(given)', which is not an executable file")
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
      "swiftc not found: reading Swift needs the Swift toolchain (6.1 or later) on PATH, or its swiftc in $SWIFTC"
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
  ///
  /// - Returns: The import of every file that could be read, and the files that mention a menu
  ///   API but could not be parsed, in order.
  /// - Throws: ``Failure/unavailable(_:)`` when the toolchain cannot be used.
  func importFiles(
    _ files: [(name: String, bytes: [UInt8])], defines: Set<String>,
    definitionFields: [DefinitionField] = [], jobs: Int,
    stepBudget: Int = SwiftImporter.defaultStepBudget
  ) throws(Failure) -> (imported: SwiftImport, failures: [ParseFailure]) {
    let relevant = files.filter { SwiftImporter.mentionsMenuAPIs($0.bytes) }
    var parsed: [ParsedFile] = []
    var failures: [ParseFailure] = []
    for result in parseAll(relevant, defines: defines, jobs: jobs) {
      switch result {
      case .success(let file): parsed.append(file)
      case .failure(.unparsable(let failure)): failures.append(failure)
      case .failure(let failure): throw failure
      }
    }
    var imported = importParsed(
      parsed, fields: definitionFields, stepBudget: stepBudget)
    var searched: Set<String> = []
    var read = Set(relevant.map(\.name))
    // The names the code read so far mentions, once a file is read for its declarations:
    // it keeps only those (SwiftDeclarationPruner), and what they mention.
    var mentioned: Set<String>?
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
      var names =
        mentioned
        ?? relevant.reduce(into: Set<String>()) {
          $0.formUnion(SwiftDeclarationPruner.identifiers(in: $1.bytes))
        }
      names.formUnion(wanted)
      let pruned = more.map { file in
        (name: file.name, bytes: SwiftDeclarationPruner.pruned(file.bytes, keeping: &names))
      }
      mentioned = names
      let results = parseAll(pruned, defines: defines, jobs: jobs, pruned: true)
      // A pruned text swiftc cannot parse is parsed whole; a file read only for its
      // declarations that swiftc cannot parse even then is passed over.
      let whole = zip(more, results).compactMap { file, result -> (String, [UInt8])? in
        if case .failure = result { return (file.name, file.bytes) }
        return nil
      }
      for case .success(let file) in results + parseAll(whole, defines: defines, jobs: jobs) {
        parsed.append(file)
      }
      imported = importParsed(
        parsed, fields: definitionFields, stepBudget: stepBudget)
    }
    return (imported, failures)
  }

  /// Parses files, each once per distinct platform text, in at most `jobs` swiftc processes
  /// at a time.
  ///
  /// A file parsed before in this run, with the same flags, is not parsed again. Texts are
  /// parsed in batches, one swiftc per batch (`-primary-file` for each), since starting swiftc
  /// costs more than parsing a file. A batch swiftc cannot parse whole is parsed again one
  /// text at a time, so that each file gets its own answer.
  private func parseAll(
    _ files: [(name: String, bytes: [UInt8])], defines: Set<String>, jobs: Int,
    pruned: Bool = false
  ) -> [Result<ParsedFile, Failure>] {
    let flags = defines.sorted().joined(separator: " ")
    // A pruned text is one of many a file may have in a run: its key says which.
    let keys = files.map { file in
      var key = file.name + "\u{0}" + flags
      if pruned {
        var hasher = Hasher()
        hasher.combine(file.bytes)
        key += "\u{0}\(hasher.finalize())"
      }
      return key
    }
    var results = keys.map { cache.files[$0] }
    // The files to parse, and every distinct text of theirs.
    var prepared: [(index: Int, file: PreparedFile)] = []
    for (index, file) in files.enumerated() where results[index] == nil {
      switch Self.prepare(file.name, file.bytes, defines: defines, version: version) {
      case .success(let file): prepared.append((index, file))
      case .failure(let failure): results[index] = .failure(failure)
      }
    }
    var units: [(file: Int, text: Int, name: String, bytes: [UInt8])] = []
    for (position, entry) in prepared.enumerated() {
      for (text, bytes) in entry.file.texts.enumerated() {
        units.append((position, text, entry.file.name, bytes))
      }
    }
    let batches = Self.batches(units.map(\.bytes.count), count: min(jobs, units.count))
    let compiler = self.compiler
    let timeout = parseTimeout
    let limit = parseOutputLimit
    let directory = temporaryDirectory
    let inputs = batches.map { batch in batch.map { (name: units[$0].name, text: units[$0].bytes) }
    }
    let parsed = POSIX.ignoringBrokenPipes {
      ParallelMap.map(inputs, threads: jobs) { batch in
        Self.parseBatch(
          batch, compiler: compiler, timeout: timeout, outputLimit: limit, directory: directory)
      }
    }
    var answers = prepared.map { entry in
      [Result<SwiftFileSyntax, Failure>?](repeating: nil, count: entry.file.texts.count)
    }
    for (batch, batchAnswers) in zip(batches, parsed) {
      for (unit, answer) in zip(batch, batchAnswers) {
        answers[units[unit].file][units[unit].text] = answer
      }
    }
    for (position, entry) in prepared.enumerated() {
      var trees: [SwiftFileSyntax] = []
      var failure: Failure?
      for answer in answers[position] {
        switch answer {
        case .success(let tree)?: trees.append(tree)
        case .failure(let problem)?: failure = failure ?? problem
        case nil:
          failure = failure ?? Self.unparsable(entry.file.name, "swiftc did not answer for it")
        }
      }
      let file = entry.file
      results[entry.index] =
        failure.map { .failure($0) }
        ?? .success(
          ParsedFile(
            name: file.name, key: keys[entry.index], source: file.source,
            syntax: file.textOfPlatform.mapValues { trees[$0] }, unknownFlags: file.unknownFlags,
            samePlatforms: file.texts.count == 1))
    }
    for (index, key) in keys.enumerated() {
      cache.files[key] = results[index]
    }
    return results.enumerated().map { index, result in
      result ?? .failure(Self.unparsable(files[index].name, "swiftc did not answer for it"))
    }
  }

  /// Splits texts of the given sizes into at most `count` batches of about equal size, the
  /// largest first; each batch lists indexes in ascending order.
  static func batches(_ sizes: [Int], count: Int) -> [[Int]] {
    guard count > 0 else { return [] }
    var batches = [[Int]](repeating: [], count: count)
    var totals = [Int](repeating: 0, count: count)
    for index in sizes.indices.sorted(by: { (sizes[$0], -$0) > (sizes[$1], -$1) }) {
      let lightest = totals.indices.min { (totals[$0], $0) < (totals[$1], $1) } ?? 0
      batches[lightest].append(index)
      totals[lightest] += sizes[index]
    }
    return batches.filter { !$0.isEmpty }.map { $0.sorted() }
  }

  /// What one run has parsed and evaluated, so that a file several app targets share is
  /// parsed once, and targets with the same files are evaluated once.
  final class ParseCache {
    var files: [String: Result<ParsedFile, Failure>] = [:]
    var evaluations: [String: SwiftImporter.Evaluation] = [:]
  }

  /// Evaluates parsed files, or takes the evaluation of the same files with the same flags
  /// from earlier in the run, and writes it with the project's facts.
  private func importParsed(
    _ parsed: [ParsedFile], fields definitionFields: [DefinitionField],
    stepBudget: Int
  ) -> SwiftImport {
    let key = parsed.map(\.key).joined(separator: "\u{1}") + "\u{2}\(stepBudget)"
    if let evaluation = cache.evaluations[key] {
      return evaluation.written(definitionFields: definitionFields)
    }
    var importer = SwiftImporter()
    importer.stepBudget = stepBudget
    for file in parsed {
      importer.add(
        file: file.name, source: file.source, syntax: file.syntax,
        unknownFlags: file.unknownFlags.map { ($0.name, $0.offset) },
        samePlatforms: file.samePlatforms)
    }
    let evaluation = importer.evaluate()
    cache.evaluations[key] = evaluation
    return evaluation.written(definitionFields: definitionFields)
  }

  struct ParsedFile: Sendable {
    var name: String
    /// Which text of the file was parsed, with which flags: its key in ``ParseCache``.
    var key: String
    var source: [UInt8]
    var syntax: [Platform: SwiftFileSyntax]
    var unknownFlags: [SwiftUnknownFlag]
    var samePlatforms: Bool
  }

  /// A file's distinct texts, one per set of platforms whose `#if`s agree.
  struct PreparedFile {
    var name: String
    var source: [UInt8]
    var texts: [[UInt8]]
    var textOfPlatform: [Platform: Int]
    var unknownFlags: [SwiftUnknownFlag]
  }

  private static func prepare(
    _ name: String, _ source: [UInt8], defines: Set<String>, version: (major: Int, minor: Int)
  ) -> Result<PreparedFile, Failure> {
    if let offset = invalidUTF8Offset(source) {
      let location = LineIndex(source).location(file: name, offset: offset)
      return .failure(
        .unparsable(
          ParseFailure(
            file: name, line: location.line, column: byteColumn(source, offset),
            reason: "not UTF-8 text; Swift source must be UTF-8")))
    }
    var file = PreparedFile(
      name: name, source: source, texts: [], textOfPlatform: [:], unknownFlags: [])
    var seen: Set<String> = []
    for platform in Platform.allCases {
      let conditional = ConditionalCompilation(
        source, platform: platform, defines: defines, compilerVersion: version)
      for flag in conditional.unknownFlags where seen.insert(flag.name).inserted {
        file.unknownFlags.append(SwiftUnknownFlag(name: flag.name, offset: flag.offset))
      }
      if let same = file.texts.firstIndex(of: conditional.source) {
        file.textOfPlatform[platform] = same
      } else {
        file.textOfPlatform[platform] = file.texts.count
        file.texts.append(conditional.source)
      }
    }
    return .success(file)
  }

  /// Parses texts in one swiftc, each from a file of its own in a private temporary directory;
  /// a single text, or a batch swiftc cannot parse whole, goes through standard input.
  private static func parseBatch(
    _ batch: [(name: String, text: [UInt8])], compiler: String, timeout: Double,
    outputLimit: Int, directory base: String
  ) -> [Result<SwiftFileSyntax, Failure>] {
    func oneByOne() -> [Result<SwiftFileSyntax, Failure>] {
      batch.map {
        parseText(
          $0.name, $0.text, compiler: compiler, timeout: timeout, outputLimit: outputLimit)
      }
    }
    guard batch.count > 1,
      let directory = POSIX.makeTemporaryDirectory(
        prefix: "menulint-swift-", environment: ["TMPDIR": base])
    else { return oneByOne() }
    var paths: [String] = []
    defer {
      for path in paths { POSIX.removeFile(path) }
      POSIX.removeDirectory(directory)
    }
    for (index, unit) in batch.enumerated() {
      let path = directory + "/\(index).swift"
      paths.append(path)
      do throws(POSIX.Failure) {
        try POSIX.writeFile(unit.text, to: path)
      } catch {
        return oneByOne()
      }
    }
    var arguments = Array(Self.arguments.dropLast())
    for path in paths { arguments += ["-primary-file", path] }
    guard
      let run = POSIX.run(
        compiler, arguments, input: [], timeout: timeout,
        outputLimit: outputLimit.multipliedReportingOverflow(by: batch.count).overflow
          ? Int.max : outputLimit * batch.count)
    else {
      return batch.map { _ in .failure(.unavailable("cannot run '\(compiler)'")) }
    }
    // A batch that took too long or crashed swiftc is parsed again one file at a time, so that
    // only the file to blame is reported.
    if run.timedOut || (run.status >= 128 && !run.printedTooMuch) { return oneByOne() }
    let documents = run.status == 0 && !run.printedTooMuch ? splitJSONValues(run.output) : []
    guard documents.count == batch.count else { return oneByOne() }
    var answers: [Result<SwiftFileSyntax, Failure>] = []
    for (unit, document) in zip(batch, documents) {
      do {
        answers.append(.success(try SwiftASTReader(source: unit.text).read(Array(document))))
      } catch {
        return oneByOne()
      }
    }
    return answers
  }

  /// Parses one text through swiftc's standard input.
  private static func parseText(
    _ name: String, _ text: [UInt8], compiler: String, timeout: Double, outputLimit: Int
  ) -> Result<SwiftFileSyntax, Failure> {
    guard
      let run = POSIX.run(
        compiler, arguments, input: text, timeout: timeout, outputLimit: outputLimit)
    else {
      return .failure(.unavailable("cannot run '\(compiler)'"))
    }
    if run.timedOut {
      return .failure(
        unparsable(name, "swiftc took longer than \(Int(timeout)) seconds to parse it; stopped it"))
    }
    if run.printedTooMuch {
      return .failure(
        unparsable(
          name, "swiftc printed more than \(outputLimit) bytes for it; it is too large to read"))
    }
    if run.status >= 128 {
      return .failure(
        unparsable(
          name, "swiftc crashed parsing it (signal \(run.status - 128)): \(firstLine(run.error))"))
    }
    if run.status != 0 {
      let said = firstLine(run.error)
      let place = firstError(run.error)
      return .failure(
        .unparsable(
          ParseFailure(
            file: name, line: place?.line, column: place?.column,
            reason: "swiftc cannot parse this file"
              + (place.map { ": " + $0.message } ?? (said.isEmpty ? "" : ": " + said)))))
    }
    do {
      return .success(try SwiftASTReader(source: text).read(run.output))
    } catch {
      return .failure(
        error.isFileProblem
          ? unparsable(name, error.message) : .unavailable("\(name): \(error.message)"))
    }
  }

  /// A failure of one file, at no particular place.
  private static func unparsable(_ name: String, _ reason: String) -> Failure {
    .unparsable(ParseFailure(file: name, reason: reason))
  }

  /// The place and message of the first `<stdin>:4:3: error: expected '}'` line swiftc
  /// printed, if any.
  static func firstError(_ output: [UInt8]) -> (line: Int, column: Int, message: String)? {
    let text = String(decoding: output.prefix(1 << 16), as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix("<stdin>:") {
      let parts = line.dropFirst(8).split(separator: ":", maxSplits: 2)
      guard parts.count == 3, let number = Int(parts[0]), let column = Int(parts[1]),
        parts[2].hasPrefix(" error: ")
      else { continue }
      return (number, column, firstLine(Array(parts[2].dropFirst(8).utf8)))
    }
    return nil
  }

  /// The 1-based column in bytes of an offset.
  private static func byteColumn(_ bytes: [UInt8], _ offset: Int) -> Int {
    var start = min(offset, bytes.count)
    while start > 0 && bytes[start - 1] != 10 && bytes[start - 1] != 13 { start -= 1 }
    return offset - start + 1
  }
}

/// The JSON values written one after another in `bytes` (swiftc's dump of several files), or
/// `[]` when the text is not such a sequence of objects.
func splitJSONValues(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
  var values: [ArraySlice<UInt8>] = []
  var index = 0
  while index < bytes.count {
    switch bytes[index] {
    case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
      index += 1
    case UInt8(ascii: "{"):
      guard let end = JSONExtent.end(ofContainerAt: index, in: bytes) else { return [] }
      values.append(bytes[index..<end])
      index = end
    default:
      return []
    }
  }
  return values
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
