// swift-format-ignore-file
// Fixture: HotkeyStructConvenienceInit (main menu)
// menulint should read: a "Vault" menu after the application menu holding "Lock Vault"
// (⌘L) and "New Secret" (⌃⌘N), built with `UIKeyCommand(title:action:hotkey:)`.

import UIKit

final class VaultAppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        let lock = UIKeyCommand(title: "Lock Vault", action: #selector(lockVault), hotkey: .lockVault)
        let create = UIKeyCommand(title: "New Secret", action: #selector(newSecret), hotkey: .newSecret)
        let vaultMenu = UIMenu(title: "Vault", identifier: UIMenu.Identifier("com.example.vault.menu"), children: [lock, create])
        builder.insertSibling(vaultMenu, afterMenu: .application)
    }

    @objc func lockVault() {}
    @objc func newSecret() {}
}
