extension SystemMenus {
  /// The iOS 26 default menu as UIKit 26.1 builds it (`-[UIMainMenuSystem
  /// _defaultRootMenuChildren]`), shaped by the configuration; Mac Catalyst keeps the items
  /// AppKit adds.
  ///
  /// Titles and shortcuts are those of UIKit 26.1's default-command table (`-[_UIDefaultCommands
  /// fixedDefaultCommands]`); `Docs/SystemMenus.md` cites the source of each element. A group a
  /// preference removes stays, empty, so operations naming it still find it; only a removed
  /// `textFormatting` leaves out the whole Format menu.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - app: The app's name.
  ///   - supportsOpenCommand: Whether File gets Open… ⌘O.
  ///   - supportsPrintCommand: Whether the app declares `UIApplicationSupportsPrintCommand`.
  ///   - settingsBundle: Whether the app ships a `Settings.bundle` (Mac Catalyst's Settings…).
  ///   - supportsMultipleScenes: Whether New Window can open a window.
  ///   - configuration: The app's configuration, or the compatibility configuration.
  /// - Returns: The root menu.
  static func mainMenu26(
    for platform: Platform, app: String, supportsOpenCommand: Bool, supportsPrintCommand: Bool,
    settingsBundle: Bool, supportsMultipleScenes: Bool, configuration: MainMenuConfiguration
  ) -> Menu {
    let mac = platform == .macCatalyst
    let settings: [MenuElement] =
      switch (mac, settingsBundle) {
      case (false, _):
        [command("\(app) Settings…", "orderFrontPreferencesPanel:", key(",", .command))]
      case (true, true): [command("Settings…", "orderFrontPreferencesPanel:", key(",", .command))]
      case (true, false): []
      }
    // The builder tests each preference for `removed` only; Print also shows for an app that
    // declares UIApplicationSupportsPrintCommand.
    func includes(_ preference: MainMenuConfiguration.Preference) -> Bool {
      preference != .removed
    }
    let printing = supportsPrintCommand || includes(configuration.printing)
    var children: [MenuElement] = [
      submenu(
        .application, app,
        [
          group("about", mac ? [command("About \(app)", "orderFrontStandardAboutPanel:")] : []),
          group("preferences", settings),
          submenu("services", "Services", []),
          hideGroup(app: app, mac: mac),
          group("quit", mac ? [command("Quit \(app)", "terminate:", key("q", .command))] : []),
        ]),
      submenu(
        .file, "File",
        [
          group(
            "newItem",
            includes(configuration.newScene)
              ? [
                command(
                  "New Window", "requestNewScene:", key("n", .command),
                  attributes: supportsMultipleScenes ? [] : .disabled)
              ] : []),
          group(
            "open",
            supportsOpenCommand
              ? [
                command("Open...", "open:", key("o", .command)),
                submenu("openRecent", "Open Recent", []),
              ] : []),
          group("close", [closeCommand]),
          group(
            "document",
            includes(configuration.document)
              ? [
                command("Duplicate", "duplicate:", key("S", [.shift, .command])),
                command("Move", "move:"),
                command("Rename", "rename:"),
                command("Export", "export:"),
              ] : []),
          group("print", printing ? [command("Print", "print:", key("p", .command))] : []),
        ]),
      submenu(
        .edit, "Edit",
        [
          undoRedoGroup,
          standardEditGroup,
          submenu(
            "find", "Find",
            includes(configuration.finding) ? findCommands(configuration.findingStyle) : []),
          spellingSubmenu,
          substitutionsSubmenu,
          submenu("transformations", "Transformations", []),
          submenu("speech", "Speech", []),
        ]),
    ]
    if includes(configuration.textFormatting) {
      children.append(
        submenu(
          .format, "Format",
          [
            submenu(
              "font", "Font",
              [
                textStyleGroup,
                textSizeGroup,
                group("textColor"),
                group("textStylePasteboard"),
              ]),
            submenu(
              "text", "Text",
              [
                group(
                  "alignment",
                  [
                    command("Align Left", "alignLeft:", key("{", .command)),
                    command("Center", "alignCenter:", key("|", .command)),
                    command("Justify", "alignJustified:"),
                    command("Align Right", "alignRight:", key("}", .command)),
                  ]),
                writingDirectionSubmenu,
              ]),
          ]))
    }
    var sidebar: [MenuElement] = []
    if includes(configuration.sidebar) {
      sidebar.append(command("Show Sidebar", "toggleSidebar:", key("s", [.control, .command])))
    }
    if includes(configuration.inspector) {
      sidebar.append(
        command("Show Inspector", "toggleInspector:", key("i", [.control, .command])))
    }
    children += [
      submenu(
        .view, "View",
        [
          group(
            "toolbar",
            includes(configuration.toolbar)
              ? [command("Customize Toolbar…", "runToolbarCustomizationPalette:")] : []),
          group("sidebar", sidebar),
          fullScreenGroup(mac: mac),
        ]),
      windowMenu(mac: mac),
      helpMenu(app: app, mac: mac),
    ]
    return Menu(title: "", identifier: .root, children: children, origin: .system)
  }

