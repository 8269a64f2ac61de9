import Foundation
import MenuModel
import TestSupport
import Testing

@testable import menulint

/// Input built to break a parser or a linter, through the whole CLI: each run ends with exit 1
/// and a located diagnostic that says what is wrong, never a crash, a hang, a huge report or
/// unbounded memory.
@Suite struct HostileInputTests {
  /// Lints one file in memory and returns the run.
  static func lint(_ bytes: [UInt8], _ arguments: [String] = []) -> Run {
    Run.memory(["lint", "hostile.menu.json"] + arguments, bytes: ["hostile.menu.json": bytes])
  }

  static func lint(_ text: String, _ arguments: [String] = []) -> Run {
    lint(Array(text.utf8), arguments)
  }

  /// A valid file header followed by `rest` inside the top-level object.
  static func file(_ rest: String) -> String {
    #"{"formatVersion": 1, "platforms": ["iPadOS"], "#
      + rest + "}"
  }

  /// Sizes: DESIGN.md §9's in an optimized build (`swift test -c release`, which CI runs for
  /// this suite); a tenth in a debug build, which keeps `swift test` quick and still shows
  /// that reports and memory stay bounded.
  #if DEBUG
    static let scale = 10
  #else
    static let scale = 1
  #endif
  static let million = 1_000_000 / scale

  static let tooDeep = "arrays and objects are nested more than 512 levels deep [invalid-json]"

  @Test func arraysNestedOneHundredThousandDeep() {
    let run = Self.lint(
      String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("hostile.menu.json:1:513: error: \(Self.tooDeep)"))
  }

