import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
  override func buildMenu(with builder: UIMenuBuilder) {
    super.buildMenu(with: builder)
    guard builder.system == .main else { return }

    builder.remove(menu: .format)
    builder.remove(menu: .toolbar)

    let newNote = UIKeyCommand(
      title: NSLocalizedString("New Note", comment: "File menu"),
      action: #selector(NotesViewController.newNote(_:)),
      input: "n", modifierFlags: .command)
    builder.insertChild(
      UIMenu(title: "", options: .displayInline, children: [newNote]), atStartOfMenu: .file)

    addNoteMenu(to: builder)
  }

  private func addNoteMenu(to builder: UIMenuBuilder) {
    let pin = UIKeyCommand(
      title: String(localized: "Pin Note"), action: #selector(NotesViewController.togglePin(_:)),
      input: "p", modifierFlags: [.command, .shift])
    let share = UIKeyCommand(
      title: "Share Note", action: #selector(NotesViewController.shareNote(_:)),
      input: "s", modifierFlags: [.command, .shift])
    let note = UIMenu(
      title: "Note", identifier: UIMenu.Identifier("com.example.notes.note"),
      children: [pin, share])
    builder.insertSibling(note, afterMenu: .view)
  }
}
