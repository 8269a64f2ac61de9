/// Reads XML property lists (`Info.plist`): `<plist>` holding `<dict>`, `<array>`, `<key>`,
/// `<string>`, `<integer>`, `<real>`, `<true/>`, `<false/>`, `<date>` and `<data>`, with
/// comments, CDATA sections, entity and character references.
///
/// Binary property lists (`bplist00`) are reported as such: repositories rarely hold them, and
/// `plutil -convert xml1` turns one into XML. Nesting deeper than ``maximumDepth`` is an error.
public enum XMLPropertyList {
  /// The deepest nesting read.
  public static let maximumDepth = 100

  /// Parses a whole file.
  ///
  /// - Parameter bytes: The file's bytes (UTF-8).
  /// - Returns: The top-level value.
  /// - Throws: ``ProjectFileError`` at the offset of the first problem.
  public static func parse(_ bytes: [UInt8]) throws(ProjectFileError) -> PropertyListValue {
    if bytes.starts(with: Array("bplist".utf8)) {
      throw ProjectFileError(
        "this is a binary property list; menulint reads XML ones (convert it with "
          + "'plutil -convert xml1')", at: 0)
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      throw ProjectFileError("this property list is UTF-16; menulint reads UTF-8 ones", at: 0)
    }
    var parser = Parser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    try parser.skipMisc()
    guard parser.index < bytes.count else {
      throw ProjectFileError("the file holds no property list", at: parser.index)
    }
    var tag = try parser.tag()
    var closesPlist = false
    if tag.name == "plist" {
      guard !tag.isEmpty else {
        throw ProjectFileError("the <plist> element is empty", at: tag.offset)
      }
      try parser.skipMisc()
      tag = try parser.tag()
      closesPlist = true
    }
    let value = try parser.value(opening: tag, depth: 0)
    try parser.skipMisc()
    if closesPlist {
      let end = try parser.tag()
      guard end.isClosing, end.name == "plist" else {
        throw ProjectFileError("expected </plist>, found <\(end.shownName)>", at: end.offset)
      }
      try parser.skipMisc()
    }
    guard parser.index == bytes.count else {
      throw ProjectFileError("unexpected text after the property list", at: parser.index)
    }
    return value
  }

  private struct Tag {
    var name: String
    var isClosing: Bool
    var isEmpty: Bool
    var offset: Int

    var shownName: String { (isClosing ? "/" : "") + name }
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    func starts(with text: String) -> Bool {
      bytes[index...].starts(with: text.utf8)
    }

    mutating func skipSpace() {
      while index < bytes.count,
        bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A
          || bytes[index] == 0x0D
      {
        index += 1
      }
    }

    /// Skips spaces, comments, processing instructions and the document type declaration.
    mutating func skipMisc() throws(ProjectFileError) {
      while true {
        skipSpace()
        if starts(with: "<!--") {
          try skip(past: "-->", what: "a comment", from: index)
        } else if starts(with: "<?") {
          try skip(past: "?>", what: "a processing instruction", from: index)
        } else if starts(with: "<!DOCTYPE") {
          let start = index
          var brackets = 0
          while true {
            guard index < bytes.count else {
              throw ProjectFileError("the document type declaration is not closed", at: start)
            }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "[") { brackets += 1 }
            if byte == UInt8(ascii: "]") { brackets -= 1 }
            if byte == UInt8(ascii: ">") && brackets <= 0 { break }
          }
        } else {
          return
        }
      }
    }

    mutating func skip(past end: String, what: String, from start: Int) throws(ProjectFileError) {
      let terminator = Array(end.utf8)
      while index < bytes.count {
        if bytes[index...].starts(with: terminator) {
          index += terminator.count
          return
        }
        index += 1
      }
      throw ProjectFileError("\(what) is not closed", at: start)
    }

