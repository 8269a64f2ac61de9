/// How macOS would remap ⌘ shortcuts on a layout it has no measured table for, derived from
/// the layout's key data.
///
/// Apple's tables remap by *key*: a US character moves to another key, and every keystroke
/// serves at most one US character. `Scripts/generate-layouts` derives each layout's table
/// from its key data alone, with the rules `Docs/Localization.md` lists (Command layer, digit
/// row by position, the German and Nordic rotation of `[ ] ; '`, whole keys, the ISO key left
/// of Z, unshifted characters as typed, then partner, position and the nearest free key), and
/// compiles the result in (`DerivedShortcutTables+Generated.swift`). Letters the layout
/// cannot type take the character of the US letter's key. No rule reads a measured table, so
/// on the 46 layouts that have both key data and a table the derived table is a leave-one-out
/// prediction: 873 of 1,009 remapped cells agree (`Scripts/generate-layouts --agreement`).
struct DerivedShortcutTable: Sendable, Hashable {
  /// Where a US character is typed on the layout, and what the menu shows.
  struct Entry: Sendable, Hashable {
    var key: PhysicalKey
    var level: KeyLevel
    var display: Character
  }

  /// The derived position of each US character, by ASCII value.
  private var slots: [Entry?]

  /// Where the derivation placed a US character, or `nil`.
  ///
  /// Digits and punctuation always have an entry unless no key was left for them; letters
  /// only when the layout lacks them.
  subscript(character: Character) -> Entry? {
    guard let scalar = character.unicodeScalars.first, scalar.isASCII,
      character.unicodeScalars.count == 1
    else { return nil }
    return slots[Int(scalar.value)]
  }

  /// The US characters the derivation places: digits, then punctuation.
  static let usCharacters: [Character] = Array("0123456789`~!@#$%^&*()-_=+[{]}\\|;:'\",<.>/?")
}

extension KeyboardLayout {
  /// The derived remapping of this layout's ⌘ shortcuts (that of ``keyDataSource`` for a
  /// layout that borrows key data), decoded once per process.
  var derivedShortcutTable: DerivedShortcutTable {
    DerivedShortcutTable.all[storage.position]
  }
}

extension DerivedShortcutTable {
  /// The derived table of every built-in layout, in the order of ``KeyboardLayout/all``;
  /// empty for layouts that type QWERTY with ⌘.
  static let all: [DerivedShortcutTable] = {
    let generated = Dictionary(
      generatedTables.map { ($0.layout, $0.entries) }, uniquingKeysWith: { first, _ in first })
    return KeyboardLayout.all.map { layout in
      generated[layout.keyDataSource ?? layout.id].map(DerivedShortcutTable.init(encoded:))
        ?? DerivedShortcutTable(slots: [Entry?](repeating: nil, count: 128))
    }
  }()

  /// Creates a table from its encoded entries: for each US character with an entry, the
  /// character, the key's ordinal in two digits, the level digit and the displayed character,
  /// records separated by U+001E.
  init(encoded: StaticString) {
    var slots = [Entry?](repeating: nil, count: 128)
    encoded.withUTF8Buffer { bytes in
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count && bytes[end] != 0x1E { end += 1 }
        guard end - start > 4, bytes[start] < 0x80,
          let level = KeyLevel(rawValue: Int(bytes[start + 3]) - 0x30),
          let key = PhysicalKey(
            ordinal: Int(bytes[start + 1] - 0x30) * 10 + Int(bytes[start + 2] - 0x30)),
          let display = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[(start + 4)..<end]), as: UTF8.self
          ).first
        else { preconditionFailure("malformed derived shortcut table") }
        slots[Int(bytes[start])] = Entry(key: key, level: level, display: display)
        start = end + 1
      }
    }
    self.slots = slots
  }
}
