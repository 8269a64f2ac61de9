/// `duplicate-identifier`: an operation would repeat an identifier, and UIKit refuses it.
enum DuplicateIdentifierRule {
  static let description = RuleDescription(
    id: .duplicateIdentifier,
    name: "Duplicate Identifier",
    summary: """
      A menu or action identifier, or a command's action and property list, already exists; the \
      operation is refused.
      """,
    rationale: """
      UIMenuBuilder identifies menus and actions by identifier and commands by action selector \
      plus property list. An operation that would repeat one is refused as a whole ("Duplicates \
      existing" in the console), so none of its elements appear. Give each command a unique \
      action, or distinct propertyList values when several share one action.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "As Icons", "action": "changeViewMode:"},
          1️⃣{"type": "command", "title": "As List", "action": "changeViewMode:"}],
          "atEndOf": "view"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "As Icons", "action": "changeViewMode:", "propertyList": "icons"},
          {"type": "command", "title": "As List", "action": "changeViewMode:", "propertyList": "list"}],
          "atEndOf": "view"}]}
        """#)
    ])
}

extension DuplicateIdentifierRule {
  /// The finding for an element whose identifier or command identity is already in the menu.
  static func diagnostic(
    _ conflict: MenuConflict, in operation: BuildOperation, losing lost: Diagnostic.Note?,
    of system: MenuSystem
  ) -> Diagnostic {
    let (location, notes) = system.conflictPlace(conflict, in: operation, losing: lost)
    let advice =
      if case .commandIdentity = conflict.kind {
        "; give each command a unique action, or distinct propertyList values"
      } else {
        "; give each one a unique id"
      }
    return Diagnostic(
      .duplicateIdentifier, RuleID.duplicateIdentifier.defaultSeverity,
      conflict.description + advice, at: location, notes: notes)
  }
}
