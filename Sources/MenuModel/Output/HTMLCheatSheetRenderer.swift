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
/// reorder the page around them. A right-to-left sheet (mirrored shortcuts, or a right-to-left
/// layout) is laid out right to left; shortcuts keep their order (`<kbd dir="ltr">`).
///
/// The overlay style draws the iPad's shortcut overlay: a rounded panel headed by the app's
/// name, with a column per menu in menu order. The menubar style draws a Mac menu bar with
/// its menus opened side by side. Below either, a picture of the layout's keyboard marks the
/// keys the shortcuts use, and a legend lists them by key. The print style sheet sizes text in
/// points, 7 pt or more, so that up to 60 shortcuts fit one A4 or Letter page.
enum HTMLCheatSheetRenderer {
  static func render(_ sheet: CheatSheet) -> String {
    let app = HTMLText.escaped(sheet.app)
    let direction = isRightToLeft(sheet) ? "rtl" : "ltr"
    var out = """
      <!DOCTYPE html>
      <html lang="en" dir="\(direction)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
      <title>\(app) keyboard shortcuts</title>
      <style>\(style)</style>
      </head>
      <body class="\(sheet.style.rawValue)">
      <header>
      <h1><span dir="ltr"><bdi>\(app)</bdi> keyboard shortcuts</span></h1>
      <p class="summary"><span dir="ltr">\(HTMLText.escaped(sheet.summary))</span></p>
      </header>
      <main>

      """
    out += sheet.style == .overlay ? overlay(sheet) : menubar(sheet)
    out += keyboard(sheet)
    for note in sheet.readingNotes {
      out +=
        "<p class=\"reading\"><span dir=\"ltr\">\(KeyMatching.mark) \(HTMLText.escaped(note))</span></p>\n"
    }
    out += """
      </main>
      <footer><span dir="ltr">Made by menulint from the app’s menu definition. Shortcuts are \
      shown as they are typed on the \(HTMLText.escaped(sheet.layout.id)) layout.</span></footer>
      </body>
      </html>

      """
    return out
  }

  /// Whether the page is laid out right to left: for mirrored shortcuts, or a layout written
  /// right to left (Hebrew, Arabic).
  static func isRightToLeft(_ sheet: CheatSheet) -> Bool {
    sheet.direction == .rtl || sheet.layout.direction == .rtl
  }

  /// A shortcut in `<kbd>`, flagged when the layout cannot type it.
  private static func shortcut(_ command: CheatSheet.CommandItem) -> String {
    guard let shortcut = command.shortcut else { return "" }
    let mark = command.readingNote == nil ? "" : "<sup>\(KeyMatching.mark)</sup>"
    let key = "<kbd dir=\"ltr\">\(HTMLText.escaped(shortcut))\(mark)</kbd>"
    return command.isTypeable
      ? key : key + " <span class=\"untypeable\" dir=\"ltr\">cannot be typed</span>"
  }

  /// The iPad overlay: a panel headed by the app's name, a column per menu.
  private static func overlay(_ sheet: CheatSheet) -> String {
    var out = """
      <section class="panel" aria-label="Shortcut overlay">
      <h2 class="app"><bdi>\(HTMLText.escaped(sheet.app))</bdi></h2>
      <div class="categories">

      """
    for section in sheet.sections {
      out +=
        "<section class=\"category\">\n<h3><bdi>\(HTMLText.escaped(section.title))</bdi></h3>\n"
      out += "<ul>\n"
      for case .command(let command) in section.items {
        out +=
          "<li><span class=\"title\"><bdi>\(HTMLText.escaped(command.title))</bdi></span>"
          + "\(shortcut(command))</li>\n"
      }
      out += "</ul>\n</section>\n"
    }
    return out + "</div>\n</section>\n"
  }

