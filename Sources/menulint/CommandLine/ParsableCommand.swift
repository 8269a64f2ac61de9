/// A command the tool can run: a static description, its declared arguments, and the work.
///
/// This mirrors swift-argument-parser's `ParsableCommand` without property wrappers: a command
/// declares ``arguments`` as data, converts what was parsed in ``init(parsing:)``, and does its
/// work in ``run(io:)``. ``CommandLineTool/main(root:arguments:io:)`` drives it.
protocol ParsableCommand: SendableMetatype {
  /// The command's name, abstract, discussion, version and subcommands.
  static var configuration: CommandConfiguration { get }
  /// The flags, options and positionals the command accepts, in declaration order.
  static var arguments: [ArgumentSpec] { get }
  /// Converts parsed values; throw ``ToolError/usage(_:)`` for cross-option problems (exit 64).
  init(parsing arguments: ParsedArguments) throws
  /// Does the work, writing through `io`, and returns the exit code.
  func run(io: inout CommandIO) throws -> ExitCode
}

extension ParsableCommand {
  /// No arguments: the usual case for a root command with subcommands.
  static var arguments: [ArgumentSpec] { [] }
}

/// The static description of a command, root or subcommand.
struct CommandConfiguration: Sendable {
  /// The word that selects the command (`lint`), or the tool's name for the root.
  var commandName: String
  /// A one-line summary, shown after `OVERVIEW:` and in the parent's `SUBCOMMANDS:` list.
  var abstract: String
  /// Longer help, shown after the overview; blank lines separate paragraphs.
  var discussion: String = ""
  /// The version printed by `--version`; only the root's is used.
  var version: String? = nil
  /// The commands selected by the next word on the command line.
  var subcommands: [any ParsableCommand.Type] = []
  /// The subcommand that runs when the first argument does not name one.
  var defaultSubcommand: (any ParsableCommand.Type)? = nil
}

/// A problem found while parsing the command line; printed like ``ToolError/usage(_:)``.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// The text printed after `error: `.
  var message: String

  /// Creates an error with the message printed after `error: `.
  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
