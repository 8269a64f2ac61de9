// swift-format-ignore-file
// Fixture: SwiftUIKeyEquivalentConstants
// Seen in: Kiwix, Ice Cubes, Home Assistant, UTM
// Idiom: every way a SwiftUI shortcut is spelled: `KeyEquivalent` constants (.upArrow,
// .downArrow, .return, .delete, .escape, .tab, .space), a character literal without
// modifiers (⌘ by default), `modifiers: []` (a bare key), `EventModifiers(arrayLiteral:)`,
// `KeyEquivalent("+")`, and `.defaultAction` (SwiftUI's Return without modifiers).
// menulint should read: 10 buttons in the "Puzzle" menu with the shortcuts listed in
// expected.json; "Solve" (`.defaultAction`) has Return with no modifiers.

import SwiftUI

struct PuzzleCommands: Commands {
    var body: some Commands {
        CommandMenu("Puzzle") {
            Button("Move Up") {}.keyboardShortcut(.upArrow, modifiers: [.option])
            Button("Move Down") {}.keyboardShortcut(.downArrow, modifiers: .option)
            Button("Place Piece") {}.keyboardShortcut(.return, modifiers: [.command])
            Button("Remove Piece") {}.keyboardShortcut(.delete)
            Button("Cancel Drag") {}.keyboardShortcut(.escape, modifiers: [])
            Button("Next Hole") {}.keyboardShortcut(.tab, modifiers: .control)
            Button("Rotate") {}.keyboardShortcut(.space, modifiers: [.shift])
            Button("Hint") {}.keyboardShortcut("g")
            Button("Bigger Pieces") {}.keyboardShortcut(KeyEquivalent("+"), modifiers: EventModifiers(arrayLiteral: .command, .shift))
            Button("Solve") {}.keyboardShortcut(.defaultAction)
        }
    }
}

struct PuzzleApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Puzzle")
        }
        .commands {
            PuzzleCommands()
        }
    }
}
