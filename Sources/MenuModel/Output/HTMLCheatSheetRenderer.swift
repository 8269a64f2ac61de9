/// Escaping for text placed in HTML element content or a quoted attribute value.
enum HTMLText {
  /// The text with control and bidirectional formatting characters written out (as
  /// ``TerminalText/escaped(_:)`` does) and `& < > " '` as character references.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in TerminalText.escaped(text).unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// Renders a cheat sheet as one self-contained, printable HTML page.
///
/// The page has no scripts and makes no requests (its Content-Security-Policy forbids both);
/// styles are inline and follow the reader's light or dark preference, and print in light.
/// Text from the definition is escaped and wrapped in `<bdi>`, so right-to-left titles cannot
/// reorder the page around them. Above the menus, one keyboard picture per modifier
/// combination marks the keys the shortcuts use.
enum HTMLCheatSheetRenderer {
  static func render(_ sheet: CheatSheet) -> String {
    let app = HTMLText.escaped(sheet.app)
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
      <title>\(app) keyboard shortcuts</title>
      <style>\(style)</style>
      </head>
      <body>
      <header>
      <h1><bdi>\(app)</bdi> keyboard shortcuts</h1>
      <p class="summary">\(HTMLText.escaped(sheet.summary))</p>
      </header>

      """
    out += keyboards(sheet)
    out += "<main class=\"\(sheet.style.rawValue)\">\n"
    for section in sheet.sections {
      out += "<section>\n<h2><bdi>\(HTMLText.escaped(section.title))</bdi></h2>\n"
      if sheet.style == .overlay {
        out += "<table>\n"
        for case .command(let command) in section.items {
          out +=
            "<tr><th scope=\"row\"><bdi>\(HTMLText.escaped(command.title))</bdi></th>"
            + "<td>\(shortcut(command))</td></tr>\n"
        }
        out += "</table>\n"
      } else {
        out += list(section.items)
      }
      out += "</section>\n"
    }
    out += """
      </main>
      <footer>Made by menulint from the app’s menu definition. Shortcuts are shown as they are \
      typed on the \(HTMLText.escaped(sheet.layout.id)) layout.</footer>
      </body>
      </html>

      """
    return out
  }

  /// A shortcut in `<kbd>`, flagged when the layout cannot type it.
  private static func shortcut(_ command: CheatSheet.CommandItem) -> String {
    guard let shortcut = command.shortcut else { return "" }
    let key = "<kbd>\(HTMLText.escaped(shortcut))</kbd>"
    return command.isTypeable ? key : key + " <span class=\"untypeable\">cannot be typed</span>"
  }

  /// The menu-bar hierarchy as nested lists.
  private static func list(_ items: [CheatSheet.Item]) -> String {
    var out = "<ul>\n"
    for item in items {
      switch item {
      case .separator:
        out += "<li class=\"separator\" role=\"separator\"></li>\n"
      case .submenu(let title, let children):
        out +=
          "<li class=\"submenu\"><span class=\"title\"><bdi>\(HTMLText.escaped(title))</bdi>"
          + "</span>\n" + list(children) + "</li>\n"
      case .command(let command):
        var classes: [String] = []
        if !command.isEnabled { classes.append("disabled") }
        if command.state != .off { classes.append(command.state.rawValue) }
        let attributes = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
        let mark =
          command.state == .off
          ? "" : "<span class=\"mark\">\(CheatSheet.stateMark(command.state))</span>"
        out +=
          "<li\(attributes)><span class=\"title\">\(mark)<bdi>\(HTMLText.escaped(command.title))"
          + "</bdi></span>\(shortcut(command))</li>\n"
      }
    }
    return out + "</ul>\n"
  }

  /// One keyboard picture per modifier combination, each with a legend.
  private static func keyboards(_ sheet: CheatSheet) -> String {
    let usages = sheet.keyUsage
    guard !usages.isEmpty else { return "" }
    var out = "<section class=\"keyboards\">\n"
    for usage in usages {
      let modifiers =
        usage.modifiers.isEmpty
        ? "No modifier"
        : usage.modifiers.glyphs + " "
          + usage.modifiers.modifiers.map { $0.name.prefix(1).uppercased() + $0.name.dropFirst() }
          .joined(separator: "-")
      let count = usage.keys.values.reduce(0) { $0 + $1.count }
      let caption = "\(modifiers) · \(count) shortcut\(count == 1 ? "" : "s")"
      out += "<figure>\n<figcaption>\(HTMLText.escaped(caption))</figcaption>\n"
      out += KeyboardPicture(layout: sheet.layout, usage: usage).svg(
        title: "The keys used with \(modifiers) on the \(sheet.layout.id) layout")
      out += "<ul class=\"legend\">\n"
      for (key, commands) in usage.entries {
        var note = ""
        if case .named(let named) = key, !KeyboardPicture.pictured.contains(named) {
          note = " <span class=\"unpictured\">(not pictured)</span>"
        }
        for command in commands {
          out +=
            "<li><kbd>\(HTMLText.escaped(command.shortcut ?? ""))</kbd><span><bdi>"
            + "\(HTMLText.escaped(command.title))</bdi>\(note)</span></li>\n"
        }
      }
      out += "</ul>\n</figure>\n"
    }
    return out + "</section>\n"
  }

  /// The page's style sheet: light and dark colours, a multi-column list, print rules.
  private static let style = """

    :root { --bg: #ffffff; --fg: #1d1d1f; --muted: #6e6e73; --rule: #d2d2d7; --key: #f5f5f7;
      --key-edge: #b0b0b8; --used: #0a60d0; --used-fg: #ffffff; --held: #e07000; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a1a1a6; --rule: #3a3a3c; --key: #2c2c2e;
        --key-edge: #5a5a5e; --used: #3d8bfd; --used-fg: #0b0b0d; --held: #ff9f0a; }
    }
    * { box-sizing: border-box; }
    body { margin: 2rem auto; max-width: 72rem; padding: 0 1.5rem; background: var(--bg);
      color: var(--fg); font: 14px/1.45 -apple-system, "SF Pro Text", "Helvetica Neue",
      "Segoe UI", Roboto, Arial, sans-serif; }
    h1 { font-size: 1.6rem; margin: 0; }
    h2 { font-size: 1rem; margin: 0 0 0.4rem; padding-bottom: 0.2rem;
      border-bottom: 1px solid var(--rule); }
    .summary, footer, figcaption, .unpictured, .untypeable { color: var(--muted); }
    .summary { margin: 0.2rem 0 1.5rem; }
    kbd { font: inherit; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .keyboards { display: grid; grid-template-columns: repeat(auto-fill, minmax(22rem, 1fr));
      gap: 1.5rem 2rem; margin-bottom: 2rem; }
    figure { margin: 0; break-inside: avoid; }
    figcaption { font-weight: 600; margin-bottom: 0.3rem; }
    svg.keyboard { width: 100%; height: auto; display: block; }
    .key rect, .key path { fill: var(--key); stroke: var(--key-edge); stroke-width: 1; }
    .key text { fill: var(--fg); font-size: 15px; text-anchor: middle; }
    .key text.shifted { font-size: 10px; fill: var(--muted); }
    .key text.small { font-size: 10px; }
    .key.modifier text { fill: var(--muted); font-size: 13px; }
    .key.used rect, .key.used path { fill: var(--used); stroke: var(--used); }
    .key.used text, .key.used text.shifted { fill: var(--used-fg); font-weight: 600; }
    .key.held rect { fill: var(--key); stroke: var(--held); stroke-width: 2.5; }
    .key.held text { fill: var(--held); font-weight: 600; }
    .legend { list-style: none; padding: 0; margin: 0.5rem 0 0; columns: 2 10rem;
      column-gap: 1.5rem; font-size: 0.85rem; }
    .legend li { break-inside: avoid; display: grid; grid-template-columns: 3.6em 1fr;
      column-gap: 0.4em; }
    .legend kbd { font-weight: 600; }
    main { columns: 3 17rem; column-gap: 2.5rem; }
    main > section { break-inside: avoid; margin-bottom: 1.5rem; }
    table { border-collapse: collapse; width: 100%; }
    th { font-weight: normal; text-align: start; padding: 0.1rem 0.75rem 0.1rem 0; }
    td { text-align: end; padding: 0.1rem 0; white-space: nowrap; }
    ul { list-style: none; margin: 0; padding: 0; }
    main li { display: flex; justify-content: space-between; gap: 0.75rem; padding: 0.1rem 0; }
    main li.submenu { display: block; }
    main li.submenu > .title::after { content: " ▸"; color: var(--muted); }
    main li.submenu > ul { padding-inline-start: 1rem; }
    main li.separator { border-top: 1px solid var(--rule); margin: 0.3rem 0; padding: 0; }
    main li.disabled { color: var(--muted); }
    .mark { display: inline-block; width: 1.2em; }
    footer { margin-top: 2rem; font-size: 0.8rem; border-top: 1px solid var(--rule);
      padding-top: 0.5rem; }
    @media print {
      :root { --bg: #ffffff; --fg: #000000; --muted: #555555; --rule: #bbbbbb; --key: #ffffff;
        --key-edge: #888888; --used: #0a60d0; --used-fg: #ffffff; --held: #c05000; }
      @page { margin: 12mm; }
      body { margin: 0; max-width: none; padding: 0; font-size: 9.5pt; }
      * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
      .keyboards { grid-template-columns: repeat(2, 1fr); }
    }

    """
}
