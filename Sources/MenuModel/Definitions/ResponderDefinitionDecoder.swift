/// Decodes responder files (`*.responders.json`) into ``ResponderDefinition`` values.
///
/// Problems become diagnostics: the JSON and field problems of menu files, plus dangling `next`
/// links, cycles, duplicate identifiers and unknown responders in scenarios
/// (`invalid-definition`), and conditions that do not parse or name unknown state keys
/// (`invalid-condition`, pointing inside the string).
public enum ResponderDefinitionDecoder {
  /// Decodes a responder file.
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text.
  ///   - file: The file name used in locations.
  ///   - maximumDepth: The deepest JSON nesting accepted.
  ///   - maximumDiagnosticsPerRule: The most findings of one rule reported, followed by one
  ///     that counts the rest; 0 reports every one.
  /// - Returns: The definition (when the file is JSON of format version 1), the parsed
  ///   document, and the diagnostics.
  public static func decode(
    _ bytes: [UInt8], file: String, maximumDepth: Int = JSONParser.defaultMaximumDepth,
    maximumDiagnosticsPerRule: Int = Diagnostic.defaultMaximumPerRule
  ) -> DecodedResponderDefinition {
    let document: JSONDocument
    do {
      document = try JSONParser(maximumDepth: maximumDepth).parse(bytes, file: file)
    } catch {
      return DecodedResponderDefinition(
        definition: nil, document: nil,
        diagnostics: [Diagnostic(.invalidJSON, .error, error.message, at: error.location)])
    }
    var reader = DefinitionReader(document: document, limit: maximumDiagnosticsPerRule)
    let definition = reader.decodeResponderFile()
    return DecodedResponderDefinition(
      definition: definition, document: document, diagnostics: reader.diagnostics.diagnostics)
  }
}

