/// `unresolved-swift`: Swift code the importer cannot evaluate.
enum UnresolvedSwiftRule {
  static let description = RuleDescription(
    id: .unresolvedSwift,
    name: "Unresolved Swift",
    summary: "Swift menu code that cannot be evaluated without running it.",
    rationale: """
      menulint reads an app's Swift (`menulint import`, or `.swift` files given to `lint`) and \
      evaluates the menu and key-command code it recognizes, keeping every fact it can know: \
      a title it cannot evaluate (`L10n.find`) becomes the command's name; an array element it \
      cannot evaluate is left out alone; key commands under a condition it cannot decide \
      (`isEditing`) are imported under that condition; menu-building code under one is read as \
      if the condition holds. Nothing is guessed: each loss is a note, once, at the expression, \
      saying what happened to it — a title shown as its source text, an element left out, a \
      condition kept or assumed, an `#if` flag taken as false unless given with `--define`.
      """,
    triggeringExamples: [],
    nonTriggeringExamples: [])
}
