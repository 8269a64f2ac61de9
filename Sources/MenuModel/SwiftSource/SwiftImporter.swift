/// Turns parsed Swift files into a menu definition and a responder file (DESIGN §10).
///
/// The importer evaluates what it recognizes and never guesses: anything it cannot decide (a
/// loop, a call to an unknown function, a computed title) is one `unresolved-swift` note at
/// its location, and the rest is still read.
///
///     var importer = SwiftImporter()
///     importer.add(file: "Menus.swift", source: bytes, syntax: [.iPadOS: tree, .macCatalyst: tree])
///     let result = importer.finish()
///     result.menuJSON  // the *.menu.json text
public struct SwiftImporter {
  /// The files added so far.
  var files: [SourceFile] = []

  /// Creates an empty importer.
  public init() {}

  /// Words whose presence makes a file worth parsing.
  static let apiWords = [
    "UIKeyCommand", "UIMenu", "UICommand", "UIAction", "buildMenu", "keyCommands",
    "addKeyCommand", "CommandMenu", "CommandGroup", "keyboardShortcut",
  ]

  /// Whether a file's bytes mention a menu or key-command API, so that it needs parsing.
  ///
  /// - Parameter source: The file's bytes.
  /// - Returns: Whether a menu or key-command API is named.
  public static func mentionsMenuAPIs(_ source: [UInt8]) -> Bool {
    let words = apiWords.map { Array($0.utf8) }
    var index = 0
    while index < source.count {
      if source[index] == UInt8(ascii: "U") || source[index] == UInt8(ascii: "b")
        || source[index] == UInt8(ascii: "k") || source[index] == UInt8(ascii: "a")
        || source[index] == UInt8(ascii: "C")
      {
        for word in words where word[0] == source[index] {
          if source[index...].starts(with: word) { return true }
        }
      }
      index += 1
    }
    return false
  }

  struct SourceFile {
    var name: String
    var source: [UInt8]
    var text: SourceText
    var syntax: [Platform: SwiftFileSyntax]
    var notes: [Diagnostic]
    /// Whether every platform parsed the same text (the file has no platform `#if`).
    var samePlatforms: Bool
  }

  /// Adds a parsed file.
  ///
  /// - Parameters:
  ///   - file: The file's name, used in locations.
  ///   - source: The file's original bytes.
  ///   - syntax: The file parsed once per platform (after ``ConditionalCompilation``).
  ///   - unknownFlags: The `#if` flags taken as false, reported in one note.
  ///   - samePlatforms: Whether every platform parsed the same text.
  package mutating func add(
    file: String, source: [UInt8], syntax: [Platform: SwiftFileSyntax],
    unknownFlags: [(name: String, offset: Int)] = [], samePlatforms: Bool = false
  ) {
    var notes: [Diagnostic] = []
    if let first = unknownFlags.first {
      var names: [String] = []
      for flag in unknownFlags where !names.contains(flag.name) { names.append(flag.name) }
      notes.append(
        Diagnostic(
          .unresolvedSwift, .note,
          "#if conditions taken as false: "
            + names.map { "'\($0)'" }.joined(separator: ", ")
            + "; give a flag with --define to take it as true",
          at: SourceText(source).location(file: file, offset: first.offset)))
    }
    files.append(
      SourceFile(
        name: file, source: source, text: SourceText(source), syntax: syntax, notes: notes,
        samePlatforms: samePlatforms))
  }

  /// The text swiftc parses for each platform.
  ///
  /// Each is the file with the `#if` branches inactive there blanked, offsets unchanged.
  ///
  /// - Parameters:
  ///   - source: The file's bytes.
  ///   - defines: Flags taken as true (`--define`).
  ///   - compilerVersion: The `major.minor` that `swift(…)` and `compiler(…)` compare with.
  /// - Returns: The text per platform.
  public static func platformSources(
    _ source: [UInt8], defines: Set<String> = [], compilerVersion: (major: Int, minor: Int)
  ) -> [Platform: [UInt8]] {
    var result: [Platform: [UInt8]] = [:]
    for platform in Platform.allCases {
      result[platform] =
        ConditionalCompilation(
          source, platform: platform, defines: defines, compilerVersion: compilerVersion
        ).source
    }
    return result
  }

