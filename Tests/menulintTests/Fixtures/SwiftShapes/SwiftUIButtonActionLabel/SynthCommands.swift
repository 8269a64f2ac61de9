// swift-format-ignore-file
// Fixture: SwiftUIButtonActionLabel
// Seen in: UTM
// Idiom: a `Commands` struct with a `@CommandsBuilder` body; `Button(action: { … }, label:
// { Text("…") })`; `.keyboardShortcut(KeyEquivalent("n"))`; groups under `#if !FLAG` and
// `#if FLAG`; SwiftUI's own `SidebarCommands()` (not app commands).
// Read with `--define PRO_EDITION` (expected.json "defines").
// menulint should read: "New Patch…" and "Open Patch…" (⌘N, ⌘O; `!CLOUD_ONLY` holds since
// CLOUD_ONLY is not defined), "Export Stems" (⌥⌘E, defined PRO_EDITION), and the help
// buttons "Sound Library" (⌃⌘1) and "Manual" (⌃⌘2). 5 buttons.

import SwiftUI

struct SynthCommands: Commands {
    @Environment(\.openURL) private var openURL

    @CommandsBuilder
    var body: some Commands {
        #if !CLOUD_ONLY
        CommandGroup(replacing: .newItem) {
            Button(action: { NotificationCenter.default.post(name: .newPatch, object: nil) }, label: {
                Text("New Patch…")
            }).keyboardShortcut(KeyEquivalent("n"))
            Button(action: { NotificationCenter.default.post(name: .openPatch, object: nil) }, label: {
                Text("Open Patch…")
            }).keyboardShortcut(KeyEquivalent("o"))
        }
        #endif
        #if PRO_EDITION
        CommandGroup(after: .saveItem) {
            Button(action: {}, label: { Text("Export Stems") })
                .keyboardShortcut(KeyEquivalent("e"), modifiers: [.command, .option])
        }
        #endif
        SidebarCommands()
        CommandGroup(replacing: .help) {
            Button(action: { open("https://example.com/library") }, label: {
                Text("Sound Library")
            }).keyboardShortcut(KeyEquivalent("1"), modifiers: [.command, .control])
            Button(action: { open("https://example.com/manual") }, label: {
                Text("Manual")
            }).keyboardShortcut(KeyEquivalent("2"), modifiers: [.command, .control])
        }
    }

    private func open(_ link: String) {
        openURL(URL(string: link)!)
    }
}

extension Notification.Name {
    static let newPatch = Notification.Name("NewPatch")
    static let openPatch = Notification.Name("OpenPatch")
}

struct SynthApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Synth")
        }.commands {
            SynthCommands()
        }
    }
}
