/// A parsed JSON text that keeps where every value came from.
///
/// Values are stored flat, in document order, so a large file costs a few arrays rather than
/// one allocation per value; strings and numbers stay as bytes until asked for. Objects keep
/// their members in order, duplicate keys included, so that they can be reported.
///
///     let document = try JSONParser().parse(Array(#"{"a": [1, "x"]}"#.utf8), file: "a.json")
///     let x = document.root["a"]?.elements[1]
///     x?.string         // "x"
///     x?.pointer        // "/a/1"
///     x?.location.line  // 1
public final class JSONDocument: Sendable {
  /// The file name used in locations.
  public let file: String
  /// The UTF-8 text, read in place (an array's, or memory its owner keeps).
  public let text: FileBytes
  /// The UTF-8 text as an array: a copy when the text is in borrowed memory.
  public var bytes: [UInt8] { text.array }

  /// The values, a column per field, freed with the document.
  let tape: JSONTape
  var kinds: JSONTape.Kinds { tape.kinds }
  var starts: TapeColumn<UInt32> { tape.starts }
  var ends: TapeColumn<UInt32> { tape.ends }
  var keys: JSONTape.Keys { tape.keys }
  var escaped: JSONTape.Escapes { tape.escaped }
  var nonASCII: JSONTape.NonASCII { tape.nonASCII }
  /// Every ``checkpointSpacing``-th child of each container after its first (for an object,
  /// the member's key), as the container's index in the high half and the child's in the low
  /// half, sorted: a JSON pointer into a long array skips to the nearest one instead of
  /// stepping over every element before it.
  let checkpoints: [UInt64]
  /// Byte offsets at which lines start; the first is 0.
  let lineStarts: [UInt32]
  /// For long lines: continuation bytes before each 1 KiB block (see ``lineAndColumn(ofOffset:)``).
  let continuationsBeforeBlock: [UInt32]

  /// Adopts the columns a parser made; the document frees them.
  ///
  /// - Parameters:
  ///   - file: The file name used in locations.
  ///   - text: The UTF-8 text.
  ///   - tape: The parsed values.
  ///   - lineStarts: The byte offsets at which lines start.
  ///   - checkpoints: The containers' children at every ``checkpointSpacing``-th place, sorted.
  ///   - continuationsPerBlock: The UTF-8 continuation bytes in each block of `bytes`, if the
  ///     parser counted them all; else they are counted here when a line needs them.
  init(
    file: String, text: FileBytes, tape: JSONTape, lineStarts: [UInt32], checkpoints: [UInt64],
    continuationsPerBlock: [UInt32]? = nil
  ) {
    self.file = file
    self.text = text
    self.tape = tape
    self.lineStarts = lineStarts
    self.checkpoints = checkpoints
    self.continuationsBeforeBlock = Self.blockTable(
      text: text, lineStarts: lineStarts, perBlock: continuationsPerBlock)
  }

  deinit {
    tape.deallocate()
  }

  /// The top-level value.
  public var root: JSONValue { JSONValue(document: self, index: 0) }

  /// The number of values, object keys included.
  public var valueCount: Int { tape.count }

  static let blockShift = 10
  /// How far apart a container's ``checkpoints`` are, in children.
  static var checkpointSpacing: UInt32 { 16 }

  /// The 1-based line and column (in Unicode scalars) of a byte offset.
  ///
  /// - Complexity: O(log *lines*) plus at most one 1 KiB block of scanning.
  public func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(offset, 0), text.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    let lineStart = Int(lineStarts[low])
    return (low + 1, scalarsBetween(lineStart, offset) + 1)
  }

  /// Unicode scalars in `text[from..<to]`: bytes that are not UTF-8 continuation bytes.
  private func scalarsBetween(_ from: Int, _ to: Int) -> Int {
    if to - from <= 1 << Self.blockShift || continuationsBeforeBlock.isEmpty {
      return (to - from) - continuationBytes(from, to)
    }
    return (to - from) - (continuationsBefore(to) - continuationsBefore(from))
  }

  private func continuationsBefore(_ offset: Int) -> Int {
    let block = offset >> Self.blockShift
    return Int(continuationsBeforeBlock[block])
      + continuationBytes(block << Self.blockShift, offset)
  }
}

/// The kind of a JSON value.
public enum JSONKind: UInt8, Sendable, Hashable, BitwiseCopyable, CustomStringConvertible {
  /// An object.
  case object
  /// An array.
  case array
  /// A string.
  case string
  /// A number.
  case number
  /// `true` or `false`.
  case bool
  /// `null`.
  case null

  /// The kind with an article, for messages: "an object", "a string".
  public var description: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
