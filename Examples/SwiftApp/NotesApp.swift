import SwiftUI

struct NotesCommands: Commands {
  var body: some Commands {
    CommandMenu("Format") {
      Button("Bold") { toggleBold() }.keyboardShortcut("b")
      Button("Checklist") { insertChecklist() }.keyboardShortcut("l", modifiers: [.command, .shift])
    }
  }
}

struct NotesWindow: Scene {
  var body: some Scene {
    WindowGroup { NotesList() }
      .commands {
        CommandGroup(after: .newItem) {
          Button("New Folder") { newFolder() }.keyboardShortcut("n", modifiers: [.command, .shift])
        }
        #if DEBUG
          CommandMenu("Debug") {
            Button("Dump State") { dump() }.keyboardShortcut("d", modifiers: [.command, .option])
          }
        #endif
      }
  }
}
