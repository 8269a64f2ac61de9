/// The output formats of `menulint cheatsheet --format`.
public enum CheatSheetFormat: String, Sendable, CaseIterable {
  /// Markdown for a README or a wiki: a table per menu (overlay) or nested lists (menu bar).
  case markdown
  /// One self-contained, printable HTML page with a picture of the keyboard.
  case html
  /// The structured model (DESIGN §7), for other tools.
  case json
  /// Plain text for a terminal.
  case text

  /// Renders a cheat sheet in this format.
  ///
  /// - Parameter sheet: The cheat sheet.
  /// - Returns: The complete document.
  public func render(_ sheet: CheatSheet) -> String {
    switch self {
    case .markdown: MarkdownCheatSheetRenderer.render(sheet)
    case .html: HTMLCheatSheetRenderer.render(sheet)
    case .json: JSONCheatSheetRenderer.render(sheet)
    case .text: TextCheatSheetRenderer.render(sheet)
    }
  }
}

extension CheatSheet {
  /// What the sheet shows, in words: "iPad shortcut overlay · iPadOS 26 · German layout (ISO
  /// keyboard) · left to right".
  var summary: String {
    var parts = [
      style == .overlay
        ? "iPad shortcut overlay" : platform == .iPadOS ? "iPad menu bar" : "Mac menu bar",
      "\(platform.rawValue) \(osVersion)",
      "\(layout.id) layout (\(layout.hardware.rawValue.uppercased()) keyboard)",
      direction == .rtl ? "right to left, shortcuts mirrored" : "left to right",
    ]
    if let scenario { parts.append("scenario “\(scenario)”") }
    return parts.joined(separator: " · ")
  }

  /// The text an item's line shows after its title when the system adds it outside the app's
  /// menu.
  static func systemMark(_ item: Item) -> String {
    item.isSystem ? " (system)" : ""
  }

  /// The text a command's line shows before its title: a check mark, a dash for mixed.
  static func stateMark(_ state: MenuElementState) -> String {
    switch state {
    case .on: "✓ "
    case .mixed: "– "
    case .off: ""
    }
  }
}

/// Renders a cheat sheet as aligned plain text, control characters escaped.
enum TextCheatSheetRenderer {
  /// Titles longer than this do not push the shortcut column further right, so output stays
  /// proportional to the input.
  static let maximumAlignedWidth = 60

  private struct Line {
    var indent: Int
    var title: String
    var shortcut: String
  }

  static func render(_ sheet: CheatSheet) -> String {
    var lines: [Line] = []
    for section in sheet.sections {
      lines.append(Line(indent: 0, title: TerminalText.escaped(section.title), shortcut: ""))
      appendItems(section.items, indent: 1, to: &lines)
    }
    // Shortcuts line up in a column, unless a title is too long to wait for.
    let width = min(
      lines.map { $0.indent * 2 + $0.title.count }.max() ?? 0, maximumAlignedWidth)
    var output =
      "\(TerminalText.escaped(sheet.app)) keyboard shortcuts\n\(TerminalText.escaped(sheet.summary))\n"
    for line in lines {
      if line.indent == 0 { output += "\n" }
      var text = String(repeating: "  ", count: line.indent) + line.title
      if !line.shortcut.isEmpty {
        text += String(repeating: " ", count: max(width - text.count, 0) + 2) + line.shortcut
      }
      output += text + "\n"
    }
    for note in sheet.readingNotes {
      output += "\n\(KeyMatching.mark) \(TerminalText.escaped(note))\n"
    }
    return output
  }

