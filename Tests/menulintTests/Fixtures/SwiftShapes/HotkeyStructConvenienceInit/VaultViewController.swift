// swift-format-ignore-file
// Fixture: HotkeyStructConvenienceInit (key commands)
// menulint should read: two key commands built with the app's convenience initializer
// `UIKeyCommand(action:hotkey:discoverabilityTitle:)`; the input "C" keeps its case.

import UIKit

final class VaultViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        var commands = super.keyCommands ?? []
        commands.append(UIKeyCommand(action: #selector(focusSearch), hotkey: .search, discoverabilityTitle: "Search Vault"))
        commands.append(UIKeyCommand(action: #selector(copySelectedSecret), hotkey: .copySecret))
        return commands
    }

    @objc private func focusSearch() {}
    @objc private func copySelectedSecret() {}
}
