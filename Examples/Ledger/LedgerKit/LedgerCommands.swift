import UIKit

/// Commands the Ledger app and its document browser share.
public enum LedgerCommands {
  public static var export: [UIKeyCommand] {
    [
      UIKeyCommand(
        title: "Export as CSV…", action: #selector(LedgerExporting.exportCSV(_:)), input: "e",
        modifierFlags: [.command, .shift]),
      UIKeyCommand(
        title: "Export as PDF…", action: #selector(LedgerExporting.exportPDF(_:)), input: "e",
        modifierFlags: [.command, .control]),
    ]
  }
}

/// What a responder that exports the ledger implements.
@objc public protocol LedgerExporting {
  func exportCSV(_ sender: Any?)
  func exportPDF(_ sender: Any?)
}
