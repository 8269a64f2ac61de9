// swift-format-ignore-file
// Fixture: NegativeCases (key handlers, comments, strings)
// Seen in: Mastodon, Brave, a-Shell, Blink Shell, Home Assistant, DuckDuckGo
// menulint should read: no commands at all from this file. UIKeyCommand appears only in
// a protocol requirement, a handler's parameter and `case` labels, comments, a string,
// and a command that is built but never returned or added.

import UIKit

protocol ShortcutProviding {
    var extraShortcuts: [UIKeyCommand] { get }
}

final class GalleryViewController: UIViewController {
    // UIKeyCommand(input: "x", modifierFlags: .command, action: #selector(deletePhoto))
    /*
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "e", modifierFlags: .command, action: #selector(editPhoto))]
    }
    */
    let helpText = "Press UIKeyCommand(input: \"?\") for help"

    override func viewDidLoad() {
        super.viewDidLoad()
        let probe = UIKeyCommand(input: "z", modifierFlags: .command, action: #selector(handleArrow(_:)))
        print(probe.modifierFlags)
    }

    @objc func handleArrow(_ sender: UIKeyCommand) {
        switch sender.input {
        case UIKeyCommand.inputLeftArrow:
            break
        case UIKeyCommand.inputRightArrow:
            break
        default:
            break
        }
    }

    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UICommand(title: "Copy Photo", action: #selector(UIResponderStandardEditActions.copy(_:)))])
        }
    }
}
