/// `responder-key-command`: a responder declares its own key commands.
enum ResponderKeyCommandRule {
  static let description = RuleDescription(
    id: .responderKeyCommand,
    name: "Responder Key Command",
    summary:
      "A responder declares 'keyCommands', which the iPad lists apart from the menus and the Mac menu bar omits.",
    rationale: """
      Key commands returned from UIResponder.keyCommands work only while their responder is in \
      the chain; the iPad shortcut overlay (iPadOS 18) shows them in an uncategorized section, \
      the iPad menu bar (iPadOS 26) under Help › More Keyboard Shortcuts, far from the menu \
      they belong to, and the Mac menu bar does not show them at all. Declare the command in the main menu (with \
      UIMenuBuilder) instead, and let canPerformAction decide when it applies.
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
          {"formatVersion": 1, "responders": [{"id": "grid", "kind": "view", "actions": ["showPhoto:"]}],
           "scenarios": {"browsing": {"firstResponder": "grid"}}}
          """#)
    ])

  /// A warning for every key command of every responder.
  static func check(_ definition: ResponderDefinition, document: JSONDocument?) -> [Diagnostic] {
    definition.responders.flatMap { responder in
      responder.keyCommands.map { command in
        Diagnostic(
          .responderKeyCommand, description.defaultSeverity,
          "'\(command.title)' (\(command.shortcut?.glyphs ?? "")) is a key command of responder "
            + "'\(responder.id)'; declare it in the main menu so that the overlay categorizes it and the "
            + "Mac menu bar shows it",
          at: command.source.flatMap { source in document.map { $0.location(of: source) } },
          notes: [
            Diagnostic.Note(
              "on iPadOS 18 the shortcut overlay lists it under Uncategorized; on iPadOS 26 the "
                + "menu bar lists it under Help › More Keyboard Shortcuts; the Mac menu bar omits it"
            )
          ])
      }
    }
  }
}
