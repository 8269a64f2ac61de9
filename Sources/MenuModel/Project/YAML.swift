/// A YAML value of the subset XcodeGen projects use.
public indirect enum YAMLValue: Sendable, Hashable {
  /// A scalar, as text (quotes removed, escapes decoded); YAML's typing is left to the reader.
  case scalar(String)
  /// A sequence.
  case sequence([YAMLValue])
  /// A mapping, in the order written.
  case mapping([YAMLPair])
  /// An empty value (`key:` with nothing after it, `~`, `null`).
  case null

  /// The scalar's text.
  public var text: String? {
    if case .scalar(let text) = self { return text }
    return nil
  }

  /// The elements of a sequence.
  public var elements: [YAMLValue]? {
    if case .sequence(let elements) = self { return elements }
    return nil
  }

  /// The pairs of a mapping.
  public var pairs: [YAMLPair]? {
    if case .mapping(let pairs) = self { return pairs }
    return nil
  }

  /// A mapping's value for a key (the last one written).
  public subscript(key: String) -> YAMLValue? {
    pairs?.last(where: { $0.key == key })?.value
  }

  /// The line a mapping's key was written on.
  public func line(of key: String) -> Int? {
    pairs?.last(where: { $0.key == key })?.line
  }

  /// A scalar YAML or Xcode reads as a boolean (`true`, `yes`, `on`, `YES`, …).
  public var bool: Bool? {
    guard let text else { return nil }
    switch text.lowercased() {
    case "true", "yes", "on", "1": return true
    case "false", "no", "off", "0": return false
    default: return nil
    }
  }
}

/// One key and value of a YAML mapping.
public struct YAMLPair: Sendable, Hashable {
  /// The key's text.
  public var key: String
  /// The value.
  public var value: YAMLValue
  /// The 1-based line the key is on.
  public var line: Int

  /// Creates a pair.
  public init(key: String, value: YAMLValue, line: Int) {
    self.key = key
    self.value = value
    self.line = line
  }
}

/// Why YAML could not be read: a message and a 1-based line and column.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// The line.
  public var line: Int
  /// The column.
  public var column: Int

  /// The message.
  public var description: String { message }
}

/// Reads the YAML that XcodeGen project specs are written in: block mappings and sequences,
/// plain, single- and double-quoted scalars, `|` and `>` block scalars, flow sequences and
/// mappings (`[a, b]`, `{a: b}`), comments, documents markers, anchors, aliases and `<<` merges.
///
/// Nesting deeper than ``maximumDepth`` and more than ``maximumNodes`` values (aliases count
/// each time they are used) are errors, so a hostile file cannot exhaust memory.
public enum YAML {
  /// The deepest nesting read.
  public static let maximumDepth = 64
  /// The most values a document may have, aliases expanded.
  public static let maximumNodes = 200_000

  /// Parses the first document of a file.
  public static func parse(_ bytes: [UInt8]) throws(YAMLError) -> YAMLValue {
    var parser = Parser(text: bytes)
    return try parser.document()
  }

  private struct Line {
    /// Spaces before the content.
    var indent: Int
    /// The content without the indent, trailing spaces and comment.
    var content: [UInt8]
    /// The raw line, for block scalars.
    var raw: [UInt8]
    var number: Int
  }

  private struct Parser {
    var lines: [Line] = []
    var position = 0
    var anchors: [String: YAMLValue] = [:]
    var nodes = 0

    init(text: [UInt8]) {
      var start = 0
      var number = 1
      var bytes = text
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
      while start <= bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        var raw = Array(bytes[start..<end])
        if raw.last == 0x0D { raw.removeLast() }
        var indent = 0
        while indent < raw.count, raw[indent] == 0x20 { indent += 1 }
        let content = Self.strippingComment(Array(raw[indent...]))
        lines.append(Line(indent: indent, content: content, raw: raw, number: number))
        number += 1
        start = end + 1
      }
    }

