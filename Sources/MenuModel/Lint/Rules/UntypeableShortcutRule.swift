/// `untypeable-shortcut`: a shortcut no key types on some layout.
struct UntypeableShortcutRule: LintRule {
  static let description = RuleDescription(
    id: .untypeableShortcut,
    name: "Untypeable Shortcut",
    summary: "A shortcut cannot be typed on some keyboard layout and will not be localized there.",
    rationale: """
      A shortcut whose character needs Option on a layout (⌘[ is ⌥⌘5 on German) cannot be \
      pressed as written; Apple remaps many such shortcuts automatically, but not when the \
      command or the app opts out of localization, and not where no remapping exists. The \
      layouts where it happens are named.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          1️⃣{"type": "command", "title": "Euro Price", "action": "euroPrice:", "shortcut": "cmd+€"}],
          "atEndOf": "edit"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "Price", "action": "price:", "shortcut": "ctrl+cmd+p"}],
          "atEndOf": "edit"}]}
        """#)
    ])

  func check(_ context: RuleContext) -> [Diagnostic] {
    guard let sweep = context.sweep else { return [] }
    let menu = context.menu
    var findings = LayoutFindings<MenuNodeID>(
      layouts: context.options.layouts, directions: context.options.directions)
    for run in sweep.runs {
      for keyCommand in sweep.commands where keyCommand.isApp {
        let outcome = run.results[keyCommand.spec]
        guard !outcome.isTypeable else { continue }
        let reason =
          outcome.method == .optedOut
          ? "localization is turned off for it" : "no key types it without another modifier"
        findings.record(
          keyCommand.node, layout: run.layout.id, direction: run.direction, detail: reason)
      }
    }
    return findings.scopes().compactMap { scope in
      guard case .command(let command) = menu.element(scope.key), let shortcut = command.shortcut
      else { return nil }
      var diagnostic = context.diagnostic(
        .untypeableShortcut, "'\(command.title)' uses \(shortcut.glyphs), which cannot be typed",
        at: scope.key,
        notes: scope.details.map { Diagnostic.Note($0) })
      diagnostic.layouts = scope.layouts
      diagnostic.directions = scope.directions
      return diagnostic
    }
  }
}
