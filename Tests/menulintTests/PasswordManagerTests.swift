import Testing

@testable import menulint

/// A password manager's main menu, as KeePassium builds it.
///
/// From `MainCoordinator+mainMenu.swift` and `UIKeyCommand+hotkeys.swift` (`Docs/KeyMatching.md`):
/// it removes Edit's Spelling and then,
/// harmlessly, Spelling's own submenus; it empties the Edit menu, standard Copy included; and
/// it puts "Copy Password" on input `"C"` with ⌘ into Edit, which on macOS took ⌘C from the
/// Notes field (KeePassium #426). Its engineers meant ⌘U and ⇧⌘U with `"U"` with ⌘ and with ⇧⌘.
@Suite struct PasswordManagerTests {
  static let menu = #"""
    {"formatVersion": 1, "app": "Passwords", "osVersions": [18], "build": [
      {"remove": {"menu": "file"}},
      {"remove": {"menu": "help"}},
      {"remove": {"menu": "format"}},
      {"remove": {"menu": "spelling"}},
      {"remove": {"menu": "spellingOptions"}},
      {"remove": {"menu": "spellingPanel"}},
      {"remove": {"menu": "substitutions"}},
      {"remove": {"menu": "substitutionOptions"}},
      {"remove": {"menu": "transformations"}},
      {"remove": {"menu": "speech"}},
      {"replaceChildren": "edit", "with": []},
      {"insertChild": {"type": "menu", "title": "Copy", "id": "com.example.passwords.copy",
        "options": ["displayInline"], "children": [
        {"type": "command", "title": "Copy User Name", "action": "copyUserName:", "shortcut": "cmd+B"},
        {"type": "command", "title": "Copy Password", "action": "copyPassword:", "shortcut": "cmd+C"},
        {"type": "command", "title": "Copy URL", "action": "copyURL:", "shortcut": "cmd+U"},
        {"type": "command", "title": "Open URL", "action": "openURL:", "shortcut": "shift+cmd+U"}]},
       "atEndOf": "edit"}]}
    """#

  static let responders = #"""
    {"formatVersion": 1, "responders": [
      {"id": "app", "kind": "application", "next": "coordinator"},
      {"id": "coordinator", "kind": "appDelegate",
       "actions": ["copyUserName:", "copyPassword:", "copyURL:", "openURL:"]},
      {"id": "window", "kind": "window", "next": "app"},
      {"id": "entryViewer", "kind": "viewController", "next": "window"},
      {"id": "notes", "kind": "view", "next": "entryViewer",
       "actions": ["copy:", "paste:", "cut:", "selectAll:"]}],
     "scenarios": {
       "viewingEntry": {"firstResponder": "entryViewer"},
       "selectingNotes": {"firstResponder": "notes", "textInputActive": true}}}
    """#

  static let lint = [
    "lint", "passwords.menu.json", "--responders", "passwords.responders.json", "--layouts", "US",
    "--directions", "ltr",
  ]

  static func run() -> Run {
    Run.memory(
      Self.lint,
      files: ["passwords.menu.json": Self.menu, "passwords.responders.json": Self.responders])
  }

  /// ⌘C in the Notes field performs copyPassword:, not copy:: a warning that names copy:, with
  /// the spelling advice, on both platforms (iPadOS's matcher presses "C" with ⌘ as ⌘C, and so
  /// did KeePassium's menu command on macOS).
  @Test func copyPasswordTakesCommandCFromTheNotesField() {
    let run = Self.run()
    let warning = """
      passwords.menu.json:16:5: warning: 'Copy Password' can take ⌘C from text fields in the \
      scenario 'selectingNotes': the main menu no longer has a command for copy: on ⌘C, so ⌘C \
      in a text field performs copyPassword: instead of copy:. Keep the standard command for \
      copy: on ⌘C, or choose another key [system-behavior-conflict]
        note: UIKit may match "C" with ⌘ as ⌘C or as ⇧⌘C; write "c" with ⌘, or "C" with ⇧⌘, to \
      say which you mean