    /// Removes a `#` comment (at the start or after a space, outside quotes) and trailing
    /// spaces.
    static func strippingComment(_ content: [UInt8]) -> [UInt8] {
      var quote: UInt8?
      var end = content.count
      var index = 0
      while index < content.count {
        let byte = content[index]
        if let open = quote {
          if open == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") {
            index += 2
            continue
          }
          if open == UInt8(ascii: "'") && byte == open && index + 1 < content.count
            && content[index + 1] == open
          {
            // '' is a quote inside single quotes.
            index += 2
            continue
          }
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "#")
          && (index == 0 || content[index - 1] == 0x20 || content[index - 1] == 0x09)
        {
          end = index
          break
        } else if (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
          && (index == 0
            || [
              0x20, 0x09, UInt8(ascii: "["), UInt8(ascii: "{"),
              UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "-"),
            ].contains(content[index - 1]))
        {
          quote = byte
        }
        index += 1
      }
      while end > 0, content[end - 1] == 0x20 || content[end - 1] == 0x09 { end -= 1 }
      return Array(content[..<end])
    }

    func error(_ message: String, line: Int? = nil, column: Int = 1) -> YAMLError {
      let number = line ?? (position < lines.count ? lines[position].number : lines.count)
      return YAMLError(message: message, line: number, column: column)
    }

    mutating func count() throws(YAMLError) {
      nodes += 1
      if nodes > YAML.maximumNodes {
        throw error("the document has more than \(YAML.maximumNodes) values")
      }
    }

    /// Skips blank and comment lines, and the `---` that starts the first document.
    mutating func skipBlank() {
      while position < lines.count, lines[position].content.isEmpty { position += 1 }
    }

    mutating func document() throws(YAMLError) -> YAMLValue {
      skipBlank()
      if position < lines.count, lines[position].content.starts(with: Array("%".utf8)) {
        while position < lines.count, !lines[position].content.starts(with: Array("---".utf8)) {
          position += 1
        }
      }
      if position < lines.count, Self.isMarker(lines[position].content, "---") {
        let rest = Array(lines[position].content.dropFirst(3).drop(while: { $0 == 0x20 }))
        if rest.isEmpty {
          position += 1
        } else {
          lines[position].content = rest
          lines[position].indent += 4
        }
      }
      skipBlank()
      guard position < lines.count, !Self.isMarker(lines[position].content, "...") else {
        return .null
      }
      let value = try node(indent: lines[position].indent, depth: 0)
      skipBlank()
      if position < lines.count, !Self.isMarker(lines[position].content, "---"),
        !Self.isMarker(lines[position].content, "...")
      {
        throw error("unexpected indentation", column: lines[position].indent + 1)
      }
      return value
    }

    static func isMarker(_ content: [UInt8], _ marker: String) -> Bool {
      content.starts(with: Array(marker.utf8))
        && (content.count == 3 || content[3] == 0x20)
    }

    static func isSequenceItem(_ content: [UInt8]) -> Bool {
      content.first == UInt8(ascii: "-") && (content.count == 1 || content[1] == 0x20)
    }

    /// The value at the current line, which has indent `indent`.
    mutating func node(indent: Int, depth: Int) throws(YAMLError) -> YAMLValue {
      guard depth < YAML.maximumDepth else {
        throw error("values nest more than \(YAML.maximumDepth) levels deep")
      }
      skipBlank()
      guard position < lines.count else { return .null }
      let line = lines[position]
      if Self.isSequenceItem(line.content) {
        return try sequence(indent: line.indent, depth: depth)
      }
      if keyEnd(line.content) != nil {
        return try mapping(indent: line.indent, depth: depth)
      }
      // A scalar or flow collection on its own line(s).
      position += 1
      return try inlineValue(line.content, line: line, column: line.indent + 1, depth: depth)
    }

    mutating func sequence(indent: Int, depth: Int) throws(YAMLError) -> YAMLValue {
      var elements: [YAMLValue] = []
      while true {
        skipBlank()
        guard position < lines.count, lines[position].indent == indent,
          Self.isSequenceItem(lines[position].content)
        else { break }
        try count()
        let line = lines[position]
        var rest = Array(line.content.dropFirst())
        var offset = 1
        while rest.first == 0x20 {
          rest.removeFirst()
          offset += 1
        }
        if rest.isEmpty {
          position += 1
          skipBlank()
          if position < lines.count, lines[position].indent > indent {
            elements.append(try node(indent: lines[position].indent, depth: depth + 1))
          } else {
            elements.append(.null)
          }
        } else {
          // The item's content is a node that starts at its own column.
          lines[position].content = rest
          lines[position].indent = indent + offset
          elements.append(try node(indent: indent + offset, depth: depth + 1))
        }
      }
      return .sequence(elements)
    }

    /// Where a mapping key ends (the `:`), or `nil` when the content is not `key: …`.
    func keyEnd(_ content: [UInt8]) -> Int? {
      guard let first = content.first else { return nil }
      if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") || first == UInt8(ascii: "|")
        || first == UInt8(ascii: ">") || first == UInt8(ascii: "*")
      {
        return nil
      }
      var index = 0
      if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
        index = 1
        while index < content.count {
          if first == UInt8(ascii: "\"") && content[index] == UInt8(ascii: "\\") {
            index += 2
            continue
          }
          if content[index] == first {
            if first == UInt8(ascii: "'") && index + 1 < content.count
              && content[index + 1] == first
            {
              index += 2
              continue
            }
            break
          }
          index += 1
        }
        index += 1
        while index < content.count, content[index] == 0x20 { index += 1 }
        guard index < content.count, content[index] == UInt8(ascii: ":") else { return nil }
        return index + 1 == content.count || content[index + 1] == 0x20 ? index : nil
      }
      while index < content.count {
        if content[index] == UInt8(ascii: ":")
          && (index + 1 == content.count || content[index + 1] == 0x20)
        {
          return index
        }
        index += 1
      }
      return nil
    }

    mutating func mapping(indent: Int, depth: Int) throws(YAMLError) -> YAMLValue {
      var pairs: [YAMLPair] = []
      while true {
        skipBlank()
        guard position < lines.count, lines[position].indent == indent else { break }
        let line = lines[position]
        guard let end = keyEnd(line.content) else {
          if Self.isSequenceItem(line.content) { break }
          throw error("expected 'key: value' in a mapping", column: indent + 1)
        }
        try count()
        let key = try scalarText(Array(line.content[..<end]), line: line.number)
        var rest = Array(line.content[(end + 1)...])
        var restColumn = indent + end + 2
        while rest.first == 0x20 {
          rest.removeFirst()
          restColumn += 1
        }
        position += 1
        var anchor: String?
        if rest.first == UInt8(ascii: "&") {
          let name = rest.dropFirst().prefix(while: { $0 != 0x20 })
          anchor = String(decoding: name, as: UTF8.self)
          rest = Array(rest.dropFirst(name.count + 1).drop(while: { $0 == 0x20 }))
        }
        var value: YAMLValue
        if rest.isEmpty {
          skipBlank()
          if position < lines.count, lines[position].indent > indent {
            value = try node(indent: lines[position].indent, depth: depth + 1)
          } else if position < lines.count, lines[position].indent == indent,
            Self.isSequenceItem(lines[position].content)
          {
            value = try sequence(indent: indent, depth: depth + 1)
          } else {
            value = .null
          }
        } else if rest.first == UInt8(ascii: "|") || rest.first == UInt8(ascii: ">") {
          value = .scalar(blockScalar(folded: rest.first == UInt8(ascii: ">"), indent: indent))
        } else {
          value = try inlineValue(rest, line: line, column: restColumn, depth: depth + 1)
        }
        if let anchor { anchors[anchor] = value }
        if key == "<<", line.content.first != UInt8(ascii: "\"") {
          // A merge: the aliased mapping's pairs, unless written here.
          let merged: [YAMLPair] =
            value.pairs ?? (value.elements ?? []).flatMap { $0.pairs ?? [] }
          for pair in merged where !pairs.contains(where: { $0.key == pair.key }) {
            pairs.append(pair)
          }
          continue
        }
        pairs.removeAll { $0.key == key }
        pairs.append(YAMLPair(key: key, value: value, line: line.number))
      }
      return .mapping(pairs)
    }

    /// The lines of a `|` or `>` block scalar, which all have more indent than the key.
    mutating func blockScalar(folded: Bool, indent: Int) -> String {
      var collected: [String] = []
      var blockIndent: Int?
      while position < lines.count {
        let line = lines[position]
        let blank = line.raw.allSatisfy { $0 == 0x20 || $0 == 0x09 }
        if !blank {
          guard line.indent > indent else { break }
          if blockIndent == nil { blockIndent = line.indent }
        }
        let drop = min(blockIndent ?? line.raw.count, line.raw.count)
        collected.append(String(decoding: line.raw.dropFirst(drop), as: UTF8.self))
        position += 1
      }
      while collected.last?.isEmpty == true { collected.removeLast() }
      return collected.joined(separator: folded ? " " : "\n")
    }

    /// A value written after `key:` or `- `, or on its own line: a flow collection (which may
    /// continue on following lines), an alias, or a scalar.
    mutating func inlineValue(_ content: [UInt8], line: Line, column: Int, depth: Int)
      throws(YAMLError) -> YAMLValue
    {
      try count()
      var text = content
      if text.first == UInt8(ascii: "&") {
        let name = text.dropFirst().prefix(while: { $0 != 0x20 })
        text = Array(text.dropFirst(name.count + 1).drop(while: { $0 == 0x20 }))
        let value = try inlineValue(text, line: line, column: column, depth: depth)
        anchors[String(decoding: name, as: UTF8.self)] = value
        return value
      }
      if text.first == UInt8(ascii: "*") {
        let name = String(decoding: text.dropFirst(), as: UTF8.self)
        guard let value = anchors[name] else {
          throw error("unknown alias '*\(name)'", line: line.number, column: column)
        }
        try countNodes(in: value)
        return value
      }
      if text.first == UInt8(ascii: "[") || text.first == UInt8(ascii: "{") {
        // Gather continuation lines until the brackets balance.
        var flow = text
        while !Self.isBalanced(flow), position < lines.count {
          flow.append(0x20)
          flow += lines[position].content
          position += 1
        }
        var reader = FlowReader(
          bytes: flow, line: line.number, column: column, anchors: anchors)
        let value = try reader.value(depth: depth)
        reader.skipSpace()
        guard reader.index == flow.count else {
          throw error("unexpected text after a flow collection", line: line.number)
        }
        nodes += reader.nodes
        if nodes > YAML.maximumNodes {
          throw error("the document has more than \(YAML.maximumNodes) values")
        }
        return value
      }
      // A plain scalar may continue on more-indented lines.
      var scalar = text
      if text.first != UInt8(ascii: "\"") && text.first != UInt8(ascii: "'") {
        while position < lines.count, !lines[position].content.isEmpty,
          lines[position].indent > line.indent, keyEnd(lines[position].content) == nil,
          !Self.isSequenceItem(lines[position].content)
        {
          scalar.append(0x20)
          scalar += lines[position].content
          position += 1
        }
      } else {
        // A quoted scalar may span lines.
        while !Self.closesQuote(scalar), position < lines.count {
          scalar.append(0x20)
          scalar += lines[position].content
          position += 1
        }
      }
      let value = try scalarText(scalar, line: line.number)
      if text.first != UInt8(ascii: "\"") && text.first != UInt8(ascii: "'"),
        value == "~" || value == "null" || value == "Null" || value == "NULL"
      {
        return .null
      }
      return .scalar(value)
    }

    mutating func countNodes(in value: YAMLValue) throws(YAMLError) {
      nodes += YAML.size(of: value, limit: YAML.maximumNodes - nodes + 1)
      if nodes > YAML.maximumNodes {
        throw error("the document has more than \(YAML.maximumNodes) values")
      }
    }

    static func closesQuote(_ text: [UInt8]) -> Bool {
      guard let quote = text.first, text.count >= 2 else { return false }
      var index = 1
      while index < text.count {
        if quote == UInt8(ascii: "\"") && text[index] == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if text[index] == quote {
          if quote == UInt8(ascii: "'") && index + 1 < text.count && text[index + 1] == quote {
            index += 2
            continue
          }
          return true
        }
        index += 1
      }
      return false
    }

    static func isBalanced(_ text: [UInt8]) -> Bool {
      var depth = 0
      var quote: UInt8?
      var index = 0
      while index < text.count {
        let byte = text[index]
        if let open = quote {
          if open == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") {
            index += 2
            continue
          }
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
          depth += 1
        } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
          depth -= 1
        }
        index += 1
      }
      return depth <= 0
    }

    func scalarText(_ content: [UInt8], line: Int) throws(YAMLError) -> String {
      try YAML.scalarText(content, line: line)
    }
  }

  /// How many values a value holds, itself included, counting at most to `limit`.
  static func size(of value: YAMLValue, limit: Int) -> Int {
    var count = 0
    var pending = [value]
    while let next = pending.popLast(), count < limit {
      count += 1
      switch next {
      case .sequence(let elements): pending += elements
      case .mapping(let pairs): pending += pairs.map(\.value)
      case .scalar, .null: break
      }
    }
    return count
  }

  /// A scalar's text: quotes removed and escapes decoded.
  static func scalarText(_ content: [UInt8], line: Int) throws(YAMLError) -> String {
    guard let quote = content.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
    else {
      var plain = content
      if plain.starts(with: Array("!!".utf8)) {
        plain = Array(plain.drop(while: { $0 != 0x20 }).drop(while: { $0 == 0x20 }))
      }
      return String(decoding: plain, as: UTF8.self)
    }
    var result: [UInt8] = []
    var index = 1
    while index < content.count {
      let byte = content[index]
      if byte == quote {
        if quote == UInt8(ascii: "'"), index + 1 < content.count, content[index + 1] == quote {
          result.append(quote)
          index += 2
          continue
        }
        return String(decoding: result, as: UTF8.self)
      }
      if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\"), index + 1 < content.count {
        let escaped = content[index + 1]
        index += 2
        switch escaped {
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "0"): result.append(0x00)
        case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
          let length = escaped == UInt8(ascii: "x") ? 2 : escaped == UInt8(ascii: "u") ? 4 : 8
          let digits = content[index..<min(index + length, content.count)]
          index += digits.count
          let scalar =
            UInt32(String(decoding: digits, as: UTF8.self), radix: 16).flatMap(
              Unicode.Scalar.init) ?? "\u{FFFD}"
          result += Array(String(scalar).utf8)
        default: result.append(escaped)
        }
        continue
      }
      result.append(byte)
      index += 1
    }
    throw YAMLError(message: "a quoted scalar is not closed", line: line, column: 1)
  }

  /// Reads `[a, b]` and `{a: b}` collections.
  private struct FlowReader {
    let bytes: [UInt8]
    let line: Int
    let column: Int
    let anchors: [String: YAMLValue]
    var index = 0
    var nodes = 0

    init(bytes: [UInt8], line: Int, column: Int, anchors: [String: YAMLValue]) {
      self.bytes = bytes
      self.line = line
      self.column = column
      self.anchors = anchors
    }

    func error(_ message: String) -> YAMLError {
      YAMLError(message: message, line: line, column: column + index)
    }

    mutating func skipSpace() {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    mutating func value(depth: Int) throws(YAMLError) -> YAMLValue {
      guard depth < YAML.maximumDepth else {
        throw error("values nest more than \(YAML.maximumDepth) levels deep")
      }
      nodes += 1
      guard nodes <= YAML.maximumNodes else {
        throw error("the document has more than \(YAML.maximumNodes) values")
      }
      skipSpace()
      guard index < bytes.count else { throw error("a flow collection is not closed") }
      switch bytes[index] {
      case UInt8(ascii: "["):
        index += 1
        var elements: [YAMLValue] = []
        while true {
          skipSpace()
          guard index < bytes.count else { throw error("'[' is not closed with ']'") }
          if bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .sequence(elements)
          }
          try refuseCloser(UInt8(ascii: "}"))
          elements.append(try value(depth: depth + 1))
          skipSpace()
          if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
      case UInt8(ascii: "{"):
        index += 1
        var pairs: [YAMLPair] = []
        while true {
          skipSpace()
          guard index < bytes.count else { throw error("'{' is not closed with '}'") }
          if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .mapping(pairs)
          }
          try refuseCloser(UInt8(ascii: "]"))
          let start = index
          let key = try scalar(stopsAtColon: true)
          skipSpace()
          var value = YAMLValue.null
          if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] != UInt8(ascii: ","),
              bytes[index] != UInt8(ascii: "}")
            {
              value = try self.value(depth: depth + 1)
            }
          }
          pairs.removeAll { $0.key == key }
          pairs.append(YAMLPair(key: key, value: value, line: line))
          skipSpace()
          if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
          } else if index == start {
            throw error("unexpected '\(Unicode.Scalar(bytes[index]))' in a flow mapping")
          }
        }
      case UInt8(ascii: "*"):
        index += 1
        let start = index
        while index < bytes.count,
          ![0x20, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")]
            .contains(bytes[index])
        {
          index += 1
        }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = anchors[name] else { throw error("unknown alias '*\(name)'") }
        // An alias counts every value it stands for.
        nodes += YAML.size(of: value, limit: YAML.maximumNodes + 1 - nodes)
        guard nodes <= YAML.maximumNodes else {
          throw error("the document has more than \(YAML.maximumNodes) values")
        }
        return value
      default:
        let text = try scalar(stopsAtColon: false)
        return text.isEmpty || text == "~" || text == "null" ? .null : .scalar(text)
      }
    }

    /// Throws at a closing bracket of the other kind, which would otherwise stop every read.
    func refuseCloser(_ closer: UInt8) throws(YAMLError) {
      if index < bytes.count, bytes[index] == closer {
        throw error("unexpected '\(Unicode.Scalar(closer))' in a flow collection")
      }
    }

    /// A quoted scalar, or a plain one up to `,`, `]`, `}` (and `: ` for a key).
    mutating func scalar(stopsAtColon: Bool) throws(YAMLError) -> String {
      guard index < bytes.count else { return "" }
      let first = bytes[index]
      if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
        let start = index
        index += 1
        while index < bytes.count {
          if first == UInt8(ascii: "\"") && bytes[index] == UInt8(ascii: "\\") {
            index += 2
            continue
          }
          if bytes[index] == first {
            if first == UInt8(ascii: "'") && index + 1 < bytes.count && bytes[index + 1] == first {
              index += 2
              continue
            }
            index += 1
            return try YAML.scalarText(Array(bytes[start..<index]), line: line)
          }
          index += 1
        }
        throw error("a quoted scalar is not closed")
      }
      let start = index
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
          break
        }
        if stopsAtColon, byte == UInt8(ascii: ":"),
          index + 1 == bytes.count
            || [0x20, UInt8(ascii: ","), UInt8(ascii: "}")].contains(
              bytes[index + 1])
        {
          break
        }
        index += 1
      }
      var end = index
      while end > start, bytes[end - 1] == 0x20 { end -= 1 }
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
  }
}
