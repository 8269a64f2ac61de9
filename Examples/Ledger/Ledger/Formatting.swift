import Foundation

/// Amounts as the ledger and its widget show them.
enum Formatting {
  static func amount(_ cents: Int) -> String {
    String(format: "%d.%02d", cents / 100, abs(cents % 100))
  }
}
