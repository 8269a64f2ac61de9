import Testing

@testable import menulint

// MARK: - A small tool to parse for

/// The root of the test tool: `tool greet` (the default) and `tool count`.
private struct Tool: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tool", abstract: "Greet people and count things.", version: "1.2.3",
    subcommands: [Greet.self, Count.self], defaultSubcommand: Greet.self)

  init(parsing arguments: ParsedArguments) {}

  func run(io: inout CommandIO) -> ExitCode { .failure }
}

/// `tool greet [<names> ...]`: every kind of option, and a cross-option check.
private struct Greet: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "greet", abstract: "Greet people by name.",
    discussion: """
      Prints one greeting for everyone named, or for nobody in particular when no name is \
      given. A name of '-' greets whoever is listening on standard input.
      """)

  static let arguments: [ArgumentSpec] = [
    .positional("names", help: "The people to greet.", isRepeatable: true),
    .option("greeting", short: "g", help: "The word to greet with.", defaultValue: "Hello"),
    .option("format", help: "The output format.", values: ["text", "json"], defaultValue: "text"),
    .option("tag", short: "t", help: "A tag to add; repeat for more.", isRepeatable: true),
    .option("output", short: "o", help: "Where to write the greeting."),
    .flag("shout", short: "s", help: "Print in capitals."),
    .flag("quiet", short: "q", help: "Print nothing at all."),
  ]

  var names: [String]
  var greeting: String
  var format: String
  var tags: [String]
  var output: String?
  var shout: Bool
  var quiet: Bool

  init(parsing arguments: ParsedArguments) throws {
    names = arguments.positionals("names")
    greeting = arguments.option("greeting") ?? "?"
    format = arguments.option("format") ?? "?"
    tags = arguments.values("tag")
    output = arguments.option("output")
    shout = arguments.flag("shout")
    quiet = arguments.flag("quiet")
    if shout && quiet { throw ToolError.usage("'--quiet' cannot be used with '--shout'") }
  }

  func run(io: inout CommandIO) -> ExitCode {
    io.out(
      "greeting=\(greeting) names=\(names.joined(separator: ",")) format=\(format) "
        + "tags=\(tags.joined(separator: ",")) output=\(output ?? "none") shout=\(shout) "
        + "quiet=\(quiet)\n")
    return .success
  }
}

/// `tool count <file>`: a required positional, a long label, and errors from `run`.
private struct Count: ParsableCommand {
  /// A failure that is not a usage problem.
  struct CannotOpen: Error, CustomStringConvertible {
    var path: String
    var description: String { "cannot open '\(path)'" }
  }

  static let configuration = CommandConfiguration(
    commandName: "count", abstract: "Count the lines or words in a file.")

  static let arguments: [ArgumentSpec] = [
    .positional("file", help: "The file to count; '-' reads standard input.", isOptional: false),
    .option(
      "by", short: "b", help: "What to count.", values: ["lines", "words"], defaultValue: "lines"),
    .option("limit", short: "n", valueName: "count", help: "Stop after this many."),
    .option(
      "maximum-line-length", valueName: "characters",
      help: "Treat lines longer than this many characters as two or more lines, the way a "
        + "terminal that wraps long lines would show them.", defaultValue: "80"),
    .flag("verbose", short: "v", help: "Explain each step."),
  ]

  var file: String
  var by: String
  var limit: Int?
  var width: String
  var verbose: Bool

  init(parsing arguments: ParsedArguments) throws {
    file = arguments.positional("file") ?? "?"
    by = arguments.option("by") ?? "?"
    limit = try arguments.option("limit").map { text in
      guard let limit = Int(text), limit > 0 else {
        throw ToolError.usage("'--limit' must be a positive integer, not '\(text)'")
      }
      return limit
    }
    width = arguments.option("maximum-line-length") ?? "?"
    verbose = arguments.flag("verbose")
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    if file == "missing.txt" { throw CannotOpen(path: file) }
    io.out("file=\(file) by=\(by) limit=\(limit.map(String.init) ?? "none") width=\(width) ")
    io.out("verbose=\(verbose)\n")
    return file == "empty.txt" ? .failure : .success
  }
}

/// A root without a version or a default subcommand.
private struct Bare: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bare", abstract: "A tool that needs a subcommand.", subcommands: [Echo.self])

  init(parsing arguments: ParsedArguments) {}

  func run(io: inout CommandIO) -> ExitCode { .failure }
}

