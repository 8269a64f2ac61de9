/// `keystroke-collision`: two shortcuts UIKit accepts as different but the user presses alike.
struct KeystrokeCollisionRule: LintRule {
  static let description = RuleDescription(
    id: .keystrokeCollision,
    name: "Keystroke Collision",
    summary: "Two commands that UIKit accepts are the same keystroke on some keyboard layout.",
    rationale: """
      UIKit compares shortcuts as written, so "S" with ⇧⌘ and "s" with ⇧⌘, "L" with ⌘ and "l" \
      with ⌘, or ⌘? and ⇧⌘/, are different key commands to it — yet the user presses the same \
      keys, and only one of them can fire: UIKit matches a letter in either case, with the \
      modifiers as written. Localization and right-to-left mirroring can also move two \
      shortcuts onto one key. The keystroke is compared as physical key plus modifiers on every \
      layout and direction checked, and the finding names where it happens. On Mac Catalyst a \
      menu command's uppercase letter written without Shift may also be read with Shift, as \
      AppKit reads menu items ("S" with ⌘ as ⇧⌘S): a collision that holds only that way is one \
      severity lower, with the advice to write the letter so that it means one thing. On \
      iPadOS 26 UIKit also adds a hidden ⌘W Close (performClose:) to every app, even one that \
      removes the Close group: an app's own ⌘W command shares the key with it, and whenever the \
      app's action cannot be performed, ⌘W closes the window. Perform performClose: instead.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [
          {"type": "command", "title": "Save As…", "action": "saveAs:", "shortcut": "shift+cmd+s"},
          1️⃣{"type": "command", "title": "Duplicate", "action": "duplicate:", "shortcut": "shift+cmd+S"},
          2️⃣{"type": "command", "title": "Search Help", "action": "searchHelp:", "shortcut": "shift+cmd+/"},
          {"type": "command", "title": "Open Location", "action": "openLocation:", "shortcut": "cmd+l"},
          3️⃣{"type": "command", "title": "Copy Link", "action": "copyLink:", "shortcut": "cmd+L"}],
          "atEndOf": "file"}]}
        """#),
      RuleExample(
        #"""
        {"formatVersion": 1, "platforms": ["macCatalyst"], "build": [{"insertElements": [
          1️⃣{"type": "command", "title": "Save a Copy", "action": "saveCopy:", "shortcut": "cmd+S"}],
          "atEndOf": "file"}]}
        """#),
      RuleExample(
        #"""
        {"formatVersion": 1, "platforms": ["iPadOS"], "build": [
          {"remove": {"menu": "close"}},
          {"insertElements": [
            1️⃣{"type": "command", "title": "Close Tab", "action": "closeTab:", "shortcut": "cmd+w"}],
           "atEndOf": "file"}]}
        """#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "Save As…", "action": "saveAs:", "shortcut": "opt+shift+cmd+s"},
          {"type": "command", "title": "Duplicate", "action": "duplicate:", "shortcut": "shift+cmd+S"}],
          "atEndOf": "file"}]}
        """#),
      RuleExample(
        #"""
        {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [
          {"type": "command", "title": "Insert Link", "action": "insertLink:", "shortcut": "cmd+K"},
          {"type": "command", "title": "Remove Link", "action": "removeLink:", "shortcut": "shift+cmd+k"}],
          "atEndOf": "file"}]}
        """#),
      RuleExample(
        #"""
        {"formatVersion": 1, "platforms": ["iPadOS"], "build": [
          {"remove": {"menu": "close"}},
          {"insertElements": [
            {"type": "command", "title": "Close Tab", "action": "performClose:", "shortcut": "cmd+w"}],
           "atEndOf": "file"}]}
        """#),
    ])

  func check(_ context: RuleContext) -> [Diagnostic] {
    guard let sweep = context.sweep else { return [] }
    // Only the key commands some run presses like another.
    let concerned = sweep.positionsSharingKeystrokes()
    guard !concerned.isEmpty else { return [] }
    let table = context.keyCommands
    var findings = LayoutFindings(
      layouts: context.options.layouts, directions: context.options.directions)
    // The first menu command pressed with each keystroke, by packed keystroke; a run marks the
    // slots it uses with its number, so nothing needs clearing between runs. Responders' lists
    // are compared within each list (keyed by responder and keystroke).
    var first = [Int32](repeating: -1, count: PhysicalKeystroke.packedLimit)
    var owner = [Int32](repeating: -1, count: PhysicalKeystroke.packedLimit)
    var firstInList: [Int: Int] = [:]
    for (runNumber, run) in sweep.runs.enumerated() {
      let stamp = Int32(runNumber)
      firstInList.removeAll(keepingCapacity: true)
      for position in concerned {
        let keyCommand = sweep.commands[position]
        let outcome = run.results[keyCommand.spec]
        guard outcome.packedKeystroke >= 0 else { continue }
        let slot = Int(outcome.packedKeystroke)
        let otherPosition: Int
        // Entries are read only for a clash: copying one per command and run would dominate.
        if keyCommand.responder >= 0 {
          let key = Int(keyCommand.responder) &* PhysicalKeystroke.packedLimit &+ slot
          guard let earlier = firstInList[key] else {
            firstInList[key] = position
            continue
          }
          let entry = table.entries[keyCommand.entry]
          let other = table.entries[sweep.commands[earlier].entry]
          // UIKit-equal entries are `duplicate-shortcut`; lists for different states are not
          // returned together.
          guard other.shortcut != entry.shortcut, KeyCommandTable.canCoexist(other, entry) else {
            continue
          }
          otherPosition = earlier
        } else {
          guard owner[slot] == stamp else {
            owner[slot] = stamp
            first[slot] = Int32(position)
            continue
          }
          otherPosition = Int(first[slot])
          // Later commands are compared with a sure reading rather than an unsure one.
          if sweep.commands[otherPosition].isUnsure && !keyCommand.isUnsure {
            first[slot] = Int32(position)
          }
        }
        let other = sweep.commands[otherPosition]
        let command = table.entries[keyCommand.entry].command
        let otherCommand = table.entries[other.entry].command
        // A hidden system key command with the app's action performs what the app's does, and
        // two spellings of one key for one command (`"}"` with ⌘ beside `"]"` with ⇧⌘, both
        // Next Tab) do the same thing whichever the user presses.
        let sameProperties = command.propertyList == otherCommand.propertyList
        if command.action == otherCommand.action
          && (!keyCommand.isApp || !other.isApp || sameProperties)
        {
          continue
        }
        // Report at the app's command; a clash between two system commands is context.
        let pair: FindingPair
        if keyCommand.isApp {
          pair = FindingPair(entry: keyCommand.entry, other: other.entry)
        } else if other.isApp {
          pair = FindingPair(entry: other.entry, other: keyCommand.entry)
        } else {
          continue
        }
        let otherOutcome = run.results[other.spec]
        findings.record(
          pair.key, in: run,
          detail: Self.detail(outcome, otherOutcome, slot: slot, on: run.layout),
          isGuess: outcome.method == .derived || otherOutcome.method == .derived,
          isUnsure: keyCommand.isUnsure || other.isUnsure,
          isShifted: keyCommand.isShiftedReading || other.isShiftedReading)
      }
    }
    return findings.scopes().map { scope in
      let pair = FindingPair(key: scope.key)
      let entry = table.entries[pair.entry]
      let other = table.entries[pair.other]
      let isGuess = findings.isGuess(scope)
      let isUnsure = findings.isUnsure(scope)
      let message =
        KeyCommandTable.isHidden(other)
        ? "\(table.name(entry)) (\(entry.shortcut.canonical)) is the same keystroke as "
          + "\(table.name(other)) (\(other.command.action)), a hidden key command UIKit adds "
          + "whatever the menu holds: whenever \(entry.command.action) cannot be performed, the "
          + "key goes to \(other.command.action)"
          + (SystemMenus.systemEffect(of: other.command, on: context.system.platform).map {
            ", which \($0)"
          } ?? "")
        : "\(table.name(entry)) (\(entry.shortcut.canonical)) and \(table.name(other)) "
          + "(\(other.shortcut.canonical)) \(isUnsure ? "may be" : "are") the same keystroke; "
          + "the user cannot tell them apart"
      var diagnostic = context.diagnostic(
        .keystrokeCollision, message, at: entry,
        notes: [table.note(about: other, in: context.menu)]
          // UIKit-equal shortcuts are pressed alike on every layout: where is no news.
          + (KeyCommandTable.isHidden(other) && entry.shortcut == other.shortcut
            ? [] : scope.details.map { Diagnostic.Note($0) })
          + Self.hiddenFix(table.name(entry), entry, other)
          + (isGuess ? [Self.derivedNote] : [])
          + table.readingNotes(entry, other))
      // A guess about localization, or about how UIKit reads an uppercase letter, is one
      // severity lower; both, two.
      if isGuess { diagnostic.severity = diagnostic.severity.lowered }
      if isUnsure { diagnostic.severity = diagnostic.severity.lowered }
      diagnostic.layouts = scope.layouts
      diagnostic.directions = scope.directions
      // Against a hidden system key command, the fix is its action, not another key.
      if !KeyCommandTable.isHidden(other) {
        diagnostic.subject = table.subject(of: entry, in: context.menu)
      }
      return diagnostic
    }
  }

  /// How to stop clashing with a hidden system key command: perform its action instead.
  static func hiddenFix(
    _ name: String, _ entry: KeyCommandTable.Entry, _ other: KeyCommandTable.Entry
  ) -> [Diagnostic.Note] {
    guard KeyCommandTable.isHidden(other) else { return [] }
    let (own, system) = (entry.command.action, other.command.action)
    return [
      Diagnostic.Note(
        "give \(name) the action \(system) instead of \(own), and implement \(system) where "
          + "\(own) is implemented: the responder chain gets \(system) before the system does")
    ]
  }

  static let derivedNote = Diagnostic.Note(
    "derived: no measured macOS table covers these layouts, so the remapping follows the "
      + "layout's keys")

  /// How two shortcuts come to be one keystroke: "both are pressed as ⌘Ö after localization".
  static func detail(
    _ outcome: LayoutSweep.Outcome, _ otherOutcome: LayoutSweep.Outcome, slot: Int,
    on layout: KeyboardLayout
  ) -> String {
    let moved = [outcome, otherOutcome].contains { $0.method == .table || $0.method == .derived }
    let mirrored = outcome.mirrored || otherOutcome.mirrored
    let keystroke = PhysicalKeystroke(packed: slot)
    let cause = mirrored ? " after mirroring" : moved ? " after localization" : ""
    return "both are pressed as \(keystroke.glyphs(on: layout))\(cause)"
  }
}
