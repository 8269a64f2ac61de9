// swift-format-ignore-file
// Fixture: SelectorSpellings
// Seen in: KeePassium, Brave, NetNewsWire, Mastodon
// Idiom: every spelling of an action. The selector is what UIKit sees:
//   #selector(archive)              archive()                → archive
//   #selector(pin)                  pin(_ sender: Any?)      → pin:
//   #selector(share(sender:))       share(sender:)           → shareWithSender:
//   #selector(move(to:animated:))   move(to:animated:)       → moveTo:animated:
//   #selector(Self.stamp(_:))       @objc(applyStamp:)       → applyStamp:
//   #selector(UIResponderStandardEditActions.selectAll(_:))  → selectAll:
//   NSSelectorFromString("sortByDate:")                     → sortByDate:
//   Selector(("sortByName:"))                                → sortByName:
// menulint should read: 8 commands with those actions.

import UIKit

final class DeskViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "a", modifierFlags: [.command, .shift], action: #selector(archive)),
            UIKeyCommand(input: "p", modifierFlags: [.command, .shift], action: #selector(pin)),
            UIKeyCommand(input: "s", modifierFlags: [.command, .alternate], action: #selector(share(sender:))),
            UIKeyCommand(input: "m", modifierFlags: [.command, .alternate], action: #selector(move(to:animated:))),
            UIKeyCommand(input: "t", modifierFlags: [.command, .control], action: #selector(Self.stamp(_:))),
            UIKeyCommand(input: "a", modifierFlags: .command, action: #selector(UIResponderStandardEditActions.selectAll(_:))),
            UIKeyCommand(input: "d", modifierFlags: [.control, .alternate], action: NSSelectorFromString("sortByDate:")),
            UIKeyCommand(input: "n", modifierFlags: [.control, .alternate], action: Selector(("sortByName:"))),
        ]
    }

    @objc func archive() {}
    @objc func pin(_ sender: Any?) {}
    @objc func share(sender: UIKeyCommand) {}
    @objc func move(to folder: Any?, animated: Bool) {}
    @objc(applyStamp:) func stamp(_ sender: Any?) {}
}
