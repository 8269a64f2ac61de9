/// The tokens of a Swift file, with matching brackets: where each expression is.
///
/// swiftc's JSON dump gives declarations and statements byte ranges but expressions none.
/// ``SwiftASTReader`` lines the dump's expressions up with these tokens, so every location and
/// every piece of source text the importer reports comes from the parse tree and never from a
/// search of the text: comments and the insides of string literals are never tokens.
///
/// Lexing is one pass over the bytes with an explicit stack (string interpolations nest
/// without recursion). A string literal is one token whose interpolations' tokens follow it;
/// its ``Token/match`` is the index after them, so a search that skips the literal skips them
/// too.
package struct SwiftTokens: Sendable {
  /// What a token is.
  package enum Kind: UInt8, Sendable {
    /// A name, keyword, `$0`, or `` `name` ``; `#selector` and other pound words too.
    case identifier
    /// A number literal.
    case number
    /// A string literal, delimiters included.
    case string
    /// `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`, `@`, `\`.
    case punctuation
    /// An operator: `+`, `==`, `...`, `.`, `?`, `!`, `->`.
    case `operator`
    /// `\(` (or `\#(`) opening a string interpolation; it matches the interpolation's `)`.
    case interpolationOpen
    /// A byte that is none of the above.
    case other
  }

  /// One token.
  package struct Token: Sendable {
    package var kind: Kind
    /// The byte offset of its first byte.
    package var start: Int
    /// The byte offset after its last byte.
    package var end: Int
    /// For a bracket, the index of its partner (`-1` when unbalanced); for a string literal,
    /// the index after its interpolations' tokens; otherwise `-1`.
    package var match: Int
  }

  /// The text lexed.
  package let bytes: [UInt8]
  /// The tokens in source order.
  package private(set) var tokens: [Token] = []
  /// The byte ranges of the `//` comments, `//` included, in source order: never inside a
  /// string literal.
  package private(set) var lineComments: [Range<Int>] = []

  /// Lexes `bytes`.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    lex()
  }

  /// The number of tokens.
  package var count: Int { tokens.count }

  package subscript(index: Int) -> Token { tokens[index] }

  /// The index of the first token that starts at or after `offset`.
  package func index(atOrAfter offset: Int) -> Int {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The offset after the token that starts at `offset`, or `offset` when none starts there.
  package func end(ofTokenAt offset: Int) -> Int {
    let index = index(atOrAfter: offset)
    guard index < tokens.count, tokens[index].start == offset else { return offset }
    return tokens[index].end
  }

  /// Whether the token at `index` is `text`: an identifier (backquotes aside), operator or
  /// punctuation with exactly these bytes.
  package func token(_ index: Int, is text: String) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    var token = tokens[index]
    if token.kind == .string || token.kind == .number { return false }
    if token.kind == .identifier, bytes[token.start] == UInt8(ascii: "`"),
      token.end - token.start >= 2
    {
      token.start += 1
      token.end -= 1
    }
    let utf8 = text.utf8
    guard token.end - token.start == utf8.count else { return false }
    var offset = token.start
    for byte in utf8 {
      if bytes[offset] != byte { return false }
      offset += 1
    }
    return true
  }

  /// The source text of a token.
  package func text(_ index: Int) -> String {
    String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
  }

  /// The tokens from `start` up to `end` (offsets) written with one space wherever the source
  /// has white space or comments between two tokens: the source text without comments.
  package func text(from start: Int, to end: Int) -> String {
    var index = index(atOrAfter: start)
    var result: [UInt8] = []
    var previousEnd = -1
    while index < tokens.count, tokens[index].end <= end {
      let token = tokens[index]
      if previousEnd >= 0 && token.start > previousEnd { result.append(32) }
      result += bytes[token.start..<token.end]
      previousEnd = token.end
      // A string literal's interpolations are inside its own text.
      index = token.kind == .string ? max(token.match, index + 1) : index + 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  // MARK: Lexing

  private enum Frame {
    /// Code; inside an interpolation, the index of its `\(` and the open parentheses.
    case code(interpolation: Int?, parentheses: Int)
    /// Inside a string literal: its token, how many `#` delimit it, whether it is `"""`.
    case string(token: Int, hashes: Int, multiline: Bool)
  }

  private mutating func lex() {
    var frames: [Frame] = [.code(interpolation: nil, parentheses: 0)]
    // Open brackets per code frame, innermost frame last.
    var brackets: [[Int]] = [[]]
    var index = 0
    let count = bytes.count
    while index < count {
      switch frames[frames.count - 1] {
      case .string(let token, let hashes, let multiline):
        index = scanString(
          from: index, token: token, hashes: hashes, multiline: multiline, frames: &frames,
          brackets: &brackets)
      case .code(let interpolation, let parentheses):
        let byte = bytes[index]
        if Self.isSpace(byte) {
          index += 1
        } else if byte == UInt8(ascii: "/"), index + 1 < count,
          bytes[index + 1] == UInt8(ascii: "/")
        {
          let start = index
          while index < count && bytes[index] != 10 && bytes[index] != 13 { index += 1 }
          lineComments.append(start..<index)
        } else if byte == UInt8(ascii: "/"), index + 1 < count,
          bytes[index + 1] == UInt8(ascii: "*")
        {
          index = skipBlockComment(from: index)
        } else if Self.isIdentifierStart(byte) || byte == UInt8(ascii: "$") {
          var end = index + 1
          while end < count && Self.isIdentifierByte(bytes[end]) { end += 1 }
          append(.identifier, index, end)
          index = end
        } else if byte == UInt8(ascii: "`") {
          var end = index + 1
          while end < count && bytes[end] != UInt8(ascii: "`") && bytes[end] != 10
            && bytes[end] != 13
          {
            end += 1
          }
          if end < count && bytes[end] == UInt8(ascii: "`") { end += 1 }
          append(.identifier, index, end)
          index = end
        } else if Self.isDigit(byte) {
          index = scanNumber(from: index)
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
          index = scanPound(from: index, frames: &frames, brackets: &brackets)
        } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[")
          || byte == UInt8(ascii: "{")
        {
          brackets[brackets.count - 1].append(tokens.count)
          append(.punctuation, index, index + 1)
          if byte == UInt8(ascii: "("), case .code(let open?, let depth) = frames[frames.count - 1]
          {
            frames[frames.count - 1] = .code(interpolation: open, parentheses: depth + 1)
          }
          index += 1
        } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
          || byte == UInt8(ascii: "}")
        {
          if byte == UInt8(ascii: ")"), let open = interpolation, parentheses == 0 {
            // The end of an interpolation: back to its string.
            let closing = tokens.count
            append(.punctuation, index, index + 1)
            tokens[open].match = closing
            tokens[closing].match = open
            frames.removeLast()
            brackets.removeLast()
            index += 1
            continue
          }
          let closing = tokens.count
          append(.punctuation, index, index + 1)
          if let open = brackets[brackets.count - 1].popLast(),
            Self.pairs(bytes[tokens[open].start], byte)
          {
            tokens[open].match = closing
            tokens[closing].match = open
          }
          if byte == UInt8(ascii: ")"), let open = interpolation {
            frames[frames.count - 1] = .code(interpolation: open, parentheses: parentheses - 1)
          }
          index += 1
        } else if Self.isPunctuation(byte) {
          append(.punctuation, index, index + 1)
          index += 1
        } else if Self.isOperator(byte) {
          var end = index + 1
          let dotted = byte == UInt8(ascii: ".")
          while end < count, Self.isOperator(bytes[end]),
            dotted || bytes[end] != UInt8(ascii: "."),
            !(bytes[end] == UInt8(ascii: "/") && end + 1 < count
              && (bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*")))
          {
            end += 1
          }
          append(.operator, index, end)
          index = end
        } else {
          append(.other, index, index + 1)
          index += 1
        }
      }
    }
    // Unterminated literals end with the text.
    for frame in frames {
      if case .string(let token, _, _) = frame {
        tokens[token].end = count
        tokens[token].match = tokens.count
      }
    }
  }

  private mutating func append(_ kind: Kind, _ start: Int, _ end: Int) {
    tokens.append(Token(kind: kind, start: start, end: end, match: -1))
  }

  private func skipBlockComment(from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return index
  }

  private mutating func scanNumber(from start: Int) -> Int {
    var end = start + 1
    while end < bytes.count {
      let byte = bytes[end]
      if Self.isIdentifierByte(byte) {
        // An exponent's sign: `1e-3`, `0x1p+4`.
        let isExponent =
          (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p")
            || byte == UInt8(ascii: "P"))
        end += 1
        if isExponent, end < bytes.count,
          bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+")
        {
          end += 1
        }
      } else if byte == UInt8(ascii: "."), end + 1 < bytes.count, Self.isDigit(bytes[end + 1]) {
        end += 2
      } else {
        break
      }
    }
    append(.number, start, end)
    return end
  }

  /// A `"`, or a `#` that starts a raw string, a regex literal or a pound word.
  private mutating func scanPound(
    from start: Int, frames: inout [Frame], brackets: inout [[Int]]
  ) -> Int {
    var index = start
    var hashes = 0
    while index < bytes.count && bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: "\"") {
      let multiline =
        index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")
        && bytes[index + 2] == UInt8(ascii: "\"")
      let token = tokens.count
      append(.string, start, start)
      frames.append(.string(token: token, hashes: hashes, multiline: multiline))
      _ = brackets
      return index + (multiline ? 3 : 1)
    }
    if hashes > 0 && index < bytes.count && bytes[index] == UInt8(ascii: "/") {
      // An extended regex literal, `#/…/#`.
      var end = index + 1
      while end < bytes.count {
        if bytes[end] == UInt8(ascii: "\\") {
          end += 2
          continue
        }
        if bytes[end] == UInt8(ascii: "/") {
          var closing = end + 1
          var found = 0
          while closing < bytes.count && bytes[closing] == UInt8(ascii: "#") && found < hashes {
            found += 1
            closing += 1
          }
          if found == hashes {
            end = closing
            break
          }
        }
        end += 1
      }
      append(.string, start, min(end, bytes.count))
      tokens[tokens.count - 1].match = tokens.count
      return min(end, bytes.count)
    }
    if hashes == 1 && index < bytes.count && Self.isIdentifierStart(bytes[index]) {
      var end = index + 1
      while end < bytes.count && Self.isIdentifierByte(bytes[end]) { end += 1 }
      append(.identifier, start, end)
      return end
    }
    append(.other, start, start + 1)
    return start + 1
  }

  /// Reads a string literal's text up to its end or its next interpolation.
  private mutating func scanString(
    from start: Int, token: Int, hashes: Int, multiline: Bool, frames: inout [Frame],
    brackets: inout [[Int]]
  ) -> Int {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") && hasHashes(after: index + 1, hashes) {
        let after = index + 1 + hashes
        if after < bytes.count && bytes[after] == UInt8(ascii: "(") {
          let open = tokens.count
          append(.interpolationOpen, index, after + 1)
          frames.append(.code(interpolation: open, parentheses: 0))
          brackets.append([])
          return after + 1
        }
        index = after + 1
        continue
      }
      if !multiline && (byte == 10 || byte == 13) {
        // An unterminated single-line literal ends at its line.
        tokens[token].end = index
        tokens[token].match = tokens.count
        frames.removeLast()
        return index
      }
      if byte == UInt8(ascii: "\"") {
        let quotes = multiline ? 3 : 1
        var closing = index
        var found = 0
        while closing < bytes.count && bytes[closing] == UInt8(ascii: "\"") && found < quotes {
          found += 1
          closing += 1
        }
        if found == quotes && hasHashes(after: closing, hashes) {
          tokens[token].end = closing + hashes
          tokens[token].match = tokens.count
          frames.removeLast()
          return closing + hashes
        }
        index += 1
        continue
      }
      index += 1
    }
    return index
  }

  private func hasHashes(after index: Int, _ hashes: Int) -> Bool {
    guard index + hashes <= bytes.count else { return false }
    for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
    return true
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 11 || byte == 12 || byte == 0
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || byte == 95 || byte >= 0x80
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte) || byte == UInt8(ascii: "$")
  }

  private static func isPunctuation(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ";")
      || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "\\")
  }

  private static func isOperator(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  private static func pairs(_ open: UInt8, _ close: UInt8) -> Bool {
    (open == UInt8(ascii: "(") && close == UInt8(ascii: ")"))
      || (open == UInt8(ascii: "[") && close == UInt8(ascii: "]"))
      || (open == UInt8(ascii: "{") && close == UInt8(ascii: "}"))
  }
}
