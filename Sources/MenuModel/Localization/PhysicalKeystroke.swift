/// What the user physically presses: a key on the keyboard and the modifiers held.
///
/// Two shortcuts with the same physical keystroke on a layout cannot be told apart by the
/// user, however they are written: `"S"` with `⇧⌘`, `"s"` with `⇧⌘`, or `⌘?` and `⇧⌘/` on US.
public struct PhysicalKeystroke: Hashable, Sendable, Comparable {
  /// A key: one of the character keys, or a named key such as an arrow.
  public enum Key: Hashable, Sendable, Comparable {
    /// A character key (the space bar included).
    case physical(PhysicalKey)
    /// A key without a character, such as an arrow, Escape or a function key.
    case named(NamedKey)
  }

  /// The key.
  public var key: Key
  /// The modifiers held.
  public var modifiers: ModifierFlags

  /// Creates a keystroke.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers held.
  public init(_ key: Key, modifiers: ModifierFlags) {
    self.key = key
    self.modifiers = modifiers
  }

  /// The keystroke as a small number, unique for every key and modifier combination.
  ///
  /// The key (character keys by ``PhysicalKey/ordinal``, then keys without a character)
  /// times 64, plus the six modifier bits; always less than ``packedLimit``.
  var packed: Int {
    switch key {
    case .physical(let physical): Self.packed(key: physical.ordinal, modifiers: modifiers)
    case .named(let named): Self.packed(key: 64 + named.order, modifiers: modifiers)
    }
  }

  /// ``packed`` of a key's number (a character key's ``PhysicalKey/ordinal``, or 64 plus a
  /// named key's order) and modifiers.
  static func packed(key: Int, modifiers: ModifierFlags) -> Int {
    key << 6 | Int(truncatingIfNeeded: modifiers.rawValue >> 16) & 0x3F
  }

  /// The keystroke a ``packed`` value stands for.
  init(packed: Int) {
    let code = packed >> 6
    key =
      code < 64
      ? .physical(PhysicalKey(ordinal: code) ?? .space) : .named(NamedKey.allCases[code - 64])
    modifiers = ModifierFlags(rawValue: (packed & 0x3F) << 16)
  }

  /// The bound of ``packed``.
  static let packedLimit = 128 << 6

  /// Orders by key, then by modifiers.
  public static func < (lhs: PhysicalKeystroke, rhs: PhysicalKeystroke) -> Bool {
    (lhs.key, lhs.modifiers.rawValue) < (rhs.key, rhs.modifiers.rawValue)
  }

  /// The keystroke as it reads on a layout: modifier glyphs, then the key's unshifted
  /// character (`⇧⌘ß` on German for the key right of 0).
  ///
  /// - Parameter layout: The layout whose key caps to show.
  /// - Returns: The display text.
  public func glyphs(on layout: KeyboardLayout) -> String {
    switch key {
    case .named(let named):
      return modifiers.glyphs + named.glyph
    case .physical(let physical):
      return modifiers.glyphs
        + (layout.shortcutCap(physical, modifiers: modifiers) ?? physical.rawValue)
    }
  }
}