  /// The Mac menu bar: the bar with every menu's title, then the menus opened side by side.
  private static func menubar(_ sheet: CheatSheet) -> String {
    var out = "<section class=\"desktop\" aria-label=\"Menu bar\">\n<div class=\"bar\">"
    for (index, section) in sheet.sections.enumerated() {
      let kind = index == 0 && section.menu == "application" ? " class=\"app\"" : ""
      out += "<span\(kind)><bdi>\(HTMLText.escaped(section.title))</bdi></span>"
    }
    out += "</div>\n<div class=\"menus\">\n"
    for section in sheet.sections {
      out += "<section class=\"menu\">\n<h2><bdi>\(HTMLText.escaped(section.title))</bdi></h2>\n"
      out += list(section.items) + "</section>\n"
    }
    return out + "</div>\n</section>\n"
  }

  /// A menu's items: check marks in a gutter, shortcuts at the far edge, separators as lines,
  /// submenus indented under their title.
  private static func list(_ items: [CheatSheet.Item], inSystemSubmenu: Bool = false) -> String {
    var out = "<ul>\n"
    for item in items {
      let isMarked = item.isSystem && !inSystemSubmenu
      switch item {
      case .separator:
        out += "<li class=\"separator\" role=\"separator\"></li>\n"
      case .submenu(let title, let children):
        let kind = item.isSystem ? "submenu system" : "submenu"
        out +=
          "<li class=\"\(kind)\"><span class=\"title\"><bdi>\(HTMLText.escaped(title))</bdi>"
          + systemMark(isMarked) + "</span>\n"
          + list(children, inSystemSubmenu: inSystemSubmenu || item.isSystem) + "</li>\n"
      case .command(let command):
        var classes: [String] = []
        if !command.isEnabled { classes.append("disabled") }
        if command.state != .off { classes.append(command.state.rawValue) }
        if command.isSystem { classes.append("system") }
        let attributes = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
        let mark =
          command.state == .off
          ? "" : "<span class=\"mark\">\(CheatSheet.stateMark(command.state))</span>"
        out +=
          "<li\(attributes)><span class=\"title\">\(mark)<bdi>\(HTMLText.escaped(command.title))"
          + "</bdi>\(systemMark(isMarked))</span>\(shortcut(command))</li>\n"
      }
    }
    return out + "</ul>\n"
  }

  /// The word that marks an item the system adds outside the app's menu.
  private static func systemMark(_ isSystem: Bool) -> String {
    isSystem ? " <small class=\"origin\">system</small>" : ""
  }

  /// The layout's keyboard with the used keys marked, and the legend in key order.
  private static func keyboard(_ sheet: CheatSheet) -> String {
    let legend = sheet.keyLegend
    guard !legend.isEmpty else { return "" }
    var usage: [PhysicalKeystroke.Key: [CheatSheet.CommandItem]] = [:]
    for item in legend {
      if let key = item.keystroke?.key { usage[key, default: []].append(item) }
    }
    let layout = HTMLText.escaped(sheet.layout.id)
    var out = """
      <section class="keys">
      <figure>
      <figcaption><span dir="ltr"><strong>Keys on the \(layout) layout.</strong> Marked keys \
      have shortcuts. A cap shows the layout’s own characters, Shift’s above; the corner shows \
      what the key types with <kbd>⌘</kbd> where that differs.</span></figcaption>

      """
    out += KeyboardPicture(layout: sheet.layout, usage: usage).svg(
      title: "The \(sheet.layout.id) keyboard with the keys the shortcuts use marked")
    out += "</figure>\n<ul class=\"legend\">\n"
    for command in legend {
      var note = ""
      if case .named(let named) = command.keystroke?.key,
        !KeyboardPicture.pictured.contains(named)
      {
        note = " <span class=\"unpictured\" dir=\"ltr\">(not pictured)</span>"
      }
      out +=
        "<li>\(shortcut(command))<span><bdi>\(HTMLText.escaped(command.title))</bdi>"
        + "\(note)</span></li>\n"
    }
    return out + "</ul>\n</section>\n"
  }

