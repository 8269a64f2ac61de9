import MenuModel

/// `menulint localize`: how each shortcut reads and is pressed on other keyboard layouts.
struct LocalizeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "localize",
    abstract: "Show how each shortcut is localized per keyboard layout.",
    discussion: """
      Follows Apple's order: the command's and the app's opt-outs, right-to-left mirroring \
      (with --rtl), the layout's measured macOS table, a fallback derived from the layout's \
      keys, or untypeable. System commands are included. With --derived the measured tables \
      are ignored, to compare the fallback with them.
      """)

  static let arguments: [ArgumentSpec] = [
    .positional("file", help: "The menu definition ('-' for standard input).", isOptional: false),
    .option(
      "layouts", help: "Keyboard layouts: all, or ids and aliases separated by commas.",
      defaultValue: "all", isRepeatable: true),
    .flag("rtl", help: "Localize for a right-to-left interface (mirrors ⌘[ ⌘] and the like)."),
    .flag(
      "derived",
      help: "Ignore the measured macOS tables and show what the fallback derives from the keys."),
    .option(
      "platform", help: "The platform to build; by default the first the file declares.",
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
  var layouts: [KeyboardLayout]
  var direction: InterfaceDirection
  var derived: Bool
  var platform: Platform?
  var osVersion: String?
  var target: String?
  var json: Bool

  init(parsing arguments: ParsedArguments) throws {
    file = arguments.positional("file") ?? "-"
    layouts = try LayoutOptions.layouts(arguments.values("layouts"))
    direction = arguments.flag("rtl") ? .rtl : .ltr
    derived = arguments.flag("derived")
    platform = arguments.option("platform").flatMap(Platform.init(rawValue:))
    osVersion = arguments.option("os-version")
    target = arguments.option("target")
    _ = try LayoutOptions.osVersion(osVersion)
    json = arguments.option("format") == "json"
  }

  /// What the options decide instead of the app's project, for Swift input.
  var projectOptions: ProjectSupport.Options {
    ProjectSupport.Options(
      target: target, platforms: platform.map { [$0] },
      osVersions: osVersion.flatMap { Int($0) }.flatMap(OSVersion.init(rawValue:)).map { [$0] })
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    var session = DefinitionSession(file: file)
    let (decoded, definition) = try session.load(file, project: projectOptions, io: &io)
    let chosen = try DefinitionSession.platform(
      platform, preferred: definition.platforms.first ?? .iPadOS, in: definition)
    let system = session.build(
      decoded, definition, for: chosen,
      osVersion: try DefinitionSession.osVersion(osVersion, in: definition))
    let localization = ShortcutLocalization(
      system, layouts: layouts, direction: direction, usesMeasuredTables: !derived)
    io.out(json ? localization.json : Self.text(localization))
    return session.finish(io: io)
  }

  /// A table per layout: command, US shortcut, localized shortcut, method.
  static func text(_ localization: ShortcutLocalization) -> String {
    var output = ""
    for run in localization.runs {
      if !output.isEmpty { output += "\n" }
      var heading = "\(run.layout.id) (\(run.layout.name))"
      if run.direction == .rtl { heading += ", right-to-left interface" }
      if let source = run.layout.keyDataSource {
        heading += "; key positions borrowed from \(source)"
      }
      output += TerminalText.escaped(heading) + "\n"
      let rows: [[String]] = run.shortcuts.map { command, localized in
        let method =
          localized.mirrored ? "mirrored, \(localized.method.rawValue)" : localized.method.rawValue
        let name = command.displayName
        return [
          TerminalText.escaped(DisplayText.abbreviated(name)),
          TerminalText.escaped(localized.original.glyphs),
          localized.isTypeable ? TerminalText.escaped(localized.display) : "—",
          method,
        ]
      }
      output += Table.render(header: ["COMMAND", "US", "HERE", "METHOD"], rows: rows)
    }
    return output
  }
}

/// Plain-text tables with columns padded to their widest cell, up to ``maximumColumnWidth``.
enum Table {
  /// Cells wider than this do not push the next column further right, so output stays
  /// proportional to the input.
  static let maximumColumnWidth = 60

  static func render(header: [String], rows: [[String]]) -> String {
    let all = [header] + rows
    var widths = [Int](repeating: 0, count: header.count)
    for row in all {
      for (column, cell) in row.enumerated() {
        widths[column] = min(max(widths[column], cell.count), maximumColumnWidth)
      }
    }
    return all.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell + String(repeating: " ", count: max(widths[column] - cell.count, 0) + 2)
      }.joined()
    }.joined(separator: "\n") + "\n"
  }
}
