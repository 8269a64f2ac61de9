/// Why a text is not JSON, and where.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was expected and what was found, such as
  /// `expected ',' or '}' after object member, found ']'`.
  public var message: String
  /// Where the problem is; the pointer names the innermost value being read.
  public var location: SourceLocation
  /// The byte offset of the problem.
  public var offset: Int

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - message: What was expected and what was found.
  ///   - location: Where the problem is.
  ///   - offset: The byte offset of the problem.
  public init(message: String, location: SourceLocation, offset: Int) {
    self.message = message
    self.location = location
    self.offset = offset
  }

  /// `file:line:column: message`.
  public var description: String {
    "\(location): \(message)"
  }
}