/// `bare echo <first> [<second>] --text <text>`: required arguments of each kind.
private struct Echo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "echo", abstract: "Print the text.")

  static let arguments: [ArgumentSpec] = [
    .positional("first", help: "The first word.", isOptional: false),
    .positional("second", help: "The second word."),
    .option("text", help: "What to print.", isRequired: true),
  ]

  var words: [String]

  init(parsing arguments: ParsedArguments) {
    words = [
      arguments.positional("first"), arguments.positional("second"), arguments.option("text"),
    ]
    .map { $0 ?? "-" }
  }

  func run(io: inout CommandIO) -> ExitCode {
    io.out(words.joined(separator: " ") + "\n")
    return .success
  }
}

// MARK: - Expected text

private let greetUsage =
  "tool greet [<names> ...] [--greeting <greeting>] [--format <format>] [--tag <tag> ...] "
  + "[--output <output>] [--shout] [--quiet]"
private let countUsage =
  "tool count <file> [--by <by>] [--limit <count>] [--maximum-line-length <characters>] "
  + "[--verbose]"
private let echoUsage = "bare echo <first> [<second>] --text <text>"

/// The error frame: the message, the usage line and the hint to ask for help.
private func usageError(_ message: String, usage: String, command: String) -> String {
  "error: \(message)\nUsage: \(usage)\n  See '\(command) --help' for more information.\n"
}

/// A `tool greet` error.
private func greetError(_ message: String) -> String {
  usageError(message, usage: greetUsage, command: "tool greet")
}

/// A `tool count` error.
private func countError(_ message: String) -> String {
  usageError(message, usage: countUsage, command: "tool count")
}

/// What `Greet.run` prints for the given values, defaults elsewhere.
private func greeted(
  greeting: String = "Hello", names: String = "", format: String = "text", tags: String = "",
  output: String = "none", shout: Bool = false, quiet: Bool = false
) -> String {
  "greeting=\(greeting) names=\(names) format=\(format) tags=\(tags) output=\(output) "
    + "shout=\(shout) quiet=\(quiet)\n"
}

private let toolHelp = """
  OVERVIEW: Greet people and count things.

  USAGE: tool <subcommand>

  OPTIONS:
    --version               Show the version.
    -h, --help              Show help information.

  SUBCOMMANDS:
    greet (default)         Greet people by name.
    count                   Count the lines or words in a file.

    See 'tool help <subcommand>' for detailed help.

  """

private let greetHelp = """
  OVERVIEW: Greet people by name.

  Prints one greeting for everyone named, or for nobody in particular when no
  name is given. A name of '-' greets whoever is listening on standard input.

  USAGE: \(greetUsage)

  ARGUMENTS:
    <names>                 The people to greet.

  OPTIONS:
    -g, --greeting <greeting>
                            The word to greet with. (default: Hello)
    --format <format>       The output format. (values: text, json; default: text)
    -t, --tag <tag>         A tag to add; repeat for more.
    -o, --output <output>   Where to write the greeting.
    -s, --shout             Print in capitals.
    -q, --quiet             Print nothing at all.
    -h, --help              Show help information.

  """

private let countHelp = """
  OVERVIEW: Count the lines or words in a file.

  USAGE: \(countUsage)

  ARGUMENTS:
    <file>                  The file to count; '-' reads standard input.

  OPTIONS:
    -b, --by <by>           What to count. (values: lines, words; default: lines)
    -n, --limit <count>     Stop after this many.
    --maximum-line-length <characters>
                            Treat lines longer than this many characters as two
                            or more lines, the way a terminal that wraps long
                            lines would show them. (default: 80)
    -v, --verbose           Explain each step.
    -h, --help              Show help information.

  """

private let bareHelp = """
  OVERVIEW: A tool that needs a subcommand.

  USAGE: bare <subcommand>

  OPTIONS:
    -h, --help              Show help information.

  SUBCOMMANDS:
    echo                    Print the text.

    See 'bare help <subcommand>' for detailed help.

  """

// MARK: - Tests

/// One run of a tool: its command line and everything it should produce.
private struct CommandLineCase: Sendable, CustomTestStringConvertible {
  var root: any ParsableCommand.Type
  var arguments: [String]
  var standardOutput: String
  var standardError: String
  var status: Int32