  @Test func objectsNestedOneHundredThousandDeep() {
    let run = Self.lint(
      String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000))
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("hostile.menu.json:1:2561: error: \(Self.tooDeep)"))
  }

  @Test func unclosedMillionDeepArray() {
    let run = Self.lint(String(repeating: "[", count: Self.million))
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("hostile.menu.json:1:513: error: \(Self.tooDeep)"))
  }

  /// 20 000 submenus, each inserted into the previous one: shallow JSON, a deep menu.
  ///
  /// The deepest holds a command with `shortcut`.
  static func deepMenuTree(shortcut: String) -> String {
    var operations = [
      #"{"insertChild": {"type": "menu", "id": "m0", "title": "M0"}, "atEndOf": "edit"}"#
    ]
    for level in 1..<20_000 {
      operations.append(
        #"{"insertChild": {"type": "menu", "id": "m\#(level)", "title": "M\#(level)"}, "#
          + #""atEndOf": "m\#(level - 1)"}"#)
    }
    operations.append(
      #"{"insertElements": [{"type": "command", "title": "Deep", "action": "deep:", "#
        + #""shortcut": "\#(shortcut)"}], "atEndOf": "m19999"}"#)
    return file(#""build": ["# + operations.joined(separator: ",\n") + "]")
  }

  @Test func menuTreeTwentyThousandDeep() {
    let run = Self.lint(Self.deepMenuTree(shortcut: "cmd+c"))  // Copy's shortcut
    #expect(run.status == 1)
    #expect(run.stdout.contains("[duplicate-shortcut]"))
    #expect(run.stdout.contains("Found 1 problem (1 error) in 1 file."))
  }

  @Test(arguments: ["overlay", "menubar"], CheatSheetFormat.allCases)
  func cheatSheetOfTwentyThousandDeepTree(style: String, format: CheatSheetFormat) {
    let tree = Self.deepMenuTree(shortcut: "ctrl+opt+cmd+d")
    let run = Run.memory(
      ["cheatsheet", "deep.menu.json", "--style", style, "--format", format.rawValue],
      files: ["deep.menu.json": tree])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Deep"))
    #expect(run.stdout.utf8.count < 4 << 20)
  }

  /// A 100 MB title, the size DESIGN.md §9 names (the key below is 60 MB, as the issue names).
  @Test func hundredMegabyteTitle() {
    let title = String(repeating: "a", count: 100 * Self.million)
    let run = Self.lint(
      Self.file(
        #""build": [{"insertElements": [{"type": "command", "title": "\#(title)", "#
          + #""action": "x:", "shortcut": "cmd+c"}], "atEndOf": "edit"}]"#))
    #expect(run.status == 1)
    #expect(run.stdout.contains("[duplicate-shortcut]"))
    #expect(run.stdout.contains("bytes]…"))
    #expect(run.stdout.utf8.count < 8_192)
  }

  @Test func sixtyMegabyteKey() {
    let key = String(repeating: "k", count: 60 * Self.million)
    let run = Self.lint(
      Self.file(#""build": [], "\#(key)": 1, "formatVersion": 2"#), ["--format", "json"])
    #expect(run.status == 1)
    for rule in ["unknown-field", "duplicate-json-key", "unsupported-format-version"] {
      #expect(run.stdout.contains(#""rule": "\#(rule)""#))
    }
    #expect(run.stdout.contains("bytes]…"))
    #expect(run.stdout.utf8.count < 8_192)
  }

  /// One character of 100 000 combining marks is not a key: comparing it on every layout took
  /// minutes.
  @Test func shortcutKeyOfOneHugeCharacter() {
    let key = "e" + String(repeating: "\u{0301}", count: 100_000)
    let run = Self.lint(
      Self.file(
        #""build": [{"insertElements": [{"type": "command", "title": "T", "action": "x:", "#
          + #""shortcut": "cmd+\#(key)"}], "atEndOf": "edit"}]"#))
    #expect(run.status == 1)
    #expect(run.stdout.contains("[invalid-shortcut]"))
    #expect(run.stdout.utf8.count < 8_192)
  }

  /// `localize` repeats each title on every layout, and `resolve` pads each step to the
  /// longest responder: neither may multiply a long name by the number of rows.
  @Test func localizeAndResolveStayProportionalToTheInput() {
    func localize(title: String) -> Run {
      Run.memory(
        ["localize", "app.menu.json"],
        files: [
          "app.menu.json": Self.file(
            #""build": [{"insertElements": ["#
              + #"{"type": "command", "title": "\#(title)", "action": "x:", "shortcut": "cmd+k"}, "#
              + #"{"type": "command", "title": "Bidi", "action": "y:", "shortcut": "cmd+\u202e"}"#
              + #"], "atEndOf": "edit"}]"#)
        ])
    }
    let short = localize(title: "T")
    let long = localize(title: String(repeating: "t", count: 1_000_000))
    #expect(long.status == 0)
    #expect(long.stdout.utf8.count < short.stdout.utf8.count + 100 * 1_300)
    #expect(long.stdout.contains("bytes]…"))
    #expect(long.stdout.contains(#"⌘\u{202E}"#))
    #expect(!long.stdout.unicodeScalars.contains { $0 != "\n" && DisplayText.needsEscape($0) })

    let longID = String(repeating: "r", count: 100_000)
    let chain = (0..<50).map { #"{"id": "v\#($0)", "kind": "view", "next": "v\#($0 + 1)"}"# }
    let run = Run.memory(
      [
        "resolve", "app.menu.json", "--responders", "app.responders.json", "--scenario", "s",
        "--action", "copy:",
      ],
      files: [
        "app.menu.json": Self.file(#""build": []"#),
        "app.responders.json": #"{"formatVersion": 1, "responders": ["#
          + chain.joined(separator: ", ")
          + #", {"id": "v50", "kind": "view", "next": "\#(longID)"}, "#
          + #"{"id": "\#(longID)", "kind": "application", "actions": ["copy:"]}], "#
          + #""scenarios": {"s": {"firstResponder": "v0"}}}"#,
      ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Target: '\(longID)'"))
    #expect(run.stdout.utf8.count < 5 * longID.utf8.count)
  }

  @Test func invalidUTF8() {
    var bytes = Array(Self.file(#""app": "ab"#).utf8)
    bytes.insert(0xFF, at: bytes.count - 1)
    bytes.insert(UInt8(ascii: "\""), at: bytes.count - 1)
    let run = Self.lint(bytes)
    #expect(run.status == 1)
    #expect(
      run.stdout.hasPrefix("hostile.menu.json:1:57: error: invalid UTF-8 byte 0xFF [invalid-json]"))
  }

  @Test func loneSurrogate() {
    let run = Self.lint(Self.file(#""app": "\ud800x""#))
    #expect(run.status == 1)
    #expect(run.stdout.contains("1:55: error: lone surrogate '\\uD800'"))
  }

  @Test func nulBytes() {
    let inString = Self.lint(Self.file("\"app\": \"a\u{0}b\""))
    #expect(inString.status == 1)
    #expect(
      inString.stdout.hasPrefix(
        "hostile.menu.json:1:56: error: a NUL byte must be escaped in a string [invalid-json]"))
    let betweenMembers = Self.lint(Self.file("\u{0}"))
    #expect(betweenMembers.status == 1)
    #expect(betweenMembers.stdout.contains("found a NUL byte [invalid-json]"))
  }

  @Test func numberWithMillionsOfDigits() {
    let run = Self.lint(
      #"{"formatVersion": "# + String(repeating: "9", count: 3 * Self.million) + "}")
    #expect(run.status == 1)
    #expect(run.stdout.contains("[unsupported-format-version]"))
    #expect(run.stdout.utf8.count < 4_096)
  }

  @Test func hugeExponent() {
    let run = Self.lint(#"{"formatVersion": 1e999999999999, "platforms": ["iPadOS"], "build": []}"#)
    #expect(run.status == 1)
    #expect(
      run.stdout.hasPrefix(
        "hostile.menu.json:1:19: error: format version 1e999999999999 is not supported"))
  }

  @Test func millionKeys() {
    let keys = (0..<Self.million).map { #""k\#($0)": 0"# }.joined(separator: ",")
    let run = Self.lint("{" + keys + "}")
    #expect(run.status == 1)
    #expect(run.stdout.contains("missing 'formatVersion'"))
    #expect(
      run.stdout.contains(
        "\(Self.million - 100) more 'unknown-field' findings in this file are not shown"))
    #expect(run.stdout.split(separator: "\n").count == 103)
  }

  @Test func millionDuplicateKeys() {
    let run = Self.lint(
      Self.file(
        #""build": [], "#
          + Array(repeating: #""app": "x""#, count: Self.million).joined(separator: ",")))
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "\(Self.million - 101) more 'duplicate-json-key' findings in this file are not shown"))
    // The summary counts the findings not shown.
    let total = TextReporter.grouped(Self.million - 1)
    #expect(run.stdout.hasSuffix("Found \(total) problems (\(total) errors) in 1 file.\n"))
  }

  @Test(
    arguments: [
      ([], "1:1: error: file is empty; expected a JSON value [invalid-json]"),
      ([0xEF, 0xBB, 0xBF], "1:2: error: expected a JSON value, found end of file [invalid-json]"),
    ] as [([UInt8], String)])
  func nothingToRead(bytes: [UInt8], expected: String) {
    let run = Self.lint(bytes)
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("hostile.menu.json:\(expected)"))
  }
}

/// Titles that try to break out of each report format reach every reporter intact as data and
/// harmless as output.
@Suite struct SafeOutputTests {
  static let hostileTitle = "Red\u{1B}[31m\u{7}\u{202E}exe.txt\r\n::error::fake%0A</script>"
  static let definition = HostileInputTests.file(
    #""build": [{"insertElements": ["#
      + #"{"type": "command", "title": "Red\u001b[31m\u0007\u202eexe.txt\r\n::error::fake%0A</script>", "#
      + #""action": "a:", "shortcut": "cmd+t"}, "#
      + #"{"type": "command", "title": "Other", "action": "b:", "shortcut": "cmd+t"}"#
      + #"], "atEndOf": "edit"}]"#)

  static func report(_ format: String) -> Run {
    let run = HostileInputTests.lint(definition, ["--format", format])
    #expect(run.status == 1)
    return run
  }

  @Test func textHasNoControlOrBidiCharacters() {
    let text = Self.report("text").stdout
    #expect(text.contains("[duplicate-shortcut]"))
    #expect(!text.unicodeScalars.contains { $0 != "\n" && DisplayText.needsEscape($0) })
    #expect(text.contains(#"Red\u{1B}[31m\u{7}\u{202E}exe.txt\r\n::error::fake%0A</script>"#))
  }

  @Test(arguments: ["json", "sarif"]) func jsonFormatsCarryTheTitleExactly(format: String) throws {
    let output = Self.report(format).stdout
    let document = try JSONParser().parse(Array(output.utf8), file: "report")
    var strings: [String] = []
    var pending = [document.root]
    while let value = pending.popLast() {
      if let string = value.string { strings.append(string) }
      pending += value.kind == .object ? value.members.map(\.value) : value.elements
    }
    #expect(strings.contains { $0.contains(Self.hostileTitle) })
    #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func githubAnnotationsCannotBeInjected() {
    let output = Self.report("github").stdout
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.isEmpty)
    for line in lines { #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning ")) }
    #expect(!output.contains("\r"))
    #expect(output.contains("%0D%0A::error::fake%250A</script>"))
  }

  /// Error messages quote arguments, paths and names from definitions (here, the scenario
  /// names); standard error escapes them as the text report does.
  @Test(arguments: [
    ["lint", "missing\u{1B}[31m.menu.json"],
    ["lint", "--bogus\u{1B}[31m"],
    ["explain", "rule\u{1B}[31m"],
    [
      "resolve", "app.menu.json", "--responders", "app.responders.json", "--scenario", "none",
      "--action", "copy:",
    ],
  ])
  func errorMessagesAreEscaped(arguments: [String]) {
    let run = Run.memory(
      arguments,
      files: [
        "app.menu.json": #"{"formatVersion": 1, "platforms": ["iPadOS"], "build": []}"#,
        "app.responders.json":
          #"{"formatVersion": 1, "responders": [{"id": "v", "kind": "view"}], "#
          + #""scenarios": {"s\u001b[31m\u202e": {"firstResponder": "v"}}}"#,
      ])
    #expect(run.status != 0)
    #expect(run.stderr.contains(#"\u{1B}[31m"#))
    #expect(!run.stderr.unicodeScalars.contains { $0 != "\n" && DisplayText.needsEscape($0) })
  }
}
