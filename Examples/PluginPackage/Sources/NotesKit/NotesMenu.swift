/// The Notes app's main menu. The UIKit part builds only for iPadOS and Mac Catalyst; menulint
/// reads it on any system.
public enum NotesMenu {
  /// The identifier of the Note menu the app inserts after View.
  public static let identifier = "com.example.notes.note"
}

#if canImport(UIKit)
  import UIKit

  /// The app delegate of the Notes app, which builds its main menu.
  open class NotesAppDelegate: UIResponder, UIApplicationDelegate {
    open override func buildMenu(with builder: any UIMenuBuilder) {
      super.buildMenu(with: builder)
      guard builder.system == .main else { return }
      let pin = UIKeyCommand(
        title: "Pin Note", action: #selector(NotesActions.togglePin(_:)),
        input: "p", modifierFlags: [.command, .shift])
      let sort = UIMenu(
        title: "Sort",
        children: [
          UIKeyCommand(
            title: "By Date", action: #selector(NotesActions.sortByDate(_:)),
            input: "d", modifierFlags: [.command, .control])
        ])
      let note = UIMenu(
        title: "Note", identifier: UIMenu.Identifier(NotesMenu.identifier),
        children: [pin, sort])
      builder.insertSibling(note, afterMenu: .view)
    }
  }

  /// The actions the Note menu sends.
  @objc public protocol NotesActions {
    func togglePin(_ sender: Any?)
    func sortByDate(_ sender: Any?)
  }
#endif
