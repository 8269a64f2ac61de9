/// The key of a keyboard shortcut: one character, or a named key such as an arrow.
///
/// Letters are stored in lowercase; ``KeyCombination`` records whether the shortcut wrote
/// them in uppercase. A space, tab or return character is stored as the named key.
public enum KeyInput: Hashable, Sendable, Comparable {
  /// A key that types this character, such as `s`, `[` or `ö`.
  case character(Character)
  /// A key without a printable character, such as ``NamedKey/up`` or ``NamedKey/f5``.
  case named(NamedKey)
  /// An input string that no key produces, such as `"tap link"`: UIKit accepts any string as
  /// a key command's input, and such a command can be chosen from a menu but never by a key.
  case literal(String)

  /// Creates the input for a single character, mapping space, tab and return to named keys.
  ///
  /// - Parameter character: The character the key types.
  public init(_ character: Character) {
    switch character {
    case " ": self = .named(.space)
    case "\t": self = .named(.tab)
    case "\r", "\n", "\r\n": self = .named(.return)
    default: self = .character(character)
    }
  }

  /// The canonical spelling: the character itself, `plus` for `+`, or the key's name.
  public var name: String {
    switch self {
    case .character("+"): "plus"
    case .character(let character): String(character)
    case .named(let key): key.rawValue
    case .literal(let text): text
    }
  }

  /// How Apple platforms show the key in menus: uppercase letters, arrow glyphs, `Space`.
  public var glyph: String {
    switch self {
    case .character(let character): Self.displayCase(String(character))
    case .named(let key): key.glyph
    case .literal(let text): "\"\(text)\""
    }
  }

  /// How the text display style shows the key: uppercase letters and words such as `Up`.
  public var text: String {
    switch self {
    case .character(let character): Self.displayCase(String(character))
    case .named(let key): key.text
    case .literal(let text): "\"\(text)\""
    }
  }

  /// A key cap as menus show it: in uppercase, unless uppercasing changes its length (`ß`).
  ///
  /// - Parameter text: The character a key types.
  /// - Returns: The text to show.
  public static func displayCase(_ text: String) -> String {
    let upper = text.uppercased()
    return upper.count == text.count ? upper : text
  }

  /// Whether a key produces the input: false for a ``literal(_:)`` input.
  public var isKey: Bool {
    if case .literal = self { return false }
    return true
  }

  /// The character, when the input is a character key.
  public var character: Character? {
    if case .character(let character) = self { return character }
    return nil
  }
}

/// A key that is identified by name rather than by the character it types.
public enum NamedKey: String, CaseIterable, Hashable, Sendable, Comparable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Escape.
  case escape
  /// Delete (backspace).
  case delete
  /// Forward delete.
  case forwardDelete
  /// Home.
  case home
  /// End.
  case end
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// Tab.
  case tab
  /// Return.
  case `return`
  /// The space bar.
  case space
  /// A function key.
  case f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20

  /// Orders keys by their declaration order.
  public static func < (lhs: NamedKey, rhs: NamedKey) -> Bool {
    lhs.order < rhs.order
  }

  /// The position of the key in ``allCases``: a case without a payload is stored as its
  /// declaration index in one byte.
  var order: Int {
    Int(unsafeBitCast(self, to: UInt8.self))
  }

  /// The glyph Apple platforms show for the key.
  public var glyph: String {
    switch self {
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .escape: "⎋"
    case .delete: "⌫"
    case .forwardDelete: "⌦"
    case .home: "↖"
    case .end: "↘"
    case .pageUp: "⇞"
    case .pageDown: "⇟"
    case .tab: "⇥"
    case .return: "↩"
    case .space: "Space"
    default: rawValue.uppercased()
    }
  }

  /// The word the text display style shows for the key.
  public var text: String {
    switch self {
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .escape: "Esc"
    case .delete: "Delete"
    case .forwardDelete: "ForwardDelete"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PageUp"
    case .pageDown: "PageDown"
    case .tab: "Tab"
    case .return: "Return"
    case .space: "Space"
    default: rawValue.uppercased()
    }
  }

  /// Whether the key is an arrow key.
  public var isArrow: Bool {
    switch self {
    case .up, .down, .left, .right: true
    default: false
    }
  }

  /// Looks up a key by name or glyph, ignoring case (`pageup`, `esc`, `↩`).
  static func named(_ spelling: some StringProtocol) -> NamedKey? {
    spellings[spelling.lowercased()]
  }

  static let spellings: [String: NamedKey] = {
    var table: [String: NamedKey] = [:]
    for key in allCases {
      table[key.rawValue.lowercased()] = key
      if key.glyph.count == 1 { table[key.glyph] = key }
    }
    let aliases: [String: NamedKey] = [
      "esc": .escape, "backspace": .delete, "enter": .return, "⏎": .return, "␣": .space,
      "uparrow": .up, "downarrow": .down, "leftarrow": .left, "rightarrow": .right,
      "pgup": .pageUp, "pgdown": .pageDown,
    ]
    table.merge(aliases) { current, _ in current }
    return table
  }()
}
