/// A platform's main menu built from a definition, with the map back to the file.
///
/// Rules ask the source map for locations; they never compute them.
public struct MenuSystem: Sendable {
  /// The platform built for.
  public var platform: Platform
  /// The system version whose default menu and presentation apply.
  public var osVersion: OSVersion
  /// The built menu.
  public var menu: MenuBuilder
  /// The definition it was built from.
  public var definition: MenuDefinition
  /// The parsed file, which resolves source references; `nil` for definitions made in code.
  public var document: JSONDocument?

  /// The operations UIKit refused while building, in order, with why.
  public var refusals: [BuildRefusal]

  /// Builds a platform's main menu: the base menu, then each operation in order.
  ///
  /// A refused operation changes nothing and is recorded in ``refusals``; the linter reports
  /// each as `duplicate-identifier`, `duplicate-shortcut`, `missing-target`,
  /// `invalid-alternate`, or `invalid-definition` for an operation on the root that UIKit does
  /// not allow.
  ///
  /// - Parameters:
  ///   - definition: The definition.
  ///   - platform: The platform whose base menu to start from.
  ///   - osVersion: The system version whose default menu to start from.
  ///   - document: The parsed file, for locations.
  public init(
    building definition: MenuDefinition, for platform: Platform, osVersion: OSVersion = .v18,
    document: JSONDocument? = nil
  ) {
    self.init(
      building: definition, for: platform, osVersion: osVersion, document: document,
      reservingCapacityFor: MenuBuilder.ElementCounts())
  }

  /// Builds a platform's main menu with room for the definition's elements reserved at once.
  init(
    building definition: MenuDefinition, for platform: Platform, osVersion: OSVersion,
    document: JSONDocument?, reservingCapacityFor elementCounts: MenuBuilder.ElementCounts
  ) {
    let base =
      definition.base == .system
      ? SystemMenus.mainMenu(
        for: platform, app: definition.app ?? "App",
        supportsOpenCommand: definition.supportsOpenCommand,
        supportsPrintCommand: definition.supportsPrintCommand,
        settingsBundle: definition.settingsBundle,
        supportsMultipleScenes: definition.supportsMultipleScenes,
        designRequiresCompatibility: definition.designRequiresCompatibility,
        osVersion: osVersion, configuration: definition.mainMenuConfiguration)
      : Menu(identifier: .root, origin: .system)
    self.init(
      platform: platform, osVersion: osVersion, menu: MenuBuilder(root: base),
      definition: definition, document: document)
    // Reserved in place: reserving in a local builder first would leave `menu` shared with it,
    // and the first operation would copy the whole table.
    menu.reserveCapacity(forMore: elementCounts)
    for (number, written) in definition.operations.enumerated() {
      // Elements for other platforms only are left out; an operation of nothing but those does
      // nothing here.
      guard let operation = written.on(platform)?.on(osVersion) else { continue }
      // What it takes out is remembered with its number, for a later remove of it.
      menu.operationNumber = number
      do {
        try menu.apply(operation)
      } catch {
        refusals.append(BuildRefusal(operation: operation, error: error))
      }
    }
    menu.operationNumber = -1
    if definition.base == .system && osVersion >= .v26 { flattenShortFindMenu() }
  }

  /// UIKit 26.1's step after the app's build: a system Find submenu left with at most one
  /// child is replaced by that child (`-[UIMainMenuSystem _buildMenuWithBuilder:…]`), so the
  /// `search` style's one Search command sits in Edit, and a removed Find leaves nothing.
  private mutating func flattenShortFindMenu() {
    guard let find = menu.menu(for: "find"), find.origin == .system, find.children.count <= 1
    else { return }
    _ = try? menu.replace(.menu("find"), with: find.children)
  }

  /// The hidden key commands UIKit adds to the main menu's key commands after building it
  /// (``SystemMenus/hiddenKeyCommands(for:osVersion:)``): on iPadOS 26, ⌘W Close and ⌃⌘Space.
  ///
  /// They are not in ``menu``, so no operation can remove them and no cheat sheet shows them,
  /// but a key press reaches them like the menu's key commands. A definition that starts from
  /// an empty root (`"base": "empty"`) checks its own commands only and has none.
  public var hiddenKeyCommands: [Command] {
    definition.base == .system
      ? SystemMenus.hiddenKeyCommands(for: platform, osVersion: osVersion) : []
  }

  /// A menu already built, such as one a ``MenuBuilder`` made in code.
  ///
  /// - Parameters:
  ///   - platform: The platform it is for.
  ///   - osVersion: The system version it is for.
  ///   - menu: The built menu.
  ///   - definition: The settings it was built with (app name, localization opt-out).
  ///   - document: The parsed file its elements' sources refer to, if any.
  public init(
    platform: Platform, osVersion: OSVersion = .v18, menu: MenuBuilder,
    definition: MenuDefinition = MenuDefinition(), document: JSONDocument? = nil
  ) {
    self.platform = platform
    self.osVersion = osVersion
    self.menu = menu
    self.definition = definition
    self.document = document
    self.refusals = []
  }

  /// Whether the keyboard shows the iPad hold-⌘ shortcut overlay: on iPadOS 18.
  ///
  /// iPadOS 26's menu bar replaced it and shows the menus' hierarchy, as the Mac does.
  public var showsShortcutOverlay: Bool { platform == .iPadOS && osVersion < .v26 }

  /// The location of a source reference, or `nil` for system elements.
  ///
  /// - Parameter source: A reference from this system's definition.
  /// - Returns: The location in the file.
  public func location(of source: SourceReference?) -> SourceLocation? {
    guard let source, let document else { return nil }
    return document.location(of: source)
  }

  /// The location of a node's element, or `nil` for system elements.
  ///
  /// - Parameter node: A node of ``menu``.
  /// - Returns: The location in the file.
  public func location(of node: MenuNodeID) -> SourceLocation? {
    location(of: menu.element(node).source)
  }
}

/// An operation UIKit refused, and why: nothing it would have changed is in the menu.
public struct BuildRefusal: Sendable, Hashable {
  /// The refused operation.
  public var operation: BuildOperation
  /// Why UIKit refused it.
  public var error: MenuBuilderError

  /// Creates a refusal.
  ///
  /// - Parameters:
  ///   - operation: The refused operation.
  ///   - error: Why it was refused.
  public init(operation: BuildOperation, error: MenuBuilderError) {
    self.operation = operation
    self.error = error
  }
}

extension MenuSystem {
  /// A key command by what decides whether the main menu holds it: its action and its shortcut
  /// (UIKit-equal).
  package struct HeldKeyCommand: Hashable, Sendable {
    package var action: String
    package var shortcut: KeyCombination

    package init(action: String, shortcut: KeyCombination) {
      self.action = action
      self.shortcut = shortcut
    }
  }

  /// The key commands the main menu holds, alternates included; the system's hidden key
  /// commands are in no menu the user sees.
  ///
  /// A responder's key command with the same action and shortcut is the menu's own: lint does
  /// not report it as one the menu lacks (`responder-key-command`), and a cheat sheet lists it
  /// once, in its menu.
  package var heldKeyCommands: Set<HeldKeyCommand> {
    var held: Set<HeldKeyCommand> = []
    for node in menu.menuOrder where menu.kind(of: node) == .keyCommand {
      guard case .command(let command) = menu.element(node) else { continue }
      for pressed in [command] + command.alternateCommands {
        if let shortcut = pressed.shortcut {
          held.insert(HeldKeyCommand(action: pressed.action, shortcut: shortcut))
        }
      }
    }
    return held
  }
}
