/// An RFC 8259 JSON parser over UTF-8 bytes that records where every value starts.
///
/// The parser is iterative, so nesting costs heap, not stack; depth beyond
/// ``JSONParser/defaultMaximumDepth`` is an error rather than a crash. Choices where RFC 8259
/// leaves room (see `Docs/JSON.md`): a leading UTF-8 byte order mark is skipped; invalid UTF-8,
/// lone surrogate escapes, control characters in strings and UTF-16 text are errors; numbers
/// of any size are accepted and keep their text; duplicate keys are kept.
///
/// - Complexity: O(*n*) time and memory in the size of the text.
public struct JSONParser: Sendable {
  /// The nesting depth Foundation also enforces.
  public static let defaultMaximumDepth = 512

  /// The deepest nesting of arrays and objects accepted.
  public var maximumDepth: Int

  /// Creates a parser.
  ///
  /// - Parameter maximumDepth: The deepest nesting accepted.
  public init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
    self.maximumDepth = maximumDepth
  }

  /// Parses a UTF-8 JSON text.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - file: The file name to use in locations.
  /// - Returns: The document.
  /// - Throws: ``JSONSyntaxError`` at the first problem.
  public func parse(_ bytes: [UInt8], file: String) throws(JSONSyntaxError) -> JSONDocument {
    try parse(FileBytes(bytes), file: file)
  }

  /// Parses a UTF-8 JSON text in place, such as a file mapped into memory.
  ///
  /// - Parameters:
  ///   - bytes: The text; the document keeps it.
  ///   - file: The file name to use in locations.
  /// - Returns: The document.
  /// - Throws: ``JSONSyntaxError`` at the first problem.
  public func parse(_ bytes: FileBytes, file: String) throws(JSONSyntaxError) -> JSONDocument {
    try parse(bytes, file: file, jobs: SequentialJobs())
  }

  /// Parses a UTF-8 JSON text in place, the two halves of a large one at once when `jobs`
  /// runs them concurrently (see `Docs/JSON.md`); the document and any error are those of
  /// reading it from start to end.
  ///
  /// - Parameters:
  ///   - bytes: The text; the document keeps it.
  ///   - file: The file name to use in locations.
  ///   - jobs: Runs the halves; a runner that does not run jobs concurrently
  ///     (``JobRunner/runsConcurrently``) reads the text in one pass.
  /// - Returns: The document.
  /// - Throws: ``JSONSyntaxError`` at the first problem.
  public func parse(
    _ bytes: FileBytes, file: String, jobs: some JobRunner
  ) throws(JSONSyntaxError) -> JSONDocument {
    let splits = bytes.count >= Self.parallelThreshold && jobs.runsConcurrently
    return try parse(bytes, file: file, splittingAt: splits ? .atMiddle : nil, jobs: jobs).document
  }

  /// Texts this large are split in two for runners that run jobs concurrently.
  static let parallelThreshold = 1 << 20

  /// Where a text is split: at a boundary found near its middle, or at one given (for tests).
  enum Split {
    case atMiddle
    case at(Int)
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
