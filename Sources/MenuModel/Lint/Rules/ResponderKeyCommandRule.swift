/// `responder-key-command`: a responder's titled key commands that the main menu does not hold.
struct ResponderKeyCommandRule: LintRule {
  static let description = RuleDescription(
    id: .responderKeyCommand,
    name: "Responder Key Command",
    summary:
      "A responder has titled key commands that the main menu does not hold: the iPad lists them apart and the Mac menu bar omits them.",
    rationale: """
      Key commands returned from UIResponder.keyCommands work only while their responder is in \
      the chain; the iPad shortcut overlay (iPadOS 18) shows them in an uncategorized section, \
      the iPad menu bar (iPadOS 26) under Help › More Keyboard Shortcuts, far from the menu \
      they belong to, and the Mac menu bar does not show them at all. Declare the commands in \
      the main menu (with UIMenuBuilder) instead, and let canPerformAction decide when they \
      apply. One finding per responder lists its commands. Untitled key commands (no title, no \
      discoverability title) are hidden on purpose, such as ⌘1…⌘9 for tabs, and a key command \
      the menu also holds (same action and shortcut) is listed in its menu already.
      """,
    triggeringExamples: [
      RuleExample(
        #"{"formatVersion": 1}"#,
        responders: #"""
          {"formatVersion": 1, "responders": [
            {"id": "grid", "kind": "view", "actions": ["showPhoto:"], "keyCommands": [
              1️⃣{"type": "command", "title": "View Photo", "action": "showPhoto:", "shortcut": "cmd+o"}]}],
           "scenarios": {"browsing": {"firstResponder": "grid"}}}
          """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "command", "title": "View Photo", "action": "showPhoto:", "shortcut": "ctrl+cmd+o"}],
          "atEndOf": "view"}]}
        """#,
        responders: #"""
          {"formatVersion": 1, "responders": [{"id": "grid", "kind": "view",
            "actions": ["showPhoto:", "selectTab:"], "keyCommands": [
              {"type": "command", "title": "View Photo", "action": "showPhoto:", "shortcut": "ctrl+cmd+o"},
              {"type": "command", "action": "selectTab:", "propertyList": 1, "shortcut": "cmd+1"}]}],
           "scenarios": {"browsing": {"firstResponder": "grid"}}}
          """#)
    ])

  /// One warning per responder whose titled key commands the main menu does not hold.
  ///
  /// The commands are in its notes. Untitled key commands are hidden on purpose (⌘1…⌘9 tab
  /// switching), and a command the menu holds (same action and shortcut) is in the menu already.
  func check(_ context: RuleContext) -> [Diagnostic] {
    let table = context.keyCommands
    guard let responders = table.responders else { return [] }
    let inMenu = context.system.heldKeyCommands
    // Every platform's key commands, so that the finding reads the same on each platform
    // (and is reported once); a command for some platforms only says so in its note.
    var outside: [Int: [KeyCommandTable.Entry]] = [:]
    var order: [Int] = []
    for (index, responder) in responders.responders.enumerated() {
      for (position, command) in responder.keyCommands.enumerated() {
        guard let shortcut = command.shortcut,
          !(command.discoverabilityTitle ?? "").isEmpty || !command.title.isEmpty,
          !inMenu.contains(.init(action: command.action, shortcut: shortcut))
        else { continue }
        if outside[index] == nil { order.append(index) }
        outside[index, default: []].append(
          KeyCommandTable.Entry(
            place: .responder(index, command: position), command: command, isApp: true,
            source: command.source))
      }
    }
    return order.compactMap { index in
      guard let entries = outside[index], let first = entries.first else { return nil }
      let responder = responders.responders[index]
      let names = entries.map { "\(table.name($0)) (\($0.shortcut.glyphs))" }
      let what =
        entries.count == 1
        ? "has a titled key command the main menu does not hold: \(names[0])"
        : "has \(entries.count) titled key commands the main menu does not hold"
      let (it, they) = entries.count == 1 ? ("it", "it") : ("them", "they")
      let notes =
        (entries.count == 1
          ? []
          : entries.map { entry in
            let platforms = entry.command.platforms.map { only in
              Platform.allCases.filter(only.contains).map(\.rawValue)
            }
            let only = platforms.map { " on " + $0.joined(separator: " and ") + " only" } ?? ""
            return Diagnostic.Note(
              "\(table.name(entry)) (\(entry.shortcut.glyphs), \(entry.command.action))\(only)",
              at: table.location(of: entry))
          })
        + [
          Diagnostic.Note(
            "on iPadOS 18 the shortcut overlay lists \(it) under Uncategorized; on iPadOS 26 the "
              + "menu bar lists \(it) under Help › More Keyboard Shortcuts; the Mac menu bar omits "
              + it)
        ]
      return context.diagnostic(
        .responderKeyCommand,
        "responder '\(responder.id)' \(what); declare \(it) in the main menu (UIMenuBuilder) so "
          + "that the overlay and the menu bar show \(it) in \(entries.count == 1 ? "its menu" : "their menus"), "
          + "and let canPerformAction decide when \(they) \(entries.count == 1 ? "applies" : "apply")",
        at: first, notes: notes)
    }
  }
}
