import MenuModel
import Testing

@testable import menulint

/// Habits carried over from SwiftLint and other command-line tools: `--quiet`, `version`,
/// `-DFLAG`, `-j2`, `help SUBCOMMAND`, and a one-line summary of a file's errors.
@Suite struct CLIHabitsTests {
  /// A definition with one warning (an unknown field).
  static let warned = #"""
    {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertChild": {"type": "menu",
      "title": "Tools", "colour": "red", "children": []}, "atEndOf": "root"}]}
    """#

  /// The lint command as the arguments make it.
  static func lintCommand(_ arguments: [String]) throws -> LintCommand {
    try LintCommand(parsing: CommandLineParser(specs: LintCommand.arguments).parse(arguments))
  }

  @Test func quietPrintsTheFindingsOnly() {
    let files = [
      "a.menu.json": Self.warned,
      "stale.json":
        #"{"version": 1, "findings": [{"rule": "ambiguous-title", "file": "gone.menu.json", "element": "/x", "count": 1}]}"#,
    ]
    let loud = Run.memory(["lint", "a.menu.json", "--baseline", "stale.json"], files: files)
    #expect(loud.stdout.hasSuffix("Found 1 problem (1 warning) in 1 file.\n"), "\(loud.stdout)")
    #expect(loud.stderr.hasPrefix("note: 1 finding in the baseline"), "\(loud.stderr)")
    let quiet = Run.memory(
      ["lint", "a.menu.json", "--baseline", "stale.json", "--quiet"], files: files)
    #expect(quiet.status == 0)
    #expect(
      quiet.stdout
        == "a.menu.json:2:21: warning: unknown field 'colour' in a menu [unknown-field]\n",
      "\(quiet.stdout)")
    #expect(quiet.stderr.isEmpty)
    #expect(Run.memory(["lint", "a.menu.json", "-q"], files: files).stdout == quiet.stdout)
    let clean = Run.memory(
      ["lint", "b.menu.json", "--quiet"], files: ["b.menu.json": #"{"formatVersion": 1}"#])
    #expect(clean.stdout.isEmpty && clean.stderr.isEmpty && clean.status == 0)
  }

  @Test func versionIsASubcommandToo() {
    let run = Run.memory(["version"])
    #expect(run.status == 0)
    #expect(run.stdout == menulintVersion + "\n")
    #expect(run.stdout == Run.memory(["--version"]).stdout)
  }

  @Test(arguments: [["-DDEBUG"], ["-D", "DEBUG"], ["--define", "DEBUG"], ["--define=DEBUG"]])
  func defineFlagsAreSpelledAsCompilersSpellThem(spelling: [String]) throws {
    let command = try Self.lintCommand(["App"] + spelling + ["-DBETA"])
    #expect(command.defines == ["DEBUG", "BETA"])
    #expect(command.definesGiven)
    let parsed = try CommandLineParser(specs: ImportCommand.arguments).parse(["App"] + spelling)
    #expect(try ImportCommand(parsing: parsed).defines == ["DEBUG"])
  }

  @Test(arguments: [["-j2"], ["-j", "2"], ["--jobs", "2"], ["-j=2"]])
  func jobsAreSpelledAsMakeSpellsThem(spelling: [String]) throws {
    let command = try Self.lintCommand(["a.menu.json"] + spelling)
    #expect(command.jobs == 2)
    #expect(command.jobsGiven)
  }

  @Test func aShortOptionWithoutItsValueIsStillAnError() {
    let run = Run.memory(["lint", "-j"])
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("error: Missing value for '-j <count>'"))
    #expect(Run.memory(["lint", "-jx"]).stderr.hasPrefix("error: The value 'x' is invalid"))
  }

  @Test(arguments: ["lint", "import", "cheatsheet", "explain"])
  func helpSubcommandIsHelpOfTheSubcommand(command: String) {
    let help = Run.memory(["help", command])
    #expect(help.status == 0)
    #expect(help.stdout == Run.memory([command, "--help"]).stdout)
    #expect(help.stdout.hasPrefix("OVERVIEW: "))
  }

  @Test func helpOfAnUnknownSubcommandSuggestsOne() {
    let run = Run.memory(["help", "lnit"])
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("error: Unknown subcommand 'lnit'. Did you mean 'lint'?"))
  }

  /// `cheatsheet`, `resolve` and `localize` answer, then sum the file's errors up in one line
  /// instead of printing the lint report.
  @Test(arguments: [
    ["cheatsheet", "Examples/Broken/Broken.menu.json"],
    ["localize", "Examples/Broken/Broken.menu.json", "--layouts", "US"],
    [
      "resolve", "Examples/Broken/Broken.menu.json", "--responders",
      "Examples/Broken/Broken.responders.json", "--scenario", "editing", "--action", "copy:",
    ],
  ])
  func commandsThatAnswerSumUpTheErrorsInOneLine(arguments: [String]) {
    let run = Run.real(arguments)
    #expect(run.status == 1)
    #expect(!run.stdout.isEmpty)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(run.stderr)")
    let responders =
      arguments[0] == "resolve" ? " --responders Examples/Broken/Broken.responders.json" : ""
    #expect(run.stderr.hasPrefix("error: "))
    #expect(
      run.stderr.contains(
        " lint errors; the first: Examples/Broken/Broken.menu.json:10:87: invalid shortcut "
          + "'cmd+shft+p'"), "\(run.stderr)")
    #expect(
      run.stderr.hasSuffix(
        "[invalid-shortcut]; 'menulint lint Examples/Broken/Broken.menu.json\(responders)' lists "
          + "them all\n"))
  }

  @Test func aSingleErrorIsShownWhole() {
    let run = Run.memory(
      ["localize", "a.menu.json"],
      files: ["a.menu.json": #"{"formatVersion": 1, "build": [{"remove": {"menu": "nothing"}}]}"#])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "error: 1 lint error: a.menu.json:1:32: 'remove' names menu 'nothing', which does not "
        + "exist at this point [missing-target]\n", "\(run.stderr)")
  }
}
