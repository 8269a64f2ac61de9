/// A decoded menu definition file (`*.menu.json`, format version 1).
public struct MenuDefinition: Sendable {
  /// The format version; always 1.
  public var formatVersion: Int
  /// The app's name, used in the Mac application menu ("Quit Browser").
  public var app: String?
  /// The platforms whose main menu the file builds, in order.
  public var platforms: [Platform]
  /// The system versions whose default menus and presentation apply, ascending: an app that
  /// supports iPadOS 18 and later runs on both.
  public var osVersions: [OSVersion]
  /// The groups of the default menu the app keeps on iPadOS 26.
  public var mainMenuConfiguration: MainMenuConfiguration
  /// The menu the operations start from.
  public var base: MenuBase
  /// Whether the app adds Print ⌘P, as the `UIApplicationSupportsPrintCommand` key does.
  public var supportsPrintCommand: Bool
  /// Whether the app adds Open… ⌘O.
  public var supportsOpenCommand: Bool
  /// Whether the app ships a `Settings.bundle`: only then does Mac Catalyst add Settings… ⌘,.
  public var settingsBundle: Bool
  /// Whether the app's Info.plist sets `UIApplicationSupportsMultipleScenes` (New Window).
  public var supportsMultipleScenes: Bool
  /// Whether the app's Info.plist sets `UIDesignRequiresCompatibility` (the iOS 26 design off).
  public var designRequiresCompatibility: Bool
  /// The app-wide localization opt-out: `false` keeps the app's shortcuts as written on every
  /// layout, while UIKit's own commands are still localized.
  public var localizesShortcuts: Bool
  /// The operations, applied in order as `buildMenu(with:)` would.
  public var operations: [BuildOperation]
  /// Targets declared by elements that were dropped for errors, so that operations naming
  /// them are not also reported as `missing-target`.
  public var droppedTargets: Set<ElementTarget>

  /// Creates a definition.
  ///
  /// - Parameters:
  ///   - app: The app's name.
  ///   - platforms: The platforms to build.
  ///   - base: The menu to start from.
  ///   - supportsPrintCommand: Whether Print ⌘P is added.
  ///   - supportsOpenCommand: Whether Open… ⌘O is added.
  ///   - settingsBundle: Whether the app ships a `Settings.bundle` (Mac Catalyst's Settings… ⌘,).
  ///   - localizesShortcuts: The app-wide localization setting.
  ///   - operations: The operations in order.
  public init(
    app: String? = nil, platforms: [Platform] = Platform.allCases, base: MenuBase = .system,
    supportsPrintCommand: Bool = false, supportsOpenCommand: Bool = false,
    settingsBundle: Bool = false, localizesShortcuts: Bool = true,
    operations: [BuildOperation] = []
  ) {
    self.formatVersion = 1
    self.app = app
    self.platforms = platforms
    self.osVersions = OSVersion.allCases
    self.mainMenuConfiguration = MainMenuConfiguration()
    self.base = base
    self.supportsPrintCommand = supportsPrintCommand
    self.supportsOpenCommand = supportsOpenCommand
    self.settingsBundle = settingsBundle
    self.supportsMultipleScenes = false
    self.designRequiresCompatibility = false
    self.localizesShortcuts = localizesShortcuts
    self.operations = operations
    self.droppedTargets = []
  }
}

/// The menu a definition's operations start from.
public enum MenuBase: String, Sendable, Hashable, CaseIterable {
  /// The platform's default main menu.
  case system
  /// An empty root menu.
  case empty
}

/// One `UIMenuBuilder` call of a definition's `build` list.
public struct BuildOperation: Sendable, Hashable {
  /// What the operation does.
  public var kind: Kind
  /// Where the operation was written.
  public var source: SourceReference?

  /// Creates an operation.
  ///
  /// - Parameters:
  ///   - kind: What the operation does.
  ///   - source: Where it was written.
  public init(_ kind: Kind, source: SourceReference? = nil) {
    self.kind = kind
    self.source = source
  }