  var testDescription: String {
    "\(root.configuration.commandName) \(arguments.joined(separator: " "))"
  }

  /// A run of `tool` (or another root) that should succeed with `standardOutput`.
  static func success(
    _ arguments: [String], _ standardOutput: String, root: any ParsableCommand.Type = Tool.self
  ) -> Self {
    Self(
      root: root, arguments: arguments, standardOutput: standardOutput, standardError: "", status: 0
    )
  }

  /// A run that should print `standardError` only and exit with `status`.
  static func failure(
    _ arguments: [String], _ standardError: String, status: Int32 = 64,
    root: any ParsableCommand.Type = Tool.self
  ) -> Self {
    Self(
      root: root, arguments: arguments, standardOutput: "", standardError: standardError,
      status: status)
  }
}

/// Runs `arguments` through ``CommandLineTool/main(root:arguments:io:)`` with captured streams.
private func run(_ root: any ParsableCommand.Type, _ arguments: [String]) -> (
  status: Int32, standardOutput: String, standardError: String
) {
  var io = CommandIO.capturing()
  let status = CommandLineTool.main(root: root, arguments: arguments, io: &io)
  return (status, io.standardOutput.captured, io.standardError.captured)
}

@Suite struct CommandLineParserTests {
  private static let parsingCases: [CommandLineCase] = [
    // Defaults, and the default subcommand.
    .success([], greeted()),
    .success(["Ann", "Bob"], greeted(names: "Ann,Bob")),
    .success(["greet", "Ann"], greeted(names: "Ann")),
    .success(["count", "a.txt"], "file=a.txt by=lines limit=none width=80 verbose=false\n"),
    // Option spellings.
    .success(["--format", "json", "Ann"], greeted(names: "Ann", format: "json")),
    .success(["--format=json"], greeted(format: "json")),
    .success(["-g", "Hi", "Ann"], greeted(greeting: "Hi", names: "Ann")),
    .success(["--greeting=Hi there"], greeted(greeting: "Hi there")),
    .success(["--greeting=a=b"], greeted(greeting: "a=b")),
    .success(["--greeting="], greeted(greeting: "")),
    .success(["-o=out.txt"], greeted(output: "out.txt")),
    .success(["Ann", "--shout", "Bob"], greeted(names: "Ann,Bob", shout: true)),
    // Last wins; repeatable options accumulate in order.
    .success(["--greeting", "Hi", "-g", "Yo"], greeted(greeting: "Yo")),
    .success(["--format", "json", "--format", "text"], greeted()),
    .success(["-t", "a", "--tag", "b", "--tag=c"], greeted(tags: "a,b,c")),
    // Packed short flags; an option inside takes the next word.
    .success(["-st", "x", "Ann"], greeted(names: "Ann", tags: "x", shout: true)),
    .success(["count", "-vb", "words", "a"], "file=a by=words limit=none width=80 verbose=true\n"),
    .success(["count", "-vn=3", "a"], "file=a by=lines limit=3 width=80 verbose=true\n"),
    // `--` ends options; `-` is a positional.
    .success(["--", "--shout", "-q"], greeted(names: "--shout,-q")),
    .success(["--shout", "--", "--", "x"], greeted(names: "--,x", shout: true)),
    .success(["-"], greeted(names: "-")),
    .success(["Ann", "-", "Bob"], greeted(names: "Ann,-,Bob")),
    .success(["-o", "-"], greeted(output: "-")),
    .success(["count", "--", "-n"], "file=-n by=lines limit=none width=80 verbose=false\n"),
    .success(["greet", "--", "--help"], greeted(names: "--help")),
    .success(["--", "--version"], greeted(names: "--version")),
    // Missing values.
    .failure(["--output"], greetError("Missing value for '--output <output>'")),
    .failure(["--output", "--shout"], greetError("Missing value for '--output <output>'")),
    .failure(["-o", "--", "x"], greetError("Missing value for '-o <output>'")),
    .failure(["-st"], greetError("Missing value for '-t <tag>'")),
    // As with getopt, a short option takes the rest of its word as its value.
    .success(["-to", "x"], greeted(names: "x", tags: "o")),
    .success(["-sgHi", "Ann"], greeted(greeting: "Hi", names: "Ann", shout: true)),
    .success(["-tx=y"], greeted(tags: "x=y")),
    .success(["count", "-n3", "a"], "file=a by=lines limit=3 width=80 verbose=false\n"),
    // Unknown options, with and without a suggestion.
    .failure(
      ["--formt", "json"], greetError("Unknown option '--formt'. Did you mean '--format'?")),
    .failure(["--zzz"], greetError("Unknown option '--zzz'")),
    .failure(["--tga"], greetError("Unknown option '--tga'. Did you mean '--tag'?")),
    .failure(["--=x"], greetError("Unknown option '--'")),
    .failure(["--hlep"], greetError("Unknown option '--hlep'. Did you mean '--help'?")),
    .failure(["--verison"], greetError("Unknown option '--verison'. Did you mean '--version'?")),
    .failure(["greet", "--verison"], greetError("Unknown option '--verison'")),
    .failure(["greet", "--version"], greetError("Unknown option '--version'")),
    .failure(["-x"], greetError("Unknown option '-x'")),
    .failure(["-sx"], greetError("Unknown option '-x'")),
    // Invalid values and values given to flags.
    .failure(
      ["--format", "xml"],
      greetError(
        "The value 'xml' is invalid for '--format <format>'; expected one of 'text', 'json'")),
    .failure(
      ["--format=xml"],
      greetError(
        "The value 'xml' is invalid for '--format <format>'; expected one of 'text', 'json'")),
    // Declared values match regardless of case and are handed on as declared.
    .success(["--format", "JSON"], greeted(format: "json")),
    .failure(
      ["count", "-b", "chars", "a"],
      countError(
        "The value 'chars' is invalid for '-b <by>'; expected one of 'lines', 'words'")),
    .failure(
      ["--shout=yes"],
      greetError("The option '--shout' does not take any value, but 'yes' was specified.")),
    // Positionals.
    .failure(["count"], countError("Missing expected argument '<file>'")),
    .failure(["count", "a.txt", "b.txt"], countError("Unexpected argument 'b.txt'")),
    // Errors from the command: validation (64) and anything else (1).
    .failure(["--quiet", "-s"], greetError("'--quiet' cannot be used with '--shout'")),
    .failure(["-qs"], greetError("'--quiet' cannot be used with '--shout'")),
    .failure(
      ["count", "-n", "x", "a"], countError("'--limit' must be a positive integer, not 'x'")),
    .failure(["count", "missing.txt"], "error: cannot open 'missing.txt'\n", status: 1),
    CommandLineCase(
      root: Tool.self, arguments: ["count", "empty.txt"],
      standardOutput: "file=empty.txt by=lines limit=none width=80 verbose=false\n",
      standardError: "", status: 1),
    // A root without a default subcommand or a version.
    .failure(
      [], usageError("Missing required subcommand.", usage: "bare <subcommand>", command: "bare"),
      root: Bare.self),
    .failure(
      ["--version"],
      usageError("Unknown option '--version'", usage: "bare <subcommand>", command: "bare"),
      root: Bare.self),
    .failure(
      ["extra"],
      usageError("Unexpected argument 'extra'", usage: "bare <subcommand>", command: "bare"),
      root: Bare.self),
    .failure(
      ["echo", "--text", "hi"],
      usageError("Missing expected argument '<first>'", usage: echoUsage, command: "bare echo"),
      root: Bare.self),
    .failure(
      ["echo", "one"],
      usageError(
        "Missing expected argument '--text <text>'", usage: echoUsage, command: "bare echo"),
      root: Bare.self),
    .failure(
      ["echo", "one", "two", "three", "--text", "hi"],
      usageError("Unexpected argument 'three'", usage: echoUsage, command: "bare echo"),
      root: Bare.self),
    .success(["echo", "--text=hi", "one"], "one - hi\n", root: Bare.self),
    .success(
      ["echo", "one", "two", "--text", "hi", "--text", "bye"], "one two bye\n", root: Bare.self),
  ]

