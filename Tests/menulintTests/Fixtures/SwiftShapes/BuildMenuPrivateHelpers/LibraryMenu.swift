// swift-format-ignore-file
// Fixture: BuildMenuPrivateHelpers
// Seen in: KeePassium, Days Left
// Idiom: buildMenu guards on the main system and on the device idiom, removes menus,
// returns early under a state flag, then calls private `insert…(to:)` helpers. One title
// reads the menu being built (`builder.menu(for:)`) with a localized fallback; one
// command exists in a menu the app itself inserted first.
// menulint should read: "New Shelf" (⇧⌘N), "Import Books…" (keyless), the About
// command (keyless, title source = the whole `??` expression), "Reading Goals" (⌘/)
// inside the app's "Tools" menu; all under the guard's idiom condition and `!isLocked`.

import UIKit

extension UIMenu.Identifier {
    static let shelves = UIMenu.Identifier("com.example.library.shelves")
    static let tools = UIMenu.Identifier("com.example.library.tools")
    static let goals = UIMenu.Identifier("com.example.library.goals")
}

final class LibraryCoordinator: UIResponder {
    var isLocked = false

    override func buildMenu(with builder: UIMenuBuilder) {
        guard builder.system == UIMenuSystem.main,
              UIDevice.current.userInterfaceIdiom == .mac || UIDevice.current.userInterfaceIdiom == .pad
        else {
            return
        }
        builder.remove(menu: .format)
        builder.remove(menu: .toolbar)
        if isLocked {
            builder.remove(menu: .edit)
            return
        }
        insertShelvesMenu(to: builder)
        insertAboutCommand(to: builder)
        insertToolsMenu(to: builder)
        insertGoalsCommand(to: builder)
    }

    private func insertShelvesMenu(to builder: UIMenuBuilder) {
        var children = [UIMenuElement]()
        children.append(UIKeyCommand(title: "New Shelf", action: #selector(newShelf), input: "n", modifierFlags: [.command, .shift]))
        children.append(UICommand(title: "Import Books…", action: #selector(importBooks)))
        let menu = UIMenu(title: "Shelves", identifier: .shelves, children: children)
        builder.insertSibling(menu, afterMenu: .application)
    }

    private func insertAboutCommand(to builder: UIMenuBuilder) {
        let title = builder.menu(for: .about)?.children.first?.title ?? NSLocalizedString("About Library", comment: "")
        let about = UICommand(title: title, action: #selector(showAbout))
        builder.replace(menu: .about, with: UIMenu(identifier: .about, options: .displayInline, children: [about]))
    }

    private func insertToolsMenu(to builder: UIMenuBuilder) {
        builder.insertSibling(UIMenu(title: "Tools", identifier: .tools, children: []), afterMenu: .view)
    }

    private func insertGoalsCommand(to builder: UIMenuBuilder) {
        let goals = UIKeyCommand(title: "Reading Goals", action: #selector(showGoals), input: "/", modifierFlags: .command)
        builder.insertChild(UIMenu(identifier: .goals, options: .displayInline, children: [goals]), atStartOfMenu: .tools)
    }

    @objc func newShelf() {}
    @objc func importBooks() {}
    @objc func showAbout() {}
    @objc func showGoals() {}
}
