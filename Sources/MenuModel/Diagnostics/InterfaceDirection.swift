/// The direction of the app's user interface, which decides shortcut mirroring.
///
/// Apple mirrors shortcuts by the app's interface direction, not by the keyboard's script.
public enum InterfaceDirection: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Left to right.
  case ltr
  /// Right to left, as in an app localized into Hebrew or Arabic.
  case rtl

  /// Orders left-to-right first.
  public static func < (lhs: InterfaceDirection, rhs: InterfaceDirection) -> Bool {
    lhs == .ltr && rhs == .rtl
  }
}
