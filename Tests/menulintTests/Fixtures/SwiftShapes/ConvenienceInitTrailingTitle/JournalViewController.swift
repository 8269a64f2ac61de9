// swift-format-ignore-file
// Fixture: ConvenienceInitTrailingTitle (use)
// menulint should read: four key commands. "New Entry" gets its title from the trailing
// `title:` argument; the return and backspace inputs come from the app's constants;
// `inputBackArrow` is the left arrow in a left-to-right layout (recorded as "left").

import UIKit

final class JournalViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "n", modifierFlags: [.command], action: #selector(newEntry), title: "New Entry"),
            UIKeyCommand(input: UIKeyCommand.inputReturnKey, modifierFlags: [.command], action: #selector(saveEntry)),
            UIKeyCommand(input: UIKeyCommand.inputBackspaceKey, modifierFlags: [.command], action: #selector(deleteEntry)),
            UIKeyCommand(input: UIKeyCommand.inputBackArrow, modifierFlags: [], action: #selector(goBack)),
        ]
    }

    @objc private func newEntry() {}
    @objc private func saveEntry() {}
    @objc private func deleteEntry() {}
    @objc private func goBack() {}
}
