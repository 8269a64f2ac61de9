// swift-format-ignore-file
// Fixture: RangeMapDigits
// Seen in: Simplenote, Brave, a-Shell
// Idiom: commands generated from a literal range: `(1...9).map` with string
// interpolation of the closure parameter, `(0..<3).map` with `String($0)`, and a `for`
// loop over `1..<4` appending to a local array.
// menulint should read: 9 + 3 + 3 = 15 commands, with titles "Board 1" … "Board 9"
// (interpolation of known values) and untitled digit commands.

import UIKit

final class BoardViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        var commands = (1...9).map {
            UIKeyCommand(title: "Board \($0)", action: #selector(showBoard(_:)), input: "\($0)", modifierFlags: .command)
        }
        commands += (0..<3).map {
            UIKeyCommand(input: String($0), modifierFlags: [.control], action: #selector(pickPiece(_:)))
        }
        for row in 1..<4 {
            commands.append(UIKeyCommand(input: String(row), modifierFlags: [.alternate], action: #selector(jumpToRow(_:))))
        }
        return commands
    }

    @objc func showBoard(_ sender: UIKeyCommand) {}
    @objc func pickPiece(_ sender: UIKeyCommand) {}
    @objc func jumpToRow(_ sender: UIKeyCommand) {}
}
