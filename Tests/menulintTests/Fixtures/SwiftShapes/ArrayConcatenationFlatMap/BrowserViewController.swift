// swift-format-ignore-file
// Fixture: ArrayConcatenationFlatMap
// Seen in: DuckDuckGo, KeePassium, Brave
// Idiom: several local arrays, some replaced under conditions (`var list = [UIKeyCommand]();
// if c { list = [...] }`), combined by flatMap, `+` and `+=`, then post-processed by forEach.
// menulint should read: "Close Tab" ⌘W (always), "Find" ⌘F under `findBar != nil`, ↑ and ↓
// under `addressField.isFirstResponder`, "Next Tab" ⌃⇥ and "Previous Tab" ⌃⇧⇥ (always),
// and ⌘1 … ⌘3 from the for loop. 9 commands.

import UIKit

final class BrowserViewController: UIViewController {
    var findBar: UIView?
    let addressField = UITextField()

    override var keyCommands: [UIKeyCommand]? {
        let always: [UIKeyCommand] = [
            UIKeyCommand(title: "Close Tab", action: #selector(closeTab), input: "w", modifierFlags: .command),
        ]
        var findCommands = [UIKeyCommand]()
        if findBar != nil {
            findCommands = [
                UIKeyCommand(title: "Find", action: #selector(find), input: "f", modifierFlags: .command),
            ]
        }
        var arrows = [UIKeyCommand]()
        if addressField.isFirstResponder {
            arrows = [
                UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: #selector(suggestionUp)),
                UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: #selector(suggestionDown)),
            ]
        }
        var tabCommands = [
            UIKeyCommand(title: "Next Tab", action: #selector(nextTab), input: "\t", modifierFlags: .control),
        ]
        tabCommands += [
            UIKeyCommand(title: "Previous Tab", action: #selector(previousTab), input: "\t", modifierFlags: [.control, .shift]),
        ]
        var numbered: [UIKeyCommand] = []
        for index in 1...3 {
            numbered.append(UIKeyCommand(input: String(index), modifierFlags: [.command], action: #selector(showTab(sender:))))
        }
        let commands = [always, findCommands, arrows, tabCommands].flatMap { $0 } + numbered
        commands.forEach { $0.wantsPriorityOverSystemBehavior = true }
        return commands
    }

    @objc func closeTab() {}
    @objc func find() {}
    @objc func suggestionUp() {}
    @objc func suggestionDown() {}
    @objc func nextTab() {}
    @objc func previousTab() {}
    @objc func showTab(sender: UIKeyCommand) {}
}
