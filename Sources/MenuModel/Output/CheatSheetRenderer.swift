/// The output formats of `menulint cheatsheet --format`.
public enum CheatSheetFormat: String, Sendable, CaseIterable {
  /// Plain text for a terminal.
  case text
  /// The structured model (DESIGN §7), for other tools.
  case json

  /// Renders a cheat sheet in this format.
  ///
  /// - Parameter sheet: The cheat sheet.
  /// - Returns: The complete document.
  public func render(_ sheet: CheatSheet) -> String {
    switch self {
    case .text: TextCheatSheetRenderer.render(sheet)
    case .json: JSONCheatSheetRenderer.render(sheet)
    }
  }
}

/// Renders a cheat sheet as aligned plain text, control characters escaped.
enum TextCheatSheetRenderer {
  static func render(_ sheet: CheatSheet) -> String {
    var lines: [(indent: Int, title: String, shortcut: String)] = []
    var output = ""
    for section in sheet.sections {
      lines.append((0, TerminalText.escaped(section.title), ""))
      appendItems(section.items, indent: 1, to: &lines)
    }
    let width = lines.map { $0.indent * 2 + $0.title.count }.max() ?? 0
    for line in lines {
      var text = String(repeating: "  ", count: line.indent) + line.title
      if !line.shortcut.isEmpty {
        text += String(repeating: " ", count: width - text.count + 2) + line.shortcut
      }
      output += text + "\n"
    }
    return output
  }

  static func appendItems(
    _ items: [CheatSheet.Item], indent: Int,
    to lines: inout [(indent: Int, title: String, shortcut: String)]
  ) {
    for item in items {
      switch item {
      case .separator:
        lines.append((indent, "──────────", ""))
      case .submenu(let title, let children):
        lines.append((indent, TerminalText.escaped(title) + " ▸", ""))
        appendItems(children, indent: indent + 1, to: &lines)
      case .command(let command):
        var title = TerminalText.escaped(command.title)
        if command.state == .on { title = "✓ " + title }
        if command.state == .mixed { title = "– " + title }
        if !command.isEnabled { title += " (disabled)" }
        lines.append((indent, title, command.shortcut.map(TerminalText.escaped) ?? ""))
      }
    }
  }
}

/// Renders the cheat-sheet JSON of DESIGN §7.
enum JSONCheatSheetRenderer {
  static func render(_ sheet: CheatSheet) -> String {
    JSONWriter.string(
      .object([
        ("version", .integer(1)),
        ("style", .string(sheet.style.rawValue)),
        ("platform", .string(sheet.platform.rawValue)),
        ("layout", .string(sheet.layout)),
        ("rtl", .bool(sheet.rightToLeft)),
        (
          "sections",
          .array(
            sheet.sections.map {
              .object([
                ("title", .string($0.title)), ("menu", .string($0.menu)),
                ("items", .array($0.items.map(json))),
              ])
            })
        ),
      ]))
  }

  static func json(_ item: CheatSheet.Item) -> JSONOutput {
    switch item {
    case .separator:
      return .object([("type", .string("separator"))])
    case .submenu(let title, let items):
      return .object([
        ("type", .string("submenu")), ("title", .string(title)), ("items", .array(items.map(json))),
      ])
    case .command(let command):
      var members: [(String, JSONOutput)] = [
        ("type", .string("command")), ("title", .string(command.title)),
        ("action", .string(command.action)),
        ("shortcut", .string(command.shortcut)), ("enabled", .bool(command.isEnabled)),
        ("state", .string(command.state.rawValue)),
      ]
      if let identifier = command.identifier { members.append(("id", .string(identifier))) }
      return .object(members)
    }
  }
}
