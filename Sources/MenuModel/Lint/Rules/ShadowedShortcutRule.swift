/// `shadowed-shortcut`: a responder's key command takes the keystroke of a main-menu command,
/// or of a key command further up the same responder chain, with another action.
struct ShadowedShortcutRule: LintRule {
  static let description = RuleDescription(
    id: .shadowedShortcut,
    name: "Shadowed Shortcut",
    summary:
      "A responder's key command uses the keystroke of a menu command or of a key command further up its chain.",
    rationale: """
      A key press goes to the key commands of the responders along the chain, nearest first, \
      and only then to the main menu. A responder's key command with the keystroke of a menu \
      command — the system's ⌃⌘S Show Sidebar, ⌘I Italic, ⌥⌘F Find & Replace, or the app's \
      own — or of a key command of a responder further up the chain therefore takes the key \
      whenever it can be performed, and the other command never fires from the keyboard there. \
      Responders on different chains are never active together and do not shadow each other. \
      Choose another key, or perform the other command's action.
      """,
    triggeringExamples: [
      RuleExample(
        #"{"formatVersion": 1}"#,
        responders: #"""
          {"formatVersion": 1, "responders": [
            {"id": "split", "kind": "viewController", "actions": ["showSubscriptions:"],
             "keyCommands": [
               1️⃣{"type": "command", "title": "Show Subscriptions", "action": "showSubscriptions:",
                "shortcut": "ctrl+cmd+s"}]}],
           "scenarios": {"reading": {"firstResponder": "split"}}}
          """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"{"formatVersion": 1}"#,
        responders: #"""
          {"formatVersion": 1, "responders": [
            {"id": "list", "kind": "viewController", "actions": ["next:"],
             "keyCommands": [{"type": "command", "title": "Next", "action": "next:", "shortcut": "ctrl+cmd+n"}]},
            {"id": "editor", "kind": "viewController", "actions": ["newNote:"],
             "keyCommands": [{"type": "command", "title": "New Note", "action": "newNote:", "shortcut": "ctrl+cmd+n"}]}],
           "scenarios": {"listing": {"firstResponder": "list"}, "editing": {"firstResponder": "editor"}}}
          """#)
    ])

  func check(_ context: RuleContext) -> [Diagnostic] {
    guard let sweep = context.sweep, context.keyCommands.responders != nil else { return [] }
    // Only the key commands some run presses like another.
    let concerned = sweep.positionsSharingKeystrokes()
    guard !concerned.isEmpty else { return [] }
    let table = context.keyCommands
    var findings = LayoutFindings(
      layouts: context.options.layouts, directions: context.options.directions)
    // The first menu command with each keystroke, by packed keystroke, stamped per run; each
    // responder's first key command with it. Actions are compared as numbers.
    var menuFirst = [Int32](repeating: -1, count: PhysicalKeystroke.packedLimit)
    var menuStamp = [Int32](repeating: -1, count: PhysicalKeystroke.packedLimit)
    var listFirst: [Int: [Int: Int]] = [:]
    var actionIDs: [String: Int] = [:]
    let actions = sweep.commands.map { keyCommand in
      let action = table.entries[keyCommand.entry].command.action
      if let id = actionIDs[action] { return id }
      actionIDs[action] = actionIDs.count
      return actionIDs.count - 1
    }
    for (runNumber, run) in sweep.runs.enumerated() {
      let stamp = Int32(runNumber)
      listFirst.removeAll(keepingCapacity: true)
      for position in concerned {
        let keyCommand = sweep.commands[position]
        let slot = Int(run.results[keyCommand.spec].packedKeystroke)
        guard slot >= 0 else { continue }
        if keyCommand.responder >= 0 {
          let responder = Int(keyCommand.responder)
          if listFirst[responder]?[slot] == nil {
            listFirst[responder, default: [:]][slot] = position
          }
        } else if menuStamp[slot] != stamp {
          menuStamp[slot] = stamp
          menuFirst[slot] = Int32(position)
        } else if sweep.commands[Int(menuFirst[slot])].isUnsure && !keyCommand.isUnsure {
          // A menu command surely pressed so shadows rather than one perhaps pressed so.
          menuFirst[slot] = Int32(position)
        }
      }
      for (responder, slots) in listFirst {
        for (slot, position) in slots {
          let keyCommand = sweep.commands[position]
          // The nearest responder further up the chain with this keystroke, else the menu.
          let menuCommand = menuStamp[slot] == stamp ? Int(menuFirst[slot]) : nil
          let shadowed =
            table.ancestors[responder].lazy.compactMap { listFirst[$0]?[slot] }.first
            ?? menuCommand
          guard let shadowed, actions[shadowed] != actions[position] else { continue }
          let other = sweep.commands[shadowed]
          let outcome = run.results[keyCommand.spec]
          let otherOutcome = run.results[other.spec]
          findings.record(
            FindingPair(entry: keyCommand.entry, other: other.entry).key, in: run,
            detail: KeystrokeCollisionRule.detail(
              outcome, otherOutcome, slot: slot, on: run.layout),
            isGuess: outcome.method == .derived || otherOutcome.method == .derived,
            isUnsure: keyCommand.isUnsure || other.isUnsure,
            isShifted: keyCommand.isShiftedReading || other.isShiftedReading)
        }
      }
    }
    return findings.scopes().map { scope in
      let pair = FindingPair(key: scope.key)
      let entry = table.entries[pair.entry]
      let other = table.entries[pair.other]
      let owner = table.responder(of: entry)?.id ?? ""
      let otherPlace =
        table.responder(of: other).map { "a key command of '\($0.id)', further up the chain" }
        ?? (KeyCommandTable.isHidden(other)
          ? "a hidden key command of the system"
          : other.isApp ? "a main-menu command" : "a system command")
      // When the responder cannot perform its action, a hidden system key command gets the key.
      let fallback = SystemMenus.systemEffect(of: other.command, on: context.system.platform)
        .flatMap { effect in
          KeyCommandTable.isHidden(other)
            ? Diagnostic.Note(
              "when '\(owner)' cannot perform \(entry.command.action), "
                + "\(other.shortcut.glyphs) goes on to \(other.command.action), which \(effect)")
            : nil
        }
      let isGuess = findings.isGuess(scope)
      let isUnsure = findings.isUnsure(scope)
      // The other command's shortcut as the finding reads it: with Shift, where only its
      // shifted reading is pressed like this one.
      let otherShortcut =
        (findings.isShifted(scope) ? other.shortcut.shiftedReading : nil) ?? other.shortcut
      var diagnostic = context.diagnostic(
        .shadowedShortcut,
        "\(table.name(entry)) (\(entry.shortcut.glyphs)), a key command of responder '\(owner)', "
          + "\(isUnsure ? "may shadow" : "shadows") \(table.name(other)) (\(other.command.action)), "
          + "\(otherPlace): while '\(owner)' can perform \(entry.command.action), "
          + "\(otherShortcut.glyphs) never reaches the other",
        at: entry,
        notes: [table.note(about: other, in: context.menu)] + (fallback.map { [$0] } ?? [])
          + scope.details.filter { !$0.hasPrefix("both are pressed as \(entry.shortcut.glyphs)") }
          .map { Diagnostic.Note($0) } + (isGuess ? [KeystrokeCollisionRule.derivedNote] : [])
          + table.readingNotes(entry, other))
      if isGuess { diagnostic.severity = diagnostic.severity.lowered }
      if isUnsure { diagnostic.severity = diagnostic.severity.lowered }
      diagnostic.layouts = scope.layouts
      diagnostic.directions = scope.directions
      // Against a hidden system key command, the fix is its action, not another key; and a
      // key command standing in for the system's Copy on ⌘C means that key.
      if !KeyCommandTable.isHidden(other) && !Self.standsIn(entry.command, for: other.command) {
        diagnostic.subject = table.subject(of: entry, in: context.menu)
      }
      return diagnostic
    }
  }

  /// Whether a key command stands in for the system's standard edit command on its key.
  ///
  /// On ⌘C, ⌘V, ⌘X, ⌘A or ⌘Z, over the system's command for it, and named for the same verb:
  /// `copyCurrentSelectedContent` on ⌘C over Copy. The app means the standard key; the fix is
  /// performing `copy:`, not another key.
  static func standsIn(_ command: Command, for system: Command) -> Bool {
    guard let keystroke = command.shortcut?.keystroke,
      let action = SystemKeys.standardEditAction(of: keystroke), system.action == action,
      let verb = ShortcutCandidates.words(ofAction: action).first?.lowercased()
    else { return false }
    return ShortcutSuggester.words(of: command).first?.lowercased() == verb
  }
}
