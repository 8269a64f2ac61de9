import LedgerKit
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  override func buildMenu(with builder: UIMenuBuilder) {
    super.buildMenu(with: builder)
    guard builder.system == .main else { return }

    let add = UIKeyCommand(
      title: "Add Transaction", action: #selector(LedgerViewController.addTransaction(_:)),
      input: "t", modifierFlags: .command)
    let reconcile = UIKeyCommand(
      title: "Reconcile…", action: #selector(LedgerViewController.reconcile(_:)), input: "r",
      modifierFlags: [.command, .shift])
    let summary = UIKeyCommand(
      title: "Monthly Summary", action: #selector(LedgerViewController.showSummary(_:)),
      input: "m", modifierFlags: .command)
    let accounts = UIMenu(
      title: "Accounts", identifier: UIMenu.Identifier("com.example.ledger.accounts"),
      children: [add, reconcile, summary])
    builder.insertSibling(accounts, afterMenu: .edit)

    builder.insertChild(
      UIMenu(title: "", options: .displayInline, children: LedgerCommands.export),
      atEndOfMenu: .file)

    #if SYNC
      let sync = UIKeyCommand(
        title: "Sync Now", action: #selector(LedgerViewController.syncNow(_:)), input: "s",
        modifierFlags: [.command, .control])
      builder.insertChild(
        UIMenu(title: "", options: .displayInline, children: [sync]), atEndOfMenu: .file)
    #endif
  }
}
