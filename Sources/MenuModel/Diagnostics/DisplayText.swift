/// Text from definitions made safe to show: bounded in length, with unsafe scalars known.
///
/// Every layer that shows definition text uses these: diagnostics bound their messages, and
/// the JSON writer and the terminal, GitHub and Markdown escapers escape the same scalars.
package enum DisplayText {
  /// The string itself when it is at most `limit` bytes long; otherwise its first and last
  /// scalars around a count of the bytes left out, so that one huge name cannot make a huge
  /// line.
  ///
  ///     DisplayText.abbreviated(String(repeating: "a", count: 5_000))
  ///     // 128 × "a", "…[4808 bytes]…", 64 × "a"
  ///
  /// - Parameters:
  ///   - string: Text from a definition.
  ///   - limit: The longest text, in UTF-8 bytes, kept whole.
  /// - Returns: Text of at most about `limit / 8 + limit / 16` scalars.
  package static func abbreviated(_ string: String, limit: Int = 1024) -> String {
    let length = string.utf8.count
    guard length > limit else { return string }
    return abbreviation(of: length, startingWith: string, endingWith: string, limit: limit)
  }

  /// `abbreviated(parts.joined(), limit: limit)` for the `count` parts `part(0)`,
  /// `part(1)`, …, made without the parts the abbreviation leaves out: only the first and last
  /// parts it shows are made, and the others only measured.
  ///
  /// A note that names every element of a large operation is a list of thousands of parts, of
  /// which it shows a few.
  ///
  /// - Parameters:
  ///   - count: The number of parts.
  ///   - limit: The longest text, in UTF-8 bytes, kept whole.
  ///   - byteCount: The length of `part(index)` in UTF-8 bytes, found without making it.
  ///   - part: The part at an index.
  /// - Returns: The abbreviated concatenation.
  package static func abbreviated(
    joining count: Int, limit: Int = 1024, byteCount: (Int) -> Int, part: (Int) -> String
  ) -> String {
    let length = (0..<count).reduce(0) { $0 + byteCount($1) }
    guard length > limit else {
      let whole = (0..<count).map(part).joined()
      assert(whole.utf8.count == length, "the parts are not the length measured")
      return whole
    }
    // The first parts up to the scalars the head shows, and the last ones down to the tail's.
    var start = ""
    var startScalars = 0
    var next = 0
    while startScalars < limit / 8, next < count {
      let text = part(next)
      assert(text.utf8.count == byteCount(next), "part \(next) is not the length measured")
      startScalars += text.unicodeScalars.count
      start += text
      next += 1
    }
    var endParts: [String] = []
    var endScalars = 0
    var previous = count
    while endScalars < limit / 16, previous > 0 {
      previous -= 1
      let text = part(previous)
      assert(text.utf8.count == byteCount(previous), "part \(previous) is not the length measured")
      endScalars += text.unicodeScalars.count
      endParts.append(text)
    }
    return abbreviation(
      of: length, startingWith: start, endingWith: endParts.reversed().joined(), limit: limit)
  }

  /// The abbreviation of a text of `length` bytes, more than `limit`, that starts with `start`
  /// and ends with `end`: its first `limit / 8` and last `limit / 16` scalars around the count
  /// of bytes between them.
  private static func abbreviation(
    of length: Int, startingWith start: String, endingWith end: String, limit: Int
  ) -> String {
    let head = String(String.UnicodeScalarView(start.unicodeScalars.prefix(limit / 8)))
    let tail = String(String.UnicodeScalarView(end.unicodeScalars.suffix(limit / 16)))
    return "\(head)…[\(length - head.utf8.count - tail.utf8.count) bytes]…\(tail)"
  }

  /// Whether a scalar is a control, bidirectional formatting or invisible character.
  ///
  /// Invisible means the zero-width space, word joiner and BOM, which could hide text; the
  /// zero-width joiner stays, since emoji sequences need it.
  ///
  /// ``JSONWriter/writeString(_:to:)`` decodes only the scalars whose first UTF-8 byte one of
  /// these can start with; a scalar added here may need its lead byte added there (a test
  /// checks every scalar of the Basic Multilingual Plane).
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
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
  package mutating func append(_ text: String, escaping escape: (Unicode.Scalar) -> String?) {
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
