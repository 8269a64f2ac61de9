import MenuModel

/// `menulint layouts`: the built-in keyboard layouts.
struct LayoutsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layouts",
    abstract: "List the built-in keyboard layouts.",
    discussion: """
      Layouts with a measured macOS shortcut table are localized with it; the others with a \
      fallback derived from their keys. A few layouts have only a table and borrow another \
      layout's key positions.
      """)

  static let arguments: [ArgumentSpec] = [
    .option("format", help: "The output format.", values: ["text", "json"], defaultValue: "text")
  ]

  var json: Bool

  init(parsing arguments: ParsedArguments) throws {
    json = arguments.option("format") == "json"
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    let layouts = KeyboardLayout.all
    if json {
      io.out(
        JSONWriter.string(
          .object([
            ("version", .integer(1)),
            (
              "layouts",
              .array(
                layouts.map { layout in
                  .object([
                    ("id", .string(layout.id)), ("name", .string(layout.name)),
                    ("aliases", .array(layout.aliases.map(JSONOutput.string))),
                    ("hardware", .string(layout.hardware.rawValue)),
                    ("direction", .string(layout.direction.rawValue)),
                    ("measuredTable", .bool(layout.hasMeasuredTable)),
                    ("keyDataSource", .string(layout.keyDataSource)),
                  ])
                })
            ),
          ])))
      return .success
    }
    let rows = layouts.map { layout in
      [
        layout.id, layout.name, layout.aliases.joined(separator: ", "), layout.hardware.rawValue,
        layout.direction.rawValue,
        layout.hasMeasuredTable
          ? "measured table" + (layout.keyDataSource.map { ", keys of \($0)" } ?? "") : "derived",
      ]
    }
    io.out(
      Table.render(
        header: ["ID", "NAME", "ALIASES", "HARDWARE", "DIRECTION", "SHORTCUTS"], rows: rows))
    return .success
  }
}
