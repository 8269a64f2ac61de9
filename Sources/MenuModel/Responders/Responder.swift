/// A decoded responder file (`*.responders.json`): the responder chain of an app and named
/// scenarios of who has focus and what the app's state is.
public struct ResponderDefinition: Sendable {
  /// The responders, in file order.
  public var responders: [Responder]
  /// The scenarios, in file order.
  public var scenarios: [Scenario]
  /// The kind of each state key, from the scenarios.
  public var stateKinds: [String: StateValue.Kind]
  /// The parsed file, which resolves the responders' source references; `nil` for a
  /// definition made in code.
  public var document: JSONDocument?

  /// Creates a definition.
  ///
  /// - Parameters:
  ///   - responders: The responders.
  ///   - scenarios: The scenarios.
  public init(responders: [Responder], scenarios: [Scenario]) {
    self.responders = responders
    self.scenarios = scenarios
    var kinds: [String: StateValue.Kind] = [:]
    for scenario in scenarios {
      for (key, value) in scenario.state where kinds[key] == nil { kinds[key] = value.kind }
    }
    self.stateKinds = kinds
  }

  /// The responder with an identifier.
  ///
  /// - Parameter id: The identifier.
  /// - Returns: The responder, or `nil`.
  public func responder(_ id: String) -> Responder? {
    responders.first { $0.id == id }
  }

  /// The scenario with a name.
  ///
  /// - Parameter name: The name.
  /// - Returns: The scenario, or `nil`.
  public func scenario(_ name: String) -> Scenario? {
    scenarios.first { $0.name == name }
  }
}

/// An object in the responder chain: a view, view controller, window, the application or its
/// delegate.
public struct Responder: Sendable, Hashable {
  /// The identifier.
  public var id: String
  /// What kind of object it is.
  public var kind: ResponderKind
  /// The next responder's identifier, or `nil` at the end of the chain.
  public var next: String?
  /// The actions it implements.
  public var actions: [String]
  /// Conditions under which it can perform an action (`canPerformAction(_:withSender:)`).
  public var canPerform: [String: LocatedCondition]
  /// How it updates a command before it is shown (`validate(_:)`), per action, in order.
  public var validations: [String: [Validation]]
  /// Its own key commands (`UIResponder.keyCommands`), in order.
  public var keyCommands: [Command]
  /// The condition under which each key command exists, by its index in ``keyCommands``: apps
  /// return different lists while text is edited (`"when": "!textInputActive"`).
  public var keyCommandConditions: [Int: LocatedCondition] = [:]
  /// Whether the focus system can focus it.
  public var isFocusable: Bool
  /// Where it was written.
  public var source: SourceReference?

  /// Creates a responder.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - kind: What kind of object it is.
  ///   - next: The next responder's identifier.
  ///   - actions: The actions it implements.
  ///   - canPerform: Conditions per action.
  ///   - validations: Validations per action.
  ///   - keyCommands: Its own key commands.
  ///   - isFocusable: Whether it can be focused.
  ///   - source: Where it was written.
  public init(
    id: String, kind: ResponderKind = .other, next: String? = nil, actions: [String] = [],
    canPerform: [String: LocatedCondition] = [:], validations: [String: [Validation]] = [:],
    keyCommands: [Command] = [], isFocusable: Bool = false, source: SourceReference? = nil
  ) {
    self.id = id
    self.kind = kind
    self.next = next
    self.actions = actions
    self.canPerform = canPerform
    self.validations = validations
    self.keyCommands = keyCommands
    self.isFocusable = isFocusable
    self.source = source
  }
}

/// What kind of object a responder is.
///
/// UIKit links them in this order (a view's next responder is its view controller or its
/// superview, a view controller's is its view's superview, its presenting view controller or
/// the window; a window's is its scene, a scene's the application, the application's its
/// delegate); a chain that runs against it is noted (`responder-chain-order`).
public enum ResponderKind: String, Sendable, Hashable, CaseIterable {
  /// A `UIView`.
  case view
  /// A `UIViewController`.
  case viewController
  /// A `UIWindow`.
  case window
  /// A `UIWindowScene`.
  case windowScene
  /// The `UIApplication`.
  case application
  /// The application delegate.
  case appDelegate
  /// Any other `UIResponder`, which may stand anywhere in the chain.
  case other

  /// The kind's place in UIKit's order, or `nil` for ``other``.
  ///
  /// Views and view controllers share a place: they alternate up the view hierarchy (a child
  /// view controller's next responder is its view's superview).
  public var chainRank: Int? {
    switch self {
    case .view, .viewController: 0
    case .window: 1
    case .windowScene: 2
    case .application: 3
    case .appDelegate: 4
    case .other: nil
    }
  }
}

/// A condition and where it was written.
public struct LocatedCondition: Sendable, Hashable {
  /// The condition.
  public var condition: Condition
  /// The JSON string it was read from.
  public var source: SourceReference?

