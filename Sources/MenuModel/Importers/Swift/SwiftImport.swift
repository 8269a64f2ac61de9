/// JSON with members in the order written, some values tagged with the Swift location they
/// came from.
indirect enum OrderedJSON: Sendable {
  case null
  case bool(Bool)
  case integer(Int)
  case string(String)
  case array([OrderedJSON])
  case object([(String, OrderedJSON)])
  case located(OrderedJSON, SwiftLocation)

  /// A string's text, for identities.
  var text: String? {
    switch self {
    case .string(let text): text
    case .bool(let value): String(value)
    case .located(let value, _): value.text
    default: nil
    }
  }

  /// The value for ``JSONWriter``, each located value tagged with its position in
  /// `locations`.
  func output(locations: inout [SwiftLocation]) -> JSONOutput {
    switch self {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .integer(let number): .integer(number)
    case .string(let text): .string(text)
    case .array(let elements): .array(elements.map { $0.output(locations: &locations) })
    case .object(let members):
      .object(members.map { ($0.0, $0.1.output(locations: &locations)) })
    case .located(let inner, let location):
      .tagged(inner.output(locations: &locations), tag: locations.appending(location))
    }
  }

  /// The value as JSON text, members in the order written, two spaces a level; `map` gets the
  /// JSON pointer of every located value.
  func written(map: inout [String: SwiftLocation]) -> String {
    var locations: [SwiftLocation] = []
    let value = output(locations: &locations)
    var text = ""
    JSONWriter.write(value, to: &text, indent: 0, order: .written) { tag, pointer in
      map[pointer] = locations[tag]
    }
    return text
  }

  /// The value as compact JSON, members in the order written.
  var compactText: String {
    var locations: [SwiftLocation] = []
    var text = ""
    JSONWriter.write(output(locations: &locations), to: &text, indent: nil, order: .written) {
      _, _ in
    }
    return text
  }
}

extension Array {
  /// Appends an element and returns its index.
  fileprivate mutating func appending(_ element: Element) -> Int {
    append(element)
    return count - 1
  }
}

extension OrderedJSON {
  /// A project fact's value.
  init(_ value: DefinitionField.Value) {
    switch value {
    case .bool(let flag): self = .bool(flag)
    case .string(let text): self = .string(text)
    case .strings(let texts): self = .array(texts.map(OrderedJSON.string))
    case .integers(let numbers): self = .array(numbers.map(OrderedJSON.integer))
    }
  }
}

/// What ``SwiftImporter`` read: the definition and responder file the Swift code describes,
/// and where each of their values came from.
public struct SwiftImport: Sendable {
  /// The menu definition (`*.menu.json`) text.
  public let menuJSON: String
  /// The responder file text, or `nil` when the code has no responders.
  public let respondersJSON: String?
  /// What could not be evaluated: `unresolved-swift` notes at Swift locations.
  public let notes: [Diagnostic]
  /// Names the code uses that no file read declares (types, functions, properties): another
  /// file that declares one may make more of the code known.
  package var missingNames: Set<String> = []
  /// The Swift location of each located JSON value, by JSON pointer, per written file.
  let menuLocations: [String: SourceLocation]
  let responderLocations: [String: SourceLocation]
  /// Where each key command's shortcut is written as literals, by the command's JSON pointer,
  /// per written file: those a suggested shortcut can replace.
  let menuLiterals: [String: ShortcutLiterals]
  let responderLiterals: [String: ShortcutLiterals]
  /// The first file read, for findings about the definition as a whole.
  let firstFile: String
  /// Whether the code builds a menu, declares key commands or configures the main menu: an
  /// import of code that does none of these, and could not evaluate anything either
  /// (``notes`` is empty), found no menu code at all.
  public let describesMenus: Bool

