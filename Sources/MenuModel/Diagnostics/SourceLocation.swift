/// A position in a definition file.
///
/// Lines and columns are 1-based. Columns count Unicode scalars from the start of the line,
/// which is what editors show for text such as `⌘` (SARIF `columnKind` `unicodeCodePoints`).
/// The JSON pointer (RFC 6901) names the value at that position; it is empty for the root.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file as the user named it, or `<stdin>`.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// The JSON pointer of the value at this position.
  public var pointer: String

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - file: The file as the user named it.
  ///   - line: The 1-based line.
  ///   - column: The 1-based column, in Unicode scalars.
  ///   - pointer: The JSON pointer of the value at this position.
  public init(file: String, line: Int, column: Int, pointer: String = "") {
    self.file = file
    self.line = line
    self.column = column
    self.pointer = pointer
  }

  /// `file:line:column`.
  public var description: String {
    "\(file):\(line):\(column)"
  }

  /// Orders by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.pointer) < (rhs.file, rhs.line, rhs.column, rhs.pointer)
  }
}