  /// Adds a file from the JSON that `swiftc -dump-parse -dump-ast-format json` printed for
  /// each platform's text (``platformSources(_:defines:compilerVersion:)``).
  ///
  /// - Parameters:
  ///   - file: The file's name, used in locations.
  ///   - source: The file's original bytes.
  ///   - dumps: swiftc's output per platform.
  ///   - defines: The flags the platform texts were made with.
  /// - Throws: ``SwiftDumpError`` when a dump is not one this version reads.
  public mutating func add(
    file: String, source: [UInt8], dumps: [Platform: [UInt8]], defines: Set<String> = []
  ) throws(SwiftDumpError) {
    var syntax: [Platform: SwiftFileSyntax] = [:]
    var unknown: [(name: String, offset: Int)] = []
    var texts: [[UInt8]] = []
    for (platform, dump) in dumps.sorted(by: { $0.key < $1.key }) {
      do {
        let parsed = try SwiftASTReader(source: source).read(dump)
        syntax[platform] = parsed
        let conditional = ConditionalCompilation(
          source, platform: platform, defines: defines, compilerVersion: parsed.compilerVersion)
        texts.append(conditional.source)
        for flag in conditional.unknownFlags
        where !unknown.contains(where: { $0.name == flag.name }) {
          unknown.append(flag)
        }
      } catch {
        throw SwiftDumpError(message: error.message)
      }
    }
    add(
      file: file, source: source, syntax: syntax, unknownFlags: unknown,
      samePlatforms: Set(texts).count <= 1 && syntax.count == Platform.allCases.count)
  }

  /// Evaluates every file added and writes the definition.
  ///
  /// - Parameter definitionFields: Top-level members the app's project decides (`platforms`,
  ///   `osVersions`, Info.plist keys), written after `formatVersion` in order.
  /// - Returns: The definition and responder file the code describes.
  public func finish(definitionFields: [DefinitionField] = []) -> SwiftImport {
    var perPlatform: [(Platform, Evaluation)] = []
    for platform in Platform.allCases {
      if let first = perPlatform.first, files.allSatisfy(\.samePlatforms) {
        // The same code on every platform: evaluated once, the results shared.
        perPlatform.append((platform, first.1))
        continue
      }
      var evaluation = Evaluation(files: files, platform: platform)
      evaluation.run()
      perPlatform.append((platform, evaluation))
    }
    let first = perPlatform[0].1
    let second = perPlatform[1].1
    var notes = files.flatMap(\.notes)
    var notesSeen: Set<Diagnostic> = Set(notes)
    for (_, evaluation) in perPlatform {
      for note in evaluation.notes where notesSeen.insert(note).inserted { notes.append(note) }
    }
    var merger = PlatformMerger(first: perPlatform[0].0, second: perPlatform[1].0)
    let same = files.allSatisfy(\.samePlatforms)
    let operations =
      same ? first.operations : merger.mergeOperations(first.operations, second.operations)
    let responders =
      same ? first.responders : merger.mergeResponders(first.responders, second.responders)
    for location in merger.inexpressible {
      notes.append(
        Diagnostic(
          .unresolvedSwift, .note,
          "this operation happens on one platform only, which a definition cannot express; it is left out",
          at: location.sourceLocation(files)))
    }
    return SwiftImport(
      operations: operations, responders: responders, files: files,
      notes: notes.sorted(), definitionFields: definitionFields)
  }
}

/// A dump of swiftc's AST that this version cannot read: a toolchain older than Swift 6.1, or
/// a node whose shape changed.
public struct SwiftDumpError: Error, Sendable, CustomStringConvertible {
  /// What is wrong, for people.
  public var message: String
  /// The message.
  public var description: String { message }
}

/// A place in one of the importer's files.
struct SwiftLocation: Hashable, Sendable {
  var file: Int
  var offset: Int

  func sourceLocation(_ files: [SwiftImporter.SourceFile]) -> SourceLocation {
    files[file].text.location(file: files[file].name, offset: offset)
  }
}

/// Line and column of byte offsets, columns in Unicode scalars.
package struct SourceText {
  let bytes: [UInt8]
  /// The offset where each line starts.
  let lineStarts: [Int]

  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    lineStarts = starts
  }

  package func location(file: String, offset: Int) -> SourceLocation {
    let end = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= end { low = middle } else { high = middle - 1 }
    }
    var column = 1
    for index in lineStarts[low]..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return SourceLocation(file: file, line: low + 1, column: column)
  }
}

