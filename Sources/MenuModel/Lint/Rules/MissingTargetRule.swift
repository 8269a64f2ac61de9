/// `missing-target`: an operation names something that is not in the menu at that point.
enum MissingTargetRule {
  static let description = RuleDescription(
    id: .missingTarget,
    name: "Missing Target",
    summary: "An operation names a menu, action or command that does not exist at that point.",
    rationale: """
      UIKit silently ignores an operation whose target is missing, so a typo in a menu \
      identifier or an operation in the wrong order quietly drops part of the menu. The nearest \
      existing name is suggested. A remove of something an earlier operation already took out \
      of the menu — by itself, or with the menu it was in, such as one of Spelling's submenus \
      after Spelling — does nothing, harmlessly: it is a note that names the earlier operation.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          1️⃣{"remove": {"menu": "textStlye"}},
          2️⃣{"insertElements": [{"type": "command", "title": "Export", "action": "export:"}],
           "atEndOf": "com.example.tools"},
          {"insertChild": {"type": "menu", "title": "Tools", "id": "com.example.tools"}, "atEndOf": "root"},
          {"remove": {"menu": "spelling"}},
          3️⃣{"remove": {"menu": "spellingOptions"}}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"remove": {"menu": "textStyle"}},
          {"insertChild": {"type": "menu", "title": "Tools", "id": "com.example.tools"}, "atEndOf": "root"},
          {"insertElements": [{"type": "command", "title": "Export", "action": "export:"}],
           "atEndOf": "com.example.tools"}]}
        """#)
    ])
}

extension MissingTargetRule {
  /// The finding for an operation whose target is not in the menu, with the nearest name.
  static func diagnostic(
    _ target: ElementTarget, in operation: BuildOperation, of system: MenuSystem,
    suggesting: Bool
  ) -> Diagnostic {
    let suggestion =
      (suggesting ? self.suggestion(for: target, in: system.menu) : nil)
      .map { "; did you mean '\($0)'?" } ?? ""
    return Diagnostic(
      .missingTarget, RuleID.missingTarget.defaultSeverity,
      "'\(operation.verb)' names \(target), which does not exist at this point\(suggestion)",
      at: system.location(of: operation.source))
  }

  /// The note for a `remove` whose target an earlier operation already took out: UIKit does
  /// nothing, harmlessly.
  static func diagnostic(
    _ target: ElementTarget, in operation: BuildOperation, removedBy removal: Removal,
    of system: MenuSystem
  ) -> Diagnostic {
    let operations = system.definition.operations
    let earlier =
      operations.indices.contains(removal.operation) ? operations[removal.operation] : nil
    let how =
      removal.isItself
      ? "an earlier '\(earlier?.verb ?? "remove")' already removed it"
      : "it was already removed with \(removal.removedWith)"
        + (earlier.map { " by an earlier '\($0.verb)'" } ?? "")
    return Diagnostic(
      .missingTarget, .note,
      "'\(operation.verb)' names \(target), which is not in the menu at this point: \(how); "
        + "UIKit does nothing here",
      at: system.location(of: operation.source),
      notes: earlier.map { [Diagnostic.Note("removed here", at: system.location(of: $0.source))] }
        ?? [])
  }

  /// The nearest existing name to a missing target.
  static func suggestion(for target: ElementTarget, in menu: MenuBuilder) -> String? {
    switch target {
    case .menu(let identifier):
      return EditDistance.closest(
        to: identifier.description, amongUnordered: menu.menuIdentifiers.lazy.map(\.description))
    case .action(let identifier):
      return EditDistance.closest(to: identifier, amongUnordered: menu.actionIdentifiers)
    case .command(let identity):
      return EditDistance.closest(
        to: identity.action, amongUnordered: menu.commandIdentities.lazy.map(\.action))
    }
  }
}
