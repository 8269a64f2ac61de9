// swift-format-ignore-file
// Fixture: NestedEnumTitleConstants
// Seen in: Simplenote, KeePassium
// Idiom: titles are `static let`s of a private nested enum, each holding an
// NSLocalizedString with a literal key; one command uses a constant of another enum in
// the same file, one a constant that is defined nowhere.
// menulint should read: all four commands; three titles are known ("Track Star",
// "Park Mount", "Open Star Chart"), the fourth keeps `Copy.unknownHelp` as its title source.

import UIKit

final class TelescopeViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: Strings.Shortcuts.track, action: #selector(trackStar), input: "t", modifierFlags: [.command]),
            UIKeyCommand(title: Strings.Shortcuts.park, action: #selector(parkMount), input: "p",
                         modifierFlags: [.command, .shift]),
            UIKeyCommand(title: ChartStrings.open, action: #selector(openChart), input: "o", modifierFlags: .command),
            UIKeyCommand(title: Copy.unknownHelp, action: #selector(showHelp), input: "?", modifierFlags: .command),
        ]
    }

    @objc private func trackStar() {}
    @objc private func parkMount() {}
    @objc private func openChart() {}
    @objc private func showHelp() {}
}

private enum Strings {
    enum Shortcuts {
        static let track = NSLocalizedString("Track Star", comment: "Keyboard shortcut")
        static let park = NSLocalizedString("Park Mount", comment: "Keyboard shortcut")
    }
}

enum ChartStrings {
    static let open = String(localized: "Open Star Chart")
}
