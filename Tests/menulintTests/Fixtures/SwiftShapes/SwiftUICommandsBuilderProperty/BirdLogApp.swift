// swift-format-ignore-file
// Fixture: SwiftUICommandsBuilderProperty (scene)
// Seen in: Ice Cubes
// Idiom: the scene's `.commands { }` names only a `@CommandsBuilder` property defined in
// another file (this file mentions no menu API by name).
// menulint should read: the commands of `birdMenu` (BirdLogApp+Menu.swift) as this
// scene's commands. The keyword filter must not skip this file.

import SwiftUI

@main
struct BirdLogApp: App {
    @State var isShowingSettings = false

    var body: some Scene {
        WindowGroup {
            Text("Bird Log")
        }
        .commands {
            birdMenu
        }
    }
}
