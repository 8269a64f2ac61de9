/// How an app shapes UIKit's default main menu on iPadOS 26, as `UIMainMenuSystem.Configuration`
/// does.
///
/// UIKit 26.1 builds the menu from the configuration the app set with
/// `setBuildConfiguration(_:buildHandler:)`, or, when it set none, from its compatibility
/// configuration (``compatibility(on:supportsPrintCommand:designRequiresCompatibility:)``). In a
/// configuration the app sets, ``Preference/automatic`` builds as ``Preference/included``: the
/// builder tests each preference only for `removed` (`-[UIMainMenuSystem
/// _buildMenuWithBuilder:…]`, `ipados26-uikit.md` §1.1).
public struct MainMenuConfiguration: Sendable, Hashable {
  /// A group's preference (`UIMenuSystem.ElementGroupPreference`).
  public enum Preference: String, Sendable, Hashable, CaseIterable {
    /// The system decides; in a configuration the app sets, the group is included.
    case automatic
    /// The group is left empty.
    case removed
    /// The group is included.
    case included
  }

  /// Which Find commands Edit holds (`UIMenuSystem.FindElementGroupConfiguration.Style`).
  public enum FindingStyle: String, Sendable, Hashable, CaseIterable {
    /// The system decides; builds as ``editableText``.
    case automatic
    /// One "Search" command on ⌘F, for apps that only search content.
    case search
    /// Find, Find Next, Find Previous and Use Selection for Find: no Find & Replace.
    case nonEditableText
    /// All five: Find, Find & Replace, Find Next, Find Previous, Use Selection for Find.
    case editableText
  }

  /// New Window ⌘N (`requestNewScene:`).
  public var newScene: Preference
  /// The Document group: Duplicate, Move, Rename, Export.
  public var document: Preference
  /// Print ⌘P (`print:`); shown whatever this says when the app declares
  /// `UIApplicationSupportsPrintCommand`.
  public var printing: Preference
  /// The Find submenu.
  public var finding: Preference
  /// Customize Toolbar….
  public var toolbar: Preference
  /// Show Sidebar.
  public var sidebar: Preference
  /// Show Inspector.
  public var inspector: Preference
  /// The Format menu.
  public var textFormatting: Preference
  /// Which Find commands the Find submenu holds.
  public var findingStyle: FindingStyle

  /// The names of the preferences as definition files write them, in order.
  public static let fieldNames = [
    "newScene", "document", "printing", "finding", "toolbar", "sidebar", "inspector",
    "textFormatting",
  ]

  /// The name of ``findingStyle`` in definition files.
  public static let findingStyleFieldName = "findingStyle"

  /// Every field of `"mainMenuConfiguration"`: the preferences, then ``findingStyleFieldName``.
  public static let allFieldNames = fieldNames + [findingStyleFieldName]

  /// Creates a configuration, as an app sets one; every preference is automatic unless given.
  ///
  /// - Parameters:
  ///   - newScene: New Window.
  ///   - document: The Document group.
  ///   - printing: Print.
  ///   - finding: The Find submenu.
  ///   - toolbar: Customize Toolbar….
  ///   - sidebar: Show Sidebar.
  ///   - inspector: Show Inspector.
  ///   - textFormatting: The Format menu.
  ///   - findingStyle: Which Find commands the Find submenu holds.
  public init(
    newScene: Preference = .automatic, document: Preference = .automatic,
    printing: Preference = .automatic, finding: Preference = .automatic,
    toolbar: Preference = .automatic, sidebar: Preference = .automatic,
    inspector: Preference = .automatic, textFormatting: Preference = .automatic,
    findingStyle: FindingStyle = .automatic
  ) {
    self.newScene = newScene
    self.document = document
    self.printing = printing
    self.finding = finding
    self.toolbar = toolbar
    self.sidebar = sidebar
    self.inspector = inspector
    self.textFormatting = textFormatting
    self.findingStyle = findingStyle
  }

  /// UIKit's compatibility configuration: what an app that never calls
  /// `setBuildConfiguration(_:buildHandler:)` gets (`+[UIMainMenuSystemConfiguration
  /// _compatibilityConfiguration]`, UIKit 26.1).
  ///
  /// No New Window, an empty Document group and no Show Inspector; Print only with
  /// `UIApplicationSupportsPrintCommand`; Customize Toolbar… only with the iOS 26 design;
  /// Find (the full set), Show Sidebar and the Format menu included. On Mac Catalyst the
  /// Document group stays included, as `UIMenu.h` says Catalyst apps get it by default: the
  /// 26.1 source read is the iPhone's UIKit, and an older Catalyst app keeps the File menu it had.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - supportsPrintCommand: Whether the app's Info.plist sets
  ///     `UIApplicationSupportsPrintCommand`.
  ///   - designRequiresCompatibility: Whether the app's Info.plist sets
  ///     `UIDesignRequiresCompatibility`, which turns the iOS 26 design off.
  /// - Returns: The configuration.
  public static func compatibility(
    on platform: Platform, supportsPrintCommand: Bool, designRequiresCompatibility: Bool
  ) -> MainMenuConfiguration {
    MainMenuConfiguration(
      newScene: .removed, document: platform == .macCatalyst ? .included : .removed,
      printing: supportsPrintCommand ? .included : .removed, finding: .included,
      toolbar: designRequiresCompatibility ? .removed : .included, sidebar: .included,
      inspector: .removed, textFormatting: .included, findingStyle: .editableText)
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
