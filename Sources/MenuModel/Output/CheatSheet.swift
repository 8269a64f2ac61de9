/// A keyboard-shortcut cheat sheet: the model every cheat-sheet format renders.
///
/// Two styles: ``Style/overlay`` is the iPad hold-⌘ interface (one flat section per top-level
/// menu with only available commands that have shortcuts, then responders' key commands under
/// "Uncategorized"), ``Style/menubar`` is the Mac menu bar, or the iPad's on iPadOS 26 with
/// responders' key commands under Help › More Keyboard Shortcuts (the hierarchy, with non-empty submenus,
/// separators between inline groups, commands without shortcuts, and unavailable commands shown
/// disabled). Shortcuts are shown as localized for the layout and interface direction; with a
/// responder scenario, titles and availability come from the responder chain.
///
/// The iPad menu bar of iPadOS 26 also shows what the system adds outside the app's menu
/// (``CommandItem/isSystem``): Writing Tools and the text-input group in Edit, the Help
/// search, and the Window menu's tiling commands and list of windows.
public struct CheatSheet: Sendable, Hashable {
  /// The app's name.
  public var app: String
  /// The presentation style.
  public var style: Style
  /// The platform the menu was built for.
  public var platform: Platform
  /// The system version the menu was built for.
  public var osVersion: OSVersion
  /// The keyboard layout shortcuts are shown for.
  public var layout: KeyboardLayout
  /// The interface direction shortcuts are shown for.
  public var direction: InterfaceDirection
  /// The responder scenario availability and titles come from, if any.
  public var scenario: String?
  /// The sections: one per top-level menu, then responders' key commands.
  public var sections: [Section]

  /// A cheat-sheet style.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// The iPad shortcut overlay.
    case overlay
    /// The Mac menu bar, and the iPad's on iPadOS 26.
    case menubar
  }

  /// A top-level menu and its items.
  public struct Section: Sendable, Hashable {
    /// The title, such as "File".
    public var title: String
    /// The menu's identifier (`file`, or a custom one); `nil` for responders' key commands.
    public var menu: String?
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
    /// The command's property list, which tells commands with one action apart.
    public var propertyList: PropertyList?
    /// The action identifier of a `UIAction`.
    public var identifier: String?
    /// The shortcut as shown on the layout, or `nil` when there is none.
    public var shortcut: String?
    /// The keys the user presses, for keyboard pictures; `nil` when unknown or untypeable.
    public var keystroke: PhysicalKeystroke?
    /// Whether the shortcut can be typed on the layout; `true` when there is no shortcut.
    public var isTypeable: Bool
    /// Whether the command can be chosen.
    public var isEnabled: Bool
    /// The check-mark state.
    public var state: MenuElementState
    /// The advice when the sources leave in doubt how the shortcut is pressed — an uppercase
    /// letter written without Shift, on Mac Catalyst (``KeyMatching``): sheets show the
    /// shortcut with ``KeyMatching/mark`` and this as its footnote; `nil` otherwise.
    public var readingNote: String? = nil
    /// Whether the system adds the item outside the app's menu, such as iPadOS 26's Writing
    /// Tools or Help search; the app's operations cannot reach it.
    public var isSystem = false
  }

  /// The footnotes of the sheet's marked shortcuts (``CommandItem/readingNote``), each once, in
  /// order.
  public var readingNotes: [String] {
    var notes: [String] = []
    for item in commandItems {
      if let note = item.readingNote, !notes.contains(note) { notes.append(note) }
    }
    return notes
  }

  /// Submenus nested deeper than this are not shown as submenus: their commands are listed
  /// in the deepest one shown, so that building and rendering never recurse without bound.
  public static let maximumDepth = 32

  /// The title of the section for responders' key commands.
  public static let uncategorized = "Uncategorized"

  /// The Help submenu where iPadOS 26's menu bar lists key commands that no menu holds.
  public static let moreKeyboardShortcuts = "More Keyboard Shortcuts"
}

extension CheatSheet.Item {
  /// Whether the system adds the item outside the app's menu: a command marked
  /// ``CheatSheet/CommandItem/isSystem``, or a submenu of nothing but such items.
  public var isSystem: Bool {
    switch self {
    case .command(let command): command.isSystem
    case .submenu(_, let items):
      items.contains { $0 != .separator } && items.allSatisfy { $0 == .separator || $0.isSystem }
    case .separator: false
    }
  }
}

