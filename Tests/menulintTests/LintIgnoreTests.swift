import MenuModel
import Testing

@testable import menulint

/// `lintIgnore` on elements, end to end (DESIGN §3).
@Suite struct LintIgnoreTests {
  /// The Tools menu with `menuIgnore` and its ⌘I command with `commandIgnore`.
  static func menu(menuIgnore: String = "", commandIgnore: String = "") -> String {
    """
    {"formatVersion": 1, "platforms": ["iPadOS"],
     "build": [
      {"insertChild": {"type": "menu", "title": "Tools", "id": "com.example.tools"\(menuIgnore),
        "children": [
        {"type": "command", "title": "Get Info", "action": "getInfo:", "shortcut": "cmd+i"\(commandIgnore)},
        {"type": "command", "title": "Zoom", "action": "zoomTools:", "colour": "red"}]},
       "atEndOf": "root"}]}
    """
  }

  static func lint(_ text: String) -> Run {
    Run.memory(["lint", "a.menu.json"], files: ["a.menu.json": text])
  }

  @Test func withoutLintIgnoreBothFindingsAreReported() {
    let run = Self.lint(Self.menu())
    #expect(run.stdout.contains("[duplicate-shortcut]"))
    #expect(run.stdout.contains("[unknown-field]"))
  }

  @Test func anElementHidesItsOwnFindingsOfTheNamedRules() {
    let run = Self.lint(Self.menu(commandIgnore: #", "lintIgnore": ["duplicate-shortcut"]"#))
    #expect(!run.stdout.contains("[duplicate-shortcut]"))
    #expect(run.stdout.contains("[unknown-field]"))
    #expect(run.status == 0)
  }

  @Test func aMenuHidesItsChildrensFindings() {
    let run = Self.lint(
      Self.menu(menuIgnore: #", "lintIgnore": ["unknown-field", "duplicate-shortcut"]"#))
    #expect(run.stdout == "No problems found in 1 file.\n")
  }

  @Test func anIdThatIsNotARuleIsAnInvalidDefinition() {
    let run = Self.lint(Self.menu(commandIgnore: #", "lintIgnore": ["duplicate-shortcuts"]"#))
    #expect(
      run.stdout.contains(
        "error: 'lintIgnore' names 'duplicate-shortcuts', which is not a rule; did you mean "
          + "'duplicate-shortcut'? [invalid-definition]"))
    #expect(run.status == 1)
    let notArray = Self.lint(Self.menu(menuIgnore: #", "lintIgnore": "unknown-field""#))
    #expect(notArray.stdout.contains("'lintIgnore' must be an array of rule ids, found a string"))
  }

  @Test func theMenuSchemaDescribesLintIgnore() {
    #expect(Run.memory(["schema", "menu"]).stdout.contains("\"lintIgnore\""))
  }
}