  init(
    operations: [ImportedOperation], responders: [ImportedResponder],
    mainMenuConfiguration: OrderedJSON? = nil, files: [SwiftImporter.SourceFile],
    notes: [Diagnostic], definitionFields: [DefinitionField] = []
  ) {
    self.notes = notes
    firstFile = files.first?.name ?? "<swift>"
    describesMenus = !operations.isEmpty || !responders.isEmpty || mainMenuConfiguration != nil
    var map: [String: SwiftLocation] = [:]
    // The project's facts (DESIGN §12) come between the format version and the operations.
    var members: [(String, OrderedJSON)] = [("formatVersion", .integer(1))]
    members += definitionFields.map { ($0.name, OrderedJSON($0.value)) }
    if let mainMenuConfiguration {
      members.append(("mainMenuConfiguration", mainMenuConfiguration))
    }
    members.append(("build", .array(operations.map { $0.json })))
    let root = OrderedJSON.object(members)
    menuJSON = root.written(map: &map) + "\n"
    menuLocations = map.mapValues { $0.sourceLocation(files) }
    var literals = ShortcutLiterals.Resolver(files: files)
    if responders.isEmpty {
      respondersJSON = nil
      responderLocations = [:]
      (menuLiterals, responderLiterals) = literals.resolve(map, [:])
    } else {
      var responderMap: [String: SwiftLocation] = [:]
      let file = OrderedJSON.object([
        ("formatVersion", .integer(1)), ("responders", .array(responders.map { $0.json })),
        ("scenarios", .object([])),
      ])
      respondersJSON = file.written(map: &responderMap) + "\n"
      responderLocations = responderMap.mapValues { $0.sourceLocation(files) }
      (menuLiterals, responderLiterals) = literals.resolve(map, responderMap)
    }
  }

  /// The menu definition the Swift describes, decoded from ``menuJSON``.
  ///
  /// - Parameter file: The name its locations carry.
  /// - Returns: The decoded definition; ``relocate(_:menuFile:respondersFile:)`` moves its
  ///   diagnostics to the Swift.
  public func definition(file: String = "<swift>.menu.json") -> DecodedMenuDefinition {
    MenuDefinitionDecoder.decode(Array(menuJSON.utf8), file: file)
  }

  /// The responder file the Swift describes, decoded from ``respondersJSON``; `nil` when the
  /// code has no responders.
  ///
  /// - Parameter file: The name its locations carry.
  /// - Returns: The decoded responder file.
  public func responders(file: String = "<swift>.responders.json") -> DecodedResponderDefinition? {
    respondersJSON.map { ResponderDefinitionDecoder.decode(Array($0.utf8), file: file) }
  }

  /// Moves findings about the written JSON to the Swift code they came from.
  ///
  /// A finding at a JSON value goes to the nearest enclosing value that Swift code produced;
  /// one about the file as a whole goes to the first Swift file's start.
  ///
  /// - Parameters:
  ///   - diagnostics: Findings from linting ``menuJSON`` and ``respondersJSON``.
  ///   - menuFile: The name the definition was linted under.
  ///   - respondersFile: The name the responder file was linted under.
  /// - Returns: The findings at Swift locations.
  public func relocate(
    _ diagnostics: [Diagnostic], menuFile: String, respondersFile: String
  ) -> [Diagnostic] {
    diagnostics.map { diagnostic in
      var moved = diagnostic
      moved.location = relocate(diagnostic.location, menuFile, respondersFile)
      moved.notes = diagnostic.notes.map { note in
        var note = note
        note.location = relocate(note.location, menuFile, respondersFile)
        return note
      }
      moved.suggestions = diagnostic.suggestions.map { suggestion in
        var suggestion = suggestion
        suggestion.edits = swiftEdits(suggestion, menuFile, respondersFile)
        return suggestion
      }
      return moved
    }
  }

  /// A suggestion's edits of the written JSON as edits of the Swift literals it came from;
  /// none where the shortcut is not written as literals the edits can replace.
  private func swiftEdits(
    _ suggestion: Diagnostic.Suggestion, _ menuFile: String, _ respondersFile: String
  ) -> [TextEdit] {
    guard let first = suggestion.edits.first else { return [] }
    let map: [String: ShortcutLiterals]
    if first.file == menuFile {
      map = menuLiterals
    } else if first.file == respondersFile {
      map = responderLiterals
    } else {
      return suggestion.edits
    }
    // The edit is at the command's shortcut, or inside it.
    var pointer = first.start.pointer
    while true {
      if let literals = map[pointer] { return literals.edits(writing: suggestion) }
      guard let slash = pointer.lastIndex(of: "/") else { return [] }
      pointer = String(pointer[..<slash])
    }
  }

