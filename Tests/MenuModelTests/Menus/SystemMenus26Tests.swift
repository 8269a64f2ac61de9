import Testing

@testable import MenuModel

/// The iPadOS 26 default menu, element by element and key by key.
///
/// Checked against UIKit 26.1 as `../shared/reference/ipados26-uikit.md` sources it. Each test
/// names its source: the
/// reference's short name (D26-MMS the builder, D26-CFG the configurations, D26-CMD the
/// default-command table, D26-HELP, D18-MMS, HIG-MB, HIG-KB) and the item of its §1.2, §1.3 or
/// §2 table.
@Suite struct SystemMenus26Tests {
  static func key(_ text: String) throws -> KeyCombination {
    try KeyCombination(parsing: text)
  }

  /// The menu of an app without a configuration (UIKit's compatibility configuration).
  static func compatibility(
    _ platform: Platform = .iPadOS, app: String = "App", supportsPrintCommand: Bool = false,
    supportsOpenCommand: Bool = false, designRequiresCompatibility: Bool = false
  ) -> MenuBuilder {
    MenuBuilder(
      root: SystemMenus.mainMenu(
        for: platform, app: app, supportsOpenCommand: supportsOpenCommand,
        supportsPrintCommand: supportsPrintCommand,
        designRequiresCompatibility: designRequiresCompatibility, osVersion: .v26))
  }

  /// The menu of an app that sets a configuration (`{}` is every preference automatic).
  static func configured(
    _ configuration: MainMenuConfiguration = MainMenuConfiguration(),
    _ platform: Platform = .iPadOS, supportsPrintCommand: Bool = false,
    supportsMultipleScenes: Bool = false
  ) -> MenuBuilder {
    MenuBuilder(
      root: SystemMenus.mainMenu(
        for: platform, supportsPrintCommand: supportsPrintCommand,
        supportsMultipleScenes: supportsMultipleScenes, osVersion: .v26,
        configuration: configuration))
  }

  static func children(_ menu: Menu?) -> [String] {
    (menu?.children ?? []).map { element in
      switch element {
      case .command(let command): command.action
      case .menu(let menu): menu.identifier?.description ?? menu.title
      case .action(let action): action.identifier
      }
    }
  }

  static func titles(_ menu: Menu?) -> [String] {
    (menu?.children ?? []).compactMap { element in
      guard case .command(let command) = element else { return nil }
      return command.title
    }
  }

  // MARK: - §1.1 No configuration is UIKit's compatibility configuration

  /// D26-CFG `+_compatibilityConfiguration`: newScene, document and inspector removed; printing
  /// follows UIApplicationSupportsPrintCommand; toolbar follows the iOS 26 design; finding,
  /// sidebar and textFormatting included, style editableText.
  @Test func theCompatibilityConfigurationIsUIKits() {
    let iPad = MainMenuConfiguration.compatibility(
      on: .iPadOS, supportsPrintCommand: false, designRequiresCompatibility: false)
    #expect(iPad.newScene == .removed)
    #expect(iPad.document == .removed)
    #expect(iPad.inspector == .removed)
    #expect(iPad.printing == .removed)
    #expect(iPad.toolbar == .included)
    #expect(iPad.finding == .included)
    #expect(iPad.sidebar == .included)
    #expect(iPad.textFormatting == .included)
    #expect(iPad.findingStyle == .editableText)
    let printing = MainMenuConfiguration.compatibility(
      on: .iPadOS, supportsPrintCommand: true, designRequiresCompatibility: true)
    #expect(printing.printing == .included)
    #expect(printing.toolbar == .removed)
  }

  /// §1.2 #5, #9, #22 (D26-MMS, D26-CFG): without a configuration there is no New Window, the
  /// Document group is present but empty, and there is no Show Inspector.
  @Test func withoutAConfigurationTheIOS26CommandsAreAbsent() throws {
    let menu = Self.compatibility()
    #expect(menu.command(for: "requestNewScene:") == nil)
    #expect(try #require(menu.menu(for: "newItem")).children.isEmpty)
    #expect(try #require(menu.menu(for: "document")).children.isEmpty)
    for action in ["duplicate:", "move:", "rename:", "export:", "toggleInspector:"] {
      #expect(menu.command(for: action) == nil, "\(action)")
    }
    #expect(menu.command(with: try Self.key("shift+cmd+S")) == nil)
    #expect(menu.command(with: try Self.key("cmd+n")) == nil)
    #expect(menu.command(with: try Self.key("ctrl+cmd+i")) == nil)
  }

