/// The default main menu of each platform and system version, as data that reads like Apple's
/// tables.
///
/// iPadOS follows UIKit's default tree: iPadOS 18's `-[_UIMainMenuSystem
/// _defaultRootMenuChildren]` (`SystemMenus+18.swift`) and iOS 26.1's `-[UIMainMenuSystem
/// _defaultRootMenuChildren]`, shaped by `UIMainMenuSystem.Configuration`
/// (`SystemMenus+26.swift`). Inline groups are `displayInline` menus. Mac Catalyst adds the items
/// AppKit provides: About, Settings… ⌘, (only for an app with a `Settings.bundle`) · Services ·
/// Hide ⌘H · Hide Others ⌥⌘H · Show All · Quit ⌘Q · Close ⌘W (⌥: Close All) · Enter Full Screen
/// ⌃⌘F · Minimize ⌘M (⌥: Minimize All) · Zoom · Bring All to Front, a titled Help item, and the
/// `document` group in File that `UIMenu.h` says Catalyst adds by default.
/// `Docs/SystemMenus.md` lists the sources and what is left out.
public enum SystemMenus {
  /// The default main menu.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - app: The app's name, used by Mac Catalyst's application menu and iPadOS 26's
  ///     *App* Settings….
  ///   - supportsOpenCommand: Whether File gets Open… ⌘O.
  ///   - supportsPrintCommand: Whether the app declares `UIApplicationSupportsPrintCommand`,
  ///     which adds Print ⌘P.
  ///   - settingsBundle: Whether the app ships a `Settings.bundle`, for which Mac Catalyst adds
  ///     Settings… ⌘, to the application menu.
  ///   - supportsMultipleScenes: Whether the app declares `UIApplicationSupportsMultipleScenes`:
  ///     iPadOS 26's New Window is disabled without it.
  ///   - designRequiresCompatibility: Whether the app declares `UIDesignRequiresCompatibility`
  ///     (the iOS 26 design off), which removes Customize Toolbar… from the compatibility
  ///     configuration.
  ///   - osVersion: The system version whose default menu to build.
  ///   - configuration: The configuration the app sets on iPadOS 26, or `nil` when it sets
  ///     none, and UIKit's compatibility configuration applies; ignored on 18.
  /// - Returns: The root menu.
  public static func mainMenu(
    for platform: Platform, app: String = "App", supportsOpenCommand: Bool = false,
    supportsPrintCommand: Bool = false, settingsBundle: Bool = false,
    supportsMultipleScenes: Bool = false, designRequiresCompatibility: Bool = false,
    osVersion: OSVersion = .v18, configuration: MainMenuConfiguration? = nil
  ) -> Menu {
    guard osVersion >= .v26 else {
      return mainMenu18(
        for: platform, app: app, supportsOpenCommand: supportsOpenCommand,
        supportsPrintCommand: supportsPrintCommand, settingsBundle: settingsBundle)
    }
    let configuration =
      configuration
      ?? .compatibility(
        on: platform, supportsPrintCommand: supportsPrintCommand,
        designRequiresCompatibility: designRequiresCompatibility)
    return mainMenu26(
      for: platform, app: app, supportsOpenCommand: supportsOpenCommand,
      supportsPrintCommand: supportsPrintCommand, settingsBundle: settingsBundle,
      supportsMultipleScenes: supportsMultipleScenes, configuration: configuration)
  }

  /// The actions of UIKit's default commands on a system version and of the AppKit items Mac
  /// Catalyst adds: the commands the app-wide localization opt-out does not affect, and
  /// actions the system implements itself.
  ///
  /// UIKit counts a command as its own when its action has an entry in the default-command
  /// table (`-[UICommand _isDefaultCommand]`); iOS 26 added New Window, Close, alignment, Show
  /// Inspector and others to the table.
  ///
  /// - Parameter osVersion: The system version.
  /// - Returns: The actions.
  public static func defaultCommandActions(on osVersion: OSVersion) -> Set<String> {
    osVersion >= .v26 ? defaultCommandActions26 : defaultCommandActions
  }

