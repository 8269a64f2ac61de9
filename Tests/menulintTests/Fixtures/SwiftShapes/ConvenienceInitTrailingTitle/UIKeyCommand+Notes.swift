// swift-format-ignore-file
// Fixture: ConvenienceInitTrailingTitle
// Seen in: Simplenote, DuckDuckGo
// Idiom: the app's own input constants in an extension of UIKeyCommand (a `static let`
// string, one built from a Unicode scalar, a computed `static var` that depends on the
// layout direction), and a convenience initializer that takes the title LAST and sets
// `self.title` after calling UIKit's `init(input:modifierFlags:action:)`.
// menulint should read: nothing by itself; JournalViewController.swift uses it.

import UIKit

extension UIKeyCommand {
    static let inputReturnKey = "\r"
    static let inputBackspaceKey = String(UnicodeScalar(8))
    static var inputBackArrow: String {
        UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? UIKeyCommand.inputRightArrow : UIKeyCommand.inputLeftArrow
    }

    convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, title: String? = nil) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        if let title {
            self.title = title
        }
    }
}
