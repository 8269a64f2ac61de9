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
      layouts where it happens are named. Apple's own shortcuts (⌘W, ⌘[, ⌘Y, …) are at most \
      notes, since Apple's apps share the problem; where only the derived fallback (no \
      complete measured table) says so, the finding is one severity lower and says "derived".
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
    let table = context.keyCommands
    var findings = LayoutFindings(
      layouts: context.options.layouts, directions: context.options.directions)
    // Apple's own shortcuts: the standard ones, and those of the system commands in this menu.
    func isApples(_ keystroke: Keystroke) -> Bool {
      Self.applesShortcuts.contains(keystroke)
        || sweep.commands.contains {
          !$0.isApp && table.entries[$0.entry].shortcut.keystroke == keystroke
        }
    }
    // Only the app's commands that some run cannot type.
    // A shifted reading is the same key: its typeability is the shortcut's.
    let concerned = sweep.commands.filter {
      $0.isApp && !$0.isShiftedReading && !sweep.summaries[$0.spec].isAlwaysTypeable
    }
    for run in sweep.runs {
      for keyCommand in concerned {
        let outcome = run.results[keyCommand.spec]
        guard !outcome.isTypeable else { continue }
        let reason =
          outcome.method == .optedOut
          ? "localization is turned off for it"
          : "no key types it at the base or Shift level, or while ⌘ is held"
        findings.record(
          keyCommand.entry, in: run, detail: reason,
          isGuess: outcome.isGuess)
      }
    }
    return findings.scopes().map { scope in
      let entry = table.entries[scope.key]
      let shortcut = entry.shortcut
      var notes = scope.details.map { Diagnostic.Note($0) }
      var severity = RuleRegistry.severity(of: .untypeableShortcut)
      if isApples(shortcut.keystroke) {
        severity = .note
        notes.append(
          Diagnostic.Note(
            "\(shortcut.glyphs) is one of Apple's own shortcuts: where it cannot be typed, Apple's "
              + "apps share the problem"))
      } else if findings.isGuess(scope) {
        severity = severity.lowered
        notes.append(
          Diagnostic.Note(
            "derived: no complete measured macOS table covers it there; this is a guess from the "
              + "layout's keys"))
      }
      var diagnostic = context.diagnostic(
        .untypeableShortcut, "\(table.name(entry)) uses \(shortcut.glyphs), which cannot be typed",
        at: entry, notes: notes)
      diagnostic.severity = severity
      diagnostic.layouts = scope.layouts
      diagnostic.directions = scope.directions
      // Where one of Apple's own shortcuts cannot be typed, there is nothing better to choose
      // (DESIGN §5): no other key is suggested.
      if !isApples(shortcut.keystroke) {
        diagnostic.subject = table.subject(of: entry, in: context.menu)
      }
      return diagnostic
    }
  }

  /// Shortcuts Apple itself uses, which are at most notes when untypeable.
  ///
  /// The HIG's standard keyboard shortcuts (Apple semantics reference §2.3), UIKit's and
  /// AppKit's default menu commands, and Safari's ⌘[ ⌘] ⌘Y ⌘/ ⌘= ⇧⌘\. Where one cannot be
  /// typed, Apple's own apps cannot be used either.
  static let applesShortcuts: Set<Keystroke> = {
    let written = [
      "cmd+a", "shift+cmd+a", "cmd+b", "cmd+c", "shift+cmd+c", "opt+cmd+c", "ctrl+cmd+c",
      "opt+cmd+d", "ctrl+cmd+d", "cmd+e", "cmd+f", "opt+cmd+f", "ctrl+cmd+f", "cmd+g",
      "shift+cmd+g", "cmd+h", "opt+cmd+h", "cmd+i", "opt+cmd+i", "cmd+j", "cmd+m", "opt+cmd+m",
      "cmd+n", "cmd+o", "cmd+p", "shift+cmd+p", "cmd+q", "cmd+s", "shift+cmd+s", "cmd+t",
      "opt+cmd+t", "cmd+u", "cmd+v", "shift+cmd+v", "opt+cmd+v", "opt+shift+cmd+v",
      "ctrl+cmd+v", "cmd+w", "shift+cmd+w", "opt+cmd+w", "cmd+x", "cmd+z", "shift+cmd+z",
      "cmd+-", "shift+cmd+=", "cmd+plus", "cmd+{", "cmd+}", "cmd+|", "cmd+:", "cmd+;", "cmd+,",
      "cmd+?", "shift+cmd+/", "cmd+`", "shift+cmd+`", "ctrl+cmd+s", "cmd+[", "cmd+]", "cmd+y",
      "cmd+/", "cmd+=", "shift+cmd+\\",
    ]
    return Set(written.compactMap { try? KeyCombination(parsing: $0).keystroke })
  }()
}

extension Severity {
  /// One step less serious: error → warning → note; a note stays a note.
  var lowered: Severity {
    switch self {
    case .error: .warning
    case .warning, .note: .note
    }
  }
}