  /// The operations of `UIMenuBuilder`.
  public enum Kind: Sendable, Hashable {
    /// `insertChild(_:atStartOfMenu:)` / `insertChild(_:atEndOfMenu:)`.
    case insertChild(Menu, MenuEdge, of: MenuIdentifier)
    /// `insertSibling(_:beforeMenu:)` / `insertSibling(_:afterMenu:)`.
    case insertSibling(Menu, SiblingSide, of: MenuIdentifier)
    /// `insertElements(_:before…:)` / `insertElements(_:after…:)` next to a menu, action or command.
    case insertElements([MenuElement], SiblingSide, of: ElementTarget)
    /// `insertElements(_:atStartOfMenu:)` / `insertElements(_:atEndOfMenu:)`.
    case insertElementsInMenu([MenuElement], MenuEdge, of: MenuIdentifier)
    /// `replace(menu:with:)`, `replace(action:with:)`, `replace(command:propertyList:with:)`.
    case replace(ElementTarget, with: [MenuElement])
    /// `replaceChildren(ofMenu:from:)`.
    case replaceChildren(of: MenuIdentifier, with: [MenuElement])
    /// `remove(menu:)`, `remove(action:)`, `remove(command:propertyList:)`.
    case remove(ElementTarget)
  }

  /// The operation's verb as written in definition files (`insertChild`, `remove`, …).
  public var verb: String {
    switch kind {
    case .insertChild: "insertChild"
    case .insertSibling: "insertSibling"
    case .insertElements, .insertElementsInMenu: "insertElements"
    case .replace: "replace"
    case .replaceChildren: "replaceChildren"
    case .remove: "remove"
    }
  }
}

/// The start or end of a menu's children.
public enum MenuEdge: String, Sendable, Hashable {
  /// Before the first child.
  case start
  /// After the last child.
  case end
}

/// Before or after an element.
public enum SiblingSide: String, Sendable, Hashable {
  /// Before the element.
  case before
  /// After the element.
  case after
}

/// An element named by an operation: a menu or action by identifier, a command by identity.
public enum ElementTarget: Sendable, Hashable, CustomStringConvertible {
  /// A menu.
  case menu(MenuIdentifier)
  /// A `UIAction`.
  case action(ActionIdentifier)
  /// A command, by action and property list.
  case command(CommandIdentity)

  /// A description for messages: `menu 'textStyle'`, `command 'copy:'`.
  public var description: String {
    switch self {
    case .menu(let identifier): "menu '\(identifier)'"
    case .action(let identifier): "action '\(identifier)'"
    case .command(let identity): "command '\(identity)'"
    }
  }
}

extension BuildOperation {
  /// The operation as it runs on a platform: elements that do not exist there are left out,
  /// and an operation whose elements are all absent does nothing (`nil`), as code under
  /// `#if targetEnvironment(macCatalyst)` behaves.
  ///
  /// - Parameter platform: The platform being built.
  /// - Returns: The operation on that platform, or `nil` when it does nothing there.
  public func on(_ platform: Platform) -> BuildOperation? {
    func present(_ elements: [MenuElement]) -> [MenuElement]? {
      let kept = elements.compactMap { $0.on(platform) }
      return kept.isEmpty && !elements.isEmpty ? nil : kept
    }
    func present(_ menu: Menu) -> Menu? {
      guard case .menu(let kept)? = MenuElement.menu(menu).on(platform) else { return nil }
      return kept
    }
    var result = self
    switch kind {
    case .insertChild(let menu, let edge, let parent):
      guard let menu = present(menu) else { return nil }
      result.kind = .insertChild(menu, edge, of: parent)
    case .insertSibling(let menu, let side, let sibling):
      guard let menu = present(menu) else { return nil }
      result.kind = .insertSibling(menu, side, of: sibling)
    case .insertElements(let elements, let side, let target):
      guard let elements = present(elements) else { return nil }
      result.kind = .insertElements(elements, side, of: target)
    case .insertElementsInMenu(let elements, let edge, let parent):
      guard let elements = present(elements) else { return nil }
      result.kind = .insertElementsInMenu(elements, edge, of: parent)
    case .replace(let target, let elements):
      guard let elements = present(elements) else { return nil }
      result.kind = .replace(target, with: elements)
    case .replaceChildren(let parent, let elements):
      guard let elements = present(elements) else { return nil }
      result.kind = .replaceChildren(of: parent, with: elements)
    case .remove:
      break
    }
    return result
  }
}
