/// What `menulint resolve` prints: a responder-chain resolution as text a newcomer can follow,
/// or as the JSON of DESIGN §7.
public struct ResolutionReport: Sendable {
  /// What was asked: an action, or a key press.
  public enum Query: Sendable {
    /// Who performs this action?
    case action(String)
    /// What does this key press do?
    case shortcut(KeyCombination, layout: KeyboardLayout)
  }

  /// The scenario resolved in.
  public var scenario: Scenario
  /// The platform resolved on.
  public var platform: Platform
  /// What was asked.
  public var query: Query
  /// The chain walk for the action (for a key press, the winner's), or `nil`.
  public var resolution: ActionResolution?
  /// The key-press candidates, for a key press.
  public var key: KeyResolution?
  /// The state after overrides.
  public var state: [String: StateValue]

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - platform: The platform.
  ///   - query: What was asked.
  ///   - resolution: The chain walk.
  ///   - key: The key-press candidates.
  ///   - state: The state after overrides.
  public init(
    scenario: Scenario, platform: Platform, query: Query, resolution: ActionResolution?,
    key: KeyResolution?, state: [String: StateValue]
  ) {
    self.scenario = scenario
    self.platform = platform
    self.query = query
    self.resolution = resolution
    self.key = key
    self.state = state
  }

  // MARK: - Text

  /// The explanation as text, control characters escaped.
  public var text: String {
    var lines: [String] = []
    let (start, startKind) = scenario.start
    let startText =
      startKind == .focusedItem
      ? "the focused item is '\(start)'" : "the first responder is '\(start)'"
    lines.append("Scenario '\(scenario.name)' on \(platform.rawValue): \(startText).")
    if !state.isEmpty {
      lines.append(
        "State: "
          + state.keys.sorted().map { "\($0) = \(state[$0].map(String.init(describing:)) ?? "")" }
          .joined(separator: ", ") + ".")
    }
    if case .shortcut(_, let layout) = query, let key {
      lines.append("")
      // Name the keys the user presses: ⇧⌘] for cmd+} on US.
      lines.append("Pressing \(key.keystroke.glyphs(on: layout)) on the \(layout.id) layout.")
      if key.candidates.isEmpty {
        lines.append("No key command in the chain or the main menu uses it.")
      } else {
        lines.append("Key commands that match, in the order UIKit offers the key to them:")
        for candidate in key.candidates {
          let mark = candidate.won ? "✓" : "✗"
          let source =
            candidate.source == .mainMenu
            ? "main menu" : "responder '\(candidate.source.description.dropFirst(10))'"
          lines.append(
            "  \(mark) \(candidate.command.name) (\(candidate.command.action)) from the \(source): \(candidate.reason)"
          )
        }
      }
      if let taker = key.takenBy {
        lines.append(
          taker == .focus
            ? "The focus system handles the key first, so no command receives it."
            : "Text input handles the key first, so no command receives it.")
      }
    }
    // Without a winner, show why the first candidate found no target.
    guard let resolution = resolution ?? key?.candidates.lazy.compactMap(\.resolution).first else {
      return Self.escaped(lines)
    }
    let name =
      resolution.command.map { $0.name + ($0.shortcut.map { " (\($0.glyphs))" } ?? "") }
      ?? resolution.action
    if resolution.isPerformedByAppKit {
      lines.append("")
      lines.append(
        "\(name) is an item AppKit adds on Mac Catalyst: NSApplication performs "
          + "\(resolution.action) outside the UIKit responder chain, so it is always enabled.")
      return Self.escaped(lines)
    }
    if resolution.isPerformedBySystem,
      resolution.command.map({ SystemMenus.isPerformedBySystem($0, on: platform) }) ?? true
    {
      lines.append("")
      lines.append(
        "\(name) is the system's item on iPadOS 26: it opens the app's page in the Settings app "
          + "outside the responder chain, so it is always enabled.")
      return Self.escaped(lines)
    }
    lines.append("")
    lines.append("Responder chain: " + resolution.chain.joined(separator: " → "))
    lines.append("")
    lines.append("Who can perform \(resolution.action)?")
    // Reasons line up in a column, unless an identifier is too long to wait for.
    let width = min(
      resolution.steps.map(\.responder.count).max() ?? 0,
      TextCheatSheetRenderer.maximumAlignedWidth)
    for step in resolution.steps {
      let padding = max(width - step.responder.count, 0) + 2
      lines.append("  \(step.responder)" + String(repeating: " ", count: padding) + step.reason)
    }
    if resolution.steps.count < resolution.chain.count, let target = resolution.target {
      lines.append("  (the walk stops at '\(target)')")
    }
    lines.append("")
    if let target = resolution.target {
      if resolution.isEnabled {
        lines.append("Target: '\(target)'. \(name) is enabled.")
      } else {
        let how = key == nil ? "choosing it" : "the key press"
        lines.append(
          "Target: '\(target)'. \(name) is disabled, so \(how) performs nothing "
            + "(\(resolution.action) does not run).")
      }
      if let command = resolution.command, !resolution.appliedValidations.isEmpty {
        var changes: [String] = []
        if resolution.appliedValidations.contains(where: { $0.title != nil }) {
          changes.append("title '\(command.title)'")
        }
        if resolution.appliedValidations.contains(where: { $0.discoverabilityTitle != nil }) {
          changes.append("discoverability title '\(command.discoverabilityTitle ?? "")'")
        }
        if resolution.appliedValidations.contains(where: { $0.state != nil }) {
          changes.append("state \(command.state.rawValue)")
        }
        if resolution.appliedValidations.contains(where: { $0.attributes != nil }) {
          changes.append("attributes [\(command.attributes.nameList.joined(separator: ", "))]")
        }
        let reasons = resolution.appliedValidations.compactMap {
          $0.condition?.condition.explanation(in: state)
        }
        lines.append(
          "validate(_:) on '\(target)' sets " + changes.joined(separator: ", ")
            + (reasons.isEmpty ? "." : " (" + reasons.joined(separator: "; ") + ")."))
      }
    } else if resolution.isPerformedBySystem {
      // Only iPadOS 26 and later performs commands for the app.
      let effect = resolution.command.flatMap {
        SystemMenus.systemEffect(of: $0, on: platform, osVersion: .v26)
      }
      lines.append(
        "No responder performs \(resolution.action), so the system does"
          + (effect.map { ": it \($0)." } ?? "."))
    } else {
      lines.append(
        "No responder can perform \(resolution.action), so \(name) is hidden in the iPad shortcut overlay "
          + "and disabled (grayed) in the Mac menu bar.")
    }
    return Self.escaped(lines)
  }