extension CheatSheet {
  /// Builds the cheat sheet of a built menu.
  ///
  /// - Parameters:
  ///   - system: The built menu.
  ///   - style: The presentation style.
  ///   - layout: The keyboard layout to show shortcuts for.
  ///   - direction: The interface direction to show shortcuts for.
  ///   - responders: The app's responders: their key commands are listed, and with a scenario
  ///     they decide availability and titles.
  ///   - scenario: The responder scenario.
  public init(
    _ system: MenuSystem, style: Style, layout: KeyboardLayout = .us,
    direction: InterfaceDirection = .ltr,
    responders: ResponderDefinition? = nil, scenario: Scenario? = nil
  ) {
    self.app = system.definition.app ?? "App"
    self.style = style
    self.platform = system.platform
    self.osVersion = system.osVersion
    self.layout = layout
    self.direction = direction
    self.scenario = scenario?.name
    let builder = Builder(
      menuTree: system.menu, platform: system.platform, osVersion: system.osVersion,
      localizer: ShortcutLocalizer(
        layout: layout, direction: direction,
        appLocalizesShortcuts: system.definition.localizesShortcuts),
      chain: responders.map(ResponderChain.init), scenario: scenario,
      showsSystemItems: style == .menubar
        && Self.listsMoreKeyboardShortcuts(on: system.platform, system.osVersion))
    var sections: [Section] = []
    let menu = system.menu
    for top in menu.children(of: menu.rootNode) {
      guard case .menu(let topMenu) = menu.element(top) else { continue }
      let items =
        style == .overlay
        ? builder.overlayItems(under: top) : builder.menubarItems(under: top, depth: 1)
      if items.isEmpty { continue }
      let title = topMenu.identifier == .application ? app : topMenu.displayTitle
      sections.append(Section(title: title, menu: topMenu.identifier?.description, items: items))
    }
    if let responders {
      let ids =
        scenario.map { builder.chain?.chain(from: $0.start.id) ?? [] }
        ?? responders.responders.map(\.id)
      let platform = system.platform
      // A key command the menu holds (same action and shortcut) is listed in its menu, as
      // lint's `responder-key-command` reads it.
      let held = system.heldKeyCommands
      let items = ids.flatMap { id -> [Item] in
        guard let responder = responders.responder(id) else { return [] }
        // The key commands the responder returns on this platform (and, in a scenario, in
        // that state: `when`).
        let commands =
          scenario.map { responder.keyCommands(in: $0, on: platform).map(\.command) }
          ?? responder.keyCommands.filter { $0.platforms?.contains(platform) ?? true }
        return commands.compactMap { command in
          if let shortcut = command.shortcut,
            held.contains(.init(action: command.action, shortcut: shortcut))
          {
            return nil
          }
          return builder.overlayItem(for: command)
        }
      }
      if items.isEmpty {
        // Nothing to list.
      } else if style == .overlay {
        sections.append(Section(title: Self.uncategorized, menu: nil, items: items))
      } else if Self.listsMoreKeyboardShortcuts(on: system.platform, system.osVersion) {
        let more = Item.submenu(title: Self.moreKeyboardShortcuts, items: items)
        if let help = sections.firstIndex(where: { $0.menu == MenuIdentifier.help.description }) {
          sections[help].items += [.separator, more]
        } else {
          sections.append(
            Section(title: "Help", menu: MenuIdentifier.help.description, items: [more]))
        }
      }
    }
    self.sections = sections
  }

  /// The Help search iPadOS 26's menu bar shows for UIKit's untitled Help command (`showHelp:`,
  /// ⌘?), which the app has not retitled.
  static let helpSearchTitle = "Search"

  /// Whether the menu bar lists the key commands no menu holds under Help › More Keyboard
  /// Shortcuts: on iPadOS 26, whose menu bar replaced the hold-⌘ overlay.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - osVersion: The system version.
  /// - Returns: `true` on iPadOS 26 and later.
  public static func listsMoreKeyboardShortcuts(
    on platform: Platform, _ osVersion: OSVersion
  ) -> Bool {
    platform == .iPadOS && osVersion >= .v26
  }

  /// Every command item of the sheet, in order, submenus included.
  public var commandItems: [CommandItem] {
    var result: [CommandItem] = []
    var stack: [Item] = sections.flatMap(\.items).reversed()
    while let item = stack.popLast() {
      switch item {
      case .command(let command): result.append(command)
      case .submenu(_, let items): stack += items.reversed()
      case .separator: continue
      }
    }
    return result
  }

  /// Builds items: localizes shortcuts and asks the responder chain.
  private struct Builder {
    var menuTree: MenuBuilder
    var platform: Platform
    var osVersion: OSVersion
    var localizer: ShortcutLocalizer
    var chain: ResponderChain?
    var scenario: Scenario?
    /// Whether to show what the system adds to the menu bar outside the app's menu: the iPad
    /// menu bar of iPadOS 26.
    var showsSystemItems = false

