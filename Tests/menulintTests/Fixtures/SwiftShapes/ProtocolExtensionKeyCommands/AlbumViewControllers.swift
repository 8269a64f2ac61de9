// swift-format-ignore-file
// Fixture: ProtocolExtensionKeyCommands (adopters)

import UIKit

final class AlbumListViewController: UITableViewController, ListNavigating, ListNavigatingRelay {
    override var keyCommands: [UIKeyCommand]? {
        listKeyCommands
    }

    @objc func listMoveRelay(_ sender: UIKeyCommand) {}
}

final class PhotoGridViewController: UICollectionViewController {
    override var keyCommands: [UIKeyCommand]? {
        return listKeyCommands + albumSwitchKeyCommands
    }

    var albumSwitchKeyCommands: [UIKeyCommand] {
        [
            UIKeyCommand(title: "Next Album", action: #selector(nextAlbum), input: "]", modifierFlags: [.shift, .command]),
            UIKeyCommand(title: "Previous Album", action: #selector(previousAlbum), input: "[", modifierFlags: [.shift, .command]),
        ]
    }

    @objc private func nextAlbum() {}
    @objc private func previousAlbum() {}
}

extension PhotoGridViewController: ListNavigating, ListNavigatingRelay {
    @objc func listMoveRelay(_ sender: UIKeyCommand) {}
}
