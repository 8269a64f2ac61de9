/// The identifier of a menu: a UIKit system menu such as `com.apple.menu.file`, or an app's own.
///
/// System menus can be written by their UIKit Swift name (`file`, `textStyle`) or raw value;
/// both resolve to the raw value:
///
///     MenuIdentifier("textStyle").rawValue  // "com.apple.menu.text-style"
///     MenuIdentifier("textStyle") == .textStyle  // true
public struct MenuIdentifier: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The raw identifier string.
  public let rawValue: String

  /// Creates an identifier from its raw value, without resolving Swift names.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from a UIKit Swift name, a raw value or a custom identifier.
  ///
  /// - Parameter nameOrRawValue: `file`, `com.apple.menu.file` or `com.example.bookmarks`.
  public init(_ nameOrRawValue: String) {
    self.rawValue = Self.rawValues[nameOrRawValue] ?? nameOrRawValue
  }

  /// Creates an identifier from a literal, resolving UIKit Swift names.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The UIKit Swift name (`textStyle`) for a system menu, or `nil` for a custom menu.
  public var systemName: String? { Self.swiftNames[rawValue] }

  /// Whether this is one of UIKit's menu identifiers.
  public var isSystem: Bool { systemName != nil || rawValue.hasPrefix("com.apple.menu.") }

  /// The Swift name for system menus, the raw value otherwise.
  public var description: String { systemName ?? rawValue }

  /// Orders by raw value.
  public static func < (lhs: MenuIdentifier, rhs: MenuIdentifier) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Every public `UIMenu.Identifier`: Swift name and raw value.
  ///
  /// Raw values follow `com.apple.menu.<name in lower-case-hyphen form>`, except `speech`
  /// (`com.apple.command.speech`). `newScene` has the iPadOS 18 value `new-scene`; iOS 26
  /// made it equal to `newItem` (`new-item`).
  public static let systemIdentifiers: [(name: String, rawValue: String)] = [
    ("root", "com.apple.menu.root"),
    ("application", "com.apple.menu.application"),
    ("file", "com.apple.menu.file"),
    ("edit", "com.apple.menu.edit"),
    ("format", "com.apple.menu.format"),
    ("view", "com.apple.menu.view"),
    ("window", "com.apple.menu.window"),
    ("help", "com.apple.menu.help"),
    ("about", "com.apple.menu.about"),
    ("preferences", "com.apple.menu.preferences"),
    ("services", "com.apple.menu.services"),
    ("hide", "com.apple.menu.hide"),
    ("quit", "com.apple.menu.quit"),
    ("newScene", "com.apple.menu.new-scene"),
    ("newItem", "com.apple.menu.new-item"),
    ("open", "com.apple.menu.open"),
    ("openRecent", "com.apple.menu.open-recent"),
    ("close", "com.apple.menu.close"),
    ("document", "com.apple.menu.document"),
    ("print", "com.apple.menu.print"),
    ("undoRedo", "com.apple.menu.undo-redo"),
    ("standardEdit", "com.apple.menu.standard-edit"),
    ("find", "com.apple.menu.find"),
    ("findPanel", "com.apple.menu.find-panel"),
    ("replace", "com.apple.menu.replace"),
    ("share", "com.apple.menu.share"),
    ("textStyle", "com.apple.menu.text-style"),
    ("spelling", "com.apple.menu.spelling"),
    ("spellingPanel", "com.apple.menu.spelling-panel"),
    ("spellingOptions", "com.apple.menu.spelling-options"),
    ("substitutions", "com.apple.menu.substitutions"),
    ("substitutionsPanel", "com.apple.menu.substitutions-panel"),
    ("substitutionOptions", "com.apple.menu.substitution-options"),
    ("transformations", "com.apple.menu.transformations"),
    ("speech", "com.apple.command.speech"),
    ("lookup", "com.apple.menu.lookup"),
    ("learn", "com.apple.menu.learn"),
    ("autoFill", "com.apple.menu.autofill"),
    ("font", "com.apple.menu.font"),
    ("textSize", "com.apple.menu.text-size"),
    ("textColor", "com.apple.menu.text-color"),
    ("textStylePasteboard", "com.apple.menu.text-style-pasteboard"),
    ("text", "com.apple.menu.text"),
    ("alignment", "com.apple.menu.alignment"),
    ("writingDirection", "com.apple.menu.writing-direction"),
    ("toolbar", "com.apple.menu.toolbar"),
    ("sidebar", "com.apple.menu.sidebar"),
    ("fullscreen", "com.apple.menu.fullscreen"),
    ("minimizeAndZoom", "com.apple.menu.minimize-and-zoom"),
    ("bringAllToFront", "com.apple.menu.bring-all-to-front"),
  ]

  private static let rawValues: [String: String] = Dictionary(
    systemIdentifiers.map { ($0.name, $0.rawValue) }, uniquingKeysWith: { first, _ in first })

  private static let swiftNames: [String: String] = Dictionary(
    systemIdentifiers.map { ($0.rawValue, $0.name) }, uniquingKeysWith: { first, _ in first })
}

extension MenuIdentifier {
  /// The root of the main menu.
  public static let root: MenuIdentifier = "root"
  /// The application menu.
  public static let application: MenuIdentifier = "application"
  /// The File menu.
  public static let file: MenuIdentifier = "file"
  /// The Edit menu.
  public static let edit: MenuIdentifier = "edit"
  /// The Format menu.
  public static let format: MenuIdentifier = "format"
  /// The View menu.
  public static let view: MenuIdentifier = "view"
  /// The Window menu.
  public static let window: MenuIdentifier = "window"
  /// The Help menu.
  public static let help: MenuIdentifier = "help"
  /// The Bold, Italic and Underline group.
  public static let textStyle: MenuIdentifier = "textStyle"
  /// The Cut, Copy, Paste, Delete and Select All group.
  public static let standardEdit: MenuIdentifier = "standardEdit"
}

/// The identifier of a `UIAction`.
public typealias ActionIdentifier = String
