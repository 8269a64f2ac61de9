extension KeyCombination {
  /// Parses a shortcut in any accepted spelling.
  ///
  /// Names are case-insensitive and joined by `+`; glyphs may be written without separators:
  ///
  ///     try KeyCombination(parsing: "cmd+shift+z")     // ⇧⌘Z
  ///     try KeyCombination(parsing: "ctrl+opt+cmd+n")  // ⌃⌥⌘N
  ///     try KeyCombination(parsing: "cmd+plus")        // ⌘+  (also "cmd++")
  ///     try KeyCombination(parsing: "⌃⌘Space")         // ⌃⌘Space
  ///     try KeyCombination(parsing: "shift+cmd+S")     // UIKit's Duplicate
  ///
  /// Modifier names: `cmd command ⌘`, `shift ⇧`, `ctrl control ⌃`, `opt option alt ⌥`,
  /// `capslock ⇪`, `numpad`. Key names: `up down left right escape delete forwardDelete home
  /// end pageUp pageDown tab return space f1`…`f20`, `plus`, `minus`, and one character of at
  /// most ``maximumKeyScalars`` Unicode scalars.
  ///
  /// - Parameter text: The shortcut as written.
  /// - Throws: ``KeyCombinationParseError`` naming the offending token.
  public init(parsing text: String) throws(KeyCombinationParseError) {
    if let parsed = Self.parsedASCII(text) {
      self = parsed
    } else {
      try self.init(parsingInGeneral: text)
    }
  }

  /// Parses any shortcut, as ``init(parsing:)`` does, without the shortcut for plain ASCII.
  init(parsingInGeneral text: String) throws(KeyCombinationParseError) {
    var modifiers: ModifierFlags = []
    var key: KeyInput?
    var keyToken = ""
    for token in try Self.tokens(of: text) {
      if let flag = ModifierFlags.named(token.text) {
        try Self.add(flag, token: token, to: &modifiers)
        continue
      }
      // A token may start with modifier glyphs ("⇧⌘Z"); the rest names the key.
      var rest = Substring(token.text)
      var restOffset = token.offset
      while let first = rest.first, let flag = ModifierFlags.glyph(first), rest.count > 1 {
        try Self.add(flag, token: Token(text: String(first), offset: restOffset), to: &modifiers)
        rest = rest.dropFirst()
        restOffset += first.unicodeScalars.count
      }
      if let flag = ModifierFlags.named(rest) {
        try Self.add(flag, token: Token(text: String(rest), offset: restOffset), to: &modifiers)
        continue
      }
      if rest.count == 1, rest.unicodeScalars.count > Self.maximumKeyScalars {
        throw .keyTooLong(scalars: rest.unicodeScalars.count, offset: restOffset)
      }
      guard let parsed = Self.key(named: rest) else {
        throw .unknownToken(
          String(rest), offset: restOffset, suggestion: Self.suggestion(for: rest))
      }
      if key != nil {
        throw .multipleKeys(first: keyToken, second: String(rest), offset: restOffset)
      }
      key = parsed
      keyToken = String(rest)
    }
    guard let key else { throw .noKey(text) }
    self.init(key, modifiers: modifiers)
  }

  /// A token of a shortcut as written.
  struct Token {
    var text: String
    /// Offset of the token's first Unicode scalar within the whole shortcut.
    var offset: Int
  }

  /// Splits a shortcut into tokens.
  ///
  /// A `+` where a token should start is the `+` key itself (`cmd++`).
  private static func tokens(of text: String) throws(KeyCombinationParseError) -> [Token] {
    if let tokens = asciiTokens(of: text) { return tokens }
    guard !text.allSatisfy(\.isWhitespace) else { throw .empty }
    var tokens: [Token] = []
    var current = ""
    var currentOffset = 0
    var offset = 0
    for character in text {
      if character == "+" && !current.isEmpty {
        tokens.append(trimmed(current, offset: currentOffset))
        current = ""
      } else {
        if current.isEmpty { currentOffset = offset }
        current.append(character)
      }
      offset += character.unicodeScalars.count
    }
    guard !current.isEmpty else { throw .emptyToken(offset: offset - 1) }
    tokens.append(trimmed(current, offset: currentOffset))
    return tokens
  }

  /// Trims spaces around a token; a token of spaces only is the space key.
  private static func trimmed(_ text: String, offset: Int) -> Token {
    let leading = text.prefix { $0 == " " }
    let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
    if trimmed.isEmpty { return Token(text: " ", offset: offset) }
    return Token(text: String(trimmed), offset: offset + leading.unicodeScalars.count)
  }

  private static func add(
    _ flag: ModifierFlags, token: Token, to modifiers: inout ModifierFlags
  ) throws(KeyCombinationParseError) {
    if modifiers.contains(flag) {
      throw .repeatedModifier(token.text, offset: token.offset)
    }
    modifiers.insert(flag)
  }

  /// The most Unicode scalars one key's character may hold: more than any emoji sequence, so
  /// that a character of a thousand combining marks is an error, not a key compared on every
  /// layout.
  public static let maximumKeyScalars = 16

  private static func key(named spelling: Substring) -> KeyInput? {
    if spelling.count == 1, let character = spelling.first {
      if let ascii = character.asciiByte, ascii > 0x20 && ascii < 0x7F {
        return KeyInput(character)
      }
      if ModifierFlags.glyph(character) != nil { return nil }
      if let named = NamedKey.named(spelling) { return .named(named) }
      guard !character.isControl else { return nil }
      return KeyInput(character)
    }
    switch spelling.lowercased() {
    case "plus": return .character("+")
    case "minus": return .character("-")
    default: return NamedKey.named(spelling).map(KeyInput.named)
    }
  }

  private static func suggestion(for spelling: Substring) -> String? {
    let candidates =
      ModifierFlags.allSpellings.filter { $0.count > 1 && $0.allSatisfy(\.isASCII) }
      + NamedKey.allCases.map(\.rawValue) + ["plus", "minus"]
    return EditDistance.closest(to: String(spelling), in: candidates)
  }
}