  @Test(arguments: parsingCases)
  private func parsing(_ testCase: CommandLineCase) {
    let result = run(testCase.root, testCase.arguments)
    #expect(result.standardOutput == testCase.standardOutput)
    #expect(result.standardError == testCase.standardError)
    #expect(result.status == testCase.status)
  }

  private static let helpCases: [CommandLineCase] = [
    .success(["-h"], toolHelp),
    .success(["--help"], toolHelp),
    .success(["help"], toolHelp),
    .success(["Ann", "--shout", "--help"], toolHelp),
    .success(["--zzz", "-h"], toolHelp),
    .success(["greet", "-h"], greetHelp),
    .success(["greet", "Ann", "--help"], greetHelp),
    .success(["help", "greet"], greetHelp),
    .success(["help", "greet", "--help"], greetHelp),
    .success(["count", "--help"], countHelp),
    .success(["help", "count"], countHelp),
    .success(["--version"], "1.2.3\n"),
    .success(["version"], "1.2.3\n"),
    .success(["Ann", "--version"], "1.2.3\n"),
    .success(["-h"], bareHelp, root: Bare.self),
    .success(["help"], bareHelp, root: Bare.self),
    .failure(
      ["help", "cont"],
      usageError(
        "Unknown subcommand 'cont'. Did you mean 'count'?", usage: "tool <subcommand>",
        command: "tool")),
  ]

