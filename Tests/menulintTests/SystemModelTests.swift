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
    // The app's own Settings… ⌘, is the one the menu bar shows.
    let own = Run.memory(arguments, files: ["app.menu.json": Self.settings(bundle: nil)])
    #expect(own.status == 0)
    #expect(own.stdout.contains("Settings…"))
    #expect(own.stdout.contains("⌘,"))
  }

  static let saveAs = #"""
    {"formatVersion": 1, "build": [{"insertElements": [
      {"type": "command", "title": "Save As…", "action": "saveAs:", "shortcut": "SHORTCUT"}],
      "atEndOf": "file"}]}
    """#

  /// Mac Catalyst's File menu has the Document menu; iPadOS 18's does not, nor iPadOS 26's in an
  /// app without a configuration (`ipados26-uikit.md` §1.2 #9, D26-CFG: the Document group is
  /// empty), while `"mainMenuConfiguration": {}` fills it.
  ///
  /// Duplicate is input "S" with ⇧⌘: UIKit refuses a UIKit-equal ⇧⌘S, and the user cannot tell
  /// ⇧⌘s from it.
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
  func shiftCommandSClashesWithDuplicateOnMacCatalystAndIPadOS26(
    shortcut: String, message: String
  ) {
    let text = Self.saveAs.replacing("SHORTCUT", with: shortcut)
    let both = Run.memory(["lint", "app.menu.json"] + Self.lintUS, files: ["app.menu.json": text])
    #expect(both.status == 1)
    #expect(both.stdout.contains(message))
    // Without a configuration iPadOS 26's Document group is empty: ⇧⌘S is free there.
    #expect(both.stdout.contains("  note: only on macCatalyst\n"))
    #expect(both.stdout.components(separatedBy: "[duplicate-shortcut]").count <= 2)
    // An app that sets a configuration has the Document commands on iPadOS 26 too.
    let configured = Run.memory(
      ["lint", "app.menu.json"] + Self.lintUS,
      files: [
        "app.menu.json": text.replacing(
          #""formatVersion": 1,"#, with: #""formatVersion": 1, "mainMenuConfiguration": {},"#)
      ])
    #expect(configured.stdout.contains(message))
    #expect(configured.stdout.contains("  note: holds on iPadOS 26 and on macCatalyst 18 and 26\n"))
    let iPad = Run.memory(
      ["lint", "app.menu.json", "--platform", "iPadOS", "--os-versions", "18"] + Self.lintUS,
      files: ["app.menu.json": text])
    #expect(iPad.status == 0)
    #expect(iPad.stdout == "No problems found in 1 file.\n")
  }

  @Test func theDocumentMenuIsInMacCatalystsFileMenu() {
    let run = Run.memory(
      ["cheatsheet", "app.menu.json", "--style", "menubar", "--format", "text"],
      files: ["app.menu.json": #"{"formatVersion": 1, "platforms": ["macCatalyst"]}"#])
    let file = run.stdout.components(separatedBy: "\n\n").first { $0.hasPrefix("File") } ?? ""
    // macOS 26 (the newest version) shows UIKit 26's titles, without ellipses.
    for title in ["Duplicate", "⇧⌘S", "Move", "Rename", "Export"] {
      #expect(file.contains(title), "\(title)")
    }
    #expect(!file.contains("Move…"))
    let mac18 = Run.memory(
      [
        "cheatsheet", "app.menu.json", "--style", "menubar", "--format", "text", "--os-version",
        "18",
      ],
      files: ["app.menu.json": #"{"formatVersion": 1, "platforms": ["macCatalyst"]}"#])
    for title in ["Move…", "Rename…", "Export…"] {
      #expect(mac18.stdout.contains(title), "\(title)")
    }
    let iPad = Run.memory(
      [
        "cheatsheet", "app.menu.json", "--style", "menubar", "--format", "text", "--os-version",
        "18",
      ],
      files: ["app.menu.json": #"{"formatVersion": 1, "platforms": ["iPadOS"]}"#])
    #expect(!iPad.stdout.contains("Duplicate"))
    let iPad26 = Run.memory(
      ["cheatsheet", "app.menu.json", "--style", "menubar", "--format", "text"],
      files: ["app.menu.json": #"{"formatVersion": 1, "platforms": ["iPadOS"]}"#])
    #expect(!iPad26.stdout.contains("Duplicate"))
    let configured = Run.memory(
      ["cheatsheet", "app.menu.json", "--style", "menubar", "--format", "text"],
      files: [
        "app.menu.json":
          #"{"formatVersion": 1, "platforms": ["iPadOS"], "mainMenuConfiguration": {}}"#
      ])
    #expect(
      configured.stdout.split(separator: "\n").contains {
        $0.hasPrefix("  Duplicate ") && $0.hasSuffix(" ⇧⌘S")
      })
  }

  /// Input "S" with ⌘ is not UIKit-equal to Duplicate's input "S" with ⇧⌘, and UIKit's matcher
  /// presses it as ⌘S; on Mac Catalyst, where the menu item may read it as ⇧⌘S as AppKit does,
  /// it may be Duplicate's keystroke: a warning with the spelling advice, on Mac Catalyst only.
  @Test func commandUppercaseSMayBeDuplicatesKeystrokeOnMacCatalystOnly() {
    let text = Self.saveAs.replacing("SHORTCUT", with: "cmd+S")
    let run = Run.memory(["lint", "app.menu.json"] + Self.lintUS, files: ["app.menu.json": text])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        app.menu.json:2:3: warning: 'Save As…' (cmd+S) and 'Duplicate' (shift+cmd+S) may be the same keystroke; the user cannot tell them apart [keystroke-collision]
          note: 'Duplicate' (duplicate:) is a system command in document
          note: both are pressed as ⇧⌘S
          note: UIKit may match "S" with ⌘ as ⌘S or as ⇧⌘S; write "s" with ⌘, or "S" with ⇧⌘, to say which you mean
          note: only on macCatalyst
          help: try ⌥⌘S: free on iPadOS 18/26 and Mac Catalyst, typeable on US
        Found 1 problem (1 warning) in 1 file.

        """)
  }

  /// UIKit compares input and flags as written: `cmd+S` (input "S", ⌘) and `cmd+s` (input
  /// "s", ⌘) are different key commands to it, although UIKit's matcher presses both as ⌘S —
  /// case variants are one keystroke; and `cmd+S` and `shift+cmd+S` are not even pressed alike
  /// on iPadOS.
  @Test func uikitEqualityIsAsWritten() {
    let text = #"""
      {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [
        {"type": "command", "title": "Save As…", "action": "saveAs:", "shortcut": "cmd+S"},
        {"type": "command", "title": "Share", "action": "share:", "shortcut": "shift+cmd+S"},
        {"type": "command", "title": "Save", "action": "save:", "shortcut": "cmd+s"}],
        "atEndOf": "file"}]}
      """#
    let run = Run.memory(
      ["lint", "app.menu.json", "--format", "json", "--os-versions", "18"] + Self.lintUS,
      files: ["app.menu.json": text])
    #expect(run.status == 1)
    #expect(!run.stdout.contains("duplicate-shortcut"))
    #expect(run.stdout.components(separatedBy: #""rule": "keystroke-collision""#).count == 2)
    #expect(run.stdout.contains(#"'Save' (cmd+s) and 'Save As…' (cmd+S) are the same keystroke"#))
    #expect(run.stdout.contains(#""severity": "error""#))
    #expect(run.stdout.contains(#"UIKit may match \"S\" with ⌘ as ⌘S or as ⇧⌘S"#))
  }

  // MARK: - Focus and text-input keys, resolve

  static let photos = [
    "Examples/Photos/Photos.menu.json", "--responders", "Examples/Photos/Photos.responders.json",
  ]

  /// Seed 000's Photos story: Space on a focused cell views the photo on iPadOS, where the
  /// focus system selects with Return; on Mac Catalyst the focus system takes Space.
  @Test func spaceOnTheFocusedCellViewsThePhotoOnIPadOSOnly() {
    let arguments =
      ["resolve"] + Self.photos + ["--scenario", "photoGrid", "--shortcut", "space"]
    let iPad = Run.real(arguments + ["--format", "json"])
    #expect(iPad.status == 0)
    #expect(iPad.stdout.contains(#""performed": true"#))
    #expect(iPad.stdout.contains(#""target": "photoCell""#))
    #expect(iPad.stdout.contains(#""consumedBySystem": false"#))
    #expect(iPad.stdout.contains(#""platform": "iPadOS""#))
    let mac = Run.real(arguments + ["--platform", "macCatalyst", "--format", "json"])
    #expect(mac.stdout.contains(#""performed": false"#))
    #expect(mac.stdout.contains(#""consumedBySystem": true"#))
    #expect(mac.stdout.contains(#""platform": "macCatalyst""#))
    let macText = Run.real(arguments + ["--platform", "macCatalyst"])
    #expect(macText.stdout.contains("The focus system handles the key first"))
  }

  static let focus = [
    "app.menu.json": #"""
    {"formatVersion": 1, "platforms": ["macCatalyst", "iPadOS"], "build": [{"insertElements": [
      {"type": "command", "title": "Open Photo", "action": "openPhoto:", "shortcut": "return"},
      {"type": "command", "title": "Delete Photo", "action": "deletePhoto:", "shortcut": "delete"},
      {"type": "command", "title": "Close Viewer", "action": "closeViewer:", "shortcut": "escape"},
      {"type": "command", "title": "Start of Line", "action": "startOfLine:", "shortcut": "cmd+left",
       "wantsPriorityOverSystemBehavior": true}],
      "atEndOf": "view"}]}
    """#,
    "app.responders.json": #"""
    {"formatVersion": 1, "responders": [
      {"id": "browser", "kind": "viewController", "actions": ["startOfLine:"]},
      {"id": "cell", "kind": "view", "next": "browser", "focusable": true,
       "actions": ["openPhoto:", "deletePhoto:", "closeViewer:"]},
      {"id": "address", "kind": "view", "next": "browser"}],
     "scenarios": {"grid": {"firstResponder": "browser", "focusedItem": "cell"},
                   "typing": {"firstResponder": "address", "textInputActive": true}}}
    """#,
  ]

  /// Return selects a focused item on iPadOS only; Delete and Escape are not focus keys; the
  /// default platform is the first the file declares.
  @Test(
    arguments: [
      ("return", nil, "Open Photo", false),
      ("return", "iPadOS", "Open Photo", true),
      ("delete", nil, "Delete Photo", false),
      ("delete", "iPadOS", "Delete Photo", false),
      ("escape", "iPadOS", "Close Viewer", false),
    ] as [(String, String?, String, Bool)])
  func focusKeysDependOnThePlatform(key: String, platform: String?, title: String, taken: Bool) {
    let run = Run.memory(
      [
        "resolve", "app.menu.json", "--responders", "app.responders.json", "--scenario", "grid",
        "--shortcut", key,
      ] + (platform.map { ["--platform", $0] } ?? []), files: Self.focus)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Scenario 'grid' on \(platform ?? "macCatalyst"):"))
    if taken {
      #expect(run.stdout.contains("The focus system handles the key first"))
      #expect(run.stdout.contains("✗ '\(title)'"))
    } else {
      #expect(run.stdout.contains("✓ '\(title)'"))
      #expect(run.stdout.contains("is enabled."))
    }
  }

  /// A command with priority on a text-editing key takes it from text input.
  @Test func aCommandWithPriorityTakesCommandLeftFromTextInput() {
    let run = Run.memory(
      [
        "resolve", "app.menu.json", "--responders", "app.responders.json", "--scenario",
        "typing", "--shortcut", "cmd+left", "--format", "json",
      ], files: Self.focus)
    #expect(run.stdout.contains(#""performed": true"#))
    #expect(run.stdout.contains(#""target": "browser""#))
  }

  @Test func lintReportsBothDirectionsOfSystemBehaviorConflicts() {
    let run = Run.memory(
      ["lint", "app.menu.json", "--responders", "app.responders.json"] + Self.lintUS,
      files: Self.focus)
    let findings = run.stdout.split(separator: "\n").filter {
      $0.hasSuffix("[system-behavior-conflict]")
    }
    #expect(
      findings == [
        "app.menu.json:2:3: warning: 'Open Photo' uses ↩, which the focus system takes first while an item has focus, as in the scenario 'grid'; it never fires there. Set 'wantsPriorityOverSystemBehavior' or choose another key [system-behavior-conflict]",
        "app.menu.json:5:3: warning: 'Start of Line' wants priority over system behavior on ⌘←, so it takes that text-editing key from text input in the scenario 'typing'; choose another key, or let only responders outside text editing perform startOfLine: [system-behavior-conflict]",
      ])
    // 'Delete Photo' (⌫) can be performed where no text is edited, so it fires there: no finding.
    // Without responders, every text field is at risk.
    let bare = Run.memory(["lint", "app.menu.json"] + Self.lintUS, files: Self.focus)
    #expect(
      bare.stdout.contains(
        "'Start of Line' wants priority over system behavior on ⌘←, so while it can be performed it takes that text-editing key from every text field"
      ))
    #expect(!bare.stdout.contains("'Close Viewer' uses"))
  }

  /// A disabled winner, by its attributes or by validate(_:), performs nothing.
  @Test(arguments: [
    (#"{"when": "readOnly", "attributes": ["disabled"]}"#, "true", false),
    (#"{"when": "readOnly", "attributes": ["disabled"]}"#, "false", true),
    (#"{"when": "readOnly", "title": "Remove Bookmark"}"#, "true", true),
  ])
  func aDisabledWinnerPerformsNothing(validate: String, readOnly: String, performed: Bool) {
    let files = [
      "app.menu.json": #"""
      {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [
        {"type": "command", "title": "Add Bookmark", "action": "toggleBookmark:", "shortcut": "cmd+d"},
        {"type": "command", "title": "Archive", "action": "archive:", "shortcut": "cmd+j",
         "attributes": ["disabled"]}],
        "atEndOf": "file"}]}
      """#,
      "app.responders.json": #"""
      {"formatVersion": 1, "responders": [
        {"id": "browser", "kind": "viewController", "actions": ["toggleBookmark:", "archive:"],
         "validate": {"toggleBookmark:": [VALIDATE]}}],
       "scenarios": {"s": {"firstResponder": "browser", "state": {"readOnly": false}}}}
      """#.replacing("VALIDATE", with: validate),
    ]
    let arguments = [
      "resolve", "app.menu.json", "--responders", "app.responders.json", "--scenario", "s",
      "--shortcut", "cmd+d", "--set", "readOnly=" + readOnly,
    ]
    let json = Run.memory(arguments + ["--format", "json"], files: files)
    #expect(json.stdout.contains(#""performed": \#(performed)"#))
    #expect(json.stdout.contains(#""performable": true"#))
    let text = Run.memory(arguments, files: files)
    #expect(
      text.stdout.contains("is disabled, so the key press performs nothing") == !performed,
      "\(text.stdout)")
    let archive = Run.memory(
      [
        "resolve", "app.menu.json", "--responders", "app.responders.json", "--scenario", "s",
        "--shortcut", "cmd+j", "--format", "json",
      ], files: files)
    #expect(archive.stdout.contains(#""performed": false"#))
    let action = Run.memory(
      [
        "resolve", "app.menu.json", "--responders", "app.responders.json", "--scenario", "s",
        "--action", "archive:",
      ], files: files)
    #expect(action.stdout.contains("'Archive' (⌘J) is disabled, so choosing it performs nothing"))
  }

  /// The text names the keys the user presses: `cmd+}` is ⇧⌘] on US.
  @Test func theTextNamesTheKeysPressed() {
    let files = [
      "app.menu.json": #"""
      {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [
        {"type": "command", "title": "Next Tab", "action": "nextTab:", "shortcut": "cmd+}"}],
        "atEndOf": "view"}]}
      """#,
      "app.responders.json": #"""
      {"formatVersion": 1, "responders": [{"id": "b", "kind": "viewController", "actions": ["nextTab:"]}],
       "scenarios": {"s": {"firstResponder": "b"}}}
      """#,
    ]
    let run = Run.memory(
      [
        "resolve", "app.menu.json", "--responders", "app.responders.json", "--scenario", "s",
        "--shortcut", "cmd+}",
      ], files: files)
    #expect(run.stdout.contains("Pressing ⇧⌘] on the US layout."))
    #expect(!run.stdout.contains("Pressing ⌘}"))
  }

  // MARK: - Responder kinds

  static func responders(_ chain: String) -> [String: String] {
    [
      "app.menu.json": #"{"formatVersion": 1, "platforms": ["iPadOS"]}"#,
      "app.responders.json": #"{"formatVersion": 1, "responders": ["# + chain
        + #"], "scenarios": {"s": {"firstResponder": "view"}}}"#,
    ]
  }

  /// `windowScene` is a kind; a chain in UIKit's order is clean.
  @Test func aChainInUIKitsOrderIsClean() {
    let run = Run.memory(
      ["lint", "app.menu.json", "--responders", "app.responders.json"] + Self.lintUS,
      files: Self.responders(
        #"""
        {"id": "view", "kind": "view", "next": "vc"},
        {"id": "vc", "kind": "viewController", "next": "window"},
        {"id": "window", "kind": "window", "next": "scene"},
        {"id": "scene", "kind": "windowScene", "next": "app"},
        {"id": "app", "kind": "application", "next": "delegate"},
        {"id": "delegate", "kind": "appDelegate"}
        """#))
    #expect(run.status == 0)
    #expect(run.stdout == "No problems found in 2 files.\n")
    let schema = Run.memory(["schema", "responders"]).stdout
    #expect(schema.contains(#""windowScene""#))
    #expect(schema.contains(#""other""#))
  }

  /// A chain that runs application → window → view is not UIKit's: a note at each link.
  @Test func aChainAgainstUIKitsOrderGetsANote() {
    let run = Run.memory(
      ["lint", "app.menu.json", "--responders", "app.responders.json"] + Self.lintUS,
      files: Self.responders(
        #"{"id": "app", "kind": "application", "next": "window"}, "#
          + #"{"id": "window", "kind": "window", "next": "view"}, {"id": "view", "kind": "view"}"#))
    #expect(run.status == 0)
    #expect(
      run.stdout.contains(
        "app.responders.json:1:82: note: 'app' (application) is followed by 'window' (window), against UIKit's order view → view controller → window → window scene → application → app delegate [responder-chain-order]"
      ))
    #expect(run.stdout.contains("'window' (window) is followed by 'view' (view)"))
    #expect(Run.memory(["explain", "responder-chain-order"]).status == 0)
    #expect(Run.memory(["rules"]).stdout.contains("responder-chain-order"))
    let sarif = Run.memory(
      ["lint", "app.menu.json", "--format", "sarif"] + Self.lintUS, files: Self.responders(""))
    #expect(sarif.stdout.contains(#""id": "responder-chain-order""#))
  }

  /// On Mac Catalyst, AppKit performs the items it adds (Quit ⌘Q) outside the UIKit chain;
  /// iPadOS has no such item.
  @Test func appKitItemsArePerformedOnMacCatalystOnly() {
    let files = [
      "app.menu.json": #"{"formatVersion": 1, "app": "Tiny"}"#,
      "app.responders.json": #"""
      {"formatVersion": 1, "responders": [{"id": "v", "kind": "view"}],
       "scenarios": {"s": {"firstResponder": "v"}}}
      """#,
    ]
    let arguments = [
      "resolve", "app.menu.json", "--responders", "app.responders.json", "--scenario", "s",
      "--shortcut", "cmd+q",
    ]
    let mac = Run.memory(
      arguments + ["--platform", "macCatalyst", "--format", "json"], files: files)
    #expect(mac.stdout.contains(#""performed": true"#))
    #expect(mac.stdout.contains(#""performedByAppKit": true"#))
    let macText = Run.memory(arguments + ["--platform", "macCatalyst"], files: files)
    #expect(macText.stdout.contains("NSApplication performs terminate: outside the UIKit"))
    let iPad = Run.memory(arguments + ["--format", "json"], files: files)
    #expect(iPad.stdout.contains(#""performed": false"#))
    #expect(iPad.stdout.contains(#""candidates": []"#))
  }
}
