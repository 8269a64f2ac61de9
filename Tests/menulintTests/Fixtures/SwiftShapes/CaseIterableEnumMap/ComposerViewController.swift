// swift-format-ignore-file
// Fixture: CaseIterableEnumMap
// Seen in: Mastodon, Blink Shell
// Idiom: a `String, CaseIterable` enum whose title, input and modifier flags are computed
// properties with a `switch self`; `allCases.map { UIKeyCommand(..., propertyList: $0.rawValue) }`.
// A commented-out case must not count.
// menulint should read: four commands, one per case, action composerCommand:, with the
// inputs and modifiers of each case; titles are known for three cases and come from a
// function call (title source) for one.

import UIKit

final class ComposerViewController: UIViewController {
    enum ComposerCommand: String, CaseIterable {
        case discardDraft
        case sendLetter
        case attachPhoto
        // case attachSketch
        case toggleSignature

        var title: String {
            switch self {
            case .discardDraft: return "Discard Draft"
            case .sendLetter: return "Send Letter"
            case .attachPhoto: return Loc.attach(Loc.photo)
            case .toggleSignature: return "Toggle Signature"
            }
        }

        var input: String {
            switch self {
            case .discardDraft: return "w"
            case .sendLetter: return "\r"
            case .attachPhoto: return "p"
            case .toggleSignature: return "s"
            }
        }

        var modifierFlags: UIKeyModifierFlags {
            switch self {
            case .discardDraft, .sendLetter: return [.command]
            case .attachPhoto: return [.alternate, .command]
            case .toggleSignature: return [.shift, .command]
            }
        }
    }

    override var keyCommands: [UIKeyCommand]? {
        ComposerCommand.allCases.map { command in
            UIKeyCommand(
                title: command.title,
                image: nil,
                action: #selector(Self.composerCommand(_:)),
                input: command.input,
                modifierFlags: command.modifierFlags,
                propertyList: command.rawValue
            )
        }
    }

    @objc private func composerCommand(_ sender: UIKeyCommand) {}
}
