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

extension RefusedOperationNoteTests {
  /// A large refused operation's note is the whole list abbreviated, as when it was joined.
  @Test func aLargeOperationsNoteIsTheAbbreviatedList() throws {
    // Titles of one to four bytes a scalar, untitled commands named by their identity,
    // property lists of each kind, actions written raw and escaped, and actions; 'Copy Twice'
    // at the end repeats copy:. Most are left out of the note, where only their lengths count.
    var elements: [String] = []
    var names: [String] = []
    for number in 0..<300 {
      switch number % 7 {
      case 5:
        elements.append(
          #"{"type": "command", "title": "", "action": "caf\u00e9\#(number):", "#
            + #""propertyList": {"k": [1, "na\u00efve"], "b": true}}"#)
        let identity = CommandIdentity(
          action: "café\(number):",
          propertyList: .dictionary([
            "k": .array([.number(1), .string("naïve")]), "b": .bool(true),
          ]))
        names.append(identity.description)
      case 6:
        elements.append(
          #"{"type": "command", "title": "Tab\t\#(number)", "action": "né\#(number):", "#
            + #""propertyList": "x\"y"}"#)
        let identity = CommandIdentity(action: "né\(number):", propertyList: .string("x\"y"))
        names.append("'Tab\t\(number)' (\(identity))")
      case 0:
        elements.append(
          #"{"type": "command", "title": "Größe \#(number) 😀", "action": "a\#(number):"}"#)
        names.append("'Größe \(number) 😀' (a\(number):)")
      case 1:
        elements.append(#"{"type": "command", "title": "", "action": "b\#(number):"}"#)
        names.append("b\(number):")
      case 2:
        elements.append(
          #"{"type": "command", "title": "€ \#(number)", "action": "sort:", "propertyList": \#(number)}"#
        )
        let identity = CommandIdentity(action: "sort:", propertyList: .number(Double(number)))
        names.append("'€ \(number)' (\(identity))")
      case 3:
        elements.append(#"{"type": "action", "title": "Refresh \#(number)", "id": "r\#(number)"}"#)
        names.append("action 'Refresh \(number)'")
      default:
        elements.append(
          #"{"type": "command", "title": "Plain \#(number)", "action": "p\#(number):"}"#)
        names.append("'Plain \(number)' (p\(number):)")
      }
    }
    elements.append(#"{"type": "command", "title": "Copy Twice", "action": "copy:"}"#)
    names.append("'Copy Twice' (copy:)")
    let json = """
      {"formatVersion": 1, "app": "A", "platforms": ["iPadOS"], "osVersions": ["18"],
       "build": [{"insertElements": [{"type": "menu", "title": "More", "children": [
         \(elements.joined(separator: ",\n"))]}], "atEndOf": "edit"}]}
      """
    let expected = Diagnostic.Note(
      "the menu loses all \(names.count) commands of the operation: "
        + names.joined(separator: ", ")
    ).message
    #expect(expected.contains("bytes]…"))
    let diagnostics = Linter().lint(Array(json.utf8), file: "f.menu.json")
    let notes = diagnostics.flatMap(\.notes).map(\.message)
    #expect(notes.contains(expected), "\(notes)")
  }
}

extension RefusedOperationNoteTests {
  /// A remove of one of Spelling's submenus after Spelling's own remove does nothing,
  /// harmlessly: a note naming the earlier operation, where a target that never existed stays
  /// an error.
  @Test func aRemoveOfWhatIsGoneIsANoteNamingTheEarlierOperation() throws {
    let json = """
      {"formatVersion": 1, "platforms": ["iPadOS"], "build": [
        {"remove": {"menu": "spelling"}},
        {"replaceChildren": "edit", "with": []},
        {"remove": {"menu": "spellingOptions"}},
        {"remove": {"menu": "spelling"}},
        {"remove": {"menu": "find"}},
        {"remove": {"menu": "spellingOption"}}]}
      """
    let diagnostics = Linter().lint(Array(json.utf8), file: "f.menu.json")
    let found = diagnostics.map {
      "\($0.location?.line ?? 0) \($0.severity): \($0.message) | "
        + $0.notes.map { "\($0.message) \($0.location?.line ?? 0)" }.joined(separator: "; ")
    }
    #expect(
      found == [
        "4 note: 'remove' names menu 'spellingOptions', which is not in the menu at this point: "
          + "it was already removed with menu 'Spelling and Grammar' by an earlier 'remove'; "
          + "UIKit does nothing here | removed here 2",
        "5 note: 'remove' names menu 'spelling', which is not in the menu at this point: an "
          + "earlier 'remove' already removed it; UIKit does nothing here | removed here 2",
        "6 note: 'remove' names menu 'find', which is not in the menu at this point: an "
          + "earlier 'replaceChildren' already removed it; UIKit does nothing here | removed here 3",
        "7 error: 'remove' names menu 'spellingOption', which does not exist at this point | ",
      ], "\(found)")
    #expect(diagnostics.allSatisfy { $0.ruleID == .missingTarget })
  }
}

extension RefusedOperationNoteTests {
  static func found(_ json: String) -> [String] {
    Linter().lint(Array(json.utf8), file: "f.menu.json").map {
      "\($0.location?.line ?? 0) \($0.severity) \($0.ruleID.rawValue): \($0.message) | "
        + $0.notes.map { "\($0.message) \($0.location?.line ?? 0)" }.joined(separator: "; ")
    }
  }

  /// A remove of a system menu this menu lacks is a note.
  ///
  /// Code that removes a system menu everywhere (`builder.remove(menu: .document)`) meets a
  /// menu that lacks it on some platform or version: UIKit does nothing. An app menu that never
  /// existed, or an insertion into an absent system menu, stays an error.
  @Test func aRemoveOfASystemMenuThisMenuLacksIsANote() {
    let found = Self.found(
      """
      {"formatVersion": 1, "platforms": ["iPadOS"], "osVersions": [18], "build": [
        {"remove": {"menu": "document"}},
        {"remove": {"menu": "com.example.tools"}},
        {"insertElements": [{"type": "command", "title": "Go", "action": "go:"}], "atEndOf": "document"}]}
      """)
    #expect(
      found == [
        "2 note missing-target: 'remove' names the system menu 'document', which the iPadOS 18 "
          + "menu does not have; UIKit does nothing here | ",
        "3 error missing-target: 'remove' names menu 'com.example.tools', which does not exist at "
          + "this point | ",
        "4 error missing-target: 'insertElements' names menu 'document', which does not exist at "
          + "this point | ",
      ], "\(found)")
  }

  /// `if builder.menu(for: id) == nil { insert } else { replace }` run twice: when UIKit
  /// refuses the insert, the replace that follows is its consequence, a note pointing at it.
  @Test func anOperationOnAMenuARefusedInsertWouldHaveMadeIsANote() {
    let found = Self.found(
      """
      {"formatVersion": 1, "platforms": ["iPadOS"], "osVersions": [18], "build": [
        {"insertChild": {"type": "menu", "title": "", "id": "com.example.view", "children": [
          {"type": "command", "title": "Reload", "action": "reload:", "shortcut": "cmd+f"}]},
         "atStartOf": "view"},
        {"replace": {"menu": "com.example.view"}, "with": {"type": "menu", "title": "", "id": "com.example.view"}}]}
      """)
    #expect(found.count == 2, "\(found)")
    #expect(found.first?.hasPrefix("3 error duplicate-shortcut:") == true, "\(found)")
    #expect(
      found.last?.hasPrefix(
        "5 note missing-target: 'replace' names menu 'com.example.view', which is not in the "
          + "menu because UIKit refused the earlier 'insertChild' that inserts it; UIKit does "
          + "nothing here | refused here 2") == true, "\(found)")
  }

  /// An operation refused for several clashes says once what the menu loses: under the first
  /// finding reported, not under each.
  @Test func theLostCommandsNoteIsOncePerRefusedOperation() throws {
    let json = """
      {"formatVersion": 1, "platforms": ["iPadOS"], "osVersions": [18],
       "build": [{"insertElements": [
         {"type": "command", "title": "Get Info", "action": "getInfo:", "shortcut": "cmd+i"},
         {"type": "command", "title": "Copy Twice", "action": "copy:"},
         {"type": "command", "title": "Bolder", "action": "bolder:", "shortcut": "cmd+b"}],
        "atEndOf": "edit"}]}
      """
    let diagnostics = Linter().lint(Array(json.utf8), file: "f.menu.json")
    let refused = diagnostics.filter {
      $0.ruleID == .duplicateShortcut || $0.ruleID == .duplicateIdentifier
    }
    #expect(refused.count == 3, "\(diagnostics.map(\.message))")
    let withNote = refused.filter { finding in
      finding.notes.contains { $0.message.hasPrefix("the menu loses all 3 commands") }
    }
    #expect(withNote.count == 1)
    #expect(withNote.first == refused.min())
  }
}
