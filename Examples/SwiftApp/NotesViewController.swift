import UIKit

class NotesViewController: UIViewController {
  var isEditingNote = false

  override var keyCommands: [UIKeyCommand]? {
    var commands = Self.navigationCommands
    if isEditingNote {
      commands += [
        UIKeyCommand(
          title: "Finish Editing", action: #selector(finishEditing(_:)), input: "\r",
          modifierFlags: .command)
      ]
    } else {
      commands.append(
        UIKeyCommand(title: "Edit Note", action: #selector(startEditing(_:)), input: "e", modifierFlags: .command))
    }
    return commands
  }

  @objc func newNote(_ sender: Any?) {}
  @objc func togglePin(_ sender: Any?) {}
  @objc func shareNote(_ sender: Any?) {}
  @objc func startEditing(_ sender: Any?) {}
  @objc func finishEditing(_ sender: Any?) {}
  @objc func previousNote(_ sender: Any?) {}
  @objc func nextNote(_ sender: Any?) {}
}

extension NotesViewController {
  static var navigationCommands: [UIKeyCommand] {
    let previous = UIKeyCommand(
      input: UIKeyCommand.inputLeftArrow, modifierFlags: .command,
      action: #selector(previousNote(_:)))
    previous.discoverabilityTitle = "Previous Note"
    let next = UIKeyCommand(
      input: UIKeyCommand.inputRightArrow, modifierFlags: .command,
      action: #selector(nextNote(_:)))
    next.discoverabilityTitle = "Next Note"
    return [previous, next]
  }

  func tagCommands(for tags: [String]) -> [UIKeyCommand] {
    var result: [UIKeyCommand] = []
    for (index, tag) in tags.enumerated() {
      result.append(
        UIKeyCommand(title: tag, action: #selector(newNote(_:)), input: "\(index)", modifierFlags: .control))
    }
    return result
  }
}
