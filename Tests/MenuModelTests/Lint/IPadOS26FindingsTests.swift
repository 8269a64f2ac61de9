import Testing

@testable import MenuModel

/// What an app's own shortcuts meet on iPadOS 26: the keys of UIKit 26.1's default commands,
/// the hidden key commands, and the configuration (`../shared/reference/ipados26-uikit.md`;
/// each test names its source and item).
@Suite struct IPadOS26FindingsTests {
  static let usOnly = LintOptions(layouts: [KeyboardLayout.us], directions: [.ltr])

  /// An iPad-only definition; `configuration` is the `mainMenuConfiguration` JSON, if any.
  static func definition(_ build: String, configuration: String? = nil) -> String {
    let configured = configuration.map { #""mainMenuConfiguration": \#($0), "# } ?? ""
    return #"{"formatVersion": 1, "platforms": ["iPadOS"], "# + configured + #""build": ["#
      + build + "]}"
  }

  /// Inserts one command at the end of File.
  static func insert(_ title: String, _ action: String, _ shortcut: String) -> String {
    #"{"insertElements": [{"type": "command", "title": "\#(title)", "action": "\#(action)", "shortcut": "\#(shortcut)"}], "atEndOf": "file"}"#
  }

  static let removeClose = #"{"remove": {"menu": "close"}}"#

  static func lint(
    _ text: String, responders: String? = nil, versions: [OSVersion]? = nil
  ) throws -> [Diagnostic] {
    var options = usOnly
    options.osVersions = versions
    if let responders {
      options.responders = try #require(
        ResponderDefinitionDecoder.decode(Array(responders.utf8), file: "r.json").definition)
    }
    return Linter(options: options).lint(Array(text.utf8), file: "app.menu.json")
  }

