import MenuModel
import TestSupport
import Testing

/// How findings read a shortcut written as an uppercase letter without Shift.
///
/// See `Docs/KeyMatching.md`: UIKit's matcher presses `"Q"` with ⌘ as ⌘Q, surely on iPadOS and for Mac Catalyst's menu
/// commands; a Mac Catalyst menu command may also be pressed as ⇧⌘Q, and a Mac Catalyst
/// responder key command's reading is unconfirmed. What holds only through an unsure reading is
/// one severity lower; every finding about such a shortcut carries the spelling advice.
@Suite struct KeyMatchingTests {
  static let menu = """
    {"formatVersion": 1, "build": [{"insertElements": [
      {"type": "command", "title": "Quick Look", "action": "quickLook:", "shortcut": "cmd+Q"},
      {"type": "command", "title": "Copy Link", "action": "copyLink:", "shortcut": "cmd+C"}],
      "atEndOf": "file"}]}
    """

  static let responders = """
    {"formatVersion": 1, "responders": [
      {"id": "app", "kind": "application", "actions": ["quickLook:", "copyLink:"]},
      {"id": "list", "kind": "viewController", "next": "app", "actions": ["copyRow:", "copyRowText:"],
       "keyCommands": [
         {"type": "command", "title": "Copy Row", "action": "copyRow:", "shortcut": "cmd+R"},
         {"type": "command", "title": "Copy Row Text", "action": "copyRowText:", "shortcut": "cmd+r"},
         {"type": "command", "title": "Copy Path", "action": "copyRow:", "shortcut": "shift+cmd+c"}]}],
     "scenarios": {"listing": {"firstResponder": "list"}}}
    """

  static func findings() throws -> [String] {
    var options = LintOptions(
      osVersions: [.v18], layouts: [.us], directions: [.ltr])
    let responders = Linter().lintResponders(Array(Self.responders.utf8), file: "r.json")
    options.responders = try #require(responders.definition)
    return Linter(options: options).lint(Array(Self.menu.utf8), file: "m.json")
      .filter { $0.ruleID != .responderKeyCommand }
      .map { diagnostic in
        let platforms = diagnostic.platforms.map(\.rawValue).joined(separator: ",")
        let advice = diagnostic.notes.contains { $0.message.hasPrefix("UIKit may match") }
        return "\(diagnostic.ruleID) \(diagnostic.severity) [\(platforms)]"
          + "\(advice ? " advice" : ""): \(diagnostic.message)"
      }
  }

  @Test func eachPlatformAndPathReadsTheUppercaseLetterAsTheSourcesSay() throws {
    let found = try Self.findings()
    #expect(
      found == [
        // ⌘Q, surely, on Mac Catalyst, where Quit is a menu command; ⇧⌘Q perhaps.
        "keystroke-collision error [macCatalyst] advice: 'Quick Look' (cmd+Q) and 'Quit App' "
          + "(cmd+q) are the same keystroke; the user cannot tell them apart",
        "reserved-shortcut note [macCatalyst] advice: 'Quick Look' may use ⇧⌘Q, which the "
          + "system reserves for logging out",
        // ⌘C, surely, on both platforms: the Edit menu's Copy.
        "keystroke-collision error [iPadOS,macCatalyst] advice: 'Copy Link' (cmd+C) and 'Copy' "
          + "(cmd+c) are the same keystroke; the user cannot tell them apart",
        // A responder's case variants: sure on iPadOS, unconfirmed on Mac Catalyst.
        "keystroke-collision error [iPadOS] advice: 'Copy Row Text' (cmd+r) and 'Copy Row' "
          + "(cmd+R) are the same keystroke; the user cannot tell them apart",
        "keystroke-collision warning [macCatalyst] advice: 'Copy Row Text' (cmd+r) and 'Copy "
          + "Row' (cmd+R) may be the same keystroke; the user cannot tell them apart",
        // ⇧⌘C is only the menu command's shifted reading, on Mac Catalyst.
        "shadowed-shortcut note [macCatalyst] advice: 'Copy Path' (⇧⌘C), a key command of "
          + "responder 'list', may shadow 'Copy Link' (copyLink:), a main-menu command: while "
          + "'list' can perform copyRow:, ⇧⌘C never reaches the other",
      ], "\(found)")
  }

  @Test func theAdviceIsRightUnderEitherReading() throws {
    let shortcut = try KeyCombination(parsing: "cmd+C")
    #expect(
      KeyMatching.note(for: shortcut)
        == #"UIKit may match "C" with ⌘ as ⌘C or as ⇧⌘C; write "c" with ⌘, or "C" with ⇧⌘, "#
        + "to say which you mean")
    // Either spelling it suggests is read one way on every platform and path.
    for written in ["cmd+c", "shift+cmd+C"] {
      #expect(try !KeyCombination(parsing: written).isCaseAmbiguous, "\(written)")
    }
    #expect(
      try KeyMatching.note(for: KeyCombination(parsing: "A"))
        == #"UIKit may match "A" with no modifier as A or as ⇧A; write "a" with no modifier, "#
        + #"or "A" with ⇧, to say which you mean"#)
  }

  /// What the table says of each platform and path.
  @Test func readingsPerPlatformAndPath() {
    #expect(KeyMatching.confirmsUnshiftedReading(on: .iPadOS, isMenuCommand: true))
    #expect(KeyMatching.confirmsUnshiftedReading(on: .iPadOS, isMenuCommand: false))
    #expect(KeyMatching.confirmsUnshiftedReading(on: .macCatalyst, isMenuCommand: true))
    #expect(!KeyMatching.confirmsUnshiftedReading(on: .macCatalyst, isMenuCommand: false))
    #expect(!KeyMatching.mayMatchShifted(on: .iPadOS, isMenuCommand: true))
    #expect(KeyMatching.mayMatchShifted(on: .macCatalyst, isMenuCommand: true))
    #expect(!KeyMatching.mayMatchShifted(on: .macCatalyst, isMenuCommand: false))
  }
}
