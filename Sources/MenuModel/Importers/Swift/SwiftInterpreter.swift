/// Evaluates the Swift of every file read, for one platform, into menu operations and
/// responders (DESIGN §10).
///
/// It keeps every fact it can know and leaves out only what it cannot, one construction at a
/// time: an unknown title becomes the command's title source, an unknown array element is
/// left out alone, and code under a condition it cannot decide is read under that condition.
/// Each loss is an `unresolved-swift` note that names the expression.
///
/// Evaluation is bounded: calls are followed ``maximumCallDepth`` deep with recursion
/// stopped, results of calls without side effects are remembered per arguments, and the whole
/// evaluation has a budget of ``defaultStepBudget`` steps; a note says where it stopped.
final class SwiftInterpreter {
  /// How many calls deep evaluation follows functions of the files read.
  static let maximumCallDepth = 8
  /// How many expressions and statements one platform's evaluation may evaluate.
  static let defaultStepBudget = SwiftImporter.defaultStepBudget
  /// How many items a range or loop may produce: more than a menu has (a loop over hundreds
  /// of characters is reported instead of read).
  static let maximumIterations = 256
  /// How many items a list may hold: more than any menu (code that doubles a list in each
  /// of twenty helpers is stopped, not followed).
  static let maximumListCount = 4_096

  /// Whether conditions the importer cannot decide are kept (a responder's key commands get
  /// them as `when`) or read as if they hold (menu-building code).
  enum Mode {
    case keyCommands
    case menu
  }

  /// How a statement list ended.
  enum Flow {
    case normal
    /// A `return` ran; its value is in the frame.
    case returned
    /// `break`, `continue`, `throw` or `fallthrough`.
    case jumped(String)
  }

  /// A function call being evaluated.
  final class Frame {
    /// Values returned so far, each with the condition it was returned under.
    var returns: [(condition: ImportCondition?, value: SwiftValue)] = []
    /// For a result builder's body (SwiftUI), the content its statements produce.
    var content: [SwiftListItem]?

    init(collectsContent: Bool = false) {
      content = collectsContent ? [] : nil
    }
  }

  let files: [SwiftImporter.SourceFile]
  let platform: Platform
  let program: SwiftProgram

  /// What the code does to the main menu, in order.
  var operations: [ImportedOperation] = []
  /// The responders found, in order.
  var responders: [ImportedResponder] = []
  var responderIndex: [String: Int] = [:]
  /// `UIMainMenuSystem.Configuration` set with `setBuildConfiguration(_:)`, if any.
  var mainMenuConfiguration: OrderedJSON?
  /// Where the first SwiftUI button was read: SwiftUI performs its buttons' actions itself.
  var swiftUILocation: SwiftLocation?

  private(set) var notes: [Diagnostic] = []
  private var noteKeys: Set<String> = []
  /// Titles read as their source text, per file, for one note each.
  var titleSources: [Int: (first: SwiftLocation, texts: [String])] = [:]

  var mode: Mode = .menu
  /// The condition the code being evaluated runs under, `nil` for always.
  var path: ImportCondition?
  var frames: [Frame] = []
  /// Function declarations being called, innermost last.
  var callStack: [Int] = []
  /// Results of calls without side effects, by function, `self` and arguments.
  var memo: [String: SwiftValue] = [:]
  /// Counts what changes the world outside a call (an operation, a note, a property set), so
  /// that a call whose result depends on nothing else can be remembered.
  var effects = 0
  /// The key commands added by `addKeyCommand(_:)` to the responder being read.
  var addedKeyCommands: [SwiftListItem]?
  /// SwiftUI view and commands types whose bodies were read.
  var evaluatedContentTypes: Set<String> = []
  /// Functions of the files read that were called, by id.
  var invokedFunctions: Set<Int> = []
  /// `@CommandsBuilder` properties and functions whose commands were read, by id.
  var readCommandBuilders: Set<Int> = []
  /// Names the code uses that no file read declares: a type, function or property the
  /// front end may find in other files (``SwiftImport/missingNames``).
  var missingNames: Set<String> = []