    /// Reads a tag at the current position (after skipping spaces and comments).
    mutating func tag() throws(ProjectFileError) -> Tag {
      try skipMisc()
      let start = index
      guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
        throw ProjectFileError(
          index < bytes.count ? "expected an element, found text" : "the file ends too early",
          at: index)
      }
      index += 1
      var closing = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
        closing = true
        index += 1
      }
      let nameStart = index
      while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
      let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
      guard !name.isEmpty else { throw ProjectFileError("an element has no name", at: start) }
      // Attributes are skipped (quoted values may hold '>').
      var quote: UInt8?
      while true {
        guard index < bytes.count else {
          throw ProjectFileError("the element <\(name)> is not closed with '>'", at: start)
        }
        let byte = bytes[index]
        index += 1
        if let open = quote {
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: ">") {
          let empty = bytes[index - 2] == UInt8(ascii: "/") && index - 2 > nameStart
          return Tag(name: name, isClosing: closing, isEmpty: empty, offset: start)
        }
      }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
        UInt8(ascii: "."), UInt8(ascii: ":"):
        true
      default: false
      }
    }

    mutating func value(opening tag: Tag, depth: Int) throws(ProjectFileError)
      -> PropertyListValue
    {
      guard depth < XMLPropertyList.maximumDepth else {
        throw ProjectFileError(
          "values nest more than \(XMLPropertyList.maximumDepth) levels deep", at: tag.offset)
      }
      guard !tag.isClosing else {
        throw ProjectFileError("unexpected </\(tag.name)>", at: tag.offset)
      }
      switch tag.name {
      case "true", "false":
        if !tag.isEmpty { try close(tag, text: try text()) }
        return .bool(tag.name == "true")
      case "string":
        return .string(tag.isEmpty ? "" : try textClosing(tag))
      case "key":
        throw ProjectFileError("a <key> outside a <dict>", at: tag.offset)
      case "integer":
        let text = tag.isEmpty ? "" : try textClosing(tag)
        let trimmed = text.filter { !$0.isWhitespace }
        guard let number = Int(trimmed) else {
          throw ProjectFileError("'\(trimmed)' is not an integer", at: tag.offset)
        }
        return .integer(number)
      case "real":
        return .real(tag.isEmpty ? "" : try textClosing(tag).filter { !$0.isWhitespace })
      case "date":
        return .date(tag.isEmpty ? "" : try textClosing(tag).filter { !$0.isWhitespace })
      case "data":
        let text = tag.isEmpty ? "" : try textClosing(tag)
        guard let decoded = Base64.decode(text) else {
          throw ProjectFileError("<data> is not valid base64", at: tag.offset)
        }
        return .data(decoded)
      case "array":
        var elements: [PropertyListValue] = []
        if tag.isEmpty { return .array(elements) }
        while true {
          let next = try self.tag()
          if next.isClosing {
            guard next.name == "array" else {
              throw ProjectFileError(
                "expected </array>, found </\(next.name)>", at: next.offset)
            }
            return .array(elements)
          }
          elements.append(try value(opening: next, depth: depth + 1))
        }
      case "dict":
        var dictionary = PropertyListDictionary()
        if tag.isEmpty { return .dictionary(dictionary) }
        while true {
          let next = try self.tag()
          if next.isClosing {
            guard next.name == "dict" else {
              throw ProjectFileError("expected </dict>, found </\(next.name)>", at: next.offset)
            }
            return .dictionary(dictionary)
          }
          guard next.name == "key" else {
            throw ProjectFileError(
              "expected <key> in a <dict>, found <\(next.name)>", at: next.offset)
          }
          let key = next.isEmpty ? "" : try textClosing(next)
          let valueTag = try self.tag()
          if valueTag.isClosing {
            throw ProjectFileError("the key '\(key)' has no value", at: valueTag.offset)
          }
          dictionary.set(key, try value(opening: valueTag, depth: depth + 1), offset: next.offset)
        }
      default:
        throw ProjectFileError("<\(tag.name)> is not a property-list element", at: tag.offset)
      }
    }

    /// The text up to the element's closing tag, which it reads.
    mutating func textClosing(_ tag: Tag) throws(ProjectFileError) -> String {
      let content = try text()
      try close(tag, text: content)
      return content
    }

    mutating func close(_ tag: Tag, text: String) throws(ProjectFileError) {
      let end = try self.tag()
      guard end.isClosing, end.name == tag.name else {
        throw ProjectFileError(
          "expected </\(tag.name)>, found <\(end.shownName)>", at: end.offset)
      }
    }

    /// Character data up to the next tag: entities and character references decoded, CDATA
    /// sections taken as written, comments dropped.
    mutating func text() throws(ProjectFileError) -> String {
      var result: [UInt8] = []
      while index < bytes.count {
        if starts(with: "<![CDATA[") {
          let start = index
          index += 9
          let contentStart = index
          try skip(past: "]]>", what: "a CDATA section", from: start)
          result.append(contentsOf: bytes[contentStart..<(index - 3)])
          continue
        }
        if starts(with: "<!--") {
          try skip(past: "-->", what: "a comment", from: index)
          continue
        }
        let byte = bytes[index]
        if byte == UInt8(ascii: "<") { break }
        if byte == UInt8(ascii: "&") {
          result.append(contentsOf: try reference())
          continue
        }
        result.append(byte)
        index += 1
      }
      return String(decoding: result, as: UTF8.self)
    }

    /// An entity or character reference at `&`.
    mutating func reference() throws(ProjectFileError) -> [UInt8] {
      let start = index
      var end = index + 1
      while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
      guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
        throw ProjectFileError("'&' does not start a reference; write &amp;", at: start)
      }
      let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
      index = end + 1
      switch name {
      case "lt": return [UInt8(ascii: "<")]
      case "gt": return [UInt8(ascii: ">")]
      case "amp": return [UInt8(ascii: "&")]
      case "quot": return [UInt8(ascii: "\"")]
      case "apos": return [UInt8(ascii: "'")]
      default:
        var digits = Substring(name)
        var radix = 10
        guard digits.hasPrefix("#") else {
          throw ProjectFileError("unknown entity '&\(name);'", at: start)
        }
        digits = digits.dropFirst()
        if digits.hasPrefix("x") || digits.hasPrefix("X") {
          digits = digits.dropFirst()
          radix = 16
        }
        guard let value = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(value) else {
          throw ProjectFileError("'&\(name);' is not a character", at: start)
        }
        return Array(String(scalar).utf8)
      }
    }
  }
}

/// Base64 decoding, ignoring whitespace.
enum Base64 {
  static func decode(_ text: String) -> [UInt8]? {
    var result: [UInt8] = []
    var buffer: UInt32 = 0
    var bits = 0
    var padding = 0
    for byte in text.utf8 {
      let value: UInt32
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
      case UInt8(ascii: "+"): value = 62
      case UInt8(ascii: "/"): value = 63
      case UInt8(ascii: "="):
        padding += 1
        continue
      case 0x20, 0x09, 0x0A, 0x0D: continue
      default: return nil
      }
      guard padding == 0 else { return nil }
      buffer = buffer << 6 | value
      bits += 6
      if bits >= 8 {
        bits -= 8
        result.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
      }
    }
    return padding <= 2 ? result : nil
  }
}
