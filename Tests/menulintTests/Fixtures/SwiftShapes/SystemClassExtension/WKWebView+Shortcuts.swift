// swift-format-ignore-file
// Fixture: SystemClassExtension
// Seen in: a-Shell
// Idiom: key commands added to a framework class through an extension; the deprecated
// `UIKeyCommand(input:modifierFlags:action:discoverabilityTitle:)` gives the only title;
// a commented-out command inside the array literal; actions whose methods take a sender.
// menulint should read: four key commands on the responder WKWebView: ⌘K, ⌘+, ⌘- (each
// with a discoverability title, action with a colon) and ⌃C (untitled).

import UIKit
import WebKit

extension WKWebView {
    @objc private func clearConsole(_ sender: UIBarButtonItem) {}
    @objc private func growText(_ sender: UIBarButtonItem) {}
    @objc private func shrinkText(_ sender: UIBarButtonItem) {}
    @objc func sendInterrupt(_ sender: UIKeyCommand) {}

    override open var keyCommands: [UIKeyCommand]? {
        let consoleCommands = [
            UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(clearConsole), discoverabilityTitle: "Clear Console"),
            // UIKeyCommand(input: "t", modifierFlags: .command, action: #selector(newTab), discoverabilityTitle: "New Tab"),
            UIKeyCommand(input: "+", modifierFlags: .command, action: #selector(growText), discoverabilityTitle: "Bigger Text"),
            UIKeyCommand(input: "-", modifierFlags: .command, action: #selector(shrinkText), discoverabilityTitle: "Smaller Text"),
            UIKeyCommand(input: "c", modifierFlags: .control, action: #selector(sendInterrupt)),
        ]
        return consoleCommands
    }
}
