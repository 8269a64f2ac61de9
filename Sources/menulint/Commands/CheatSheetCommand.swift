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
      throw ValidationError("'--scenario <name>' needs '--responders <file>'")
    }
    if file == "-" && responders == "-" {
      throw ValidationError("Only one of the definition and '--responders' can be read from '-'")
    }
  }

  /// What the options decide instead of the app's project, for Swift input.
  var projectOptions: ProjectSupport.Options {
    ProjectSupport.Options(
      target: target, platforms: platform.map { [$0] },
      osVersions: osVersion.flatMap { Int($0) }.flatMap(OSVersion.init(rawValue:)).map { [$0] })
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    let (decoded, definition): (DecodedMenuDefinition, MenuDefinition)
    switch try DefinitionLoader.load(file, project: projectOptions, io: &io) {
    case .failed(let code): return code
    case .loaded(let loaded, let loadedDefinition):
      (decoded, definition) = (loaded, loadedDefinition)
    }
    var responderDefinition: ResponderDefinition?
    var chosenScenario: Scenario?
    var responderErrors = false
    if let responders {
      switch try DefinitionLoader.loadResponders(responders, project: projectOptions, io: &io) {
      case .failed(let code): return code
      case .loaded(let loaded, let hasErrors):
        (responderDefinition, responderErrors) = (loaded, hasErrors)
      }
      if let scenario, let responderDefinition {
        chosenScenario = try DefinitionLoader.scenario(scenario, in: responderDefinition)
      }
    }
    let chosen = try DefinitionLoader.platform(
      platform, preferred: style == .overlay ? .iPadOS : .macCatalyst, in: definition)
    // The hold-⌘ overlay exists up to iPadOS 18: on 26 the menu bar replaced it, so the
    // overlay answers for 18 unless a version is asked for.
    let version =
      osVersion == nil && style == .overlay && definition.osVersions.contains(.v18)
      ? OSVersion.v18 : try DefinitionLoader.osVersion(osVersion, in: definition)
    let (system, buildErrors) = DefinitionLoader.build(
      decoded, definition, for: chosen, osVersion: version, io: &io)
    let sheet = CheatSheet(
      system, style: style, layout: layout, direction: direction, responders: responderDefinition,
      scenario: chosenScenario)
    let document = format.render(sheet)
    if let output {
      do {
        try io.fileSystem.write(Array(document.utf8), to: output)
      } catch {
        io.err("error: cannot write the cheat sheet: \(error)\n")
        return .failure
      }
    } else {
      io.out(document)
    }
    return decoded.hasErrors || buildErrors || responderErrors ? .failure : .success
  }
}
