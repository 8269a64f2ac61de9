// swift-format-ignore-file
// Fixture: ConditionalAppend
// Seen in: KeePassium, Simplenote, Mastodon, Brave
// Idiom: `var commands = [...]` followed by appends under `if isEditing { } else { }`,
// a nested `if`, a compound condition, and `+=` of a local array under a negation.
// menulint should read: every command, each under the condition it exists under
// (`isEditing`, its negation for the else branch, `isSearching && resultCount > 0`,
// the nested `isSearching` then `searchField.isFirstResponder`, `!isReadOnly`).

import UIKit

final class RecipeEditorViewController: UIViewController {
    var isSearching = false
    var resultCount = 0
    var isReadOnly = false
    let searchField = UITextField()

    override var keyCommands: [UIKeyCommand]? {
        var commands = [
            UIKeyCommand(title: "New Recipe", action: #selector(newRecipe), input: "n", modifierFlags: .command),
        ]
        if isEditing {
            commands.append(UIKeyCommand(title: "Done Editing", action: #selector(finishEditing), input: "\r", modifierFlags: .command))
        } else {
            commands.append(UIKeyCommand(title: "Edit Recipe", action: #selector(startEditing), input: "e", modifierFlags: .command))
        }
        if isSearching && resultCount > 0 {
            commands.append(contentsOf: [
                UIKeyCommand(title: "Next Result", action: #selector(nextResult), input: "g", modifierFlags: .command),
                UIKeyCommand(title: "Previous Result", action: #selector(previousResult), input: "g", modifierFlags: [.command, .shift]),
            ])
        }
        if isSearching {
            if searchField.isFirstResponder {
                commands.append(UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(cancelSearch)))
            }
        }
        let scalingCommands = [
            UIKeyCommand(title: "Double Servings", action: #selector(doubleServings), input: "d", modifierFlags: [.command, .alternate]),
        ]
        if !isReadOnly {
            commands += scalingCommands
        }
        return commands
    }

    @objc func newRecipe() {}
    @objc func finishEditing() {}
    @objc func startEditing() {}
    @objc func nextResult() {}
    @objc func previousResult() {}
    @objc func cancelSearch() {}
    @objc func doubleServings() {}
}
