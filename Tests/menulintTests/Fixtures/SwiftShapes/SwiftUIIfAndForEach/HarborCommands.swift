// swift-format-ignore-file
// Fixture: SwiftUIIfAndForEach
// Seen in: Home Assistant, Kiwix
// Idiom: `if` inside a command group, `ForEach` over a literal array with `enumerated()`,
// and a `ForEach` over run-time data (unknowable: no commands from it).
// menulint should read: "Check for Updates" (keyless, under `TideFeatures.updatesEnabled`),
// "Day" ⌥⌘1, "Week" ⌥⌘2, "Month" ⌥⌘3 from the literal ForEach, and nothing from the
// ForEach over `harbors` (a run-time list: a note, not a guess). 4 buttons.

import SwiftUI

struct HarborCommands: Commands {
    var harbors: [String]

    var body: some Commands {
        CommandGroup(after: .appInfo) {
            if TideFeatures.updatesEnabled {
                Button("Check for Updates") {}
            }
        }
        CommandMenu("Tides") {
            ForEach(Array(["Day", "Week", "Month"].enumerated()), id: \.offset) { index, span in
                Button(span) {}
                    .keyboardShortcut(KeyEquivalent(Character("\(index + 1)")), modifiers: [.command, .option])
            }
            Divider()
            ForEach(harbors, id: \.self) { harbor in
                Button(harbor) {}
            }
        }
    }
}

struct HarborApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Harbor")
        }
        .commands {
            HarborCommands(harbors: [])
        }
    }
}
