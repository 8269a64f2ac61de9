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

  /// The platforms the element exists on; `nil` for every platform the definition builds.
  public var platforms: Set<Platform>? {
    switch self {
    case .menu(let menu): menu.platforms
    case .command(let command): command.platforms
    case .action(let action): action.platforms
    }
  }

  /// The element as it is on a platform: `nil` when it does not exist there, else a menu
  /// without the children that do not.
  ///
  /// - Parameter platform: The platform being built.
  /// - Returns: The element on that platform, or `nil`.
  public func on(_ platform: Platform) -> MenuElement? {
    let (element, _) = present(on: platform)
    return element
  }

  /// The element on a platform, and whether anything in it was left out; one pass over the
  /// subtree, which copies only the menus that change.
  private func present(on platform: Platform) -> (element: MenuElement?, changed: Bool) {
    if let platforms, !platforms.contains(platform) { return (nil, true) }
    guard case .menu(var menu) = self, menu.childrenRestrictPlatforms else { return (self, false) }
    var changed = false
    var kept: [MenuElement] = []
    kept.reserveCapacity(menu.children.count)
    for child in menu.children {
      let (present, childChanged) = child.present(on: platform)
      changed = changed || childChanged
      if let present { kept.append(present) }
    }
    guard changed else { return (self, false) }
    menu.children = kept
    return (.menu(menu), true)
  }

  /// The element restricted to some platforms.
  ///
  /// - Parameter platforms: Where it exists.
  /// - Returns: The element with ``platforms`` set.
  public func existing(on platforms: Set<Platform>) -> MenuElement {
    switch self {
    case .menu(var menu):
      menu.platforms = platforms
      return .menu(menu)
    case .command(var command):
      command.platforms = platforms
      return .command(command)
    case .action(var action):
      action.platforms = platforms
      return .action(action)
    }
  }

  /// A command's ``CommandIdentity/fingerprint``; `nil` for a menu or an action.
  var commandFingerprint: Int? {
    guard case .command(let command) = self else { return nil }
    return command.fingerprint
  }

  /// Who put the element in the menu: the platform's default menu, or the app.
  public var origin: ElementOrigin {
    switch self {
    case .menu(let menu): menu.origin
    case .command(let command): command.origin
    case .action(let action): action.origin
    }
  }

  /// Where the element was written in a definition file, if it was read from one.
  public var source: SourceReference? {
    switch self {
    case .menu(let menu): menu.source
    case .command(let command): command.source
    case .action(let action): action.source
    }
  }
}

/// Who put an element in the menu.
///
/// Rules decide "is this the app's?" by origin alone: a menu built in code through the library
/// is linted exactly like the same menu read from a file.
public enum ElementOrigin: String, Hashable, Sendable {
  /// Part of the platform's default main menu (``SystemMenus``).
  case system
  /// Added by the app: a definition file, Swift source, or a caller of the library.
  case app
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
  /// The stored values, shared by copies until one of them changes.
  private var storage: SharedStorage<Fields>

  struct Fields: Hashable, Sendable {
    var title: String
    var identifier: MenuIdentifier?
    var image: String?
    var options: MenuOptions
    var preferredElementSize: MenuElementSize?
    var children: [MenuElement]
    var source: SourceReference?
    var origin: ElementOrigin
    var platforms: Set<Platform>? = nil
    /// Whether some descendant exists on some platforms only, kept as children change so that
    /// building for a platform skips, without walking them, menus that are the same everywhere.
    var childrenRestrictPlatforms: Bool

    static func restrictPlatforms(_ children: [MenuElement]) -> Bool {
      children.contains { child in
        if child.platforms != nil { return true }
        guard case .menu(let menu) = child else { return false }
        return menu.childrenRestrictPlatforms
      }
    }
  }

  /// The title; inline groups usually have none.
  public var title: String {
    get { storage.value.title }
    set { edit { $0.title = newValue } }
  }
  /// The identifier; `nil` asks the builder to generate a stable one from the parent and title.
  public var identifier: MenuIdentifier? {
    get { storage.value.identifier }
    set { edit { $0.identifier = newValue } }
  }
  /// An SF Symbol name.
  public var image: String? {
    get { storage.value.image }
    set { edit { $0.image = newValue } }
  }
  /// Presentation options.
  public var options: MenuOptions {
    get { storage.value.options }
    set { edit { $0.options = newValue } }
  }
  /// The preferred size of the children, as `UIMenu.ElementSize`.
  public var preferredElementSize: MenuElementSize? {
    get { storage.value.preferredElementSize }
    set { edit { $0.preferredElementSize = newValue } }
  }
  /// The children in order.
  public var children: [MenuElement] {
    get { storage.value.children }
    set {
      edit {
        $0.children = newValue
        $0.childrenRestrictPlatforms = Fields.restrictPlatforms(newValue)
      }
    }
  }

