/// A system version whose default main menu and presentation menulint models.
///
/// The number is the major version, the same for iPadOS and the macOS that runs Mac Catalyst
/// apps (iPadOS 26, macOS 26).
public enum OSVersion: Int, Sendable, Hashable, CaseIterable, Comparable,
  CustomStringConvertible
{
  /// iPadOS 18 / macOS 15: the hold-⌘ overlay on iPad, UIKit's iPadOS 18 default menu.
  case v18 = 18
  /// iPadOS 26 / macOS 26: a menu bar on iPad too, and the iOS 26 default menu shaped by
  /// `UIMainMenuSystem.Configuration`.
  case v26 = 26

  /// The newest version modelled, which commands that give one answer use by default.
  public static let newest = OSVersion.v26

  /// Orders by version number.
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The version number, such as `26`.
  public var description: String { String(rawValue) }
}

/// Which groups of UIKit's default main menu an app keeps on iPadOS 26, as
/// `UIMainMenuSystem.Configuration` sets them.
public struct MainMenuConfiguration: Sendable, Hashable {
  /// A group's preference (`UIMenuSystem.ElementGroupPreference`).
  public enum Preference: String, Sendable, Hashable, CaseIterable {
    /// The system decides; the default.
    case automatic
    /// The group is left out.
    case removed
    /// The group is included.
    case included
  }

  /// New Window (`requestNewScene:`).
  public var newScene: Preference
  /// The Document menu: Duplicate, Move, Rename, Export.
  public var document: Preference
  /// Print (`print:`).
  public var printing: Preference
  /// The Find submenu.
  public var finding: Preference
  /// Toolbar customization.
  public var toolbar: Preference
  /// Show Sidebar.
  public var sidebar: Preference
  /// Show Inspector.
  public var inspector: Preference
  /// The Format menu.
  public var textFormatting: Preference

  /// The names of the preferences as definition files write them, in order.
  public static let fieldNames = [
    "newScene", "document", "printing", "finding", "toolbar", "sidebar", "inspector",
    "textFormatting",
  ]

  /// Creates a configuration; every group is automatic unless given.
  ///
  /// - Parameters:
  ///   - newScene: New Window.
  ///   - document: The Document menu.
  ///   - printing: Print.
  ///   - finding: The Find submenu.
  ///   - toolbar: Toolbar customization.
  ///   - sidebar: Show Sidebar.
  ///   - inspector: Show Inspector.
  ///   - textFormatting: The Format menu.
  public init(
    newScene: Preference = .automatic, document: Preference = .automatic,
    printing: Preference = .automatic, finding: Preference = .automatic,
    toolbar: Preference = .automatic, sidebar: Preference = .automatic,
    inspector: Preference = .automatic, textFormatting: Preference = .automatic
  ) {
    self.newScene = newScene
    self.document = document
    self.printing = printing
    self.finding = finding
    self.toolbar = toolbar
    self.sidebar = sidebar
    self.inspector = inspector
    self.textFormatting = textFormatting
  }

  /// The preference of a field by its name in definition files, for decoding.
  subscript(field name: String) -> Preference? {
    get {
      switch name {
      case "newScene": newScene
      case "document": document
      case "printing": printing
      case "finding": finding
      case "toolbar": toolbar
      case "sidebar": sidebar
      case "inspector": inspector
      case "textFormatting": textFormatting
      default: nil
      }
    }
    set {
      guard let newValue else { return }
      switch name {
      case "newScene": newScene = newValue
      case "document": document = newValue
      case "printing": printing = newValue
      case "finding": finding = newValue
      case "toolbar": toolbar = newValue
      case "sidebar": sidebar = newValue
      case "inspector": inspector = newValue
      case "textFormatting": textFormatting = newValue
      default: break
      }
    }
  }
}