  private func relocate(_ location: SourceLocation?, _ menuFile: String, _ respondersFile: String)
    -> SourceLocation?
  {
    guard let location else { return nil }
    let map: [String: SourceLocation]
    if location.file == menuFile {
      map = menuLocations
    } else if location.file == respondersFile {
      map = responderLocations
    } else {
      return location
    }
    var pointer = location.pointer
    while true {
      if let found = map[pointer] { return found }
      guard let slash = pointer.lastIndex(of: "/") else { break }
      pointer = String(pointer[..<slash])
    }
    return SourceLocation(file: firstFile, line: 1, column: 1)
  }
}

/// Where a key command's `input:` and `modifierFlags:` are written as literals in a Swift
/// file, with what an edit of them needs.
struct ShortcutLiterals: Sendable {
  /// A literal's place.
  struct Span: Sendable {
    var range: Range<Int>
    var start: SourceLocation
    var end: SourceLocation
    var text: String
  }

  var file: String
  var input: Span
  var inputValue: String
  var modifiers: Span?
  var modifierNames: [String]
  var hasModifiers: Bool
  var isBracketed: Bool
  var isSwiftUI: Bool
  var fileLength: Int
  var fileDigest: UInt64

  /// Resolves the literals of the located values of written JSON, each file's digest once.
  struct Resolver {
    let files: [SwiftImporter.SourceFile]
    private var digests: [Int: UInt64] = [:]

    init(files: [SwiftImporter.SourceFile]) {
      self.files = files
    }

    /// The literals by JSON pointer, for the menu and the responder file; literals that more
    /// than one command came from (a helper called twice) are left out, as an edit of them
    /// would change both.
    mutating func resolve(
      _ menu: [String: SwiftLocation], _ responders: [String: SwiftLocation]
    ) -> ([String: ShortcutLiterals], [String: ShortcutLiterals]) {
      var uses: [SwiftRangeInFile: Int] = [:]
      for location in Array(menu.values) + Array(responders.values) {
        guard let literals = location.shortcut else { continue }
        uses[SwiftRangeInFile(file: location.file, range: literals.input), default: 0] += 1
      }
      func resolved(_ map: [String: SwiftLocation]) -> [String: ShortcutLiterals] {
        map.compactMapValues { location in
          guard let literals = location.shortcut,
            uses[SwiftRangeInFile(file: location.file, range: literals.input)] == 1
          else { return nil }
          return self.literals(literals, in: location.file)
        }
      }
      let menuLiterals = resolved(menu)
      let responderLiterals = resolved(responders)
      return (menuLiterals, responderLiterals)
    }

    private struct SwiftRangeInFile: Hashable {
      var file: Int
      var range: SwiftRange
    }

    private mutating func literals(
      _ literals: SwiftShortcutLiterals, in index: Int
    ) -> ShortcutLiterals? {
      guard index < files.count else { return nil }
      let file = files[index]
      let bytes = file.text.bytes
      func span(_ range: SwiftRange) -> Span? {
        guard range.start >= 0, range.end <= bytes.count, range.start < range.end else {
          return nil
        }
        return Span(
          range: range.start..<range.end,
          start: file.text.location(file: file.name, offset: range.start),
          end: file.text.location(file: file.name, offset: range.end),
          text: String(decoding: bytes[range.start..<range.end], as: UTF8.self))
      }
      guard let input = span(literals.input) else { return nil }
      let digest = digests[index] ?? TextEdit.digest(of: bytes)
      digests[index] = digest
      return ShortcutLiterals(
        file: file.name, input: input, inputValue: literals.inputValue,
        modifiers: literals.modifiers.flatMap(span), modifierNames: literals.modifierNames,
        hasModifiers: literals.hasModifiers, isBracketed: literals.isBracketed,
        isSwiftUI: literals.isSwiftUI, fileLength: bytes.count, fileDigest: digest)
    }
  }

