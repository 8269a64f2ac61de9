import Testing

@testable import menulint

/// iPadOS 26 from the command line: `--os-versions`, `--os-version`, the ⌘, Settings clash
/// and the iPad menu bar (DESIGN §3, §7).
@Suite struct IPadOS26CommandTests {
  static let lintUS = ["--layouts", "US", "--directions", "ltr"]

  /// An app's own Settings… ⌘, inserted together with another command.
  static let ownSettings = #"""
    {"formatVersion": 1, "app": "Browser", "build": [{"insertElements": [
      {"type": "command", "title": "Settings…", "action": "showSettings:", "shortcut": "cmd+,"},
      {"type": "command", "title": "Extensions…", "action": "showExtensions:", "shortcut": "shift+cmd+e"}],
      "atEndOf": "application"}]}
    """#

  @Test func ownSettingsOnCommandCommaFailsOnIPadOS26Only() {
    let run = Run.memory(
      ["lint", "app.menu.json"] + Self.lintUS, files: ["app.menu.json": Self.ownSettings])
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "error: 'Settings…' uses ⌘,, which 'Browser Settings…' (orderFrontPreferencesPanel:) already uses [duplicate-shortcut]"
      ))
    #expect(run.stdout.contains("  note: only on iPadOS 26\n"))
    #expect(
      run.stdout.contains(
        "note: the menu loses all 2 commands of the operation: 'Settings…' (showSettings:), 'Extensions…' (showExtensions:)"
      ))
    #expect(run.stdout.hasSuffix("Found 1 problem (1 error) in 1 file.\n"))
    let eighteen = Run.memory(
      ["lint", "app.menu.json", "--os-versions", "18"] + Self.lintUS,
      files: ["app.menu.json": Self.ownSettings])
    #expect(eighteen.status == 0)
    #expect(eighteen.stdout == "No problems found in 1 file.\n")
    let declared = Run.memory(
      ["lint", "app.menu.json"] + Self.lintUS,
      files: [
        "app.menu.json": Self.ownSettings.replacing(
          #""app": "Browser","#, with: #""app": "Browser", "osVersions": [18],"#)
      ])
    #expect(declared.status == 0)
  }

  @Test func theJSONReportListsTheVersion() {
    let run = Run.memory(
      ["lint", "app.menu.json", "--format", "json"] + Self.lintUS,
      files: ["app.menu.json": Self.ownSettings])
    #expect(run.stdout.contains("\"osVersions\": [\n        26\n      ]"))
    let schema = Run.memory(["schema", "report"])
    #expect(schema.stdout.contains(#""osVersions""#))
    let menuSchema = Run.memory(["schema", "menu"])
    #expect(menuSchema.stdout.contains(#""mainMenuConfiguration""#))
    #expect(menuSchema.stdout.contains(#""osVersions""#))
    for field in ["supportsMultipleScenes", "designRequiresCompatibility", "findingStyle"] {
      #expect(menuSchema.stdout.contains("\"\(field)\""), "\(field)")
    }
    #expect(menuSchema.stdout.contains(#""nonEditableText""#))
  }

  /// `ipados26-uikit.md` Appendix A: an app without a configuration gets UIKit's compatibility
  /// configuration (no New Window, an empty Document group, no Show Inspector); `{}` gets them
  /// all, with their keys.
  @Test func noConfigurationBuildsTheCompatibilityTreeAndAnEmptyOneTheFullTree() {
    let minimal = #"{"formatVersion": 1, "app": "X", "platforms": ["iPadOS"], "base": "system"}"#
    let arguments = [
      "cheatsheet", "app.menu.json", "--style", "menubar", "--platform", "iPadOS", "--os-version",
      "26", "--format", "text",
    ]
    func lines(_ text: String) -> [String] {
      Run.memory(arguments, files: ["app.menu.json": text]).stdout.split(separator: "\n").map {
        $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
      }
    }
    let compatibility = lines(minimal)
    #expect(compatibility.contains("X Settings… ⌘,"))
    #expect(compatibility.contains("Close ⌘W"))
    #expect(compatibility.contains("Align Left ⌘{"))
    #expect(compatibility.contains("Customize Toolbar…"))
    for absent in ["New Window", "Duplicate", "Move", "Show Inspector", "Print"] {
      #expect(!compatibility.contains { $0.hasPrefix(absent) }, "\(absent)")
    }
    let full = lines(
      minimal.replacing(
        #""base": "system""#, with: #""base": "system", "mainMenuConfiguration": {}"#))
    for present in [
      "New Window (disabled) ⌘N", "Duplicate ⇧⌘S", "Move", "Rename", "Export", "Print ⌘P",
      "Show Inspector ⌃⌘I",
    ] {
      #expect(full.contains(present), "\(present)")
    }
  }

  static let photos = [
    "Examples/Photos/Photos.menu.json", "--style", "menubar", "--platform", "iPadOS", "--format",
    "text", "--responders", "Examples/Photos/Photos.responders.json",
  ]

  @Test func theIPadMenuBarHasMoreKeyboardShortcuts() {
    let run = Run.real(["cheatsheet"] + Self.photos + ["--os-version", "26"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("iPad menu bar · iPadOS 26 ·"))
    #expect(
      run.stdout.contains(
        "Help\n  Search (system)            ⌘?\n  ──────────\n  More Keyboard Shortcuts ▸\n    View"
      ))
    #expect(run.stdout.contains("Photos Settings…           ⌘,"))
    // The newest version is the default.
    #expect(Run.real(["cheatsheet"] + Self.photos).stdout == run.stdout)
    let eighteen = Run.real(["cheatsheet"] + Self.photos + ["--os-version", "18"])
    #expect(!eighteen.stdout.contains("More Keyboard Shortcuts"))
    #expect(!eighteen.stdout.contains("Settings…"))
  }

  @Test func singleAnswerCommandsTakeOneVersion() {
    let menu = "Examples/Browser/Browser.menu.json"
    let localize26 = Run.real(["localize", menu, "--layouts", "US"])
    #expect(localize26.stdout.contains("Settings…"))
    let localize18 = Run.real(["localize", menu, "--layouts", "US", "--os-version", "18"])
    #expect(!localize18.stdout.contains("Settings…"))
    let resolve = Run.real([
      "resolve", menu, "--responders", "Examples/Browser/Browser.responders.json", "--scenario",
      "reading", "--shortcut", "cmd+,", "--platform", "iPadOS",
    ])
    // iPadOS performs its Settings… outside the responder chain.
    #expect(
      resolve.stdout.contains(
        "'Browser Settings…' (orderFrontPreferencesPanel:) from the main menu: the system performs orderFrontPreferencesPanel:"
      ))
    #expect(resolve.stdout.contains("is the system's item on iPadOS 26"))
  }

  /// The Browser example's Close Tab sends `performClose:`, as Apple advises.
  ///
  /// With tabs the browser closes one; with none, UIKit 26 performs `performClose:` itself and
  /// the window closes, and the app's own command gets ⌘W before the hidden Close. iPadOS 18
  /// has no such default. `ipados26-uikit.md` §1.2 #8 (D26-MMS; Brave #53128; WWDC25 "What's
  /// new in UIKit").
  @Test func performCloseIsTheSystemsWhenNoResponderPerformsIt() {
    let arguments = [
      "resolve", "Examples/Browser/Browser.menu.json", "--responders",
      "Examples/Browser/Browser.responders.json", "--platform", "iPadOS",
    ]
    let reading = Run.real(arguments + ["--scenario", "reading", "--shortcut", "cmd+w"])
    #expect(reading.status == 0)
    #expect(
      reading.stdout.contains(
        "  ✓ 'Close Tab' (performClose:) from the main menu: browser performs performClose:\n"
          + "  ✗ 'Close' (performClose:) from the main menu: an earlier candidate handles the key first\n"
      ), "\(reading.stdout)")
    let key = Run.real(arguments + ["--scenario", "noTabs", "--shortcut", "cmd+w"])
    #expect(key.status == 0)
    #expect(
      key.stdout.contains(
        "  ✓ 'Close Tab' (performClose:) from the main menu: the system performs performClose:\n"),
      "\(key.stdout)")
    #expect(
      key.stdout.hasSuffix(
        "No responder performs performClose:, so the system does: it closes the window.\n"))
    let action = Run.real(arguments + ["--scenario", "noTabs", "--action", "performClose:"])
    #expect(action.status == 0)
    #expect(action.stdout.contains("appDelegate  does not implement performClose:"))
    #expect(action.stdout.hasSuffix("so the system does: it closes the window.\n"))
    // iPadOS 18 has no hidden key commands, and does not perform performClose: itself.
    let old = Run.real(
      arguments + ["--scenario", "noTabs", "--shortcut", "cmd+w", "--os-version", "18"])
    #expect(!old.stdout.contains("'Close' (performClose:)"), "\(old.stdout)")
    #expect(old.stdout.contains("'Close Tab' (⌘W) is hidden in the iPad shortcut overlay"))
  }

  @Test(arguments: [
    ["lint", "Examples/Browser", "--os-versions", "17"],
    ["lint", "Examples/Browser", "--os-versions", ","],
    ["cheatsheet", "Examples/Browser/Browser.menu.json", "--os-version", "19"],
    ["localize", "Examples/Browser/Browser.menu.json", "--os-version", "latest"],
  ])
  func unknownVersionsAreUsageErrors(arguments: [String]) {
    let run = Run.real(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.contains("--os-version"))
  }

  @Test func aVersionTheFileDoesNotDeclareIsAUsageError() {
    let run = Run.memory(
      ["cheatsheet", "app.menu.json", "--os-version", "26"],
      files: ["app.menu.json": #"{"formatVersion": 1, "osVersions": [18]}"#])
    #expect(run.status == 64)
    #expect(run.stderr.contains("does not declare the OS version 26"))
  }

  @Test func responderKeyCommandsSayWhereEachVersionShowsThem() {
    let run = Run.real([
      "lint", "Examples/Photos/Photos.menu.json", "--responders",
      "Examples/Photos/Photos.responders.json",
    ])
    #expect(
      run.stdout.contains(
        "on iPadOS 18 the shortcut overlay lists it under Uncategorized; on iPadOS 26 the menu bar lists it under Help › More Keyboard Shortcuts"
      ))
  }

  /// A browser's own ⌘, key command worked on iPadOS 18; on 26 the system's Settings… takes the
  /// key first (the Firefox reports in Docs/SystemMenus.md).
  @Test func theSystemsSettingsTakesCommandCommaBeforeAResponder() {
    let files = [
      "m.menu.json": #"{"formatVersion": 1, "platforms": ["iPadOS"]}"#,
      "r.json": #"""
      {"formatVersion": 1, "responders": [
        {"id": "browser", "kind": "viewController", "actions": ["showSettings:"], "keyCommands": [
          {"type": "command", "title": "Browser Settings", "action": "showSettings:", "shortcut": "cmd+,"}]}],
       "scenarios": {"reading": {"firstResponder": "browser"}}}
      """#,
    ]
    let arguments = [
      "resolve", "m.menu.json", "--responders", "r.json", "--scenario", "reading", "--shortcut",
      "cmd+,", "--os-version",
    ]
    let eighteen = Run.memory(arguments + ["18"], files: files)
    #expect(
      eighteen.stdout.contains(
        "✓ 'Browser Settings' (showSettings:) from the responder 'browser': browser performs showSettings:"
      ))
    let twentySix = Run.memory(arguments + ["26"], files: files)
    #expect(
      twentySix.stdout.contains(
        "✓ 'App Settings…' (orderFrontPreferencesPanel:) from the main menu: the system performs orderFrontPreferencesPanel:\n"
          + "  ✗ 'Browser Settings' (showSettings:) from the responder 'browser': an earlier candidate handles the key first"
      ))
  }
}

/// The hold-⌘ overlay is iPadOS 18's: iPadOS 26's menu bar replaced it.
@Suite struct OverlayVersionTests {
  @Test func theOverlayAnswersForIPadOS18UnlessAskedOtherwise() {
    let file = ["app.menu.json": #"{"formatVersion": 1, "app": "Notes"}"#]
    let overlay = Run.memory(["cheatsheet", "app.menu.json", "--format", "text"], files: file)
    #expect(overlay.stdout.contains("iPad shortcut overlay · iPadOS 18 ·"), "\(overlay.stdout)")
    let menubar = Run.memory(
      [
        "cheatsheet", "app.menu.json", "--style", "menubar", "--platform", "iPadOS", "--format",
        "text",
      ],
      files: file)
    #expect(menubar.stdout.contains("iPadOS 26"))
    let asked = Run.memory(
      ["cheatsheet", "app.menu.json", "--format", "text", "--os-version", "26"], files: file)
    #expect(asked.stdout.contains("iPadOS 26"))
  }
}
