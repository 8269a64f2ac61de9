/// A platform whose main menu menulint models.
public enum Platform: String, Sendable, Hashable, CaseIterable, Comparable {
  /// iPadOS 15 and later: the hold-⌘ shortcut overlay until iPadOS 18, a menu bar on 26.
  case iPadOS
  /// Mac Catalyst: the menu bar, with the items AppKit adds.
  case macCatalyst

  /// Orders iPadOS before Mac Catalyst.
  public static func < (lhs: Platform, rhs: Platform) -> Bool {
    lhs == .iPadOS && rhs == .macCatalyst
  }
}
