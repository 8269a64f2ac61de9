/// How macOS would remap ⌘ shortcuts on a layout it has no measured table for, derived from
/// the layout's key data.
///
/// Apple's tables remap by *key*: a US character moves to another key, and every keystroke
/// serves at most one US character. `Scripts/generate-layouts` derives each layout's table
/// from its key data alone, with the rules `Docs/Localization.md` lists (Command layer, digit
/// row by position, the German and Nordic rotation of `[ ] ; '`, whole keys, the ISO key left
/// of Z, unshifted characters as typed, then partner, position and the nearest free key), and
/// compiles the result in with the key data (`KeyboardLayouts+Generated.swift`). Letters the
/// layout cannot type take the character of the US letter's key. No rule reads a measured
/// table, so on the 46 layouts that have both key data and a table the derived table is a
/// leave-one-out prediction: 873 of 1,009 remapped cells agree
/// (`Scripts/generate-layouts --agreement`).
///
/// The table is an ``ASCIITable`` read in place. A US character's entry is the
/// ``PhysicalKey/ordinal`` of its key, the ``KeyLevel`` digit, a flags digit (1: the character
/// shown is the US character itself; 2: it is an uppercase letter, so the shortcut adds Shift)
/// and the character shown.
struct DerivedShortcutTable: Sendable {
  /// Where a US character is typed on the layout, and what the menu shows.
  struct Entry: Sendable, Hashable {
    var key: PhysicalKey
    var level: KeyLevel
    var display: Character
  }

  /// The entries, by US character.
  let entries: ASCIITable

  init(_ text: StaticString) {
    entries = ASCIITable(text)
  }

  /// Where the derivation placed a US character, or `nil`.
  ///
  /// Digits and punctuation always have an entry unless no key was left for them; letters
  /// only when the layout lacks them.
  subscript(character: Character) -> Entry? {
    guard let byte = character.asciiByte else { return nil }
    return entries.withEntry(Int(byte)) { bytes, range in
      guard let range,
        let key = PhysicalKey(ordinal: KeyData.digit(bytes, range.lowerBound)),
        let level = KeyLevel(rawValue: KeyData.digit(bytes, range.lowerBound + 1))
      else { return nil }
      let shown = String(decoding: bytes[(range.lowerBound + 3)..<range.upperBound], as: UTF8.self)
      return Entry(key: key, level: level, display: Character(shown))
    }
  }

  /// Where the derivation placed a US character, for the layout rules: the key's ordinal,
  /// whether the shortcut adds Shift (at the Shift level, or for an uppercase letter shown),
  /// and whether the character shown is the US one; `nil` when it has no entry.
  @inline(__always)
  func placement(_ byte: Int) -> (key: Int, shift: Bool, isUnchanged: Bool)? {
    entries.withEntry(byte) { bytes, range in
      guard let range else { return nil }
      let flags = KeyData.digit(bytes, range.lowerBound &+ 2)
      return (
        KeyData.digit(bytes, range.lowerBound),
        KeyData.digit(bytes, range.lowerBound &+ 1) == KeyLevel.shift.rawValue || flags & 2 != 0,
        flags & 1 != 0
      )
    }
  }

  /// The US characters the derivation places: digits, then punctuation.
  static let usCharacters: [Character] = Array("0123456789`~!@#$%^&*()-_=+[{]}\\|;:'\",<.>/?")
}

extension KeyboardLayout {
  /// The derived remapping of this layout's ⌘ shortcuts (that of ``keyDataSource`` for a
  /// layout that borrows key data); empty for layouts that type QWERTY with ⌘.
  var derivedShortcutTable: DerivedShortcutTable { storage.keyData.derived }
}