  /// Records a name no file read declares, unless the code runs only to learn values.
  func noteMissing(_ name: String) {
    if quiet == 0 { missingNames.insert(name) }
  }
  /// The raw identifiers of the menus the build has so far; made on first use.
  var presentMenus: Set<String>?
  /// Above zero while code runs only to learn values (a responder's initializers): what it
  /// cannot evaluate is not reported, as it is not menu code.
  var quiet = 0

  private var steps = 0
  private(set) var exhausted = false

  /// How many steps this evaluation may take.
  let stepBudget: Int

  init(
    files: [SwiftImporter.SourceFile], platform: Platform,
    stepBudget: Int = SwiftInterpreter.defaultStepBudget
  ) {
    self.stepBudget = stepBudget
    self.files = files
    self.platform = platform
    program = SwiftProgram(
      files: files.indices.compactMap { index in
        files[index].syntax[platform].map { (index, $0) }
      })
  }

  // MARK: Budget

  /// Counts one step; false once the budget is spent (after a note at the first place
  /// that could not be evaluated).
  func step(_ range: SwiftRange, _ context: SwiftContext) -> Bool {
    if exhausted { return false }
    steps += 1
    guard steps > stepBudget else { return true }
    exhausted = true
    note(
      "evaluation stopped here: the code takes more than \(stepBudget) steps to read, so what is left is not read",
      at: range.start, file: context.file, key: "budget")
    return false
  }

  // MARK: Notes

  /// Adds an `unresolved-swift` note, once per message and place.
  func note(_ message: String, at offset: Int, file: Int, key: String? = nil) {
    effects += 1
    guard quiet == 0 else { return }
    let location = SwiftLocation(file: file, offset: offset)
    let identity = key ?? "\(file):\(offset):\(message)"
    guard noteKeys.insert(identity).inserted else { return }
    notes.append(
      Diagnostic(.unresolvedSwift, .note, message, at: location.sourceLocation(files)))
  }

  /// A note about an unknown value: what it was, why it is unknown, and what happened.
  func note(_ unknown: SwiftUnknown, _ consequence: String) {
    guard let location = unknown.location else { return }
    let text = unknown.text.isEmpty ? "this expression" : "`\(unknown.text)`"
    note(
      "\(text) \(consequence): \(unknown.reason)", at: location.offset, file: location.file,
      key: "\(location.file):\(location.offset):\(consequence)")
  }

  /// Records a title read as its source text; one note per file lists them.
  func recordTitleSource(_ text: String, at location: SwiftLocation) {
    if var entry = titleSources[location.file] {
      if !entry.texts.contains(text) { entry.texts.append(text) }
      titleSources[location.file] = entry
    } else {
      titleSources[location.file] = (location, [text])
    }
  }

  /// The notes about titles read as source text, one per file.
  func titleSourceNotes() -> [Diagnostic] {
    titleSources.keys.sorted().compactMap { file in
      guard let entry = titleSources[file] else { return nil }
      let shown = entry.texts.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
      let more = entry.texts.count > 3 ? " and \(entry.texts.count - 3) more" : ""
      let count = entry.texts.count
      return Diagnostic(
        .unresolvedSwift, .note,
        "\(count == 1 ? "a title is" : "\(count) titles are") computed at run time (\(shown)\(more)); "
          + "each command is named by that source text, and two commands with the same text read alike",
        at: entry.first.sourceLocation(files))
    }
  }

  // MARK: Source text

  /// An expression's source text without comments, with the known values of local names
  /// written in (`L10n.tab(1)` for `L10n.tab(index)` when `index` is 1), shortened.
  func text(of expression: SwiftExpression, _ scope: SwiftScope?, _ context: SwiftContext)
    -> String
  {
    guard let syntax = files[context.file].syntax[platform] else { return "" }
    let tokens = syntax.tokens
    var replacements: [(SwiftRange, String)] = []
    if let scope { collectKnownNames(expression, scope, into: &replacements) }
    var result = ""
    var offset = expression.range.start
    for (range, value) in replacements.sorted(by: { $0.0.start < $1.0.start })
    where range.start >= offset && range.end <= expression.range.end {
      result += tokens.text(from: offset, to: range.start)
      if !result.isEmpty && !result.hasSuffix(" ") && !result.hasSuffix("(")
        && !result.hasSuffix("[") && tokens.bytes[max(range.start - 1, 0)] == 32
      {
        result += " "
      }
      result += value
      offset = range.end
    }
    let rest = tokens.text(from: offset, to: expression.range.end)
    if !result.isEmpty && !rest.isEmpty && offset < tokens.bytes.count && tokens.bytes[offset] == 32
    {
      result += " "
    }
    result += rest
    if result.hasPrefix("self.") { result.removeFirst(5) }
    return Self.shortened(result)
  }

