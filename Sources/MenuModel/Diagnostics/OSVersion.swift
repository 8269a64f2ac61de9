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
