/// A layout's measured shortcut table (``KeyboardLayout/shortcutOverrides``), read in place.
///
/// Each US character the table lists has a flags digit: 1 when the measurement found no
/// mapping (nothing follows); otherwise 2 when the character shown is an uppercase letter
/// (the shortcut adds Shift and types its lowercase form), 4 when the layout's key data types
/// it, 8 when that is at the Shift level; then the ``PhysicalKey/ordinal`` of that key and the
/// character shown. `Scripts/generate-layouts` finds the key as
/// ``ShortcutLocalizer/position(of:modifiers:displayed:)`` does for a displayed character.
struct MeasuredTable: Sendable {
  let entries: ASCIITable

  init(_ text: StaticString) {
    entries = ASCIITable(text)
  }

  /// What the table says about a US character, with the key the shortcut is then pressed with.
  enum Entry: Sendable, Equatable {
    /// The table has no entry: the shortcut stays as written.
    case none
    /// The table says the shortcut cannot be typed.
    case untypeable
    /// The table shows another character, typed with a key (its ordinal, or -1 when the key
    /// data has none) and with Shift added when `shift` is set.
    case remapped(key: Int, shift: Bool)
  }

  /// The table's entry for an ASCII character.
  @inline(__always)
  func entry(_ byte: Int) -> Entry {
    entries.withEntry(byte) { bytes, range in
      guard let range else { return .none }
      let flags = KeyData.digit(bytes, range.lowerBound)
      if flags & 1 != 0 { return .untypeable }
      let key = flags & 4 != 0 ? KeyData.digit(bytes, range.lowerBound &+ 1) : -1
      return .remapped(key: key, shift: flags & (2 | 8) != 0)
    }
  }

  /// The table's entry for an ASCII character, with the character shown.
  func override(_ byte: Int) -> ShortcutOverride {
    entries.withEntry(byte) { bytes, range in
      guard let range else { return .none }
      guard KeyData.digit(bytes, range.lowerBound) & 1 == 0 else { return .untypeable }
      let shown = String(decoding: bytes[(range.lowerBound + 2)..<range.upperBound], as: UTF8.self)
      return .replacement(Character(shown))
    }
  }

  /// Every entry, as ``KeyboardLayout/shortcutOverrides`` gives them.
  var overrides: [String: String?] {
    var result: [String: String?] = [:]
    for byte in 0..<128 {
      switch override(byte) {
      case .none: continue
      case .untypeable: result[String(UnicodeScalar(UInt8(byte)))] = .some(nil)
      case .replacement(let shown): result[String(UnicodeScalar(UInt8(byte)))] = String(shown)
      }
    }
    return result
  }
}
