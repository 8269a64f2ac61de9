/// Presentation options of a menu, with `UIMenu.Options` raw values.
public struct MenuOptions: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: Int

  /// Creates options from a raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Show the children inline, as a separated group, instead of as a submenu.
  public static let displayInline = MenuOptions(rawValue: 1 << 0)
  /// The menu is destructive.
  public static let destructive = MenuOptions(rawValue: 1 << 1)
  /// At most one child may be on.
  public static let singleSelection = MenuOptions(rawValue: 1 << 5)
  /// Show the children as a palette.
  public static let displayAsPalette = MenuOptions(rawValue: 1 << 7)

  /// Each option with its name in definition files.
  public static let names: [(name: String, option: MenuOptions)] = [
    ("displayInline", .displayInline), ("destructive", .destructive),
    ("singleSelection", .singleSelection), ("displayAsPalette", .displayAsPalette),
  ]
}

/// Attributes of a menu element, with `UIMenuElement.Attributes` raw values.
public struct MenuElementAttributes: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: Int

  /// Creates attributes from a raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The element is shown but cannot be chosen.
  public static let disabled = MenuElementAttributes(rawValue: 1 << 0)
  /// The element is destructive.
  public static let destructive = MenuElementAttributes(rawValue: 1 << 1)
  /// The element is not shown.
  public static let hidden = MenuElementAttributes(rawValue: 1 << 2)
  /// Choosing the element keeps the menu open (no effect on Mac Catalyst).
  public static let keepsMenuPresented = MenuElementAttributes(rawValue: 1 << 3)

  /// Each attribute with its name in definition files.
  public static let names: [(name: String, attribute: MenuElementAttributes)] = [
    ("disabled", .disabled), ("destructive", .destructive), ("hidden", .hidden),
    ("keepsMenuPresented", .keepsMenuPresented),
  ]

  /// The names of the contained attributes, in declaration order.
  public var nameList: [String] {
    Self.names.filter { contains($0.attribute) }.map(\.name)
  }
}

/// The check-mark state of a menu element (`UIMenuElement.State`).
public enum MenuElementState: String, Hashable, Sendable, CaseIterable {
  /// No mark.
  case off
  /// A check mark.
  case on
  /// A dash: some but not all.
  case mixed
}

/// The preferred size of a menu's children (`UIMenu.ElementSize`).
public enum MenuElementSize: String, Hashable, Sendable, CaseIterable {
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large.
  case large
  /// Chosen by the system.
  case automatic
}
