/// Walks a responder chain the way UIKit does, recording each step so that the answer can
/// explain itself.
///
///     let chain = ResponderChain(definition)
///     let answer = chain.resolve(action: "closeTab:", in: noTabs)
///     answer.target      // nil: the browser implements closeTab:, but openTabs > 0 is false
public struct ResponderChain: Sendable {
  /// The responders and scenarios.
  public let definition: ResponderDefinition
  private let byID: [String: Responder]

  /// Creates a chain over a responder definition.
  ///
  /// - Parameter definition: The responders and scenarios.
  public init(_ definition: ResponderDefinition) {
    self.definition = definition
    self.byID = Dictionary(
      definition.responders.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The responders from `start`, following `next`, stopping at the end or before a repeat.
  ///
  /// - Parameter start: The first responder's identifier.
  /// - Returns: The identifiers in order.
  public func chain(from start: String) -> [String] {
    var result: [String] = []
    var seen: Set<String> = []
    var current: String? = start
    while let id = current, byID[id] != nil, seen.insert(id).inserted {
      result.append(id)
      current = byID[id]?.next
    }
    return result
  }

  /// Finds the responder that performs an action, as `target(forAction:withSender:)` does.
  ///
  /// Each responder along the chain is asked `canPerformAction(_:withSender:)`: it can when it
  /// lists the action and its `canPerform` condition (if any) holds. A responder that cannot
  /// does not stop the walk. The target then validates the command (`validate(_:)`).
  ///
  /// On Mac Catalyst the items AppKit adds to the system menu (Quit, Hide, Minimize, …) are
  /// performed by `NSApplication` outside the UIKit chain: they need no target. When no
  /// responder performs one of the system's own commands that UIKit implements itself (iPadOS
  /// 26's Close, New Window: ``SystemMenus/systemEffect(of:on:)``), the system performs it.
  ///
  /// - Parameters:
  ///   - action: The action selector.
  ///   - command: The command being resolved, for validation; `nil` to skip it.
  ///   - scenario: Who has focus, and the state.
  ///   - state: Values that replace or add to the scenario's state.
  ///   - platform: The platform, when the answer is for one; `nil` walks the chain only.
  ///   - osVersion: The system version, when the answer is for one: on 26 the system performs
  ///     an app's `performClose:` that no responder performs.
  /// - Returns: The chain, every step with its reason, the target, and the validated command.
  public func resolve(
    action: String, command: Command? = nil, in scenario: Scenario,
    state: [String: StateValue] = [:], on platform: Platform? = nil, osVersion: OSVersion? = nil
  ) -> ActionResolution {
    let values = scenario.values(on: platform, overriding: state)
    let (start, startKind) = scenario.start
    let chain = chain(from: start)
    if platform == .macCatalyst, let command, command.origin == .system,
      SystemMenus.appKitActions.contains(action)
    {
      return ActionResolution(
        scenario: scenario.name, action: action, start: start, startKind: startKind,
        chain: chain, steps: [], target: nil, command: command, appliedValidations: [],
        isPerformedByAppKit: true)
    }
    if let command, SystemMenus.isPerformedBySystem(command, on: platform) {
      var resolution = ActionResolution(
        scenario: scenario.name, action: action, start: start, startKind: startKind,
        chain: chain, steps: [], target: nil, command: command, appliedValidations: [])
      resolution.isPerformedBySystem = true
      return resolution
    }
    var steps: [ActionResolution.Step] = []
    var target: String?
    for id in chain {
      guard let responder = byID[id] else { continue }
      guard responder.actions.contains(action) else {
        steps.append(
          .init(responder: id, canPerform: false, reason: "does not implement \(action)"))
        continue
      }
      if let condition = responder.canPerform[action]?.condition {
        let explanation = condition.explanation(in: values)
        guard condition.evaluate(values) else {
          steps.append(
            .init(
              responder: id, canPerform: false, reason: "implements \(action), but \(explanation)"))
          continue
        }
        steps.append(
          .init(responder: id, canPerform: true, reason: "implements \(action), and \(explanation)")
        )
      } else {
        steps.append(.init(responder: id, canPerform: true, reason: "implements \(action)"))
      }
      target = id
      break
    }
    if target == nil, let command, platform != nil,
      SystemMenus.systemEffect(of: command, on: platform, osVersion: osVersion) != nil
    {
      var resolution = ActionResolution(
        scenario: scenario.name, action: action, start: start, startKind: startKind,
        chain: chain, steps: steps, target: nil, command: command, appliedValidations: [])
      resolution.isPerformedBySystem = true
      return resolution
    }
    var validated = command
    var applied: [Validation] = []
    if let target, var current = command, let entries = byID[target]?.validations[action] {
      for entry in entries where entry.condition.map({ $0.condition.evaluate(values) }) ?? true {
        if let title = entry.title { current.title = title }
        if let title = entry.discoverabilityTitle { current.discoverabilityTitle = title }
        if let state = entry.state { current.state = state }
        if let attributes = entry.attributes { current.attributes = attributes }
        applied.append(entry)
      }
      validated = current
    }
    return ActionResolution(
      scenario: scenario.name, action: action, start: start, startKind: startKind, chain: chain,
      steps: steps,
      target: target, command: validated, appliedValidations: applied)
  }

  /// Finds what a key press does in a built menu: the key commands along the chain (nearest
  /// first), then the main menu's, then the hidden key commands the system adds
  /// (``MenuSystem/hiddenKeyCommands``), the first whose action has a target winning.
  ///
  /// - Parameters:
  ///   - keystroke: What the user presses.
  ///   - system: The built main menu, with its platform and system version.
  ///   - localizer: How shortcuts are typed on the user's keyboard.
  ///   - scenario: Who has focus, and the state.
  ///   - state: Values that replace or add to the scenario's state.
  /// - Returns: Every candidate with why it won or lost, and the winner's resolution.
  public func resolve(
    keystroke: PhysicalKeystroke, system: MenuSystem, localizer: ShortcutLocalizer,
    in scenario: Scenario, state: [String: StateValue] = [:]
  ) -> KeyResolution {
    resolve(
      keystroke: keystroke, menu: system.menu, localizer: localizer, on: system.platform,
      in: scenario, state: state, hiddenKeyCommands: system.hiddenKeyCommands,
      osVersion: system.osVersion)
  }

  /// Finds what a key press does: the key commands along the chain (nearest first), then the
  /// main menu's, then the hidden key commands the system adds after building the menu, the
  /// first whose action has a target winning.
  ///
  /// iPadOS 26's Settings… (⌘,) comes before them all: the system takes its key first.
  ///
  /// While an item has focus or text is being edited, the focus or text-input system takes
  /// its keys first (``SystemKeys``, which depend on the platform), unless the command wants
  /// priority over system behavior. A winner that is disabled (by its attributes or by
  /// `validate(_:)`) performs nothing, and the press is not passed on.
  ///
  /// - Parameters:
  ///   - keystroke: What the user presses.
  ///   - menu: The built main menu.
  ///   - localizer: How shortcuts are typed on the user's keyboard.
  ///   - platform: The platform, which decides the focus system's select key.
  ///   - scenario: Who has focus, and the state.
  ///   - state: Values that replace or add to the scenario's state.
  ///   - hiddenKeyCommands: The hidden key commands the system adds to the menu's
  ///     (``MenuSystem/hiddenKeyCommands``).
  ///   - osVersion: The system version, when known (see ``resolve(action:command:in:state:on:osVersion:)``).
  /// - Returns: Every candidate with why it won or lost, and the winner's resolution.
  public func resolve(
    keystroke: PhysicalKeystroke, menu: MenuBuilder, localizer: ShortcutLocalizer,
    on platform: Platform, in scenario: Scenario,
    state: [String: StateValue] = [:], hiddenKeyCommands: [Command] = [],
    osVersion: OSVersion? = nil
  ) -> KeyResolution {
    let (start, _) = scenario.start
    var candidates: [(source: KeyResolution.Source, command: Command)] = []
    for id in chain(from: start) {
      guard let responder = byID[id] else { continue }
      for (_, command) in responder.keyCommands(in: scenario, on: platform, state: state) {
        for candidate in command.pressableForms where matches(candidate, keystroke, localizer) {
          candidates.append((.responder(id), candidate))
        }
      }
    }
    var alternates: [(source: KeyResolution.Source, command: Command)] = []
    for node in menu.preorder() {
      guard case .command(let command) = menu.element(node) else { continue }
      if matches(command, keystroke, localizer) { candidates.append((.mainMenu, command)) }
      for alternate in command.alternateCommands where matches(alternate, keystroke, localizer) {
        alternates.append((.mainMenu, alternate))
      }
    }
    // Alternates of menu commands come after every menu command (DESIGN §4); UIKit appends its
    // hidden key commands after the menu's.
    candidates += alternates
    for command in hiddenKeyCommands where matches(command, keystroke, localizer) {
      candidates.append((.mainMenu, command))
    }
    // iPadOS 26's Settings… takes ⌘, before the app's own key commands.
    let systemFirst = candidates.filter {
      SystemMenus.isPerformedBySystem($0.command, on: platform)
    }
    if !systemFirst.isEmpty {
      candidates =
        systemFirst
        + candidates.filter { !SystemMenus.isPerformedBySystem($0.command, on: platform) }
    }
    let taker = SystemKeys.taker(of: keystroke, in: scenario, on: platform)
    // Commands that want priority are offered the key before the system; the rest after.
    let order =
      taker != nil
      ? candidates.indices.filter { candidates[$0].command.wantsPriorityOverSystemBehavior }
      : Array(candidates.indices)
    var results = candidates.map {
      KeyResolution.Candidate(
        source: $0.source, command: $0.command, won: false, reason: "", resolution: nil)
    }
    var winner: ActionResolution?
    for index in order {
      let (_, command) = candidates[index]
      if winner != nil {
        results[index].reason = "an earlier candidate handles the key first"
        continue
      }
      let resolution = resolve(
        action: command.action, command: command, in: scenario, state: state, on: platform,
        osVersion: osVersion)
      results[index].resolution = resolution
      if resolution.isPerformable {
        let target =
          resolution.target ?? (resolution.isPerformedBySystem ? "the system" : "AppKit")
        results[index].won = true
        results[index].reason =
          resolution.isEnabled
          ? "\(target) performs \(command.action)"
          : "\(target) can perform \(command.action), but the command is disabled, so nothing "
            + "happens and the key goes no further"
        winner = resolution
      } else {
        results[index].reason = "no responder in the chain can perform \(command.action)"
      }
    }
    if let taker {
      for index in candidates.indices where !order.contains(index) {
        results[index].reason =
          "\(taker.name) handles \(keystroke.glyphs(on: localizer.layout)) first; "
          + "set 'wantsPriorityOverSystemBehavior' for the command to get it"
      }
    }
    return KeyResolution(
      keystroke: keystroke, platform: platform, candidates: results, resolution: winner,
      takenBy: winner == nil ? taker : nil)
  }

  private func matches(
    _ command: Command, _ keystroke: PhysicalKeystroke, _ localizer: ShortcutLocalizer
  ) -> Bool {
    guard command.shortcut != nil else { return false }
    return localizer.localize(command, isSystemCommand: command.isSystemCommand)?.keystroke
      == keystroke
  }

  /// Whether the focus or text-input system takes a keystroke before a command gets it.
  ///
  /// See ``SystemKeys`` for the keys, which depend on the platform and the scenario.
  ///
  /// - Parameters:
  ///   - keystroke: What the user presses.
  ///   - command: The command the keystroke triggers.
  ///   - scenario: Who has focus, and whether text is being edited.
  ///   - platform: The platform.
  /// - Returns: `true` when the command does not get the key.
  public static func systemTakesFirst(
    _ keystroke: PhysicalKeystroke, from command: Command, in scenario: Scenario,
    on platform: Platform
  ) -> Bool {
    !command.wantsPriorityOverSystemBehavior
      && SystemKeys.taker(of: keystroke, in: scenario, on: platform) != nil
  }
}

/// How an action was resolved along the responder chain.
public struct ActionResolution: Sendable {
  /// One responder asked whether it can perform the action.
  public struct Step: Sendable, Hashable {
    /// The responder.
    public var responder: String
    /// Whether it can perform the action.
    public var canPerform: Bool
    /// Why, for people.
    public var reason: String
  }

  /// The scenario's name.
  public var scenario: String
  /// The action resolved.
  public var action: String
  /// Where the chain starts.
  public var start: String
  /// Whether that is the first responder or the focused item.
  public var startKind: Scenario.StartKind
  /// The responders from the start.
  public var chain: [String]
  /// Each responder asked, in order, up to the target.
  public var steps: [Step]
  /// The responder that performs the action, or `nil` when none can.
  public var target: String?
  /// The command after the target's validation.
  public var command: Command?
  /// The validate entries that applied, in order.
  public var appliedValidations: [Validation]
  /// Whether AppKit performs the action outside the UIKit chain: one of the items Mac Catalyst
  /// adds to the system menu.
  public var isPerformedByAppKit = false
  /// Whether the system performs the action: iPadOS 26's Settings…, before and outside the
  /// responder chain (``SystemMenus/isPerformedBySystem(_:on:)``), or one of its commands no
  /// responder performs, such as Close (``SystemMenus/systemEffect(of:on:)``).
  public var isPerformedBySystem = false

  /// Whether the action can be performed (the menu item is enabled; on iPad it is listed).
  public var isPerformable: Bool { target != nil || isPerformedByAppKit || isPerformedBySystem }

  /// Whether the command, after validation, is enabled: not `disabled` by its attributes or by
  /// `validate(_:)`.
  public var isEnabled: Bool { !(command?.attributes.contains(.disabled) ?? false) }

  /// Whether choosing the command runs its action: it has a target and is enabled.
  public var isPerformed: Bool { isPerformable && isEnabled }
}

/// How a key press was resolved.
public struct KeyResolution: Sendable {
  /// Where a candidate key command comes from.
  public enum Source: Sendable, Hashable, CustomStringConvertible {
    /// The main menu.
    case mainMenu
    /// A responder's `keyCommands`.
    case responder(String)

    /// `mainMenu` or `responder:ID`.
    public var description: String {
      switch self {
      case .mainMenu: "mainMenu"
      case .responder(let id): "responder:\(id)"
      }
    }
  }

  /// A key command that matches the key press.
  public struct Candidate: Sendable {
    /// Where it comes from.
    public var source: Source
    /// The command.
    public var command: Command
    /// Whether it handles the key press.
    public var won: Bool
    /// Why it won or lost.
    public var reason: String
    /// The walk along the chain for its action, when it was offered the key.
    public var resolution: ActionResolution?
  }

  /// What the user pressed.
  public var keystroke: PhysicalKeystroke
  /// The platform resolved on.
  public var platform: Platform
  /// Every matching key command, in the order UIKit considers them.
  public var candidates: [Candidate]
  /// The winner's resolution, or `nil` when no candidate handles the key.
  public var resolution: ActionResolution?
  /// The system that handles the key before any command, or `nil` when a command wins or the
  /// system does not take the key.
  public var takenBy: SystemKeys.Taker?

  /// Creates a key resolution.
  ///
  /// - Parameters:
  ///   - keystroke: What the user pressed.
  ///   - platform: The platform.
  ///   - candidates: The matching key commands.
  ///   - resolution: The winner's resolution.
  ///   - takenBy: The system that handles the key first.
  public init(
    keystroke: PhysicalKeystroke, platform: Platform, candidates: [Candidate],
    resolution: ActionResolution?, takenBy: SystemKeys.Taker?
  ) {
    self.keystroke = keystroke
    self.platform = platform
    self.candidates = candidates
    self.resolution = resolution
    self.takenBy = takenBy
  }

  /// Whether the focus or text-input system handles the key before any command.
  public var consumedBySystem: Bool { takenBy != nil }

  /// Whether the press runs an action: a command won, has a target and is enabled.
  public var isPerformed: Bool { resolution?.isPerformed ?? false }
}
