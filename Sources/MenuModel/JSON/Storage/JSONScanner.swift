// The scanner behind `JSONParser`: one pass over the bytes, appending each value to the tape
// columns, with positions, escapes and non-ASCII strings noted for the readers.

extension JSONParser {
  /// Parses, split in two at `split` when that is a boundary between array elements; also
  /// tells whether the second half's reading was used.
  func parse(
    _ bytes: FileBytes, file: String, splittingAt split: Split?, jobs: some JobRunner
  ) throws(JSONSyntaxError) -> (document: JSONDocument, usedSecondHalf: Bool) {
    guard bytes.count < Int(UInt32.max) else {
      throw JSONSyntaxError(
        message: "file is too large (4 GiB or more)",
        location: SourceLocation(file: file, line: 1, column: 1), offset: 0)
    }
    let (scanner, failure, usedSecondHalf) = bytes.withUnsafeBufferPointer { buffer in
      var position: Int?
      switch split {
      case .atMiddle: position = Self.elementBoundary(in: buffer)
      case .at(let given): position = given > 0 && given < buffer.count ? given : nil
      case nil: position = nil
      }
      guard let position else {
        var scanner = JSONScanner(maximumDepth: maximumDepth, count: buffer.count)
        do throws(JSONScanner.Failure) {
          try scanner.run(buffer)
          return (scanner, nil as JSONScanner.Failure?, false)
        } catch {
          return (scanner, error, false)
        }
      }
      return JSONScanner.run(buffer, splitAt: position, maximumDepth: maximumDepth, jobs: jobs)
    }
    // On failure, the containers still open end where the scanner stopped, so that the
    // innermost one has a pointer.
    var finished = scanner
    let innermost = finished.top?.node
    if failure != nil { finished.closeAll() }
    // The scanner counted the continuation bytes only up to where it stopped.
    let document = JSONDocument(
      file: file, text: bytes, tape: finished.tape, lineStarts: finished.lineStarts,
      checkpoints: finished.checkpoints.sorted(),
      continuationsPerBlock: failure == nil ? finished.continuationsPerBlock : nil)
    if let failure {
      let (line, column) = document.lineAndColumn(ofOffset: failure.offset)
      let pointer = innermost.map { JSONValue(document: document, index: Int($0)).pointer } ?? ""
      throw JSONSyntaxError(
        message: failure.message,
        location: SourceLocation(file: file, line: line, column: column, pointer: pointer),
        offset: failure.offset)
    }
    return (document, usedSecondHalf)
  }

  /// A place near the middle of a text where, unless it is inside a string, one array element
  /// ends and an object element starts: the `{` after a comma; `nil` when there is none
  /// within 64 KiB.
  static func elementBoundary(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let limit = min(bytes.count, bytes.count / 2 + 1 << 16)
    var position = bytes.count / 2
    while position < limit {
      if bytes[position] == comma {
        var next = position + 1
        while next < limit, isWhitespace(bytes[next]) { next += 1 }
        if next < limit, bytes[next] == openBrace { return next }
        position = next
      } else {
        position += 1
      }
    }
    return nil
  }
}

extension JSONScanner {
  /// A syntax error: what is wrong, and the byte offset where.
  struct Failure: Error {
    var message: String
    var offset: Int
  }

  /// An open array or object: its value, the children read so far, and which it is.
  struct Container {
    var node: UInt32
    var count: UInt32
    var isObject: Bool
  }
}

// Byte constants.
private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")
private let comma = UInt8(ascii: ",")
private let colon = UInt8(ascii: ":")
private let openBrace = UInt8(ascii: "{")
private let closeBrace = UInt8(ascii: "}")
private let openBracket = UInt8(ascii: "[")
private let closeBracket = UInt8(ascii: "]")
private let minus = UInt8(ascii: "-")
private let zero = UInt8(ascii: "0")
private let nine = UInt8(ascii: "9")

