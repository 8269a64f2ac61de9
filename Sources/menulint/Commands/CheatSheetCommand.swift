import MenuModel

/// `menulint cheatsheet`: the shortcuts of a built menu, as the iPad overlay or the Mac menu
/// bar shows them, for one keyboard layout.
struct CheatSheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cheatsheet",
    abstract: "Make a keyboard-shortcut cheat sheet.",
    discussion: """
      Builds the main menu the definition describes and lays it out: 'overlay' is the iPad \
      hold-⌘ interface (available commands with shortcuts, flattened per top-level menu, then \
      the responders' key commands), 'menubar' is the Mac menu bar, or the iPad's on iPadOS 26 \
      (the hierarchy, commands without shortcuts too, unavailable ones disabled; on the iPad the \
      responders' key commands under Help › More Keyboard Shortcuts). Shortcuts are shown as typed on \
      --layout. With --responders and --scenario, the responder chain decides which commands \
      are available and validates their titles. 'html' is a printable page (up to 60 \
      shortcuts on one A4 or Letter page) drawn as the iPad overlay or the Mac menu bar, with \
      the layout's keyboard and its own key caps; --rtl or a right-to-left layout lays it out \
      right to left.
      """)

  static let arguments: [ArgumentSpec] = [
    .positional("file", help: "The menu definition ('-' for standard input).", isOptional: false),
    .option(
      "style", help: "The cheat-sheet style.", values: CheatSheet.Style.allCases.map(\.rawValue),
      defaultValue: "overlay"),
    .option(
      "format", help: "The output format.", values: CheatSheetFormat.allCases.map(\.rawValue),
      defaultValue: "markdown"),
    .option(
      "platform",
      help:
        "The platform to build; by default the style's own (overlay: iPadOS, menubar: macCatalyst).",
      values: Platform.allCases.map(\.rawValue)),
    .option(
      "os-version", valueName: "version",
      help:
        "The system version to answer for (18 or 26); by default the newest the file declares, or 18 for the overlay, which iPadOS 26 replaced with the menu bar."
    ),
    .option(
      "target", valueName: "name",
      help:
        "For Swift input: the application target of the app's project to read (by default the first whose files are given)."
    ),
    .option(
      "layout", valueName: "id", help: "The keyboard layout to show shortcuts for.",
      defaultValue: "US"),
    .flag("rtl", help: "Show shortcuts as mirrored for a right-to-left interface."),
    .option(
      "responders", valueName: "file",
      help: "A responder file: its key commands are listed under Uncategorized."),
    .option(
      "scenario", valueName: "name",
      help: "A scenario of the responder file that decides availability and titles."),
    .option(
      "output", short: "o", valueName: "file",
      help: "Write the cheat sheet to a file instead of standard output."),
  ]

  var file: String
  var style: CheatSheet.Style
  var format: CheatSheetFormat
  var platform: Platform?
  var osVersion: String?
  var target: String?
  var layout: KeyboardLayout
  var direction: InterfaceDirection
  var responders: String?
  var scenario: String?
  var output: String?

  init(parsing arguments: ParsedArguments) throws {
    file = arguments.positional("file") ?? "-"
    style = arguments.option("style").flatMap(CheatSheet.Style.init(rawValue:)) ?? .overlay
    format = arguments.option("format").flatMap(CheatSheetFormat.init(rawValue:)) ?? .markdown
    platform = arguments.option("platform").flatMap(Platform.init(rawValue:))
    osVersion = arguments.option("os-version")
    target = arguments.option("target")
    _ = try LayoutOptions.osVersion(osVersion)
    layout = try LayoutOptions.layout(arguments.option("layout") ?? "US")
    direction = arguments.flag("rtl") ? .rtl : .ltr
    responders = arguments.option("responders")
    scenario = arguments.option("scenario")
    output = arguments.option("output")
    if scenario != nil && responders == nil {
      throw ToolError.usage("'--scenario <name>' needs '--responders <file>'")
    }
    if file == "-" && responders == "-" {
      throw ToolError.usage("Only one of the definition and '--responders' can be read from '-'")
    }
  }

  /// What the options decide instead of the app's project, for Swift input.
  var projectOptions: ProjectSupport.Options {
    ProjectSupport.Options(
      target: target, platforms: platform.map { [$0] },
      osVersions: osVersion.flatMap { Int($0) }.flatMap(OSVersion.init(rawValue:)).map { [$0] })
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    var session = DefinitionSession(file: file, responders: responders)
    let (decoded, definition) = try session.load(
      file, project: projectOptions, outputs: [output], io: &io)
    let responderDefinition = try responders.map {
      try session.loadResponders($0, project: projectOptions, io: &io)
    }
    let chosenScenario = try scenario.flatMap { name in
      try responderDefinition.map { try DefinitionSession.scenario(name, in: $0) }
    }
    let chosen = try DefinitionSession.platform(
      platform, preferred: style == .overlay ? .iPadOS : .macCatalyst, in: definition)
    // The hold-⌘ overlay exists up to iPadOS 18: on 26 the menu bar replaced it, so the
    // overlay answers for 18 unless a version is asked for.
    let version =
      osVersion == nil && style == .overlay && definition.osVersions.contains(.v18)
      ? OSVersion.v18 : try DefinitionSession.osVersion(osVersion, in: definition)
    let system = session.build(decoded, definition, for: chosen, osVersion: version)
    let sheet = CheatSheet(
      system, style: style, layout: layout, direction: direction, responders: responderDefinition,
      scenario: chosenScenario)
    try OutputTarget.write(format.render(sheet), to: output, describing: "the cheat sheet", io: io)
    return session.finish(io: io)
  }
}
