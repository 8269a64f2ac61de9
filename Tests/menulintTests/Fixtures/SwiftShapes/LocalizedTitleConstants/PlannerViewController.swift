// swift-format-ignore-file
// Fixture: LocalizedTitleConstants
// Seen in: DuckDuckGo, Brave, Pocket Casts, Mastodon
// Idiom: a key-command array whose titles and discoverability titles are app constants
// defined in another module (here: nowhere in the files read), plus a title held in a
// local `let` that is a ternary.
// menulint should read: all five commands (action, input and modifiers are literal);
// each unknown title keeps its expression's source text as its title source; the
// literal empty title stays "".

import UIKit

final class PlannerViewController: UIViewController {
    var showsWinterBeds = false

    override var keyCommands: [UIKeyCommand]? {
        let seasonTitle = showsWinterBeds ? PlannerText.showSummerBeds : PlannerText.showWinterBeds
        return [
            UIKeyCommand(title: PlannerText.addBed, action: #selector(addBed), input: "b", modifierFlags: .command),
            UIKeyCommand(title: "", action: #selector(waterAll), input: "w", modifierFlags: [.command, .shift],
                         discoverabilityTitle: PlannerText.waterAll),
            UIKeyCommand(title: PlannerText.Season.next, action: #selector(nextSeason(_:)),
                         input: "]", modifierFlags: [.command, .alternate]),
            UIKeyCommand(title: seasonTitle, action: #selector(toggleSeason), input: "`", modifierFlags: .command),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(dismissPlanner)),
        ]
    }

    @objc func addBed() {}
    @objc func waterAll() {}
    @objc func nextSeason(_ sender: UIKeyCommand) {}
    @objc func toggleSeason() {}
    @objc func dismissPlanner() {}
}