  @Test(arguments: helpCases)
  private func helpAndVersion(_ testCase: CommandLineCase) {
    let result = run(testCase.root, testCase.arguments)
    #expect(result.standardOutput == testCase.standardOutput)
    #expect(result.standardError == testCase.standardError)
    #expect(result.status == testCase.status)
  }

  @Test func helpTextAndUsageLineForEachCommand() {
    #expect(CommandLineTool.helpText(for: Tool.self, root: Tool.self) == toolHelp)
    #expect(CommandLineTool.helpText(for: Greet.self, root: Tool.self) == greetHelp)
    #expect(CommandLineTool.helpText(for: Count.self, root: Tool.self) == countHelp)
    #expect(CommandLineTool.helpText(for: Bare.self, root: Bare.self) == bareHelp)
    #expect(CommandLineTool.usageLine(for: Tool.self, root: Tool.self) == "tool <subcommand>")
    #expect(CommandLineTool.usageLine(for: Greet.self, root: Tool.self) == greetUsage)
    #expect(CommandLineTool.usageLine(for: Echo.self, root: Bare.self) == echoUsage)
  }

  @Test(arguments: [Tool.self, Greet.self, Count.self] as [any ParsableCommand.Type])
  private func helpListsEveryArgumentWithinEightyColumns(_ command: any ParsableCommand.Type) {
    let help = CommandLineTool.helpText(for: command, root: Tool.self)
    for spec in command.arguments {
      let listed = help.contains("\n  \(spec.label) ") || help.contains("\n  \(spec.label)\n")
      #expect(listed, "\(spec.name) is missing from help")
      if let values = spec.values {
        #expect(help.contains("(values: \(values.joined(separator: ", "))"))
      }
    }
    for line in help.split(separator: "\n") where !line.hasPrefix("USAGE: ") {
      #expect(line.count <= 80, "too wide: \(line)")
    }
  }

