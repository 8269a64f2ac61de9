/// `system-behavior-conflict`: an unmodified navigation key that iPadOS gives to the focus and
/// text-input systems first.
struct SystemBehaviorConflictRule: LintRule {
  static let description = RuleDescription(
    id: .systemBehaviorConflict,
    name: "System Behavior Conflict",
    summary: """
      A key command uses an arrow, Space, Return, Tab, Shift-Tab, Delete or Escape without \
      modifiers and without 'wantsPriorityOverSystemBehavior'.
      """,
    rationale: """
      Since iPadOS 15 the system delivers these keys to the focus system (Tab moves between \
      groups, arrows within them, Return or Space selects) and to text input first; the key \
      command only fires when they do not handle the key, which in a focused list or a text \
      field is never. Set "wantsPriorityOverSystemBehavior": true when the command must win, or \
      add a modifier.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          1️⃣{"type": "command", "title": "Next Photo", "action": "nextPhoto:", "shortcut": "right"},
          2️⃣{"type": "command", "title": "Close Viewer", "action": "closeViewer:", "shortcut": "escape"}],
          "atEndOf": "view"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "Next Photo", "action": "nextPhoto:", "shortcut": "right",
           "wantsPriorityOverSystemBehavior": true},
          {"type": "command", "title": "Next Album", "action": "nextAlbum:", "shortcut": "cmd+right"}],
          "atEndOf": "view"}]}
        """#)
    ])

  /// The keys the focus and text-input systems handle when pressed without modifiers.
  static let systemKeys: Set<NamedKey> = [
    .up, .down, .left, .right, .space, .return, .tab, .delete, .escape,
  ]

  /// Whether a shortcut reaches the focus or text-input system before the command.
  static func isSystemKey(_ shortcut: KeyCombination) -> Bool {
    guard case .named(let key) = shortcut.input, systemKeys.contains(key) else { return false }
    let modifiers = shortcut.modifiers.subtracting([.numericPad, .capsLock])
    return modifiers.isEmpty || (key == .tab && modifiers == .shift)
  }

  func check(_ context: RuleContext) -> [Diagnostic] {
    context.appCommands.compactMap { node, command in
      guard let shortcut = command.shortcut, !command.wantsPriorityOverSystemBehavior,
        Self.isSystemKey(shortcut)
      else { return nil }
      return context.diagnostic(
        .systemBehaviorConflict,
        "'\(command.title)' uses \(shortcut.glyphs), which the focus and text-input systems handle "
          + "first; set 'wantsPriorityOverSystemBehavior' or add a modifier",
        at: node)
    }
  }
}
