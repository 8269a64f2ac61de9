/// The root command: `menulint <subcommand>`, with `lint` as the default.
struct MenuLint: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "menulint",
    abstract: "Lint JSON menu definitions and generate keyboard-shortcut cheat sheets.",
    version: menulintVersion,
    subcommands: [
      LintCommand.self, CheatSheetCommand.self, RulesCommand.self, ExplainCommand.self,
      ResolveCommand.self, LocalizeCommand.self, LayoutsCommand.self, SchemaCommand.self,
      ImportCommand.self, FreeCommand.self,
    ],
    defaultSubcommand: LintCommand.self)

  static let arguments: [ArgumentSpec] = []

  init(parsing arguments: ParsedArguments) throws {}

  func run(io: inout CommandIO) throws -> ExitCode { .success }
}
