/// An element of a menu: a submenu or inline group, a command, or an action.
public enum MenuElement: Hashable, Sendable {
  /// A `UIMenu`: a submenu, or an inline group when it has ``MenuOptions/displayInline``.
  case menu(Menu)
  /// A `UICommand` or `UIKeyCommand`.
  case command(Command)
  /// A `UIAction`.
  case action(Action)

  /// The title shown in menus.
  public var title: String {
    switch self {
    case .menu(let menu): menu.title
    case .command(let command): command.title
    case .action(let action): action.title
    }
  }

  /// Where the element was written, or `nil` for system elements.
  public var source: SourceReference? {
    switch self {
    case .menu(let menu): menu.source
    case .command(let command): command.source
    case .action(let action): action.source
    }
  }
}

/// Where in a definition file an element was written: the index of its JSON value.
public struct SourceReference: Hashable, Sendable, Comparable {
  /// The index of the JSON value in its ``JSONDocument``.
  public var valueIndex: Int

  /// Creates a reference to the JSON value at an index.
  public init(valueIndex: Int) {
    self.valueIndex = valueIndex
  }

  /// Orders by position in the file.
  public static func < (lhs: SourceReference, rhs: SourceReference) -> Bool {
    lhs.valueIndex < rhs.valueIndex
  }
}

/// A `UIMenu`: titled children, shown as a submenu or inline.
public struct Menu: Hashable, Sendable {
  /// The title; inline groups usually have none.
  public var title: String
  /// The identifier; `nil` asks the builder to generate a stable one from the parent and title.
  public var identifier: MenuIdentifier?
  /// An SF Symbol name.
  public var image: String?
  /// Presentation options.
  public var options: MenuOptions
  /// The preferred size of the children, as `UIMenu.ElementSize`.
  public var preferredElementSize: MenuElementSize?
  /// The children in order.
  public var children: [MenuElement]
  /// Where the menu was written.
  public var source: SourceReference?

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - identifier: The identifier, or `nil` to have one generated.
  ///   - image: An SF Symbol name.
  ///   - options: Presentation options.
  ///   - preferredElementSize: The preferred size of the children.
  ///   - children: The children in order.
  ///   - source: Where the menu was written.
  public init(
    title: String = "", identifier: MenuIdentifier? = nil, image: String? = nil,
    options: MenuOptions = [], preferredElementSize: MenuElementSize? = nil,
    children: [MenuElement] = [], source: SourceReference? = nil
  ) {
    self.title = title
    self.identifier = identifier
    self.image = image
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
    self.source = source
  }

  /// Whether the menu shows as an inline group (separated section) rather than a submenu.
  public var isInline: Bool { options.contains(.displayInline) }

  /// The title, or the identifier when the title is empty.
  public var displayTitle: String {
    title.isEmpty ? (identifier?.description ?? "") : title
  }
}

/// A `UICommand`, or a `UIKeyCommand` when it has a shortcut.
public struct Command: Hashable, Sendable {
  /// The title.
  public var title: String
  /// The action selector, such as `copy:`.
  public var action: String
  /// The value that tells apart commands sharing one action.
  public var propertyList: PropertyList?
  /// The keyboard shortcut, which makes the command a key command.
  public var shortcut: KeyCombination?
  /// The title the iPad shortcut overlay shows instead of ``title``.
  public var discoverabilityTitle: String?
  /// An SF Symbol name.
  public var image: String?
  /// Attributes such as disabled or hidden.
  public var attributes: MenuElementAttributes
  /// The check-mark state.
  public var state: MenuElementState
  /// Variants shown while extra modifiers are held.
  public var alternates: [CommandAlternate]
  /// Whether the command gets key presses before the focus and text-input systems (iOS 15).
  public var wantsPriorityOverSystemBehavior: Bool
  /// Whether the system may remap the shortcut for the current keyboard layout.
  public var allowsAutomaticLocalization: Bool
  /// Whether the system may mirror the shortcut in a right-to-left interface.
  public var allowsAutomaticMirroring: Bool
  /// Where the command was written, or `nil` for a system command.
  public var source: SourceReference?

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - action: The action selector.
  ///   - propertyList: The value that tells apart commands sharing one action.
  ///   - shortcut: The keyboard shortcut.
  ///   - discoverabilityTitle: The title for the iPad shortcut overlay.
  ///   - image: An SF Symbol name.
  ///   - attributes: Attributes such as disabled or hidden.
  ///   - state: The check-mark state.
  ///   - alternates: Variants shown while extra modifiers are held.
  ///   - wantsPriorityOverSystemBehavior: Whether key presses reach the command first.
  ///   - allowsAutomaticLocalization: Whether the shortcut may be remapped per layout.
  ///   - allowsAutomaticMirroring: Whether the shortcut may be mirrored right to left.
  ///   - source: Where the command was written.
  public init(
    title: String, action: String, propertyList: PropertyList? = nil,
    shortcut: KeyCombination? = nil, discoverabilityTitle: String? = nil, image: String? = nil,
    attributes: MenuElementAttributes = [], state: MenuElementState = .off,
    alternates: [CommandAlternate] = [], wantsPriorityOverSystemBehavior: Bool = false,
    allowsAutomaticLocalization: Bool = true, allowsAutomaticMirroring: Bool = true,
    source: SourceReference? = nil
  ) {
    self.title = title
    self.action = action
    self.propertyList = propertyList
    self.shortcut = shortcut
    self.discoverabilityTitle = discoverabilityTitle
    self.image = image
    self.attributes = attributes
    self.state = state
    self.alternates = alternates
    self.wantsPriorityOverSystemBehavior = wantsPriorityOverSystemBehavior
    self.allowsAutomaticLocalization = allowsAutomaticLocalization
    self.allowsAutomaticMirroring = allowsAutomaticMirroring
    self.source = source
  }