/// The result of decoding a responder file.
public struct DecodedResponderDefinition: Sendable {
  /// The definition, or `nil` when the file is not JSON or not format version 1.
  public var definition: ResponderDefinition?
  /// The parsed JSON, which resolves source references to locations.
  public var document: JSONDocument?
  /// What decoding found, sorted.
  public var diagnostics: [Diagnostic]

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension DefinitionReader {
  mutating func decodeResponderFile() -> ResponderDefinition? {
    let root = BorrowedJSONValue(document.root)
    guard root.kind == .object else {
      report(.invalidDefinition, "a responder file must be an object, found \(root.kind)", at: root)
      return nil
    }
    let fields = ObjectReader(
      root, known: MenuFields.responderFile, context: "a responder file", diagnostics: &diagnostics)
    guard supportsFormatVersion(fields, of: root) else { return nil }
    var responders: [Responder] = []
    var responderValues: [String: BorrowedJSONValue] = [:]
    var conditions: [(LocatedCondition, BorrowedJSONValue)] = []
    if let list = fields["responders"] {
      if list.kind == .array {
        for value in list.elements {
          guard let responder = decodeResponder(value, conditions: &conditions) else { continue }
          if let first = responderValues[responder.id] {
            diagnostics.append(
              Diagnostic(
                .invalidDefinition, RuleID.invalidDefinition.defaultSeverity,
                "responder id '\(responder.id)' is used twice", at: (value["id"] ?? value).location,
                notes: [.init("the first '\(responder.id)' is here", at: first.location)]))
            continue
          }
          responderValues[responder.id] = value
          responders.append(responder)
        }
      } else {
        report(.invalidDefinition, "'responders' must be an array, found \(list.kind)", at: list)
      }
    } else {
      report(
        .invalidDefinition, "a responder file is missing the required field 'responders'", at: root)
    }
    var scenarios: [Scenario] = []
    if let object = fields["scenarios"] {
      if object.kind == .object {
        let members = ObjectReader(
          object, known: object.members.map(\.name), context: "the scenarios",
          diagnostics: &diagnostics)
        for name in members.presentNames {
          if let value = members[name], let scenario = decodeScenario(name, value) {
            scenarios.append(scenario)
          }
        }
      } else {
        report(
          .invalidDefinition,
          "'scenarios' must be an object of named scenarios, found \(object.kind)", at: object)
      }
    }
    var definition = ResponderDefinition(responders: responders, scenarios: scenarios)
    definition.document = document
    checkLinks(definition, values: responderValues)
    checkStateKinds(scenarios)
    for (located, value) in conditions {
      let known = definition.stateKinds.merging(Scenario.builtInKinds) { _, builtIn in builtIn }
      for problem in located.condition.problems(knownKeys: known) {
        reportCondition(problem, in: value)
      }
    }
    return definition
  }

  mutating func decodeResponder(
    _ value: BorrowedJSONValue, conditions: inout [(LocatedCondition, BorrowedJSONValue)]
  ) -> Responder? {
    guard value.kind == .object else {
      report(.invalidDefinition, "a responder must be an object, found \(value.kind)", at: value)
      return nil
    }
    let fields = ObjectReader(
      value, known: MenuFields.responder, context: "a responder", diagnostics: &diagnostics)
    guard let id = required(fields, "id", in: value, "responder") else { return nil }
    var responder = Responder(id: id, source: SourceReference(valueIndex: value.index))
    if let kind = fields["kind"] {
      responder.kind =
        enumeration(kind, "kind", ResponderKind.allCases.map(\.rawValue)).flatMap(
          ResponderKind.init) ?? .other
    }
    if let next = fields["next"], let name = string(next, "next") { responder.next = name }
    if let actions = fields["actions"] {
      if actions.kind == .array {
        responder.actions = actions.elements.compactMap { string($0, "actions") }
      } else {
        report(
          .invalidDefinition,
          "'actions' must be an array of action selectors, found \(actions.kind)", at: actions)
      }
    }
    if let canPerform = fields["canPerform"] {
      for (action, conditionValue) in actionMap(canPerform, "canPerform", responder: responder) {
        if let condition = condition(conditionValue) {
          responder.canPerform[action] = condition
          conditions.append((condition, conditionValue))
        }
      }
    }
    if let validate = fields["validate"] {
      for (action, entries) in actionMap(validate, "validate", responder: responder) {
        guard entries.kind == .array else {
          report(
            .invalidDefinition,
            "validate entries for '\(action)' must be an array, found \(entries.kind)", at: entries)
          continue
        }
        responder.validations[action] = entries.elements.compactMap {
          decodeValidation($0, conditions: &conditions)
        }
      }
    }
    if let keyCommands = fields["keyCommands"] {
      if keyCommands.kind == .array {
        for element in keyCommands.elements {
          readsKeyCommand = true
          let decoded = self.element(element)
          readsKeyCommand = false
          switch decoded {
          case .command(let command)? where command.shortcut != nil:
            if let when = element["when"], let condition = condition(when) {
              responder.keyCommandConditions[responder.keyCommands.count] = condition
              conditions.append((condition, when))
            }
            responder.keyCommands.append(command)
          case nil:
            continue
          default:
            report(
              .invalidDefinition, "a key command must be a command with a shortcut", at: element)
          }
        }
      } else {
        report(
          .invalidDefinition,
          "'keyCommands' must be an array of commands, found \(keyCommands.kind)", at: keyCommands)
      }
    }
    if let focusable = fields["focusable"], let flag = bool(focusable, "focusable") {
      responder.isFocusable = flag
    }
    return responder
  }

  /// The members of an object keyed by action, reporting actions the responder does not list.
  mutating func actionMap(_ value: BorrowedJSONValue, _ field: String, responder: Responder) -> [(
    String, BorrowedJSONValue
  )] {
    guard value.kind == .object else {
      report(
        .invalidDefinition, "'\(field)' must be an object keyed by action, found \(value.kind)",
        at: value)
      return []
    }
    let members = ObjectReader(
      value, known: value.members.map(\.name), context: "'\(field)'", diagnostics: &diagnostics)
    var result: [(String, BorrowedJSONValue)] = []
    for action in members.presentNames {
      guard let member = members[action] else { continue }
      if !responder.actions.contains(action) {
        report(
          .invalidDefinition,
          "'\(field)' names '\(action)', which responder '\(responder.id)' does not list in 'actions'",
          at: members.key(action) ?? member)
      }
      result.append((action, member))
    }
    return result
  }

  mutating func decodeValidation(
    _ value: BorrowedJSONValue, conditions: inout [(LocatedCondition, BorrowedJSONValue)]
  ) -> Validation? {
    guard value.kind == .object else {
      report(
        .invalidDefinition, "a validate entry must be an object, found \(value.kind)", at: value)
      return nil
    }
    let fields = ObjectReader(
      value, known: MenuFields.validation, context: "a validate entry", diagnostics: &diagnostics)
    var validation = Validation(source: SourceReference(valueIndex: value.index))
    if let when = fields["when"], let condition = condition(when) {
      validation.condition = condition
      conditions.append((condition, when))
    }
    validation.title = fields["title"].flatMap { string($0, "title") }
    validation.discoverabilityTitle = fields["discoverabilityTitle"].flatMap {
      string($0, "discoverabilityTitle")
    }
    validation.state = fields["state"].flatMap { state($0) }
    validation.attributes = fields["attributes"].map { attributes($0) }
    return validation
  }

  mutating func decodeScenario(_ name: String, _ value: BorrowedJSONValue) -> Scenario? {
    guard value.kind == .object else {
      report(
        .invalidDefinition, "scenario '\(name)' must be an object, found \(value.kind)", at: value)
      return nil
    }
    let fields = ObjectReader(
      value, known: MenuFields.scenario, context: "a scenario", diagnostics: &diagnostics)
    guard let first = required(fields, "firstResponder", in: value, "scenario '\(name)'") else {
      return nil
    }
    var scenario = Scenario(
      name: name, firstResponder: first, source: SourceReference(valueIndex: value.index))
    scenario.focusedItem = fields["focusedItem"].flatMap { string($0, "focusedItem") }
    scenario.isTextInputActive =
      fields["textInputActive"].flatMap { bool($0, "textInputActive") } ?? false
    if let state = fields["state"] {
      guard state.kind == .object else {
        report(
          .invalidDefinition, "'state' must be an object of values, found \(state.kind)", at: state)
        return scenario
      }
      let members = ObjectReader(
        state, known: state.members.map(\.name), context: "a state", diagnostics: &diagnostics)
      for key in members.presentNames {
        guard let member = members[key] else { continue }
        switch member.kind {
        case .bool: scenario.state[key] = .bool(member.bool ?? false)
        case .number: scenario.state[key] = .number(member.number ?? 0)
        case .string: scenario.state[key] = .string(member.string ?? "")
        default:
          report(
            .invalidDefinition,
            "state value '\(key)' must be a boolean, a number or a string, found \(member.kind)",
            at: member)
        }
      }
    }
    return scenario
  }

  /// A condition string, parsed; syntax errors point inside the string.
  mutating func condition(_ value: BorrowedJSONValue) -> LocatedCondition? {
    guard let text = string(value, "condition") else { return nil }
    do {
      return LocatedCondition(
        try Condition(parsing: text), source: SourceReference(valueIndex: value.index))
    } catch {
      reportCondition(error, in: value)
      return nil
    }
  }

  mutating func reportCondition(_ problem: ConditionError, in value: BorrowedJSONValue) {
    var location = value.location
    if !document.escaped[value.index] { location.column += 1 + problem.offset }
    let text = value.string ?? ""
    diagnostics.append(
      Diagnostic(
        .invalidCondition, RuleID.invalidCondition.defaultSeverity,
        "invalid condition '\(text)': \(problem.message)", at: location))
  }

  /// Dangling links, cycles, and scenarios naming unknown or unfocusable responders.
  mutating func checkLinks(_ definition: ResponderDefinition, values: [String: BorrowedJSONValue]) {
    let ids = Set(definition.responders.map(\.id))
    let candidates = definition.responders.map(\.id)
    func unknown(_ name: String) -> String {
      "'\(name)' is not a responder"
        + (EditDistance.closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? "")
    }
    var nextOf: [String: String] = [:]
    for responder in definition.responders {
      guard let next = responder.next else { continue }
      if ids.contains(next) {
        nextOf[responder.id] = next
      } else if let value = values[responder.id]?["next"] {
        report(.invalidDefinition, "'next' of '\(responder.id)': \(unknown(next))", at: value)
      }
    }
    // Each cycle is reported once, at the member that comes first in the file.
    var finished: Set<String> = []
    for responder in definition.responders where !finished.contains(responder.id) {
      var path: [String] = []
      var onPath: Set<String> = []
      var current: String? = responder.id
      while let id = current, !finished.contains(id) {
        if onPath.contains(id) {
          let cycle = Array(path.drop { $0 != id })
          let first = cycle.min { (values[$0]?.index ?? 0) < (values[$1]?.index ?? 0) } ?? id
          if let value = values[first]?["next"] {
            report(
              .invalidDefinition,
              "responders form a cycle: "
                + (cycle + [id]).map { "'\($0)'" }.joined(separator: " → "), at: value)
          }
          break
        }
        path.append(id)
        onPath.insert(id)
        current = nextOf[id]
      }
      finished.formUnion(path)
    }
    for scenario in definition.scenarios {
      guard let source = scenario.source else { continue }
      let value = BorrowedJSONValue(document: document, index: source.valueIndex)
      if !ids.contains(scenario.firstResponder), let field = value["firstResponder"] {
        report(
          .invalidDefinition, "scenario '\(scenario.name)': \(unknown(scenario.firstResponder))",
          at: field)
      }
      if let focused = scenario.focusedItem, let field = value["focusedItem"] {
        if !ids.contains(focused) {
          report(.invalidDefinition, "scenario '\(scenario.name)': \(unknown(focused))", at: field)
        } else if definition.responder(focused)?.isFocusable != true {
          report(
            .invalidDefinition,
            "scenario '\(scenario.name)' focuses '\(focused)', which is not focusable; add \"focusable\": true to it",
            at: field)
        }
      }
    }
  }

  /// A state key must have one kind across scenarios.
  mutating func checkStateKinds(_ scenarios: [Scenario]) {
    var kinds: [String: (StateValue.Kind, String)] = [:]
    for scenario in scenarios {
      for key in scenario.state.keys.sorted() {
        guard let value = scenario.state[key] else { continue }
        if let (kind, first) = kinds[key] {
          if kind != value.kind, let source = scenario.source,
            let field = BorrowedJSONValue(document: document, index: source.valueIndex)["state"]?[
              key]
          {
            report(
              .invalidDefinition,
              "state key '\(key)' is \(value.kind.noun) here but \(kind.noun) in scenario '\(first)'",
              at: field)
          }
        } else {
          kinds[key] = (value.kind, scenario.name)
        }
      }
    }
  }
}
