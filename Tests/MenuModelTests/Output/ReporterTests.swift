import MenuModel
import TestSupport
import Testing

/// One canned result through every reporter, kept as golden files.
///
/// The result covers the edge cases: no location, notes with and without a place, glyphs,
/// `%`, a line break and an escape sequence inside a message, a path with a space, a comma and
/// a colon, an absolute path inside the working directory and one outside it, every severity,
/// and findings that hold only on some layouts, directions and platforms.
@Suite struct ReporterTests {
  static let result = LintResult(
    diagnostics: [
      Diagnostic(
        .duplicateShortcut, .error,
        "'Get Info' uses ⌘I, which 'Italic' (toggleItalics:) already uses",
        at: SourceLocation(
          file: "Menus/App, v2: final.menu.json", line: 12, column: 9,
          pointer: "/build/1/insertChild/children/0"),
        notes: [
          .init("'Italic' (toggleItalics:) is a system command in textStyle"),
          .init(
            "the operation is here",
            at: SourceLocation(
              file: "Menus/App, v2: final.menu.json", line: 11, column: 5, pointer: "/build/1")),
        ],
        platforms: [.iPadOS, .macCatalyst]),
      Diagnostic(
        .keystrokeCollision, .error, "'Back' (cmd+[) and 'Forward' (cmd+]) are the same keystroke",
        at: SourceLocation(
          file: "/work/repo/Examples/App.menu.json", line: 3, column: 1, pointer: "/build/0"),
        notes: [.init("both are pressed as ⌘] after mirroring")],
        layouts: ["German", "Swiss German"], directions: [.rtl], platforms: [.iPadOS]),
      Diagnostic(
        .unknownField, .warning,
        "unknown field 'shor\u{1B}[31mcut' in a command; 100% sure\nsecond line",
        at: SourceLocation(file: "<stdin>", line: 1, column: 2, pointer: "/shor\u{1B}[31mcut")),
      Diagnostic(
        .ambiguousTitle, .warning, "two commands are titled 'Öffnen'",
        at: SourceLocation(file: "/tmp/other dir/Menü.menu.json", line: 2, column: 3, pointer: "")),
      Diagnostic(.unperformableCommand, .note, "'Close Tab' has no target in 'noTabs'", at: nil),
    ],
    fileCount: 3)

  static let context = ReportContext(toolVersion: "9.9.9", workingDirectory: "/work/repo")

  @Test(arguments: ReportFormat.allCases) func reportIsAsDocumented(format: ReportFormat) {
    let report = format.reporter.report(Self.result, context: Self.context)
    Golden.expect(report, matches: "Tests/MenuModelTests/Snapshots/report.\(format.rawValue)")
  }

  @Test func textEscapesControlCharactersAndColoursOnlyWhenAsked() {
    let plain = TextReporter().report(Self.result, context: Self.context)
    #expect(!plain.contains("\u{1B}"))
    #expect(plain.contains("shor\\u{1B}[31mcut"))
    var coloured = Self.context
    coloured.useColor = true
    let colour = TextReporter().report(Self.result, context: coloured)
    #expect(colour.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(!colour.contains("shor\u{1B}[31m"))
  }

  @Test func githubCommandsCannotBeInjected() {
    let report = GitHubReporter().report(Self.result, context: Self.context)
    for line in report.split(separator: "\n") {
      #expect(
        line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "))
    }
    #expect(report.contains("file=Menus/App%2C v2%3A final.menu.json,line=12,col=9"))
    #expect(report.contains("file=Examples/App.menu.json"))
    #expect(report.contains("100%25 sure%0Asecond line"))
  }

  @Test func jsonStringsEscapeOnlyWhatTheyMust() {
    var output = ""
    JSONWriter.writeString("Größe \u{1B}[1m \"q\" \\ \u{202E}x\t😀\u{7F}", to: &output)
    #expect(output == #""Größe \u001B[1m \"q\" \\ \u202Ex\t😀\u007F""#)
  }

  /// Every scalar of the Basic Multilingual Plane, next to text outside ASCII: escaped exactly
  /// when it is one of JSON's or one the terminal must not interpret.
  @Test func jsonStringsEscapeEachScalarAsItMust() {
    let named: [Unicode.Scalar: String] = [
      "\"": #"\""#, "\\": #"\\"#, "\n": #"\n"#, "\r": #"\r"#, "\t": #"\t"#,
      "\u{08}": #"\b"#, "\u{0C}": #"\f"#,
    ]
    var wrong: [UInt32] = []
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      var output = ""
      JSONWriter.writeString("é" + String(Character(scalar)) + "é", to: &output)
      let written =
        named[scalar]
        ?? (DisplayText.needsEscape(scalar)
          ? "\\u" + String(repeating: "0", count: 4 - String(value, radix: 16).count)
            + String(value, radix: 16, uppercase: true) : String(Character(scalar)))
      if output != "\"é" + written + "é\"" { wrong.append(value) }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0, radix: 16) })")
  }

  /// Paths are compared as bytes: a combining mark after a `/` joins it into one character,
  /// which must not hide the working directory or an absolute path.
  @Test func pathsAreComparedAsBytes() {
    #expect(Self.context.relativePath("/work/repo/\u{301}a.json") == "\u{301}a.json")
    #expect(Self.context.relativePath("/work/repository/a.json") == "/work/repository/a.json")
    let result = LintResult(
      diagnostics: ["/\u{301}x/a b.json", "\u{301}y.json"].map { file in
        Diagnostic(
          .unknownField, .warning, "m",
          at: SourceLocation(file: file, line: 1, column: 1, pointer: ""))
      },
      fileCount: 2)
    let sarif = SARIFReporter().report(result, context: Self.context)
    #expect(sarif.contains(#""uri": "file:///%CC%81x/a%20b.json""#))
    #expect(sarif.contains(#""uri": "%CC%81y.json""#))
  }

  @Test func emptyResultsSayNoProblems() {
    let empty = LintResult(diagnostics: [], fileCount: 1)
    #expect(TextReporter().report(empty, context: Self.context) == "No problems found in 1 file.\n")
    #expect(GitHubReporter().report(empty, context: Self.context).isEmpty)
  }
}

extension ReportFormat: CustomTestStringConvertible {
  public var testDescription: String { rawValue }
}
