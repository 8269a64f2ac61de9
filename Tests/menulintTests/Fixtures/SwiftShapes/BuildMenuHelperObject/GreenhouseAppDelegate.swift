// swift-format-ignore-file
// Fixture: BuildMenuHelperObject
// Seen in: Home Assistant, KeePassium
// Idiom: buildMenu(with:) hands the builder to a short-lived helper object; the helper's
// initializer already calls update(), and the delegate calls it again, so update()
// inserts a menu when `builder.menu(for:)` does not have it and replaces it otherwise
// (the second pass replaces the same menu: one set of commands at run time).
// menulint should read: the "Sensors" inline menu at the start of File with "Refresh
// Sensors" (⇧⌘R, input uppercase "R") and "Calibrate" (keyless), and the View-menu inline
// menu with "Reload Dashboard" (⌘R) and "Find Plant" (⌘F).

import UIKit

final class GreenhouseAppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: UIMenuBuilder) {
        if builder.system == .main {
            let helper = GreenhouseMenu(builder: builder)
            helper.update()
        }
    }
}

private extension UIMenu.Identifier {
    static var sensors: Self { .init(rawValue: "com.example.greenhouse.sensors") }
    static var dashboard: Self { .init(rawValue: "com.example.greenhouse.dashboard") }
}

final class GreenhouseMenu {
    let builder: UIMenuBuilder

    init(builder: UIMenuBuilder) {
        self.builder = builder
        update()
    }

    func update() {
        builder.remove(menu: .format)
        if builder.menu(for: .sensors) == nil {
            builder.insertChild(sensorsMenu(), atStartOfMenu: .file)
        } else {
            builder.replace(menu: .sensors, with: sensorsMenu())
        }
        if builder.menu(for: .dashboard) == nil {
            builder.insertSibling(dashboardMenu(), beforeMenu: .fullscreen)
        } else {
            builder.replace(menu: .dashboard, with: dashboardMenu())
        }
    }

    private func sensorsMenu() -> UIMenu {
        UIMenu(title: "", image: nil, identifier: .sensors, options: .displayInline, children: [
            UIKeyCommand(title: "Refresh Sensors", image: nil, action: #selector(refreshSensors), input: "R",
                         modifierFlags: [.command, .shift]),
            UICommand(title: "Calibrate", action: #selector(calibrate)),
        ])
    }

    private func dashboardMenu() -> UIMenu {
        var children: [UIMenuElement] = [
            UIKeyCommand(title: "Reload Dashboard", image: nil, action: #selector(reloadDashboard), input: "r", modifierFlags: [.command]),
        ]
        children.append(UIKeyCommand(title: "Find Plant", action: #selector(findPlant), input: "f", modifierFlags: .command))
        return UIMenu(title: "", identifier: .dashboard, options: .displayInline, children: children)
    }

    @objc private func refreshSensors() {}
    @objc private func calibrate() {}
    @objc private func reloadDashboard() {}
    @objc private func findPlant() {}
}
