import Foundation

enum ShortcutKeys {
  static let compose = "n"
  static let reply = "r"
}