/// A menu element read from Swift: a menu, command or action, mutable because Swift code
/// sets properties after creating it.
final class ImportedElement {
  enum Kind: String { case menu, command, action }
  var kind: Kind
  var fields: [(String, OrderedJSON)] = []
  var children: [ImportedElement] = []
  var alternates: [OrderedJSON] = []
  var location: SwiftLocation
  var platforms: [Platform]?
  var condition: String?

  init(_ kind: Kind, at location: SwiftLocation) {
    self.kind = kind
    self.location = location
  }

  func set(_ key: String, _ value: OrderedJSON) {
    if let index = fields.firstIndex(where: { $0.0 == key }) {
      fields[index].1 = value
    } else {
      fields.append((key, value))
    }
  }

  func field(_ key: String) -> OrderedJSON? { fields.first { $0.0 == key }?.1 }

  func copy() -> ImportedElement {
    let copy = ImportedElement(kind, at: location)
    copy.fields = fields
    copy.children = children.map { $0.copy() }
    copy.alternates = alternates
    copy.platforms = platforms
    copy.condition = condition
    return copy
  }

  /// What makes two elements the same one for merging platforms.
  var identity: String {
    switch kind {
    case .menu: "menu \(field("id")?.text ?? "") \(field("title")?.text ?? "")"
    case .command:
      "command \(field("action")?.text ?? "") \(field("propertyList")?.text ?? "") \(field("title")?.text ?? "")"
    case .action: "action \(field("id")?.text ?? "")"
    }
  }

  /// The element as definition JSON.
  var json: OrderedJSON {
    var members: [(String, OrderedJSON)] = [("type", .string(kind.rawValue))]
    members += fields
    if !alternates.isEmpty { members.append(("alternates", .array(alternates))) }
    // `condition` is not written as `when` yet: a condition's state key must be declared by
    // a scenario, and Swift code declares no scenarios (Docs/Swift.md).
    if let platforms {
      members.append(
        ("platforms", OrderedJSON.array(platforms.map { OrderedJSON.string($0.rawValue) })))
    }
    if kind == .menu { members.append(("children", .array(children.map { $0.json }))) }
    return .located(.object(members), location)
  }

  /// The same content, for comparing across platforms.
  var comparable: String {
    var text = ""
    OrderedJSON.write(json, to: &text, indent: nil, pointer: "", map: nil)
    return text
  }
}

/// One `UIMenuBuilder` call.
struct ImportedOperation {
  var verb: String
  /// The inserted or replacing elements.
  var elements: [ImportedElement]
  /// Whether `elements` is written as one element rather than a list.
  var single: Bool
  /// Where the operation goes (`atEndOf`, `file`), as written in JSON.
  var place: [(String, OrderedJSON)]
  /// The JSON key holding `elements` (`with` for replace), or `nil` when it is the verb.
  var elementsKey: String?
  var location: SwiftLocation

  var signature: String {
    var text = verb
    for (key, value) in place {
      text += " \(key)=\(value.text ?? "")"
      if case .object(let members) = value {
        text += members.map { "\($0.0):\($0.1.text ?? "")" }.joined(separator: ",")
      }
    }
    if single, let first = elements.first { text += " " + first.identity }
    return text
  }

  var json: OrderedJSON {
    var members: [(String, OrderedJSON)] = []
    let payload: OrderedJSON =
      single ? (elements.first?.json ?? .null) : .array(elements.map { $0.json })
    if let elementsKey {
      members = place + [(elementsKey, payload)]
    } else if elements.isEmpty && !single {
      members = place
    } else {
      members = [(verb, payload)] + place
    }
    return .located(.object(members), location)
  }
}

/// A class that handles key commands.
struct ImportedResponder {
  var id: String
  var kind: String
  var actions: [String]
  var keyCommands: [ImportedElement]
  var location: SwiftLocation

  var json: OrderedJSON {
    var members: [(String, OrderedJSON)] = [("id", .string(id)), ("kind", .string(kind))]
    if !actions.isEmpty { members.append(("actions", .array(actions.map { .string($0) }))) }
    if !keyCommands.isEmpty {
      members.append(("keyCommands", .array(keyCommands.map { $0.json })))
    }
    return .located(.object(members), location)
  }
}
