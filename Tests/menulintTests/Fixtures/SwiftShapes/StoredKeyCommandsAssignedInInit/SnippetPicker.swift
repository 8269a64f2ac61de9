// swift-format-ignore-file
// Fixture: StoredKeyCommandsAssignedInInit
// Seen in: Blink Shell, NetNewsWire
// Idiom: a stored key-command array assigned in init and returned by a (non-optional)
// keyCommands getter; locals assigned to the stored property before super.init; a stored
// helper object created with an enum argument whose init switches on it to pick a list.
// menulint should read: SnippetEditorViewController: ⌘↩ and escape (2); SnippetField:
// ⌃N and ⇥ (2); NotebookSidebarViewController: the shared "New Notebook" (⌘N) plus the
// sidebar's "Select Next" (↓); NotebookPageViewController: "New Notebook" plus "Print
// Page" (⌘P). 8 commands (the shared one once per responder).

import UIKit

final class SnippetEditorViewController: UIViewController {
    private var storedCommands: [UIKeyCommand] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        storedCommands = [
            UIKeyCommand(input: "\r", modifierFlags: .command, action: #selector(insertSnippet)),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(cancel)),
        ]
        for command in storedCommands {
            command.wantsPriorityOverSystemBehavior = true
        }
    }

    required init?(coder: NSCoder) { nil }

    override var keyCommands: [UIKeyCommand] {
        storedCommands
    }

    @objc func insertSnippet() {}
    @objc func cancel() {}
}

final class SnippetField: UITextField {
    override var keyCommands: [UIKeyCommand]? {
        return fieldCommands
    }

    var fieldCommands: [UIKeyCommand] = []

    override init(frame: CGRect) {
        let nextCommand = UIKeyCommand(input: "n", modifierFlags: .control, action: #selector(SnippetField.nextSnippet))
        let tabCommand = UIKeyCommand(input: "\t", modifierFlags: [], action: #selector(SnippetField.nextSnippet))
        fieldCommands = [nextCommand, tabCommand]
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    @objc func nextSnippet() {}
}

enum ShortcutSet {
    case sidebar
    case page
}

@MainActor final class NotebookShortcuts {
    private(set) var commands: [UIKeyCommand]

    init(set: ShortcutSet) {
        commands = [UIKeyCommand(title: "New Notebook", action: NSSelectorFromString("newNotebook:"), input: "n", modifierFlags: .command)]
        switch set {
        case .sidebar:
            commands.append(UIKeyCommand(title: "Select Next", action: NSSelectorFromString("selectNext:"), input: UIKeyCommand.inputDownArrow, modifierFlags: []))
        case .page:
            commands.append(UIKeyCommand(title: "Print Page", action: NSSelectorFromString("printPage:"), input: "p", modifierFlags: .command))
        }
    }
}

final class NotebookSidebarViewController: UIViewController {
    private let shortcuts = NotebookShortcuts(set: .sidebar)
    override var keyCommands: [UIKeyCommand]? { shortcuts.commands }
}

final class NotebookPageViewController: UIViewController {
    private let shortcuts = NotebookShortcuts(set: .page)
    override var keyCommands: [UIKeyCommand]? { shortcuts.commands }
}
