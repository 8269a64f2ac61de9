// swift-format-ignore-file
// Fixture: BuildMenuClassMethod
// Seen in: Blink Shell
// Idiom: the menu is built by an `@objc class func buildMenu(with:)` of an NSObject
// subclass; nothing in Swift calls it. It replaces the children of a system menu with
// `replaceChildren(ofMenu:) { _ in list }` and inserts its own menu.
// menulint should read: the class method as an entry point (its caller is Objective-C):
// "New Session" (⌘T) and "Close Session" (⌘W) in a "Session" menu before Edit, and the
// Edit menu's standardEdit children replaced by "Paste Selection" (⇧⌘V) — 3 commands.
// If the importer does not take such a method as an entry point, it should say so.

import UIKit

@objc public class SessionMenu: NSObject {
    override private init() {}

    @objc public class func buildMenu(with builder: UIMenuBuilder) {
        builder.remove(menu: .textStyle)
        let sessionCommands: [UICommand] = [
            UIKeyCommand(title: "New Session", action: #selector(SessionMenu.newSession(_:)), input: "t", modifierFlags: .command),
            UIKeyCommand(title: "Close Session", action: #selector(SessionMenu.closeSession(_:)), input: "w", modifierFlags: .command),
        ]
        builder.insertSibling(UIMenu(title: "Session", identifier: UIMenu.Identifier("com.example.shell.session"),
                                     children: sessionCommands), beforeMenu: .edit)
        let editCommands = [
            UIKeyCommand(title: "Paste Selection", action: #selector(SessionMenu.pasteSelection(_:)), input: "v", modifierFlags: [.command, .shift]),
        ]
        builder.replaceChildren(ofMenu: .standardEdit) { _ in editCommands }
    }

    @objc func newSession(_ sender: Any?) {}
    @objc func closeSession(_ sender: Any?) {}
    @objc func pasteSelection(_ sender: Any?) {}
}
