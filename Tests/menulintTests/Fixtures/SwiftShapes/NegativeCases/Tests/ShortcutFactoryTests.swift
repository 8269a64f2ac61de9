// swift-format-ignore-file
// Fixture: NegativeCases (test helper)
// Seen in: Mastodon, Brave, a-Shell, Blink Shell, Home Assistant, DuckDuckGo
// menulint should read: no commands: the helper makes a UIKeyCommand for an assertion;
// no responder returns it and no buildMenu inserts it.

import UIKit
import XCTest

final class ShortcutFactoryTests: XCTestCase {
    func makeCommand(_ input: String) -> UIKeyCommand {
        UIKeyCommand(input: input, modifierFlags: .command, action: #selector(UIResponder.becomeFirstResponder))
    }

    func testInputIsKept() {
        XCTAssertEqual(makeCommand("k").input, "k")
    }
}
