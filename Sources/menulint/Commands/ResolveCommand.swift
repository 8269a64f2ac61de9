import MenuModel

/// `menulint resolve`: who handles a command or a key press in a scenario, and why.
struct ResolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Explain which responder handles a command or key press in a scenario.",
    discussion: """
      Walks the responder chain from the focused item (or the first responder) as UIKit does: \
      each responder says whether it can perform the action, the first that can is the target, \
      and it validates the command; a disabled command performs nothing. With --shortcut, the \
      key commands along the chain and in the main menu compete first, after the focus or \
      text-input system when the scenario has a focused item or active text input. The answer \
      is for one platform (--platform).
      """)

  static let arguments: [ArgumentSpec] = [
    .positional("file", help: "The menu definition.", isOptional: false),
    .option("responders", valueName: "file", help: "The responder file.", isRequired: true),
    .option("scenario", valueName: "name", help: "The scenario to resolve in.", isRequired: true),
    .option("action", valueName: "selector", help: "The action to resolve, such as copy:."),
    .option("shortcut", valueName: "keys", help: "The key press to resolve, such as cmd+c."),
    .option(
      "set", valueName: "key=value", help: "Override a state value; repeat for more.",
      isRepeatable: true),
    .option(
      "layout", valueName: "id", help: "The keyboard layout the keys are pressed on.",
      defaultValue: "US"),
    .option(
      "platform",
      help:
        "The platform to answer for: its main menu, and the keys the focus system takes "
        + "(Return on iPadOS, Space on Mac Catalyst); by default the first the file declares.",
      values: Platform.allCases.map(\.rawValue)),
    .option(
      "os-version", valueName: "version",
      help: "The system version to answer for (18 or 26); by default the newest the file declares."),
    .option(
      "target", valueName: "name",
      help:
        "For Swift input: the application target of the app's project to read (by default the first whose files are given)."
    ),
    .option("format", help: "The output format.", values: ["text", "json"], defaultValue: "text"),
  ]

  var file: String
  var respondersFile: String
  var scenarioName: String
  var query: Query
  /// The `--set` values as written, checked against the scenario in ``run(io:)``.
  var overrides: [String: String]
  var layout: KeyboardLayout
  var platform: Platform?
  var osVersion: String?
  var target: String?
  var json: Bool

  enum Query {
    case action(String)
    case shortcut(KeyCombination)
  }

  init(parsing arguments: ParsedArguments) throws {
    file = arguments.positional("file") ?? "-"
    respondersFile = arguments.option("responders") ?? ""
    scenarioName = arguments.option("scenario") ?? ""
    switch (arguments.option("action"), arguments.option("shortcut")) {
    case (let action?, nil): query = .action(action)
    case (nil, let keys?):
      do {
        query = .shortcut(try KeyCombination(parsing: keys))
      } catch {
        throw ToolError.usage("The value '\(keys)' is invalid for '--shortcut <keys>': \(error)")
      }
    default:
      throw ToolError.usage("Give exactly one of '--action <selector>' and '--shortcut <keys>'")
    }
    overrides = [:]
    for assignment in arguments.values("set") {
      // An opaque condition's name may hold `=` itself: `--set '`mode == .edit`=true'`.
      var searchFrom = assignment.startIndex
      if assignment.hasPrefix("`"),
        let closing = assignment.dropFirst().firstIndex(of: "`")
      {
        searchFrom = closing
      }
      guard let equals = assignment[searchFrom...].firstIndex(of: "="),
        equals != assignment.startIndex
      else {
        throw ToolError.usage(
          "The value '\(assignment)' is invalid for '--set <key=value>'; write key=value")
      }
      let key = String(assignment[..<equals])
      let text = String(assignment[assignment.index(after: equals)...])
      overrides[key] = text
    }
    layout = try LayoutOptions.layout(arguments.option("layout") ?? "US")
    platform = arguments.option("platform").flatMap(Platform.init(rawValue:))
    osVersion = arguments.option("os-version")
    target = arguments.option("target")
    _ = try LayoutOptions.osVersion(osVersion)
    json = arguments.option("format") == "json"
    if file == "-" && respondersFile == "-" {
      throw ToolError.usage("Only one of the definition and '--responders' can be read from '-'")
    }
  }

  /// Rejects a selector that neither the main menu nor any responder knows: `closeTab`
  /// without its colon would otherwise answer about an action nothing has.
  static func checkKnown(_ action: String, menu: MenuSystem, responders: ResponderDefinition)
    throws
  {
    var known: Set<String> = []
    for node in menu.menu.preorder() {
      if case .command(let command) = menu.menu.element(node) { known.insert(command.action) }
    }
    known.formUnion(menu.hiddenKeyCommands.map(\.action))
    for responder in responders.responders {
      known.formUnion(responder.actions)
      known.formUnion(responder.canPerform.keys)
      known.formUnion(responder.keyCommands.map(\.action))
    }
    guard !known.contains(action) else { return }
    let suggestion = EditDistance.closest(to: action, in: known.sorted())
    throw ToolError.usage(
      "Unknown action '\(action)': no command in the main menu and no responder has it"
        + (suggestion.map { ". Did you mean '\($0)'?" } ?? ""))
  }

  /// The `--set` values, checked against the state keys of the responder file.
  ///
  /// An unknown key, or a value of another type than the scenario's, is a usage error. A
  /// string key takes the text as written (`--set mode=42` is the string "42").
  static func checked(
    _ overrides: [String: String], scenario: Scenario, in responders: ResponderDefinition
  ) throws -> [String: StateValue] {
    var result: [String: StateValue] = [:]
    for (key, text) in overrides.sorted(by: { $0.key < $1.key }) {
      let value = StateValue.parseValue(text)
      // An opaque condition the Swift importer wrote (`` `isEditing` ``) is a Boolean.
      let opaque = key.count > 2 && key.hasPrefix("`") && key.hasSuffix("`")
      guard
        let kind = scenario.state[key]?.kind ?? responders.stateKinds[key]
          ?? (opaque ? .bool : nil)
      else {
        let keys = Set(responders.stateKinds.keys).union(scenario.state.keys).sorted()
        throw ToolError.usage(
          "Unknown state key '\(key)' in '--set \(key)=…'"
            + (EditDistance.closest(to: key, in: keys).map { ". Did you mean '\($0)'?" }
              ?? (keys.isEmpty
                ? "; the responder file has no state keys"
                : ". The state keys are " + keys.map { "'\($0)'" }.joined(separator: ", ")))
        )
      }
      switch (kind, value) {
      case (.string, .string), (.bool, .bool), (.number, .number):
        result[key] = value
      case (.string, _):
        result[key] = .string(text)
      default:
        throw ToolError.usage(
          "The value '\(text)' is invalid for '--set \(key)=…': '\(key)' is \(kind.noun) in "
            + "scenario '\(scenario.name)'"
            + (kind == .bool ? "; write true or false" : "; write a number such as 3"))
      }
    }
    return result
  }

  /// What the options decide instead of the app's project, for Swift input.
  var projectOptions: ProjectSupport.Options {
    ProjectSupport.Options(
      target: target, platforms: platform.map { [$0] },
      osVersions: osVersion.flatMap { Int($0) }.flatMap(OSVersion.init(rawValue:)).map { [$0] })
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    var session = DefinitionSession(file: file, responders: respondersFile)
    let (decoded, definition) = try session.load(file, project: projectOptions, io: &io)
    let responderDefinition = try session.loadResponders(
      respondersFile, project: projectOptions, io: &io)
    let scenario = try DefinitionSession.scenario(scenarioName, in: responderDefinition)
    let overrides = try Self.checked(overrides, scenario: scenario, in: responderDefinition)
    let chosen = try DefinitionSession.platform(
      platform, preferred: definition.platforms.first ?? .iPadOS, in: definition)
    let system = session.build(
      decoded, definition, for: chosen,
      osVersion: try DefinitionSession.osVersion(osVersion, in: definition))
    let chain = ResponderChain(responderDefinition)
    let state = scenario.state.merging(overrides) { _, new in new }
    let report: ResolutionReport
    switch query {
    case .action(let action):
      try Self.checkKnown(action, menu: system, responders: responderDefinition)
      let command =
        system.menu.preorder().lazy.compactMap { node -> Command? in
          guard case .command(let command) = system.menu.element(node), command.action == action
          else {
            return nil
          }
          return command
        }.first ?? system.hiddenKeyCommands.first { $0.action == action }
      report = ResolutionReport(
        scenario: scenario, platform: chosen, query: .action(action),
        resolution: chain.resolve(
          action: action, command: command, in: scenario, state: overrides, on: chosen,
          osVersion: system.osVersion),
        key: nil,
        state: state)
    case .shortcut(let shortcut):
      let localizer = ShortcutLocalizer(
        layout: layout, appLocalizesShortcuts: definition.localizesShortcuts)
      guard let keystroke = localizer.keystroke(of: shortcut) else {
        throw ToolError.usage(
          "'\(shortcut.canonical)' cannot be typed on the layout '\(layout.id)'")
      }
      let key = chain.resolve(
        keystroke: keystroke, system: system, localizer: localizer, in: scenario,
        state: overrides)
      report = ResolutionReport(
        scenario: scenario, platform: chosen, query: .shortcut(shortcut, layout: layout),
        resolution: key.resolution,
        key: key,
        state: state)
    }
    io.out(json ? report.json : report.text)
    return session.finish(io: io)
  }
}
