// swift-format-ignore-file
// Fixture: AvailabilityChecks
// Seen in: Brave, NetNewsWire, a-Shell
// Idiom: availability checks that only set a property (the command exists either way),
// that add commands only on old systems, and an `#available` with an `else` fallback.
// menulint should read: "Drop Pin" (⌘D, always) and "Measure" (⌘M): iPadOS 18 and 26, the
// systems menulint checks, take every `#available` branch here and no `#unavailable` one, so
// "Next Match"/"Previous Match" and the "Measure (Classic)" fallback are not read. 2 commands.

import UIKit

final class MapViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        var commands: [UIKeyCommand] = []
        let dropPin = UIKeyCommand(title: "Drop Pin", action: #selector(dropPin), input: "d", modifierFlags: .command)
        if #available(iOS 15.0, *) {
            dropPin.wantsPriorityOverSystemBehavior = true
        }
        commands.append(dropPin)
        if #unavailable(iOS 16.0) {
            commands += [
                UIKeyCommand(title: "Next Match", action: #selector(nextMatch), input: "g", modifierFlags: [.command]),
                UIKeyCommand(title: "Previous Match", action: #selector(previousMatch), input: "g", modifierFlags: [.command, .shift]),
            ]
        }
        if #available(iOS 17.0, *) {
            commands.append(UIKeyCommand(title: "Measure", action: #selector(measure), input: "m", modifierFlags: .command))
        } else {
            commands.append(UIKeyCommand(title: "Measure (Classic)", action: #selector(measureClassic), input: "m", modifierFlags: .command))
        }
        return commands
    }

    @objc func dropPin() {}
    @objc func nextMatch() {}
    @objc func previousMatch() {}
    @objc func measure() {}
    @objc func measureClassic() {}
}
