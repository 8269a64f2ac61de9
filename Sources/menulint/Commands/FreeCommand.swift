import MenuModel

/// `menulint free`: the keystrokes still free for a new command, best first.
struct FreeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "free",
    abstract: "List the keystrokes free for a new command, best first.",
    discussion: """
      A keystroke is free when no command of the menu, of any responder, or of the system \
      (the default menus, their alternates and hidden key commands) is pressed alike on any \
      platform, system version, layout or direction checked, the system reserves nothing \
      there, it is typeable everywhere, and neither the focus system nor text input takes it. \
      They are ordered as the Human Interface Guidelines choose: letters of the title given \
      with --for first, Command as the main modifier (⌘, ⇧⌘, ⌥⌘, ⌃⌘, then three modifiers), \
      the standard shortcuts left to their meaning. FILE is a menu definition, or a .swift \
      file or directory read with its app's project; a directory without Swift that holds one \
      *.menu.json is that definition, with its one *.responders.json if it has one.
      """)

  static let arguments: [ArgumentSpec] = [
    .positional(
      "path", help: "A menu definition, or a .swift file or directory.", isOptional: false),
    .option(
      "for", valueName: "title", help: "The new command's title: its letters come first."),
    .option(
      "modifiers",
      help:
        "The modifier keys to use, separated by commas (cmd,shift gives ⌘ and ⇧⌘); cmd is required.",
      isRepeatable: true),
    .option(
      "responders", valueName: "file",
      help: "A responder file, whose key commands take keystrokes too (for a JSON definition)."),
    .option(
      "layouts", help: "Keyboard layouts to check: all, or ids and aliases separated by commas.",
      defaultValue: "all", isRepeatable: true),
    .option(
      "directions", help: "Interface directions to check: ltr, rtl, or both separated by a comma.",
      defaultValue: "ltr,rtl", isRepeatable: true),
    .option(
      "platform", help: "The platforms to check; all means every platform the definition declares.",
      values: ["iPadOS", "macCatalyst", "all"], defaultValue: "all"),
    .option(
      "os-versions", valueName: "versions",
      help: "System versions to check (18, 26), separated by commas; the definition's by default.",
      isRepeatable: true),
    .option(
      "define", short: "D", valueName: "flag",
      help: "For .swift input: an #if flag to take as true.", isRepeatable: true),
    .option(
      "target", valueName: "name",
      help: "For .swift input: the application target of the app's project to read."),
    .option(
      "limit", valueName: "count", help: "How many keystrokes to list; 0 lists all.",
      defaultValue: "20"),
    .option("format", help: "The output format.", values: ["text", "json"], defaultValue: "text"),
  ]

  var path: String
  var title: String?
  var families: [ModifierFlags]?
  var responders: String?
  var layouts: [KeyboardLayout]
  var directions: [InterfaceDirection]
  var platforms: [Platform]?
  var osVersions: [OSVersion]?
  var defines: Set<String>?
  var target: String?
  var limit: Int
  var json: Bool

  init(parsing arguments: ParsedArguments) throws {
    path = arguments.positional("path") ?? "-"
    title = arguments.option("for")
    let modifierLists = arguments.values("modifiers")
    families = modifierLists.isEmpty ? nil : try Self.families(modifierLists)
    responders = arguments.option("responders")
    layouts = try LayoutOptions.layouts(arguments.values("layouts"))
    directions = try LayoutOptions.directions(arguments.values("directions"))
    platforms = arguments.option("platform").flatMap(Platform.init(rawValue:)).map { [$0] }
    let versions = arguments.values("os-versions")
    osVersions = versions.isEmpty ? nil : try LayoutOptions.osVersions(versions)
    defines = arguments.isGiven("define") ? Set(arguments.values("define")) : nil
    target = arguments.option("target")
    let limitText = arguments.option("limit") ?? "20"
    guard let limit = Int(limitText), limit >= 0 else {
      throw ToolError.usage(
        "The value '\(limitText)' is invalid for '--limit <count>': give 0 or a positive number")
    }
    self.limit = limit
    json = arguments.option("format") == "json"
  }

  /// The modifier families `--modifiers` allows: every combination of the keys named that
  /// holds ⌘, in the HIG's order.
  static func families(_ lists: [String]) throws -> [ModifierFlags] {
    var keys: ModifierFlags = []
    for name in lists.flatMap({ $0.split(separator: ",") }).map({ String($0).trimmingSpaces }) {
      guard let flag = ModifierFlags.named(name),
        [.command, .shift, .option, .control].contains(flag)
      else {
        throw ToolError.usage(
          "Unknown modifier '\(name)' for '--modifiers <modifiers>'; use cmd, shift, opt, ctrl")
      }
      keys.insert(flag)
    }
    guard keys.contains(.command) else {
      throw ToolError.usage(
        "'--modifiers' must include cmd: without Command a letter is typed (⌥) or the system's (⌃)"
      )
    }
    let ladder: [ModifierFlags] = [
      .command, [.shift, .command], [.option, .command], [.control, .command],
      [.option, .shift, .command], [.control, .shift, .command], [.control, .option, .command],
      [.control, .option, .shift, .command],
    ]
    return ladder.filter { keys.isSuperset(of: $0) }
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    var options = LintOptions(
      platforms: platforms, osVersions: osVersions, layouts: layouts, directions: directions)
    let project = ProjectSupport.Options(
      target: target, platforms: platforms, osVersions: osVersions, defines: defines)
    let (path, responders) = Self.definitionFiles(self.path, responders: self.responders, io: io)
    var session = DefinitionSession(file: path, responders: responders)
    let (decoded, _) = try session.load(path, project: project, io: &io)
    if let responders {
      options.responders = try session.loadResponders(responders, project: project, io: &io)
    } else {
      // Swift's key commands come with its menu.
      options.responders = session.importedResponders
    }
    let free = Linter(options: options).freeShortcuts(
      in: decoded, title: title, modifiers: families, limit: limit)
    io.out(json ? jsonReport(free) : text(free))
    return session.finish(io: io)
  }

  /// The definition and responder file a directory of JSON definitions stands for: its one
  /// `*.menu.json` and its one `*.responders.json` (unless `--responders` names one), when it
  /// holds no Swift; otherwise the path as given.
  static func definitionFiles(_ path: String, responders: String?, io: CommandIO) -> (
    String, String?
  ) {
    guard path != "-", io.fileSystem.isDirectory(path) == true else { return (path, responders) }
    func files(_ suffix: String) -> [String] {
      InputCollector(fileSystem: io.fileSystem, suffix: suffix).collect([path]).compactMap {
        if case .file(let found) = $0 { found } else { nil }
      }
    }
    let definitions = files(InputCollector.suffix)
    guard files(".swift").isEmpty, definitions.count == 1 else { return (path, responders) }
    let responderFiles = files(".responders.json")
    return (definitions[0], responders ?? (responderFiles.count == 1 ? responderFiles[0] : nil))
  }

  /// A heading with the reason they share, then one line per keystroke.
  func text(_ free: [Diagnostic.Suggestion]) -> String {
    let subject = title.map { "'\($0)'" } ?? "a new command"
    guard let first = free.first else {
      return "No keystroke is free for \(TerminalText.escaped(subject)) in \(path.inputName).\n"
    }
    var output =
      "Keystrokes free for \(TerminalText.escaped(subject)) in \(TerminalText.escaped(path.inputName)), "
      + "best first; each is \(first.reason):\n"
    let rows = free.map { [$0.display, $0.shortcut, TerminalText.escaped($0.basis)] }
    output += Table.render(header: ["KEYS", "WRITTEN", "WHY"], rows: rows)
    return output
  }

  /// `{"version": 1, "file", "title", "shortcuts": [...]}`.
  func jsonReport(_ free: [Diagnostic.Suggestion]) -> String {
    JSONWriter.string(
      .object([
        ("version", .integer(1)),
        ("file", .string(path.inputName)),
        ("title", title.map(JSONOutput.string) ?? .null),
        ("shortcuts", .array(free.map(JSONReporter.json))),
      ]))
  }
}
