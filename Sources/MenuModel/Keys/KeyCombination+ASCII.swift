/// The fast path of ``KeyCombination/init(parsing:)``: shortcuts of printable ASCII, read
/// byte by byte, with no string made for a modifier or a one-character key.
///
/// It answers only what the general parser (`KeyCombination+Parsing.swift`) would answer
/// without error, and answers it alike; anything else takes the general path, which reports.
/// `KeyCombinationTests` compares the two on generated shortcuts.
extension KeyCombination {
  /// The combination that printable ASCII text names without error; `nil` for any other text,
  /// which the general path reads (and reports on).
  ///
  /// Tokens split and trim as ``forEachASCIIToken(_:_:)`` splits them, and names match as
  /// their lowercased spellings do: for ASCII, that is the bytes with letters lowercased.
  static func parsedASCII(_ text: String) -> KeyCombination? {
    var modifiers: ModifierFlags = []
    var key: KeyInput?
    let isRead = forEachASCIIToken(text) { token, _ in
      if let flag = asciiModifier(token) {
        guard !modifiers.contains(flag) else { return false }
        modifiers.insert(flag)
      } else {
        guard key == nil, let named = asciiKey(token) else { return false }
        key = named
      }
      return true
    }
    guard isRead, let key else { return nil }
    return KeyCombination(key, modifiers: modifiers)
  }

  /// The tokens of printable ASCII text, as ``forEachASCIIToken(_:_:)`` splits them.
  ///
  /// `nil` for other text, and for text the general path must reject, which then takes the
  /// general path.
  static func asciiTokens(of text: String) -> [Token]? {
    var tokens: [Token] = []
    tokens.reserveCapacity(4)
    let isRead = forEachASCIIToken(text) { token, offset in
      tokens.append(Token(text: String(decoding: token, as: UTF8.self), offset: offset))
      return true
    }
    return isRead ? tokens : nil
  }

  /// The modifier an ASCII token of two or more bytes spells, in any case.
  private static func asciiModifier(_ token: Substring.UTF8View) -> ModifierFlags? {
    /// Whether the token is `name` (lowercase letters) in any case: a byte or-ed with 0x20
    /// equals a lowercase letter only when it is that letter in either case.
    func spells(_ name: String) -> Bool {
      token.elementsEqual(name.utf8) { $0 | 0x20 == $1 }
    }
    switch token.count {
    case 3:
      if spells("cmd") { return .command }
      if spells("opt") { return .option }
      if spells("alt") { return .option }
    case 4: if spells("ctrl") { return .control }
    case 5: if spells("shift") { return .shift }
    case 6:
      if spells("option") { return .option }
      if spells("numpad") { return .numericPad }
    case 7:
      if spells("command") { return .command }
      if spells("control") { return .control }
    case 8: if spells("capslock") { return .capsLock }
    case 10: if spells("numericpad") { return .numericPad }
    default: break
    }
    return nil
  }

  /// The key an ASCII token names: one visible character, `plus`, `minus` or a named key, in
  /// any case.
  private static func asciiKey(_ token: Substring.UTF8View) -> KeyInput? {
    if token.count == 1, let byte = token.first {
      return byte > 0x20 ? KeyInput(Character(Unicode.Scalar(byte))) : nil
    }
    let lowercased = String(
      decoding: token.lazy.map {
        $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0
      }, as: UTF8.self)
    switch lowercased {
    case "plus": return .character("+")
    case "minus": return .character("-")
    default: return NamedKey.spellings[lowercased].map(KeyInput.named)
    }
  }

  /// Calls `body` with each token of printable ASCII text and its offset, as the general
  /// parser splits and trims them: at each `+` after a token has begun (a `+` where a token
  /// should start is the `+` key), without the spaces around it.
  ///
  /// - Parameters:
  ///   - text: The shortcut as written.
  ///   - body: Returns `false` to stop.
  /// - Returns: Whether every token was read: `false` when `body` stopped, or at a byte
  ///   outside printable ASCII or a token of spaces only or of nothing, which the general path
  ///   reads.
  private static func forEachASCIIToken(
    _ text: String, _ body: (_ token: Substring.UTF8View, _ offset: Int) -> Bool
  ) -> Bool {
    let bytes = text.utf8
    let space = UInt8(ascii: " ")
    var tokenStart = bytes.startIndex
    var tokenOffset = 0
    var index = bytes.startIndex
    var offset = 0
    while true {
      let isAtEnd = index == bytes.endIndex
      if !isAtEnd {
        let byte = bytes[index]
        guard byte >= 0x20 && byte < 0x7F else { return false }
        guard byte == UInt8(ascii: "+") && offset > tokenOffset else {
          bytes.formIndex(after: &index)
          offset += 1
          continue
        }
      }
      var first = tokenStart
      var firstOffset = tokenOffset
      var last = index
      while first < last && bytes[first] == space {
        bytes.formIndex(after: &first)
        firstOffset += 1
      }
      while last > first && bytes[bytes.index(before: last)] == space {
        bytes.formIndex(before: &last)
      }
      guard first < last, body(bytes[first..<last], firstOffset) else { return false }
      if isAtEnd { return true }
      bytes.formIndex(after: &index)
      offset += 1
      tokenStart = index
      tokenOffset = offset
    }
  }
}
