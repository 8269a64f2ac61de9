/// `swift-parse-error`: a Swift file that could not be read, so it was not linted.
///
/// Public for the command-line tool, which runs the parser and reports its failures here.
public enum SwiftParseErrorRule {
  static let description = RuleDescription(
    id: .swiftParseError,
    name: "Swift Parse Error",
    summary: "A Swift file the toolchain's parser cannot read, so its menu code is not linted.",
    rationale: """
      menulint reads Swift with swiftc's own parser. A file it cannot parse (a syntax error, \
      text that is not UTF-8, a parse that runs past its time limit) is reported here, at the \
      line and column swiftc names, and left out; every other file is still read and linted, \
      and the report is written. The run then exits 65 rather than 1: some input was not \
      linted at all. Fix the file, or leave it out with the configuration's "exclude".
      """,
    triggeringExamples: [
      .swift(
        """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          override func buildMenu(with builder: UIMenuBuilder) {
            let find = UIKeyCommand(title: "Find", action: #selector(find), input: "f", modifierFlags: .command
          1️⃣}
          @objc func find() {}
        }
        """)
    ],
    nonTriggeringExamples: [
      .swift(
        """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          override func buildMenu(with builder: UIMenuBuilder) {
            let find = UIKeyCommand(title: "Find", action: #selector(find), input: "f", modifierFlags: .command)
            builder.insertChild(UIMenu(title: "", options: .displayInline, children: [find]), atStartOfMenu: .edit)
          }
          @objc func find() {}
        }
        """)
    ])

  /// The finding for a file that could not be parsed.
  ///
  /// - Parameters:
  ///   - file: The file's name.
  ///   - source: Its bytes, to turn swiftc's line and byte column into a location.
  ///   - line: The 1-based line swiftc names, if any.
  ///   - byteColumn: The 1-based column in bytes swiftc names, if any.
  ///   - reason: What went wrong, such as `expected ')' in expression list`.
  /// - Returns: An error at the place named, else at the file's start.
  public static func diagnostic(
    file: String, source: [UInt8], line: Int?, byteColumn: Int?, reason: String
  ) -> Diagnostic {
    let text = LineIndex(source)
    var location = SourceLocation(file: file, line: 1, column: 1)
    if let line, let start = text.offset(ofLine: line) {
      let offset = start + max((byteColumn ?? 1) - 1, 0)
      location = text.location(file: file, offset: offset)
      // The column swiftc gives may point past the line's end (an error at the end of file).
      if location.line != line { location = SourceLocation(file: file, line: line, column: 1) }
    }
    return Diagnostic(
      .swiftParseError, .error, "\(reason); this file is not linted", at: location)
  }
}