  /// The actions of iPadOS 18's default commands (`+[UICommand _defaultCommands]`) and the
  /// AppKit items Mac Catalyst adds; ``defaultCommandActions(on:)`` gives each version's.
  public static let defaultCommandActions = Set<String>([
    "undo:", "redo:", "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "delete:", "select:",
    "selectAll:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:", "increaseSize:",
    "decreaseSize:", "makeTextWritingDirectionNatural:", "makeTextWritingDirectionLeftToRight:",
    "makeTextWritingDirectionRightToLeft:", "find:", "findAndReplace:", "findNext:",
    "findPrevious:", "useSelectionForFind:", "findSelected:", "open:", "_performClose:", "print:",
    "duplicate:", "rename:", "move:", "export:", "toggleSidebar:", "showHelp:",
  ]).union(appKitActions)

  /// The actions of the items AppKit adds on Mac Catalyst.
  ///
  /// `NSApplication` and the window perform them, outside the UIKit responder chain, so they
  /// are always available.
  public static let appKitActions: Set<String> = [
    "orderFrontStandardAboutPanel:", "orderFrontPreferencesPanel:", "hide:",
    "hideOtherApplications:", "unhideAllApplications:", "terminate:", "performClose:",
    "_performCloseAll:", "toggleFullScreen:", "performMiniaturize:", "miniaturizeAll:",
    "performZoom:", "arrangeInFront:",
  ]

  /// Whether iPadOS performs a system command before and outside the responder chain: iPadOS
  /// 26's Settings… (`orderFrontPreferencesPanel:`), which opens the app's page in the Settings
  /// app.
  ///
  /// - Parameters:
  ///   - command: A command of the built menu.
  ///   - platform: The platform; `nil` when unknown.
  /// - Returns: `true` for the system's Settings… on iPadOS.
  public static func isPerformedBySystem(_ command: Command, on platform: Platform?) -> Bool {
    platform == .iPadOS && command.origin == .system && command.source == nil
      && command.action == "orderFrontPreferencesPanel:"
  }

  /// What the system does for one of its commands when no responder performs the action, or
  /// `nil` when it does nothing.
  ///
  /// On iPadOS 26 UIKit closes the window for Close (`performClose:`, "closes the window scene
  /// by default, but can also close other things like tabs", WWDC25 "What's new in UIKit") and
  /// every window for Close All; New Window (`requestNewScene:`) opens a window in an app that
  /// supports multiple scenes (the system's New Window is disabled in the others). A responder
  /// that implements the action gets it first. UIKit 26 implements these actions for any
  /// command that sends them, so given `osVersion` 26 an app's command with one of them (a
  /// Close Tab on `performClose:`, as Apple advises) has the same effect.
  ///
  /// - Parameters:
  ///   - command: A command of the built menu, or a hidden system key command.
  ///   - platform: The platform; `nil` when unknown.
  ///   - osVersion: The system version, when known: an app's command needs it.
  /// - Returns: What the system does, such as "closes the window".
  public static func systemEffect(
    of command: Command, on platform: Platform?, osVersion: OSVersion? = nil
  ) -> String? {
    let isSystems = command.origin == .system && command.source == nil
    guard isSystems || osVersion.map({ $0 >= .v26 }) == true,
      !command.attributes.contains(.disabled)
    else { return nil }
    switch command.action {
    case "requestNewScene:" where platform != nil: return "opens a new window"
    case "performClose:" where platform == .iPadOS: return "closes the window"
    case "_performCloseAll:" where platform == .iPadOS: return "closes every window of the app"
    default: return nil
    }
  }

  // MARK: - Parts every version shares

  static func hideGroup(app: String, mac: Bool) -> MenuElement {
    group(
      "hide",
      mac
        ? [
          command("Hide \(app)", "hide:", key("h", .command)),
          command("Hide Others", "hideOtherApplications:", key("h", [.option, .command])),
          command("Show All", "unhideAllApplications:"),
        ] : [])
  }

  static let undoRedoGroup = group(
    "undoRedo",
    [
      command("Undo", "undo:", key("z", .command)),
      command("Redo", "redo:", key("z", [.shift, .command])),
    ])

