/// `reserved-shortcut`: a shortcut the system takes before the app sees it.
struct ReservedShortcutRule: LintRule {
  static let description = RuleDescription(
    id: .reservedShortcut,
    name: "Reserved Shortcut",
    summary:
      "A shortcut is taken by the system on that platform, so the command never receives it.",
    rationale: """
      Spotlight (⌘Space), the app switcher (⌘Tab, ⇧⌘Tab), screenshots (⇧⌘3, ⇧⌘4, ⇧⌘5), Force \
      Quit (⌥⌘Esc), Lock Screen (⌃⌘Q), the emoji viewer (⌃⌘Space), the Home Screen on iPad \
      (⌘H) and others are handled by the system first. Hot keys are compared by key position \
      on every layout checked; each entry cites where Apple documents it (see \
      Sources/MenuModel/Lint/Rules/ReservedShortcuts.swift).
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          1️⃣{"type": "command", "title": "Quick Search", "action": "quickSearch:", "shortcut": "cmd+space"},
          2️⃣{"type": "command", "title": "Capture", "action": "capture:", "shortcut": "cmd+#"}],
          "atEndOf": "edit"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "Quick Search", "action": "quickSearch:", "shortcut": "ctrl+opt+cmd+space"},
          {"type": "command", "title": "Capture", "action": "capture:", "shortcut": "ctrl+opt+cmd+3"}],
          "atEndOf": "edit"}]}
        """#)
    ])

  func check(_ context: RuleContext) -> [Diagnostic] {
    guard let sweep = context.sweep else { return [] }
    let table = context.keyCommands
    var findings = LayoutFindings(
      layouts: context.options.layouts, directions: context.options.directions)
    // Only the app's commands pressed in some run with modifiers a reserved shortcut uses.
    let reservations = ReservedShortcut.table(for: context.system.platform)
    let concerned = sweep.commands.filter {
      $0.isApp && sweep.summaries[$0.spec].modifierPatterns & reservations.modifierPatterns != 0
    }
    for run in sweep.runs where !concerned.isEmpty {
      let reserved = reservations.keystrokes(on: run.layout)
      for keyCommand in concerned {
        let packed = Int(run.results[keyCommand.spec].packedKeystroke)
        guard let entry = reserved.entry(pressedAs: packed) else { continue }
        let keystroke = PhysicalKeystroke(packed: packed)
        findings.record(
          FindingPair(entry: keyCommand.entry, other: entry).key, in: run,
          detail: "pressed as \(keystroke.glyphs(on: run.layout))",
          isUnsure: keyCommand.isUnsure, isShifted: keyCommand.isShiftedReading)
      }
    }
    return findings.scopes().map { scope in
      // The other index is the reserved shortcut's, in `ReservedShortcut.all`.
      let pair = FindingPair(key: scope.key)
      let entry = ReservedShortcut.all[pair.other]
      let keyCommand = table.entries[pair.entry]
      // The shortcut as the finding reads it: with Shift, where only the shifted reading of an
      // uppercase letter is reserved.
      let isShifted = findings.isShifted(scope)
      let shortcut = (isShifted ? keyCommand.shortcut.shiftedReading : nil) ?? keyCommand.shortcut
      let isUnsure = findings.isUnsure(scope)
      var diagnostic = context.diagnostic(
        .reservedShortcut,
        "\(table.name(keyCommand)) \(isUnsure ? "may use" : "uses") \(shortcut.glyphs), which the "
          + "system reserves for \(entry.purpose)",
        at: keyCommand,
        notes: scope.details.filter { !$0.hasPrefix("pressed as \(shortcut.glyphs)") }.map {
          Diagnostic.Note($0)
        }
          + [Diagnostic.Note("source: \(entry.source)")] + table.readingNotes(keyCommand))
      if isUnsure { diagnostic.severity = diagnostic.severity.lowered }
      diagnostic.layouts = scope.layouts
      diagnostic.directions = scope.directions
      diagnostic.subject = table.subject(of: keyCommand, in: context.menu)
      return diagnostic
    }
  }
}
