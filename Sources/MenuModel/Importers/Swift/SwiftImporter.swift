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
  /// How many expressions and statements each platform's evaluation may evaluate, unless
  /// ``stepBudget`` says otherwise: far more than real menu code takes.
  package static let defaultStepBudget = 1_000_000
  /// How many expressions and statements each platform's evaluation may evaluate.
  package var stepBudget = SwiftImporter.defaultStepBudget

  /// Creates an empty importer.
  public init() {}

  /// Words whose presence makes a file worth parsing first: where menus and key commands start.
  ///
  /// A file with only a context menu's `UIMenu` or `UIAction` is not parsed unless the
  /// menu code uses something it declares (a `make…Menu()` helper), which the second reading
  /// finds.
  static let apiWords = [
    "UIKeyCommand", "keyCommands", "addKeyCommand", "buildMenu", "UIMenuBuilder", "UICommand",
    "UIMainMenuSystem", "CommandMenu", "CommandGroup", "CommandsBuilder", ".commands",
    "keyboardShortcut",
  ]

  /// The API words' bytes, and which bytes start one.
  private static let apiWordBytes = apiWords.map { Array($0.utf8) }
  private static let apiWordStarts: [Bool] = {
    var starts = [Bool](repeating: false, count: 256)
    for word in apiWords { starts[Int(word.utf8.first ?? 0)] = true }
    return starts
  }()

  /// Whether a file's bytes mention a menu or key-command API, so that it needs parsing.
  ///
  /// - Parameter source: The file's bytes.
  /// - Returns: Whether a menu or key-command API is named.
  public static func mentionsMenuAPIs(_ source: [UInt8]) -> Bool {
    var index = 0
    while index < source.count {
      if apiWordStarts[Int(source[index])] {
        for word in apiWordBytes where word[0] == source[index] {
          if source[index...].starts(with: word) { return true }
        }
      }
      index += 1
    }
    return false
  }

  /// Which of `names` a file's bytes declare, and how: 3 for a type (`enum Tab`, `class
  /// Hotkey`), 2 for an extension (`extension UIMenu`, `extension UIMenu.Identifier`), 1 for a
  /// function, property or case (`static var isRTL`); a name declared several ways has the
  /// highest.
  ///
  /// One pass over the bytes; comments and strings are not told apart, which only costs a
  /// file parsed for nothing.
  public static func declarations(in source: [UInt8], of names: Set<String>) -> [String: Int] {
    let keywords: [(word: [UInt8], rank: Int)] = [
      ("class", 3), ("struct", 3), ("enum", 3), ("protocol", 3), ("typealias", 3), ("actor", 3),
      ("extension", 2), ("func", 1), ("var", 1), ("let", 1), ("case", 1),
    ].map { (Array($0.0.utf8), $0.1) }
    func isIdentifier(_ byte: UInt8) -> Bool {
      (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
        || byte == 95
    }
    var found: [String: Int] = [:]
    var index = 0
    while index < source.count {
      let byte = source[index]
      guard byte >= 97 && byte <= 122, index == 0 || !isIdentifier(source[index - 1]) else {
        index += 1
        continue
      }
      var matched = false
      for keyword in keywords where source[index...].starts(with: keyword.word) {
        var position = index + keyword.word.count
        guard position < source.count, source[position] == 32 || source[position] == 9 else {
          continue
        }
        while position < source.count && (source[position] == 32 || source[position] == 9) {
          position += 1
        }
        var end = position
        while end < source.count && isIdentifier(source[end]) { end += 1 }
        let name = String(decoding: source[position..<end], as: UTF8.self)
        if end > position, names.contains(name) {
          found[name] = max(found[name] ?? 0, keyword.rank)
        }
        index = end
        matched = true
        break
      }
      if !matched { index += 1 }
    }
    return found
  }

  /// The files to read for names the menu code uses but no file read declares, best first, at
  /// most `limit`: each name's best declaration (a type before an extension before a member,
  /// then the earlier file) before any name's second, so that one name declared in many files
  /// (a coordinator's thirty extensions) does not crowd out the others.
  ///
  /// - Parameters:
  ///   - names: The names wanted.
  ///   - files: Each candidate file's bytes, in a stable order.
  ///   - limit: How many files to return at most.
  /// - Returns: Indexes into `files`.
  public static func filesDeclaring(
    _ names: Set<String>, in files: [[UInt8]], limit: Int
  ) -> [Int] {
    var candidates: [String: [(rank: Int, file: Int)]] = [:]
    for (index, bytes) in files.enumerated() {
      for (name, rank) in declarations(in: bytes, of: names) {
        candidates[name, default: []].append((rank, index))
      }
    }
    let ordered = candidates.keys.sorted().map { name in
      candidates[name, default: []].sorted { ($0.rank, -$0.file) > ($1.rank, -$1.file) }
    }
    var chosen: [Int] = []
    var seen: Set<Int> = []
    var round = 0
    while chosen.count < limit {
      var any = false
      for list in ordered where round < list.count {
        any = true
        if seen.insert(list[round].file).inserted { chosen.append(list[round].file) }
        if chosen.count == limit { break }
      }
      guard any else { break }
      round += 1
    }
    return chosen
  }

  struct SourceFile {
    var name: String
    var source: [UInt8]
    var text: LineIndex
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
      var seen: Set<String> = []
      for flag in unknownFlags where seen.insert(flag.name).inserted { names.append(flag.name) }
      let shown = names.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
      let more = names.count > 10 ? " and \(names.count - 10) more" : ""
      notes.append(
        Diagnostic(
          .unresolvedSwift, .note,
          "#if conditions taken as false: \(shown)\(more); give a flag with --define to take it as true",
          at: LineIndex(source).location(file: file, offset: first.offset)))
    }
    files.append(
      SourceFile(
        name: file, source: source, text: LineIndex(source), syntax: syntax, notes: notes,
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
    var seen: Set<String> = []
    var texts: [[UInt8]] = []
    for (platform, dump) in dumps.sorted(by: { $0.key < $1.key }) {
      do {
        let parsed = try SwiftASTReader(source: source).read(dump)
        syntax[platform] = parsed
        let conditional = ConditionalCompilation(
          source, platform: platform, defines: defines, compilerVersion: parsed.compilerVersion)
        texts.append(conditional.source)
        for flag in conditional.unknownFlags where seen.insert(flag.name).inserted {
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
    evaluate().written(definitionFields: definitionFields)
  }

  /// What the files added describe, before the project's facts are written with it: app
  /// targets that share their files share one evaluation.
  package struct Evaluation {
    var operations: [ImportedOperation]
    var responders: [ImportedResponder]
    var mainMenuConfiguration: OrderedJSON?
    var files: [SourceFile]
    var notes: [Diagnostic]
    var missingNames: Set<String>

    /// The definition and responder file, with the project's facts.
    package func written(definitionFields: [DefinitionField]) -> SwiftImport {
      var result = SwiftImport(
        operations: operations, responders: responders,
        mainMenuConfiguration: mainMenuConfiguration, files: files, notes: notes,
        definitionFields: definitionFields)
      result.missingNames = missingNames
      return result
    }
  }

  /// Evaluates every file added, on each platform.
  package func evaluate() -> Evaluation {
    // Each platform is evaluated on its own even when the text is the same: code asks which
    // platform it runs on (`isMacCatalystApp`, `#available(macCatalyst …)`), and the default
    // menus differ.
    var perPlatform: [(Platform, SwiftInterpreter)] = []
    for platform in Platform.allCases {
      let interpreter = SwiftInterpreter(files: files, platform: platform, stepBudget: stepBudget)
      interpreter.run()
      perPlatform.append((platform, interpreter))
    }
    let first = perPlatform[0].1
    let second = perPlatform[1].1
    var notes = files.flatMap(\.notes)
    var notesSeen: Set<Diagnostic> = Set(notes)
    for (_, interpreter) in perPlatform {
      for note in interpreter.notes + interpreter.titleSourceNotes()
      where notesSeen.insert(note).inserted {
        notes.append(note)
      }
    }
    var merger = PlatformMerger(first: perPlatform[0].0, second: perPlatform[1].0)
    let operations = merger.mergeOperations(first.operations, second.operations)
    let responders = merger.mergeResponders(first.responders, second.responders)
    for location in merger.inexpressible {
      notes.append(
        Diagnostic(
          .unresolvedSwift, .note,
          "this operation happens on one platform only, which a definition cannot express; it is left out",
          at: location.sourceLocation(files)))
    }
    return Evaluation(
      operations: operations, responders: responders,
      mainMenuConfiguration: first.mainMenuConfiguration ?? second.mainMenuConfiguration,
      files: files, notes: notes.sorted(),
      missingNames: first.missingNames.union(second.missingNames))
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
  /// For a key command, where its `input:` and `modifierFlags:` are written as literals.
  var shortcut: SwiftShortcutLiterals? = nil

  func sourceLocation(_ files: [SwiftImporter.SourceFile]) -> SourceLocation {
    files[file].text.location(file: files[file].name, offset: offset)
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
  /// For a responder's key command: the condition it exists under (`when`).
  var condition: ImportCondition?

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

  /// Sets the shortcut from a UIKit input and modifier flag names: as `shortcut` text when the
  /// shortcut syntax can write it, else as `input` and `modifiers` (DESIGN §2).
  func setShortcut(input: String, modifiers: [String]) {
    fields.removeAll { ["shortcut", "input", "modifiers"].contains($0.0) }
    if let text = Self.shortcut(input: input, modifiers: modifiers) {
      set("shortcut", .string(text))
    } else {
      set("input", .string(input))
      set(
        "modifiers",
        .array(
          modifiers.map {
            .string(["alternate": "option", "alphaShift": "capsLock"][$0] ?? $0)
          }))
    }
  }

  /// The shortcut text for a UIKit input and modifier flags (`shift+cmd+left`), or `nil` when
  /// the input is not a key the shortcut syntax names.
  static func shortcut(input: String, modifiers: [String]) -> String? {
    var parts: [String] = []
    for modifier in modifiers {
      guard let name = SwiftInterpreter.modifierJSONNames[modifier] else { return nil }
      parts.append(name)
    }
    let keys: [String: String] = [
      "UIKeyInputUpArrow": "up", "UIKeyInputDownArrow": "down", "UIKeyInputLeftArrow": "left",
      "UIKeyInputRightArrow": "right", "UIKeyInputEscape": "escape", "UIKeyInputHome": "home",
      "UIKeyInputEnd": "end", "UIKeyInputPageUp": "pageUp", "UIKeyInputPageDown": "pageDown",
      "UIKeyInputDelete": "forwardDelete", "\t": "tab", "\r": "return", " ": "space",
      "\u{8}": "delete", "+": "plus", "-": "minus",
    ]
    if let key = keys[input] {
      parts.append(key)
    } else if input.hasPrefix("UIKeyInputF"), let number = Int(input.dropFirst(11)),
      (1...20).contains(number)
    {
      parts.append("f\(number)")
    } else if input.count == 1, let scalar = input.unicodeScalars.first, scalar.value > 0x20,
      scalar.value != 0x7F
    {
      parts.append(input)
    } else {
      return nil
    }
    return parts.joined(separator: "+")
  }

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
      "command \(field("action")?.text ?? "") \(field("propertyList")?.text ?? "") "
        + "\(field("title")?.text ?? field("titleSource")?.text ?? "") "
        + "\(field("shortcut")?.text ?? field("input")?.text ?? "") \(condition?.rendered ?? "")"
    case .action: "action \(field("id")?.text ?? "")"
    }
  }

  /// The element as definition JSON.
  var json: OrderedJSON {
    var members: [(String, OrderedJSON)] = [("type", .string(kind.rawValue))]
    members += fields
    if !alternates.isEmpty { members.append(("alternates", .array(alternates))) }
    if let condition { members.append(("when", .string(condition.rendered))) }
    if let platforms {
      members.append(
        ("platforms", OrderedJSON.array(platforms.map { OrderedJSON.string($0.rawValue) })))
    }
    if kind == .menu { members.append(("children", .array(children.map { $0.json }))) }
    return .located(.object(members), location)
  }

  /// The same content, for comparing across platforms.
  var comparable: String { json.compactText }
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

/// Where a key command's `input:` and `modifierFlags:` arguments are written as literals, so
/// that a suggested shortcut can replace them.
struct SwiftShortcutLiterals: Hashable, Sendable {
  /// The `input:` argument: a string literal or a `UIKeyCommand.input…` constant.
  var input: SwiftRange
  /// The input as UIKit receives it (`"e"`, `"UIKeyInputLeftArrow"`).
  var inputValue: String
  /// The `modifierFlags:` argument, when it is a literal: `.command`, `[.shift, .command]`.
  var modifiers: SwiftRange?
  /// The UIKit names of the modifiers written (`command`, `alternate`).
  var modifierNames: [String]
  /// Whether a `modifierFlags:` argument is written at all.
  var hasModifiers: Bool
  /// Whether the modifiers are written in brackets.
  var isBracketed: Bool
  /// Whether they are SwiftUI's `.keyboardShortcut(_:modifiers:)` arguments, whose modifiers
  /// are `EventModifiers` (⌘ when none are written).
  var isSwiftUI = false

  /// The literals of a call's `input:` and `modifierFlags:` arguments, or `nil` when the input
  /// is not written as a literal.
  init?(
    input: SwiftExpression, inputValue: String, modifiers: SwiftExpression?,
    modifierNames: [String], isSwiftUI: Bool = false
  ) {
    self.isSwiftUI = isSwiftUI
    switch input.kind {
    case .string: break
    case .member(let base, let name):
      guard case .name("UIKeyCommand") = base.kind, name.hasPrefix("input") else { return nil }
    default: return nil
    }
    self.input = input.range
    self.inputValue = inputValue
    self.modifierNames = modifierNames
    hasModifiers = modifiers != nil
    isBracketed = false
    guard let modifiers else { return }
    switch modifiers.kind {
    case .implicitMember: self.modifiers = modifiers.range
    case .member(let base, _):
      if case .name(let type) = base.kind, type == "UIKeyModifierFlags" || type == "EventModifiers"
      {
        self.modifiers = modifiers.range
      }
    case .array(let elements):
      let literal = elements.allSatisfy {
        if case .implicitMember = $0.kind { true } else { false }
      }
      if literal {
        self.modifiers = modifiers.range
        isBracketed = true
      }
    default: break
    }
  }
}
