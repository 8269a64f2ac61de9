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
      key (it takes the key from every text field).
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
      or let only a responder outside text editing perform the command. With responders, the \
      second case is reported for the scenarios with text input active in which the command \
      has a target.
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
        """#)
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
    ])

  func check(_ context: RuleContext) -> [Diagnostic] {
    let platform = context.system.platform
    let responders = context.options.responders
    let chain = responders.map(ResponderChain.init)
    return context.appCommands.compactMap { node, command in
      guard let shortcut = command.shortcut else { return nil }
      let name = "'\(command.title)'"
      if command.wantsPriorityOverSystemBehavior {
        guard SystemKeys.textInputTakes(shortcut) else { return nil }
        let fix =
          "choose another key, or let only responders outside text editing perform "
          + command.action
        guard let responders, let chain else {
          return context.diagnostic(
            .systemBehaviorConflict,
            "\(name) wants priority over system behavior on \(shortcut.glyphs), so while it can "
              + "be performed it takes that text-editing key from every text field; \(fix)",
            at: node)
        }
        let scenarios = responders.scenarios.filter {
          $0.isTextInputActive && chain.resolve(action: command.action, in: $0).target != nil
        }
        guard !scenarios.isEmpty else { return nil }
        let names = scenarios.map { "'\($0.name)'" }.joined(separator: ", ")
        return context.diagnostic(
          .systemBehaviorConflict,
          "\(name) wants priority over system behavior on \(shortcut.glyphs), so it takes that "
            + "text-editing key from text input in the scenario\(scenarios.count == 1 ? "" : "s") "
            + "\(names); \(fix)",
          at: node)
      }
      let focus = SystemKeys.focusTakes(shortcut, on: platform)
      let text = SystemKeys.textInputTakes(shortcut)
      let place: String
      switch (focus, text) {
      case (true, true):
        place =
          "the focus system takes first while an item has focus, and text input while text is "
          + "edited"
      case (true, false): place = "the focus system takes first while an item has focus"
      case (false, true): place = "text input takes first while text is edited"
      case (false, false): return nil
      }
      let fix =
        text
        ? "choose another key, or set 'wantsPriorityOverSystemBehavior' if no text is edited "
          + "where it can be performed"
        : "set 'wantsPriorityOverSystemBehavior' or choose another key"
      return context.diagnostic(
        .systemBehaviorConflict,
        "\(name) uses \(shortcut.glyphs), which \(place); it never fires there. \(fix.prefix(1).uppercased() + fix.dropFirst())",
        at: node)
    }
  }
}
