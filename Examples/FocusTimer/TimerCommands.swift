import SwiftUI

struct TimerCommands: Commands {
  @FocusedValue(\.focusTimer) private var timer

  var body: some Commands {
    CommandMenu("Timer") {
      Button("Start") { timer?.start() }
        .keyboardShortcut(.return, modifiers: .command)
      Button("Pause") { timer?.pause() }
        .keyboardShortcut(".", modifiers: .command)
      Button("Add Five Minutes") { timer?.extend(by: 5) }
        .keyboardShortcut("+", modifiers: .command)
      Button("Reset") { timer?.reset() }
        .keyboardShortcut("r", modifiers: [.command, .shift])
    }
  }
}

extension FocusedValues {
  @Entry var focusTimer: FocusTimer?
}