  /// Whether some descendant exists on some platforms only.
  var childrenRestrictPlatforms: Bool { storage.value.childrenRestrictPlatforms }
  /// Where the menu was written.
  public var source: SourceReference? {
    get { storage.value.source }
    set { edit { $0.source = newValue } }
  }

  /// The platforms the menu exists on, as code under `#if targetEnvironment(macCatalyst)`
  /// decides; `nil` for every platform the definition builds.
  public var platforms: Set<Platform>? {
    get { storage.value.platforms }
    set { edit { $0.platforms = newValue } }
  }

  /// Who put the menu in the menu; ``ElementOrigin/app`` unless ``SystemMenus`` made it.
  public var origin: ElementOrigin {
    get { storage.value.origin }
    set { edit { $0.origin = newValue } }
  }

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
  ///   - origin: Who put it in the menu; the app unless it is part of the default menu.
  public init(
    title: String = "", identifier: MenuIdentifier? = nil, image: String? = nil,
    options: MenuOptions = [], preferredElementSize: MenuElementSize? = nil,
    children: [MenuElement] = [], source: SourceReference? = nil, origin: ElementOrigin = .app
  ) {
    storage = SharedStorage(
      Fields(
        title: title, identifier: identifier, image: image, options: options,
        preferredElementSize: preferredElementSize, children: children, source: source,
        origin: origin, childrenRestrictPlatforms: Fields.restrictPlatforms(children)))
  }

  /// Changes the stored values.
  private mutating func edit(_ change: (inout Fields) -> Void) {
    storage.update(change)
  }

  /// Which box holds the values: copies share it until one of them changes.
  var storageIdentity: ObjectIdentifier { storage.identity }

  /// Whether the menu shows as an inline group (separated section) rather than a submenu.
  public var isInline: Bool { options.contains(.displayInline) }

  /// The title, or `(untitled)`: an identifier, written or generated, is never shown as a
  /// title.
  public var displayTitle: String {
    title.isEmpty ? "(untitled)" : title
  }
}

/// A `UICommand`, or a `UIKeyCommand` when it has a shortcut.
public struct Command: Hashable, Sendable {
  /// The stored values, shared by copies until one of them changes.
  private var storage: SharedStorage<Fields>

  struct Fields: Hashable, Sendable {
    // The fields a builder reads for every command come first, next to the reference count,
    // so that staging a command reads two cache lines of its storage, not three. With the
    // fields most commands leave empty kept apart, the storage takes 144 bytes of the heap,
    // not 176.
    /// The alternates, discoverability title, attributes and platforms; `nil` while all are
    /// at their defaults (see ``updateExtras(_:)``).
    var extras: SharedStorage<Extras>?
    /// The action and property list, hashed once (see ``CommandIdentity``).
    var identity: CommandIdentity
    var shortcut: KeyCombination?
    /// Stored text rather than a `String` (see ``StoredText``): a decoded file's titles share
    /// blocks of bytes.
    var title: StoredText
    var image: String?
    // The one-byte fields last, packed after the source's flag.
    var source: SourceReference?
    var state: MenuElementState
    var wantsPriorityOverSystemBehavior: Bool
    var allowsAutomaticLocalization: Bool
    var allowsAutomaticMirroring: Bool
    var origin: ElementOrigin

    /// Changes the extras, keeping them `nil` when they are all at their defaults, so that
    /// equal commands have equal fields.
    mutating func updateExtras(_ change: (inout Extras) -> Void) {
      var changed = extras ?? SharedStorage(Extras())
      extras = nil
      changed.update(change)
      extras = changed.value.isDefault ? nil : changed
    }
  }

  /// The fields most commands leave at their defaults.
  struct Extras: Hashable, Sendable {
    var alternates: [CommandAlternate] = []
    var discoverabilityTitle: String? = nil
    var attributes: MenuElementAttributes = []
    var platforms: Set<Platform>? = nil

    var isDefault: Bool {
      alternates.isEmpty && discoverabilityTitle == nil && attributes.isEmpty && platforms == nil
    }
  }

