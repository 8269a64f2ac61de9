import Testing

@testable import menulint

/// What real code does that the format must say (DESIGN §2, §3, §4): UIKit's literal inputs,
/// elements that exist on one platform only, key command lists that change while text is
/// edited, and alternates, which are keystrokes like any other.
@Suite struct RealCodeShapesTests {
  static let lintUS = ["--layouts", "US", "--directions", "ltr"]

  static func menu(_ elements: String, platforms: String = #"["iPadOS", "macCatalyst"]"#)
    -> String
  {
    #"{"formatVersion": 1, "platforms": \#(platforms), "build": [{"insertElements": [\#(elements)], "atEndOf": "file"}]}"#
  }

  // MARK: Literal inputs

  /// UIKit accepts any string as an input: a command with one no key produces is chosen from a
  /// menu only, and is not an error (it used to be `invalid-shortcut`).
  @Test func literalInputIsLegal() {
    let run = Run.memory(
      ["lint", "app.menu.json"] + Self.lintUS,
      files: [
        "app.menu.json": Self.menu(
          #"{"type": "command", "title": "Open Link", "action": "openLink:", "input": "tap link"}"#)
      ])
    #expect(run.stdout == "No problems found in 1 file.\n")
    #expect(run.status == 0)
  }

  @Test func uiKitInputConstantsAreTheirKeys() {
    let run = Run.memory(
      ["lint", "app.menu.json"] + Self.lintUS,
      files: [
        "app.menu.json": Self.menu(
          #"{"type": "command", "title": "Back", "action": "back:", "input": "UIKeyInputLeftArrow", "modifiers": ["command"], "wantsPriorityOverSystemBehavior": true}"#
        )
      ])
    // ⌘← with priority takes caret movement from every text field.
    #expect(run.stdout.contains("'Back' wants priority over system behavior on ⌘←"))
  }

  @Test func inputAndShortcutTogetherIsAnError() {
    let run = Run.memory(
      ["lint", "app.menu.json"] + Self.lintUS,
      files: [
        "app.menu.json": Self.menu(
          #"{"type": "command", "title": "A", "action": "a:", "input": "a", "shortcut": "cmd+a"}"#)
      ])
    #expect(run.status == 1)
    #expect(
      run.stdout.contains("a command has either 'shortcut' or 'input' with 'modifiers', not both"))
  }

  // MARK: Element platforms

  /// ⌘H is Hide on Mac Catalyst: a command that exists on iPad only does not clash there.
  @Test func elementOnOnePlatformIsBuiltThereOnly() {
    let hide =
      #"{"type": "command", "title": "Highlight", "action": "highlight:", "shortcut": "cmd+h""#
    let everywhere = Run.memory(
      ["lint", "app.menu.json"] + Self.lintUS, files: ["app.menu.json": Self.menu(hide + "}")])
    #expect(everywhere.status == 1)
    #expect(everywhere.stdout.contains("[duplicate-shortcut]"))
    let iPadOnly = Run.memory(
      ["lint", "app.menu.json"] + Self.lintUS,
      files: ["app.menu.json": Self.menu(hide + #", "platforms": ["iPadOS"]}"#)])
    #expect(iPadOnly.stdout.contains("[duplicate-shortcut]") == false, "\(iPadOnly.stdout)")
    let sheet = Run.memory(
      ["cheatsheet", "app.menu.json", "--platform", "iPadOS", "--format", "text"],
      files: ["app.menu.json": Self.menu(hide + #", "platforms": ["iPadOS"]}"#)])
    #expect(sheet.stdout.contains("Highlight"))
    let macSheet = Run.memory(
      [
        "cheatsheet", "app.menu.json", "--platform", "macCatalyst", "--style", "menubar",
        "--format", "text",
      ],
      files: ["app.menu.json": Self.menu(hide + #", "platforms": ["iPadOS"]}"#)])
    #expect(!macSheet.stdout.contains("Highlight"))
  }

  @Test func elementPlatformsOutsideTheFilesAreAnError() {
    let run = Run.memory(
      ["lint", "app.menu.json"] + Self.lintUS,
      files: [
        "app.menu.json": Self.menu(
          #"{"type": "command", "title": "A", "action": "a:", "platforms": ["macCatalyst"]}"#,
          platforms: #"["iPadOS"]"#)
      ])
    #expect(run.status == 1)
    #expect(run.stdout.contains("'platforms' names 'macCatalyst', which the file does not build"))
  }

  // MARK: Key command lists by state

  static let editor = #"""
    {"formatVersion": 1, "responders": [
      {"id": "list", "kind": "viewController", "actions": ["nextItem:", "deleteItem:"],
       "keyCommands": [
         {"type": "command", "title": "Next Item", "action": "nextItem:", "shortcut": "j",
          "when": "!textInputActive"},
         {"type": "command", "action": "deleteItem:", "shortcut": "cmd+delete",
          "when": "platform == 'macCatalyst'"}]},
      {"id": "field", "kind": "view", "next": "list", "actions": ["paste:"]}],
     "scenarios": {
       "browsing": {"firstResponder": "list"},
       "typing": {"firstResponder": "field", "textInputActive": true}}}
    """#

  @Test func whenDecidesWhetherAKeyCommandExists() {
    let files = ["app.menu.json": #"{"formatVersion": 1}"#, "app.responders.json": Self.editor]
    func resolve(_ scenario: String, _ keys: String, platform: String = "iPadOS") -> Run {
      Run.memory(
        [
          "resolve", "app.menu.json", "--responders", "app.responders.json", "--scenario",
          scenario, "--shortcut", keys, "--platform", platform, "--os-version", "18",
        ], files: files)
    }
    #expect(resolve("browsing", "j").stdout.contains("list performs nextItem:"))
    #expect(!resolve("typing", "j").stdout.contains("nextItem:"))
    #expect(!resolve("browsing", "cmd+delete").stdout.contains("deleteItem:"))
    #expect(
      resolve("browsing", "cmd+delete", platform: "macCatalyst").stdout.contains(
        "list performs deleteItem:"))
  }

  @Test func whenConditionsAreChecked() {
    let broken = Self.editor.replacingOccurrences(
      of: "!textInputActive", with: "!textInputActiv")
    let run = Run.memory(
      ["lint", "app.menu.json", "--responders", "app.responders.json"] + Self.lintUS,
      files: ["app.menu.json": #"{"formatVersion": 1}"#, "app.responders.json": broken])
    #expect(run.status == 1)
    #expect(run.stdout.contains("[invalid-condition]"))
    #expect(run.stdout.contains("textInputActiv"))
  }

  // MARK: Alternates

  /// An alternate is pressed as its command's shortcut plus its modifiers.
  @Test func alternatesAreCandidatesOfAKeyPress() {
    let menu = Self.menu(
      #"{"type": "command", "title": "New Tab", "action": "newTab:", "shortcut": "cmd+t", "alternates": [{"title": "New Private Tab", "action": "newPrivateTab:", "modifiers": ["shift"]}]}"#
    )
    let responders = #"""
      {"formatVersion": 1, "responders": [
        {"id": "browser", "kind": "viewController", "actions": ["newTab:", "newPrivateTab:"]}],
       "scenarios": {"reading": {"firstResponder": "browser"}}}
      """#
    let run = Run.memory(
      [
        "resolve", "app.menu.json", "--responders", "app.responders.json", "--scenario",
        "reading", "--shortcut", "shift+cmd+t",
      ], files: ["app.menu.json": menu, "app.responders.json": responders])
    #expect(run.stdout.contains("browser performs newPrivateTab:"), "\(run.stdout)")
  }
}
