/// `unused-suppression`: a `menulint:disable` comment in Swift that hides nothing.
enum UnusedSuppressionRule {
  static let description = RuleDescription(
    id: .unusedSuppression,
    name: "Unused Suppression",
    summary: "A menulint:disable comment in Swift names a rule that reports nothing at its line.",
    rationale: """
      In Swift source, '// menulint:disable:next RULE' hides the findings of RULE reported at \
      the next line, and '// menulint:disable:this RULE' those at its own line (several rules \
      may follow, separated by spaces or commas; a '-' ends the list and may be followed by a \
      reason). A comment that hides nothing was written for a finding that is gone, or sits \
      on the wrong line: a finding is reported at the line where its command or menu starts. \
      Remove the comment, or move it. A name that is not a rule is reported as \
      invalid-definition, as in a definition's lintIgnore.
      """,
    triggeringExamples: [
      .swift(
        """
        class EditorViewController: UIViewController {
          override var keyCommands: [UIKeyCommand]? {
            // menulint:disable:next 1️⃣reserved-shortcut
            [UIKeyCommand(title: "Bold", action: #selector(bold), input: "b", modifierFlags: .command)]
          }
          @objc func bold() {}
        }
        """)
    ],
    nonTriggeringExamples: [
      .swift(
        """
        class EditorViewController: UIViewController {
          override var keyCommands: [UIKeyCommand]? {
            // menulint:disable:next reserved-shortcut - the app replaces Spotlight on purpose
            [UIKeyCommand(title: "Search Notes", action: #selector(search), input: " ", modifierFlags: .command)]
          }
          @objc func search() {}
        }
        """)
    ])

  /// The note for a rule a directive names at `location` that hides nothing.
  static func diagnostic(_ rule: RuleID, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .unusedSuppression, .note,
      "'\(rule)' reports nothing at the line this comment names; remove it from the comment",
      at: location)
  }
}
