// swift-format-ignore-file
// Fixture: SwiftUICommandsBuilderProperty (commands)
// menulint should read: Settings (⌘,) replacing appSettings; in newItem "New Sighting"
// (⌘N) and "New Window" (⇧N: `.shift` alone, no command key); two keyless buttons in a
// `Menu` inside textFormatting; a "Checklist" CommandMenu with ⌘R and ⇧H, ⇧S; a keyless
// help button. Titles are LocalizedStringKey literals (their keys). 9 buttons.

import SwiftUI

extension BirdLogApp {
    @CommandsBuilder
    var birdMenu: some Commands {
        CommandGroup(replacing: .appSettings) {
            Button("menu.settings") {
                isShowingSettings = true
            }
            .keyboardShortcut(",", modifiers: .command)
        }
        CommandGroup(replacing: .newItem) {
            Button("menu.new-sighting") {}
                .keyboardShortcut("n", modifiers: .command)
            Button("menu.new-window") {}
                .keyboardShortcut("n", modifiers: .shift)
        }
        CommandGroup(replacing: .textFormatting) {
            Menu("menu.text-size") {
                Button("menu.text-size.larger") {}
                Button("menu.text-size.smaller") {}
            }
        }
        CommandMenu("menu.checklist") {
            Button("checklist.refresh") {}
                .keyboardShortcut("r", modifiers: .command)
            Button("checklist.hide-seen") {}
                .keyboardShortcut("h", modifiers: .shift)
            Button("checklist.show-rare") {}
                .keyboardShortcut("s", modifiers: .shift)
        }
        CommandGroup(replacing: .help) {
            Button("menu.help.field-guide") {}
        }
    }
}