  /// The title.
  public var title: String {
    get { storage.value.title.string }
    set { storage.update { $0.title = StoredText(newValue) } }
  }
  /// The action selector, such as `copy:`.
  public var action: String {
    get { storage.value.identity.action }
    set { storage.update { $0.identity.action = newValue } }
  }
  /// The value that tells apart commands sharing one action.
  public var propertyList: PropertyList? {
    get { storage.value.identity.propertyList }
    set { storage.update { $0.identity.propertyList = newValue } }
  }
  /// The keyboard shortcut, which makes the command a key command.
  public var shortcut: KeyCombination? {
    get { storage.value.shortcut }
    set { storage.update { $0.shortcut = newValue } }
  }
  /// The title the iPad shortcut overlay shows instead of ``title``.
  public var discoverabilityTitle: String? {
    get { storage.value.extras?.value.discoverabilityTitle }
    set { storage.update { $0.updateExtras { $0.discoverabilityTitle = newValue } } }
  }
  /// An SF Symbol name.
  public var image: String? {
    get { storage.value.image }
    set { storage.update { $0.image = newValue } }
  }
  /// Attributes such as disabled or hidden.
  public var attributes: MenuElementAttributes {
    get { storage.value.extras?.value.attributes ?? [] }
    set { storage.update { $0.updateExtras { $0.attributes = newValue } } }
  }
  /// The check-mark state.
  public var state: MenuElementState {
    get { storage.value.state }
    set { storage.update { $0.state = newValue } }
  }
  /// Variants shown while extra modifiers are held.
  public var alternates: [CommandAlternate] {
    get { storage.value.extras?.value.alternates ?? [] }
    set { storage.update { $0.updateExtras { $0.alternates = newValue } } }
  }
  /// Whether the command gets key presses before the focus and text-input systems (iOS 15).
  public var wantsPriorityOverSystemBehavior: Bool {
    get { storage.value.wantsPriorityOverSystemBehavior }
    set { storage.update { $0.wantsPriorityOverSystemBehavior = newValue } }
  }
  /// Whether the system may remap the shortcut for the current keyboard layout.
  public var allowsAutomaticLocalization: Bool {
    get { storage.value.allowsAutomaticLocalization }
    set { storage.update { $0.allowsAutomaticLocalization = newValue } }
  }
  /// Whether the system may mirror the shortcut in a right-to-left interface.
  public var allowsAutomaticMirroring: Bool {
    get { storage.value.allowsAutomaticMirroring }
    set { storage.update { $0.allowsAutomaticMirroring = newValue } }
  }
  /// Where the command was written in a definition file, if it was read from one.
  public var source: SourceReference? {
    get { storage.value.source }
    set { storage.update { $0.source = newValue } }
  }

  /// The platforms the command exists on, as code under `#if targetEnvironment(macCatalyst)`
  /// decides; `nil` for every platform the definition builds.
  public var platforms: Set<Platform>? {
    get { storage.value.extras?.value.platforms }
    set { storage.update { $0.updateExtras { $0.platforms = newValue } } }
  }

  /// Who put the command in the menu; ``ElementOrigin/app`` unless ``SystemMenus`` made it.
  public var origin: ElementOrigin {
    get { storage.value.origin }
    set { storage.update { $0.origin = newValue } }
  }

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
  ///   - origin: Who put it in the menu; the app unless it is part of the default menu.
  public init(
    title: String, action: String, propertyList: PropertyList? = nil,
    shortcut: KeyCombination? = nil, discoverabilityTitle: String? = nil, image: String? = nil,
    attributes: MenuElementAttributes = [], state: MenuElementState = .off,
    alternates: [CommandAlternate] = [], wantsPriorityOverSystemBehavior: Bool = false,
    allowsAutomaticLocalization: Bool = true, allowsAutomaticMirroring: Bool = true,
    source: SourceReference? = nil, origin: ElementOrigin = .app
  ) {
    self.init(
      title: StoredText(title),
      identity: CommandIdentity(action: action, propertyList: propertyList),
      shortcut: shortcut, discoverabilityTitle: discoverabilityTitle, image: image,
      attributes: attributes, state: state, alternates: alternates,
      wantsPriorityOverSystemBehavior: wantsPriorityOverSystemBehavior,
      allowsAutomaticLocalization: allowsAutomaticLocalization,
      allowsAutomaticMirroring: allowsAutomaticMirroring, source: source, origin: origin)
  }

