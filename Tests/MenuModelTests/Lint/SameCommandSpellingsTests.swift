import MenuModel
import Testing

/// Two spellings of one key for one command are no collision.
///
/// A browser that registers Next Tab twice — `"}"` with ⌘ and `"]"` with ⇧⌘, one key on a US
/// keyboard — does the same thing whichever the user presses. Two different commands on that
/// key still clash.
@Suite struct SameCommandSpellingsTests {
  static func collisions(_ keyCommands: String) throws -> [String] {
    let responders = """
      {"formatVersion": 1, "responders": [
        {"id": "browser", "kind": "viewController", "actions": ["nextTab:", "zoomIn:"],
         "keyCommands": [\(keyCommands)]}],
       "scenarios": {"reading": {"firstResponder": "browser"}}}
      """
    var options = LintOptions(osVersions: [.v18], layouts: [.us], directions: [.ltr])
    options.responders = try #require(
      Linter().lintResponders(Array(responders.utf8), file: "r.json").definition)
    return Linter(options: options).lint(
      Array(#"{"formatVersion": 1, "platforms": ["iPadOS"], "build": []}"#.utf8), file: "m.json"
    )
    .filter { $0.ruleID == .keystrokeCollision }.map(\.message)
  }

  @Test func twoSpellingsOfOneKeyForOneCommandAreNoCollision() throws {
    let found = try Self.collisions(
      """
      {"type": "command", "title": "Next Tab", "action": "nextTab:", "shortcut": "cmd+}"},
      {"type": "command", "title": "Next Tab", "action": "nextTab:", "shortcut": "shift+cmd+]"}
      """)
    #expect(found.isEmpty, "\(found)")
  }

  @Test func twoCommandsOnOneKeyStillCollide() throws {
    let found = try Self.collisions(
      """
      {"type": "command", "title": "Next Tab", "action": "nextTab:", "shortcut": "cmd+}"},
      {"type": "command", "title": "Zoom In", "action": "zoomIn:", "shortcut": "shift+cmd+]"}
      """)
    #expect(found.count == 1, "\(found)")
  }
}
