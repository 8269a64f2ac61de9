/// `keystroke-collision`: two shortcuts UIKit accepts as different but the user presses alike.
struct KeystrokeCollisionRule: LintRule {
  static let description = RuleDescription(
    id: .keystrokeCollision,
    name: "Keystroke Collision",
    summary: "Two commands that UIKit accepts are the same keystroke on some keyboard layout.",
    rationale: """
      UIKit compares shortcuts as written, so "S" with ⇧⌘ and "s" with ⇧⌘, or ⌘? and ⇧⌘/, are \
      different key commands to it — yet the user presses the same keys, and only one of them \
      can fire. Localization and right-to-left mirroring can also move two shortcuts onto one \
      key. The keystroke is compared as physical key plus modifiers on every layout and \
      direction checked, and the finding names where it happens.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [
          {"type": "command", "title": "Save As…", "action": "saveAs:", "shortcut": "shift+cmd+s"},
          1️⃣{"type": "command", "title": "Duplicate", "action": "duplicate:", "shortcut": "shift+cmd+S"},
          2️⃣{"type": "command", "title": "Search Help", "action": "searchHelp:", "shortcut": "shift+cmd+/"}],
          "atEndOf": "file"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "Save As…", "action": "saveAs:", "shortcut": "opt+shift+cmd+s"},
          {"type": "command", "title": "Duplicate", "action": "duplicate:", "shortcut": "shift+cmd+S"}],
          "atEndOf": "file"}]}
        """#)
    ])

  func check(_ context: RuleContext) -> [Diagnostic] {
    guard let sweep = context.sweep else { return [] }
    let menu = context.menu
    var findings = LayoutFindings<Pair>(
      layouts: context.options.layouts, directions: context.options.directions)
    // The first command pressed with each keystroke, by packed keystroke; a run marks the
    // slots it uses with its number, so nothing needs clearing between runs.
    var first = [Int32](repeating: -1, count: PhysicalKeystroke.packedLimit)
    var owner = [Int32](repeating: -1, count: PhysicalKeystroke.packedLimit)
    for (runNumber, run) in sweep.runs.enumerated() {
      let stamp = Int32(runNumber)
      for (position, keyCommand) in sweep.commands.enumerated() {
        let outcome = run.results[keyCommand.spec]
        guard outcome.packedKeystroke >= 0 else { continue }
        let slot = Int(outcome.packedKeystroke)
        guard owner[slot] == stamp else {
          owner[slot] = stamp
          first[slot] = Int32(position)
          continue
        }
        let otherPosition = Int(first[slot])
        let other = sweep.commands[otherPosition]
        // Report at the app's command; a clash between two system commands is context.
        let pair: Pair
        if keyCommand.isApp {
          pair = Pair(node: keyCommand.node, other: other.node)
        } else if other.isApp {
          pair = Pair(node: other.node, other: keyCommand.node)
        } else {
          continue
        }
        let otherOutcome = run.results[other.spec]
        let moved = [outcome, otherOutcome].contains {
          $0.method == .table || $0.method == .derived
        }
        let mirrored = outcome.mirrored || otherOutcome.mirrored
        let keystroke = PhysicalKeystroke(packed: slot)
        let cause = mirrored ? " after mirroring" : moved ? " after localization" : ""
        findings.record(
          pair, layout: run.layout.id, direction: run.direction,
          detail: "both are pressed as \(keystroke.glyphs(on: run.layout))\(cause)",
          isGuess: outcome.method == .derived || otherOutcome.method == .derived)
      }
    }
    return findings.scopes().compactMap { scope in
      guard case .command(let command) = menu.element(scope.key.node),
        let shortcut = command.shortcut,
        case .command(let other) = menu.element(scope.key.other), let otherShortcut = other.shortcut
      else { return nil }
      let isGuess = findings.isGuess(
        scope.key, layouts: scope.layouts, directions: scope.directions)
      let derivedNote = Diagnostic.Note(
        "derived: no measured macOS table covers these layouts, so the remapping follows the "
          + "layout's keys")
      var diagnostic = context.diagnostic(
        .keystrokeCollision,
        "'\(command.title)' (\(shortcut.canonical)) and \(other.name) (\(otherShortcut.canonical)) "
          + "are the same keystroke; the user cannot tell them apart",
        at: scope.key.node,
        notes: [context.note(about: scope.key.other, "\(other.name) (\(other.identity))")]
          + scope.details.map { Diagnostic.Note($0) } + (isGuess ? [derivedNote] : []))
      if isGuess { diagnostic.severity = diagnostic.severity.lowered }
      diagnostic.layouts = scope.layouts
      diagnostic.directions = scope.directions
      return diagnostic
    }
  }

  struct Pair: Hashable {
    var node: MenuNodeID
    var other: MenuNodeID
  }
}