    /// The command after validation, and whether it can be performed.
    func present(_ command: Command) -> (command: Command, isPerformable: Bool) {
      guard let chain, let scenario else { return (command, true) }
      if platform == .macCatalyst && command.origin == .system
        && SystemMenus.appKitActions.contains(command.action)
      {
        return (command, true)
      }
      if SystemMenus.isPerformedBySystem(command, on: platform) { return (command, true) }
      let resolution = chain.resolve(action: command.action, command: command, in: scenario)
      // Where no responder performs iPadOS 26's Close or New Window, the system does.
      let bySystem =
        resolution.target == nil
        && SystemMenus.systemEffect(of: command, on: platform, osVersion: osVersion) != nil
      return (resolution.command ?? command, resolution.isPerformable || bySystem)
    }

    func item(
      _ command: Command, title: String, isEnabled: Bool, localized: LocalizedShortcut?
    ) -> Item {
      // On Mac Catalyst no source settles how an uppercase letter written without Shift is
      // pressed (a menu item may read it with Shift, a responder's is unconfirmed).
      let readingNote =
        platform == .macCatalyst && localized?.display != nil
        ? command.shortcut.flatMap { $0.isCaseAmbiguous ? KeyMatching.note(for: $0) : nil } : nil
      return .command(
        CommandItem(
          title: title, action: command.action, propertyList: command.propertyList,
          identifier: nil, shortcut: localized?.display, keystroke: localized?.keystroke,
          isTypeable: localized?.isTypeable ?? true, isEnabled: isEnabled, state: command.state,
          readingNote: readingNote))
    }

    /// A command as the overlay lists it, or `nil` when the overlay leaves it out: keyless,
    /// hidden, disabled, untitled, without a target in the scenario, or pressed with a key the
    /// focus or text-input system takes first.
    func overlayItem(for original: Command) -> Item? {
      let (command, isPerformable) = present(original)
      guard isPerformable, !command.attributes.contains(.hidden),
        !command.attributes.contains(.disabled), !command.overlayTitle.isEmpty,
        let localized = localizer.localize(
          command, isSystemCommand: command.isSystemCommand(on: osVersion))
      else { return nil }
      if let scenario, let keystroke = localized.keystroke,
        ResponderChain.systemTakesFirst(
          keystroke, from: command, in: scenario, on: platform)
      {
        return nil
      }
      return item(command, title: command.overlayTitle, isEnabled: true, localized: localized)
    }

    /// Every command under a node, depth first, as the overlay lists them.
    func overlayItems(under top: MenuNodeID) -> [Item] {
      commands(under: top).compactMap(overlayItem)
    }

    /// The commands under a node in menu order, at any depth.
    func commands(under node: MenuNodeID) -> [Command] {
      var result: [Command] = []
      var stack = menuTree.children(of: node).reversed() as [MenuNodeID]
      while let next = stack.popLast() {
        switch menuTree.element(next) {
        case .menu: stack += menuTree.children(of: next).reversed()
        case .command(let command): result.append(command)
        case .action: continue
        }
      }
      return result
    }

    /// A command or action as the menu bar shows it, or `nil` when hidden or an untitled
    /// action or system command (UIKit's Help command, which the system titles); an app's
    /// untitled command is named by ``Command/displayName``.
    func menubarItem(_ element: MenuElement) -> Item? {
      switch element {
      case .command(let original):
        let (command, isPerformable) = present(original)
        if let search = helpSearch(command) { return search }
        guard !command.attributes.contains(.hidden),
          !(command.title.isEmpty && command.origin == .system)
        else { return nil }
        return item(
          command, title: command.title.isEmpty ? command.displayName : command.title,
          isEnabled: isPerformable && !command.attributes.contains(.disabled),
          localized: localizer.localize(
            command, isSystemCommand: command.isSystemCommand(on: osVersion)))
      case .action(let action):
        guard !action.attributes.contains(.hidden), !action.title.isEmpty else { return nil }
        return .command(
          CommandItem(
            title: action.title, action: nil, propertyList: nil, identifier: action.identifier,
            shortcut: nil, keystroke: nil, isTypeable: true,
            isEnabled: !action.attributes.contains(.disabled), state: action.state))
      case .menu:
        return nil
      }
    }

