import Foundation
import MenuModel
import Testing

@Suite struct CheatSheetRendererTests {
  /// Titles that try to break out of every format: markup, terminal escapes, bidi overrides,
  /// Markdown syntax and line breaks.
  static let hostile = #"""
    {"formatVersion": 1, "app": "Evil</title><script>alert(1)</script>",
     "platforms": ["iPadOS", "macCatalyst"],
     "build": [{"insertChild": {"type": "menu", "title": "<img src=x onerror=alert(1)>",
       "id": "com.example.evil", "children": [
       {"type": "command", "title": "<script>alert('x')</script>", "action": "a1:",
        "shortcut": "cmd+k"},
       {"type": "command", "title": "Bell\u0007 and \u001b[31mred\u001b[0m", "action": "a2:",
        "shortcut": "cmd+j"},
       {"type": "command", "title": "שמור \u202Egnp.exe", "action": "a3:",
        "shortcut": "cmd+shift+j"},
       {"type": "command", "title": "| pipe * star _ [link](http://x) `code` <b>", "action": "a4:",
        "shortcut": "cmd+\\"},
       {"type": "command", "title": "Line\nbreak & \"quotes\" 'apos'", "action": "a5:",
        "shortcut": "ctrl+escape"},
       {"type": "command", "title": "|\u0301 mark `\u0301x`\u0301 \u0600<b>\u0301", "action": "a7:",
        "shortcut": "cmd+shift+k"},
       {"type": "menu", "title": "Sub</li><li>", "children": [
         {"type": "command", "title": "x\u2028y", "action": "a6:"}]}]},
      "atEndOf": "root"}]}
    """#

  static func sheets() throws -> [CheatSheet] {
    let decoded = MenuDefinitionDecoder.decode(Array(hostile.utf8), file: "evil.menu.json")
    let definition = try #require(decoded.definition)
    return [Platform.iPadOS, .macCatalyst].flatMap { platform in
      let system = MenuSystem.build(definition, for: platform, document: decoded.document).system
      #expect(system.menu.menu(for: "com.example.evil") != nil)
      return CheatSheet.Style.allCases.map { CheatSheet(system, style: $0) }
    }
  }

  static func hasUnsafeScalars(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && DisplayText.needsEscape($0) }
  }

  @Test func htmlHasOnlyItsOwnMarkupAndNoScriptsOrRequests() throws {
    let allowed: Set<String> = [
      "!DOCTYPE", "html", "head", "meta", "title", "style", "body", "header", "h1", "p", "bdi",
      "section", "figure", "figcaption", "svg", "g", "rect", "path", "text", "ul", "li", "kbd",
      "span", "main", "h2", "h3", "div", "strong", "footer",
    ]
    for sheet in try Self.sheets() {
      let html = CheatSheetFormat.html.render(sheet)
      #expect(!Self.hasUnsafeScalars(html))
      #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
      #expect(html.contains("<bdi>שמור \\u{202E}gnp.exe</bdi>") || sheet.style == .menubar)
      #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
      // Text content never contains '<', so every '<' starts one of the page's own tags.
      var tags: Set<String> = []
      var attributes: Set<String> = []
      // Scalars, not characters: '<' followed by a combining mark is still a tag to a browser.
      for piece in html.unicodeScalars.split(separator: "<").dropFirst() {
        let tag = piece.prefix { $0 != ">" }
        let name = tag.drop { $0 == "/" }.prefix { !$0.properties.isWhitespace && $0 != ">" }
        tags.insert(String(String.UnicodeScalarView(name)))
        for word in tag.split(separator: " ").dropFirst() where word.contains("=") {
          attributes.insert(String(String.UnicodeScalarView(word.prefix { $0 != "=" })))
        }
      }
      #expect(tags.isSubset(of: allowed), "\(tags.subtracting(allowed))")
      #expect(!attributes.contains { $0.hasPrefix("on") || $0 == "src" || $0 == "href" })
    }
  }

  @Test func markdownEscapesSyntaxAndControlCharacters() throws {
    for sheet in try Self.sheets() {
      let markdown = CheatSheetFormat.markdown.render(sheet)
      #expect(!Self.hasUnsafeScalars(markdown))
      // No '<' starts HTML: each is backslash-escaped. Scalars, not characters, since '<'
      // after U+0600 or before a combining mark is part of a larger character.
      let scalars = Array(markdown.unicodeScalars)
      #expect(!zip(scalars, [" "] + scalars).contains { $0 == "<" && $1 != "\\" })
      #expect(markdown.contains(#"\<script\>alert\(\'x\'\)\<\/script\>"#))
      #expect(markdown.contains(#"\| pipe \* star \_ \[link\]\(http\:\/\/x\) \`code\` \<b\>"#))
      if sheet.style == .overlay {
        // Every table row has exactly its three cell delimiters unescaped.
        for line in markdown.split(separator: "\n") where line.hasPrefix("| ") {
          let row = Array(line.unicodeScalars)
          let unescaped = zip(row, [" "] + row).filter { $0 == "|" && $1 != "\\" }
          #expect(unescaped.count == 3, "\(line)")
        }
      }
    }
  }

  @Test func textEscapesControlAndBidiCharacters() throws {
    for sheet in try Self.sheets() {
      let text = CheatSheetFormat.text.render(sheet)
      #expect(!Self.hasUnsafeScalars(text))
      #expect(text.contains(#"Bell\u{7} and \u{1B}[31mred\u{1B}[0m"#))
      #expect(text.contains(#"Line\nbreak"#))
    }
  }

  @Test func jsonKeepsTitlesExactlyAndEscapesWhatCouldReorderATerminal() throws {
    for sheet in try Self.sheets() {
      let json = CheatSheetFormat.json.render(sheet)
      #expect(!Self.hasUnsafeScalars(json))
      #expect(json.contains(#""title": "ש\#u{05DE}\#u{05D5}\#u{05E8} \u202Egnp.exe""#))
      let document = try JSONParser().parse(Array(json.utf8), file: "sheet.json")
      let root = document.root
      #expect(root["version"]?.integer == 1)
      #expect(root["layout"]?.string == "US")
      #expect(root["rtl"]?.bool == false)
      let titles = (root["sections"]?.elements ?? []).flatMap { section in
        (section["items"]?.elements ?? []).compactMap { $0["title"]?.string }
      }
      #expect(titles.contains("Bell\u{7} and \u{1B}[31mred\u{1B}[0m"))
      #expect(titles.contains("שמור \u{202E}gnp.exe"))
    }
  }

  @Test func keyboardPicturesDrawEveryKeyOfTheHardware() throws {
    let text = #"""
      {"formatVersion": 1, "build": [{"insertElements": [
        {"type": "command", "title": "Back", "action": "back:", "shortcut": "cmd+["},
        {"type": "command", "title": "Up", "action": "up:", "shortcut": "cmd+up"},
        {"type": "command", "title": "Home", "action": "home:", "shortcut": "cmd+home"}],
        "atEndOf": "file"}]}
      """#
    let decoded = MenuDefinitionDecoder.decode(Array(text.utf8), file: "k.menu.json")
    let system = MenuSystem.build(
      try #require(decoded.definition), for: .iPadOS, document: decoded.document
    ).system
    // 48, 49 and 49 character keys, plus 16 others (Delete, Tab, Caps Lock, Return, two Shift,
    // fn, Control, two Option, two Command, four arrows).
    for (id, keys) in [("US", 64), ("German", 65), ("Japanese", 65)] {
      let layout = try #require(KeyboardLayout.named(id))
      let html = CheatSheetFormat.html.render(CheatSheet(system, style: .overlay, layout: layout))
      let command = try #require(html.split(separator: "<figure>").dropFirst().first)
      #expect(html.components(separatedBy: "<figure>").count == 2, "one keyboard")
      #expect(command.components(separatedBy: "<g class=\"key").count - 1 == keys, "\(id)")
      // ⌘[, ⌘↑ and ⌘X/C/V/… are drawn; ⌘Home is listed but not pictured. No modifier is
      // held in the one picture of all the shortcuts.
      #expect(!command.contains("held"))
      #expect(command.contains("(not pictured)"))
      // ISO and JIS draw Return as an upside-down L.
      #expect(command.contains("<path d=") == (id != "US"), "\(id)")
    }
    let german = CheatSheetFormat.html.render(
      CheatSheet(system, style: .overlay, layout: try #require(KeyboardLayout.named("German"))))
    #expect(german.contains("<title>⌘Ö Back</title>"))
    #expect(german.contains("German layout (ISO keyboard)"))
  }

  @Test func keyCapsFollowTheCommandLayer() throws {
    let german = try #require(KeyboardLayout.named("German"))
    #expect(german.shortcutCap(.semicolon, modifiers: .command) == "Ö")
    #expect(german.shortcutCap(.digit7, modifiers: [], shift: true) == "/")
    let russian = try #require(KeyboardLayout.named("Russian"))
    #expect(russian.shortcutCap(.keyQ, modifiers: .command) == "Q")
    #expect(russian.shortcutCap(.keyQ, modifiers: []) == "Й")
    #expect(KeyboardLayout.us.shortcutCap(.space, modifiers: .command) == "Space")
  }
}

/// The HTML page as people print it and hang it up (DESIGN §8).
@Suite struct HTMLCheatSheetTests {
  static func html(
    _ layout: String = "US", style: CheatSheet.Style = .overlay,
    direction: InterfaceDirection = .ltr
  ) throws -> String {
    let system = try CheatSheetTests.system(style == .overlay ? .iPadOS : .macCatalyst)
    let sheet = CheatSheet(
      system, style: style, layout: try #require(KeyboardLayout.named(layout)),
      direction: direction)
    return CheatSheetFormat.html.render(sheet)
  }

  /// The page's style sheet, and its print part.
  static func style(_ html: String) throws -> (all: String, print: String) {
    let style = try #require(
      html.split(separator: "<style>").dropFirst().first?.split(
        separator: "</style>"
      ).first)
    let print = try #require(style.split(separator: "@media print").dropFirst().first)
    return (String(style), String(print))
  }

  @Test func rightToLeftSheetsAreLaidOutRightToLeft() throws {
    #expect(try Self.html().contains("<html lang=\"en\" dir=\"ltr\">"))
    let mirrored = try Self.html(direction: .rtl)
    #expect(mirrored.contains("<html lang=\"en\" dir=\"rtl\">"))
    // Shortcuts keep their order inside the mirrored page; the page's own English sentences
    // read left to right.
    #expect(mirrored.contains("<kbd dir=\"ltr\">⌘D</kbd>"))
    #expect(mirrored.contains("<h1><span dir=\"ltr\"><bdi>Reader</bdi> keyboard shortcuts"))
    for layout in ["Hebrew", "Arabic"] {
      #expect(try Self.html(layout).contains("dir=\"rtl\">"), "\(layout)")
      #expect(try Self.html(layout, style: .menubar).contains("dir=\"rtl\">"), "\(layout)")
    }
    #expect(try Self.html("Russian").contains("<html lang=\"en\" dir=\"ltr\">"))
  }

  @Test func keyCapsShowTheLayoutsOwnCharactersAndWhatCommandTypes() throws {
    // Russian types QWERTY with ⌘: the Й key shows Q in its corner.
    let russian = try Self.html("Russian")
    #expect(russian.contains(">Й</text><text class=\"command\""))
    #expect(russian.contains("text-anchor=\"end\">Q</text>"))
    // Keys whose Shift types another character show both, Shift's above.
    #expect(
      russian.contains(
        "<text class=\"shifted\" x=\"88\" y=\"16\" text-anchor=\"start\">&quot;</text>"))
    #expect(try Self.html("Greek").contains(">Σ</text>"))
    #expect(try Self.html("Hebrew").contains(">ש</text>"))
    #expect(try Self.html("Arabic").contains(">ش</text>"))
    // On US every cap is what ⌘ types: no corner.
    #expect(!(try Self.html()).contains("class=\"command\""))
  }

  @Test func theLegendListsShortcutsByKeyNotInKeyboardOrder() throws {
    let legend = try #require(try Self.html().split(separator: "<ul class=\"legend\">").last)
    let keys = legend.components(separatedBy: "<kbd dir=\"ltr\">").dropFirst().map {
      $0.prefix { $0 != "<" }
    }
    #expect(
      keys == [
        "⌘A", "⌘B", "⌘C", "⌘D", "⌘E", "⌘F", "⌥⌘F", "⌘G", "⇧⌘G", "⌘I", "⌃⌘S", "⌘U", "⌘V", "⌥⇧⌘V",
        "⇧⌘W", "⌘X", "⌘Z", "⇧⌘Z", "⌘+", "⌘-", "⌘[", "⌘↑",
      ])
  }

  @Test func theOverlayIsAPanelWithTheAppsNameAndAColumnPerMenu() throws {
    let html = try Self.html()
    let panel = try #require(html.split(separator: "<section class=\"panel\"").last)
    #expect(
      panel.hasPrefix(" aria-label=\"Shortcut overlay\">\n<h2 class=\"app\"><bdi>Reader</bdi>"))
    let columns = panel.components(separatedBy: "<section class=\"category\">\n<h3><bdi>")
      .dropFirst().map { $0.prefix { $0 != "<" } }
    #expect(columns == ["Edit", "Format", "View", "Library"])
    #expect(html.contains("border-radius: 18px"))
  }

  @Test func theMenuBarShowsTheBarAndItsMenusOpenedSideBySide() throws {
    let html = try Self.html(style: .menubar)
    let bar = try #require(html.split(separator: "<div class=\"bar\">").last?.prefix { $0 != "\n" })
    #expect(bar.hasPrefix("<span class=\"app\"><bdi>Reader</bdi></span><span><bdi>File</bdi>"))
    let menus = html.components(separatedBy: "<section class=\"menu\">\n<h2><bdi>").dropFirst()
      .map { $0.prefix { $0 != "<" } }
    #expect(menus.first == "Reader")
    #expect(menus.count == bar.components(separatedBy: "<span").count - 1)
    #expect(html.contains("<li class=\"separator\" role=\"separator\"></li>"))
  }

  /// Every text size of the print style is 7 pt or more, the keyboard included: its labels are
  /// sized in drawing units, and the print style fixes the drawing's width in points.
  @Test func printTextIsSevenPointsOrMore() throws {
    let (all, print) = try Self.style(try Self.html())
    func numbers(after prefix: String, unit: String, in text: String) -> [Double] {
      text.components(separatedBy: prefix).dropFirst().compactMap {
        let number = $0.prefix { $0.isNumber || $0 == "." }
        return $0.dropFirst(number.count).hasPrefix(unit) ? Double(number) : nil
      }
    }
    let points = numbers(after: "font-size: ", unit: "pt", in: print)
    #expect(points.count >= 8)
    #expect(points.allSatisfy { $0 >= 7 }, "\(points)")
    #expect(!print.contains("rem") && !print.contains("em;"))
    let width = try #require(numbers(after: "svg.keyboard { width: ", unit: "pt", in: print).first)
    let labels = numbers(
      after: "font-size: ", unit: "px",
      in: all.components(separatedBy: ".key text").dropFirst().joined())
    #expect(labels.count >= 4)
    let scale = width / 600
    #expect(labels.allSatisfy { $0 * scale >= 7 }, "\(labels.map { $0 * scale })")
    #expect(print.contains("@page"))
  }

  /// More than a page flows on: the panel and the menu bar break between pages, the menus
  /// and lines in them do not.
  @Test func longSheetsBreakBetweenMenusNotInsideThem() throws {
    for style in CheatSheet.Style.allCases {
      let (_, print) = try Self.style(try Self.html(style: style))
      #expect(print.contains(".category, .menu, li, figure { break-inside: avoid; }"))
      #expect(print.contains(".panel, .desktop { -webkit-box-decoration-break: clone;"))
      let avoided = print.components(separatedBy: "break-inside: avoid").dropLast().map {
        $0.split(separator: "}").last ?? ""
      }
      #expect(!avoided.contains { $0.contains(".panel") || $0.contains(".keys") })
    }
  }

  /// Dark mode draws every key's outline, the Return key's included, with contrast to the key
  /// and to the page (3:1, as WCAG asks of graphics).
  @Test func darkModeKeepsEveryKeyOutline() throws {
    let (all, _) = try Self.style(try Self.html("German"))
    let dark = try #require(
      all.split(separator: "prefers-color-scheme: dark").last?.split(
        separator: "}"
      ).first)
    func colour(_ name: String) throws -> Double {
      let hex = try #require(
        dark.components(separatedBy: "--\(name): #").dropFirst().first?.prefix(6))
      let value = try #require(Int(hex, radix: 16))
      let channels = [value >> 16, value >> 8 & 0xFF, value & 0xFF].map { Double($0) / 255 }
      let linear = channels.map { $0 <= 0.039_28 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
      return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
    func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
    let edge = try colour("key-edge")
    #expect(contrast(edge, try colour("key")) >= 3)
    #expect(contrast(edge, try colour("bg")) >= 3)
    #expect(contrast(try colour("fg"), try colour("bg")) >= 3)
    // The outline rule covers paths (the ISO Return key) as well as rectangles.
    #expect(all.contains(".key rect, .key path { fill: var(--key); stroke: var(--key-edge)"))
    #expect(all.contains(".key.used rect, .key.used path { fill: var(--used); stroke: var(--fg)"))
  }
}

@Suite struct TerminalTextTests {
  @Test func controlBidiAndInvisibleCharactersAreWrittenOut() {
    #expect(TerminalText.escaped("a\u{1B}[31mb\u{7}") == #"a\u{1B}[31mb\u{7}"#)
    #expect(TerminalText.escaped("x\u{202E}y\u{2066}z") == #"x\u{202E}y\u{2066}z"#)
    #expect(
      TerminalText.escaped("pay\u{200B}pal\u{2060}\u{FEFF}") == #"pay\u{200B}pal\u{2060}\u{FEFF}"#)
    #expect(TerminalText.escaped("line\nnext\ttab") == #"line\nnext\ttab"#)
    // The zero-width joiner holds emoji sequences together and stays.
    #expect(TerminalText.escaped("👨‍👩‍👧 Family") == "👨‍👩‍👧 Family")
  }
}