  /// The page's style sheet: light and dark colours, the overlay panel, the menu bar, the
  /// keyboard, and print rules in points.
  private static let style = """

    :root { --bg: #ffffff; --fg: #1d1d1f; --muted: #6e6e73; --rule: #d2d2d7;
      --panel: #f2f2f7; --panel-edge: #d8d8de; --menu: #ffffff; --bar: #ececf0;
      --key: #fbfbfd; --key-edge: #8e8e96; --used: #0a60d0; --used-fg: #ffffff;
      --command: #b4490a; --used-command: #ffe2b8; --shadow: 0 6px 20px rgb(0 0 0 / 0.14); }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #000000; --fg: #f2f2f7; --muted: #a1a1a6; --rule: #48484a;
        --panel: #1c1c1e; --panel-edge: #3a3a3c; --menu: #2c2c2e; --bar: #232325;
        --key: #2c2c2e; --key-edge: #8e8e93; --used: #3d8bfd; --used-fg: #000000;
        --command: #ffb35c; --used-command: #3a1d00; --shadow: 0 6px 20px rgb(0 0 0 / 0.6); }
    }
    * { box-sizing: border-box; }
    body { margin: 2rem auto; max-width: 72rem; padding: 0 1.5rem; background: var(--bg);
      color: var(--fg); font: 14px/1.4 -apple-system, "SF Pro Text", "Helvetica Neue",
      "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", Arial, sans-serif; }
    h1 { font-size: 1.6rem; margin: 0; }
    h2, h3 { margin: 0; }
    .summary, footer, figcaption, .unpictured, .untypeable, .reading { color: var(--muted); }
    .reading { font-size: 0.8rem; margin: 0.6rem 0 0; }
    .summary { margin: 0.2rem 0 1.2rem; }
    kbd { font: inherit; font-variant-numeric: tabular-nums; white-space: nowrap;
      unicode-bidi: isolate; }
    ul { list-style: none; margin: 0; padding: 0; }
    li { display: flex; justify-content: space-between; align-items: baseline; gap: 0.75em; }
    li kbd { color: var(--muted); }
    .panel { background: var(--panel); border: 1px solid var(--panel-edge);
      border-radius: 18px; padding: 1.1rem 1.4rem 1.2rem; box-shadow: var(--shadow); }
    .panel h2.app { font-size: 1.25rem; margin-bottom: 0.6rem; }
    .categories { columns: 4 13rem; column-gap: 2rem; column-rule: 1px solid var(--panel-edge); }
    .category { break-inside: avoid; margin-bottom: 0.9rem; }
    .category h3 { font-size: 0.8rem; font-weight: 600; color: var(--muted);
      text-transform: uppercase; letter-spacing: 0.04em; margin-bottom: 0.15rem; }
    .category li { padding: 0.08rem 0; }
    .desktop { border: 1px solid var(--panel-edge); border-radius: 12px; overflow: hidden;
      background: var(--panel); }
    .bar { display: flex; flex-wrap: wrap; gap: 0 1.3em; padding: 0.3rem 1rem;
      background: var(--bar); border-bottom: 1px solid var(--panel-edge); font-weight: 500; }
    .bar .app { font-weight: 700; }
    .menus { display: flex; flex-wrap: wrap; gap: 1rem; padding: 0.9rem 1rem 1rem;
      align-items: flex-start; }
    .menu { flex: 1 1 auto; min-width: 10em; max-width: 26em; background: var(--menu);
      border: 1px solid var(--panel-edge); border-radius: 9px; box-shadow: var(--shadow);
      padding: 0.3rem 0.55rem 0.4rem; break-inside: avoid; }
    .menu h2 { font-size: 0.8rem; font-weight: 600; color: var(--used-fg); background: var(--used);
      border-radius: 5px; padding: 0.05rem 0.45rem; margin: 0 -0.25rem 0.25rem;
      display: inline-block; }
    .menu li { padding: 0.06rem 0 0.06rem 1.1em; position: relative; gap: 2em; }
    .menu .title { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    [dir="rtl"] .menu li { padding: 0.06rem 1.1em 0.06rem 0; }
    .menu .mark { position: absolute; inset-inline-start: 0; width: 1.1em; }
    .menu li.submenu { display: block; padding-inline-end: 0; }
    .menu li.submenu > .title::after { content: " ▸"; color: var(--muted); }
    [dir="rtl"] .menu li.submenu > .title::after { content: " ◂"; }
    .menu li.submenu > ul { margin-inline-start: 0.2em; padding-inline-start: 0.5em;
      border-inline-start: 2px solid var(--panel-edge); }
    .menu li.separator { display: block; border-top: 1px solid var(--rule); margin: 0.25rem 0;
      padding: 0; }
    .menu li.disabled, .menu li.disabled kbd { color: var(--muted); opacity: 0.75; }
    .menu .origin { color: var(--muted); font-size: 0.8em; font-style: italic; }
    .keys { margin-top: 1.5rem; }
    figure { margin: 0; break-inside: avoid; display: flex; flex-wrap: wrap; gap: 0.4rem 1.5rem;
      align-items: flex-end; }
    figcaption { font-size: 0.85rem; flex: 1 1 12rem; }
    figcaption kbd { color: var(--command); font-weight: 600; }
    svg.keyboard { width: 100%; max-width: 44rem; height: auto; display: block; order: -1; }
    .key rect, .key path { fill: var(--key); stroke: var(--key-edge); stroke-width: 1.2; }
    .key text { fill: var(--fg); font-size: 16px; }
    .key text.shifted, .key text.base { font-size: 14px; }
    .key text.command { font-size: 11px; font-weight: 700; fill: var(--command); }
    .key text.small { font-size: 11px; }
    .key.modifier text { fill: var(--muted); }
    .key.used rect, .key.used path { fill: var(--used); stroke: var(--fg); }
    .key.used text { fill: var(--used-fg); font-weight: 600; }
    .key.used text.command { fill: var(--used-command); }
    .legend { columns: 4 14rem; column-gap: 1.5rem; font-size: 0.85rem; margin-top: 0.6rem; }
    .legend li { break-inside: avoid; justify-content: start; gap: 0.5em; }
    .legend kbd { flex: 0 0 4.2em; font-weight: 600; color: var(--fg); text-align: end; }
    footer { margin-top: 1.5rem; font-size: 0.8rem; border-top: 1px solid var(--rule);
      padding-top: 0.4rem; }
    @media print {
      :root { --bg: #ffffff; --fg: #000000; --muted: #505055; --rule: #b0b0b6;
        --panel: #f4f4f7; --panel-edge: #c4c4cc; --menu: #ffffff; --bar: #e6e6ea;
        --key: #ffffff; --key-edge: #6e6e73; --used: #0a60d0; --used-fg: #ffffff;
        --command: #b4490a; --used-command: #ffe2b8; --shadow: none; }
      @page { margin: 10mm; }
      * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
      body { margin: 0; max-width: none; padding: 0; font-size: 8pt; line-height: 1.25; }
      h1 { font-size: 14pt; }
      .summary { font-size: 7.5pt; margin: 1pt 0 6pt; }
      .panel { border-radius: 12pt; padding: 7pt 10pt 4pt; }
      .panel h2.app { font-size: 11pt; margin-bottom: 3pt; }
      .categories { columns: 3; column-gap: 14pt; }
      .category { margin-bottom: 5pt; }
      .category h3 { font-size: 7.5pt; }
      .category li, .menu li { padding-top: 0; padding-bottom: 0; }
      .desktop { border-radius: 8pt; }
      .bar { padding: 2pt 8pt; }
      .menus { display: block; columns: 4; column-gap: 7pt; padding: 6pt 6pt 0; }
      .menus .menu { display: block; max-width: none; margin-bottom: 6pt; }
      .menu li { gap: 4pt; }
      .menu .title { white-space: normal; overflow: visible; }
      .menu { border-radius: 6pt; padding: 2pt 4pt 3pt; }
      .menu h2 { font-size: 8pt; }
      .menu li.separator { margin: 1.5pt 0; }
      .keys { margin-top: 8pt; display: block; }
      figure { flex-wrap: nowrap; gap: 10pt; }
      figcaption { font-size: 7.5pt; }
      svg.keyboard { width: 390pt; max-width: none; flex: none; }
      .legend { columns: 4; column-gap: 10pt; font-size: 7.5pt; line-height: 1.2;
        margin-top: 5pt; }
      footer { margin-top: 6pt; padding-top: 2pt; font-size: 7pt; }
      .reading { margin-top: 4pt; font-size: 7pt; }
      .category, .menu, li, figure { break-inside: avoid; }
      .panel, .desktop { -webkit-box-decoration-break: clone; box-decoration-break: clone; }
    }

    """
}
