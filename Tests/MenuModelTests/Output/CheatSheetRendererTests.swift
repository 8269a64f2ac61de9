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
      "span", "main", "h2", "table", "tr", "th", "td", "footer",
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
      #expect(command.components(separatedBy: "<g class=\"key").count - 1 == keys, "\(id)")
      // ⌘[, ⌘↑ and ⌘X/C/V/… are drawn; ⌘Home is listed but not pictured.
      #expect(command.contains("(not pictured)"))
      #expect(command.components(separatedBy: "<g class=\"key held").count - 1 == 2)
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
