// swift-format-ignore-file
// Fixture: BuildMenuForwardedToResponder
// Seen in: KeePassium
// Idiom: the app delegate's buildMenu calls `buildMenu(with:)` by hand on a nested
// UIResponder subclass, which inserts menus made by private `make…Menu()` helpers; one
// helper uses an app convenience initializer `UIMenu(inlineChildren:)`; an inline menu
// is inserted into a menu that another helper inserted.
// menulint should read: "Start Timer" (⌘T), "Stop Timer" (⇧⌘T) and "Export CSV"
// (keyless, in an "Export" submenu) — 3 commands.

import UIKit

extension UIMenu {
    convenience init(title: String = "", inlineChildren: [UIMenuElement]) {
        self.init(title: title, options: .displayInline, children: inlineChildren)
    }
}

extension UIMenu.Identifier {
    static let timers = UIMenu.Identifier("com.example.timesheet.timers")
}

final class TimesheetAppDelegate: UIResponder, UIApplicationDelegate {
    let timerActions = TimerCoordinator.Actions()

    override func buildMenu(with builder: UIMenuBuilder) {
        guard builder.system == .main else { return }
        builder.insertSibling(UIMenu(title: "Timers", identifier: .timers, children: []), afterMenu: .file)
        timerActions.buildMenu(with: builder)
    }
}

enum TimerCoordinator {
    final class Actions: UIResponder {
        override func buildMenu(with builder: any UIMenuBuilder) {
            builder.insertChild(makeTimerMenu(), atEndOfMenu: .timers)
            builder.insertChild(makeExportMenu(), atEndOfMenu: .timers)
        }

        private func makeTimerMenu() -> UIMenu {
            let start = UIKeyCommand(title: "Start Timer", action: #selector(startTimer), input: "t", modifierFlags: .command)
            let stop = UIKeyCommand(title: "Stop Timer", action: #selector(stopTimer), input: "t", modifierFlags: [.command, .shift])
            return UIMenu(inlineChildren: [start, stop])
        }

        private func makeExportMenu() -> UIMenu {
            let csv = UICommand(title: "Export CSV", action: #selector(exportCSV))
            return UIMenu(title: "Export", children: [csv])
        }

        @objc func startTimer() {}
        @objc func stopTimer() {}
        @objc func exportCSV() {}
    }
}