  /// Creates a located condition.
  ///
  /// - Parameters:
  ///   - condition: The condition.
  ///   - source: The JSON string it was read from.
  public init(_ condition: Condition, source: SourceReference? = nil) {
    self.condition = condition
    self.source = source
  }
}

/// One entry of a responder's `validate(_:)`: when the condition holds, it sets the given
/// properties of the command.
public struct Validation: Sendable, Hashable {
  /// When the entry applies; `nil` means always.
  public var condition: LocatedCondition?
  /// The title to show.
  public var title: String?
  /// The title for the iPad overlay.
  public var discoverabilityTitle: String?
  /// The check-mark state.
  public var state: MenuElementState?
  /// The attributes, replacing the command's.
  public var attributes: MenuElementAttributes?
  /// Where the entry was written.
  public var source: SourceReference?

  /// Creates a validation entry.
  ///
  /// - Parameters:
  ///   - condition: When it applies; `nil` for always.
  ///   - title: The title to show.
  ///   - discoverabilityTitle: The title for the iPad overlay.
  ///   - state: The check-mark state.
  ///   - attributes: The attributes.
  ///   - source: Where it was written.
  public init(
    condition: LocatedCondition? = nil, title: String? = nil, discoverabilityTitle: String? = nil,
    state: MenuElementState? = nil, attributes: MenuElementAttributes? = nil,
    source: SourceReference? = nil
  ) {
    self.condition = condition
    self.title = title
    self.discoverabilityTitle = discoverabilityTitle
    self.state = state
    self.attributes = attributes
    self.source = source
  }
}

extension Responder {
  /// The key commands it returns in a scenario on a platform: those whose `platforms` include
  /// the platform and whose `when` condition holds, in order, with their indexes.
  ///
  /// - Parameters:
  ///   - scenario: Who has focus, and the state.
  ///   - platform: The platform.
  ///   - state: Values that replace or add to the scenario's state.
  /// - Returns: The key commands and their indexes in ``keyCommands``.
  public func keyCommands(
    in scenario: Scenario, on platform: Platform, state: [String: StateValue] = [:]
  ) -> [(index: Int, command: Command)] {
    let values = scenario.values(on: platform, overriding: state)
    return keyCommands.enumerated().compactMap { index, command in
      if let platforms = command.platforms, !platforms.contains(platform) { return nil }
      if let condition = keyCommandConditions[index], !condition.condition.evaluate(values) {
        return nil
      }
      return (index, command)
    }
  }
}

/// A named situation: who is first responder, what has focus, and the app's state.
public struct Scenario: Sendable, Hashable {
  /// The name.
  public var name: String
  /// The first responder's identifier.
  public var firstResponder: String
  /// The focused item's identifier (iPadOS 15 focus system), if any.
  public var focusedItem: String?
  /// Whether a text field or view is being edited.
  public var isTextInputActive: Bool
  /// The app's state: what conditions read.
  public var state: [String: StateValue]
  /// Where it was written.
  public var source: SourceReference?

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - firstResponder: The first responder.
  ///   - focusedItem: The focused item.
  ///   - isTextInputActive: Whether text input is active.
  ///   - state: The app's state.
  ///   - source: Where it was written.
  public init(
    name: String, firstResponder: String, focusedItem: String? = nil,
    isTextInputActive: Bool = false,
    state: [String: StateValue] = [:], source: SourceReference? = nil
  ) {
    self.name = name
    self.firstResponder = firstResponder
    self.focusedItem = focusedItem
    self.isTextInputActive = isTextInputActive
    self.state = state
    self.source = source
  }

  /// The names every condition may use besides the scenario's state keys: `textInputActive`
  /// (the scenario's field) and `platform` (`"iPadOS"` or `"macCatalyst"`).
  public static let builtInKinds: [String: StateValue.Kind] = [
    "textInputActive": .bool, "platform": .string,
  ]

  /// What conditions read: the state, with `state` replacing or adding values, and the
  /// built-in names.
  ///
  /// - Parameters:
  ///   - platform: The platform, for `platform`; `nil` leaves it out.
  ///   - state: Values that replace or add to the scenario's state.
  /// - Returns: The values by name.
  public func values(
    on platform: Platform?, overriding state: [String: StateValue] = [:]
  ) -> [String: StateValue] {
    var values = self.state.merging(state) { _, new in new }
    values["textInputActive"] = .bool(isTextInputActive)
    if let platform { values["platform"] = .string(platform.rawValue) }
    return values
  }

  /// Where a key press starts: the focused item when there is one, else the first responder.
  public var start: (id: String, kind: StartKind) {
    focusedItem.map { ($0, .focusedItem) } ?? (firstResponder, .firstResponder)
  }

  /// Where the responder chain starts.
  public enum StartKind: String, Sendable, Hashable {
    /// The first responder.
    case firstResponder
    /// The focused item.
    case focusedItem
  }
}