  @Test func wrapsLongHelpTextAtColumnTwentySix() {
    let words = Array(repeating: "word", count: 30).joined(separator: " ")
    let lines = CommandLineTool.entry("--name <value>", words).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines[0].hasPrefix("  --name <value>          word"))
    #expect(
      lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 26) + "word") })
    let exactFit = String(repeating: "x", count: 23)
    #expect(CommandLineTool.entry(exactFit, "Help.") == "  \(exactFit) Help.\n")
    #expect(
      CommandLineTool.entry(exactFit + "y", "Help.")
        == "  \(exactFit)y\n\(String(repeating: " ", count: 26))Help.\n")
    #expect(CommandLineTool.entry("--bare", "") == "  --bare\n")
    #expect(
      CommandLineTool.wrapLines("a " + String(repeating: "z", count: 60), width: 54).count == 2)
  }

  /// Like swift-argument-parser, only the last line may reach column 80.
  @Test func onlyTheLastLineUsesTheFullWidth() {
    let fits = String(repeating: "a", count: 49) + " bbbb"
    #expect(CommandLineTool.wrapLines(fits, width: 54) == [fits])
    #expect(
      CommandLineTool.wrapLines(fits + " c", width: 54) == [String(fits.prefix(49)), "bbbb c"])
    let almost = String(repeating: "a", count: 48) + " bbbb"
    #expect(CommandLineTool.wrapLines(almost + " c", width: 54) == [almost, "c"])
    #expect(CommandLineTool.wrapLines("  spaced   out  ", width: 54) == ["spaced out"])
    #expect(CommandLineTool.wrapLines("", width: 54) == [])
  }

  @Test func parsedArgumentsReportDefaultsAndEveryValue() throws {
    let parser = CommandLineParser(specs: Greet.arguments)
    let none = try parser.parse([])
    #expect(none.option("greeting") == "Hello")
    #expect(none.values("greeting") == ["Hello"])
    #expect(none.option("output") == nil)
    #expect(none.values("tag") == [])
    #expect(none.positionals("names") == [])
    #expect(!none.flag("shout"))
    let some = try parser.parse(["-g", "Hi", "--greeting", "Yo", "-t", "a", "-t", "b", "x", "-s"])
    #expect(some.option("greeting") == "Yo")
    #expect(some.values("greeting") == ["Yo"])
    #expect(some.option("tag") == "b")
    #expect(some.values("tag") == ["a", "b"])
    #expect(some.positional("names") == "x")
    #expect(some.flag("shout"))
    #expect(throws: UsageError("Unexpected argument 'y'")) {
      try CommandLineParser(specs: Count.arguments).parse(["x", "y"])
    }
  }

  @Test(
    arguments: [
      ("gret", "greet"), ("cont", "count"), ("COUNT", "count"), ("greet", nil),
      ("zzzzzz", nil), ("count.json", nil), ("dir/cont", nil),
    ] as [(String, String?)])
  func suggestsASubcommandForAMistypedWord(_ word: String, _ expected: String?) {
    #expect(CommandLineTool.subcommandSuggestion(for: word, root: Tool.self) == expected)
  }

  @Test func acceptsSoundDeclarations() {
    #expect(CommandLineTool.validateDeclarations(of: Tool.self) == [])
    #expect(CommandLineTool.validateDeclarations(of: Bare.self) == [])
  }

  /// The real tool's commands pass the same checks, and their help fits in 80 columns.
  @Test func menulintDeclarationsAreSound() {
    #expect(CommandLineTool.validateDeclarations(of: MenuLint.self) == [])
    for command in [MenuLint.self] + MenuLint.configuration.subcommands {
      let help = CommandLineTool.helpText(for: command, root: MenuLint.self)
      for line in help.split(separator: "\n") where !line.hasPrefix("USAGE: ") {
        #expect(line.count <= 80, "too wide: \(line)")
      }
    }
  }

  @Test func reportsEveryUnsoundDeclaration() {
    #expect(
      CommandLineTool.validateDeclarations(of: BrokenRoot.self) == [
        "broken: a command with subcommands cannot have positionals",
        "broken: duplicate subcommand names",
        "broken: the default subcommand is not one of the subcommands",
        "broken bad: name 'Bad_Name' is not kebab-case",
        "broken bad: duplicate name 'format'",
        "broken bad: duplicate short name '-f'",
        "broken bad: the default 'xml' of 'format' is not one of its values",
        "broken bad: duplicate name 'help'",
        "broken bad: duplicate short name '-h'",
        "broken bad: 'mode' lists a value twice",
        "broken bad: repeatable positional 'inputs' is not the last positional",
        "broken bad: required positional 'output' follows an optional one",
        "broken bad: only the root command's version is shown",
      ])
  }
}

/// A root whose declarations break every rule the validator knows.
private struct BrokenRoot: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "broken", abstract: "Broken.", version: "1",
    subcommands: [Bad.self, Bad.self], defaultSubcommand: Echo.self)
  static let arguments: [ArgumentSpec] = [.positional("path", help: "A path.")]

  init(parsing arguments: ParsedArguments) {}

  func run(io: inout CommandIO) -> ExitCode { .failure }
}

/// A subcommand with duplicate, reserved and inconsistent declarations.
private struct Bad: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bad", abstract: "Bad.", version: "2")
  static let arguments: [ArgumentSpec] = [
    .flag("Bad_Name", help: "Not kebab-case."),
    .option("format", short: "f", help: "Twice.", values: ["text"]),
    .option("format", short: "f", help: "Again.", values: ["text", "json"], defaultValue: "xml"),
    .flag("help", short: "h", help: "Reserved."),
    .option("mode", help: "Listed twice.", values: ["a", "a"]),
    .positional("inputs", help: "Not last.", isRepeatable: true),
    .positional("output", help: "Required after optional.", isOptional: false),
  ]

  init(parsing arguments: ParsedArguments) {}

  func run(io: inout CommandIO) -> ExitCode { .failure }
}