  /// Creates a command whose title and action are stored texts, as a decoder makes them.
  init(
    title: StoredText, identity: CommandIdentity, shortcut: KeyCombination?,
    discoverabilityTitle: String?, image: String?, attributes: MenuElementAttributes,
    state: MenuElementState, alternates: [CommandAlternate], wantsPriorityOverSystemBehavior: Bool,
    allowsAutomaticLocalization: Bool, allowsAutomaticMirroring: Bool, source: SourceReference?,
    origin: ElementOrigin
  ) {
    let extras = Extras(
      alternates: alternates, discoverabilityTitle: discoverabilityTitle, attributes: attributes)
    storage = SharedStorage(
      Fields(
        extras: extras.isDefault ? nil : SharedStorage(extras), identity: identity,
        shortcut: shortcut, title: title, image: image, source: source, state: state,
        wantsPriorityOverSystemBehavior: wantsPriorityOverSystemBehavior,
        allowsAutomaticLocalization: allowsAutomaticLocalization,
        allowsAutomaticMirroring: allowsAutomaticMirroring, origin: origin))
  }

  /// How messages name the command: its ``displayName`` in quotes.
  public var name: String {
    "'\(displayName)'"
  }

  /// What identifies the command in a menu: its action and property list.
  public var identity: CommandIdentity {
    storage.value.identity
  }

  /// The identity's ``CommandIdentity/fingerprint``, read without copying the identity: a
  /// copy would retain the text block its action shares with other commands.
  var fingerprint: Int { storage.value.identity.fingerprint }

  /// The title's length in UTF-8 bytes, found without making the string.
  var titleByteCount: Int { storage.value.title.utf8Count }

  /// Whether the command has alternates, read without copying them (a command without
  /// extras is answered without touching any reference count).
  var hasAlternates: Bool {
    guard let extras = storage.value.extras else { return false }
    return !extras.value.alternates.isEmpty
  }

  /// Whether the command has a shortcut, read without copying it.
  var hasShortcut: Bool {
    if case .none = storage.value.shortcut { return false }
    return true
  }

  /// The title the iPad overlay shows: the discoverability title when there is one.
  public var overlayTitle: String {
    if let discoverabilityTitle, !discoverabilityTitle.isEmpty { return discoverabilityTitle }
    return title
  }

  /// Whether this is one of UIKit's (or AppKit's) own commands, which the app-wide
  /// localization opt-out does not affect: from the system menu, or with an action of iPadOS
  /// 18's default commands (``isSystemCommand(on:)`` knows each version's).
  public var isSystemCommand: Bool {
    origin == .system || SystemMenus.defaultCommandActions.contains(action)
  }

  /// Whether this is one of UIKit's (or AppKit's) own commands on a system version: from the
  /// system menu, or with an action of that version's default commands
  /// (``SystemMenus/defaultCommandActions(on:)``).
  ///
  /// - Parameter osVersion: The system version.
  /// - Returns: `true` for a command the app-wide localization opt-out does not affect.
  public func isSystemCommand(on osVersion: OSVersion) -> Bool {
    origin == .system || SystemMenus.defaultCommandActions(on: osVersion).contains(action)
  }
}

extension Command {
  /// The command's alternates as the key commands they are.
  ///
  /// An alternate is "triggered by holding down modifier keys": the command's shortcut plus the
  /// alternate's modifiers, with its own title and action. Empty without a shortcut.
  public var alternateCommands: [Command] {
    guard let shortcut, !alternates.isEmpty else { return [] }
    return alternates.map { alternate in
      var command = self
      command.title = alternate.title
      command.discoverabilityTitle = nil
      command.action = alternate.action
      command.alternates = []
      command.shortcut = shortcut.adding(alternate.modifiers)
      command.source = alternate.source ?? source
      return command
    }
  }

  /// The command followed by its alternates: every key command a press can choose.
  public var pressableForms: [Command] {
    alternates.isEmpty ? [self] : [self] + alternateCommands
  }

  /// How the command is named everywhere: its discoverability title, else its title, else
  /// its action selector — never an empty string or a generated identifier.
  public var displayName: String {
    if let discoverabilityTitle, !discoverabilityTitle.isEmpty { return discoverabilityTitle }
    return title.isEmpty ? action : title
  }
}

/// What identifies a command: its action selector and property list.
///
/// The identity hashes its fields once, when made or changed, and keeps the result: menus key
/// their indexes by identity, and each look-up then hashes one integer and compares strings
/// only when the stored hashes agree.
public struct CommandIdentity: Hashable, Sendable, CustomStringConvertible {
  private var storedAction: StoredText
  private var storedPropertyList: PropertyList?
  /// The hash of the action and property list, made once.
  private(set) var fingerprint: Int

  /// The action selector.
  public var action: String {
    get { storedAction.string }
    set {
      storedAction = StoredText(newValue)
      fingerprint = Self.fingerprint(storedAction, storedPropertyList)
    }
  }
  /// The property list, if any.
  public var propertyList: PropertyList? {
    get { storedPropertyList }
    set {
      storedPropertyList = newValue
      fingerprint = Self.fingerprint(storedAction, newValue)
    }
  }

