// Reading a document's text in place: strings decoded, compared and counted from its bytes,
// without a copy.

extension JSONDocument {
  /// The source text of `range`, as written.
  func sourceText(_ range: Range<Int>) -> String {
    text.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
  }

  /// UTF-8 continuation bytes in `text[from..<to]`.
  func continuationBytes(_ from: Int, _ to: Int) -> Int {
    text.withUnsafeBufferPointer {
      Int(Self.continuationBytes(in: UnsafeBufferPointer(rebasing: $0[from..<to])))
    }
  }

  /// Builds block checkpoints only when some line is longer than a block (minified files):
  /// from the counts per block when given, else by counting.
  static func blockTable(text: FileBytes, lineStarts: [UInt32], perBlock: [UInt32]?) -> [UInt32] {
    text.withUnsafeBufferPointer {
      blockTable(bytes: $0, lineStarts: lineStarts, perBlock: perBlock)
    }
  }

  private static func blockTable(
    bytes: UnsafeBufferPointer<UInt8>, lineStarts: [UInt32], perBlock: [UInt32]?
  ) -> [UInt32] {
    var longest = 0
    var previous = 0
    for start in lineStarts.dropFirst() {
      longest = max(longest, Int(start) - previous)
      previous = Int(start)
    }
    longest = max(longest, bytes.count - previous)
    guard longest > 1 << blockShift else { return [] }
    let blocks = (bytes.count + (1 << blockShift) - 1) >> blockShift
    if let perBlock, perBlock.count >= blocks {
      var table: [UInt32] = [0]
      table.reserveCapacity(blocks + 1)
      var count: UInt32 = 0
      for block in 0..<blocks {
        count &+= perBlock[block]
        table.append(count)
      }
      return table
    }
    var table: [UInt32] = []
    table.reserveCapacity(bytes.count >> blockShift + 2)
    var count: UInt32 = 0
    var start = 0
    while start < bytes.count {
      table.append(count)
      let end = min(start + 1 << blockShift, bytes.count)
      count &+= continuationBytes(in: UnsafeBufferPointer(rebasing: bytes[start..<end]))
      start = end
    }
    table.append(count)
    return table
  }

  /// The UTF-8 continuation bytes among some bytes.
  private static func continuationBytes(in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    UInt32(truncatingIfNeeded: Bytes.continuationCount(UnsafeRawBufferPointer(bytes)))
  }

  /// Whether the string value at `index` is `text`, compared as UTF-8 without making a string.
  func string(at index: Int, equals text: String) -> Bool {
    self.text.withUnsafeBufferPointer { string(at: index, in: $0, equals: text) }
  }

  /// Whether the string value at `index` is `expected`, read from `text`, which must be
  /// the document's ``text``.
  func string(at index: Int, in text: UnsafeBufferPointer<UInt8>, equals expected: String)
    -> Bool
  {
    guard !escaped[index] else { return string(at: index, in: text) == expected }
    let start = Int(starts[index]) + 1
    let count = Int(ends[index]) - 1 - start
    let utf8 = expected.utf8
    guard utf8.count == count else { return false }
    return utf8.withContiguousStorageIfAvailable { expected in
      Self.equal(text, start, expected, 0, count)
    } ?? (string(at: index, in: text) == expected)
  }

  /// Whether `count` bytes at two offsets are equal.
  @inline(__always)
  private static func equal(
    _ first: UnsafeBufferPointer<UInt8>, _ firstStart: Int, _ second: UnsafeBufferPointer<UInt8>,
    _ secondStart: Int, _ count: Int
  ) -> Bool {
    Bytes.equal(
      UnsafeRawBufferPointer(
        rebasing: UnsafeRawBufferPointer(first)[firstStart..<firstStart + count]),
      UnsafeRawBufferPointer(
        rebasing: UnsafeRawBufferPointer(second)[secondStart..<secondStart + count]))
  }

  /// Whether the string values at two indices are equal.
  func keysEqual(_ first: Int, _ second: Int) -> Bool {
    guard !escaped[first] && !escaped[second] else {
      return string(at: first) == string(at: second)
    }
    let firstStart = Int(starts[first]) + 1
    let secondStart = Int(starts[second]) + 1
    let count = Int(ends[first]) - 1 - firstStart
    guard Int(ends[second]) - 1 - secondStart == count else { return false }
    return text.withUnsafeBufferPointer {
      Self.equal($0, firstStart, $0, secondStart, count)
    }
  }

  /// Decodes the string value at `index`, resolving escapes.
  func string(at index: Int) -> String {
    text.withUnsafeBufferPointer { string(at: index, in: $0) }
  }

  /// Decodes the string value at `index` from `text`, which must be the document's ``text``:
  /// callers that make many strings borrow the bytes once rather than once per string.
  func string(at index: Int, in text: UnsafeBufferPointer<UInt8>) -> String {
    let start = Int(starts[index]) + 1
    let end = Int(ends[index]) - 1
    if !escaped[index] {
      return String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
    }
    // Unescaping never lengthens the text, so the string is written in place: one allocation.
    return String(unsafeUninitializedCapacity: end - start) { buffer in
      var written = 0
      func append(_ byte: UInt8) {
        buffer[written] = byte
        written += 1
      }
      var position = start
      while position < end {
        let byte = text[position]
        guard byte == UInt8(ascii: "\\") else {
          append(byte)
          position += 1
          continue
        }
        let escape = text[position + 1]
        position += 2
        switch escape {
        case UInt8(ascii: "b"): append(0x08)
        case UInt8(ascii: "f"): append(0x0C)
        case UInt8(ascii: "n"): append(0x0A)
        case UInt8(ascii: "r"): append(0x0D)
        case UInt8(ascii: "t"): append(0x09)
        case UInt8(ascii: "u"):
          var scalar = Self.hexValue(at: position, in: text)
          position += 4
          if (0xD800...0xDBFF).contains(scalar) {
            // The parser guarantees a low surrogate follows.
            let low = Self.hexValue(at: position + 2, in: text)
            position += 6
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { append($0) }
        default: append(escape)
        }
      }
      return written
    }
  }

  private static func hexValue(at position: Int, in text: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var value: UInt32 = 0
    for byte in text[position..<position + 4] {
      value = value << 4 + UInt32(JSONParser.hexDigit(byte) ?? 0)
    }
    return value
  }
}

extension JSONDocument {
  /// The text's digest, as an edit records it (see ``TextEdit/digest(of:)``), read in place.
  var textDigest: UInt64 {
    text.withUnsafeBufferPointer { TextEdit.digest(of: $0) }
  }

  /// The offset after the closing bracket of the array or object whose opening bracket is at
  /// `offset` (the text's end when it is not closed).
  func offset(afterContainerAt offset: Int) -> Int {
    text.withUnsafeBufferPointer { bytes in
      JSONExtent.end(ofContainerAt: offset, in: bytes) ?? bytes.count
    }
  }
}