  /// §1.2 #10 (D26-MMS): without a configuration, Print only with
  /// UIApplicationSupportsPrintCommand.
  @Test func withoutAConfigurationPrintFollowsTheInfoPlist() throws {
    #expect(Self.compatibility().command(for: "print:") == nil)
    #expect(try #require(Self.compatibility().menu(for: "print")).children.isEmpty)
    let print = try #require(Self.compatibility(supportsPrintCommand: true).command(for: "print:"))
    #expect(print.shortcut == (try Self.key("cmd+p")))
  }

  /// §1.2 #20 (D26-CFG, D26-CMD): Customize Toolbar…, keyless, only with the iOS 26 design.
  @Test func customizeToolbarNeedsTheIOS26Design() throws {
    let toolbar = try #require(Self.compatibility().command(for: "runToolbarCustomizationPalette:"))
    #expect(toolbar.title == "Customize Toolbar…")
    #expect(toolbar.shortcut == nil)
    let optedOut = Self.compatibility(designRequiresCompatibility: true)
    #expect(optedOut.command(for: "runToolbarCustomizationPalette:") == nil)
    #expect(try #require(optedOut.menu(for: "toolbar")).children.isEmpty)
    // A configuration the app sets includes it whatever the design.
    #expect(Self.configured().command(for: "runToolbarCustomizationPalette:") != nil)
  }

  // MARK: - §1.2 The elements and their keys

