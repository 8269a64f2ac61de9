import MenuModel
import Testing

@testable import menulint

/// `// menulint:disable:next RULE` and `// menulint:disable:this RULE` in Swift, end to end.
@Suite(.enabled(if: swiftcIsInstalled, "swiftc is not installed")) struct SuppressionCommentTests {
  /// A view controller whose Search Notes ⌘Space is reserved for Spotlight, with `comment`
  /// on the line before it and `trailing` at the end of its line.
  static func source(comment: String = "", trailing: String = "") -> String {
    """
    class EditorViewController: UIViewController {
      override var keyCommands: [UIKeyCommand]? {
        \(comment)
        [UIKeyCommand(title: "Search Notes", action: #selector(search), input: " ", modifierFlags: .command)]\(trailing)
      }
      @objc func search() {}
    }
    """
  }

  static func lint(_ source: String) -> Run {
    lintSwift(["Editor.swift": source], arguments: ["--layouts", "US", "--directions", "ltr"])
  }

  @Test func withoutACommentTheFindingIsReported() {
    #expect(
      Self.lint(Self.source()).stdout.contains(
        "Editor.swift:4:6: warning: 'Search Notes' uses ⌘Space"))
  }

  @Test(arguments: [
    ("// menulint:disable:next reserved-shortcut", ""),
    ("// menulint:disable:next responder-key-command, reserved-shortcut - on purpose", ""),
    ("", "  // menulint:disable:this reserved-shortcut"),
  ])
  func aCommentHidesTheFindingAtItsLine(comment: String, trailing: String) {
    let run = Self.lint(Self.source(comment: comment, trailing: trailing))
    #expect(!run.stdout.contains("[reserved-shortcut]"), "\(run.stdout)")
    #expect(!run.stdout.contains("[unused-suppression]"), "\(run.stdout)")
    #expect(run.status == 0)
  }

  @Test func aCommentInAStringHidesNothing() {
    let source = Self.source().replacing(
      #"title: "Search Notes""#,
      with:
        #"title: "Search Notes", discoverabilityTitle: "// menulint:disable:this reserved-shortcut""#
    )
    let run = Self.lint(source)
    #expect(run.stdout.contains("[reserved-shortcut]"), "\(run.stdout)")
  }

  @Test func anUnknownRuleIsAnError() {
    let run = Self.lint(Self.source(comment: "// menulint:disable:next reserved-shortcuts"))
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "Editor.swift:3:30: error: 'menulint:disable:next' names 'reserved-shortcuts', which is "
          + "not a rule; did you mean 'reserved-shortcut'? [invalid-definition]"), "\(run.stdout)")
    #expect(run.stdout.contains("[reserved-shortcut]"))
  }

  @Test func aCommentThatHidesNothingIsANote() {
    let run = Self.lint(Self.source(trailing: " // menulint:disable:this ambiguous-title"))
    #expect(
      run.stdout.contains(
        "Editor.swift:4:132: note: 'ambiguous-title' reports nothing at the line this comment "
          + "names; remove it from the comment [unused-suppression]"), "\(run.stdout)")
    #expect(run.status == 0)
  }

  /// The same comments apply whichever app target reads the file, and with a baseline.
  @Test func aBaselineRunKeepsTheCommentsEffect() {
    let run = lintSwift(
      ["Editor.swift": Self.source(comment: "// menulint:disable:next reserved-shortcut")],
      arguments: ["--layouts", "US", "--directions", "ltr", "--write-baseline", "b.json"])
    #expect(!run.stdout.contains("[reserved-shortcut]"), "\(run.stdout)")
  }
}