extension Character {
  /// Whether the character is a control character (C0, DEL or C1).
  var isControl: Bool {
    unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}

/// Why a shortcut string could not be parsed.
///
/// Offsets count Unicode scalars from the start of the shortcut string, so a diagnostic can
/// point at the offending token inside a JSON string.
public enum KeyCombinationParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The shortcut is empty.
  case empty
  /// Two `+` separators with nothing between them, or a separator at either end.
  case emptyToken(offset: Int)
  /// A token that names no modifier and no key.
  case unknownToken(String, offset: Int, suggestion: String?)
  /// Modifiers but no key, as in `cmd+shift`.
  case noKey(String)
  /// Two keys, as in `cmd+a+b`.
  case multipleKeys(first: String, second: String, offset: Int)
  /// The same modifier written twice.
  case repeatedModifier(String, offset: Int)
  /// A key character of more than ``KeyCombination/maximumKeyScalars`` Unicode scalars.
  case keyTooLong(scalars: Int, offset: Int)

  /// The offset of the offending token, when there is one.
  public var offset: Int? {
    switch self {
    case .empty, .noKey: nil
    case .emptyToken(let offset), .unknownToken(_, let offset, _),
      .multipleKeys(_, _, let offset), .repeatedModifier(_, let offset),
      .keyTooLong(_, let offset):
      offset
    }
  }

  /// A message naming the offending token.
  public var description: String {
    switch self {
    case .empty:
      "shortcut is empty"
    case .emptyToken:
      "expected a key after the last '+'"
    case .unknownToken(let token, _, let suggestion):
      "unknown key or modifier '\(token)'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .noKey(let text):
      "shortcut '\(text)' has modifiers but no key"
    case .multipleKeys(let first, let second, _):
      "shortcut has two keys, '\(first)' and '\(second)'"
    case .repeatedModifier(let token, _):
      "modifier '\(token)' is written twice"
    case .keyTooLong(let scalars, _):
      "a key is one character of at most \(KeyCombination.maximumKeyScalars) Unicode scalars; "
        + "this one has \(scalars)"
    }
  }
}

extension KeyCombination {
  /// A shortcut from a `UIKeyCommand`'s input string and modifier flags, as UIKit takes them.
  ///
  /// One character is that key (an uppercase letter is written uppercase, not with Shift: see
  /// ``KeyCombination/isCaseAmbiguous``);
  /// UIKit's input constants (`UIKeyInputUpArrow`, `UIKeyInputEscape`, `UIKeyInputF1`, …),
  /// `"\r"`, `"\t"`, `" "` and `"\u{8}"` are their named keys; any other string is a
  /// ``KeyInput/literal(_:)`` input that no key produces.
  ///
  ///     KeyCombination(input: "UIKeyInputLeftArrow", modifiers: .command)  // ⌘←
  ///     KeyCombination(input: "tap link", modifiers: [])  // chosen from a menu only
  ///
  /// - Parameters:
  ///   - input: The input string, exactly as given to UIKit.
  ///   - modifiers: The modifier flags, exactly as given to UIKit.
  public init(input: String, modifiers: ModifierFlags) {
    if let key = Self.uiKitInputs[input] {
      self.init(.named(key), modifiers: modifiers)
    } else if input.count == 1, let character = input.first,
      character.unicodeScalars.count <= Self.maximumKeyScalars
    {
      self.init(KeyInput(character), modifiers: modifiers)
    } else {
      self.init(.literal(input), modifiers: modifiers)
    }
  }

  /// UIKit's named input strings (`UIKeyCommand.inputUpArrow` is `"UIKeyInputUpArrow"`).
  static let uiKitInputs: [String: NamedKey] = {
    var table: [String: NamedKey] = [
      "UIKeyInputUpArrow": .up, "UIKeyInputDownArrow": .down, "UIKeyInputLeftArrow": .left,
      "UIKeyInputRightArrow": .right, "UIKeyInputEscape": .escape, "UIKeyInputPageUp": .pageUp,
      "UIKeyInputPageDown": .pageDown, "UIKeyInputHome": .home, "UIKeyInputEnd": .end,
      "UIKeyInputDelete": .delete, "\u{8}": .delete, "\u{7F}": .delete, "\r": .return,
      "\t": .tab, " ": .space,
    ]
    for number in 1...20 {
      if let key = NamedKey(rawValue: "f\(number)") { table["UIKeyInputF\(number)"] = key }
    }
    return table
  }()
}
