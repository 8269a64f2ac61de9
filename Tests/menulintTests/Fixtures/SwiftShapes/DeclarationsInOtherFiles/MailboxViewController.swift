import UIKit

final class MailboxViewController: UIViewController {
  override var keyCommands: [UIKeyCommand]? {
    var commands = Section.allCases.map { section in
      UIKeyCommand(
        title: section.title, action: #selector(selectSection(_:)), input: section.digit,
        modifierFlags: .command)
    }
    commands.append(
      UIKeyCommand(
        title: "New Message", action: #selector(compose), input: ShortcutKeys.compose,
        modifierFlags: .command))
    commands.append(
      UIKeyCommand(
        title: "Reply", action: #selector(reply), input: ShortcutKeys.reply,
        modifierFlags: .command))
    return commands
  }

  @objc func selectSection(_ sender: UIKeyCommand) {}
  @objc func compose() {}
  @objc func reply() {}
}
