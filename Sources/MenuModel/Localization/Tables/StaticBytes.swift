/// The UTF-8 bytes of a generated string literal, read in place: a literal's storage lasts as
/// long as the program and never changes, so the pointer may be shared freely.
struct StaticBytes: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<UInt8>

  init(_ text: StaticString) {
    precondition(text.hasPointerRepresentation, "generated data is a string literal")
    buffer = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
  }
}

/// A table indexed by ASCII character, read in place from a generated string.
///
/// The string holds 129 two-digit numbers (see ``KeyData``): character `b`'s entry is bytes
/// `offset[b]..<offset[b + 1]` of the text area that follows, empty when it has none. An empty
/// string is a table without entries.
struct ASCIITable: Sendable {
  let bytes: StaticBytes

  init(_ text: StaticString) {
    bytes = StaticBytes(text)
    precondition(
      bytes.buffer.isEmpty || 258 + KeyData.number(bytes.buffer, 256) == bytes.buffer.count,
      "malformed ASCII table")
  }

  /// Calls `body` with the bytes of the text and the range of a character's entry, which is
  /// `nil` when the character has none.
  @inline(__always)
  func withEntry<Result>(
    _ byte: Int, _ body: (UnsafeBufferPointer<UInt8>, Range<Int>?) -> Result
  ) -> Result {
    let bytes = bytes.buffer
    guard !bytes.isEmpty, byte >= 0, byte < 128 else { return body(bytes, nil) }
    let start = 258 &+ KeyData.number(bytes, 2 &* byte)
    let end = 258 &+ KeyData.number(bytes, 2 &* byte &+ 2)
    return body(bytes, start < end ? start..<end : nil)
  }
}
