/// The default main menu of each platform, as data that reads like Apple's tables.
///
/// iPadOS follows UIKit's default tree (iPadOS 18, `_defaultRootMenuChildren`); inline groups
/// are `displayInline` menus. Mac Catalyst adds the items AppKit provides: About, Settings…
/// ⌘, (only for an app with a `Settings.bundle`) · Services · Hide ⌘H · Hide Others ⌥⌘H ·
/// Show All · Quit ⌘Q · Close ⌘W · Enter Full Screen ⌃⌘F · Minimize ⌘M · Zoom · Bring All to
/// Front, a titled Help item, and the `document` menu in File that `UIMenu.h` says Catalyst
/// adds by default (Duplicate ⇧⌘S, Move…, Rename…, Export…).
/// `Docs/SystemMenus.md` lists the sources and what is left out.
public enum SystemMenus {
  /// The default main menu.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - app: The app's name, used by Mac Catalyst's application menu.
  ///   - supportsOpenCommand: Whether File gets Open… ⌘O.
  ///   - supportsPrintCommand: Whether File gets Print ⌘P.
  ///   - settingsBundle: Whether the app ships a `Settings.bundle`, for which Mac Catalyst adds
  ///     Settings… ⌘, to the application menu.
  ///   - osVersion: The system version whose default menu to build.
  ///   - configuration: The groups an app keeps on iPadOS 26 (`UIMainMenuSystem.Configuration`);
  ///     ignored on 18.
  /// - Returns: The root menu.
  public static func mainMenu(
    for platform: Platform, app: String = "App", supportsOpenCommand: Bool = false,
    supportsPrintCommand: Bool = false, settingsBundle: Bool = false,
    osVersion: OSVersion = .v18, configuration: MainMenuConfiguration = MainMenuConfiguration()
  ) -> Menu {
    if osVersion >= .v26 {
      return mainMenu26(
        for: platform, app: app, supportsOpenCommand: supportsOpenCommand,
        supportsPrintCommand: supportsPrintCommand, settingsBundle: settingsBundle,
        configuration: configuration)
    }
    let mac = platform == .macCatalyst
    let children: [MenuElement] = [
      submenu(
        .application, app,
        [
          group("about", mac ? [command("About \(app)", "orderFrontStandardAboutPanel:")] : []),
          group(
            "preferences",
            mac && settingsBundle
              ? [command("Settings…", "orderFrontPreferencesPanel:", key(",", .command))] : []),
          mac ? submenu("services", "Services", []) : group("services"),
          hideGroup(app: app, mac: mac),
          group("quit", mac ? [command("Quit \(app)", "terminate:", key("q", .command))] : []),
        ]),
      submenu(
        .file, "File",
        [
          group("newScene"),
          group(
            "open", supportsOpenCommand ? [command("Open...", "open:", key("o", .command))] : []),
          group("close", mac ? [command("Close", "performClose:", key("w", .command))] : []),
        ]
          + (mac
            ? [
              group(
                "document",
                [
                  command("Duplicate", "duplicate:", key("S", [.shift, .command])),
                  command("Move…", "move:"),
                  command("Rename…", "rename:"),
                  command("Export…", "export:"),
                ])
            ] : [])
          + [
            group(
              "print",
              supportsPrintCommand ? [command("Print", "print:", key("p", .command))] : [])
          ]),
      submenu(
        .edit, "Edit",
        [
          undoRedoGroup,
          standardEditGroup,
          group(
            "find",
            [
              command("Find", "find:", key("f", .command)),
              command("Find & Replace", "findAndReplace:", key("f", [.option, .command])),
              command("Find Next", "findNext:", key("g", .command)),
              command("Find Previous", "findPrevious:", key("g", [.shift, .command])),
              command("Use Selection for Find", "useSelectionForFind:", key("e", .command)),
            ]),
          spellingSubmenu,
          substitutionsSubmenu,
          submenu("transformations", "Transformations", []),
          submenu("speech", "Speech", []),
        ]),
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
              group("alignment"),
              writingDirectionSubmenu,
            ]),
        ]),
      submenu(
        .view, "View",
        [
          group("toolbar"),
          group(MenuIdentifier(rawValue: "com.apple.menu.view-orientation")),
          group(MenuIdentifier(rawValue: "com.apple.menu.view-sizing")),
          group(
            "sidebar", [command("Show Sidebar", "toggleSidebar:", key("s", [.control, .command]))]),
          fullScreenGroup(mac: mac),
        ]),
      windowMenu(mac: mac),
      helpMenu(app: app, mac: mac),
    ]
    return Menu(title: "", identifier: .root, children: children, origin: .system)
  }

  /// The iOS 26 default menu (`-[UIMainMenuSystem _defaultRootMenuChildren]`, 26.1), shaped by
  /// the configuration; Mac Catalyst keeps the items AppKit adds.
  ///
  /// Shortcuts are those of UIKit's default command table, AppKit's items on the Mac, and
  /// Settings ⌘, on iPad (public bug reports, `Docs/SystemMenus.md`); the 26-only commands
  /// whose shortcuts no source gives are keyless.
  static func mainMenu26(
    for platform: Platform, app: String, supportsOpenCommand: Bool, supportsPrintCommand: Bool,
    settingsBundle: Bool, configuration: MainMenuConfiguration
  ) -> Menu {
    let mac = platform == .macCatalyst
    let settings = mac ? settingsBundle : true
    let printing =
      configuration.printing == .included
      || (configuration.printing == .automatic && supportsPrintCommand)
    var file: [MenuElement] = [
      group(
        "newScene",
        configuration.newScene == .removed ? [] : [command("New Window", "requestNewScene:")]),
      group(
        "open", supportsOpenCommand ? [command("Open...", "open:", key("o", .command))] : []),
      group("close", [command("Close", "performClose:", mac ? key("w", .command) : nil)]),
    ]
    if configuration.document != .removed {
      file.append(
        group(
          "document",
          [
            command("Duplicate", "duplicate:", key("S", [.shift, .command])),
            command("Move…", "move:"),
            command("Rename…", "rename:"),
            command("Export…", "export:"),
          ]))
    }
    file.append(
      group("print", printing ? [command("Print", "print:", key("p", .command))] : []))
    let find: MenuElement =
      configuration.finding == .removed
      ? submenu("find", "Find", [])
      : submenu(
        "find", "Find",
        [
          group(
            "findPanel",
            [
              command("Find", "find:", key("f", .command)),
              command("Find & Replace", "findAndReplace:", key("f", [.option, .command])),
              command("Find Next", "findNext:", key("g", .command)),
              command("Find Previous", "findPrevious:", key("g", [.shift, .command])),
            ]),
          command("Use Selection for Find", "useSelectionForFind:", key("e", .command)),
        ])
    var children: [MenuElement] = [
      submenu(
        .application, app,
        [
          group("about", mac ? [command("About \(app)", "orderFrontStandardAboutPanel:")] : []),
          group(
            "preferences",
            settings
              ? [command("Settings…", "orderFrontPreferencesPanel:", key(",", .command))] : []),
          submenu("services", "Services", []),
          hideGroup(app: app, mac: mac),
          group("quit", mac ? [command("Quit \(app)", "terminate:", key("q", .command))] : []),
        ]),
      submenu(.file, "File", file),
      submenu(
        .edit, "Edit",
        [
          undoRedoGroup,
          standardEditGroup,
          find,
          spellingSubmenu,
          substitutionsSubmenu,
          submenu("transformations", "Transformations", []),
          submenu("speech", "Speech", []),
        ]),
    ]
    if configuration.textFormatting != .removed {
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
                    command("Align Left", "alignLeft:"),
                    command("Center", "alignCenter:"),
                    command("Justify", "alignJustified:"),
                    command("Align Right", "alignRight:"),
                  ]),
                writingDirectionSubmenu,
              ]),
          ]))
    }
    var sidebar: [MenuElement] = []
    if configuration.sidebar != .removed {
      sidebar.append(command("Show Sidebar", "toggleSidebar:", key("s", [.control, .command])))
    }
    if configuration.inspector != .removed {
      sidebar.append(command("Show Inspector", "toggleInspector:"))
    }
    children += [
      submenu(
        .view, "View",
        [
          group(
            "toolbar",
            configuration.toolbar == .removed
              ? [] : [command("Customize Toolbar…", "runToolbarCustomizationPalette:")]),
          group("sidebar", sidebar),
          fullScreenGroup(mac: mac),
        ]),
      windowMenu(mac: mac),
      helpMenu(app: app, mac: mac),
    ]
    return Menu(title: "", identifier: .root, children: children, origin: .system)
  }

  /// The actions of UIKit's default commands (`+[UICommand _defaultCommands]`) and the AppKit
  /// items Mac Catalyst adds: the commands the app-wide localization opt-out does not affect.
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
    "toggleFullScreen:", "performMiniaturize:", "performZoom:", "arrangeInFront:",
  ]

  /// Whether iPadOS performs a system command outside the responder chain: iPadOS 26's
  /// Settings… (`orderFrontPreferencesPanel:`), which opens the app's page in the Settings app.
  ///
  /// - Parameters:
  ///   - command: A command of the built menu.
  ///   - platform: The platform; `nil` when unknown.
  /// - Returns: `true` for the system's Settings… on iPadOS.
  public static func isPerformedBySystem(_ command: Command, on platform: Platform?) -> Bool {
    platform == .iPadOS && command.origin == .system && command.source == nil
      && command.action == "orderFrontPreferencesPanel:"
  }

  // MARK: - Parts both versions share

  private static func hideGroup(app: String, mac: Bool) -> MenuElement {
    group(
      "hide",
      mac
        ? [
          command("Hide \(app)", "hide:", key("h", .command)),
          command("Hide Others", "hideOtherApplications:", key("h", [.option, .command])),
          command("Show All", "unhideAllApplications:"),
        ] : [])
  }

  private static let undoRedoGroup = group(
    "undoRedo",
    [
      command("Undo", "undo:", key("z", .command)),
      command("Redo", "redo:", key("z", [.shift, .command])),
    ])

  private static let standardEditGroup = group(
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

  private static let spellingSubmenu = submenu(
    "spelling", "Spelling and Grammar", [group("spellingPanel"), group("spellingOptions")])

  private static let substitutionsSubmenu = submenu(
    "substitutions", "Substitutions", [group("substitutionsPanel"), group("substitutionOptions")])

  private static let textStyleGroup = group(
    .textStyle,
    [
      command("Bold", "toggleBoldface:", key("b", .command)),
      command("Italic", "toggleItalics:", key("i", .command)),
      command("Underline", "toggleUnderline:", key("u", .command)),
    ])

  private static let textSizeGroup = group(
    "textSize",
    [
      command("Bigger", "increaseSize:", key("+", .command)),
      command("Smaller", "decreaseSize:", key("-", .command)),
    ])

  private static let writingDirectionSubmenu = submenu(
    "writingDirection", "Writing Direction",
    [
      command("Default", "makeTextWritingDirectionNatural:"),
      command("Right to Left", "makeTextWritingDirectionRightToLeft:"),
      command("Left to Right", "makeTextWritingDirectionLeftToRight:"),
    ])

  private static func fullScreenGroup(mac: Bool) -> MenuElement {
    group(
      "fullscreen",
      mac
        ? [command("Enter Full Screen", "toggleFullScreen:", key("f", [.control, .command]))] : [])
  }

  private static func windowMenu(mac: Bool) -> MenuElement {
    submenu(
      .window, "Window",
      [
        group(
          "minimizeAndZoom",
          mac
            ? [
              command("Minimize", "performMiniaturize:", key("m", .command)),
              command("Zoom", "performZoom:"),
            ] : []),
        group("bringAllToFront", mac ? [command("Bring All to Front", "arrangeInFront:")] : []),
      ])
  }

  private static func helpMenu(app: String, mac: Bool) -> MenuElement {
    submenu(.help, "Help", [command(mac ? "\(app) Help" : "", "showHelp:", key("?", .command))])
  }

  // MARK: - Table helpers

  private static func submenu(
    _ identifier: MenuIdentifier, _ title: String, _ children: [MenuElement]
  ) -> MenuElement {
    .menu(Menu(title: title, identifier: identifier, children: children, origin: .system))
  }

  private static func group(_ identifier: MenuIdentifier, _ children: [MenuElement] = [])
    -> MenuElement
  {
    .menu(
      Menu(identifier: identifier, options: .displayInline, children: children, origin: .system))
  }

  private static func command(
    _ title: String, _ action: String, _ shortcut: KeyCombination? = nil,
    attributes: MenuElementAttributes = []
  ) -> MenuElement {
    .command(
      Command(
        title: title, action: action, shortcut: shortcut, attributes: attributes, origin: .system))
  }

  private static func key(_ character: Character, _ modifiers: ModifierFlags) -> KeyCombination {
    KeyCombination(.character(character), modifiers: modifiers)
  }
}
