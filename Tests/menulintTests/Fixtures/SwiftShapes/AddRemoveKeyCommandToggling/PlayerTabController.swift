// swift-format-ignore-file
// Fixture: AddRemoveKeyCommandToggling
// Seen in: Pocket Casts, KeePassium
// Idiom: addKeyCommand(_:) of local lets in a setup method called from viewDidLoad; a stored
// `let` command removed and added again while a text field edits; a feature flag choosing
// between two sets; addKeyCommand inside `switch mode` in another controller.
// menulint should read: PlayerTabController: Play/Pause (space, once: removing and adding
// it again does not make a second one), Skip Back (⌘←), "Queue" ⌘4 and "Account" ⌘5 under
// `FeatureFlags.queueTab`, "Account" ⌘4 under its negation; PinEntryViewController: one
// escape command under `mode == .unlock`, another under `mode == .create || mode == .change`.
// 7 commands.

import UIKit

final class PlayerTabController: UITabBarController {
    let playPauseCommand = UIKeyCommand(title: PlayerText.playPause, action: #selector(togglePlayback), input: " ", modifierFlags: [])

    override func viewDidLoad() {
        super.viewDidLoad()
        installShortcuts()
    }

    func installShortcuts() {
        addKeyCommand(playPauseCommand)
        let skipBack = UIKeyCommand(title: PlayerText.skipBack, action: #selector(skipBack), input: UIKeyCommand.inputLeftArrow, modifierFlags: [.command])
        addKeyCommand(skipBack)
        if FeatureFlags.queueTab {
            let queue = UIKeyCommand(title: "Queue", action: #selector(showQueue), input: "4", modifierFlags: [.command])
            addKeyCommand(queue)
            let account = UIKeyCommand(title: "Account", action: #selector(showAccount), input: "5", modifierFlags: [.command])
            addKeyCommand(account)
        } else {
            let account = UIKeyCommand(title: "Account", action: #selector(showAccount), input: "4", modifierFlags: [.command])
            addKeyCommand(account)
        }
    }

    @objc func textEditingDidBegin() {
        removeKeyCommand(playPauseCommand)
    }

    @objc func textEditingDidEnd() {
        addKeyCommand(playPauseCommand)
    }

    @objc func togglePlayback() {}
    @objc private func skipBack() {}
    @objc private func showQueue() {}
    @objc private func showAccount() {}
}

final class PinEntryViewController: UIViewController {
    enum Mode {
        case create
        case change
        case unlock
    }

    var mode: Mode = .unlock

    override func viewDidLoad() {
        super.viewDidLoad()
        switch mode {
        case .unlock:
            let biometrics = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(useBiometrics(_:)))
            addKeyCommand(biometrics)
        case .create, .change:
            let cancel = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(cancelEntry(_:)))
            addKeyCommand(cancel)
        }
    }

    @IBAction private func useBiometrics(_ sender: Any) {}
    @IBAction private func cancelEntry(_ sender: Any) {}
}