  /// The edits that write a suggested shortcut into these literals; none when the modifiers
  /// must change and are not written as a literal, or the new key has no Swift spelling.
  func edits(writing suggestion: Diagnostic.Suggestion) -> [TextEdit] {
    guard let newInput = Self.swiftInput(suggestion.input),
      !isSwiftUI || newInput.literal.hasPrefix("\"")
    else { return [] }
    var newNames = suggestion.modifiers.compactMap { Self.uikitNames[$0] }
    // In the order the code writes them: Command first where it does.
    if modifierNames.first == "command", newNames.contains("command") {
      newNames = ["command"] + newNames.filter { $0 != "command" }
    }
    let inputChanges = newInput.value != inputValue
    let modifiersChange = Set(newNames) != Set(modifierNames)
    // SwiftUI's EventModifiers name Option `.option`.
    let written = newNames.map { isSwiftUI && $0 == "alternate" ? "option" : $0 }
    let flags =
      written.count == 1 && !isBracketed
      ? "." + written[0] : "[" + written.map { "." + $0 }.joined(separator: ", ") + "]"
    var edits: [TextEdit] = []
    func edit(_ span: Span, _ replacement: String) -> TextEdit {
      TextEdit(
        file: file, range: span.range, start: span.start, end: span.end, replacement: replacement,
        fileLength: fileLength, fileDigest: fileDigest)
    }
    if modifiersChange && !hasModifiers {
      // No modifierFlags: argument; it follows input: in every UIKeyCommand initializer, as
      // modifiers: follows the key in SwiftUI's keyboardShortcut(_:modifiers:).
      let key = inputChanges ? newInput.literal : input.text
      return [edit(input, key + (isSwiftUI ? ", modifiers: " : ", modifierFlags: ") + flags)]
    }
    if inputChanges { edits.append(edit(input, newInput.literal)) }
    if modifiersChange {
      guard let modifiers else { return [] }
      edits.append(edit(modifiers, flags))
    }
    return edits
  }

  /// The modifiers' names in suggestions, as `UIKeyModifierFlags` members.
  static let uikitNames = [
    "command": "command", "shift": "shift", "control": "control", "option": "alternate",
  ]

  /// A key as UIKit's input and as Swift writes it: a character in a string literal, a named
  /// key as its `UIKeyCommand` constant; `nil` for a key without one.
  static func swiftInput(_ key: String) -> (value: String, literal: String)? {
    let named: [String: (String, String)] = [
      "up": ("UIKeyInputUpArrow", "UIKeyCommand.inputUpArrow"),
      "down": ("UIKeyInputDownArrow", "UIKeyCommand.inputDownArrow"),
      "left": ("UIKeyInputLeftArrow", "UIKeyCommand.inputLeftArrow"),
      "right": ("UIKeyInputRightArrow", "UIKeyCommand.inputRightArrow"),
      "escape": ("UIKeyInputEscape", "UIKeyCommand.inputEscape"),
      "home": ("UIKeyInputHome", "UIKeyCommand.inputHome"),
      "end": ("UIKeyInputEnd", "UIKeyCommand.inputEnd"),
      "pageUp": ("UIKeyInputPageUp", "UIKeyCommand.inputPageUp"),
      "pageDown": ("UIKeyInputPageDown", "UIKeyCommand.inputPageDown"),
      "forwardDelete": ("UIKeyInputDelete", "UIKeyCommand.inputDelete"),
      "space": (" ", "\" \""), "tab": ("\t", "\"\\t\""), "return": ("\r", "\"\\r\""),
      "delete": ("\u{8}", "\"\\u{8}\""),
    ]
    if let (value, literal) = named[key] { return (value, literal) }
    guard key.count == 1 else { return nil }
    let escaped = key == "\"" || key == "\\" ? "\\" + key : key
    return (key, "\"" + escaped + "\"")
  }
}