  private static func appendItems(
    _ items: [CheatSheet.Item], indent: Int, inSystemSubmenu: Bool = false, to lines: inout [Line]
  ) {
    for item in items {
      let mark = inSystemSubmenu ? "" : CheatSheet.systemMark(item)
      switch item {
      case .separator:
        lines.append(Line(indent: indent, title: "──────────", shortcut: ""))
      case .submenu(let title, let children):
        lines.append(
          Line(
            indent: indent, title: TerminalText.escaped(title) + " ▸" + mark, shortcut: ""))
        appendItems(
          children, indent: indent + 1, inSystemSubmenu: inSystemSubmenu || item.isSystem,
          to: &lines)
      case .command(let command):
        var title = CheatSheet.stateMark(command.state) + TerminalText.escaped(command.title)
        if !command.isEnabled { title += " (disabled)" }
        title += mark
        var shortcut = command.shortcut.map(TerminalText.escaped) ?? ""
        if command.readingNote != nil { shortcut += KeyMatching.mark }
        if !command.isTypeable { shortcut += " (cannot be typed)" }
        lines.append(Line(indent: indent, title: title, shortcut: shortcut))
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
        ("layout", .string(sheet.layout.id)),
        ("rtl", .bool(sheet.direction == .rtl)),
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

  private static func json(_ item: CheatSheet.Item) -> JSONOutput {
    switch item {
    case .separator:
      return .object([("type", .string("separator"))])
    case .submenu(let title, let items):
      return .object([
        ("type", .string("submenu")), ("title", .string(title)), ("items", .array(items.map(json))),
        ("system", .bool(item.isSystem)),
      ])
    case .command(let command):
      return .object(
        [
          ("type", .string("command")), ("title", .string(command.title)),
          ("action", .string(command.action)),
          ("propertyList", command.propertyList?.json ?? .null),
          ("id", .string(command.identifier)), ("shortcut", .string(command.shortcut)),
          ("typeable", .bool(command.isTypeable)), ("enabled", .bool(command.isEnabled)),
          ("state", .string(command.state.rawValue)), ("system", .bool(command.isSystem)),
        ] + (command.readingNote.map { [("readingNote", .string($0))] } ?? []))
    }
  }
}

/// Renders a cheat sheet as CommonMark with GitHub tables.
///
/// The menu bar is nested lists, with a thematic break (`* * *`) between a menu's groups.
///
/// Every character that Markdown could read as syntax is backslash-escaped (all ASCII
/// punctuation, which CommonMark allows escaping anywhere, `|` included in tables), and
/// control and bidirectional formatting characters are written out as `\u{…}`.
enum MarkdownCheatSheetRenderer {
  static func render(_ sheet: CheatSheet) -> String {
    var output = "# \(escaped(sheet.app)) keyboard shortcuts\n\n\(escaped(sheet.summary))\n"
    for section in sheet.sections {
      output += "\n## \(escaped(section.title))\n\n"
      if sheet.style == .overlay {
        output += "| Command | Shortcut |\n| --- | --- |\n"
        for case .command(let command) in section.items {
          output += "| \(escaped(command.title)) | \(shortcut(command)) |\n"
        }
      } else {
        appendList(section.items, indent: "", to: &output)
      }
    }
    for note in sheet.readingNotes {
      output += "\n\\\(KeyMatching.mark) \(escaped(note))\n"
    }
    return output
  }

  private static func appendList(
    _ items: [CheatSheet.Item], indent: String, inSystemSubmenu: Bool = false,
    to output: inout String
  ) {
    for item in items {
      let mark = inSystemSubmenu ? "" : CheatSheet.systemMark(item)
      switch item {
      case .separator:
        // A thematic break between blank lines ends the list, so it draws a line across;
        // `* * *` cannot be read as a setext heading's underline.
        output += "\n\(indent)* * *\n\n"
      case .submenu(let title, let children):
        output += "\(indent)- \(escaped(title)) ▸\(mark)\n"
        appendList(
          children, indent: indent + "  ", inSystemSubmenu: inSystemSubmenu || item.isSystem,
          to: &output)
      case .command(let command):
        var line = CheatSheet.stateMark(command.state) + escaped(command.title)
        if !command.isEnabled { line += " (disabled)" }
        line += mark
        if command.shortcut != nil { line += " — \(shortcut(command))" }
        output += "\(indent)- \(line)\n"
      }
    }
  }

  /// A shortcut in bold, flagged when the layout cannot type it.
  private static func shortcut(_ command: CheatSheet.CommandItem) -> String {
    guard let shortcut = command.shortcut else { return "" }
    return "**\(escaped(shortcut))**" + (command.readingNote == nil ? "" : "\\" + KeyMatching.mark)
      + (command.isTypeable ? "" : " (cannot be typed)")
  }

  /// Text that Markdown shows literally.
  ///
  /// Works on scalars, not characters: `|` followed by a combining mark is one character, and
  /// still a table delimiter to a Markdown parser.
  static func escaped(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in TerminalText.escaped(text).unicodeScalars {
      if scalar.isASCIIPunctuationOrSymbol { result.append("\\") }
      result.append(scalar)
    }
    return String(result)
  }
}

extension Unicode.Scalar {
  /// ASCII punctuation and symbols, the characters CommonMark lets a backslash escape.
  fileprivate var isASCIIPunctuationOrSymbol: Bool {
    (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value)
      || (0x5B...0x60).contains(value) || (0x7B...0x7E).contains(value)
  }
}
