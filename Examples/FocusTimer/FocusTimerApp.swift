import SwiftUI

@main
struct FocusTimerApp: App {
  @State private var timer = FocusTimer()

  var body: some Scene {
    WindowGroup {
      TimerView(timer: timer)
        .focusedSceneValue(\.focusTimer, timer)
    }
    .commands {
      TimerCommands()
      CommandGroup(after: .sidebar) {
        Button("Show History") { timer.showsHistory.toggle() }
          .keyboardShortcut("y", modifiers: .command)
      }
    }
  }
}
