import Testing

@testable import menulint

/// Responder key commands get every check a menu command gets (DESIGN §6).
///
/// Also: findings people act on, and one name for a command everywhere. Each test failed
/// before responders' key commands were checked like the menu's.
@Suite struct ResponderKeyCommandChecksTests {
  static let lintUS = ["--layouts", "US", "--directions", "ltr", "--os-versions", "18"]

  /// A responder file with one view controller whose key commands are `commands`.
  static func responders(_ commands: String, actions: String = #""go:", "other:""#) -> String {
    #"""
    {"formatVersion": 1, "responders": [
      {"id": "window", "kind": "window"},
      {"id": "list", "kind": "viewController", "next": "window", "actions": [\#(actions)],
       "keyCommands": [\#(commands)]},
      {"id": "cell", "kind": "view", "next": "list", "focusable": true, "actions": ["go:"]},
      {"id": "field", "kind": "view", "next": "list"}],
     "scenarios": {"browsing": {"firstResponder": "list"},
                   "focused": {"firstResponder": "list", "focusedItem": "cell"},
                   "typing": {"firstResponder": "field", "textInputActive": true}}}
    """#
  }

  static func lint(_ responders: String, menu: String = #"{"formatVersion": 1}"#) -> Run {
    Run.memory(
      ["lint", "app.menu.json", "--responders", "app.responders.json"] + lintUS,
      files: ["app.menu.json": menu, "app.responders.json": responders])
  }

  static func command(_ title: String, _ action: String, _ shortcut: String, _ extra: String = "")
    -> String
  {
    #"{"type": "command", "title": "\#(title)", "action": "\#(action)", "shortcut": "\#(shortcut)"\#(extra)}"#
  }

  @Test func reservedShortcutInAKeyCommand() {
    let run = Self.lint(Self.responders(Self.command("Go", "go:", "cmd+space")))
    #expect(
      run.stdout.contains(
        "app.responders.json:4:20: warning: 'Go' uses ⌘Space, which the system reserves"))
  }

  @Test func keyCommandShadowingASystemCommand() {
    let run = Self.lint(Self.responders(Self.command("Go", "go:", "ctrl+cmd+s")))
    #expect(
      run.stdout.contains(
        "warning: 'Go' (⌃⌘S), a key command of responder 'list', shadows 'Show Sidebar' (toggleSidebar:), a system command"
      ))
    #expect(run.stdout.contains("[shadowed-shortcut]"))
  }

  @Test func keyCommandShadowingOneFurtherUpTheChainButNotOnAnotherChain() {
    let responders = #"""
      {"formatVersion": 1, "responders": [
        {"id": "list", "kind": "viewController", "actions": ["go:"],
         "keyCommands": [{"type": "command", "title": "Go", "action": "go:", "shortcut": "ctrl+cmd+g"}]},
        {"id": "cell", "kind": "view", "next": "list", "actions": ["open:"],
         "keyCommands": [{"type": "command", "title": "Open", "action": "open:", "shortcut": "ctrl+cmd+g"}]},
        {"id": "other", "kind": "viewController", "actions": ["other:"],
         "keyCommands": [{"type": "command", "title": "Other", "action": "other:", "shortcut": "ctrl+cmd+g"}]}],
       "scenarios": {"browsing": {"firstResponder": "cell"}, "elsewhere": {"firstResponder": "other"}}}
      """#
    let run = Self.lint(responders)
    let shadows = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[shadowed-shortcut]") }
    #expect(shadows.count == 1, "\(shadows)")
    #expect(
      shadows.first?.contains("'Open' (⌃⌘G), a key command of responder 'cell', shadows 'Go'")
        == true)
  }

  @Test func twoEntriesWithOneKeystrokeInOneList() {
    let run = Self.lint(
      Self.responders(
        Self.command("Go", "go:", "shift+cmd+u") + ", "
          + Self.command("Other", "other:", "shift+cmd+u")))
    #expect(
      run.stdout.contains(
        "warning: 'Other' uses ⇧⌘U, which 'Go' earlier in the key commands of responder 'list' already uses"
      ), "\(run.stdout)")
    // Lists for different states are not returned together.
    let states = Self.lint(
      Self.responders(
        Self.command("Go", "go:", "shift+cmd+u", #", "when": "textInputActive""#) + ", "
          + Self.command("Other", "other:", "shift+cmd+u", #", "when": "!textInputActive""#)))
    #expect(!states.stdout.contains("[duplicate-shortcut]"))
  }

  @Test func deadKeyWhoseActionNoResponderImplements() {
    let run = Self.lint(Self.responders(Self.command("Email", "emial:", "shift+cmd+e")))
    #expect(
      run.stdout.contains(
        "warning: 'Email' (⇧⌘E), a key command of responder 'list', performs emial:, which no responder implements"
      ))
  }

  @Test func unmodifiedKeysTakenByTheSystem() {
    // ↓ without priority never fires while the cell has focus.
    let arrow = Self.lint(Self.responders(Self.command("Go", "go:", "down")))
    #expect(
      arrow.stdout.contains(
        "warning: 'Go' uses ↓, which the focus system takes first while an item has focus, as in the scenario 'focused'"
      ))
    // Space with priority takes the space bar from the text field below.
    let space = Self.lint(
      Self.responders(
        #"{"type": "command", "action": "go:", "shortcut": "space", "wantsPriorityOverSystemBehavior": true}"#
      ))
    #expect(
      space.stdout.contains(
        "warning: 'go:' wants priority over system behavior on Space, so it takes that text-editing key from text input in the scenario 'typing'"
      ))
  }

  @Test func layoutFindingsForKeyCommands() {
    let run = Run.memory(
      [
        "lint", "app.menu.json", "--responders", "app.responders.json", "--layouts", "US,German",
        "--directions", "ltr", "--os-versions", "18",
      ],
      files: [
        "app.menu.json": #"{"formatVersion": 1}"#,
        "app.responders.json": Self.responders(
          Self.command("Euro", "go:", "cmd+€") + ", "
            + Self.command("Slash", "other:", "ctrl+shift+cmd+/")
            + ", " + Self.command("Question", "go:", "ctrl+cmd+?")),
      ])
    #expect(run.stdout.contains("'Euro' uses ⌘€, which cannot be typed [untypeable-shortcut]"))
    // ? is Shift-/ on US: the two are one keystroke, and they are in one list.
    #expect(
      run.stdout.contains(
        "'Question' (ctrl+cmd+?) and 'Slash' (ctrl+shift+cmd+/) are the same keystroke"),
      "\(run.stdout)")
  }

  // MARK: responder-key-command

  @Test func responderKeyCommandIsOneFindingPerResponderForTitledCommandsTheMenuLacks() {
    let menu = #"""
      {"formatVersion": 1, "build": [{"insertElements": [
        {"type": "command", "title": "Go", "action": "go:", "shortcut": "ctrl+cmd+g"}], "atEndOf": "view"}]}
      """#
    let responders = Self.responders(
      Self.command("Go", "go:", "ctrl+cmd+g") + ", "
        + #"{"type": "command", "action": "go:", "propertyList": 1, "shortcut": "cmd+1"}, "#
        + Self.command("One", "other:", "ctrl+cmd+1") + ", "
        + Self.command("Two", "other:", "ctrl+cmd+2"),
      actions: #""go:", "other:""#)
    let run = Self.lint(responders, menu: menu)
    let findings = run.stdout.split(separator: "\n").filter {
      $0.hasSuffix("[responder-key-command]")
    }
    #expect(findings.count == 1)
    #expect(
      findings.first?.contains(
        "responder 'list' has 2 titled key commands the main menu does not hold")
        == true)
    #expect(run.stdout.contains("note: 'One' (⌃⌘1, other:)"))
    #expect(!run.stdout.contains("note: 'Go' (⌃⌘G"))
    #expect(!run.stdout.contains("'go:' (⌘1"))
  }

  // MARK: Alternates

  /// A browser's New Tab alternate (⌘T + ⇧ = ⇧⌘T "New Private Tab") and its ⇧⌘T "Reopen
  /// Closed Tab" key command.
  @Test func alternatesCollideLikeAnyShortcut() {
    let menu = #"""
      {"formatVersion": 1, "build": [{"insertElements": [
        {"type": "command", "title": "New Tab", "action": "newTab:", "shortcut": "cmd+t",
         "alternates": [{"title": "New Private Tab", "action": "newPrivateTab:", "modifiers": ["shift"]}]},
        {"type": "command", "title": "Reopen Closed Tab", "action": "reopen:", "shortcut": "shift+cmd+t"}],
        "atEndOf": "file"}]}
      """#
    let run = Run.memory(["lint", "app.menu.json"] + Self.lintUS, files: ["app.menu.json": menu])
    #expect(
      run.stdout.contains(
        "'Reopen Closed Tab' (shift+cmd+t) and 'New Private Tab' (shift+cmd+t) are the same keystroke"
      ), "\(run.stdout)")
    let responders = Self.responders(
      Self.command("Reopen Closed Tab", "go:", "shift+cmd+t"), actions: #""go:""#)
    let shadow = Self.lint(
      responders,
      menu: #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "New Tab", "action": "newTab:", "shortcut": "cmd+t",
           "alternates": [{"title": "New Private Tab", "action": "newPrivateTab:", "modifiers": ["shift"]}]}],
          "atEndOf": "file"}]}
        """#)
    #expect(
      shadow.stdout.contains("shadows 'New Private Tab' (newPrivateTab:), a main-menu command"))
  }

  // MARK: Untitled submenus and names

  static let untitled = #"""
    {"formatVersion": 1, "build": [{"insertElements": [
      {"type": "menu", "children": [
        {"type": "command", "title": "Export", "action": "exportPDF:", "shortcut": "ctrl+cmd+e"}]}],
      "atEndOf": "file"}]}
    """#

  @Test func untitledSubmenuIsReportedAndNeverShowsAGeneratedID() {
    let run = Run.memory(
      ["lint", "app.menu.json"] + Self.lintUS, files: ["app.menu.json": Self.untitled])
    #expect(
      run.stdout.contains(
        "app.menu.json:2:3: warning: a submenu without a title in 'File' is a blank item in the menu bar"
      ))
    let sheet = Run.memory(
      [
        "cheatsheet", "app.menu.json", "--style", "menubar", "--format", "text", "--os-version",
        "18",
      ],
      files: ["app.menu.json": Self.untitled])
    #expect(sheet.stdout.contains("(untitled) ▸"))
    #expect(!sheet.stdout.contains("com.apple.menu.file/"))
  }

  /// An untitled key command is named by its action in every report format, the cheat sheets
  /// and `resolve`.
  @Test func untitledCommandHasOneNameEverywhere() {
    let responders = Self.responders(
      #"{"type": "command", "action": "go:", "shortcut": "cmd+space"}"#, actions: #""go:""#)
    for format in ["text", "json", "sarif", "github"] {
      let run = Run.memory(
        ["lint", "app.menu.json", "--responders", "app.responders.json", "--format", format]
          + Self.lintUS,
        files: ["app.menu.json": #"{"formatVersion": 1}"#, "app.responders.json": responders])
      #expect(run.stdout.contains("'go:' uses ⌘Space"), "\(format)")
      #expect(!run.stdout.contains("'' uses"), "\(format)")
    }
    let resolve = Run.memory(
      [
        "resolve", "app.menu.json", "--responders", "app.responders.json", "--scenario",
        "browsing", "--shortcut", "cmd+space", "--os-version", "18",
      ], files: ["app.menu.json": #"{"formatVersion": 1}"#, "app.responders.json": responders])
    #expect(resolve.stdout.contains("✓ 'go:' (go:)"), "\(resolve.stdout)")
    let menu = #"""
      {"formatVersion": 1, "build": [{"insertElements": [
        {"type": "command", "title": "", "action": "exportPDF:", "shortcut": "ctrl+cmd+e"}], "atEndOf": "file"}]}
      """#
    let sheet = Run.memory(
      [
        "cheatsheet", "app.menu.json", "--style", "menubar", "--format", "text", "--os-version",
        "18",
      ],
      files: ["app.menu.json": menu])
    #expect(sheet.stdout.contains("exportPDF:"))
  }

  @Test func aResponderFileAloneIsLintedAgainstTheDefaultMenu() {
    let run = Run.memory(
      ["lint", "--responders", "app.responders.json"] + Self.lintUS,
      files: ["app.responders.json": Self.responders(Self.command("Go", "go:", "ctrl+cmd+s"))])
    #expect(run.stdout.contains("[shadowed-shortcut]"))
    #expect(run.status == 0)
  }

  @Test func oneResponderFindingAcrossSeveralMenuFiles() {
    let responders = Self.responders(Self.command("Go", "go:", "cmd+space"))
    let run = Run.memory(
      ["lint", "a.menu.json", "b.menu.json", "--responders", "app.responders.json"] + Self.lintUS,
      files: [
        "a.menu.json": #"{"formatVersion": 1}"#, "b.menu.json": #"{"formatVersion": 1}"#,
        "app.responders.json": responders,
      ])
    let reserved = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[reserved-shortcut]") }
    #expect(reserved.count == 1)
  }
}
