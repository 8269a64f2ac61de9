import Testing

@testable import menulint

/// Apple's system model as the CLI reports it: the Settings bundle, Mac Catalyst's Document
/// menu, UIKit equality as written, the focus and text-input keys per platform, disabled
/// commands and responder kinds (DESIGN §2, §3, §4).
@Suite struct SystemModelTests {
  static func settings(bundle: Bool?) -> String {
    let field = bundle.map { #""settingsBundle": \#($0), "# } ?? ""
    return #"{"formatVersion": 1, "platforms": ["macCatalyst"], "# + field
      + #""build": [{"insertElements": [{"type": "command", "title": "Settings…", "#
      + #""action": "showSettings:", "shortcut": "cmd+,"}], "atEndOf": "preferences"}]}"#
  }

  static let lintUS = ["--layouts", "US", "--directions", "ltr"]

  /// Mac Catalyst adds Settings… ⌘, only for an app with a `Settings.bundle`; the common
  /// pattern of an app adding its own ⌘, command is clean without one.
  @Test(arguments: [nil, false] as [Bool?]) func ownSettingsCommandIsCleanWithoutABundle(
    bundle: Bool?
  ) {
    let run = Run.memory(
      ["lint", "app.menu.json"] + Self.lintUS,
      files: ["app.menu.json": Self.settings(bundle: bundle)])
    #expect(run.status == 0)
    #expect(run.stdout == "No problems found in 1 file.\n")
  }

  @Test func ownSettingsCommandClashesWithTheBundlesItem() {
    let run = Run.memory(
      ["lint", "app.menu.json"] + Self.lintUS, files: ["app.menu.json": Self.settings(bundle: true)]
    )
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "error: 'Settings…' uses ⌘,, which 'Settings…' (orderFrontPreferencesPanel:) already uses [duplicate-shortcut]"
      ))
    #expect(!run.stdout.contains("unknown-field"))
  }

  @Test func theSchemaAndTheMenuBarKnowTheSettingsBundle() {
    let schema = Run.memory(["schema", "menu"])
    #expect(schema.stdout.contains(#""settingsBundle""#))
    let withBundle = #"{"formatVersion": 1, "platforms": ["macCatalyst"], "settingsBundle": true}"#
    let without = #"{"formatVersion": 1, "platforms": ["macCatalyst"]}"#
    let arguments = ["cheatsheet", "app.menu.json", "--style", "menubar", "--format", "text"]
    #expect(
      Run.memory(arguments, files: ["app.menu.json": withBundle]).stdout.contains("Settings…"))
    #expect(
      !Run.memory(arguments, files: ["app.menu.json": without]).stdout.contains("Settings…"))
  }

  static let saveAs = #"""
    {"formatVersion": 1, "build": [{"insertElements": [
      {"type": "command", "title": "Save As…", "action": "saveAs:", "shortcut": "SHORTCUT"}],
      "atEndOf": "file"}]}
    """#

  /// Mac Catalyst's File menu has the Document menu (Duplicate, input "S" with ⇧⌘); iPadOS 18's
  /// does not. UIKit refuses a UIKit-equal ⇧⌘S there, and the user cannot tell ⇧⌘s from it.
  @Test(arguments: [
    (
      "shift+cmd+S",
      "error: 'Save As…' uses ⇧⌘S, which 'Duplicate' (duplicate:) already uses [duplicate-shortcut]"
    ),
    (
      "shift+cmd+s",
      "error: 'Save As…' (shift+cmd+s) and 'Duplicate' (shift+cmd+S) are the same keystroke; the user cannot tell them apart [keystroke-collision]"
    ),
  ])
  func shiftCommandSClashesWithDuplicateOnMacCatalystOnly(shortcut: String, message: String) {
    let text = Self.saveAs.replacing("SHORTCUT", with: shortcut)
    let both = Run.memory(["lint", "app.menu.json"] + Self.lintUS, files: ["app.menu.json": text])
    #expect(both.status == 1)
    #expect(both.stdout.contains(message))
    #expect(both.stdout.contains("  note: only on macCatalyst\n"))
    let iPad = Run.memory(
      ["lint", "app.menu.json", "--platform", "iPadOS"] + Self.lintUS,
      files: ["app.menu.json": text])
    #expect(iPad.status == 0)
    #expect(iPad.stdout == "No problems found in 1 file.\n")
  }

  @Test func theDocumentMenuIsInMacCatalystsFileMenu() {
    let run = Run.memory(
      ["cheatsheet", "app.menu.json", "--style", "menubar", "--format", "text"],
      files: ["app.menu.json": #"{"formatVersion": 1, "platforms": ["macCatalyst"]}"#])
    let file = run.stdout.components(separatedBy: "\n\n").first { $0.hasPrefix("File") } ?? ""
    for title in ["Duplicate", "⇧⌘S", "Move…", "Rename…", "Export…"] {
      #expect(file.contains(title), "\(title)")
    }
    let iPad = Run.memory(
      ["cheatsheet", "app.menu.json", "--style", "menubar", "--format", "text"],
      files: ["app.menu.json": #"{"formatVersion": 1, "platforms": ["iPadOS"]}"#])
    #expect(!iPad.stdout.contains("Duplicate"))
  }

  /// UIKit compares input and flags as written: `cmd+S` (input "S", ⌘) and `shift+cmd+S`
  /// (input "S", ⇧⌘) are different key commands, although both are pressed as ⇧⌘S.
  @Test func uikitEqualityIsAsWritten() {
    let text = #"""
      {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [
        {"type": "command", "title": "Save As…", "action": "saveAs:", "shortcut": "cmd+S"},
        {"type": "command", "title": "Share", "action": "share:", "shortcut": "shift+cmd+S"}],
        "atEndOf": "file"}]}
      """#
    let run = Run.memory(
      ["lint", "app.menu.json", "--format", "json"] + Self.lintUS, files: ["app.menu.json": text])
    #expect(run.status == 1)
    #expect(!run.stdout.contains("duplicate-shortcut"))
    #expect(run.stdout.contains(#""rule": "keystroke-collision""#))
    #expect(run.stdout.contains(#"(shift+cmd+S) and 'Save As…' (cmd+S) are the same keystroke"#))
  }
}
