import MenuModel
import Testing

/// A refused operation's finding names every command the menu loses, each as messages name it.
@Suite struct RefusedOperationNoteTests {
  @Test func theLostCommandsNoteNamesEveryElementOfTheOperation() throws {
    // 'Copy Twice' repeats the system's copy:, so UIKit refuses the whole operation, with the
    // nested untitled command and the action.
    let json = """
      {"formatVersion": 1, "app": "A", "platforms": ["iPadOS"], "osVersions": ["18"],
       "build": [{"insertElements": [
         {"type": "command", "title": "Copy Twice", "action": "copy:"},
         {"type": "menu", "title": "More", "children": [
           {"type": "command", "title": "", "action": "sortBy:", "propertyList": "name"},
           {"type": "action", "title": "Refresh", "id": "refresh"}]}],
        "atEndOf": "edit"}]}
      """
    let diagnostics = Linter().lint(Array(json.utf8), file: "f.menu.json")
    let sortByName = CommandIdentity(action: "sortBy:", propertyList: .string("name"))
    let expected =
      "the menu loses all 3 commands of the operation: 'Copy Twice' (copy:), \(sortByName), "
      + "action 'Refresh'"
    let notes = diagnostics.flatMap(\.notes).map(\.message)
    #expect(notes.contains(expected), "\(notes)")
  }
}
