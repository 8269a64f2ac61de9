// swift-format-ignore-file
// Fixture: UnknownElementBetweenLiterals
// Seen in: KeePassium, Brave, Mastodon
// Idiom: an array literal in which one element is a call into code that is not in the
// files read, sitting between literal commands; a command whose title is a computed
// property but whose key and action are literal; and `+ (super.keyCommands ?? [])`.
// menulint should read: the four commands written out; the element built by
// `StarMapShortcuts.centerCommand(on:)` is left out alone (with a note), never guessed,
// and the commands after it are still read. super's key commands add nothing.

import UIKit

final class StarMapViewController: UIViewController {
    var focusedConstellation = "Lyra"
    var mountName: String { "Mount " + focusedConstellation }

    override var keyCommands: [UIKeyCommand]? {
        let own: [UIKeyCommand] = [
            UIKeyCommand(title: "Zoom In", action: #selector(zoomIn), input: "+", modifierFlags: .command),
            StarMapShortcuts.centerCommand(on: focusedConstellation),
            UIKeyCommand(title: "Zoom Out", action: #selector(zoomOut), input: "-", modifierFlags: .command),
            UIKeyCommand(title: mountName, action: #selector(slewMount), input: "s", modifierFlags: [.command, .control]),
            UIKeyCommand(title: "Reset View", action: #selector(resetView), input: "0", modifierFlags: .command),
        ]
        return own + (super.keyCommands ?? [])
    }

    @objc func zoomIn() {}
    @objc func zoomOut() {}
    @objc func slewMount() {}
    @objc func resetView() {}
}
