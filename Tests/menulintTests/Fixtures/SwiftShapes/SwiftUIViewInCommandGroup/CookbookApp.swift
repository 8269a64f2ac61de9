// swift-format-ignore-file
// Fixture: SwiftUIViewInCommandGroup
// Seen in: Kiwix
// Idiom: `View` structs whose bodies are buttons with `.keyboardShortcut(…)`, placed
// inside `CommandGroup(replacing:)`; a button title is a generated-localization constant;
// `.disabled(…)` follows the shortcut; the view takes closures as arguments.
// menulint should read: "Back" (⌘[) and "Forward" (⌘]) in undoRedo; in the sidebar
// group: "Actual Size" (⌘0), zoom in (⌘+, title source `CookbookText.zoomIn`), zoom out
// (⌘-, title source `CookbookText.zoomOut`). 5 buttons.

import SwiftUI

@main
struct CookbookApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Cookbook")
        }
        .commands {
            CommandGroup(replacing: .undoRedo) {
                PageHistoryCommands(goBack: {}, goForward: {})
            }
            CommandGroup(after: .sidebar) {
                RecipeZoomCommands()
            }
        }
    }
}

struct PageHistoryCommands: View {
    let goBack: () -> Void
    let goForward: () -> Void
    @FocusedValue(\.canGoBack) var canGoBack: Bool?

    var body: some View {
        Button("Back") { goBack() }
            .keyboardShortcut("[")
            .disabled(canGoBack != true)
        Button("Forward") { goForward() }
            .keyboardShortcut("]")
    }
}

struct RecipeZoomCommands: View {
    @AppStorage("zoom") var zoom = 1.0

    var body: some View {
        Button("Actual Size") { zoom = 1 }
            .keyboardShortcut("0")
            .disabled(zoom == 1)
        Button(CookbookText.zoomIn) { zoom += 0.1 }
            .keyboardShortcut("+")
        Button(CookbookText.zoomOut) { zoom -= 0.1 }
            .keyboardShortcut("-")
    }
}

struct CanGoBackKey: FocusedValueKey {
    typealias Value = Bool
}

extension FocusedValues {
    var canGoBack: Bool? {
        get { self[CanGoBackKey.self] }
        set { self[CanGoBackKey.self] = newValue }
    }
}