    /// A system item: keyless unless the system gives it a key, which no `UIKeyCommand` can
    /// express (the Globe key), so it is shown as written and not pictured.
    func systemItem(_ title: String, _ action: String?, shortcut: String? = nil) -> Item {
      .command(
        CommandItem(
          title: title, action: action, propertyList: nil, identifier: nil, shortcut: shortcut,
          keystroke: nil, isTypeable: true, isEnabled: true, state: .off, isSystem: true))
    }

    /// UIKit's untitled Help command as the Help search iPadOS 26 shows, or `nil` for any other
    /// command.
    func helpSearch(_ command: Command) -> Item? {
      guard showsSystemItems, command.origin == .system, command.title.isEmpty,
        command.action == "showHelp:"
      else { return nil }
      let localized = localizer.localize(command, isSystemCommand: true)
      return .command(
        CommandItem(
          title: CheatSheet.helpSearchTitle, action: command.action, propertyList: nil,
          identifier: nil, shortcut: localized?.display, keystroke: localized?.keystroke,
          isTypeable: localized?.isTypeable ?? true, isEnabled: true, state: .off, isSystem: true))
    }

    /// Whether a node is the system's menu with an identifier (not one the app put in its
    /// place).
    func isSystemMenu(_ node: MenuNodeID, _ identifier: MenuIdentifier) -> Bool {
      guard case .menu(let menu) = menuTree.element(node), menu.origin == .system,
        menu.identifier == identifier
      else { return false }
      return true
    }

    /// The groups the system inserts before a node of the iPadOS 26 menu bar: Writing Tools
    /// before Edit's Spelling and Grammar (`showWritingTools:`; shown where the device has
    /// Writing Tools).
    func systemGroups(before node: MenuNodeID) -> [[Item]] {
      guard showsSystemItems, isSystemMenu(node, "spelling"),
        let parent = menuTree.parent(of: node), isSystemMenu(parent, .edit),
        menuTree.command(for: "showWritingTools:") == nil
      else { return [] }
      return [[systemItem("Writing Tools", "showWritingTools:")]]
    }

    /// The groups the system appends to a menu of the iPadOS 26 menu bar after the app's build:
    /// Edit's text-input group (AutoFill with Scan Text, Start Dictation 🌐D, Emoji & Symbols
    /// 🌐E, Show Keyboard), less the commands whose action the app's menu already holds; the
    /// Window menu's tiling commands (🌐⌃ and the arrow keys) and its list of the app's windows.
    func systemGroups(atEndOf parent: MenuNodeID) -> [[Item]] {
      guard showsSystemItems, let grandparent = menuTree.parent(of: parent),
        grandparent == menuTree.rootNode
      else { return [] }
      if isSystemMenu(parent, .edit) {
        var textInput: [Item] = []
        if menuTree.command(for: "captureTextFromCamera:") == nil {
          textInput.append(
            .submenu(title: "AutoFill", items: [systemItem("Scan Text", "captureTextFromCamera:")]))
        }
        for (title, action, shortcut) in [
          ("Start Dictation", "startDictation:", "🌐D"),
          ("Emoji & Symbols", "orderFrontCharacterPalette:", "🌐E"),
          ("Show Keyboard", "_toggleSoftwareKeyboard:", nil),
        ] where menuTree.command(for: action) == nil {
          textInput.append(systemItem(title, action, shortcut: shortcut))
        }
        return textInput.isEmpty ? [] : [textInput]
      }
      if isSystemMenu(parent, .window) {
        return [
          [
            systemItem("Tiling commands", nil, shortcut: "🌐⌃ arrow keys"),
            systemItem("Window list", nil),
          ]
        ]
      }
      return []
    }

    /// The hierarchy under a menu: submenus nested, inline groups set off by separators.
    ///
    /// Inline groups are walked with an explicit stack; submenus recurse down to
    /// ``CheatSheet/maximumDepth``, below which their commands are listed flat, so nothing is
    /// lost and the recursion stays bounded.
    func menubarItems(under parent: MenuNodeID, depth: Int) -> [Item] {
      var items: [Item] = []
      var pendingSeparator = false
      var stack: [(node: MenuNodeID, endsGroup: Bool)] = menuTree.children(of: parent).reversed()
        .map { ($0, false) }
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
        for group in systemGroups(before: node) {
          pendingSeparator = true
          group.forEach(append)
          pendingSeparator = true
        }
        let element = menuTree.element(node)
        guard case .menu(let submenu) = element else {
          if let item = menubarItem(element) { append(item) }
          continue
        }
        if submenu.isInline {
          pendingSeparator = true
          stack.append((node, true))
          stack += menuTree.children(of: node).reversed().map { ($0, false) }
          continue
        }
        let children =
          depth >= CheatSheet.maximumDepth
          ? commands(under: node).compactMap { menubarItem(.command($0)) }
          : menubarItems(under: node, depth: depth + 1)
        // A submenu without commands (such as Speech, which AppKit fills on the Mac) has
        // nothing to show on a cheat sheet.
        if !children.isEmpty { append(.submenu(title: submenu.displayTitle, items: children)) }
      }
      for group in systemGroups(atEndOf: parent) {
        pendingSeparator = true
        group.forEach(append)
      }
      return items
    }
  }
}

