// swift-format-ignore-file
// Fixture: NegativeCases (forwarding and inactive code)
// Seen in: Mastodon, Brave, a-Shell, Blink Shell, Home Assistant, DuckDuckGo
// menulint should read: no commands. The container forwards another controller's
// commands (nothing of its own), the debug command is inside `#if DEBUG` (not defined),
// and the SwiftUI shortcut is on a toolbar button in a view, not in `.commands`.

import SwiftUI
import UIKit

final class PagingContainerViewController: UIViewController {
    var currentPage: UIViewController?

    override var keyCommands: [UIKeyCommand]? {
        return currentPage?.keyCommands
    }
}

final class DiagnosticsViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        var commands: [UIKeyCommand] = []
        #if DEBUG
        commands.append(UIKeyCommand(title: "Dump State", action: #selector(dumpState), input: "d", modifierFlags: [.command, .control, .alternate]))
        #endif
        return commands
    }

    @objc func dumpState() {}
}

struct NoteEditorView: View {
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .toolbar {
                Button("Save Note") {}
                    .keyboardShortcut("s")
                Button("Discard") {}
                    .keyboardShortcut(.cancelAction)
            }
    }
}
