/// A keyboard shortcut: a key and the modifiers held with it.
///
/// A combination stores its key in canonical form — letters in lowercase — and remembers how
/// it was written, because UIKit compares key commands by the input string *as written*:
///
///     let duplicate = try KeyCombination(parsing: "shift+cmd+S")  // UIKit's Duplicate
///     let saveAs = try KeyCombination(parsing: "shift+cmd+s")
///     duplicate == saveAs                      // false: UIKit sees "S" and "s"
///     duplicate.keystroke == saveAs.keystroke  // true: the user presses the same keys
///
/// Equality (`==`) is **UIKit equality**: the same input string, case-sensitive, and the same
/// modifier flags, both as written. ``keystroke`` gives what the user presses.
///
/// A letter's case does not add Shift: UIKit matches a key press against a key command with
/// both letters lowercased and the modifiers exactly as written (`Docs/KeyMatching.md`), so
/// `cmd+S` (input `"S"` with ⌘) is pressed as ⌘S, like `cmd+s`. AppKit reads an uppercase key
/// equivalent as Shift instead, which may apply to Mac Catalyst's menu items:
/// ``isCaseAmbiguous`` marks such a shortcut and ``shiftedReading`` gives that reading.
public struct KeyCombination: Hashable, Sendable {
  // The modifiers come before the key, so that the flags below fill the key's padding: a
  // combination is 32 bytes, optional or not, which keeps a command's storage small.
  /// The modifiers as written, which are what the user holds: Shift only where written.
  public let modifiers: ModifierFlags
  /// The key, with letters in lowercase.
  public let input: KeyInput
  /// Whether the shortcut wrote its letter in uppercase (UIKit input `"S"` rather than `"s"`).
  public let isWrittenUppercase: Bool
  /// Whether the letter is written in uppercase without Shift (input `"C"` with ⌘).
  ///
  /// UIKit matches it as the letter without Shift (⌘C); AppKit's rule for menu items reads it
  /// as the letter with Shift (⇧⌘C, ``shiftedReading``), which may hold on Mac Catalyst.
  public let isCaseAmbiguous: Bool

  /// Creates a combination from a key and modifiers.
  ///
  /// - Parameters:
  ///   - input: The key. A ``KeyInput/character(_:)`` holding an uppercase letter counts as
  ///     that letter written in uppercase.
  ///   - modifiers: The modifiers as written.
  public init(_ input: KeyInput, modifiers: ModifierFlags) {
    self.modifiers = modifiers
    if case .character(let character) = input, character.isCasedUppercase {
      self.input = .character(Character(character.lowercased()))
      self.isWrittenUppercase = true
      self.isCaseAmbiguous = !modifiers.contains(.shift)
    } else {
      self.input = input
      self.isWrittenUppercase = false
      self.isCaseAmbiguous = false
    }
  }

  /// The modifier flags as written, as UIKit stores them: the same as ``modifiers``.
  @available(*, deprecated, renamed: "modifiers", message: "a letter's case no longer adds Shift")
  public var writtenModifiers: ModifierFlags { modifiers }

  /// The UIKit input string as written, such as `"S"`, `"["` or `"space"`.
  public var writtenInput: String {
    switch input {
    case .character(let character): isWrittenUppercase ? character.uppercased() : String(character)
    case .named(let key): key.rawValue
    case .literal(let text): text
    }
  }

  /// The shortcut as AppKit reads an uppercase key equivalent, with Shift.
  ///
  /// `"C"` with ⇧⌘ for `"C"` with ⌘; `nil` unless ``isCaseAmbiguous``.
  public var shiftedReading: KeyCombination? {
    guard isCaseAmbiguous, case .character(let character) = input else { return nil }
    return KeyCombination(
      .character(Character(character.uppercased())), modifiers: modifiers.union(.shift))
  }

  /// The shortcut with more modifiers held, as an alternate (`UICommandAlternate`) is pressed.
  ///
  /// - Parameter extra: The modifiers added.
  /// - Returns: The same input, written the same way, with the modifiers added.
  public func adding(_ extra: ModifierFlags) -> KeyCombination {
    let written: KeyInput =
      if case .character(let character) = input, isWrittenUppercase {
        .character(Character(character.uppercased()))
      } else {
        input
      }
    return KeyCombination(written, modifiers: modifiers.union(extra))
  }

  /// What the user presses, independent of how the shortcut was written.
  public var keystroke: Keystroke {
    Keystroke(input: input, modifiers: modifiers)
  }

  /// The shortcut as Apple platforms display it, with glyphs in HIG order: `⌥⇧⌘V`.
  public var glyphs: String {
    keystroke.glyphs
  }

  /// The shortcut in words, in HIG order: `Option+Shift+Cmd+V`.
  public var text: String {
    keystroke.text
  }

  /// The canonical string form, which parses back to an equal combination.
  ///
  /// Modifiers come in HIG order with their short names, then the key:
  /// `ctrl+opt+shift+cmd+z`, `cmd+plus`, `shift+cmd+S`, `cmd+S` (input `"S"` with ⌘).
  public var canonical: String {
    var parts = modifiers.modifiers.map(\.shortName)
    parts.append(isWrittenUppercase ? writtenInput : input.name)
    return parts.joined(separator: "+")
  }
}

/// A physical key press: the key and the modifiers the user holds.
///
/// Two shortcuts with the same keystroke cannot be told apart by the user, even when UIKit
/// accepts both (`"S"` with `⇧⌘` and `"s"` with `⇧⌘`, or `"S"` with `⌘` and `"s"` with `⌘`).
public struct Keystroke: Hashable, Sendable, Comparable {
  /// The key, with letters in lowercase.
  public var input: KeyInput
  /// The modifiers held.
  public var modifiers: ModifierFlags

  /// Creates a keystroke.
  ///
  /// - Parameters:
  ///   - input: The key, with letters in lowercase.
  ///   - modifiers: The modifiers held.
  public init(input: KeyInput, modifiers: ModifierFlags) {
    self.input = input
    self.modifiers = modifiers
  }

  /// The keystroke with glyphs in HIG order: `⌥⇧⌘V`.
  public var glyphs: String {
    modifiers.glyphs + keyGlyph
  }

  /// The keystroke in words, in HIG order: `Option+Shift+Cmd+V`.
  public var text: String {
    var parts = modifiers.modifiers.filter { $0.flag != .numericPad }.map(\.text)
    parts.append(modifiers.contains(.numericPad) ? "NumPad" + input.text : input.text)
    return parts.joined(separator: "+")
  }

  private var keyGlyph: String {
    modifiers.contains(.numericPad) ? "NumPad" + input.glyph : input.glyph
  }

  /// Orders keystrokes by key, then by modifier raw value.
  public static func < (lhs: Keystroke, rhs: Keystroke) -> Bool {
    (lhs.input, lhs.modifiers.rawValue) < (rhs.input, rhs.modifiers.rawValue)
  }
}

extension KeyCombination: CustomStringConvertible {
  /// The glyph display, such as `⇧⌘Z`.
  public var description: String { glyphs }
}

extension Character {
  /// The byte of a character that is one ASCII scalar.
  ///
  /// Faster than `asciiValue`, which also maps "\r\n" to a byte.
  var asciiByte: UInt8? {
    let utf8 = self.utf8
    guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
    return byte
  }

  /// Whether the character is a letter with a distinct lowercase form.
  var isCasedUppercase: Bool {
    if let ascii = asciiByte { return ascii >= 0x41 && ascii <= 0x5A }
    return isUppercase && lowercased() != String(self)
  }
}
