import MenuModel

/// `menulint cheatsheet`: print the shortcuts of a built menu, as the iPad overlay or the Mac
/// menu bar shows them.
struct CheatSheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cheatsheet",
    abstract: "Print a keyboard-shortcut cheat sheet.",
    discussion: """
      Builds the main menu the definition describes and prints it: 'overlay' is the iPad \
      hold-⌘ interface (commands with shortcuts, flattened per top-level menu), 'menubar' is the \
      Mac menu bar (the hierarchy, with commands without shortcuts).
      """)

  static let arguments: [ArgumentSpec] = [
    .positional("file", help: "The menu definition ('-' for standard input).", isOptional: false),
    .option(
      "style", help: "The cheat-sheet style.", values: CheatSheet.Style.allCases.map(\.rawValue),
      defaultValue: "overlay"),
    .option(
      "format", help: "The output format.", values: CheatSheetFormat.allCases.map(\.rawValue),
      defaultValue: "text"),
    .option(
      "platform",
      help:
        "The platform to build; by default the style's own (overlay: iPadOS, menubar: macCatalyst).",
      values: Platform.allCases.map(\.rawValue)),
  ]

  var file: String
  var style: CheatSheet.Style
  var format: CheatSheetFormat
  var platform: Platform?

  init(parsing arguments: ParsedArguments) throws {
    file = arguments.positional("file") ?? "-"
    style = arguments.option("style").flatMap(CheatSheet.Style.init(rawValue:)) ?? .overlay
    format = arguments.option("format").flatMap(CheatSheetFormat.init(rawValue:)) ?? .text
    platform = arguments.option("platform").flatMap(Platform.init(rawValue:))
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    let (decoded, definition): (DecodedMenuDefinition, MenuDefinition)
    switch DefinitionLoader.load(file, io: &io) {
    case .failed(let code): return code
    case .loaded(let loaded, let loadedDefinition):
      (decoded, definition) = (loaded, loadedDefinition)
    }
    let chosen = try DefinitionLoader.platform(
      platform, preferred: style == .overlay ? .iPadOS : .macCatalyst, in: definition)
    let (system, diagnostics) = MenuSystem.build(
      definition, for: chosen, document: decoded.document)
    if !diagnostics.isEmpty {
      io.err(
        TextReporter().report(
          LintResult(diagnostics: diagnostics, fileCount: 1),
          context: ReportContext(toolVersion: menulintVersion)))
    }
    io.out(format.render(CheatSheet(system, style: style)))
    return decoded.hasErrors || diagnostics.contains { $0.severity == .error } ? .failure : .success
  }
}