extension CheatSheet {
  /// The keys one modifier combination's shortcuts use, for a picture of the keyboard.
  public struct KeyUsage: Sendable, Hashable {
    /// The modifiers held, such as ⇧⌘.
    public var modifiers: ModifierFlags
    /// The commands on each key, in sheet order.
    public var keys: [PhysicalKeystroke.Key: [CommandItem]]

    /// The used keys in keyboard order (character keys, then keys without a character) with
    /// their commands.
    public var entries: [(key: PhysicalKeystroke.Key, commands: [CommandItem])] {
      keys.keys.sorted().map { ($0, keys[$0] ?? []) }
    }
  }

  /// The keys the sheet's shortcuts use, one entry per modifier combination.
  ///
  /// Combinations come in order of how many modifiers they hold, then ⌘ before ⇧ before ⌥
  /// before ⌃. Shortcuts the layout cannot type are left out.
  public var keyUsage: [KeyUsage] {
    var byModifiers: [ModifierFlags: [PhysicalKeystroke.Key: [CommandItem]]] = [:]
    for item in commandItems {
      guard let keystroke = item.keystroke else { continue }
      byModifiers[keystroke.modifiers, default: [:]][keystroke.key, default: []].append(item)
    }
    return byModifiers.keys.sorted(by: Self.modifierOrder).map {
      KeyUsage(modifiers: $0, keys: byModifiers[$0] ?? [:])
    }
  }

  /// Fewer modifiers first; then ⌘ before ⇧ before ⌥ before ⌃, the modifiers shortcuts use
  /// most.
  static func modifierOrder(_ lhs: ModifierFlags, _ rhs: ModifierFlags) -> Bool {
    func rank(_ flags: ModifierFlags) -> [Int] {
      let order: [ModifierFlags] = [.command, .shift, .option, .control, .capsLock, .numericPad]
      return [flags.rawValue.nonzeroBitCount] + order.map { flags.contains($0) ? 0 : 1 }
    }
    return rank(lhs).lexicographicallyPrecedes(rank(rhs))
  }
}

extension CheatSheet {
  /// The sheet's shortcuts as a key legend lists them: by the key character the shortcut shows
  /// (letters in alphabetical order, then digits, then other characters, then keys without a
  /// character), then by modifiers as in ``keyUsage``.
  ///
  /// Someone looking up "what does ⌘K do" finds K among the letters, not in keyboard order;
  /// ⌘+ comes before ⌘- as it reads, although it is typed on the = key. Shortcuts the layout
  /// cannot type are left out.
  public var keyLegend: [CommandItem] {
    let modifierGlyphs: Set<Character> = ["⌃", "⌥", "⇧", "⌘", "⇪"]
    func rank(_ item: CommandItem) -> (group: Int, cap: String, named: Int) {
      guard let keystroke = item.keystroke else { return (4, "", 0) }
      if case .named(let named) = keystroke.key { return (3, "", named.order) }
      let cap = String((item.shortcut ?? "").drop { modifierGlyphs.contains($0) })
      let first = cap.unicodeScalars.first?.properties
      let group = first?.isAlphabetic == true ? 0 : first?.numericType != nil ? 1 : 2
      return (group, cap, 0)
    }
    let items = commandItems.filter { $0.keystroke != nil }.enumerated().map {
      (offset: $0.offset, item: $0.element, rank: rank($0.element))
    }
    return items.sorted { lhs, rhs in
      if lhs.rank.group != rhs.rank.group { return lhs.rank.group < rhs.rank.group }
      if lhs.rank.cap != rhs.rank.cap { return lhs.rank.cap < rhs.rank.cap }
      if lhs.rank.named != rhs.rank.named { return lhs.rank.named < rhs.rank.named }
      let (left, right) = (lhs.item.keystroke?.modifiers ?? [], rhs.item.keystroke?.modifiers ?? [])
      if left != right { return Self.modifierOrder(left, right) }
      return lhs.offset < rhs.offset
    }.map(\.item)
  }
}
