/// Writes a suggested shortcut into the JSON a command was read from: its `shortcut` text, or
/// its `input` and `modifiers`, each replaced where it stands so that nothing else changes.
struct SuggestionEdits {
  let menu: JSONDocument?
  let responders: JSONDocument?
  /// Each document's digest, made when its first edit is.
  private var digests: [ObjectIdentifier: UInt64] = [:]

  init(menu: JSONDocument?, responders: JSONDocument?) {
    self.menu = menu
    self.responders = responders
  }

  /// The edits that give a command a new shortcut; none when the command was not read from a
  /// file, or its shortcut is not written as these fields.
  ///
  /// - Parameters:
  ///   - shortcut: The new shortcut.
  ///   - subject: The command's place.
  ///   - current: Its shortcut now.
  /// - Returns: The edits, in file order.
  mutating func edits(
    writing shortcut: KeyCombination, for subject: ShortcutSubject, current: KeyCombination?
  ) -> [TextEdit] {
    let document = subject.document == .menu ? menu : responders
    guard let document, let index = subject.valueIndex, index < document.valueCount else {
      return []
    }
    let object = JSONValue(document: document, index: index)
    guard object.kind == .object else { return [] }
    if let written = object["shortcut"], written.kind == .string {
      return [edit(document, written, Self.json(shortcut.canonical))]
    }
    guard let input = object["input"], input.kind == .string else { return [] }
    let newInput = shortcut.writtenInput
    let modifiers = object["modifiers"]
    let writtenModifiers: String
    if modifiers?.kind == .string {
      writtenModifiers = Self.json(
        shortcut.modifiers.modifiers.map(\.shortName).joined(separator: "+"))
    } else {
      writtenModifiers =
        "[" + shortcut.modifiers.names.map(Self.json).joined(separator: ", ") + "]"
    }
    var edits: [TextEdit] = []
    let inputChanges = current?.input != shortcut.input || current?.isWrittenUppercase == true
    if let modifiers {
      if inputChanges { edits.append(edit(document, input, Self.json(newInput))) }
      if current?.modifiers != shortcut.modifiers {
        edits.append(edit(document, modifiers, writtenModifiers))
      }
    } else {
      // No modifiers written: they follow the input.
      edits.append(
        edit(document, input, Self.json(newInput) + ", \"modifiers\": " + writtenModifiers))
    }
    return edits
  }

  /// An edit replacing a value where it is written.
  private mutating func edit(
    _ document: JSONDocument, _ value: JSONValue, _ replacement: String
  ) -> TextEdit {
    let start = value.offset
    let end = Self.end(of: value)
    let (startLine, startColumn) = document.lineAndColumn(ofOffset: start)
    let (endLine, endColumn) = document.lineAndColumn(ofOffset: end)
    let key = ObjectIdentifier(document)
    let digest =
      digests[key]
      ?? document.textDigest
    digests[key] = digest
    return TextEdit(
      file: document.file, range: start..<end,
      start: SourceLocation(
        file: document.file, line: startLine, column: startColumn, pointer: value.pointer),
      end: SourceLocation(file: document.file, line: endLine, column: endColumn),
      replacement: replacement, fileLength: document.text.count, fileDigest: digest)
  }

  /// The offset after a string's closing quote or an array's closing bracket.
  static func end(of value: JSONValue) -> Int {
    let document = value.document
    if value.kind != .array && value.kind != .object {
      return Int(document.ends[value.index])
    }
    return document.offset(afterContainerAt: value.offset)
  }

  /// A JSON string literal.
  static func json(_ text: String) -> String {
    var output = ""
    JSONWriter.writeString(text, to: &output)
    return output
  }
}