  static let standardEditGroup = group(
    .standardEdit,
    [
      command("Cut", "cut:", key("x", .command)),
      command("Copy", "copy:", key("c", .command)),
      command("Paste", "paste:", key("v", .command)),
      command(
        "Paste and Match Style", "pasteAndMatchStyle:", key("v", [.option, .shift, .command])),
      command("Delete", "delete:", attributes: .destructive),
      command("Select All", "selectAll:", key("a", .command)),
    ])

  static let spellingSubmenu = submenu(
    "spelling", "Spelling and Grammar", [group("spellingPanel"), group("spellingOptions")])

  static let substitutionsSubmenu = submenu(
    "substitutions", "Substitutions", [group("substitutionsPanel"), group("substitutionOptions")])

  static let textStyleGroup = group(
    .textStyle,
    [
      command("Bold", "toggleBoldface:", key("b", .command)),
      command("Italic", "toggleItalics:", key("i", .command)),
      command("Underline", "toggleUnderline:", key("u", .command)),
    ])

  static let textSizeGroup = group(
    "textSize",
    [
      command("Bigger", "increaseSize:", key("+", .command)),
      command("Smaller", "decreaseSize:", key("-", .command)),
    ])

  static let writingDirectionSubmenu = submenu(
    "writingDirection", "Writing Direction",
    [
      command("Default", "makeTextWritingDirectionNatural:"),
      command("Right to Left", "makeTextWritingDirectionRightToLeft:"),
      command("Left to Right", "makeTextWritingDirectionLeftToRight:"),
    ])

  /// Close ⌘W and its ⌥ alternate Close All ⌥⌘W: UIKit's default command on iPadOS 26, AppKit's
  /// item on Mac Catalyst (the HIG: "Pressing Option changes Close to Close All").
  static let closeCommand = command(
    "Close", "performClose:", key("w", .command),
    alternates: [
      CommandAlternate(title: "Close All", action: "_performCloseAll:", modifiers: .option)
    ])

  static func fullScreenGroup(mac: Bool) -> MenuElement {
    group(
      "fullscreen",
      mac
        ? [command("Enter Full Screen", "toggleFullScreen:", key("f", [.control, .command]))] : [])
  }

  /// The Window menu; on Mac Catalyst Minimize ⌘M has the ⌥ alternate Minimize All ⌥⌘M (the
  /// HIG: "Pressing the Option key changes this item to Minimize All").
  static func windowMenu(mac: Bool) -> MenuElement {
    submenu(
      .window, "Window",
      [
        group(
          "minimizeAndZoom",
          mac
            ? [
              command(
                "Minimize", "performMiniaturize:", key("m", .command),
                alternates: [
                  CommandAlternate(
                    title: "Minimize All", action: "miniaturizeAll:", modifiers: .option)
                ]),
              command("Zoom", "performZoom:"),
            ] : []),
        group("bringAllToFront", mac ? [command("Bring All to Front", "arrangeInFront:")] : []),
      ])
  }

  static func helpMenu(app: String, mac: Bool) -> MenuElement {
    submenu(.help, "Help", [command(mac ? "\(app) Help" : "", "showHelp:", key("?", .command))])
  }

  // MARK: - Table helpers

  static func submenu(
    _ identifier: MenuIdentifier, _ title: String, _ children: [MenuElement]
  ) -> MenuElement {
    .menu(Menu(title: title, identifier: identifier, children: children, origin: .system))
  }

  static func group(_ identifier: MenuIdentifier, _ children: [MenuElement] = []) -> MenuElement {
    .menu(
      Menu(identifier: identifier, options: .displayInline, children: children, origin: .system))
  }

  static func command(
    _ title: String, _ action: String, _ shortcut: KeyCombination? = nil,
    attributes: MenuElementAttributes = [], alternates: [CommandAlternate] = []
  ) -> MenuElement {
    .command(systemCommand(title, action, shortcut, attributes: attributes, alternates: alternates))
  }

  static func systemCommand(
    _ title: String, _ action: String, _ shortcut: KeyCombination? = nil,
    attributes: MenuElementAttributes = [], alternates: [CommandAlternate] = []
  ) -> Command {
    Command(
      title: title, action: action, shortcut: shortcut, attributes: attributes,
      alternates: alternates, origin: .system)
  }

  static func key(_ character: Character, _ modifiers: ModifierFlags) -> KeyCombination {
    KeyCombination(.character(character), modifiers: modifiers)
  }
}
