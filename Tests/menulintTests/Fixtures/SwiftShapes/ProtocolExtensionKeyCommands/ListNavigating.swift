// swift-format-ignore-file
// Fixture: ProtocolExtensionKeyCommands
// Seen in: Mastodon
// Idiom: a protocol declares a key-command property; a constrained protocol extension
// (`where Self: …Relay`) provides it by mapping an enum's cases; view controllers adopt
// the protocol and return the provided property (alone or concatenated). A second
// protocol has an extension but no type adopts it: its commands never exist.
// menulint should read: AlbumListViewController: j/k (2 commands); PhotoGridViewController:
// j/k plus ⇧⌘] and ⇧⌘[ (4 commands); nothing from PagerNavigating.

import UIKit

protocol ListNavigating: AnyObject {
    var listKeyCommands: [UIKeyCommand] { get }
}

@objc protocol ListNavigatingRelay: AnyObject {
    func listMoveRelay(_ sender: UIKeyCommand)
}

enum ListMove: String, CaseIterable {
    case down
    case up

    var input: String {
        switch self {
        case .down: return "j"
        case .up: return "k"
        }
    }
}

extension ListNavigating where Self: ListNavigatingRelay {
    var listKeyCommands: [UIKeyCommand] {
        ListMove.allCases.map { move in
            UIKeyCommand(title: "", action: #selector(Self.listMoveRelay(_:)), input: move.input,
                         modifierFlags: [], propertyList: move.rawValue)
        }
    }
}

protocol PagerNavigating: AnyObject {
    var pagerKeyCommands: [UIKeyCommand] { get }
}

extension PagerNavigating {
    var pagerKeyCommands: [UIKeyCommand] {
        [UIKeyCommand(input: "]", modifierFlags: [.control], action: #selector(UIResponder.becomeFirstResponder))]
    }
}
