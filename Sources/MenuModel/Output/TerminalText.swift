/// Escaping for text bound for a terminal or a log.
public enum TerminalText {
  /// The string with control characters and bidirectional overrides made visible.
  ///
  /// Line breaks become `\n`, tabs `\t`, other C0/C1 controls and DEL `\u{1B}`-style escapes,
  /// and the bidirectional embedding, override and isolate characters (which can reorder what
  /// a terminal shows) and invisible characters `\u{202E}`-style escapes. A backslash is left
  /// as it is, so a title that contains the text `\u{7}` reads the same as an escaped BEL.
  /// Nothing from a definition reaches the terminal as a control sequence.
  ///
  ///     TerminalText.escaped("a\u{1B}[31mb")  // "a\\u{1B}[31mb"
  ///
  /// - Parameter string: Text from a definition.
  /// - Returns: Text safe to print.
  public static func escaped(_ string: String) -> String {
    guard string.unicodeScalars.contains(where: needsEscape) else { return string }
    var result = ""
    result.append(string) { scalar in
      switch scalar {
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      case _ where needsEscape(scalar): "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: nil
      }
    }
    return result
  }

  /// The string itself when it is at most `limit` bytes long; otherwise its first and last
  /// scalars around a count of the bytes left out, so that one huge name cannot make a huge
  /// line.
  ///
  ///     TerminalText.abbreviated(String(repeating: "a", count: 5_000))
  ///     // 128 × "a", "…[4808 bytes]…", 64 × "a"
  ///
  /// - Parameters:
  ///   - string: Text from a definition.
  ///   - limit: The longest text, in UTF-8 bytes, kept whole.
  /// - Returns: Text of at most about `limit / 8 + limit / 16` scalars.
  public static func abbreviated(_ string: String, limit: Int = 1024) -> String {
    let length = string.utf8.count
    guard length > limit else { return string }
    let scalars = string.unicodeScalars
    let head = String(String.UnicodeScalarView(scalars.prefix(limit / 8)))
    let tail = String(String.UnicodeScalarView(scalars.suffix(limit / 16)))
    return "\(head)…[\(length - head.utf8.count - tail.utf8.count) bytes]…\(tail)"
  }

  /// Whether a scalar is a control, bidirectional formatting or invisible character.
  ///
  /// Invisible means the zero-width space, word joiner and BOM, which could hide text; the
  /// zero-width joiner stays, since emoji sequences need it.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C,
      0x2028, 0x2029, 0x200B, 0x2060...0x2064, 0xFEFF:
      true
    default: false
    }
  }
}

extension String {
  /// Appends `text` with each scalar for which `escape` returns a replacement replaced by it.
  ///
  /// Runs of scalars that need no escape are copied whole, not one scalar at a time.
  mutating func append(_ text: String, escaping escape: (Unicode.Scalar) -> String?) {
    let scalars = text.unicodeScalars
    var run = scalars.startIndex
    var index = run
    while index != scalars.endIndex {
      if let replacement = escape(scalars[index]) {
        self += Substring(scalars[run..<index])
        self += replacement
        run = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    self += Substring(scalars[run..<index])
  }
}
