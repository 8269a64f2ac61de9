/// Escaping for text bound for a terminal or a log.
package enum TerminalText {
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
  package static func escaped(_ string: String) -> String {
    guard string.unicodeScalars.contains(where: DisplayText.needsEscape) else { return string }
    var result = ""
    result.append(string) { scalar in
      switch scalar {
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      case _ where DisplayText.needsEscape(scalar):
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: nil
      }
    }
    return result
  }
}
