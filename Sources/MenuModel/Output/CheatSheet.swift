/// A keyboard-shortcut cheat sheet: the model every cheat-sheet format renders.
///
/// Two styles: ``Style/overlay`` is the iPad hold-⌘ interface (one flat section per top-level
/// menu, only commands with shortcuts), ``Style/menubar`` is the Mac menu bar (the hierarchy,
/// with submenus, separators between inline groups, and commands without shortcuts).
public struct CheatSheet: Sendable, Hashable {
  /// The presentation style.
  public var style: Style
  /// The platform the menu was built for.
  public var platform: Platform
  /// The keyboard layout shortcuts are shown for.
  public var layout: String
  /// Whether shortcuts are shown as mirrored for a right-to-left interface.
  public var rightToLeft: Bool
  /// The sections: one per top-level menu.
  public var sections: [Section]

  /// A cheat-sheet style.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// The iPad shortcut overlay.
    case overlay
    /// The Mac menu bar.
    case menubar
  }

  /// A top-level menu and its items.
  public struct Section: Sendable, Hashable {
    /// The title, such as "File".
    public var title: String
    /// The menu's identifier (`file`, or a custom one).
    public var menu: String
    /// The items in order.
    public var items: [Item]
  }

  /// One line of a section.
  public enum Item: Sendable, Hashable {
    /// A command or action.
    case command(CommandItem)
    /// A submenu with its items (menubar style only).
    case submenu(title: String, items: [Item])
    /// A line between inline groups (menubar style only).
    case separator
  }

  /// A command as the user sees it.
  public struct CommandItem: Sendable, Hashable {
    /// The title shown.
    public var title: String
    /// The action selector, or `nil` for a `UIAction`.
    public var action: String?
    /// The action identifier of a `UIAction`.
    public var identifier: String?
    /// The shortcut as shown, or `nil` when there is none.
    public var shortcut: String?
    /// The keystroke behind the shortcut, for keyboard pictures.
    public var keystroke: Keystroke?
    /// Whether the command can be chosen.
    public var isEnabled: Bool
    /// The check-mark state.
    public var state: MenuElementState
  }

  /// Submenus nested deeper than this are summarized instead of shown, so that rendering
  /// never recurses without bound.
  public static let maximumDepth = 32
}

extension CheatSheet {
  /// Builds the cheat sheet of a built menu.
  ///
  /// - Parameters:
  ///   - system: The built menu.
  ///   - style: The presentation style.
  ///   - layout: The layout name shown on the sheet.
  ///   - rightToLeft: Whether shortcuts are mirrored.
  ///   - shortcut: How a command's shortcut is shown; `nil` hides the command's shortcut.
  public init(
    _ system: MenuSystem, style: Style, layout: String = "US", rightToLeft: Bool = false,
    shortcut: (Command) -> (display: String, keystroke: Keystroke)? = {
      $0.shortcut.map { ($0.glyphs, $0.keystroke) }
    }
  ) {
    self.style = style
    self.platform = system.platform
    self.layout = layout
    self.rightToLeft = rightToLeft
    let menu = system.menu
    var sections: [Section] = []
    for top in menu.children(of: menu.rootNode) {
      guard case .menu(let topMenu) = menu.element(top) else { continue }
      let items: [Item]
      switch style {
      case .overlay: items = Self.overlayItems(under: top, in: menu, shortcut: shortcut)
      case .menubar: items = Self.menubarItems(under: top, in: menu, depth: 1, shortcut: shortcut)
      }
      if style == .overlay && items.isEmpty { continue }
      sections.append(
        Section(
          title: topMenu.title.isEmpty ? (topMenu.identifier?.description ?? "") : topMenu.title,
          menu: topMenu.identifier?.description ?? "", items: items))
    }
    self.sections = sections
  }

  /// Every command with a shortcut under a menu, flattened, as the iPad overlay lists them.
  static func overlayItems(
    under top: MenuNodeID, in menu: MenuBuilder,
    shortcut: (Command) -> (display: String, keystroke: Keystroke)?
  ) -> [Item] {
    var items: [Item] = []
    var stack = menu.children(of: top).reversed() as [MenuNodeID]
    while let node = stack.popLast() {
      switch menu.element(node) {
      case .menu:
        stack += menu.children(of: node).reversed()
      case .command(let command):
        guard !command.attributes.contains(.hidden), !command.attributes.contains(.disabled),
          !command.overlayTitle.isEmpty, let (display, keystroke) = shortcut(command)
        else { continue }
        items.append(
          .command(
            CommandItem(
              title: command.overlayTitle, action: command.action, identifier: nil,
              shortcut: display,
              keystroke: keystroke, isEnabled: true, state: command.state)))
      case .action:
        continue
      }
    }
    return items
  }

  /// The hierarchy under a menu: submenus nested, inline groups set off by separators.
  static func menubarItems(
    under parent: MenuNodeID, in menu: MenuBuilder, depth: Int,
    shortcut: (Command) -> (display: String, keystroke: Keystroke)?
  ) -> [Item] {
    // Inline groups are flattened with an explicit stack; only submenus recurse, up to a limit.
    var items: [Item] = []
    var pendingSeparator = false
    var stack: [(node: MenuNodeID, endsGroup: Bool)] = menu.children(of: parent).reversed().map {
      ($0, false)
    }
    func append(_ item: Item) {
      if pendingSeparator && !items.isEmpty { items.append(.separator) }
      pendingSeparator = false
      items.append(item)
    }
    while let (node, endsGroup) = stack.popLast() {
      if endsGroup {
        pendingSeparator = true
        continue
      }
      switch menu.element(node) {
      case .menu(let submenu) where submenu.isInline:
        pendingSeparator = true
        stack.append((node, true))
        stack += menu.children(of: node).reversed().map { ($0, false) }
      case .menu(let submenu):
        let title = submenu.title.isEmpty ? (submenu.identifier?.description ?? "") : submenu.title
        if depth >= maximumDepth {
          append(.submenu(title: title, items: []))
        } else {
          append(
            .submenu(
              title: title,
              items: menubarItems(under: node, in: menu, depth: depth + 1, shortcut: shortcut)))
        }
      case .command(let command):
        guard !command.attributes.contains(.hidden) else { continue }
        let shown = shortcut(command)
        append(
          .command(
            CommandItem(
              title: command.title, action: command.action, identifier: nil,
              shortcut: shown?.display,
              keystroke: shown?.keystroke, isEnabled: !command.attributes.contains(.disabled),
              state: command.state)))
      case .action(let action):
        guard !action.attributes.contains(.hidden) else { continue }
        append(
          .command(
            CommandItem(
              title: action.title, action: nil, identifier: action.identifier, shortcut: nil,
              keystroke: nil,
              isEnabled: !action.attributes.contains(.disabled), state: action.state)))
      }
    }
    return items
  }
}
