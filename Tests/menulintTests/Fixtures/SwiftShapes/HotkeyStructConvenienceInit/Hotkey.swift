// swift-format-ignore-file
// Fixture: HotkeyStructConvenienceInit
// Seen in: KeePassium
// Idiom: a struct whose `static let`s hold an input and modifiers, and UIKeyCommand
// convenience initializers taking that struct (with and without a title). Used by
// VaultViewController.swift and VaultMenu.swift.
// menulint should read: nothing from this file by itself; it supplies the inputs and
// modifiers of the commands in the other two files.

import UIKit

struct Hotkey {
    fileprivate let input: String
    fileprivate let modifiers: UIKeyModifierFlags

    static let lockVault = Self(input: "l", modifiers: [.command])
    static let newSecret = Self(input: "n", modifiers: [.command, .control])
    static let copySecret = Self(input: "C", modifiers: [.command])
    static let search = Self(input: "f", modifiers: [.command])
}

extension UIKeyCommand {
    convenience init(action: Selector, hotkey: Hotkey, discoverabilityTitle: String? = nil) {
        self.init(action: action, input: hotkey.input, modifierFlags: hotkey.modifiers,
                  discoverabilityTitle: discoverabilityTitle)
    }

    convenience init(title: String, action: Selector, hotkey: Hotkey) {
        self.init(title: title, action: action, input: hotkey.input, modifierFlags: hotkey.modifiers)
    }
}
