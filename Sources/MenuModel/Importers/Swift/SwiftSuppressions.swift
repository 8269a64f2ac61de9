/// The `// menulint:disable:next RULE …` and `// menulint:disable:this RULE …` comments of a
/// Swift file: each hides the findings of the rules it names reported at the line after it, or
/// at its own line.
///
/// Comments are found among the file's tokens (``SwiftTokens``), so text inside a string
/// literal is never a directive. Rules are separated by spaces or commas; a `-` ends the list
/// and may be followed by a reason. A directive that names no rule, or names something that is
/// not a rule, or a `menulint:` comment that is no directive, is an `invalid-definition` finding
/// at the comment, as in `lintIgnore`.
public struct SwiftSuppressions: Sendable {
  /// One directive.
  public struct Entry: Sendable, Hashable {
    /// The line whose findings it hides.
    public var line: Int
    /// The rules it names.
    public var rules: [Rule]
  }

  /// A rule a directive names, and where the name is written.
  public struct Rule: Sendable, Hashable {
    /// The rule.
    public var id: RuleID
    /// Where its name is written in the comment.
    public var location: SourceLocation
  }

  /// The file's name, as its findings' locations give it.
  public let file: String
  /// The directives, in source order.
  public private(set) var entries: [Entry] = []
  /// Directives that cannot be read: `invalid-definition` findings at the comment.
  public private(set) var problems: [Diagnostic] = []

  /// The word that starts every directive.
  static let prefix = Array("menulint:".utf8)
  /// The directives and the lines they apply to, relative to their own.
  static let directives: [(name: String, lineOffset: Int)] = [
    ("menulint:disable:next", 1), ("menulint:disable:this", 0),
  ]

  /// Reads the directives of a Swift file.
  ///
  /// - Parameters:
  ///   - source: The file's bytes.
  ///   - file: The file's name, as its findings name it.
  public init(source: [UInt8], file: String) {
    self.file = file
    guard Self.mentionsDirective(source) else { return }
    let tokens = SwiftTokens(source)
    let text = LineIndex(source)
    for comment in tokens.lineComments {
      read(Array(source[comment]), at: comment.lowerBound, text: text)
    }
  }

  /// Whether the bytes contain `menulint:` at all: most files have no directive and are not
  /// lexed.
  static func mentionsDirective(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= prefix.count else { return false }
    var index = 0
    let last = bytes.count - prefix.count
    while index <= last {
      if bytes[index] == prefix[0] && bytes[index..<index + prefix.count].elementsEqual(prefix) {
        return true
      }
      index += 1
    }
    return false
  }

  /// Reads one `//` comment (its bytes start at `offset` in the file).
  private mutating func read(_ comment: [UInt8], at offset: Int, text: LineIndex) {
    // `//` and spaces; a `///` documentation comment is no directive.
    guard comment.count > 2, comment[2] != UInt8(ascii: "/") else { return }
    var index = 2
    while index < comment.count && (comment[index] == 32 || comment[index] == 9) { index += 1 }
    guard comment[index...].starts(with: Self.prefix) else { return }
    let words = Self.words(comment, from: index)
    guard let first = words.first else { return }
    let name = String(decoding: comment[first], as: UTF8.self)
    let directiveLocation = text.location(file: file, offset: offset + first.lowerBound)
    guard let directive = Self.directives.first(where: { $0.name == name }) else {
      problems.append(
        Diagnostic(
          .invalidDefinition, .error,
          "'\(name)' is not a menulint directive; write '// menulint:disable:next RULE' or "
            + "'// menulint:disable:this RULE'",
          at: directiveLocation))
      return
    }
    let ids = RuleID.defaultSeverities.keys.sorted()
    var rules: [Rule] = []
    for word in words.dropFirst() {
      let rule = String(decoding: comment[word], as: UTF8.self)
      if rule == "-" || rule == "--" { break }
      let location = text.location(file: file, offset: offset + word.lowerBound)
      guard ids.contains(rule) else {
        problems.append(
          Diagnostic(
            .invalidDefinition, .error,
            "'\(name)' names '\(rule)', which is not a rule"
              + (EditDistance.closest(to: rule, in: ids).map { "; did you mean '\($0)'?" }
                ?? "; see 'menulint rules'"),
            at: location))
        continue
      }
      rules.append(Rule(id: RuleID(rawValue: rule), location: location))
    }
    if words.count == 1 || words.dropFirst().first.map({ comment[$0].elementsEqual([45]) }) == true
    {
      problems.append(
        Diagnostic(
          .invalidDefinition, .error, "'\(name)' names no rule; write '\(name) RULE'",
          at: directiveLocation))
    }
    guard !rules.isEmpty else { return }
    entries.append(Entry(line: directiveLocation.line + directive.lineOffset, rules: rules))
  }

  /// The ranges of the words from `start`: runs of bytes other than spaces, tabs and commas.
  private static func words(_ bytes: [UInt8], from start: Int) -> [Range<Int>] {
    var words: [Range<Int>] = []
    var index = start
    while index < bytes.count {
      while index < bytes.count && isSeparator(bytes[index]) { index += 1 }
      let wordStart = index
      while index < bytes.count && !isSeparator(bytes[index]) { index += 1 }
      if index > wordStart { words.append(wordStart..<index) }
    }
    return words
  }

  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == 32 || byte == 9 || byte == UInt8(ascii: ",")
  }
}
