/// `system-behavior-conflict`: a key the focus or text-input system takes first (DESIGN §4),
/// in either direction — a command without `wantsPriorityOverSystemBehavior` that never gets
/// it there, or a command with it that takes a text-editing key from every text field.
struct SystemBehaviorConflictRule: LintRule {
  static let description = RuleDescription(
    id: .systemBehaviorConflict,
    name: "System Behavior Conflict",
    summary: """
      A command uses a key the focus or text-input system takes first, without \
      'wantsPriorityOverSystemBehavior' (it never fires there), or with it on a text-editing \
      key (it takes the key from every text field); or it can take ⌘C, ⌘V, ⌘X, ⌘A or ⌘Z \
      from text fields.
      """,
    rationale: """
      Since iPadOS 15 the system delivers key presses to the focus and text-input systems \
      first. On a focused item the focus system takes Tab, Shift-Tab, the unmodified arrows, \
      and the select key: Return on iPadOS, Space on Mac Catalyst. While text is edited, text \
      input takes every character key, Return, Tab, Delete, Forward Delete, Home, End, Page \
      Up, Page Down, the arrows alone or with Shift, Option, Command, Shift-Option or \
      Shift-Command, Option-Delete and Command-Delete. A key command on one of these keys \
      fires only where those systems do not handle it. Setting \
      "wantsPriorityOverSystemBehavior": true reverses the order, so a command on a \
      text-editing key such as Command-Left Arrow then takes it from every text field while \
      it can be performed: the user can no longer move the caret with it. Choose another key, \
      or let only a responder outside text editing perform the command. With responders, both \
      cases are judged per scenario, for menu commands and responders' key commands alike: a \
      focus key is reported where an item has focus and the command can be performed; a \
      text-editing key without priority only where the command can be performed nowhere but \
      while text is edited (elsewhere it fires, which is what users expect of such keys); and a \
      text-editing key with priority where text is edited. Without responders, a text-editing \
      key without priority is a note: whether text is edited where it applies is not known. \
      Text fields copy, paste, cut, select all and undo through the Edit menu's standard \
      commands on ⌘C, ⌘V, ⌘X, ⌘A and ⌘Z: a command with another action on one of those keys \
      takes it from text fields when it has priority, or, as a menu command, once the app has \
      removed or replaced the standard command (a password manager's "Copy Password" on ⌘C \
      copied the password instead of the selected notes); the finding names the action it \
      hides. An app's own copy: on ⌘C is no conflict.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          1️⃣{"type": "command", "title": "Next Photo", "action": "nextPhoto:", "shortcut": "right"},
          2️⃣{"type": "command", "title": "Next Album", "action": "nextAlbum:", "shortcut": "cmd+right"},
          3️⃣{"type": "command", "title": "Go Back", "action": "goBack:", "shortcut": "cmd+left",
           "wantsPriorityOverSystemBehavior": true}],
          "atEndOf": "view"}]}
        """#),
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"replaceChildren": "standardEdit", "with": []},
          {"insertElements": [
            1️⃣{"type": "command", "title": "Copy Password", "action": "copyPassword:", "shortcut": "cmd+C"}],
           "atEndOf": "edit"}]}
        """#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "Next Album", "action": "nextAlbum:", "shortcut": "ctrl+cmd+right"},
          {"type": "command", "title": "Close Viewer", "action": "closeViewer:", "shortcut": "escape"},
          {"type": "command", "title": "Previous Group", "action": "previousGroup:", "shortcut": "shift+tab",
           "wantsPriorityOverSystemBehavior": true}],
          "atEndOf": "view"}]}
        """#),
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "Next Photo", "action": "nextPhoto:", "shortcut": "right",
           "wantsPriorityOverSystemBehavior": true}],
          "atEndOf": "view"}]}
        """#,
        responders: #"""
          {"formatVersion": 1, "responders": [
            {"id": "library", "kind": "viewController"},
            {"id": "grid", "kind": "view", "next": "library", "actions": ["nextPhoto:"]},
            {"id": "search", "kind": "view", "next": "library"}],
           "scenarios": {"browsing": {"firstResponder": "grid"},
                         "searching": {"firstResponder": "search", "textInputActive": true}}}
          """#),
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"replaceChildren": "standardEdit", "with": [
            {"type": "command", "title": "Copy", "action": "copy:", "shortcut": "cmd+c"}]},
          {"insertElements": [
            {"type": "command", "title": "Copy Password", "action": "copyPassword:", "shortcut": "shift+cmd+c"}],
           "atEndOf": "edit"}]}
        """#),
    ])

  func check(_ context: RuleContext) -> [Diagnostic] {
    let platform = context.system.platform
    let table = context.keyCommands
    let responders = context.options.responders
    let chain = responders.map(ResponderChain.init)
    // Which standard edit keys the main menu still performs its standard action on: one pass,
    // looking closer only at ⌘ shortcuts.
    var standardKeysHeld = [Bool](repeating: false, count: SystemKeys.standardEditActions.count)
    for entry in table.entries where entry.responder == nil && entry.shortcut.modifiers == .command
    {
      let keystroke = entry.shortcut.keystroke
      if let index = SystemKeys.standardEditActions.firstIndex(where: {
        $0.keystroke == keystroke && $0.action == entry.command.action
      }) {
        standardKeysHeld[index] = true
      }
    }
    func check(_ entry: KeyCommandTable.Entry) -> Diagnostic? {
      let shortcut = entry.shortcut
      guard entry.isApp, entry.alternate == nil, shortcut.input.isKey else { return nil }
      let focusKey = SystemKeys.focusTakes(shortcut, on: platform)
      let textKey = SystemKeys.textInputTakes(shortcut)
      let priority = entry.command.wantsPriorityOverSystemBehavior
      let editKey = Self.standardEditKey(
        of: entry, priority: priority, held: standardKeysHeld)
      guard focusKey || textKey || editKey != nil else { return nil }
      guard let responders, let chain else {
        if let editKey { return Self.editKeyConflict(entry, context, editKey, in: nil) }
        return Self.withoutResponders(entry, context, focusKey: focusKey, textKey: textKey)
      }
      // The scenarios in which the command exists and can be performed.
      let active = responders.scenarios.filter { scenario in
        if let responder = table.responder(of: entry) {
          guard chain.chain(from: scenario.start.id).contains(responder.id),
            responder.keyCommands(in: scenario, on: platform).contains(where: {
              $0.index == entry.placeIndex
            })
          else { return false }
        }
        return chain.resolve(action: entry.command.action, in: scenario, on: platform).target != nil
      }
      guard !active.isEmpty else { return nil }
      let name = table.name(entry)
      if let editKey {
        let editing = active.filter(\.isTextInputActive)
        guard !editing.isEmpty else { return nil }
        return Self.editKeyConflict(entry, context, editKey, in: editing)
      }
      if priority {
        let editing = active.filter(\.isTextInputActive)
        guard textKey, !editing.isEmpty else { return nil }
        return context.diagnostic(
          .systemBehaviorConflict,
          "\(name) wants priority over system behavior on \(shortcut.glyphs), so it takes that "
            + "text-editing key from text input in \(Self.list(editing)); choose another key, or "
            + "let only responders outside text editing perform \(entry.command.action)",
          at: entry)
      }
      let focused = active.filter {
        !$0.isTextInputActive && $0.focusedItem != nil && focusKey
      }
      if !focused.isEmpty {
        return context.diagnostic(
          .systemBehaviorConflict,
          "\(name) uses \(shortcut.glyphs), which the focus system takes first while an item has "
            + "focus, as in \(Self.list(focused)); it never fires there. Set "
            + "'wantsPriorityOverSystemBehavior' or choose another key",
          at: entry)
      }
      guard textKey, active.allSatisfy(\.isTextInputActive) else { return nil }
      return context.diagnostic(
        .systemBehaviorConflict,
        "\(name) uses \(shortcut.glyphs), which text input takes first, and it can be performed "
          + "only while text is edited (\(Self.list(active))); it never fires. Choose another key, "
          + "or set 'wantsPriorityOverSystemBehavior'",
        at: entry)
    }
    // Every key these findings are about is a text-editing or standard edit key, which
    // another key avoids.
    return table.entries.compactMap { entry -> Diagnostic? in
      check(entry).map { found in
        var diagnostic = found
        diagnostic.subject = table.subject(of: entry, in: context.menu)
        return diagnostic
      }
    }
  }

  /// A standard edit key a command can take from text fields, with the action it hides.
  struct EditKey {
    var keystroke: Keystroke
    /// The standard edit action text fields perform on it, such as `copy:`.
    var action: String
    /// Whether the main menu no longer holds the standard command on the key.
    var isStandardCommandGone: Bool
  }

  /// The standard edit key (⌘C, ⌘V, ⌘X, ⌘A, ⌘Z) an entry can take from text fields: with
  /// priority over system behavior, or as a menu command once the main menu no longer performs
  /// the standard action on that key; `nil` for any other key, for the standard action itself
  /// (an app's own `copy:` on ⌘C), and for a responder key command without priority.
  static func standardEditKey(
    of entry: KeyCommandTable.Entry, priority: Bool, held: [Bool]
  ) -> EditKey? {
    guard entry.shortcut.modifiers == .command else { return nil }
    let keystroke = entry.shortcut.keystroke
    guard
      let index = SystemKeys.standardEditActions.firstIndex(where: { $0.keystroke == keystroke })
    else { return nil }
    let action = SystemKeys.standardEditActions[index].action
    guard entry.command.action != action else { return nil }
    let isGone = !held[index]
    // While the menu holds the standard command, a menu command on its key is a keystroke
    // collision, reported as such.
    guard priority || (entry.responder == nil && isGone) else { return nil }
    return EditKey(keystroke: keystroke, action: action, isStandardCommandGone: isGone)
  }

  /// The finding for a command that takes a standard edit key from text fields: in the
  /// scenarios where text is edited and it can be performed, or, without responders, wherever.
  static func editKeyConflict(
    _ entry: KeyCommandTable.Entry, _ context: RuleContext, _ key: EditKey,
    in editing: [Scenario]?
  ) -> Diagnostic {
    let table = context.keyCommands
    let name = table.name(entry)
    let glyphs = key.keystroke.glyphs
    let place = editing.map { " in \(list($0))" } ?? ""
    let why =
      entry.command.wantsPriorityOverSystemBehavior
      ? "it wants priority over system behavior"
      : "the main menu no longer has a command for \(key.action) on \(glyphs)"
    var diagnostic = context.diagnostic(
      .systemBehaviorConflict,
      "\(name) can take \(glyphs) from text fields\(place): \(why), so \(glyphs) in a text field "
        + "performs \(entry.command.action) instead of \(key.action). "
        + (key.isStandardCommandGone && !entry.command.wantsPriorityOverSystemBehavior
          ? "Keep the standard command for \(key.action) on \(glyphs), or choose another key"
          : "Choose another key, or let only responders outside text editing perform "
            + entry.command.action),
      at: entry, notes: table.readingNotes(entry))
    // Whether UIKit presses the letter as written is unconfirmed on this path.
    if !table.isSure(entry) { diagnostic.severity = diagnostic.severity.lowered }
    return diagnostic
  }

  /// Without responders the scenarios are unknown: a focus key is a warning (the focus system
  /// takes it wherever an item has focus), priority on a text-editing key is a warning, and a
  /// text-editing key without priority is a note (it fires wherever no text is edited).
  static func withoutResponders(
    _ entry: KeyCommandTable.Entry, _ context: RuleContext, focusKey: Bool, textKey: Bool
  ) -> Diagnostic? {
    let name = context.keyCommands.name(entry)
    let glyphs = entry.shortcut.glyphs
    if entry.command.wantsPriorityOverSystemBehavior {
      guard textKey else { return nil }
      return context.diagnostic(
        .systemBehaviorConflict,
        "\(name) wants priority over system behavior on \(glyphs), so while it can be performed "
          + "it takes that text-editing key from every text field; choose another key, or let "
          + "only responders outside text editing perform \(entry.command.action)",
        at: entry)
    }
    if focusKey {
      return context.diagnostic(
        .systemBehaviorConflict,
        "\(name) uses \(glyphs), which the focus system takes first while an item has focus; it "
          + "never fires there. Set 'wantsPriorityOverSystemBehavior' or choose another key",
        at: entry)
    }
    var diagnostic = context.diagnostic(
      .systemBehaviorConflict,
      "\(name) uses \(glyphs), which text input takes first while text is edited; it fires only "
        + "where no text is edited",
      at: entry,
      notes: [
        Diagnostic.Note(
          "give --responders to check the scenarios: this is a warning only where the command "
            + "can be performed nowhere but while text is edited")
      ])
    diagnostic.severity = .note
    return diagnostic
  }

  /// "the scenario 'typing'", "the scenarios 'a', 'b'".
  static func list(_ scenarios: [Scenario]) -> String {
    (scenarios.count == 1 ? "the scenario " : "the scenarios ")
      + scenarios.map { "'\($0.name)'" }.joined(separator: ", ")
  }
}