  /// A responder that implements `action` and returns one key command for it.
  static func responder(_ title: String, _ action: String, _ shortcut: String) -> String {
    #"""
    {"formatVersion": 1, "responders": [
      {"id": "browser", "kind": "viewController", "actions": ["\#(action)"],
       "canPerform": {"\#(action)": "openTabs > 0"}, "keyCommands": [
        {"type": "command", "title": "\#(title)", "action": "\#(action)", "shortcut": "\#(shortcut)"}]}],
     "scenarios": {"reading": {"firstResponder": "browser", "state": {"openTabs": 2}},
                   "noTabs": {"firstResponder": "browser", "state": {"openTabs": 0}}}}
    """#
  }

  // MARK: - ⌘W

  /// §1.2 #8 (D26-MMS `-_additionalKeyCommands`; Brave #53128): the hidden ⌘W `performClose:`
  /// stays when the app removes the Close group, so an app's ⌘W "Close Tab" clashes on 26.
  @Test func commandWClashesOn26EvenWithoutTheCloseGroup() throws {
    let text = Self.definition(
      Self.removeClose + ", " + Self.insert("Close Tab", "closeTab:", "cmd+w"))
    let findings = try Self.lint(text)
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.ruleID == .keystrokeCollision)
    #expect(finding.severity == .error)
    #expect(finding.osVersions == [.v26])
    #expect(
      finding.message
        == "'Close Tab' (cmd+w) is the same keystroke as 'Close' (performClose:), a hidden key "
        + "command UIKit adds whatever the menu holds: whenever closeTab: cannot be performed, "
        + "the key goes to performClose:, which closes the window")
    #expect(
      finding.notes.map(\.message) == [
        "'Close' (performClose:) is a hidden key command UIKit adds on iPadOS 26 after the app's "
          + "menu is built: no operation removes it",
        "give 'Close Tab' the action performClose: instead of closeTab:, and implement "
          + "performClose: where closeTab: is implemented: the responder chain gets performClose: "
          + "before the system does",
      ])
    // §2 #36 (D18-MMS): iPadOS 18 has no hidden key commands.
    #expect(try Self.lint(text, versions: [.v18]).isEmpty)
    // A definition that starts from an empty root checks its own commands only.
    let empty = text.replacing(#""build""#, with: #""base": "empty", "build""#)
      .replacing(Self.removeClose + ", ", with: "")
      .replacing(#""atEndOf": "file""#, with: #""atEndOf": "root""#)
    #expect(try Self.lint(empty).isEmpty)
  }

  /// §1.2 #7 (D26-CMD, D26-MMS `close` unconditional): with the Close group, UIKit refuses an
  /// app's ⌘W.
  @Test func commandWIsRefusedWhileTheCloseGroupStays() throws {
    let findings = try Self.lint(Self.definition(Self.insert("Close Tab", "closeTab:", "cmd+w")))
    #expect(findings.map(\.ruleID) == [.duplicateShortcut])
    #expect(findings.first?.message.contains("which 'Close' (performClose:) already uses") == true)
    #expect(findings.first?.osVersions == [.v26])
  }

  /// Apple's way (WWDC25 "What's new in UIKit", reference §5 #2): a ⌘W command that performs
  /// `performClose:` is what the hidden one does anyway.
  @Test func performCloseOnCommandWIsFine() throws {
    let text = Self.definition(
      Self.removeClose + ", " + Self.insert("Close Tab", "performClose:", "cmd+w"))
    #expect(try Self.lint(text).isEmpty)
  }

  /// §1.2 #7, #8: a responder's ⌘W key command shadows Close, and without the Close group the
  /// hidden ⌘W, which closes the window when the responder cannot perform its action.
  @Test func aResponderCommandWShadowsCloseOn26() throws {
    let responders = Self.responder("Close Tab", "closeTab:", "cmd+w")
    let kept = try Self.lint(Self.definition(""), responders: responders)
      .filter { $0.ruleID == .shadowedShortcut }
    #expect(kept.count == 1)
    #expect(
      kept.first?.message.contains("shadows 'Close' (performClose:), a system command") == true)
    #expect(kept.first?.osVersions == [.v26])
    let removed = try Self.lint(Self.definition(Self.removeClose), responders: responders)
      .filter { $0.ruleID == .shadowedShortcut }
    let finding = try #require(removed.first)
    #expect(removed.count == 1)
    #expect(finding.osVersions == [.v26])
    #expect(finding.message.contains("a hidden key command of the system"))
    #expect(
      finding.notes.map(\.message).contains(
        "when 'browser' cannot perform closeTab:, ⌘W goes on to performClose:, which closes the "
          + "window"))
    #expect(
      try Self.lint(Self.definition(Self.removeClose), responders: responders, versions: [.v18])
        .allSatisfy { $0.ruleID == .responderKeyCommand })
  }

  /// §1.2 #8 (D26-MMS): ⌃⌘Space is hidden too; `reserved-shortcut` reports an app's ⌃⌘Space on
  /// every version, once.
  @Test func controlCommandSpaceIsReportedOnceAsReserved() throws {
    let findings = try Self.lint(Self.definition(Self.insert("Emoji", "emoji:", "ctrl+cmd+space")))
    #expect(findings.map(\.ruleID) == [.reservedShortcut])
    #expect(findings.first?.osVersions == [])
  }

  /// A hidden key command is in no menu the user sees: a responder's titled ⌘W key command is
  /// held by the menu only while the Close group holds Close ⌘W.
  @Test func theHiddenCloseDoesNotHoldAResponderKeyCommand() throws {
    let responders = Self.responder("Close Tab", "performClose:", "cmd+w")
    let kept = try Self.lint(Self.definition(""), responders: responders, versions: [.v26])
    #expect(!kept.contains { $0.ruleID == .responderKeyCommand })
    let removed = try Self.lint(
      Self.definition(Self.removeClose), responders: responders, versions: [.v26])
    #expect(removed.map(\.ruleID) == [.responderKeyCommand])
  }

  /// §1.2 #7 (D26-CMD), §2 #26, #31 (HIG-MB, HIG-KB): the ⌥ alternates Close All ⌥⌘W (iPadOS
  /// 26, Mac Catalyst) and Minimize All ⌥⌘M (Mac Catalyst) are keystrokes an app's command
  /// collides with.
  @Test func theOptionAlternatesTakeTheirKeys() throws {
    let text = #"""
      {"formatVersion": 1, "build": [{"insertElements": [
        {"type": "command", "title": "Close Other Tabs", "action": "closeOthers:", "shortcut": "opt+cmd+w"},
        {"type": "command", "title": "Minimize Others", "action": "minimizeOthers:", "shortcut": "opt+cmd+m"}],
        "atEndOf": "file"}]}
      """#
    let findings = try Self.lint(text)
    #expect(findings.map(\.ruleID) == [.keystrokeCollision, .keystrokeCollision])
    #expect(findings.first?.message.contains("'Close All' (opt+cmd+w)") == true)
    #expect(findings.first?.platforms == [.iPadOS, .macCatalyst])
    #expect(
      findings.first?.notes.map(\.message).contains(
        "holds on iPadOS 26 and on macCatalyst 18 and 26")
        == true)
    #expect(findings.last?.message.contains("'Minimize All' (opt+cmd+m)") == true)
    #expect(findings.last?.platforms == [.macCatalyst])
  }

  // MARK: - ⌘N, ⌃⌘I, ⌘{ and ⇧⌘S

  /// §1.2 #5 (D26-CMD `requestNewScene:` ⌘N): an app's ⌘N clashes on 26 when it sets a
  /// configuration, and is free without one (D26-CFG: newScene removed).
  @Test func commandNClashesWithNewWindowWithAConfiguration() throws {
    let build = Self.insert("New Document", "newDocument:", "cmd+n")
    let configured = try Self.lint(Self.definition(build, configuration: "{}"))
    #expect(configured.map(\.ruleID) == [.duplicateShortcut])
    #expect(configured.first?.message.contains("'New Window' (requestNewScene:)") == true)
    #expect(configured.first?.osVersions == [.v26])
    #expect(try Self.lint(Self.definition(build)).isEmpty)
    let removed = try Self.lint(Self.definition(build, configuration: #"{"newScene": "removed"}"#))
    #expect(removed.isEmpty)
  }

  /// §1.2 #22 (D26-CMD `toggleInspector:` ⌃⌘I): with a configuration, an app's ⌃⌘I clashes with
  /// Show Inspector; without one (D26-CFG: inspector removed) it is free.
  @Test func controlCommandIClashesWithShowInspectorWithAConfiguration() throws {
    let build = Self.insert("Get Info", "getInfo:", "ctrl+cmd+i")
    let configured = try Self.lint(Self.definition(build, configuration: "{}"))
    #expect(configured.map(\.ruleID) == [.duplicateShortcut])
    #expect(configured.first?.message.contains("'Show Inspector' (toggleInspector:)") == true)
    #expect(try Self.lint(Self.definition(build)).isEmpty)
  }

  /// §1.2 #19 (D26-CMD `alignLeft:` `{` ⌘; HIG-KB): an app's ⌘{ clashes with Align Left on 26,
  /// with or without a configuration, unless the Format menu is removed.
  @Test func commandBraceClashesWithAlignLeft() throws {
    let build = Self.insert("Previous Tab", "previousTab:", "cmd+{")
    let findings = try Self.lint(Self.definition(build))
    #expect(findings.map(\.ruleID) == [.duplicateShortcut])
    #expect(findings.first?.message.contains("'Align Left' (alignLeft:)") == true)
    #expect(findings.first?.osVersions == [.v26])
    // Written as the keys pressed, ⇧⌘[ is UIKit-different but the same keystroke on US.
    let pressed = try Self.lint(
      Self.definition(Self.insert("Previous Tab", "previousTab:", "shift+cmd+[")))
    #expect(pressed.map(\.ruleID) == [.keystrokeCollision])
    let noFormat = try Self.lint(
      Self.definition(build, configuration: #"{"textFormatting": "removed"}"#))
    #expect(noFormat.isEmpty)
  }

  /// Responder key commands on ⌘N, ⌃⌘I and ⌘{ shadow the 26 commands.
  @Test(arguments: [
    ("cmd+n", "'New Window' (requestNewScene:)"),
    ("ctrl+cmd+i", "'Show Inspector' (toggleInspector:)"),
    ("cmd+{", "'Align Left' (alignLeft:)"),
  ])
  func responderKeyCommandsShadowThe26Commands(shortcut: String, shadowed: String) throws {
    let findings = try Self.lint(
      Self.definition("", configuration: "{}"),
      responders: Self.responder("Mine", "mine:", shortcut)
    ).filter { $0.ruleID == .shadowedShortcut }
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("shadows \(shadowed)") == true)
    #expect(findings.first?.osVersions == [.v26])
  }

  /// §1.1, §1.2 #9 (D26-CFG): ⇧⌘S is free on iPadOS 26 for an app without a configuration, and
  /// Duplicate's with `{}`.
  @Test func shiftCommandSIsFreeWithoutAConfiguration() throws {
    let build = Self.insert("Save As…", "saveAs:", "shift+cmd+S")
    #expect(try Self.lint(Self.definition(build)).isEmpty)
    let configured = try Self.lint(Self.definition(build, configuration: "{}"))
    #expect(configured.map(\.ruleID) == [.duplicateShortcut])
    #expect(configured.first?.osVersions == [.v26])
    // The Document commands' actions are free too.
    #expect(try Self.lint(Self.definition(Self.insert("Rename", "rename:", "ctrl+cmd+r"))).isEmpty)
  }

  /// §1.2 #14 (D26-MMS, DOC-MMS): the `search` style frees ⌥⌘F, ⌘G, ⇧⌘G and ⌘E;
  /// `nonEditableText` frees ⌥⌘F only.
  @Test func theSearchStyleFreesTheFindKeys() throws {
    let build = [
      Self.insert("Replace", "replaceText:", "opt+cmd+f"),
      Self.insert("Go", "go:", "cmd+g"),
      Self.insert("Go Back", "goBackAgain:", "shift+cmd+g"),
      Self.insert("Edit", "edit:", "cmd+e"),
    ].joined(separator: ", ")
    let search = try Self.lint(
      Self.definition(build, configuration: #"{"findingStyle": "search"}"#), versions: [.v26])
    #expect(search.isEmpty)
    let nonEditable = try Self.lint(
      Self.definition(build, configuration: #"{"findingStyle": "nonEditableText"}"#),
      versions: [.v26])
    #expect(nonEditable.count == 3)
    #expect(!nonEditable.contains { $0.message.contains("findAndReplace:") })
    let editable = try Self.lint(Self.definition(build, configuration: "{}"), versions: [.v26])
    #expect(editable.count == 4)
  }

  // MARK: - Identifiers and the build

  /// §1.2 (D26-MMS): the 26 File group is `com.apple.menu.new-item`, which `newItem` and
  /// `newScene` both name on 26; `newItem` does not exist on 18.
  @Test func newItemAndNewSceneNameTheFileGroupOn26() throws {
    let newItem = Self.definition(
      #"{"insertElements": [{"type": "command", "title": "New Note", "action": "newNote:", "shortcut": "ctrl+cmd+n"}], "atStartOf": "newItem"}"#
    )
    let findings = try Self.lint(newItem)
    #expect(findings.map(\.ruleID) == [.missingTarget])
    #expect(findings.first?.osVersions == [.v18])
    let newScene = newItem.replacing(#""newItem""#, with: #""newScene""#)
    #expect(try Self.lint(newScene).isEmpty)
    let (system, _) = MenuSystem.build(
      try #require(MenuDefinitionDecoder.decode(Array(newScene.utf8), file: "a").definition),
      for: .iPadOS, osVersion: .v26)
    #expect(Self.parent(of: "newNote:", in: system.menu) == "com.apple.menu.new-item")
  }

  /// §1.3 (D26-MMS): operations naming a removed group still find it.
  @Test func removedGroupsStillResolve() throws {
    let build =
      #"{"insertElements": [{"type": "command", "title": "Share", "action": "share:", "shortcut": "ctrl+cmd+x"}], "atEndOf": "document"}"#
    #expect(
      try Self.lint(
        Self.definition(build, configuration: #"{"document": "removed"}"#), versions: [.v26]
      )
      .isEmpty)
    #expect(try Self.lint(Self.definition(build), versions: [.v26]).isEmpty)
  }

  /// §1.2 #14 (D26-MMS, after the build): a Find submenu left with one child is flattened into
  /// Edit, with what the app inserted into it.
  @Test func aFindSubmenuWithOneChildIsFlattened() throws {
    func built(_ text: String) throws -> MenuBuilder {
      let definition = try #require(
        MenuDefinitionDecoder.decode(Array(text.utf8), file: "a").definition)
      return MenuSystem.build(definition, for: .iPadOS, osVersion: .v26).system.menu
    }
    let search = try built(Self.definition("", configuration: #"{"findingStyle": "search"}"#))
    #expect(search.menu(for: "find") == nil)
    #expect(Self.parent(of: "find:", in: search) == "com.apple.menu.find-panel")
    #expect(
      search.menu(for: .edit)?.children.contains {
        if case .menu(let menu) = $0 { return menu.identifier == "findPanel" }
        return false
      } == true)
    #expect(search.command(for: "find:")?.title == "Search")
    let extended = try built(
      Self.definition(
        #"{"insertElements": [{"type": "command", "title": "Find in Notes", "action": "findInNotes:"}], "atEndOf": "findPanel"}"#,
        configuration: #"{"findingStyle": "search"}"#))
    #expect(extended.menu(for: "find") == nil)
    #expect(Self.parent(of: "findInNotes:", in: extended) == "com.apple.menu.find-panel")
    let removed = try built(Self.definition("", configuration: #"{"finding": "removed"}"#))
    #expect(removed.menu(for: "find") == nil)
    // The full set keeps its submenu.
    #expect(try built(Self.definition("")).menu(for: "find") != nil)
  }

  static func parent(of action: String, in menu: MenuBuilder) -> String? {
    guard let node = menu.node(for: .command(CommandIdentity(action: action))),
      let parent = menu.parent(of: node), case .menu(let holder) = menu.element(parent)
    else { return nil }
    return holder.identifier?.rawValue
  }

  // MARK: - Default actions, performability

  /// §2 #35 (D26-UIC, D26-CMD): a key command on `toggleInspector:` that no responder
  /// implements is dead on 18, and UIKit's own on 26.
  @Test func theIOS26DefaultActionsAreNotDeadKeys() throws {
    let responders = #"""
      {"formatVersion": 1, "responders": [
        {"id": "split", "kind": "viewController", "actions": [], "keyCommands": [
          {"type": "command", "title": "Inspector", "action": "toggleInspector:", "shortcut": "ctrl+opt+cmd+i"}]}],
       "scenarios": {"reading": {"firstResponder": "split"}}}
      """#
    let findings = try Self.lint(Self.definition(""), responders: responders)
      .filter { $0.ruleID == .unperformableCommand }
    #expect(findings.map(\.osVersions) == [[.v18]])
  }

  static func resolve(
    _ shortcut: String, _ text: String, responders: String, scenario: String
  ) throws -> KeyResolution {
    let definition = try #require(
      MenuDefinitionDecoder.decode(Array(text.utf8), file: "a").definition)
    let system = MenuSystem.build(definition, for: .iPadOS, osVersion: .v26).system
    let chain = ResponderChain(
      try #require(
        ResponderDefinitionDecoder.decode(Array(responders.utf8), file: "r").definition))
    let localizer = ShortcutLocalizer(layout: .us)
    return chain.resolve(
      keystroke: try #require(localizer.keystroke(of: try KeyCombination(parsing: shortcut))),
      system: system, localizer: localizer,
      in: try #require(chain.definition.scenario(scenario)))
  }

  /// §1.2 #8, WWDC25-243 (notes: "closes the window scene by default"): when the app's ⌘W
  /// command cannot perform, the hidden Close does, and the system closes the window.
  @Test func theHiddenCloseTakesCommandWWhenTheAppsCannot() throws {
    let text = Self.definition(
      Self.removeClose + ", " + Self.insert("Close Tab", "closeTab:", "cmd+w"))
    let responders = Self.responder("Unused", "closeTab:", "ctrl+opt+cmd+u")
    let noTabs = try Self.resolve("cmd+w", text, responders: responders, scenario: "noTabs")
    #expect(noTabs.candidates.map(\.command.action) == ["closeTab:", "performClose:"])
    #expect(noTabs.candidates.map(\.won) == [false, true])
    #expect(noTabs.resolution?.isPerformedBySystem == true)
    #expect(noTabs.candidates.last?.reason == "the system performs performClose:")
    let reading = try Self.resolve("cmd+w", text, responders: responders, scenario: "reading")
    #expect(reading.candidates.map(\.won) == [true, false])
  }

  /// The model's reading of UIApplicationSupportsMultipleScenes: only then does the system open
  /// a window for New Window.
  @Test func newWindowOpensAWindowOnlyWithMultipleScenes() throws {
    let responders = Self.responder("Unused", "other:", "ctrl+opt+cmd+u")
    let single = try Self.resolve(
      "cmd+n", Self.definition("", configuration: "{}"), responders: responders,
      scenario: "reading")
    #expect(single.candidates.map(\.command.action) == ["requestNewScene:"])
    #expect(single.resolution == nil)
    let multiple = try Self.resolve(
      "cmd+n",
      Self.definition("", configuration: "{}").replacing(
        #""platforms""#, with: #""supportsMultipleScenes": true, "platforms""#),
      responders: responders, scenario: "reading")
    #expect(multiple.resolution?.isPerformedBySystem == true)
    #expect(multiple.isPerformed)
  }
}