  /// Source text as a note quotes it: each run of blanks and line breaks one space (none just
  /// inside brackets), and text
  /// longer than 80 scalars cut to its first 60 and last 15 around an ellipsis.
  static func shortened(_ text: String) -> String {
    var scalars: [Unicode.Scalar] = []
    var blank = false
    for scalar in text.unicodeScalars {
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        blank = true
        continue
      }
      if blank, let last = scalars.last, last != "(", last != "[", scalar != ")", scalar != "]" {
        scalars.append(" ")
      }
      blank = false
      scalars.append(scalar)
    }
    guard scalars.count > 80 else { return String(String.UnicodeScalarView(scalars)) }
    return String(String.UnicodeScalarView(scalars.prefix(60))) + "…"
      + String(String.UnicodeScalarView(scalars.suffix(15)))
  }

  private func collectKnownNames(
    _ expression: SwiftExpression, _ scope: SwiftScope,
    into replacements: inout [(SwiftRange, String)]
  ) {
    var pending = [expression]
    while let next = pending.popLast() {
      if case .name(let name) = next.kind {
        guard next.range.end > next.range.start, let value = scope.lookup(name) else { continue }
        switch value {
        case .string(let text): replacements.append((next.range, "\"" + text + "\""))
        case .integer, .double, .bool: replacements.append((next.range, value.scalarText ?? ""))
        case .member(let member), .enumCase(_, let member):
          replacements.append((next.range, "." + member))
        default: break
        }
        continue
      }
      pending += next.children
    }
  }

  /// An unknown value for an expression.
  func unknown(
    _ expression: SwiftExpression, _ scope: SwiftScope?, _ context: SwiftContext,
    _ reason: String
  ) -> SwiftValue {
    .unknown(
      SwiftUnknown(
        text: text(of: expression, scope, context),
        location: SwiftLocation(file: context.file, offset: expression.range.start),
        reason: reason))
  }

  // MARK: Statements

  /// Runs a block's statements in a new scope.
  func execute(_ block: SwiftBlock, _ scope: SwiftScope, _ context: SwiftContext) -> Flow {
    let inner = SwiftScope(parent: scope)
    var deferred: [SwiftBlock] = []
    // Local functions can be called before their declaration.
    for statement in block.statements {
      if case .declaration(.function(let function)) = statement {
        inner.values[function.name] = closureValue(function, inner, context)
      }
    }
    var flow = Flow.normal
    var index = 0
    let statements = block.statements
    while index < statements.count {
      let statement = statements[index]
      index += 1
      if case .deferred(let body) = statement {
        deferred.append(body)
        continue
      }
      flow = execute(statement, inner, context)
      if case .normal = flow { continue }
      break
    }
    for body in deferred.reversed() { _ = execute(body, inner, context) }
    return flow
  }

  func execute(_ statement: SwiftStatement, _ scope: SwiftScope, _ context: SwiftContext) -> Flow {
    switch statement {
    case .expression(let expression):
      guard step(expression.range, context) else { return .normal }
      if case .sequence(let parts) = expression.kind, parts.contains(where: \.isAssignmentOperator)
      {
        assign(parts, expression, scope, context)
        return .normal
      }
      let value = evaluate(expression, scope, context)
      if let frame = frames.last, frame.content != nil {
        frame.content?.append(SwiftListItem(value: value, condition: path))
      }
    case .binding(let pattern, let value, let range):
      guard step(range, context) else { return .normal }
      let evaluated = value.map { evaluate($0, scope, context) } ?? .none
      bind(pattern, to: evaluated, in: scope)
    case .ifStatement(let conditions, let then, let otherwise, let range):
      guard step(range, context) else { return .normal }
      return executeIf(conditions, then, otherwise, range, scope, context)
    case .guardStatement(let conditions, let body, let range):
      guard step(range, context) else { return .normal }
      return executeGuard(conditions, body, range, scope, context)
    case .forEach(let pattern, let sequence, let filter, let body, let range):
      guard step(range, context) else { return .normal }
      return executeFor(pattern, sequence, filter, body, range, scope, context)
    case .loop(let body, let range):
      if mentionsMenuAPI(body) {
        note(
          "a `while` loop is not evaluated; the commands it adds are left out", at: range.start,
          file: context.file)
      }
    case .switchStatement(let subject, let cases, let range):
      guard step(range, context) else { return .normal }
      return executeSwitch(subject, cases, range, scope, context)
    case .returnStatement(let expression, let range):
      guard step(range, context) else { return .returned }
      let value = expression.map { evaluate($0, scope, context) } ?? .none
      frames.last?.returns.append((path, value))
      return .returned
    case .block(let block):
      return execute(block, scope, context)
    case .deferred(let block):
      return execute(block, scope, context)
    case .jump(let kind, _):
      return .jumped(kind)
    case .declaration(.function):
      break  // bound when the block starts
    case .declaration, .other:
      break
    }
    return .normal
  }

  /// Binds the names of a pattern.
  func bind(_ pattern: SwiftPattern, to value: SwiftValue, in scope: SwiftScope) {
    switch pattern {
    case .name(let name):
      scope.values[name] = value
    case .tuple(let patterns):
      if case .tuple(let elements) = value, elements.count == patterns.count {
        for (pattern, element) in zip(patterns, elements) {
          bind(pattern, to: element.value, in: scope)
        }
      } else {
        for pattern in patterns {
          bind(pattern, to: .unknown(SwiftUnknown(text: "", location: nil, reason: "")), in: scope)
        }
      }
    case .ignored:
      break
    }
  }

  // MARK: Conditions

  /// What the importer makes of a condition.
  enum Decision {
    case known(Bool)
    /// Undecided; the condition as a formula over source texts.
    case undecided(ImportCondition)
  }

  /// Decides an `if`/`guard` condition list: `#available` by the OS versions modelled,
  /// Boolean values the importer knows, and the rest as opaque source text.
  func decide(
    _ conditions: [SwiftCondition], _ scope: SwiftScope, _ context: SwiftContext
  ) -> Decision {
    var parts: [ImportCondition] = []
    for condition in conditions {
      switch condition {
      case .availability(let availability):
        if let known = decide(availability) {
          if !known { return .known(false) }
        } else {
          parts.append(
            .atom(
              files[context.file].syntax[platform]?.tokens.text(
                from: availability.range.start, to: availability.range.end) ?? "#available"))
        }
      case .expression(let expression):
        switch decide(expression, scope, context) {
        case .known(true): break
        case .known(false): return .known(false)
        case .undecided(let formula): parts.append(formula)
        }
      case .pattern(let names, let value, let range):
        // `if let x = y`: known when `y` is known to be nil or a value.
        if let value {
          let evaluated = evaluate(value, scope, context)
          switch evaluated {
          case .none: return .known(false)
          case .unknown: break
          default:
            if names.count == 1 {
              scope.values[names[0]] = evaluated
              continue
            }
          }
        }
        for name in names where scope.values[name] == nil {
          scope.values[name] = unknown(
            SwiftExpression(.name(name), range), nil, context, "it is bound by a pattern")
        }
        let text =
          files[context.file].syntax[platform]?.tokens.text(from: range.start, to: range.end)
          ?? ""
        parts.append(.atom(text))
      }
    }
    if parts.isEmpty { return .known(true) }
    return .undecided(parts.count == 1 ? parts[0] : .and(parts))
  }

  /// `#available`: true when every OS version modelled (18 and 26) has it, false when none
  /// does; in between it is undecided.
  func decide(_ availability: SwiftAvailability) -> Bool? {
    let wanted = platform == .macCatalyst ? ["macCatalyst", "iOS", "iPadOS"] : ["iOS", "iPadOS"]
    var version: String?
    var found = false
    for name in wanted {
      if let spec = availability.specs.first(where: { $0.domain == name }) {
        version = spec.version
        found = true
        break
      }
    }
    if !found && !availability.specs.contains(where: { $0.domain == "*" }) {
      return availability.negated
    }
    guard let version else { return !availability.negated }
    let parts = version.split(separator: ".").compactMap { Int($0) }
    let required = (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
    let oldest = OSVersion.allCases.map(\.rawValue).min() ?? 18
    let newest = OSVersion.allCases.map(\.rawValue).max() ?? 26
    if required <= (oldest, 0) { return !availability.negated }
    if required > (newest, 99) { return availability.negated }
    return nil
  }

  /// Decides a Boolean expression, or turns it into a formula over its undecided parts.
  func decide(_ expression: SwiftExpression, _ scope: SwiftScope, _ context: SwiftContext)
    -> Decision
  {
    // `&&`, `||` and `!` are read as a formula; other parts are evaluated.
    switch expression.kind {
    case .parenthesized(let inner):
      return decide(inner, scope, context)
    case .prefixOperator("!", let inner):
      switch decide(inner, scope, context) {
      case .known(let value): return .known(!value)
      case .undecided(let formula): return .undecided(formula.negated)
      }
    case .sequence(let parts):
      if let split = logicalSplit(parts) {
        var results: [Decision] = []
        for operand in split.operands {
          let decision = decide(
            SwiftExpression(.sequence(operand), rangeOf(operand, expression.range)), scope,
            context)
          if case .known(let value) = decision {
            if split.isAnd && !value { return .known(false) }
            if !split.isAnd && value { return .known(true) }
            continue
          }
          results.append(decision)
        }
        let formulas = results.compactMap { decision -> ImportCondition? in
          if case .undecided(let formula) = decision { return formula }
          return nil
        }
        if formulas.isEmpty { return .known(split.isAnd) }
        if formulas.count == 1 { return .undecided(formulas[0]) }
        return .undecided(split.isAnd ? .and(formulas) : .or(formulas))
      }
      if parts.count == 1 { return decide(parts[0], scope, context) }
    default:
      break
    }
    switch evaluate(expression, scope, context) {
    case .bool(let value): return .known(value)
    case .none: return .known(false)
    default:
      return .undecided(.atom(text(of: expression, nil, context)))
    }
  }

  /// A sequence split at its loosest `||` (or, without one, `&&`), when it has one.
  private func logicalSplit(_ parts: [SwiftExpression]) -> (
    operands: [[SwiftExpression]], isAnd: Bool
  )? {
    for op in ["||", "&&"] {
      guard parts.contains(where: { $0.isOperator(op) }) else { continue }
      // A ternary or assignment binds more loosely; leave such sequences whole.
      if parts.contains(where: {
        if case .ternary = $0.kind { true } else { $0.isAssignmentOperator }
      }) {
        return nil
      }
      var operands: [[SwiftExpression]] = [[]]
      for part in parts {
        if part.isOperator(op) {
          operands.append([])
        } else {
          operands[operands.count - 1].append(part)
        }
      }
      return (operands, op == "&&")
    }
    return nil
  }

  func rangeOf(_ parts: [SwiftExpression], _ fallback: SwiftRange) -> SwiftRange {
    guard let first = parts.first, let last = parts.last else { return fallback }
    return SwiftRange(start: first.range.start, end: last.range.end)
  }

  // MARK: if, guard, for, switch

  private func executeIf(
    _ conditions: [SwiftCondition], _ then: SwiftBlock, _ otherwise: SwiftStatement?,
    _ range: SwiftRange, _ scope: SwiftScope, _ context: SwiftContext
  ) -> Flow {
    let conditionScope = SwiftScope(parent: scope)
    switch decide(conditions, conditionScope, context) {
    case .known(true):
      return execute(then, conditionScope, context)
    case .known(false):
      return otherwise.map { execute($0, scope, context) } ?? .normal
    case .undecided(let condition):
      if mode == .menu {
        // Menu-building code under a condition is read as if the condition holds, unless its
        // branch ends the build (`if locked { return }`, `return nil`): then the build goes on
        // as if it does not. A branch that returns a value is a helper's result under the
        // condition, read as if it holds too.
        let saved = path
        let operationCount = operations.count
        let returnCount = frames.last?.returns.count ?? 0
        path = ImportCondition.both(path, condition)
        let flow = execute(then, conditionScope, context)
        path = saved
        var returnsValue = false
        if case .returned = flow, let returns = frames.last?.returns, returns.count > returnCount,
          let last = returns.last
        {
          if case .none = last.value {} else { returnsValue = true }
        }
        if returnsValue {
          noteCondition(condition, holds: true, at: range.start, context)
          return flow
        }
        if case .normal = flow {
          noteCondition(condition, holds: true, at: range.start, context)
          if let otherwise, mentionsMenuAPI(otherwise) {
            note(
              "the `else` branch of `if \(condition.sourceText)` is left out: the code is read as if the condition holds",
              at: range.start, file: context.file, key: "else:\(context.file):\(range.start)")
          }
          return flow
        }
        operations.removeSubrange(operationCount...)
        note(
          "read as if `\(condition.sourceText)` does not hold, since its branch ends the build",
          at: range.start, file: context.file, key: "holds:\(context.file):\(range.start)")
        path = ImportCondition.both(saved, condition.negated)
        let elseFlow = otherwise.map { execute($0, scope, context) } ?? .normal
        path = saved
        return elseFlow
      }
      return branch(
        condition, scope: scope, context: context,
        then: { self.execute(then, conditionScope, context) },
        otherwise: otherwise.map { statement in { self.execute(statement, scope, context) } })
    }
  }

  /// Runs two branches under a condition and its negation, and joins what they leave: a
  /// list local changed in either gets each branch's items under that branch's condition.
  func branch(
    _ condition: ImportCondition, scope: SwiftScope, context: SwiftContext,
    then: () -> Flow, otherwise: (() -> Flow)?
  ) -> Flow {
    let saved = path
    let before = snapshot(scope)
    path = ImportCondition.both(saved, condition)
    let thenFlow = then()
    let afterThen = snapshot(scope)
    restore(before)
    path = ImportCondition.both(saved, condition.negated)
    let elseFlow = otherwise?() ?? .normal
    let afterElse = snapshot(scope)
    path = saved
    switch (thenFlow, elseFlow) {
    case (.normal, .normal):
      merge(afterThen, afterElse, condition)
      return .normal
    case (.normal, _):
      restore(afterThen)
      path = ImportCondition.both(saved, condition)
      return .normal
    case (_, .normal):
      restore(afterElse)
      path = ImportCondition.both(saved, condition.negated)
      return .normal
    default:
      return thenFlow
    }
  }

  private func noteCondition(
    _ condition: ImportCondition, holds: Bool, at offset: Int, _ context: SwiftContext
  ) {
    note(
      "read as if `\(condition.sourceText)` holds", at: offset, file: context.file,
      key: "holds:\(context.file):\(offset)")
  }

  private func executeGuard(
    _ conditions: [SwiftCondition], _ body: SwiftBlock, _ range: SwiftRange,
    _ scope: SwiftScope, _ context: SwiftContext
  ) -> Flow {
    switch decide(conditions, scope, context) {
    case .known(true):
      return .normal
    case .known(false):
      return execute(body, scope, context)
    case .undecided(let condition):
      if mode == .menu {
        noteCondition(condition, holds: true, at: range.start, context)
        path = ImportCondition.both(path, condition)
        return .normal
      }
      // The else body runs under the negation (it may return a value); the code after the
      // guard runs under the condition.
      let saved = path
      let before = snapshot(scope)
      path = ImportCondition.both(saved, condition.negated)
      let flow = execute(body, scope, context)
      restore(before)
      path = ImportCondition.both(saved, condition)
      if case .normal = flow { path = saved }
      return .normal
    }
  }

  private func executeFor(
    _ pattern: SwiftPattern, _ sequence: SwiftExpression, _ filter: SwiftExpression?,
    _ body: SwiftBlock, _ range: SwiftRange, _ scope: SwiftScope, _ context: SwiftContext
  ) -> Flow {
    let value = evaluate(sequence, scope, context)
    guard let items = value.items, items.count <= Self.maximumIterations else {
      if mentionsMenuAPI(body) {
        let unknown =
          value.unknown
          ?? SwiftUnknown(
            text: text(of: sequence, scope, context),
            location: SwiftLocation(file: context.file, offset: sequence.range.start),
            reason: "it is not a list the importer knows")
        note(
          SwiftUnknown(
            text: unknown.text,
            location: SwiftLocation(file: context.file, offset: range.start),
            reason: unknown.reason),
          "is looped over, so what the loop adds is left out")
      }
      return .normal
    }
    let saved = path
    defer { path = saved }
    for item in items {
      let iteration = SwiftScope(parent: scope)
      bind(pattern, to: item.value, in: iteration)
      path = ImportCondition.both(saved, item.condition)
      if let filter {
        switch decide(filter, iteration, context) {
        case .known(false): continue
        case .known(true): break
        case .undecided(let condition): path = ImportCondition.both(path, condition)
        }
      }
      switch execute(body, iteration, context) {
      case .returned: return .returned
      case .jumped("break"): return .normal
      case .jumped("throw"): return .jumped("throw")
      default: continue
      }
    }
    return .normal
  }

  private func executeSwitch(
    _ subject: SwiftExpression, _ cases: [SwiftCase], _ range: SwiftRange, _ scope: SwiftScope,
    _ context: SwiftContext
  ) -> Flow {
    let value = evaluate(subject, scope, context)
    // A known subject picks its case.
    if value.unknown == nil {
      for item in cases {
        if item.isDefault { return execute(item.body, scope, context) }
        let matches = item.values.contains { candidate in
          guard let candidate else { return false }
          return SwiftInterpreter.same(evaluate(candidate, scope, context), value)
        }
        if matches { return execute(item.body, scope, context) }
      }
      return .normal
    }
    // An unknown subject: each case under the condition `subject == pattern`.
    let subjectText = text(of: subject, nil, context)
    guard let syntax = files[context.file].syntax[platform] else { return .normal }
    var remaining = cases[...]
    var negations: [ImportCondition] = []
    func run() -> Flow {
      guard let item = remaining.first else { return .normal }
      remaining = remaining.dropFirst()
      let condition: ImportCondition
      if item.isDefault {
        guard !negations.isEmpty else { return execute(item.body, scope, context) }
        condition = negations.count == 1 ? negations[0] : .and(negations)
      } else {
        let patterns = item.patterns.map {
          ImportCondition.atom(
            subjectText + " ~= " + syntax.tokens.text(from: $0.start, to: $0.end))
        }
        condition = patterns.count == 1 ? patterns[0] : .or(patterns)
        negations.append(condition.negated)
      }
      if mode == .menu {
        // Read as if the first case holds.
        noteCondition(condition, holds: true, at: item.range.start, context)
        return execute(item.body, scope, context)
      }
      return branch(
        condition, scope: scope, context: context,
        then: { self.execute(item.body, scope, context) },
        otherwise: remaining.isEmpty ? nil : { run() })
    }
    return run()
  }

  // MARK: Joining branches

  /// The values of every scope from `scope` up, to restore or compare.
  func snapshot(_ scope: SwiftScope) -> [(SwiftScope, [String: SwiftValue])] {
    var result: [(SwiftScope, [String: SwiftValue])] = []
    var current: SwiftScope? = scope
    while let each = current {
      result.append((each, each.values))
      current = each.parent
    }
    return result
  }

  func restore(_ snapshot: [(SwiftScope, [String: SwiftValue])]) {
    for (scope, values) in snapshot { scope.values = values }
  }

  /// Joins two branches' scopes: a value both left alike stays; lists differ by items, each
  /// under its branch's condition; anything else that differs becomes unknown.
  func merge(
    _ then: [(SwiftScope, [String: SwiftValue])], _ otherwise: [(SwiftScope, [String: SwiftValue])],
    _ condition: ImportCondition
  ) {
    for ((scope, thenValues), (_, elseValues)) in zip(then, otherwise) {
      var merged = elseValues
      for (name, thenValue) in thenValues {
        guard let elseValue = elseValues[name] else { continue }  // declared in a branch only
        if Self.same(thenValue, elseValue) { continue }
        if let thenItems = thenValue.listItems, let elseItems = elseValue.listItems {
          merged[name] = .list(Self.mergeItems(thenItems, elseItems, condition))
        } else {
          merged[name] = .unknown(
            SwiftUnknown(
              text: name, location: nil,
              reason: "it is set differently under `\(condition.sourceText)`"))
        }
      }
      scope.values = merged
    }
  }

  static func mergeItems(
    _ then: [SwiftListItem], _ otherwise: [SwiftListItem], _ condition: ImportCondition
  ) -> [SwiftListItem] {
    var result: [SwiftListItem] = []
    var matched = [Bool](repeating: false, count: otherwise.count)
    for item in then {
      if let index = otherwise.indices.first(where: {
        !matched[$0] && sameItem(otherwise[$0], item)
      }) {
        matched[index] = true
        result.append(item)
      } else {
        result.append(
          SwiftListItem(
            value: item.value, condition: ImportCondition.both(item.condition, condition)))
      }
    }
    for (index, item) in otherwise.enumerated() where !matched[index] {
      result.append(
        SwiftListItem(
          value: item.value, condition: ImportCondition.both(item.condition, condition.negated)))
    }
    return result
  }

  static func sameItem(_ first: SwiftListItem, _ second: SwiftListItem) -> Bool {
    first.condition == second.condition && same(first.value, second.value)
  }

  /// Whether two values are the same: equal scalars, the same element or object, or lists of
  /// the same items.
  static func same(_ first: SwiftValue, _ second: SwiftValue) -> Bool {
    switch (first, second) {
    case (.string(let a), .string(let b)): a == b
    case (.integer(let a), .integer(let b)): a == b
    case (.double(let a), .double(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.none, .none), (.builder, .builder): true
    case (.selector(let a), .selector(let b)): a == b
    case (.member(let a), .member(let b)): a == b
    case (.enumCase(let typeA, let a), .enumCase(let typeB, let b)): typeA == typeB && a == b
    case (.enumCase(_, let a), .member(let b)), (.member(let a), .enumCase(_, let b)): a == b
    case (.type(let a), .type(let b)): a == b
    case (.identifier(let a), .identifier(let b)): a == b
    case (.element(let a), .element(let b)): a === b
    case (.object(let a), .object(let b)): a === b
    case (.list(let a), .list(let b)):
      a.count == b.count && zip(a, b).allSatisfy { sameItem($0, $1) }
    case (.unknown(let a), .unknown(let b)):
      a.text == b.text && a.location == b.location
    default: false
    }
  }

  /// Whether code mentions a menu or key-command API, so that losing it deserves a note.
  func mentionsMenuAPI(_ statement: SwiftStatement) -> Bool {
    mentionsMenuAPI(SwiftBlock(statements: [statement], range: SwiftRange(start: 0, end: 0)))
  }

  func mentionsMenuAPI(_ block: SwiftBlock) -> Bool {
    Self.mentions(block, Self.menuAPINames)
  }

  /// Whether code calls or names any of `names` (`addKeyCommand`, `UIKeyCommand`), closures
  /// and nested blocks included.
  static func mentions(_ block: SwiftBlock, _ names: Set<String>) -> Bool {
    var found = false
    block.forEachExpression { expression in
      switch expression.kind {
      case .name(let name), .member(_, let name), .implicitMember(let name):
        found = names.contains(SwiftASTReaderName.base(name))
      default: break
      }
      return !found
    }
    return found
  }

  static let menuAPINames: Set<String> = [
    "UIKeyCommand", "UICommand", "UIMenu", "UIAction", "addKeyCommand", "insertChild",
    "insertSibling", "insertElements", "replace", "replaceChildren", "remove", "Button",
    "CommandMenu", "CommandGroup", "keyboardShortcut", "append",
  ]
}

extension SwiftExpression {
  /// Whether this is the operator `op` inside a sequence.
  func isOperator(_ op: String) -> Bool {
    if case .name(let name) = kind { return name == op }
    return false
  }

  /// Whether this is `=` or a compound assignment (`+=`) inside a sequence.
  var isAssignmentOperator: Bool {
    switch kind {
    case .assignment: true
    case .name(let name): ["+=", "-=", "*=", "/=", "??="].contains(name)
    default: false
    }
  }
}

extension SwiftValue {
  /// The items when the value is a list (or `nil`, an empty list); `nil` otherwise.
  var listItems: [SwiftListItem]? {
    switch self {
    case .list(let items): items
    case .none: []
    default: nil
    }
  }
}
