extension SystemMenus {
  /// The iPadOS 18 default menu (`-[_UIMainMenuSystem _defaultRootMenuChildren]`, 18.0), with
  /// the items AppKit adds on Mac Catalyst (macOS 15).
  static func mainMenu18(
    for platform: Platform, app: String, supportsOpenCommand: Bool, supportsPrintCommand: Bool,
    settingsBundle: Bool
  ) -> Menu {
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
          group("close", mac ? [closeCommand] : []),
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
}