  /// The command's title in quotes, or its action when it has no title (UIKit's Help command).
  public var name: String {
    title.isEmpty ? action : "'\(title)'"
  }

  /// What identifies the command in a menu: its action and property list.
  public var identity: CommandIdentity {
    CommandIdentity(action: action, propertyList: propertyList)
  }

  /// The title the iPad overlay shows: the discoverability title when there is one.
  public var overlayTitle: String {
    if let discoverabilityTitle, !discoverabilityTitle.isEmpty { return discoverabilityTitle }
    return title
  }

  /// Whether this is one of UIKit's (or AppKit's) own commands, which the app-wide
  /// localization opt-out does not affect: from the system menu, or with a default action.
  public var isSystemCommand: Bool {
    source == nil || SystemMenus.defaultCommandActions.contains(action)
  }
}

/// What identifies a command: its action selector and property list.
public struct CommandIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The action selector.
  public var action: String
  /// The property list, if any.
  public var propertyList: PropertyList?

  /// Creates an identity.
  ///
  /// - Parameters:
  ///   - action: The action selector.
  ///   - propertyList: The property list, if any.
  public init(action: String, propertyList: PropertyList? = nil) {
    self.action = action
    self.propertyList = propertyList
  }

  /// The action, followed by the property list when there is one: `sortBookmarks: "name"`.
  public var description: String {
    propertyList.map { "\(action) \($0)" } ?? action
  }
}

/// A variant of a command shown while extra modifiers are held (`UICommandAlternate`).
public struct CommandAlternate: Hashable, Sendable {
  /// The title.
  public var title: String
  /// The action selector.
  public var action: String
  /// The modifiers that show the alternate; UIKit requires them non-empty and unique.
  public var modifiers: ModifierFlags
  /// Where the alternate was written.
  public var source: SourceReference?

  /// Creates an alternate.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - action: The action selector.
  ///   - modifiers: The modifiers that show the alternate.
  ///   - source: Where the alternate was written.
  public init(
    title: String, action: String, modifiers: ModifierFlags, source: SourceReference? = nil
  ) {
    self.title = title
    self.action = action
    self.modifiers = modifiers
    self.source = source
  }
}

/// A `UIAction`: identified by its identifier, without a shortcut.
public struct Action: Hashable, Sendable {
  /// The title.
  public var title: String
  /// The identifier.
  public var identifier: ActionIdentifier
  /// The title the iPad shortcut overlay shows.
  public var discoverabilityTitle: String?
  /// An SF Symbol name.
  public var image: String?
  /// Attributes such as disabled or hidden.
  public var attributes: MenuElementAttributes
  /// The check-mark state.
  public var state: MenuElementState
  /// Where the action was written.
  public var source: SourceReference?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - identifier: The identifier.
  ///   - discoverabilityTitle: The title for the iPad overlay.
  ///   - image: An SF Symbol name.
  ///   - attributes: Attributes such as disabled or hidden.
  ///   - state: The check-mark state.
  ///   - source: Where the action was written.
  public init(
    title: String, identifier: ActionIdentifier, discoverabilityTitle: String? = nil,
    image: String? = nil, attributes: MenuElementAttributes = [], state: MenuElementState = .off,
    source: SourceReference? = nil
  ) {
    self.title = title
    self.identifier = identifier
    self.discoverabilityTitle = discoverabilityTitle
    self.image = image
    self.attributes = attributes
    self.state = state
    self.source = source
  }
}
