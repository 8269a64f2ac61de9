/// `unresolved-swift`: Swift code the importer cannot evaluate.
enum UnresolvedSwiftRule {
  static let description = RuleDescription(
    id: .unresolvedSwift,
    name: "Unresolved Swift",
    summary: "Swift menu code that cannot be evaluated without running it.",
    rationale: """
      menulint reads an app's Swift (`menulint import`, or `.swift` files given to `lint`) and \
      evaluates the menu and key-command code it recognizes. A loop, a call to a function \
      outside the files read or one that depends on its arguments, a computed title, an `#if` \
      flag that is not given with `--define`: none of these is guessed. Each is reported once, \
      here, and the rest of the code is still read; the finding says what was left out.
      """,
    triggeringExamples: [],
    nonTriggeringExamples: [])
}