  /// §1.2 #1 (HIG-MB, D26-MMS): App, File, Edit, Format, View, Window, Help.
  @Test func theMenusComeInUIKitsOrder() {
    let root = Self.compatibility().root
    #expect(
      Self.children(root) == ["application", "file", "edit", "format", "view", "window", "help"])
  }

  /// §1.2 #2–#4 (D26-MMS, HIG-MB): on iPad the App menu holds only *App* Settings… ⌘,
  /// (`orderFrontPreferencesPanel:`, D26-CMD "%@ Settings…"); Services is an empty submenu.
  @Test func theAppMenuHoldsAppSettings() throws {
    let menu = Self.compatibility(app: "Notes")
    let settings = try #require(menu.command(with: try Self.key("cmd+,")))
    #expect(settings.action == "orderFrontPreferencesPanel:")
    #expect(settings.title == "Notes Settings…")
    #expect(settings.origin == .system)
    let application = try #require(menu.menu(for: .application))
    #expect(Self.children(application) == ["about", "preferences", "services", "hide", "quit"])
    let services = try #require(menu.menu(for: "services"))
    #expect(!services.isInline)
    #expect(services.children.isEmpty)
    for group in ["about", "hide", "quit"] {
      #expect(try #require(menu.menu(for: MenuIdentifier(group))).children.isEmpty, "\(group)")
    }
    // Without an app name the title says "App Settings…".
    #expect(
      Self.compatibility().command(for: "orderFrontPreferencesPanel:")?.title == "App Settings…")
  }

  /// §1.2 #5 (D26-MMS, D26-CMD `requestNewScene:` input `n` ⌘): the File group is
  /// `com.apple.menu.new-item` and holds New Window ⌘N with a configuration.
  @Test func newWindowIsCommandNInTheNewItemGroup() throws {
    let menu = Self.configured(supportsMultipleScenes: true)
    let file = try #require(menu.menu(for: .file))
    #expect(Self.children(file) == ["newItem", "open", "close", "document", "print"])
    let group = try #require(menu.menu(for: "newItem"))
    #expect(group.identifier?.rawValue == "com.apple.menu.new-item")
    #expect(group.isInline)
    let newWindow = try #require(menu.command(for: "requestNewScene:"))
    #expect(newWindow.title == "New Window")
    #expect(newWindow.shortcut == (try Self.key("cmd+n")))
    #expect(!newWindow.attributes.contains(.disabled))
    #expect(Self.children(group) == ["requestNewScene:"])
    // The 18 spelling of the group is gone on 26.
    #expect(menu.menu(for: MenuIdentifier(rawValue: "com.apple.menu.new-scene")) == nil)
  }

  /// The model's reading (no source gates New Window on it, D26-MMS tests only the
  /// preference): an app without UIApplicationSupportsMultipleScenes cannot open a window, so
  /// its New Window is disabled; the key is taken all the same.
  @Test func newWindowIsDisabledWithoutMultipleScenes() throws {
    let newWindow = try #require(Self.configured().command(for: "requestNewScene:"))
    #expect(newWindow.attributes.contains(.disabled))
    #expect(newWindow.shortcut == (try Self.key("cmd+n")))
  }

  /// §1.2 #6 (D26-MMS): Open… ⌘O and an empty Open Recent submenu with `supportsOpenCommand`.
  @Test func openHasOpenRecent() throws {
    let menu = Self.compatibility(supportsOpenCommand: true)
    #expect(Self.children(menu.menu(for: "open")) == ["open:", "openRecent"])
    #expect(menu.command(for: "open:")?.shortcut == (try Self.key("cmd+o")))
    #expect(try #require(menu.menu(for: "openRecent")).children.isEmpty)
    #expect(try #require(Self.compatibility().menu(for: "open")).children.isEmpty)
  }

  /// §1.2 #7 (D26-CMD `performClose:` `w` ⌘, alternate ⌥ → `_performCloseAll:`; D26-MMS
  /// `close` group unconditional): Close ⌘W with Close All ⌥⌘W, with or without a
  /// configuration.
  @Test func closeIsCommandWWithCloseAll() throws {
    for menu in [Self.compatibility(), Self.configured()] {
      let close = try #require(menu.command(for: "performClose:"))
      #expect(close.title == "Close")
      #expect(close.shortcut == (try Self.key("cmd+w")))
      let closeAll = try #require(close.alternateCommands.first)
      #expect(close.alternateCommands.count == 1)
      #expect(closeAll.title == "Close All")
      #expect(closeAll.action == "_performCloseAll:")
      #expect(closeAll.shortcut == (try Self.key("opt+cmd+w")))
      #expect(Self.children(menu.menu(for: "close")) == ["performClose:"])
    }
  }

  /// §1.2 #9 (D26-CMD titles "Duplicate", "Move", "Rename", "Export"; `duplicate:` `S` ⇧⌘):
  /// the Document group with a configuration, without ellipses.
  @Test func theDocumentGroupHasNoEllipses() throws {
    let menu = Self.configured()
    let document = try #require(menu.menu(for: "document"))
    #expect(Self.titles(document) == ["Duplicate", "Move", "Rename", "Export"])
    #expect(Self.children(document) == ["duplicate:", "move:", "rename:", "export:"])
    let duplicate = try #require(menu.command(for: "duplicate:"))
    #expect(duplicate.shortcut == (try Self.key("shift+cmd+S")))
    #expect(duplicate.shortcut?.writtenInput == "S")
    for action in ["move:", "rename:", "export:"] {
      #expect(menu.command(for: action)?.shortcut == nil, "\(action)")
    }
  }

  /// §1.2 #10, §1.3 (D26-MMS `[UIApp _supportsPrintCommand] || printingPreference != 1`): with a
  /// configuration Print shows unless removed, and a removed preference still shows it for an
  /// app with UIApplicationSupportsPrintCommand.
  @Test func withAConfigurationPrintAlwaysShows() throws {
    #expect(Self.configured().command(for: "print:")?.shortcut == (try Self.key("cmd+p")))
    #expect(
      Self.configured(MainMenuConfiguration(printing: .included)).command(for: "print:") != nil)
    let removed = MainMenuConfiguration(printing: .removed)
    #expect(Self.configured(removed).command(for: "print:") == nil)
    #expect(Self.configured(removed, supportsPrintCommand: true).command(for: "print:") != nil)
  }

  /// §1.2 #11, #12 (D26-MMS, D26-CMD): Undo and the standard edit commands as on 18.
  @Test func undoAndTheStandardEditCommandsAreAsOn18() throws {
    let menu = Self.compatibility()
    let expected: [(String, String?)] = [
      ("undo:", "cmd+z"), ("redo:", "shift+cmd+z"), ("cut:", "cmd+x"), ("copy:", "cmd+c"),
      ("paste:", "cmd+v"), ("pasteAndMatchStyle:", "opt+shift+cmd+v"), ("delete:", nil),
      ("selectAll:", "cmd+a"),
    ]
    for (action, shortcut) in expected {
      let command = try #require(menu.command(for: action), "\(action)")
      #expect(command.shortcut == (try shortcut.map(Self.key)), "\(action)")
    }
  }

  /// §1.2 #13 (D26-MMS, D26-CMD): Find is a submenu: the `findPanel` group (Find ⌘F, Find &
  /// Replace ⌥⌘F, Find Next ⌘G, Find Previous ⇧⌘G), then Use Selection for Find ⌘E.
  @Test func findIsASubmenu() throws {
    let menu = Self.compatibility()
    let find = try #require(menu.menu(for: "find"))
    #expect(!find.isInline)
    #expect(Self.children(find) == ["findPanel", "useSelectionForFind:"])
    #expect(
      Self.children(menu.menu(for: "findPanel"))
        == ["find:", "findAndReplace:", "findNext:", "findPrevious:"])
    let keys = [
      ("find:", "cmd+f"), ("findAndReplace:", "opt+cmd+f"), ("findNext:", "cmd+g"),
      ("findPrevious:", "shift+cmd+g"), ("useSelectionForFind:", "cmd+e"),
    ]
    for (action, shortcut) in keys {
      #expect(menu.command(for: action)?.shortcut == (try Self.key(shortcut)), "\(action)")
    }
  }

  /// §1.2 #15 (D26-MMS): Spelling and Grammar, Substitutions, Transformations and Speech
  /// follow Find, empty.
  @Test func theTextServiceSubmenusFollowFind() {
    let edit = Self.compatibility().menu(for: .edit)
    #expect(
      Self.children(edit)
        == [
          "undoRedo", "standardEdit", "find", "spelling", "substitutions", "transformations",
          "speech",
        ])
  }

  /// §1.2 #18 (D26-MMS, D26-CMD): the Font submenu as on 18.
  @Test func theFontSubmenuIsAsOn18() throws {
    let menu = Self.compatibility()
    #expect(
      Self.children(menu.menu(for: "font"))
        == ["textStyle", "textSize", "textColor", "textStylePasteboard"])
    for (action, shortcut) in [
      ("toggleBoldface:", "cmd+b"), ("toggleItalics:", "cmd+i"), ("toggleUnderline:", "cmd+u"),
      ("increaseSize:", "cmd+plus"), ("decreaseSize:", "cmd+minus"),
    ] {
      #expect(menu.command(for: action)?.shortcut == (try Self.key(shortcut)), "\(action)")
    }
  }

  /// §1.2 #19 (D26-CMD `alignLeft:` `{` ⌘, `alignCenter:` `|` ⌘, `alignRight:` `}` ⌘,
  /// `alignJustified:` keyless; HIG-KB): the alignment group, present without a configuration.
  @Test func alignmentHasTheHIGKeys() throws {
    let menu = Self.compatibility()
    let alignment = try #require(menu.menu(for: "alignment"))
    #expect(Self.titles(alignment) == ["Align Left", "Center", "Justify", "Align Right"])
    #expect(menu.command(for: "alignLeft:")?.shortcut == (try Self.key("cmd+{")))
    #expect(menu.command(for: "alignCenter:")?.shortcut == (try Self.key("cmd+|")))
    #expect(menu.command(for: "alignRight:")?.shortcut == (try Self.key("cmd+}")))
    #expect(menu.command(for: "alignJustified:")?.shortcut == nil)
    #expect(menu.command(for: "alignLeft:")?.shortcut?.writtenInput == "{")
    #expect(Self.children(menu.menu(for: "text")) == ["alignment", "writingDirection"])
  }

  /// §1.2 #21, #22 (D26-CMD `toggleSidebar:` `s` ⌃⌘, `toggleInspector:` `i` ⌃⌘): the sidebar
  /// group; Show Inspector only with a configuration.
  @Test func showInspectorIsControlCommandI() throws {
    let menu = Self.configured()
    #expect(Self.children(menu.menu(for: "sidebar")) == ["toggleSidebar:", "toggleInspector:"])
    #expect(menu.command(for: "toggleSidebar:")?.shortcut == (try Self.key("ctrl+cmd+s")))
    let inspector = try #require(menu.command(for: "toggleInspector:"))
    #expect(inspector.title == "Show Inspector")
    #expect(inspector.shortcut == (try Self.key("ctrl+cmd+i")))
    #expect(Self.children(Self.compatibility().menu(for: "sidebar")) == ["toggleSidebar:"])
  }

  /// §1.2 #23 (D26-MMS): View is toolbar, sidebar, fullscreen; fullscreen empty on iPad.
  @Test func theViewMenusGroups() throws {
    let menu = Self.compatibility()
    #expect(Self.children(menu.menu(for: .view)) == ["toolbar", "sidebar", "fullscreen"])
    #expect(try #require(menu.menu(for: "fullscreen")).children.isEmpty)
  }

  /// §1.2 #24, #25 (D26-MMS, D26-HELP `showHelp:` `?` ⌘, empty title): UIKit's Window groups
  /// are empty on iPad; Help holds the untitled ⌘? command.
  @Test func windowIsEmptyAndHelpIsUntitled() throws {
    let menu = Self.compatibility()
    #expect(Self.children(menu.menu(for: .window)) == ["minimizeAndZoom", "bringAllToFront"])
    #expect(try #require(menu.menu(for: "minimizeAndZoom")).children.isEmpty)
    let help = try #require(menu.command(for: "showHelp:"))
    #expect(help.title == "")
    #expect(help.shortcut == (try Self.key("cmd+?")))
  }

  // MARK: - §1.3 Preferences

  /// §1.3 (D26-MMS): a removed group stays, empty; a removed textFormatting leaves out the
  /// Format menu.
  @Test func removedGroupsStayEmpty() throws {
    let removed = Self.configured(
      MainMenuConfiguration(
        newScene: .removed, document: .removed, printing: .removed, finding: .removed,
        toolbar: .removed, sidebar: .removed, inspector: .removed, textFormatting: .removed))
    for group in ["newItem", "document", "print", "toolbar", "sidebar", "find"] {
      #expect(try #require(removed.menu(for: MenuIdentifier(group))).children.isEmpty, "\(group)")
    }
    #expect(removed.menu(for: .format) == nil)
    #expect(removed.command(for: "toggleBoldface:") == nil)
    #expect(removed.command(for: "alignLeft:") == nil)
  }

  /// §1.2 #14 (D26-MMS, DOC-MMS): `search` leaves one "Search" ⌘F and no Use Selection;
  /// `nonEditableText` drops Find & Replace; `automatic` and `editableText` keep all five.
  @Test(arguments: [
    (
      MainMenuConfiguration.FindingStyle.search, ["find:"], ["Search"],
      ["findAndReplace:", "findNext:", "findPrevious:", "useSelectionForFind:"]
    ),
    (
      .nonEditableText, ["find:", "findNext:", "findPrevious:"],
      ["Find", "Find Next", "Find Previous"], ["findAndReplace:"]
    ),
    (
      .editableText, ["find:", "findAndReplace:", "findNext:", "findPrevious:"],
      ["Find", "Find & Replace", "Find Next", "Find Previous"], []
    ),
    (
      .automatic, ["find:", "findAndReplace:", "findNext:", "findPrevious:"],
      ["Find", "Find & Replace", "Find Next", "Find Previous"], []
    ),
  ])
  func theFindingStyleChoosesTheFindCommands(
    style: MainMenuConfiguration.FindingStyle, panel: [String], titles: [String], absent: [String]
  ) throws {
    let menu = Self.configured(MainMenuConfiguration(findingStyle: style))
    let findPanel = try #require(menu.menu(for: "findPanel"))
    #expect(Self.children(findPanel) == panel)
    #expect(Self.titles(findPanel) == titles)
    #expect(menu.command(for: "find:")?.shortcut == (try Self.key("cmd+f")))
    for action in absent {
      #expect(menu.command(for: action) == nil, "\(action)")
    }
  }

  // MARK: - Hidden key commands and default actions

  /// §1.2 #8 (D26-MMS `-_additionalKeyCommands`), §2 #36 (D18-MMS): hidden key commands.
  ///
  /// iPadOS 26 adds hidden ⌘W `performClose:` and ⌃⌘Space; 🌐D and 🌐E use the Globe key,
  /// which `UIKeyModifierFlags` cannot express. iPadOS 18 adds none.
  @Test func iPadOS26AddsHiddenKeyCommands() throws {
    let hidden = SystemMenus.hiddenKeyCommands(for: .iPadOS, osVersion: .v26)
    #expect(hidden.map(\.action) == ["performClose:", "_handleLegacyEmojiKeyboardShortcut:"])
    #expect(hidden.map(\.shortcut) == [try Self.key("cmd+w"), try Self.key("ctrl+cmd+space")])
    #expect(hidden.allSatisfy { $0.attributes.contains(.hidden) && $0.origin == .system })
    #expect(SystemMenus.hiddenKeyCommands(for: .iPadOS, osVersion: .v18).isEmpty)
    #expect(SystemMenus.hiddenKeyCommands(for: .macCatalyst, osVersion: .v26).isEmpty)
  }

  /// §2 #35 (D26-UIC, D26-CMD): the 26 default actions are UIKit's own commands on 26 only.
  @Test func theIOS26DefaultActionsAreUIKitsOn26() {
    let added = [
      "requestNewScene:", "performClose:", "_performCloseAll:", "alignLeft:", "alignCenter:",
      "alignJustified:", "alignRight:", "toggleInspector:", "runToolbarCustomizationPalette:",
      "_toggleSoftwareKeyboard:", "showWritingTools:", "_openInNewCanvas:",
    ]
    for action in added {
      #expect(SystemMenus.defaultCommandActions(on: .v26).contains(action), "\(action)")
      #expect(Command(title: "Mine", action: action).isSystemCommand(on: .v26), "\(action)")
    }
    for action in ["requestNewScene:", "toggleInspector:", "alignLeft:"] {
      #expect(!SystemMenus.defaultCommandActions(on: .v18).contains(action), "\(action)")
      #expect(!Command(title: "Mine", action: action).isSystemCommand(on: .v18), "\(action)")
    }
    #expect(
      SystemMenus.defaultCommandActions(on: .v26).isSuperset(of: SystemMenus.defaultCommandActions))
  }

  // MARK: - Mac Catalyst

  /// §2 #26, #31 (HIG-MB, HIG-KB): Close's ⌥ alternate Close All ⌥⌘W and Minimize's Minimize
  /// All ⌥⌘M, on both versions.
  @Test(arguments: OSVersion.allCases)
  func macCatalystHasTheOptionAlternates(version: OSVersion) throws {
    let menu = MenuBuilder(root: SystemMenus.mainMenu(for: .macCatalyst, osVersion: version))
    let closeAll = try #require(menu.command(for: "performClose:")?.alternateCommands.first)
    #expect(closeAll.title == "Close All")
    #expect(closeAll.shortcut == (try Self.key("opt+cmd+w")))
    let minimize = try #require(menu.command(for: "performMiniaturize:"))
    #expect(minimize.shortcut == (try Self.key("cmd+m")))
    let minimizeAll = try #require(minimize.alternateCommands.first)
    #expect(minimizeAll.title == "Minimize All")
    #expect(minimizeAll.action == "miniaturizeAll:")
    #expect(minimizeAll.shortcut == (try Self.key("opt+cmd+m")))
    #expect(SystemMenus.appKitActions.isSuperset(of: ["_performCloseAll:", "miniaturizeAll:"]))
  }

  /// The model's reading: UIMenu.h says Catalyst apps get the Document group by default, so
  /// Mac Catalyst's compatibility configuration keeps it; the rest follows the iPad's.
  @Test func macCatalystKeepsTheDocumentGroupWithoutAConfiguration() throws {
    let mac = Self.compatibility(.macCatalyst)
    #expect(Self.titles(mac.menu(for: "document")) == ["Duplicate", "Move", "Rename", "Export"])
    #expect(mac.command(for: "requestNewScene:") == nil)
    #expect(mac.command(for: "toggleInspector:") == nil)
    // AppKit's Settings… still needs a Settings.bundle.
    #expect(mac.command(for: "orderFrontPreferencesPanel:") == nil)
  }
}