      """
    #expect(run.stdout.contains(warning), "\(run.stdout)")
    // Once on each platform: not a line says where it holds.
    #expect(run.stdout.components(separatedBy: "[system-behavior-conflict]").count == 2)
  }

  /// Removing Spelling's submenus after Spelling is harmless: notes, not errors; lint passes.
  @Test func removingSpellingsSubmenusAfterSpellingIsANote() {
    let run = Self.run()
    #expect(run.status == 0, "\(run.stdout)")
    for menu in ["spellingOptions", "spellingPanel", "substitutionOptions"] {
      #expect(
        run.stdout.contains(
          "note: 'remove' names menu '\(menu)', which is not in the menu at this point: it was "
            + "already removed with menu"), "\(menu)")
    }
    #expect(!run.stdout.contains("error:"))
  }

  /// "U" with ⌘ and "U" with ⇧⌘ are ⌘U and ⇧⌘U, as the engineers meant: no collision on
  /// iPadOS; on Mac Catalyst the menu item may read Copy URL as ⇧⌘U too, a warning.
  @Test func copyURLAndOpenURLAreTwoKeystrokesOnIPadOS() {
    let run = Self.run()
    #expect(
      run.stdout.contains(
        "warning: 'Open URL' (shift+cmd+U) and 'Copy URL' (cmd+U) may be the same keystroke"),
      "\(run.stdout)")
    #expect(run.stdout.contains("  note: only on macCatalyst\n"))
    #expect(!run.stdout.contains("error: 'Open URL'"))
  }

  /// Without the text-editing scenario the warning still holds, without responders too: the
  /// Edit menu's Copy is gone wherever Copy Password can be performed.
  @Test func withoutRespondersTheWarningStands() {
    let run = Run.memory(
      ["lint", "passwords.menu.json", "--layouts", "US", "--directions", "ltr"],
      files: ["passwords.menu.json": Self.menu])
    #expect(
      run.stdout.contains(
        "warning: 'Copy Password' can take ⌘C from text fields: the main menu no longer has a "
          + "command for copy: on ⌘C"), "\(run.stdout)")
  }

  /// An app's own copy: command on ⌘C, or a standard Copy left in place, is no conflict; a
  /// responder key command with priority on ⌘A is one wherever text is edited.
  @Test func onlyWhatReallyTakesTheKeyIsReported() {
    let ownCopy = Self.menu.replacing(
      #"{"replaceChildren": "edit", "with": []},"#,
      with:
        #"{"replaceChildren": "edit", "with": [{"type": "command", "title": "Copy", "action": "copy:", "shortcut": "cmd+c"}]},"#
    ).replacing(#""shortcut": "cmd+C"}"#, with: #""shortcut": "ctrl+cmd+c"}"#)
    let kept = Run.memory(
      Self.lint,
      files: ["passwords.menu.json": ownCopy, "passwords.responders.json": Self.responders])
    #expect(!kept.stdout.contains("[system-behavior-conflict]"), "\(kept.stdout)")
    let selectRow = Self.responders.replacing(
      #"{"id": "entryViewer", "kind": "viewController", "next": "window"}"#,
      with: #"{"id": "entryViewer", "kind": "viewController", "next": "window", "#
        + #""actions": ["selectRows:"], "keyCommands": [{"type": "command", "#
        + #""action": "selectRows:", "shortcut": "cmd+a", "wantsPriorityOverSystemBehavior": true}]}"#
    )
    let priority = Run.memory(
      Self.lint,
      files: ["passwords.menu.json": ownCopy, "passwords.responders.json": selectRow])
    #expect(
      priority.stdout.contains(
        "warning: 'selectRows:' can take ⌘A from text fields in the scenario 'selectingNotes': it "
          + "wants priority over system behavior, so ⌘A in a text field performs selectRows: "
          + "instead of selectAll:"), "\(priority.stdout)")
  }
}
