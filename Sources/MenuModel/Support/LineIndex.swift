/// Line and column positions in a file's bytes: lines end at LF, CR LF or a lone CR (as Swift
/// and property-list readers take them), and columns count Unicode scalars from 1.
public struct LineIndex: Sendable {
  /// The text's bytes.
  public let bytes: [UInt8]
  /// The offset where each line starts.
  private let lineStarts: [Int]

  /// Indexes the lines of a file.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (index, byte) in bytes.enumerated()
    where byte == 10 || (byte == 13 && (index + 1 == bytes.count || bytes[index + 1] != 10)) {
      starts.append(index + 1)
    }
    lineStarts = starts
  }

  /// How many lines the file has (an empty file has one).
  public var lineCount: Int { lineStarts.count }

  /// The byte offset where a 1-based line starts, or `nil` past the last line.
  public func offset(ofLine line: Int) -> Int? {
    line >= 1 && line <= lineStarts.count ? lineStarts[line - 1] : nil
  }

  /// The 1-based line and column (in Unicode scalars) of a byte offset.
  public func position(ofOffset offset: Int) -> (line: Int, column: Int) {
    let end = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= end { low = middle } else { high = middle - 1 }
    }
    var column = 1
    for index in lineStarts[low]..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return (low + 1, column)
  }

  /// The location of a byte offset in the file named `file`.
  public func location(file: String, offset: Int) -> SourceLocation {
    let (line, column) = position(ofOffset: offset)
    return SourceLocation(file: file, line: line, column: column)
  }
}
