// swift-format-ignore-file
// Fixture: EnumeratedForLoop
// Seen in: Mastodon, Brave
// Idiom: a local array of enum cases walked with `enumerated()`; the input is
// `String(index + 1)` and the title a call on the case into generated localization code.
// menulint should read: three commands ⌘1 ⌘2 ⌘3, action switchSection:, each with the
// title source `Loc.switchTo(section.title)`; the property list is the case's raw value.

import UIKit

enum StudioSection: String {
    case scores
    case recordings
    case metronome

    var title: String {
        switch self {
        case .scores: return Loc.scores
        case .recordings: return Loc.recordings
        case .metronome: return Loc.metronome
        }
    }
}

final class StudioTabController: UITabBarController {
    override var keyCommands: [UIKeyCommand]? {
        var commands: [UIKeyCommand] = []
        let sections: [StudioSection] = [.scores, .recordings, .metronome]
        for (index, section) in sections.enumerated() {
            let command = UIKeyCommand(
                title: Loc.switchTo(section.title),
                image: nil,
                action: #selector(switchSection(_:)),
                input: String(index + 1),
                modifierFlags: .command,
                propertyList: section.rawValue
            )
            commands.append(command)
        }
        return commands
    }

    @objc private func switchSection(_ sender: UIKeyCommand) {}
}
