import TestSupport
import Testing

@testable import menulint

/// Every cheat-sheet style in every format on the examples, kept as golden files in
/// `Tests/menulintTests/Snapshots/cheatsheets/`: on iPadOS and macOS 18, so that they show
/// the menus apps have long shipped; the examples' transcripts show 26.
@Suite struct CheatSheetTests {
  static let examples = ["Browser", "MarkdownEditor", "Photos"]
  static let formats = ["markdown": "md", "html": "html", "json": "json", "text": "txt"]

  static let cases: [(example: String, style: String, format: String)] = examples.flatMap {
    example in
    ["overlay", "menubar"].flatMap { style in
      formats.keys.sorted().map { (example, style, $0) }
    }
  }

  @Test(arguments: cases) func everyStyleAndFormatMatchesItsGoldenFile(
    example: String, style: String, format: String
  ) {
    let arguments = [
      "cheatsheet", "Examples/\(example)/\(example).menu.json", "--style", style, "--format",
      format, "--os-version", "18",
    ]
    let run = Run.real(arguments)
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    Golden.expect(
      run.stdout,
      matches:
        "Tests/menulintTests/Snapshots/cheatsheets/\(example).\(style).\(Self.formats[format] ?? format)"
    )
  }

  /// Layouts, right to left, and responder scenarios.
  static let variants: [(name: String, arguments: [String])] = [
    (
      "Browser.overlay.German.html",
      ["Examples/Browser/Browser.menu.json", "--format", "html", "--layout", "German"]
    ),
    (
      "Browser.overlay.Hebrew.rtl.html",
      ["Examples/Browser/Browser.menu.json", "--format", "html", "--layout", "Hebrew", "--rtl"]
    ),
    (
      "Browser.menubar.Hebrew.rtl.html",
      [
        "Examples/Browser/Browser.menu.json", "--style", "menubar", "--format", "html", "--layout",
        "Hebrew", "--rtl",
      ]
    ),
    (
      "Browser.overlay.Arabic.html",
      ["Examples/Browser/Browser.menu.json", "--format", "html", "--layout", "Arabic"]
    ),
    (
      "Browser.menubar.Arabic.html",
      [
        "Examples/Browser/Browser.menu.json", "--style", "menubar", "--format", "html", "--layout",
        "Arabic",
      ]
    ),
    (
      "Browser.overlay.Russian.html",
      ["Examples/Browser/Browser.menu.json", "--format", "html", "--layout", "Russian"]
    ),
    (
      "Browser.menubar.Russian.html",
      [
        "Examples/Browser/Browser.menu.json", "--style", "menubar", "--format", "html", "--layout",
        "Russian",
      ]
    ),
    (
      "Browser.menubar.French.rtl.txt",
      [
        "Examples/Browser/Browser.menu.json", "--style", "menubar", "--format", "text", "--layout",
        "fr", "--rtl",
      ]
    ),
    (
      "Browser.menubar.noTabs.md",
      [
        "Examples/Browser/Browser.menu.json", "--style", "menubar", "--responders",
        "Examples/Browser/Browser.responders.json", "--scenario", "noTabs",
      ]
    ),
    (
      "Photos.overlay.photoGrid.Japanese.md",
      [
        "Examples/Photos/Photos.menu.json", "--responders",
        "Examples/Photos/Photos.responders.json", "--scenario", "photoGrid", "--layout",
        "Japanese",
      ]
    ),
  ]

