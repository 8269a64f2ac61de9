/// Reads the old ASCII (OpenStep) property-list format that Xcode writes `project.pbxproj`
/// in: `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted and unquoted strings,
/// `<0fbd 7891>` data, and `//` and `/* */` comments (Xcode annotates every object
/// identifier with one).
///
/// Hostile input is bounded: nesting deeper than ``maximumDepth`` and an unterminated string,
/// comment or container are errors at their offset, never a crash or a hang.
public enum ASCIIPropertyList {
  /// The deepest nesting read; Xcode's project files nest about five levels.
  public static let maximumDepth = 100

  /// Parses a whole file.
  ///
  /// - Parameter bytes: The file's bytes (UTF-8, as the `// !$*UTF8*$!` header says).
  /// - Returns: The top-level value.
  /// - Throws: ``ProjectFileError`` at the offset of the first problem.
  public static func parse(_ bytes: [UInt8]) throws(ProjectFileError) -> PropertyListValue {
    var parser = Parser(bytes: bytes)
    parser.skipSpace()
    guard try parser.skipComments(), parser.index < bytes.count else {
      throw ProjectFileError("the file is empty", at: 0)
    }
    let value = try parser.value(depth: 0)
    guard try parser.skipComments(), parser.index == bytes.count else {
      throw ProjectFileError("unexpected text after the property list", at: parser.index)
    }
    return value
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
      while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }

    /// Skips spaces and comments; returns `true` (throws on an unterminated comment).
    mutating func skipComments() throws(ProjectFileError) -> Bool {
      while true {
        skipSpace()
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/") else { return true }
        if bytes[index + 1] == UInt8(ascii: "/") {
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        } else if bytes[index + 1] == UInt8(ascii: "*") {
          let start = index
          index += 2
          while true {
            guard index + 1 < bytes.count else {
              throw ProjectFileError("a /* comment is not closed", at: start)
            }
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
              index += 2
              break
            }
            index += 1
          }
        } else {
          return true
        }
      }
    }

    mutating func value(depth: Int) throws(ProjectFileError) -> PropertyListValue {
      guard depth < ASCIIPropertyList.maximumDepth else {
        throw ProjectFileError(
          "values nest more than \(ASCIIPropertyList.maximumDepth) levels deep", at: index)
      }
      _ = try skipComments()
      guard index < bytes.count else {
        throw ProjectFileError("the file ends where a value should be", at: index)
      }
      switch bytes[index] {
      case UInt8(ascii: "{"): return .dictionary(try dictionary(depth: depth))
      case UInt8(ascii: "("): return .array(try array(depth: depth))
      case UInt8(ascii: "<"): return .data(try data())
      case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
      default:
        guard let text = unquoted() else {
          throw ProjectFileError(
            "unexpected '\(Self.shown(bytes[index]))' where a value should be", at: index)
        }
        return .string(text)
      }
    }

    static func shown(_ byte: UInt8) -> String {
      byte >= 0x20 && byte < 0x7F
        ? String(Unicode.Scalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    mutating func dictionary(depth: Int) throws(ProjectFileError) -> PropertyListDictionary {
      let start = index
      index += 1
      var result = PropertyListDictionary()
      while true {
        _ = try skipComments()
        guard index < bytes.count else {
          throw ProjectFileError("a dictionary is not closed with '}'", at: start)
        }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return result
        }
        let keyOffset = index
        let key: String
        if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
          key = try quoted()
        } else if let text = unquoted() {
          key = text
        } else {
          throw ProjectFileError(
            "unexpected '\(Self.shown(bytes[index]))' where a dictionary key should be",
            at: index)
        }
        _ = try skipComments()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
          throw ProjectFileError("expected '=' after the key '\(key)'", at: index)
        }
        index += 1
        let value = try value(depth: depth + 1)
        _ = try skipComments()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
          throw ProjectFileError("expected ';' after the value of '\(key)'", at: index)
        }
        index += 1
        result.set(key, value, offset: keyOffset)
      }
    }

    mutating func array(depth: Int) throws(ProjectFileError) -> [PropertyListValue] {
      let start = index
      index += 1
      var result: [PropertyListValue] = []
      while true {
        _ = try skipComments()
        guard index < bytes.count else {
          throw ProjectFileError("an array is not closed with ')'", at: start)
        }
        if bytes[index] == UInt8(ascii: ")") {
          index += 1
          return result
        }
        result.append(try value(depth: depth + 1))
        _ = try skipComments()
        guard index < bytes.count else {
          throw ProjectFileError("an array is not closed with ')'", at: start)
        }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] != UInt8(ascii: ")") {
          throw ProjectFileError("expected ',' or ')' in an array", at: index)
        }
      }
    }

    mutating func data() throws(ProjectFileError) -> [UInt8] {
      let start = index
      index += 1
      var result: [UInt8] = []
      var high: UInt8?
      while true {
        guard index < bytes.count else {
          throw ProjectFileError("data is not closed with '>'", at: start)
        }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: ">") { break }
        if Self.isSpace(byte) { continue }
        guard let digit = Self.hexDigit(byte) else {
          throw ProjectFileError(
            "'\(Self.shown(byte))' is not a hexadecimal digit in data", at: index - 1)
        }
        if let first = high {
          result.append(first << 4 | digit)
          high = nil
        } else {
          high = digit
        }
      }
      guard high == nil else {
        throw ProjectFileError("data has an odd number of hexadecimal digits", at: start)
      }
      return result
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }

    /// The characters of an unquoted string: letters, digits and `_$+/:.-`.
    static func isUnquoted(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
        UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
        UInt8(ascii: "-"):
        true
      default: false
      }
    }

    mutating func unquoted() -> String? {
      let start = index
      while index < bytes.count, Self.isUnquoted(bytes[index]) {
        // A comment right after a value ends it.
        if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "*") || bytes[index + 1] == UInt8(ascii: "/")
        {
          break
        }
        index += 1
      }
      guard index > start else { return nil }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func quoted() throws(ProjectFileError) -> String {
      let start = index
      let quote = bytes[index]
      index += 1
      var result: [UInt8] = []
      while true {
        guard index < bytes.count else {
          throw ProjectFileError("a string is not closed", at: start)
        }
        let byte = bytes[index]
        index += 1
        if byte == quote { break }
        guard byte == UInt8(ascii: "\\") else {
          result.append(byte)
          continue
        }
        guard index < bytes.count else {
          throw ProjectFileError("a string is not closed", at: start)
        }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "v"): result.append(0x0B)
        case UInt8(ascii: "a"): result.append(0x07)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
          var value: UInt32 = 0
          var digits = 0
          while digits < 4, index < bytes.count, let digit = Self.hexDigit(bytes[index]) {
            value = value << 4 | UInt32(digit)
            index += 1
            digits += 1
          }
          let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
          result.append(contentsOf: Array(String(scalar).utf8))
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
          var value = UInt32(escaped - UInt8(ascii: "0"))
          var digits = 1
          while digits < 3, index < bytes.count,
            (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index])
          {
            value = value << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
            index += 1
            digits += 1
          }
          let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
          result.append(contentsOf: Array(String(scalar).utf8))
        default: result.append(escaped)
        }
      }
      return String(decoding: result, as: UTF8.self)
    }
  }
}
