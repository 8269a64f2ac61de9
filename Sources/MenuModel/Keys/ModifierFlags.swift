/// The modifier keys held with a key, using UIKit's `UIKeyModifierFlags` raw values.
///
/// Modifiers display in the order the Human Interface Guidelines prescribe: Control, Option,
/// Shift, Command (`⌃⌥⇧⌘`), after Caps Lock and before the numeric-pad marker.
///
///     let flags: ModifierFlags = [.shift, .command]
///     flags.glyphs  // "⇧⌘"
public struct ModifierFlags: OptionSet, Hashable, Sendable {
  /// The UIKit raw value.
  public let rawValue: Int

  /// Creates flags from a UIKit raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Caps Lock (`⇪`), UIKit's `alphaShift`.
  public static let capsLock = ModifierFlags(rawValue: 1 << 16)
  /// Shift (`⇧`).
  public static let shift = ModifierFlags(rawValue: 1 << 17)
  /// Control (`⌃`).
  public static let control = ModifierFlags(rawValue: 1 << 18)
  /// Option (`⌥`), UIKit's `alternate`.
  public static let option = ModifierFlags(rawValue: 1 << 19)
  /// Command (`⌘`).
  public static let command = ModifierFlags(rawValue: 1 << 20)
  /// The key is on the numeric keypad.
  public static let numericPad = ModifierFlags(rawValue: 1 << 21)

  /// Each single modifier in display order, with its names and glyph.
  public static let allModifiers: [Modifier] = [
    Modifier(
      flag: .capsLock, name: "capsLock", shortName: "capslock", glyph: "⇪", text: "CapsLock"),
    Modifier(flag: .control, name: "control", shortName: "ctrl", glyph: "⌃", text: "Ctrl"),
    Modifier(flag: .option, name: "option", shortName: "opt", glyph: "⌥", text: "Option"),
    Modifier(flag: .shift, name: "shift", shortName: "shift", glyph: "⇧", text: "Shift"),
    Modifier(flag: .command, name: "command", shortName: "cmd", glyph: "⌘", text: "Cmd"),
    Modifier(flag: .numericPad, name: "numericPad", shortName: "numpad", glyph: "", text: "NumPad"),
  ]

  /// One modifier key and the ways it is written.
  public struct Modifier: Hashable, Sendable {
    /// The flag this modifier sets.
    public let flag: ModifierFlags
    /// The name used in JSON output (`command`, `shift`, `control`, `option`, …).
    public let name: String
    /// The short name used in the canonical string form (`cmd`, `shift`, `ctrl`, `opt`, …).
    public let shortName: String
    /// The glyph shown on Apple platforms (`⌘`); empty for the numeric-pad marker.
    public let glyph: String
    /// The word used by the text display style (`Cmd`).
    public let text: String
  }

  /// The single modifiers contained in these flags, in display order.
  public var modifiers: [Modifier] {
    Self.allModifiers.filter { contains($0.flag) }
  }

  /// The JSON names of the contained modifiers, in display order.
  public var names: [String] {
    modifiers.map(\.name)
  }

  /// The glyphs of the contained modifiers in display order, such as `⌃⌥⇧⌘`.
  public var glyphs: String {
    var glyphs = ""
    for modifier in modifiers { glyphs += modifier.glyph }
    return glyphs
  }

  /// Looks up a modifier by any accepted spelling, ignoring case.
  ///
  /// Accepted: `cmd`, `command`, `⌘`, `shift`, `⇧`, `ctrl`, `control`, `⌃`, `opt`, `option`,
  /// `alt`, `⌥`, `capslock`, `⇪`, `numpad`, `numericpad`.
  ///
  /// - Parameter spelling: The word or glyph.
  /// - Returns: The flag, or `nil` when the spelling names no modifier.
  public static func named(_ spelling: some StringProtocol) -> ModifierFlags? {
    // No spelling is one ASCII character (a key such as `s` or `[`).
    if spelling.utf8.count == 1 { return nil }
    return spellings[spelling.lowercased()]
  }

  static let spellings: [String: ModifierFlags] = [
    "cmd": .command, "command": .command, "⌘": .command,
    "shift": .shift, "⇧": .shift,
    "ctrl": .control, "control": .control, "⌃": .control,
    "opt": .option, "option": .option, "alt": .option, "⌥": .option,
    "capslock": .capsLock, "⇪": .capsLock,
    "numpad": .numericPad, "numericpad": .numericPad,
  ]

  /// Every accepted modifier spelling, for suggestions.
  static var allSpellings: [String] { spellings.keys.sorted() }

  /// The modifier a glyph character stands for.
  static func glyph(_ character: Character) -> ModifierFlags? {
    // Every glyph is outside ASCII, where comparing characters is slow.
    if character.asciiByte != nil { return nil }
    return switch character {
    case "⌘": .command
    case "⇧": .shift
    case "⌃": .control
    case "⌥": .option
    case "⇪": .capsLock
    default: nil
    }
  }
}
