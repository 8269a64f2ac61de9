/// Evaluates `#if` for one platform, as `swiftc -dump-parse` leaves every `#if` region out.
///
/// The result has the same length and line breaks as the input: directive lines and inactive
/// branches are overwritten with spaces, so byte offsets, lines and columns stay those of the
/// file. `targetEnvironment(macCatalyst)`, `os(…)`, `canImport(UIKit)` (and SwiftUI,
/// Foundation; `AppKit` is false), `swift(…)` and `compiler(…)` are decided; any other flag is
/// false unless defined, and is named in ``unknownFlags``.
package struct ConditionalCompilation: Sendable {
  /// The source with inactive code blanked.
  package var source: [UInt8]
  /// Flags and conditions that were taken as false, with the offset of their first use.
  package var unknownFlags: [(name: String, offset: Int)]
  /// Whether the file has any `#if`.
  package var hasDirectives: Bool

  /// Evaluates the directives of `source`.
  ///
  /// - Parameters:
  ///   - source: The file's bytes.
  ///   - platform: The platform to evaluate for.
  ///   - defines: Flags given with `--define`.
  ///   - compilerVersion: The `major.minor` that `swift(…)` and `compiler(…)` compare with.
  package init(
    _ source: [UInt8], platform: Platform, defines: Set<String>,
    compilerVersion: (major: Int, minor: Int)
  ) {
    self.source = source
    self.unknownFlags = []
    self.hasDirectives = false
    // Each open #if: whether its parent is active, whether a branch was taken, whether the
    // current branch is active.
    var stack: [(parent: Bool, taken: Bool, active: Bool)] = []
    var active = true
    var lexer = LineLexer()
    var reported: Set<String> = []
    var lineStart = 0
    let bytes = source
    while lineStart < bytes.count {
      // Lines end at LF, CR LF or a lone CR, as Swift's own lexer reads them.
      var lineEnd = lineStart
      while lineEnd < bytes.count && bytes[lineEnd] != 10 && bytes[lineEnd] != 13 { lineEnd += 1 }
      var nextStart = lineEnd + 1
      if lineEnd + 1 < bytes.count && bytes[lineEnd] == 13 && bytes[lineEnd + 1] == 10 {
        nextStart += 1
      }
      let startsInCode = lexer.isInCode
      var first = lineStart
      while first < lineEnd && (bytes[first] == 32 || bytes[first] == 9) { first += 1 }
      var directive: Directive?
      if startsInCode && first < lineEnd && bytes[first] == UInt8(ascii: "#") {
        directive = Directive(bytes[first..<lineEnd])
      }
      if let directive {
        hasDirectives = true
        var evaluator = Evaluator(
          platform: platform, defines: defines, version: compilerVersion, offset: first)
        let wasActive = active || directive.keyword != "if"
        switch directive.keyword {
        case "if":
          let value = active && evaluator.evaluate(directive.condition)
          stack.append((active, value, value))
          active = value
        case "elseif":
          if var top = stack.popLast() {
            let value =
              top.parent && !top.taken && evaluator.evaluate(directive.condition)
            top.taken = top.taken || value
            top.active = value
            stack.append(top)
            active = value
          }
        case "else":
          if var top = stack.popLast() {
            top.active = top.parent && !top.taken
            top.taken = true
            stack.append(top)
            active = top.active
          }
        default:  // endif
          if let top = stack.popLast() { active = top.parent }
        }
        if wasActive {
          for flag in evaluator.unknown where reported.insert(flag.name).inserted {
            unknownFlags.append(flag)
          }
        }
        Self.blank(&self.source, lineStart..<lineEnd)
      } else {
        if !active { Self.blank(&self.source, lineStart..<lineEnd) }
        lexer.scan(bytes[lineStart..<lineEnd])
      }
      lineStart = nextStart
    }
  }

  private static func blank(_ bytes: inout [UInt8], _ range: Range<Int>) {
    for index in range { bytes[index] = 32 }
  }

  /// A `#if`, `#elseif`, `#else` or `#endif` line.
  struct Directive {
    var keyword: String
    var condition: [UInt8]

    init?(_ line: ArraySlice<UInt8>) {
      let text = Array(line.dropFirst())
      var end = 0
      while end < text.count && Self.isIdentifier(text[end]) { end += 1 }
      keyword = String(decoding: text[..<end], as: UTF8.self)
      guard ["if", "elseif", "else", "endif"].contains(keyword) else { return nil }
      var condition = Array(text[end...])
      // A trailing `//` comment is not part of the condition.
      if let slash = condition.indices.first(where: {
        condition[$0] == UInt8(ascii: "/") && $0 + 1 < condition.count
          && (condition[$0 + 1] == UInt8(ascii: "/") || condition[$0 + 1] == UInt8(ascii: "*"))
      }) {
        condition.removeSubrange(slash...)
      }
      self.condition = condition
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
      (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
        || byte == 95
    }
  }

  /// Tracks block comments and multi-line strings across lines, so that a `#if` inside them
  /// is not taken for a directive.
  struct LineLexer {
    var commentDepth = 0
    var inMultilineString = false
    var isInCode: Bool { commentDepth == 0 && !inMultilineString }

    mutating func scan(_ line: ArraySlice<UInt8>) {
      var index = line.startIndex
      func at(_ offset: Int, _ text: String) -> Bool {
        line[(index + offset)...].starts(with: text.utf8)
      }
      while index < line.endIndex {
        if inMultilineString {
          if at(0, "\"\"\"") {
            inMultilineString = false
            index += 3
          } else {
            index += line[index] == UInt8(ascii: "\\") ? 2 : 1
          }
        } else if commentDepth > 0 {
          if at(0, "*/") {
            commentDepth -= 1
            index += 2
          } else if at(0, "/*") {
            commentDepth += 1
            index += 2
          } else {
            index += 1
          }
        } else if at(0, "//") {
          return
        } else if at(0, "/*") {
          commentDepth += 1
          index += 2
        } else if at(0, "\"\"\"") {
          inMultilineString = true
          index += 3
        } else if line[index] == UInt8(ascii: "\"") {
          index += 1
          while index < line.endIndex && line[index] != UInt8(ascii: "\"") {
            index += line[index] == UInt8(ascii: "\\") ? 2 : 1
          }
          index += 1
        } else {
          index += 1
        }
      }
    }
  }

  /// Evaluates one condition.
  struct Evaluator {
    let platform: Platform
    let defines: Set<String>
    let version: (major: Int, minor: Int)
    let offset: Int
    var tokens: [String] = []
    var position = 0
    var unknown: [(name: String, offset: Int)] = []

    init(
      platform: Platform, defines: Set<String>, version: (major: Int, minor: Int), offset: Int
    ) {
      self.platform = platform
      self.defines = defines
      self.version = version
      self.offset = offset
    }

    /// Evaluates a condition with an operator stack, so that nesting of any depth costs no
    /// stack; a condition that does not parse is taken as false and named in ``unknown``.
    mutating func evaluate(_ condition: [UInt8]) -> Bool {
      tokens = Self.tokenize(condition)
      position = 0
      guard let value = shuntingYard() else {
        unknown.append(("#if " + tokens.joined(separator: " "), offset))
        return false
      }
      return value
    }

    private enum Operator { case not, and, or, open }

    private mutating func shuntingYard() -> Bool? {
      var values: [Bool] = []
      var operators: [Operator] = []
      var expectsOperand = true
      func apply(_ op: Operator) -> Bool {
        switch op {
        case .not:
          guard let value = values.popLast() else { return false }
          values.append(!value)
        case .and, .or:
          guard let right = values.popLast(), let left = values.popLast() else { return false }
          values.append(op == .and ? left && right : left || right)
        case .open: return false
        }
        return true
      }
      func applyNots() -> Bool {
        while operators.last == .not {
          guard apply(operators.removeLast()) else { return false }
        }
        return true
      }
      while let token = next {
        if expectsOperand {
          switch token {
          case "!":
            operators.append(.not)
            position += 1
          case "(":
            operators.append(.open)
            position += 1
          default:
            guard let value = atom() else { return nil }
            values.append(value)
            expectsOperand = false
            guard applyNots() else { return nil }
          }
        } else {
          switch token {
          case "&&", "||":
            let op: Operator = token == "&&" ? .and : .or
            while let top = operators.last, top == .and || (top == .or && op == .or) {
              guard apply(operators.removeLast()) else { return nil }
            }
            operators.append(op)
            expectsOperand = true
            position += 1
          case ")":
            while let top = operators.last, top != .open {
              guard apply(operators.removeLast()) else { return nil }
            }
            guard operators.popLast() == .open else { return nil }
            position += 1
            guard applyNots() else { return nil }
          default:
            return nil
          }
        }
      }
      guard !expectsOperand else { return nil }
      while let top = operators.popLast() {
        guard apply(top) else { return nil }
      }
      return values.count == 1 ? values[0] : nil
    }

    static func tokenize(_ bytes: [UInt8]) -> [String] {
      var tokens: [String] = []
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 32 || byte == 9 || byte == 13 {
          index += 1
        } else if Directive.isIdentifier(byte) || byte == UInt8(ascii: ".") {
          var end = index
          while end < bytes.count && (Directive.isIdentifier(bytes[end]) || bytes[end] == 46) {
            end += 1
          }
          tokens.append(String(decoding: bytes[index..<end], as: UTF8.self))
          index = end
        } else if index + 1 < bytes.count,
          ["&&", "||", ">=", "<=", "=="].contains(
            String(decoding: bytes[index...index + 1], as: UTF8.self))
        {
          tokens.append(String(decoding: bytes[index...index + 1], as: UTF8.self))
          index += 2
        } else {
          tokens.append(String(decoding: [byte], as: UTF8.self))
          index += 1
        }
      }
      return tokens
    }

    private var next: String? { position < tokens.count ? tokens[position] : nil }

    /// A flag, `true`/`false`, or a call such as `os(iOS)`; `nil` when it is none of these.
    private mutating func atom() -> Bool? {
      guard let name = next, name.first.map({ $0.isLetter || $0 == "_" }) == true else {
        return nil
      }
      position += 1
      if name == "true" { return true }
      if name == "false" { return false }
      guard next == "(" else {
        if defines.contains(name) { return true }
        unknown.append((name, offset))
        return false
      }
      position += 1
      var arguments: [String] = []
      while let token = next, token != ")" {
        guard token != "(" else { return nil }
        arguments.append(token)
        position += 1
      }
      guard next == ")" else { return nil }
      position += 1
      return call(name, arguments)
    }

    private mutating func call(_ name: String, _ arguments: [String]) -> Bool {
      let argument = arguments.joined()
      switch (name, argument) {
      case ("targetEnvironment", "macCatalyst"): return platform == .macCatalyst
      case ("os", "iOS"): return true
      case ("os", "macOS"), ("os", "tvOS"), ("os", "watchOS"), ("os", "visionOS"),
        ("os", "Linux"), ("os", "Windows"), ("os", "OSX"):
        return false
      case ("canImport", "UIKit"), ("canImport", "SwiftUI"), ("canImport", "Foundation"):
        return true
      case ("canImport", "AppKit"): return false
      case ("swift", _), ("compiler", _):
        var text = Substring(argument)
        let less = text.hasPrefix("<")
        text = text.drop { $0 == ">" || $0 == "=" || $0 == "<" }
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard let major = parts.first else { break }
        let required = (major, parts.count > 1 ? parts[1] : 0)
        let atLeast = version >= required
        return less ? !atLeast : atLeast
      default: break
      }
      unknown.append(("\(name)(\(argument))", offset))
      return false
    }
  }
}