/// Reads JSON text onto a ``JSONTape``, from its start or, for the second half of a split
/// text, from an element boundary inside containers it has not seen open (see
/// `JSONParser+Split.swift`).
struct JSONScanner {
  let maximumDepth: Int
  var tape: JSONTape
  var lineStarts: [UInt32] = [0]
  /// The innermost open container, kept out of ``stack`` (the ones around it): every value
  /// updates its count.
  var top: Container?
  var stack: [Container] = []
  /// Every ``JSONDocument/checkpointSpacing``-th child of each container, after the first (see
  /// ``JSONDocument/checkpoints``), in the order found.
  var checkpoints: [UInt64] = []
  var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  var index = 0
  /// The UTF-8 continuation bytes in each block of the text (see
  /// ``JSONDocument/continuationsBeforeBlock``), counted as the sequences holding them are
  /// checked: a document with long lines then needs no second pass over its bytes.
  var continuationsPerBlock: [UInt32]
  /// For the second half of a split text: the containers around its start, which it reads
  /// without having seen them open; `nil` for a scanner that reads from the start.
  var outside: Outside?

  init(maximumDepth: Int, count: Int, estimatedCount: Int? = nil) {
    self.maximumDepth = maximumDepth
    continuationsPerBlock = [UInt32](repeating: 0, count: count >> JSONDocument.blockShift + 1)
    // Definition files have about one value per 12 bytes; the columns grow by doubling
    // beyond that, and capacity they never touch costs no memory.
    let estimate = min((estimatedCount ?? count) / 12, 1 << 24)
    tape = JSONTape(capacity: estimate)
  }

  mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) throws(Failure) {
    _ = try run(buffer, stoppingAt: JSONScanner.nowhere)
  }

  /// A split offset no text has: the scanner reads to the end.
  static let nowhere = -1

  /// Reads the text; returns `true` if it stopped at `split`, expecting an array element
  /// there after a comma, with everything before it read.
  mutating func run(_ buffer: UnsafeBufferPointer<UInt8>, stoppingAt split: Int) throws(Failure)
    -> Bool
  {
    bytes = buffer
    try checkEncoding()
    skipWhitespace()
    if index == bytes.count {
      throw Failure(
        message: bytes.isEmpty
          ? "file is empty; expected a JSON value" : "expected a JSON value, found end of file",
        offset: index)
    }
    return try scan(afterComma: false, stoppingAt: split)
  }

  /// Reads values from `index`, where a value is expected, to the end of the text or to
  /// `split` (see ``run(_:stoppingAt:)``).
  mutating func scan(afterComma startsAfterComma: Bool, stoppingAt split: Int) throws(Failure)
    -> Bool
  {
    var afterComma = startsAfterComma
    while true {
      // Expecting a value.
      skipWhitespace()
      if afterComma, index == split, let top, !top.isObject { return true }
      let openedContainer = try value(afterComma: afterComma)
      afterComma = false
      if openedContainer { continue }
      // After a value: close containers or find the next element.
      while true {
        skipWhitespace()
        guard let top else {
          if outside != nil {
            let step = try stepOutside()
            if step == .value {
              afterComma = true
              break
            }
            if step == .afterValue { continue }
            return false
          }
          if index < bytes.count {
            throw Failure(
              message: "expected end of file after the JSON value, found \(found(at: index))",
              offset: index)
          }
          return false
        }
        guard index < bytes.count else {
          throw Failure(
            message: top.isObject
              ? "expected ',' or '}' after object member, found end of file"
              : "expected ',' or ']' after array element, found end of file",
            offset: index)
        }
        let byte = bytes[index]
        if byte == comma {
          index += 1
          if top.isObject { try key(afterComma: true) }
          afterComma = true
          break
        }
        if byte == (top.isObject ? closeBrace : closeBracket) {
          index += 1
          close()
          continue
        }
        throw Failure(
          message: top.isObject
            ? "expected ',' or '}' after object member, found \(found(at: index))"
            : "expected ',' or ']' after array element, found \(found(at: index))",
          offset: index)
      }
    }
  }

  /// What the second half of a split text knows of the containers around its start.
  struct Outside {
    /// Whether the container being read is an object.
    ///
    /// `nil` until a key, a closing bracket or a non-key says; the first is the array the
    /// split is in.
    var isObject: Bool? = false
    /// The values in it that start a child (the key of an object member), as read so far.
    var children: [UInt32] = [0]
    /// The containers closed so far, innermost first.
    var closed: [Closed] = []
    /// The deepest nesting of an opened container, counted from the split's array.
    var deepest = Int.min

    struct Closed {
      var isObject: Bool
      /// The tape's length where it closed.
      var end: UInt32
      var children: [UInt32]
    }
  }

  enum OutsideStep { case value, afterValue, end }

  /// After a value in a container the scanner has not seen open: reads a comma (and the key
  /// after it in an object) or a closing bracket, or finds the end of the text.
  ///
  /// Its errors are never shown: a second half that fails is read again by the first.
  mutating func stepOutside() throws(Failure) -> OutsideStep {
    guard var outside, index < bytes.count else { return .end }
    // Taken out while it changes, so that its arrays are not copied.
    self.outside = nil
    defer { self.outside = outside }
    let byte = bytes[index]
    if byte == closeBracket || byte == closeBrace {
      let isObject = byte == closeBrace
      guard outside.isObject ?? isObject == isObject else {
        throw Failure(message: "mismatched bracket", offset: index)
      }
      outside.closed.append(
        .init(isObject: isObject, end: UInt32(tape.count), children: outside.children))
      (outside.isObject, outside.children) = (nil, [])
      index += 1
      return .afterValue
    }
    guard byte == comma else { throw Failure(message: "unexpected byte", offset: index) }
    index += 1
    skipWhitespace()
    let child = UInt32(tape.count)
    outside.children.append(child)
    switch outside.isObject {
    case true?:
      try key(afterComma: true)
      return .value
    case false?:
      return .value
    case nil:
      guard index < bytes.count, bytes[index] == quote else {
        outside.isObject = false
        return .value
      }
      // A string: the key of a member if a colon follows, else an element.
      try string(isKey: false)
      skipWhitespace()
      guard index < bytes.count, bytes[index] == colon else {
        outside.isObject = false
        return .afterValue
      }
      tape.markKey(Int(child))
      outside.isObject = true
      index += 1
      skipWhitespace()
      return .value
    }
  }

  /// Rejects UTF-16 and UTF-32 text up front and skips a UTF-8 byte order mark.
  mutating func checkEncoding() throws(Failure) {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      index = 3
      continuationsPerBlock[0] += 2
      return
    }
    let byteOrderMark =
      bytes.count >= 2
      && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
    // Without a mark, JSON's first characters are ASCII: 00 XX 00 XX or XX 00 XX 00.
    let zeroPattern =
      bytes.count >= 4
      && ((bytes[0] == 0 && bytes[1] != 0 && bytes[2] == 0 && bytes[3] != 0)
        || (bytes[0] != 0 && bytes[1] == 0 && bytes[2] != 0 && bytes[3] == 0))
    let utf16 = byteOrderMark || zeroPattern
    if utf16 {
      throw Failure(message: "file is UTF-16 or UTF-32 encoded; save it as UTF-8", offset: 0)
    }
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count {
      // Most calls meet a token at once, and every whitespace byte is at most a space.
      let byte = bytes[index]
      if byte > 0x20 { return }
      switch byte {
      case 0x20, 0x09:
        index += 1
      case 0x0A:
        index += 1
        lineStarts.append(UInt32(index))
      case 0x0D:
        index += 1
        if index < bytes.count && bytes[index] == 0x0A { index += 1 }
        lineStarts.append(UInt32(index))
      default:
        return
      }
    }
  }

  @inline(__always)
  mutating func append(_ kind: JSONKind, start: Int, end: Int, isKey: Bool = false) -> UInt32 {
    let node = tape.append(kind, start: UInt32(start), end: UInt32(end), isKey: isKey)
    if let container = top {
      // A member starts at its key, an element at itself; `count` is the children before it.
      let startsChild = isKey || !container.isObject
      if startsChild, container.count != 0,
        container.count & (JSONDocument.checkpointSpacing - 1) == 0
      {
        checkpoints.append(UInt64(container.node) << 32 | UInt64(node))
      }
      if !isKey { top?.count += 1 }
    }
    return node
  }

  mutating func close() {
    guard let closed = top else { return }
    tape.ends[Int(closed.node)] = UInt32(tape.count)
    top = stack.popLast()
  }

  /// Closes every open container at the last value read.
  mutating func closeAll() {
    while top != nil { close() }
  }

  mutating func open(_ kind: JSONKind) throws(Failure) {
    let depth = stack.count + (top == nil ? 0 : 1)
    if let outside, depth - outside.closed.count > outside.deepest {
      self.outside?.deepest = depth - outside.closed.count
    }
    guard depth < maximumDepth else {
      throw Failure(
        message: "arrays and objects are nested more than \(maximumDepth) levels deep",
        offset: index)
    }
    let node = append(kind, start: index, end: 0)
    if let top { stack.append(top) }
    top = Container(node: node, count: 0, isObject: kind == .object)
    index += 1
  }

  /// Reads one value.
  ///
  /// Returns `true` when it opened a non-empty container, which then expects its first element
  /// (or, for an object, its first member's value).
  mutating func value(afterComma: Bool) throws(Failure) -> Bool {
    guard index < bytes.count else {
      throw Failure(
        message: afterComma
          ? "expected a value after ',', found end of file" : "expected a value, found end of file",
        offset: index)
    }
    switch bytes[index] {
    case quote:
      try string(isKey: false)
    case openBrace:
      try open(.object)
      skipWhitespace()
      if index < bytes.count && bytes[index] == closeBrace {
        index += 1
        close()
        return false
      }
      try key(afterComma: false)
      return true
    case openBracket:
      try open(.array)
      skipWhitespace()
      if index < bytes.count && bytes[index] == closeBracket {
        index += 1
        close()
        return false
      }
      return true
    case minus, zero...nine:
      try number()
    case UInt8(ascii: "t"):
      try literal("true", .bool)
    case UInt8(ascii: "f"):
      try literal("false", .bool)
    case UInt8(ascii: "n"):
      try literal("null", .null)
    case closeBracket where afterComma, closeBrace where afterComma:
      throw Failure(
        message: "expected a value after ',', found \(found(at: index)); "
          + "trailing commas are not allowed",
        offset: index)
    default:
      throw Failure(message: "expected a value, found \(found(at: index))", offset: index)
    }
    return false
  }

  /// Reads an object key and the colon after it.
  mutating func key(afterComma: Bool) throws(Failure) {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == quote else {
      let found = found(at: index)
      if afterComma && index < bytes.count && bytes[index] == closeBrace {
        throw Failure(
          message: "expected a string key after ',', found '}'; trailing commas are not allowed",
          offset: index)
      }
      throw Failure(
        message: afterComma
          ? "expected a string key after ',', found \(found)"
          : "expected a string key or '}' after '{', found \(found)",
        offset: index)
    }
    try string(isKey: true)
    skipWhitespace()
    guard index < bytes.count, bytes[index] == colon else {
      throw Failure(
        message: "expected ':' after object key, found \(found(at: index))", offset: index)
    }
    index += 1
    skipWhitespace()
  }

  /// Reads the string at `index`.
  ///
  /// Inlined where keys and values are read: most strings are plain text, found by one scan,
  /// and the rest of the work is in ``string(from:at:isKey:)``.
  @inline(__always)
  mutating func string(isKey: Bool) throws(Failure) {
    let start = index
    let position = plainTextEnd(from: index + 1)
    guard position < bytes.count, bytes[position] == quote else {
      return try string(from: start, at: position, isKey: isKey)
    }
    index = position + 1
    _ = append(.string, start: start, end: index, isKey: isKey)
  }

  /// The offset of the first byte at or after `start` that is not printable ASCII other than
  /// '"' and '\', or the end: eight bytes at a time, then one.
  @inline(__always)
  func plainTextEnd(from start: Int) -> Int {
    var position = start
    let count = bytes.count
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while position &+ 8 <= count {
        let word = base.loadUnaligned(fromByteOffset: position, as: UInt64.self)
        let ends = JSONParser.plainTextEnds(in: UInt64(littleEndian: word))
        if ends != 0 { return position &+ ends.trailingZeroBitCount &>> 3 }
        position &+= 8
      }
    }
    while position < count {
      let byte = bytes[position]
      if byte < 0x20 || byte == quote || byte == backslash || byte >= 0x80 { break }
      position += 1
    }
    return position
  }

  /// Reads the rest of the string that starts at `start`, from `position`, the first byte
  /// that is not plain text: escapes, bytes outside ASCII, and errors.
  @inline(never)
  mutating func string(from start: Int, at position: Int, isKey: Bool) throws(Failure) {
    var position = position
    var hasEscapes = false
    var hasNonASCII = false
    let count = bytes.count
    while true {
      guard position < count else {
        throw Failure(
          message: "unterminated string: expected '\"' before end of file", offset: start)
      }
      let byte = bytes[position]
      if byte == quote { break }
      if byte == backslash {
        hasEscapes = true
        position = try escape(at: position)
      } else if byte < 0x20 {
        throw Failure(
          message: "\(Self.describeControl(byte)) must be escaped in a string", offset: position)
      } else {
        hasNonASCII = true
        let end = try utf8Sequence(at: position)
        for continuation in position + 1..<end {
          continuationsPerBlock[continuation >> JSONDocument.blockShift] += 1
        }
        position = end
      }
      position = plainTextEnd(from: position)
    }
    index = position + 1
    let node = append(.string, start: start, end: index, isKey: isKey)
    if hasEscapes || hasNonASCII {
      tape.markString(Int(node), hasEscapes: hasEscapes, hasNonASCII: hasNonASCII)
    }
  }

  /// Validates an escape sequence starting at the backslash; returns the offset after it.
  mutating func escape(at position: Int) throws(Failure) -> Int {
    guard position + 1 < bytes.count else {
      throw Failure(
        message: "unterminated string: expected '\"' before end of file", offset: position)
    }
    switch bytes[position + 1] {
    case quote, backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return position + 2
    case UInt8(ascii: "u"):
      let unit = try hex4(at: position + 2, escapeStart: position)
      switch unit {
      case 0xD800...0xDBFF:
        let next = position + 6
        guard next + 1 < bytes.count, bytes[next] == backslash, bytes[next + 1] == UInt8(ascii: "u")
        else {
          throw Failure(
            message: "lone surrogate '\\u\(Self.hex(unit))': a high surrogate must be followed "
              + "by a low surrogate escape",
            offset: position)
        }
        let low = try hex4(at: next + 2, escapeStart: next)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw Failure(
            message: "lone surrogate '\\u\(Self.hex(unit))': expected a low surrogate escape, "
              + "found '\\u\(Self.hex(low))'",
            offset: position)
        }
        return next + 6
      case 0xDC00...0xDFFF:
        throw Failure(
          message: "lone surrogate '\\u\(Self.hex(unit))': a low surrogate must follow a high one",
          offset: position)
      default:
        return position + 6
      }
    default:
      throw Failure(
        message: "invalid escape '\\\(Self.printable(bytes[position + 1]))' in string; "
          + "expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
        offset: position)
    }
  }

  func hex4(at position: Int, escapeStart: Int) throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for offset in position..<position + 4 {
      guard offset < bytes.count, let digit = JSONParser.hexDigit(bytes[offset]) else {
        throw Failure(
          message: "invalid escape: '\\u' must be followed by four hexadecimal digits",
          offset: escapeStart)
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// Validates one multi-byte UTF-8 sequence; returns the offset after it.
  func utf8Sequence(at position: Int) throws(Failure) -> Int {
    let lead = bytes[position]
    let length: Int
    var lowest: UInt8 = 0x80
    var highest: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lowest = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      highest = 0x9F
    case 0xF0:
      length = 4
      lowest = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      highest = 0x8F
    default:
      throw Failure(message: "invalid UTF-8 byte 0x\(Self.hex(UInt32(lead)))", offset: position)
    }
    for offset in 1..<length {
      let at = position + offset
      guard at < bytes.count else {
        throw Failure(message: "truncated UTF-8 sequence at end of file", offset: position)
      }
      let byte = bytes[at]
      let (low, high) = offset == 1 ? (lowest, highest) : (0x80, 0xBF)
      guard (low...high).contains(byte) else {
        throw Failure(
          message: "invalid UTF-8 sequence starting with byte 0x\(Self.hex(UInt32(lead)))",
          offset: position)
      }
    }
    return position + length
  }

  mutating func number() throws(Failure) {
    let start = index
    var position = index
    let count = bytes.count
    func isDigit(_ at: Int) -> Bool { at < count && bytes[at] >= zero && bytes[at] <= nine }
    if bytes[position] == minus { position += 1 }
    guard isDigit(position) else {
      throw Failure(
        message: "expected a digit after '-', found \(found(at: position))", offset: position)
    }
    if bytes[position] == zero {
      position += 1
      if isDigit(position) {
        throw Failure(message: "numbers cannot have leading zeros", offset: start)
      }
    } else {
      while isDigit(position) { position += 1 }
    }
    if position < count && bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard isDigit(position) else {
        throw Failure(
          message: "expected a digit after '.', found \(found(at: position))", offset: position)
      }
      while isDigit(position) { position += 1 }
    }
    if position < count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
      position += 1
      if position < count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == minus) {
        position += 1
      }
      guard isDigit(position) else {
        throw Failure(
          message: "expected a digit in the exponent, found \(found(at: position))",
          offset: position)
      }
      while isDigit(position) { position += 1 }
    }
    index = position
    _ = append(.number, start: start, end: position)
  }

  mutating func literal(_ word: StaticString, _ kind: JSONKind) throws(Failure) {
    let length = word.utf8CodeUnitCount
    let matches =
      index + length <= bytes.count
      && (0..<length).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
    guard matches else {
      var end = index
      while end < bytes.count, end - index < 24, Self.isWordByte(bytes[end]) { end += 1 }
      let written = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
      throw Failure(message: "invalid literal '\(written)'; expected '\(word)'", offset: index)
    }
    _ = append(kind, start: index, end: index + length)
    index += length
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (zero...nine).contains(byte) || byte == UInt8(ascii: "_")
  }

  /// Describes what is at an offset, for messages.
  func found(at position: Int) -> String {
    guard position < bytes.count else { return "end of file" }
    let byte = bytes[position]
    if byte == 0 { return "a NUL byte" }
    if byte < 0x20 || byte == 0x7F { return Self.describeControl(byte) }
    if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
    guard let end = try? utf8Sequence(at: position) else {
      return "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte)))"
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
    return "'\(text)'"
  }

  static func describeControl(_ byte: UInt8) -> String {
    switch byte {
    case 0x0A: "a line break"
    case 0x0D: "a carriage return"
    case 0x09: "a tab"
    case 0x00: "a NUL byte"
    default: "control character U+00\(hex(UInt32(byte)))"
    }
  }

  static func printable(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "x" + hex(UInt32(byte))
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, (value > 0xFF ? 4 : 2) - digits.count)) + digits
  }
}

extension JSONParser {
  /// The bytes among eight, read in address order from the lowest, that end a run of plain
  /// string text: a high bit in each, of which the lowest is exact.
  ///
  /// Such a byte is a control character, a quote, a backslash or a byte of a multi-byte
  /// character. Above the first one, bytes may be marked that are not; the scanner reads from
  /// the first.
  static func plainTextEnds(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    /// A high bit in each byte that is zero: a borrow marks bytes only above a zero one.
    func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highBits }
    let belowSpace = (word &- ones &* 0x20) & ~word & highBits
    let quotes = zeroBytes(word ^ (ones &* UInt64(quote)))
    let backslashes = zeroBytes(word ^ (ones &* UInt64(backslash)))
    return belowSpace | quotes | backslashes | word & highBits
  }
}