  private static func escaped(_ lines: [String]) -> String {
    lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
  }

  // MARK: - JSON

  /// The DESIGN §7 `resolve` document.
  public var json: String {
    let (start, startKind) = scenario.start
    let queryJSON: JSONOutput =
      switch query {
      case .action(let action): .object([("action", .string(action))])
      case .shortcut(let shortcut, let layout):
        .object([("shortcut", ShortcutLocalization.json(shortcut)), ("layout", .string(layout.id))])
      }
    let commandJSON: JSONOutput =
      resolution?.command.map { command in
        .object([
          ("title", .string(command.title)),
          ("discoverabilityTitle", .string(command.discoverabilityTitle)),
          ("shortcut", command.shortcut.map(ShortcutLocalization.json) ?? .null),
          ("state", .string(command.state.rawValue)),
          ("attributes", .array(command.attributes.nameList.map(JSONOutput.string))),
        ])
      } ?? .null
    return JSONWriter.string(
      .object([
        ("version", .integer(1)),
        ("scenario", .string(scenario.name)),
        ("platform", .string(platform.rawValue)),
        ("query", queryJSON),
        ("start", .string(resolution?.start ?? start)),
        ("startKind", .string((resolution?.startKind ?? startKind).rawValue)),
        ("chain", .array((resolution?.chain ?? []).map(JSONOutput.string))),
        (
          "steps",
          .array(
            (resolution?.steps ?? []).map {
              .object([
                ("responder", .string($0.responder)), ("canPerform", .bool($0.canPerform)),
                ("reason", .string($0.reason)),
              ])
            })
        ),
        ("target", .string(resolution?.target)),
        ("performable", .bool(resolution?.isPerformable ?? false)),
        ("performed", .bool(resolution?.isPerformed ?? false)),
        ("performedByAppKit", .bool(resolution?.isPerformedByAppKit ?? false)),
        ("performedBySystem", .bool(resolution?.isPerformedBySystem ?? false)),
        ("command", commandJSON),
        ("consumedBySystem", .bool(key?.consumedBySystem ?? false)),
        (
          "candidates",
          .array(
            (key?.candidates ?? []).map { candidate in
              .object([
                ("source", .string(candidate.source.description)),
                ("command", ShortcutLocalization.json(candidate.command)),
                ("won", .bool(candidate.won)),
                ("reason", .string(candidate.reason)),
              ])
            })
        ),
      ]))
  }
}
