import MenuModel
import Testing

@testable import menulint

/// Mistakes on the command line are caught and explained: inputs that lint nothing, missing
/// or misplaced files, unknown selectors, state keys and values, invalid option values, and
/// error messages and colour as other tools write them.
@Suite struct CommandLineMistakesTests {
  static let menu = #"{"formatVersion": 1}"#
  static let browser = [
    "resolve", "Examples/Browser/Browser.menu.json", "--responders",
    "Examples/Browser/Browser.responders.json", "--scenario", "noTabs",
  ]

  // MARK: Empty inputs

  @Test func aDirectoryWithoutDefinitionsExits66() {
    let run = Run.memory(["lint", "docs"], files: ["docs/README.md": "hi"])
    #expect(run.status == 66)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "error: no menu definitions found under docs (no *.menu.json files); pass "
        + "'--allow-empty' if that is expected\n")
  }

  @Test func allowEmptyAcceptsADirectoryWithoutDefinitions() {
    let run = Run.memory(["lint", "docs", "--allow-empty"], files: ["docs/README.md": "hi"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
  }

  @Test func noPathsAndNoDefinitionsUnderTheCurrentDirectoryExits66() {
    let run = Run.memory(["lint"], files: ["notes.txt": "hi"])
    #expect(run.status == 66)
    #expect(run.stderr.hasPrefix("error: no menu definitions found under . "))
  }

  @Test func oneEmptyDirectoryAmongOthersStillFails() {
    let run = Run.memory(
      ["lint", "app", "typo"], files: ["app/a.menu.json": Self.menu, "typo/x.txt": ""])
    #expect(run.status == 66)
    #expect(run.stdout == "No problems found in 1 file.\n")
    #expect(run.stderr.hasPrefix("error: no menu definitions found under typo "))
  }

  @Test func aMissingFileDoesNotReportNoProblems() {
    let run = Run.memory(["lint", "nosuch.menu.json"])
    #expect(run.status == 66)
    #expect(run.stdout == "")
    #expect(run.stderr == "error: nosuch.menu.json: no such file or directory\n")
  }

  // MARK: Responder files given as menu files

  @Test func aResponderFileGivenAsAMenuFileGetsAHint() {
    let run = Run.real(["lint", "Examples/Browser/Browser.responders.json"])
    #expect(run.status == 64)
    #expect(
      run.stderr
        == "error: Examples/Browser/Browser.responders.json looks like a responder file, not a "
        + "menu definition; lint it with '--responders Examples/Browser/Browser.responders.json'\n"
    )
  }

  // MARK: resolve

  @Test func resolveRejectsAnUnknownSelectorWithASuggestion() {
    let run = Run.real(Self.browser + ["--action", "performClose"])
    #expect(run.status == 64)
    #expect(run.stdout == "")
    #expect(
      run.stderr.hasPrefix(
        "error: Unknown action 'performClose': no command in the main menu and no responder has it. "
          + "Did you mean 'performClose:'?\nUsage: menulint resolve "))
  }

  @Test func resolveRejectsAnUnknownStateKeyWithASuggestion() {
    let run = Run.real(Self.browser + ["--action", "performClose:", "--set", "openTab=2"])
    #expect(run.status == 64)
    #expect(
      run.stderr.hasPrefix(
        "error: Unknown state key 'openTab' in '--set openTab=…'. Did you mean 'openTabs'?\n"))
  }

  @Test func resolveRejectsAValueOfAnotherType() {
    let run = Run.real(Self.browser + ["--action", "performClose:", "--set", "openTabs=abc"])
    #expect(run.status == 64)
    #expect(
      run.stderr.hasPrefix(
        "error: The value 'abc' is invalid for '--set openTabs=…': 'openTabs' is a number in "
          + "scenario 'noTabs'; write a number such as 3\n"))
    let flag = Run.real(Self.browser + ["--action", "performClose:", "--set", "isLoading=1"])
    #expect(flag.status == 64)
    #expect(
      flag.stderr.contains("'isLoading' is a boolean in scenario 'noTabs'; write true or false"))
  }

  @Test func resolveAcceptsAWellTypedOverride() {
    let run = Run.real(Self.browser + ["--action", "performClose:", "--set", "openTabs=2"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
  }

  // MARK: Options

  @Test func anInvalidFormatListsTheValidValues() {
    let run = Run.memory(
      ["lint", "a.menu.json", "--format", "xml"], files: ["a.menu.json": Self.menu])
    #expect(run.status == 64)
    #expect(
      run.stderr.hasPrefix(
        "error: The value 'xml' is invalid for '--format <format>'; expected one of 'text', "
          + "'json', 'sarif', 'github'\n"))
  }

  @Test func enumeratedValuesIgnoreCase() {
    let files = ["a.menu.json": Self.menu]
    let lint = Run.memory(
      ["lint", "a.menu.json", "--platform", "ipados", "--format", "JSON"], files: files)
    #expect(lint.status == 0)
    #expect(lint.stdout.hasPrefix("{"))
    let sheet = Run.memory(
      ["cheatsheet", "a.menu.json", "--platform", "maccatalyst", "--style", "MENUBAR"],
      files: files)
    #expect(sheet.status == 0)
  }

  // MARK: Output conventions

  @Test func everyErrorStartsWithLowercaseError() {
    let usage = Run.memory(["lint", "--formt", "json"])
    #expect(usage.stderr.hasPrefix("error: Unknown option '--formt'"))
    let missing = Run.memory(["lint", "nosuch.menu.json"])
    #expect(missing.stderr.hasPrefix("error: "))
    let schema = Run.memory(["schema", "nope"])
    #expect(schema.stderr.hasPrefix("error: "))
    for run in [usage, missing, schema] { #expect(!run.stderr.contains("Error:")) }
  }

  /// Runs `lint` on a file with a warning, as if standard output were a terminal.
  static func colouredLint(_ environment: [String: String]) -> String {
    var io = CommandIO.capturing(files: [
      "a.menu.json": Array(#"{"formatVersion": 1, "colour": 1}"#.utf8)
    ])
    io.isTerminal = true
    io.environment = environment
    _ = CommandLineTool.main(root: MenuLint.self, arguments: ["lint", "a.menu.json"], io: &io)
    return io.standardOutput.captured
  }

  @Test func colourFollowsNoColorAndTerm() {
    let escape = "\u{1B}["
    #expect(Self.colouredLint(["TERM": "xterm-256color"]).contains(escape))
    #expect(Self.colouredLint(["NO_COLOR": ""]).contains(escape))
    #expect(!Self.colouredLint(["NO_COLOR": "1"]).contains(escape))
    #expect(!Self.colouredLint(["TERM": "dumb"]).contains(escape))
  }

  // MARK: No invented URLs

  @Test func noOutputPointsAtAnInventedDomain() {
    let sarif = Run.memory(
      ["lint", "a.menu.json", "--format", "sarif"], files: ["a.menu.json": Self.menu])
    #expect(!sarif.stdout.contains("informationUri"))
    for kind in ["menu", "responders", "report", "config"] {
      let schema = Run.memory(["schema", kind])
      #expect(schema.status == 0)
      #expect(!schema.stdout.contains("\"$id\""))
      #expect(!schema.stdout.contains("menulint.dev"))
    }
  }
}
