// swift-format-ignore-file
// Fixture: HelperWithLiteralArguments
// Seen in: NetNewsWire, Mastodon
// Idiom: a helper builds the UIKeyCommand from its parameters; callers pass literals,
// a local `let` holding NSLocalizedString, and an action given as a string that becomes
// a selector through NSSelectorFromString.
// menulint should read: the three commands of `readerCommands()` and the two made by
// `dismissCommand(input:)` (one per call), all with known titles.

import UIKit

enum ShortcutBook {
    static func make(title: String, action: String, input: String, modifiers: UIKeyModifierFlags) -> UIKeyCommand {
        let command = UIKeyCommand(title: title, action: NSSelectorFromString(action), input: input, modifierFlags: modifiers)
        command.wantsPriorityOverSystemBehavior = true
        return command
    }

    static func readerCommands() -> [UIKeyCommand] {
        var commands = [UIKeyCommand]()
        let bookmarkTitle = NSLocalizedString("Bookmark Page", comment: "Command")
        commands.append(ShortcutBook.make(title: bookmarkTitle, action: "bookmarkPage:", input: "d", modifiers: [.command]))
        let nextChapter = NSLocalizedString("Next Chapter", comment: "Command")
        commands.append(make(title: nextChapter, action: "nextChapter:", input: UIKeyCommand.inputRightArrow, modifiers: [.command, .alternate]))
        commands.append(make(title: "Font Size", action: "showFontSize:", input: "t", modifiers: .command))
        return commands
    }
}

final class ReaderViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        ShortcutBook.readerCommands() + [
            dismissCommand(input: UIKeyCommand.inputEscape),
            dismissCommand(input: "q"),
        ]
    }

    func dismissCommand(input: String) -> UIKeyCommand {
        UIKeyCommand(title: NSLocalizedString("Close Book", comment: "Command"), action: #selector(closeBook(_:)),
                     input: input, modifierFlags: [])
    }

    @objc func bookmarkPage(_ sender: Any?) {}
    @objc func nextChapter(_ sender: Any?) {}
    @objc func showFontSize(_ sender: Any?) {}
    @objc private func closeBook(_ sender: UIKeyCommand) {}
}