  /// The Find submenu's children for a finding style: the `findPanel` group, then Use Selection
  /// for Find unless the style is `search`.
  static func findCommands(_ style: MainMenuConfiguration.FindingStyle) -> [MenuElement] {
    let find = command("Find", "find:", key("f", .command))
    let replace = command("Find & Replace", "findAndReplace:", key("f", [.option, .command]))
    let next = command("Find Next", "findNext:", key("g", .command))
    let previous = command("Find Previous", "findPrevious:", key("g", [.shift, .command]))
    let useSelection = command("Use Selection for Find", "useSelectionForFind:", key("e", .command))
    switch style {
    case .search:
      return [group("findPanel", [command("Search", "find:", key("f", .command))])]
    case .nonEditableText:
      return [group("findPanel", [find, next, previous]), useSelection]
    case .automatic, .editableText:
      return [group("findPanel", [find, replace, next, previous]), useSelection]
    }
  }

  /// The actions UIKit 26.1's default-command table adds to 18's (`-[_UIDefaultCommands
  /// fixedDefaultCommands]`, `-defaultCommandsContainingAppName`).
  static let defaultCommandActions26 = defaultCommandActions.union([
    "requestNewScene:", "performClose:", "_performCloseAll:", "alignLeft:", "alignCenter:",
    "alignJustified:", "alignRight:", "toggleInspector:", "runToolbarCustomizationPalette:",
    "_toggleSoftwareKeyboard:", "showWritingTools:", "_openInNewCanvas:",
    "orderFrontPreferencesPanel:", "startDictation:", "orderFrontCharacterPalette:",
  ])

  /// The hidden key commands UIKit appends to the main menu's key commands after building it,
  /// even when the app removed the groups that hold their commands (`-[UIMainMenuSystem
  /// _additionalKeyCommands]`, iOS 26.1).
  ///
  /// On iPadOS 26: ⌘W Close (`performClose:`) and ⌃⌘Space (the emoji picker). UIKit also adds
  /// 🌐D Start Dictation and 🌐E Emoji & Symbols, with the Globe modifier, which
  /// `UIKeyModifierFlags` has no flag for: no app key command can be pressed like them, so they
  /// are left out. iPadOS 18 adds none; on Mac Catalyst AppKit's menu bar handles the keys.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - osVersion: The system version.
  /// - Returns: The key commands, each `hidden`.
  public static func hiddenKeyCommands(for platform: Platform, osVersion: OSVersion) -> [Command] {
    guard platform == .iPadOS, osVersion >= .v26 else { return [] }
    return [
      systemCommand("Close", "performClose:", key("w", .command), attributes: .hidden),
      systemCommand(
        "Emoji & Symbols", "_handleLegacyEmojiKeyboardShortcut:",
        KeyCombination(.named(.space), modifiers: [.control, .command]), attributes: .hidden),
    ]
  }
}