  /// Creates an identity.
  ///
  /// - Parameters:
  ///   - action: The action selector.
  ///   - propertyList: The property list, if any.
  public init(action: String, propertyList: PropertyList? = nil) {
    self.init(action: StoredText(action), propertyList: propertyList)
  }

  /// Creates an identity whose action is a stored text, as a decoder makes it.
  init(action: StoredText, propertyList: PropertyList?) {
    storedAction = action
    storedPropertyList = propertyList
    fingerprint = Self.fingerprint(action, propertyList)
  }

  /// Hashes the action as the `String` it stands for (see ``StoredText``): through its bytes
  /// when no other spelling is equal to it and there is no property list, which is most
  /// actions, else through `Hasher`.
  private static func fingerprint(_ action: StoredText, _ propertyList: PropertyList?) -> Int {
    if propertyList == nil, let hash = action.bytesHash { return Int(truncatingIfNeeded: hash) }
    var hasher = Hasher()
    hasher.combine(action)
    hasher.combine(propertyList)
    return hasher.finalize()
  }

  /// Equal when the action and property list are.
  public static func == (lhs: CommandIdentity, rhs: CommandIdentity) -> Bool {
    lhs.fingerprint == rhs.fingerprint && lhs.storedAction == rhs.storedAction
      && lhs.storedPropertyList == rhs.storedPropertyList
  }

  /// Hashes the stored hash of the action and property list.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
  }

  /// The action, followed by the property list when there is one: `sortBookmarks: "name"`.
  public var description: String {
    storedPropertyList.map { "\(storedAction.string) \($0)" } ?? storedAction.string
  }

  /// The length of ``description`` in UTF-8 bytes, found without making the action's string.
  var descriptionByteCount: Int {
    storedAction.utf8Count + (storedPropertyList.map { 1 + "\($0)".utf8.count } ?? 0)
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
  /// The stored values, shared by copies until one of them changes.
  private var storage: SharedStorage<Fields>

  struct Fields: Hashable, Sendable {
    var title: String
    var identifier: ActionIdentifier
    var discoverabilityTitle: String?
    var image: String?
    var attributes: MenuElementAttributes
    var state: MenuElementState
    var source: SourceReference?
    var origin: ElementOrigin
    var platforms: Set<Platform>? = nil
  }

  /// The title.
  public var title: String {
    get { storage.value.title }
    set { storage.update { $0.title = newValue } }
  }
  /// The identifier.
  public var identifier: ActionIdentifier {
    get { storage.value.identifier }
    set { storage.update { $0.identifier = newValue } }
  }
  /// The title the iPad shortcut overlay shows.
  public var discoverabilityTitle: String? {
    get { storage.value.discoverabilityTitle }
    set { storage.update { $0.discoverabilityTitle = newValue } }
  }
  /// An SF Symbol name.
  public var image: String? {
    get { storage.value.image }
    set { storage.update { $0.image = newValue } }
  }
  /// Attributes such as disabled or hidden.
  public var attributes: MenuElementAttributes {
    get { storage.value.attributes }
    set { storage.update { $0.attributes = newValue } }
  }
  /// The check-mark state.
  public var state: MenuElementState {
    get { storage.value.state }
    set { storage.update { $0.state = newValue } }
  }
  /// Where the action was written.
  public var source: SourceReference? {
    get { storage.value.source }
    set { storage.update { $0.source = newValue } }
  }

  /// The platforms the action exists on, as code under `#if targetEnvironment(macCatalyst)`
  /// decides; `nil` for every platform the definition builds.
  public var platforms: Set<Platform>? {
    get { storage.value.platforms }
    set { storage.update { $0.platforms = newValue } }
  }

  /// Who put the action in the menu; ``ElementOrigin/app`` unless ``SystemMenus`` made it.
  public var origin: ElementOrigin {
    get { storage.value.origin }
    set { storage.update { $0.origin = newValue } }
  }

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
  ///   - origin: Who put it in the menu; the app unless it is part of the default menu.
  public init(
    title: String, identifier: ActionIdentifier, discoverabilityTitle: String? = nil,
    image: String? = nil, attributes: MenuElementAttributes = [], state: MenuElementState = .off,
    source: SourceReference? = nil, origin: ElementOrigin = .app
  ) {
    storage = SharedStorage(
      Fields(
        title: title, identifier: identifier, discoverabilityTitle: discoverabilityTitle,
        image: image, attributes: attributes, state: state, source: source, origin: origin))
  }
}