  @Test(arguments: variants.map(\.name)) func variantsMatchTheirGoldenFiles(name: String) throws {
    let arguments = try #require(Self.variants.first { $0.name == name }?.arguments)
    let run = Run.real(["cheatsheet"] + arguments + ["--os-version", "18"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    Golden.expect(run.stdout, matches: "Tests/menulintTests/Snapshots/cheatsheets/\(name)")
  }

  @Test func usageErrorsExitWith64AndSayWhatIsWrong() {
    let menu = "Examples/Browser/Browser.menu.json"
    let responders = "Examples/Browser/Browser.responders.json"
    let noResponders = Run.real(["cheatsheet", menu, "--scenario", "noTabs"])
    #expect(noResponders.status == 64)
    #expect(noResponders.stderr.contains("'--scenario <name>' needs '--responders <file>'"))
    let unknownScenario = Run.real([
      "cheatsheet", menu, "--responders", responders, "--scenario", "noTab",
    ])
    #expect(unknownScenario.status == 64)
    #expect(unknownScenario.stderr.contains("Unknown scenario 'noTab'. Did you mean 'noTabs'?"))
    let unknownLayout = Run.real(["cheatsheet", menu, "--layout", "Germn"])
    #expect(unknownLayout.status == 64)
    #expect(unknownLayout.stderr.contains("Did you mean 'German'?"))
    let badFormat = Run.real(["cheatsheet", menu, "--format", "pdf"])
    #expect(badFormat.status == 64)
    for layouts in ["all", "German,French"] {
      let several = Run.real(["cheatsheet", menu, "--layout", layouts])
      #expect(several.status == 64)
      #expect(several.stderr.contains("give one layout"))
    }
    let twice = Run.memory(["cheatsheet", "-", "--responders", "-"], stdin: "{}")
    #expect(twice.status == 64)
    #expect(twice.stderr.contains("Only one of the definition and '--responders'"))
    let missing = Run.real(["cheatsheet", menu, "--responders", "Examples/missing.json"])
    #expect(missing.status == 66)
  }

  @Test func outputGoesToAFileWhenAsked() {
    let files = [
      "m.menu.json": #"{"formatVersion": 1, "app": "Tiny", "build": []}"#
    ]
    var io = CommandIO.capturing(files: files.mapValues { Array($0.utf8) }, stdin: nil)
    let status = CommandLineTool.main(
      root: MenuLint.self,
      arguments: ["cheatsheet", "m.menu.json", "--format", "json", "-o", "sheet.json"], io: &io)
    #expect(status == 0)
    #expect(io.standardOutput.captured.isEmpty)
    let written = (try? io.fileSystem.read("sheet.json", limit: 1 << 20)).map {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(written?.contains(#""style": "overlay""#) == true)
  }

  @Test func aDefinitionThatIsNotJSONFailsWithALocatedError() {
    let run = Run.memory(["cheatsheet", "-"], stdin: "{\"formatVersion\": 1,,}")
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("error: 1 lint error: <stdin>:1:21: expected a string key"))
    #expect(run.stdout.isEmpty)
  }
}

extension CheatSheetTests {
  /// On Mac Catalyst no source settles how "C" with ⌘ is pressed; on iPadOS it is ⌘C.
  ///
  /// Every format marks the shortcut and gives the spelling advice once as a footnote; the JSON
  /// adds `readingNote`, a key older readers ignore. On iPadOS UIKit's matcher presses it as
  /// ⌘C: nothing is marked.
  @Test func anUppercaseLetterWithoutShiftIsMarkedOnMacCatalyst() throws {
    let menu = #"""
      {"formatVersion": 1, "app": "Passwords", "osVersions": [18], "build": [{"insertElements": [
        {"type": "command", "title": "Copy Password", "action": "copyPassword:", "shortcut": "cmd+C"},
        {"type": "command", "title": "Open URL", "action": "openURL:", "shortcut": "shift+cmd+U"}],
        "atEndOf": "file"}]}
      """#
    let advice =
      #"UIKit may match "C" with ⌘ as ⌘C or as ⇧⌘C; write "c" with ⌘, or "C" with ⇧⌘, to say "#
      + "which you mean"
    func sheet(_ format: String, on platform: String) -> String {
      Run.memory(
        [
          "cheatsheet", "app.menu.json", "--style", "menubar", "--format", format, "--platform",
          platform,
        ], files: ["app.menu.json": menu]
      ).stdout
    }
    let text = sheet("text", on: "macCatalyst")
    #expect(text.contains("  Copy Password           ⌘C*\n"), "\(text)")
    #expect(text.contains("  Open URL                ⇧⌘U\n"))
    #expect(text.hasSuffix("\n* \(advice)\n"))
    let markdown = sheet("markdown", on: "macCatalyst")
    #expect(markdown.contains(#"- Copy Password — **⌘C**\*"#), "\(markdown)")
    #expect(markdown.contains(#"\* UIKit may match \"C\" with ⌘"#))
    let html = sheet("html", on: "macCatalyst")
    #expect(html.contains("<kbd dir=\"ltr\">⌘C<sup>*</sup></kbd>"))
    #expect(html.contains("<p class=\"reading\"><span dir=\"ltr\">* UIKit may match &quot;C&quot;"))
    let json = sheet("json", on: "macCatalyst")
    #expect(json.components(separatedBy: "\"readingNote\"").count == 2, "\(json)")
    #expect(json.contains(#""shortcut": "⌘C""#))
    for format in ["text", "markdown", "html", "json"] {
      let iPad = sheet(format, on: "iPadOS")
      #expect(!iPad.contains("UIKit may match"), "\(format)")
      #expect(iPad.contains("⌘C"), "\(format)")
      #expect(!iPad.contains("⇧⌘C"), "\(format)")
    }
  }
}
