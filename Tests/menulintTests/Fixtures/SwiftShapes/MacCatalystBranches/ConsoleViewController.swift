// swift-format-ignore-file
// Fixture: MacCatalystBranches
// Seen in: Home Assistant, KeePassium
// Idiom: a whole keyCommands override under #if targetEnvironment(macCatalyst) with an #else
// override for iPadOS; a nested local function inside the getter that builds prioritised
// commands; a UICommand appended to a menu's children only under the same #if.
// menulint should read: ConsoleViewController on Mac Catalyst: ⌘C, ⌘V (from the local
// helper, called with literals) and ⇧⌘C (literal); on iPadOS (#else): "Show Keyboard"
// ⌘K; the menu: "Reload Console" (⌘R) everywhere and "Customize Touch Bar…" (keyless) on
// Mac Catalyst only. 6 commands.

import UIKit

final class ConsoleViewController: UIViewController {
    #if targetEnvironment(macCatalyst)
    override var keyCommands: [UIKeyCommand]? {
        func prioritised(_ input: String, _ action: Selector) -> UIKeyCommand {
            let command = UIKeyCommand(input: input, modifierFlags: .command, action: action)
            command.wantsPriorityOverSystemBehavior = true
            return command
        }
        return [
            prioritised("c", #selector(copyOutput)),
            prioritised("v", #selector(pasteInput)),
            UIKeyCommand(input: "c", modifierFlags: [.shift, .command], action: #selector(copyOutput)),
        ]
    }
    #else
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Show Keyboard", action: #selector(showKeyboard), input: "k", modifierFlags: .command)]
    }
    #endif

    @objc func copyOutput() {}
    @objc func pasteInput() {}
    @objc func showKeyboard() {}
}

final class ConsoleAppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: UIMenuBuilder) {
        guard builder.system == .main else { return }
        var commands: [UIMenuElement] = [
            UIKeyCommand(title: "Reload Console", action: #selector(reloadConsole), input: "r", modifierFlags: .command),
        ]
        #if targetEnvironment(macCatalyst)
        commands.append(UICommand(title: "Customize Touch Bar…", action: #selector(customizeTouchBar)))
        #endif
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: commands), atEndOfMenu: .view)
    }

    @objc func reloadConsole() {}
    @objc func customizeTouchBar() {}
}
