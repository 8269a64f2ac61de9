/// Evaluates the recognized Swift of every file for one platform.
struct Evaluation {
  let files: [SwiftImporter.SourceFile]
  let platform: Platform
  var operations: [ImportedOperation] = []
  var responders: [ImportedResponder] = []
  var notes: [Diagnostic] = []
  /// Where the first SwiftUI command was read: SwiftUI performs its buttons' actions itself.
  var swiftUILocation: SwiftLocation?

  /// Members by type name (extensions merged), and top-level functions under "".
  var functions: [String: [SwiftFunction]] = [:]
  var variables: [String: [SwiftVariable]] = [:]
  var fileOfFunction: [String: Int] = [:]

  /// How many helper calls deep evaluation follows.
  static let maximumDepth = 4

  init(files: [SwiftImporter.SourceFile], platform: Platform) {
    self.files = files
    self.platform = platform
  }

  /// A value the evaluator knows.
  indirect enum Value {
    case string(String)
    case selector(String)
    case element(ImportedElement)
    case list([ImportedElement])
    case identifier(String)
    case identifiers([String])
    case bool(Bool)
    case builder
    case integer(Int)
    case unknown
  }

  /// Where evaluation is: file, type, locals, and the search window for locations.
  struct Context {
    var file: Int
    var type: String?
    var locals: [String: Value] = [:]
    var depth = 0
    var cursor = 0
    var limit = 0
    var conditions: [String] = []
    /// Whether unresolved code is reported (inside recognized API code).
    var reporting = true
    /// Whether `if` on a Boolean name becomes the key commands' `when` (in a responder's key
    /// command code); elsewhere such a condition cannot be evaluated.
    var allowsConditions = false
  }

  enum Flow {
    case next
    case returned(Value)
  }

  mutating func run() {
    var types: [(file: Int, type: SwiftTypeDeclaration)] = []
    for (index, file) in files.enumerated() {
      guard let syntax = file.syntax[platform] else { continue }
      for declaration in syntax.declarations {
        collect(declaration, in: nil, file: index, types: &types)
      }
    }
    // The responders and menus, in file order.
    var responderIndex: [String: Int] = [:]
    for (file, type) in types {
      for member in type.members {
        if case .function(let function) = member, function.name == "buildMenu",
          function.labels == ["with"], let body = function.body
        {
          var context = Context(file: file, type: type.name)
          context.locals[function.parameters.first ?? "builder"] = .builder
          _ = evaluate(body, &context)
        }
      }
      var keyCommands: [ImportedElement] = []
      var isResponder = false
      for member in type.members {
        if case .variable(let variable) = member, variable.name == "keyCommands",
          variable.isOverride, let getter = variable.getter
        {
          isResponder = true
          var context = Context(file: file, type: type.name)
          context.allowsConditions = true
          if case .returned(let value) = evaluate(getter, &context) {
            keyCommands += elements(value, at: getter.range.start, &context)
          } else if let value = singleExpression(getter, &context) {
            keyCommands += elements(value, at: getter.range.start, &context)
          }
        }
        if case .function(let function) = member, let body = function.body,
          mentions(body.range, file: file, "addKeyCommand")
        {
          isResponder = true
          var context = Context(file: file, type: type.name)
          context.reporting = false
          context.allowsConditions = true
          context.locals["$addKeyCommand"] = .list([])
          _ = evaluate(body, &context)
          if case .list(let added)? = context.locals["$addKeyCommand"] { keyCommands += added }
        }
      }
      scanForSwiftUICommands(type, file: file)
      let actions = (functions[type.name] ?? []).filter { $0.objcName != nil }.map(\.selector)
      // A type whose @objc methods a menu's #selector names performs actions even without key
      // commands of its own; leaving it out would make its commands look dead.
      guard isResponder || !actions.isEmpty else { continue }
      if let existing = responderIndex[type.name] {
        responders[existing].keyCommands += keyCommands
      } else {
        responderIndex[type.name] = responders.count
        responders.append(
          ImportedResponder(
            id: type.name, kind: responderKind(type.name, types: types), actions: actions,
            keyCommands: keyCommands, location: SwiftLocation(file: file, offset: type.range.start)
          ))
      }
    }
    addSwiftUIResponder()
  }

  /// The responder that performs SwiftUI buttons' actions, when the code has any: SwiftUI runs
  /// a button's closure itself, so its command always has a target.
  private mutating func addSwiftUIResponder() {
    guard let swiftUILocation else { return }
    responders.append(
      ImportedResponder(
        id: "SwiftUI", kind: "application", actions: ["swiftUIButton:"], keyCommands: [],
        location: swiftUILocation))
  }

  private mutating func collect(
    _ declaration: SwiftDeclaration, in typeName: String?, file: Int,
    types: inout [(file: Int, type: SwiftTypeDeclaration)]
  ) {
    switch declaration {
    case .type(let type):
      let name = typeName.map { $0 + "." + type.name } ?? type.name
      var named = type
      named.name = type.isExtension ? type.name : name
      types.append((file, named))
      for member in type.members { collect(member, in: named.name, file: file, types: &types) }
    case .function(let function):
      functions[typeName ?? "", default: []].append(function)
      fileOfFunction[(typeName ?? "") + "." + function.name] = file
    case .variable(let variable):
      var known = variables[typeName ?? ""] ?? []
      if let existing = known.firstIndex(where: { $0.name == variable.name }) {
        // A `var_decl` after its `pattern_binding_decl`: keep the value, add the attributes.
        known[existing].isStatic = known[existing].isStatic || variable.isStatic
        known[existing].isOverride = known[existing].isOverride || variable.isOverride
        known[existing].getter = known[existing].getter ?? variable.getter
        variables[typeName ?? ""] = known
      } else {
        variables[typeName ?? "", default: []].append(variable)
      }
      fileOfFunction[(typeName ?? "") + "." + variable.name] = file
    case .other: break
    }
  }

  private func responderKind(_ name: String, types: [(file: Int, type: SwiftTypeDeclaration)])
    -> String
  {
    let inherits = types.filter { $0.type.name == name }.flatMap(\.type.inherits)
    for parent in inherits {
      if parent.hasSuffix("ViewController") || parent.hasSuffix("Controller") {
        return "viewController"
      }
      if parent == "UIWindow" { return "window" }
      if parent == "UIWindowScene" { return "windowScene" }
      if parent == "UIApplication" { return "application" }
      if parent == "UIApplicationDelegate" { return "appDelegate" }
      if parent.hasSuffix("View") || parent == "UIResponder" && name.hasSuffix("View") {
        return "view"
      }
    }
    return "other"
  }

  // MARK: SwiftUI

  /// `.commands { CommandMenu(…) { … } CommandGroup(after: .newItem) { … } }` in any getter
  /// or function of a type.
  private mutating func scanForSwiftUICommands(_ type: SwiftTypeDeclaration, file: Int) {
    // A `Commands` type's body is command content itself.
    if type.inherits.contains("Commands") {
      for case .variable(let variable) in type.members where variable.name == "body" {
        guard let getter = variable.getter else { continue }
        var context = Context(file: file, type: type.name)
        context.cursor = getter.range.start
        context.limit = getter.range.end
        for statement in getter.statements {
          guard case .expression(let item) = statement else { continue }
          swiftUICommand(item, &context)
        }
      }
      return
    }
    for member in type.members {
      var body: SwiftBlock?
      if case .variable(let variable) = member { body = variable.getter }
      if case .function(let function) = member { body = function.body }
      guard let body, mentions(body.range, file: file, "commands") else { continue }
      var context = Context(file: file, type: type.name)
      context.cursor = body.range.start
      context.limit = body.range.end
      for statement in body.statements {
        if case .expression(let expression) = statement { findCommands(expression, &context) }
        if case .returnStatement(let expression?, _) = statement {
          findCommands(expression, &context)
        }
      }
    }
  }

  private mutating func findCommands(_ expression: SwiftExpression, _ context: inout Context) {
    guard case .call(let callee, let arguments) = expression else { return }
    if case .member(let base, let name) = callee {
      findCommands(base, &context)
      if name == "commands", let closure = arguments.last,
        case .closure(let block, _) = closure.value
      {
        let offset = locate("commands", &context)
        for statement in block.statements {
          guard case .expression(let item) = statement else {
            unresolved("this statement in .commands cannot be evaluated", at: offset, context)
            continue
          }
          swiftUICommand(item, &context)
        }
      }
    }
    for argument in arguments {
      if case .closure(let block, _) = argument.value {
        for case .expression(let inner) in block.statements { findCommands(inner, &context) }
      }
    }
  }

  /// Where a `CommandGroupPlacement`'s group sits in UIKit's main menu: the children of one
  /// menu, or a run of sibling menus from `first` to `last` (Docs/SwiftUICommands.md gives
  /// the source of each).
  enum PlacementGroup {
    case children(of: String)
    case siblings(first: String, last: String)
  }

  static let placements: [String: PlacementGroup] = [
    "appInfo": .children(of: "about"),
    "appSettings": .children(of: "preferences"),
    "systemServices": .children(of: "services"),
    "appVisibility": .children(of: "hide"),
    "appTermination": .children(of: "quit"),
    "newItem": .children(of: "newScene"),
    "saveItem": .children(of: "close"),
    "printItem": .children(of: "print"),
    "undoRedo": .children(of: "undoRedo"),
    "pasteboard": .children(of: "standardEdit"),
    "textEditing": .siblings(first: "find", last: "speech"),
    "textFormatting": .siblings(first: "font", last: "text"),
    "toolbar": .children(of: "toolbar"),
    "sidebar": .siblings(first: "sidebar", last: "fullscreen"),
    "windowSize": .children(of: "minimizeAndZoom"),
    "windowArrangement": .children(of: "bringAllToFront"),
    "help": .children(of: "help"),
  ]

  private mutating func swiftUICommand(_ expression: SwiftExpression, _ context: inout Context) {
    guard case .call(.name(let name), let arguments) = expression,
      name == "CommandMenu" || name == "CommandGroup"
    else {
      return unresolved("this command content cannot be evaluated", at: context.cursor, context)
    }
    let offset = locate(name, &context)
    let location = SwiftLocation(file: context.file, offset: offset)
    guard case .closure(let block, _)? = arguments.last?.value else {
      return unresolved("this \(name) cannot be evaluated", at: offset, context)
    }
    let buttons = swiftUIButtons(block, &context)
    if !buttons.isEmpty && swiftUILocation == nil { swiftUILocation = location }
    if name == "CommandMenu" {
      guard case .string(let title)? = arguments.first.map({ value($0.value, &context) }) else {
        return unresolved("the title of this CommandMenu cannot be evaluated", at: offset, context)
      }
      let menu = ImportedElement(.menu, at: location)
      menu.set("title", .string(title))
      menu.children = buttons
      // SwiftUI puts custom command menus between View and Window, in order.
      operations.append(
        ImportedOperation(
          verb: "insertSibling", elements: [menu], single: true,
          place: [("before", .string("window"))], elementsKey: nil, location: location))
      return
    }
    guard let label = arguments.first?.label,
      case .implicitMember(let placement) = arguments.first?.value,
      let group = Self.placements[placement]
    else {
      return unresolved(
        "the placement of this CommandGroup has no counterpart in UIKit's main menu", at: offset,
        context)
    }
    func insert(_ side: String, _ target: OrderedJSON) {
      operations.append(
        ImportedOperation(
          verb: "insertElements", elements: buttons, single: false, place: [(side, target)],
          elementsKey: nil, location: location))
    }
    switch (label, group) {
    case ("before", .children(let menu)): insert("atStartOf", .string(menu))
    case ("after", .children(let menu)): insert("atEndOf", .string(menu))
    case ("before", .siblings(let first, _)): insert("before", .object([("menu", .string(first))]))
    case ("after", .siblings(_, let last)): insert("after", .object([("menu", .string(last))]))
    case ("replacing", .children(let menu)):
      operations.append(
        ImportedOperation(
          verb: "replaceChildren", elements: buttons, single: false,
          place: [("replaceChildren", .string(menu))], elementsKey: "with", location: location))
    default:
      unresolved(
        "CommandGroup(\(label): .\(placement)) spans several UIKit menus and cannot be evaluated",
        at: offset, context)
    }
  }

  /// `Button("Title") { … }.keyboardShortcut("k", modifiers: […])` in order.
  private mutating func swiftUIButtons(_ block: SwiftBlock, _ context: inout Context)
    -> [ImportedElement]
  {
    var result: [ImportedElement] = []
    for statement in block.statements {
      guard case .expression(let expression) = statement else { continue }
      var shortcut: [SwiftArgument]?
      var button = expression
      if case .call(.member(let base, "keyboardShortcut"), let arguments) = expression {
        shortcut = arguments
        button = base
      }
      guard case .call(.name("Button"), let arguments) = button,
        case .string(let title)? = arguments.first.map({ value($0.value, &context) })
      else {
        unresolved("this command content cannot be evaluated", at: context.cursor, context)
        continue
      }
      let offset = locate("Button", &context)
      let element = ImportedElement(.command, at: SwiftLocation(file: context.file, offset: offset))
      // A SwiftUI button has no selector: each is its own command, named by its title.
      element.fields = [
        ("title", .string(title)), ("action", .string("swiftUIButton:")),
        ("propertyList", .string(title)),
      ]
      if let shortcut {
        var input: String?
        var modifiers = ["command"]
        for argument in shortcut {
          switch (argument.label, value(argument.value, &context)) {
          case (nil, .string(let key)): input = key
          case (nil, .identifier(let key)): input = Self.keyEquivalents[key]
          case ("modifiers", .identifier(let flag)): modifiers = [flag]
          case ("modifiers", .identifiers(let flags)): modifiers = flags
          default: input = nil
          }
        }
        let swiftUIModifiers = modifiers.map { $0 == "option" ? "alternate" : $0 }
        guard let input, let text = Self.shortcut(input: input, modifiers: swiftUIModifiers) else {
          unresolved("this keyboard shortcut cannot be evaluated", at: offset, context)
          continue
        }
        element.set("shortcut", .string(text))
      }
      result.append(element)
    }
    return result
  }

  static let keyEquivalents: [String: String] = [
    "upArrow": "UIKeyInputUpArrow", "downArrow": "UIKeyInputDownArrow",
    "leftArrow": "UIKeyInputLeftArrow", "rightArrow": "UIKeyInputRightArrow",
    "escape": "UIKeyInputEscape", "home": "UIKeyInputHome", "end": "UIKeyInputEnd",
    "pageUp": "UIKeyInputPageUp", "pageDown": "UIKeyInputPageDown",
    "deleteForward": "UIKeyInputDelete", "delete": "\u{8}", "tab": "\t", "return": "\r",
    "space": " ",
  ]

  // MARK: Reporting and locations

  private func source(_ file: Int) -> [UInt8] { files[file].source }

  private func mentions(_ range: SwiftRange, file: Int, _ word: String) -> Bool {
    let bytes = source(file)
    let end = min(range.end + 1, bytes.count)
    let pattern = Array(word.utf8)
    guard range.start < end else { return false }
    var index = range.start
    while index + pattern.count <= end {
      if bytes[index] == pattern[0] && bytes[index...].starts(with: pattern) { return true }
      index += 1
    }
    return false
  }

  /// Finds `token` at or after the context's cursor, within its window, and moves past it.
  private func locate(_ token: String, _ context: inout Context) -> Int {
    let bytes = source(context.file)
    let pattern = Array(token.utf8)
    var index = context.cursor
    let end = min(max(context.limit, context.cursor) + 1, bytes.count)
    while !pattern.isEmpty && index + pattern.count <= end {
      if bytes[index] == pattern[0] && bytes[index...].starts(with: pattern) {
        context.cursor = index + pattern.count
        return index
      }
      index += 1
    }
    return context.cursor
  }

  private mutating func unresolved(_ message: String, at offset: Int, _ context: Context) {
    guard context.reporting else { return }
    let note = Diagnostic(
      .unresolvedSwift, .note, message,
      at: SwiftLocation(file: context.file, offset: offset).sourceLocation(files))
    if !notes.contains(note) { notes.append(note) }
  }

  // MARK: Statements

  private mutating func evaluate(_ block: SwiftBlock, _ context: inout Context) -> Flow {
    let statements = block.statements
    // Where the next statement with a range starts, after each statement.
    var nextStarts = [Int?](repeating: nil, count: statements.count)
    var following: Int?
    for index in statements.indices.reversed() {
      nextStarts[index] = following
      if let range = Self.range(of: statements[index]) { following = range.start }
    }
    for (index, statement) in statements.enumerated() {
      // A bare expression has no range: it lies between its neighbours.
      let start = Self.range(of: statement)?.start ?? context.cursor
      let nextStart = nextStarts[index]
      context.cursor = max(start, min(context.cursor, block.range.end))
      if Self.range(of: statement) != nil { context.cursor = start }
      context.limit = nextStart ?? block.range.end
      if case .returned(let value) = execute(statement, &context) { return .returned(value) }
      if let range = Self.range(of: statement) { context.cursor = max(context.cursor, range.end) }
    }
    return .next
  }

  private static func range(of statement: SwiftStatement) -> SwiftRange? {
    switch statement {
    case .binding(_, _, _, let range), .ifStatement(_, _, _, let range),
      .guardStatement(_, _, let range), .returnStatement(_, let range), .loop(let range):
      range
    case .block(let block): block.range
    case .other(_, let range): range
    case .expression, .declaration: nil
    }
  }

  /// The value of a body that is one expression (an implicit return).
  private mutating func singleExpression(_ block: SwiftBlock, _ context: inout Context) -> Value? {
    guard block.statements.count == 1, case .expression(let expression) = block.statements[0]
    else { return nil }
    context.cursor = block.range.start
    context.limit = block.range.end
    return value(expression, &context)
  }

  private mutating func execute(_ statement: SwiftStatement, _ context: inout Context) -> Flow {
    switch statement {
    case .expression(let expression):
      if case .sequence(let parts) = expression {
        assign(parts, &context)
      } else {
        _ = value(expression, &context)
      }
    case .binding(let name, _, let initial, _):
      context.locals[name] = initial.map { value($0, &context) } ?? .unknown
    case .ifStatement(let conditions, let then, let otherwise, let range):
      var decision = decide(conditions, &context)
      if case .condition = decision, !context.allowsConditions { decision = .unknown }
      switch decision {
      case .known(true): return evaluate(then, &context)
      case .known(false):
        if let otherwise { return execute(otherwise, &context) }
      case .condition(let text):
        var inner = context
        inner.conditions.append(text)
        let flow = evaluate(then, &inner)
        context.locals = inner.locals
        if let otherwise {
          var other = context
          other.cursor = then.range.end
          other.conditions.append("!(\(text))")
          _ = execute(otherwise, &other)
          context.locals = other.locals
        }
        if case .returned = flow {
          unresolved("a return inside a condition cannot be evaluated", at: range.start, context)
        }
      case .unknown:
        if mentions(range, file: context.file, "UI")
          || mentions(range, file: context.file, "builder")
        {
          unresolved(
            "this condition cannot be evaluated; the code it guards is left out", at: range.start,
            context)
        }
      }
    case .guardStatement(let conditions, _, let range):
      switch decide(conditions, &context) {
      case .known(true): break
      case .known(false): return .returned(.unknown)
      default:
        unresolved(
          "this guard cannot be evaluated; the code after it is read as if it passes",
          at: range.start, context)
      }
    case .returnStatement(let result, _):
      return .returned(result.map { value($0, &context) } ?? .unknown)
    case .block(let block):
      return evaluate(block, &context)
    case .loop(let range):
      if context.reporting || mentions(range, file: context.file, "KeyCommand") {
        unresolved("a loop cannot be evaluated; what it adds is left out", at: range.start, context)
      }
    case .declaration, .other:
      break
    }
    return .next
  }

  enum Decision {
    case known(Bool)
    case condition(String)
    case unknown
  }

  /// Decides an `if` or `guard`: `builder.system == .main` is known; a plain Boolean name
  /// (`isEditing`) is a responder condition.
  private func decide(_ conditions: [SwiftExpression], _ context: inout Context) -> Decision {
    var texts: [String] = []
    for condition in conditions {
      if case .sequence(let parts) = condition, parts.count == 3,
        case .member(.name(let base), "system") = parts[0], case .builder? = context.locals[base],
        case .name(let op) = parts[1], op == "==" || op == "!=",
        case .implicitMember(let system) = parts[2]
      {
        let equal = system == "main"
        if (op == "==") != equal { return .known(false) }
        continue
      }
      guard let text = conditionText(condition) else { return .unknown }
      texts.append(text)
    }
    return texts.isEmpty ? .known(true) : .condition(texts.joined(separator: " && "))
  }

  private func conditionText(_ expression: SwiftExpression) -> String? {
    switch expression {
    case .name(let name) where name.first?.isLetter == true: return name
    case .member(.name("self"), let name): return name
    case .prefixOperator("!", let operand): return conditionText(operand).map { "!" + $0 }
    case .parenthesized(let inner): return conditionText(inner).map { "(\($0))" }
    case .sequence(let parts) where parts.count % 2 == 1:
      var text = ""
      for (index, part) in parts.enumerated() {
        if index % 2 == 1 {
          guard case .name(let op) = part, op == "&&" || op == "||" else { return nil }
          text += " \(op) "
        } else {
          guard let operand = conditionText(part) else { return nil }
          text += operand
        }
      }
      return text
    default: return nil
    }
  }

  /// `a = b`, `a += b`, `object.property = value`.
  private mutating func assign(_ parts: [SwiftExpression], _ context: inout Context) {
    guard parts.count == 3, case .name(let op) = parts[1] else {
      if parts.contains(where: { if case .name("=") = $0 { true } else { false } }) {
        unresolved("this assignment cannot be evaluated", at: context.cursor, context)
      }
      return
    }
    let right = value(parts[2], &context)
    switch (parts[0], op) {
    case (.name(let name), "="):
      context.locals[name] = right
    case (.name(let name), "+="):
      guard case .list(let existing)? = context.locals[name] else { return }
      context.locals[name] = .list(existing + elements(right, at: context.cursor, &context))
    case (.member(.name(let name), let property), "="):
      guard case .element(let element)? = context.locals[name] else { return }
      setProperty(property, of: element, to: right, &context)
    default:
      break
    }
  }

  private mutating func setProperty(
    _ property: String, of element: ImportedElement, to value: Value, _ context: inout Context
  ) {
    switch (property, value) {
    case ("title", .string(let text)), ("discoverabilityTitle", .string(let text)):
      element.set(property, .string(text))
    case ("wantsPriorityOverSystemBehavior", .bool(let flag)),
      ("allowsAutomaticLocalization", .bool(let flag)),
      ("allowsAutomaticMirroring", .bool(let flag)):
      element.set(property, .bool(flag))
    case ("attributes", _), ("state", _):
      if let json = attributeJSON(property, value) {
        element.set(property, json)
      } else {
        unresolved("this \(property) cannot be evaluated", at: context.cursor, context)
      }
    default:
      unresolved(
        "the property '\(property)' is not read, or its value cannot be evaluated",
        at: context.cursor, context)
    }
  }

  private func attributeJSON(_ property: String, _ value: Value) -> OrderedJSON? {
    switch (property, value) {
    case ("state", .identifier(let name)): return .string(name)
    case ("attributes", .identifier(let name)): return .array([.string(name)])
    case ("attributes", .identifiers(let names)): return .array(names.map { .string($0) })
    default: return nil
    }
  }

  // MARK: Expressions

  private mutating func value(_ expression: SwiftExpression, _ context: inout Context) -> Value {
    switch expression {
    case .string(let text): return .string(text)
    case .boolean(let flag): return .bool(flag)
    case .integer(let text): return Int(text).map { .integer($0) } ?? .unknown
    case .implicitMember(let name): return .identifier(name)
    case .parenthesized(let inner): return value(inner, &context)
    case .selector(let inner): return selector(inner, &context)
    case .array(let items):
      var values: [Value] = []
      for item in items { values.append(value(item, &context)) }
      if values.allSatisfy({ if case .identifier = $0 { true } else { false } }) && !values.isEmpty
      {
        return .identifiers(
          values.compactMap { if case .identifier(let n) = $0 { n } else { nil } })
      }
      var list: [ImportedElement] = []
      for item in values {
        switch item {
        case .element(let element): list.append(element)
        case .list(let more): list += more
        default: return values.isEmpty ? .list([]) : .unknown
        }
      }
      return .list(list)
    case .name(let name):
      if let local = context.locals[name] { return local }
      return property(name, of: context.type, &context)
    case .member(let base, let name):
      return member(base, name, &context)
    case .call(let callee, let arguments):
      return call(callee, arguments, &context)
    case .sequence(let parts):
      // `a + b` of lists.
      guard parts.count % 2 == 1 else { return .unknown }
      var result: [ImportedElement] = []
      for (index, part) in parts.enumerated() {
        if index % 2 == 1 {
          guard case .name("+") = part else { return .unknown }
          continue
        }
        let operand = value(part, &context)
        guard case .list(let items) = operand else {
          if case .element(let element) = operand, parts.count == 1 { return .element(element) }
          return .unknown
        }
        result += items
      }
      return .list(result)
    case .closure(let body, _):
      if case .returned(let result) = evaluate(body, &context) { return result }
      return singleExpression(body, &context) ?? .unknown
    default:
      return .unknown
    }
  }

  private mutating func selector(_ inner: SwiftExpression, _ context: inout Context) -> Value {
    var expression = inner
    var typeName = context.type
    if case .member(let base, let name) = inner {
      expression = .name(name)
      if case .name(let type) = base, type != "self", type != "Self" { typeName = type }
    }
    guard case .name(let written) = expression else { return .unknown }
    if let open = written.firstIndex(of: "(") {
      let base = String(written[..<open])
      let labels = written[written.index(after: open)...].dropLast().split(separator: ":").map(
        String.init)
      let function = SwiftFunction(
        name: base, labels: labels, parameters: [], isStatic: false, isOverride: false,
        objcName: nil, body: nil, range: SwiftRange(start: 0, end: 0))
      let declared = (functions[typeName ?? ""] ?? []).first {
        $0.name == base && $0.labels == labels && $0.objcName?.isEmpty == false
      }
      return .selector(declared?.selector ?? function.selector)
    }
    let candidates = (typeName.flatMap { functions[$0] } ?? []).filter { $0.name == written }
    if candidates.count == 1 { return .selector(candidates[0].selector) }
    let everywhere = functions.values.flatMap { $0 }.filter {
      $0.name == written && $0.objcName != nil
    }
    if everywhere.count == 1 { return .selector(everywhere[0].selector) }
    if everywhere.isEmpty && candidates.isEmpty { return .selector(written) }
    return .unknown
  }

  /// A member: `UIKeyCommand.inputLeftArrow`, `UIMenu.Identifier.file`, `Self.commands`.
  private mutating func member(
    _ base: SwiftExpression, _ name: String, _ context: inout Context
  ) -> Value {
    if case .name(let type) = base {
      switch type {
      case "UIKeyCommand" where name.hasPrefix("input"):
        return .string(Self.inputs[name] ?? name)
      case "Identifier", "UIMenuIdentifier": return .identifier(name)
      case "self", "Self": return property(name, of: context.type, &context)
      default:
        if context.locals[type] == nil,
          variables[type]?.contains(where: { $0.name == name }) == true
        {
          return property(name, of: type, &context)
        }
      }
    }
    if case .member(.name("UIMenu"), "Identifier") = base { return .identifier(name) }
    if case .member(.name("UIAction"), "Identifier") = base { return .identifier(name) }
    return .unknown
  }

  static let inputs: [String: String] = [
    "inputUpArrow": "UIKeyInputUpArrow", "inputDownArrow": "UIKeyInputDownArrow",
    "inputLeftArrow": "UIKeyInputLeftArrow", "inputRightArrow": "UIKeyInputRightArrow",
    "inputEscape": "UIKeyInputEscape", "inputHome": "UIKeyInputHome", "inputEnd": "UIKeyInputEnd",
    "inputPageUp": "UIKeyInputPageUp", "inputPageDown": "UIKeyInputPageDown",
    "inputDelete": "UIKeyInputDelete", "inputTab": "\t",
  ]

  /// A property or helper defined in the files read, followed when it needs no arguments.
  private mutating func property(_ name: String, of type: String?, _ context: inout Context)
    -> Value
  {
    let owners = [type ?? "", ""]
    for owner in owners {
      guard let variable = variables[owner]?.first(where: { $0.name == name }) else { continue }
      return follow(owner + "." + name, type: owner, &context) { evaluation, inner in
        if let initial = variable.initializer {
          inner.cursor = variable.range.start
          inner.limit = variable.range.end
          return evaluation.value(initial, &inner)
        }
        guard let getter = variable.getter else { return .unknown }
        if case .returned(let result) = evaluation.evaluate(getter, &inner) { return result }
        return evaluation.singleExpression(getter, &inner) ?? .unknown
      }
    }
    return .unknown
  }

  private mutating func follow(
    _ key: String, type: String, _ context: inout Context,
    _ body: (inout Evaluation, inout Context) -> Value
  ) -> Value {
    guard context.depth < Self.maximumDepth, let file = fileOfFunction[key] else {
      unresolved(
        "'\(key.drop { $0 != "." }.dropFirst())' is followed no deeper", at: context.cursor, context
      )
      return .unknown
    }
    var inner = Context(file: file, type: type.isEmpty ? context.type : type)
    inner.depth = context.depth + 1
    inner.reporting = context.reporting
    inner.allowsConditions = context.allowsConditions
    inner.conditions = context.conditions
    return body(&self, &inner)
  }

  // MARK: Calls

  private mutating func call(
    _ callee: SwiftExpression, _ arguments: [SwiftArgument], _ context: inout Context
  ) -> Value {
    switch callee {
    case .name(let name):
      let at = locate(name, &context)
      switch name {
      case "UIMenu": return menu(arguments, at: at, &context)
      case "UIKeyCommand", "UICommand": return command(arguments, at: at, &context)
      case "UIAction": return action(arguments, at: at, &context)
      case "UICommandAlternate": return alternate(arguments, at: at, &context)
      case "NSLocalizedString":
        if case .string(let key)? = arguments.first.map({ value($0.value, &context) }),
          arguments.first?.label == nil
        {
          return .string(key)
        }
      case "String" where arguments.first?.label == "localized":
        if case .string(let key)? = arguments.first.map({ value($0.value, &context) }) {
          return .string(key)
        }
      case "addKeyCommand":
        if case .list(let added)? = context.locals["$addKeyCommand"] {
          let command = arguments.first.map { value($0.value, &context) } ?? .unknown
          var inner = context
          inner.reporting = true
          let new = elements(command, at: at, &inner)
          context.locals["$addKeyCommand"] = .list(added + new)
          return .unknown
        }
      case "Identifier", "UIMenuIdentifier":
        if case .string(let id)? = arguments.first.map({ value($0.value, &context) }) {
          return .identifier(id)
        }
      default:
        if let result = helper(name, of: context.type, arguments, at: at, &context) {
          return result
        }
      }
      if context.reporting {
        unresolved("'\(name)(…)' cannot be evaluated", at: at, context)
      }
      return .unknown
    case .member(let base, let name):
      if case .member(.name("UIMenu"), "Identifier") = base, name == "init" {
        return call(.name("Identifier"), arguments, &context)
      }
      if case .member(.name(_), "Identifier") = base {
        return call(.name("Identifier"), arguments, &context)
      }
      if case .name(let owner) = base, owner == "UIMenu" || owner == "UIAction",
        name == "Identifier"
      {
        return call(.name("Identifier"), arguments, &context)
      }
      if case .name(let builder) = base, case .builder? = context.locals[builder] {
        builderCall(name, arguments, &context)
        return .unknown
      }
      if case .name(let list) = base, case .list(let items)? = context.locals[list],
        name == "append"
      {
        let at = context.cursor
        let added = arguments.first.map { value($0.value, &context) } ?? .unknown
        let new = elements(added, at: at, &context)
        context.locals[list] = .list(items + new)
        return .unknown
      }
      if name == "addKeyCommand", case .list(let added)? = context.locals["$addKeyCommand"],
        base.isSelf
      {
        let at = locate(name, &context)
        let command = arguments.first.map { value($0.value, &context) } ?? .unknown
        var inner = context
        inner.reporting = true
        let new = elements(command, at: at, &inner)
        context.locals["$addKeyCommand"] = .list(added + new)
        return .unknown
      }
      if case .name(let owner) = base,
        owner == "self" || owner == "Self" || functions[owner] != nil,
        let result = helper(
          name, of: owner == "self" || owner == "Self" ? context.type : owner,
          arguments, at: locate(name, &context), &context)
      {
        return result
      }
      return .unknown
    default:
      return .unknown
    }
  }

  /// A helper function of the files read, when its only argument is the builder.
  private mutating func helper(
    _ name: String, of type: String?, _ arguments: [SwiftArgument], at offset: Int,
    _ context: inout Context
  ) -> Value? {
    for owner in [type ?? "", ""] {
      guard
        let function = functions[owner]?.first(where: {
          $0.name == name && $0.labels.count == arguments.count
        }), let body = function.body
      else { continue }
      var bound: [String: Value] = [:]
      for (index, argument) in arguments.enumerated() {
        let passed = value(argument.value, &context)
        guard case .builder = passed else {
          unresolved(
            "'\(name)(…)' depends on its arguments, so its result cannot be evaluated", at: offset,
            context)
          return .unknown
        }
        bound[function.parameters[index]] = .builder
      }
      return follow(owner + "." + name, type: owner, &context) { evaluation, inner in
        inner.locals = bound
        if case .returned(let result) = evaluation.evaluate(body, &inner) { return result }
        return evaluation.singleExpression(body, &inner) ?? .unknown
      }
    }
    return nil
  }

  /// The elements of a value, reporting what is not one.
  private mutating func elements(_ value: Value, at offset: Int, _ context: inout Context)
    -> [ImportedElement]
  {
    let found: [ImportedElement]
    switch value {
    case .element(let element): found = [element]
    case .list(let list): found = list
    default:
      unresolved("these elements cannot be evaluated", at: offset, context)
      return []
    }
    if !context.conditions.isEmpty {
      let condition = context.conditions.joined(separator: " && ")
      for element in found {
        element.condition = element.condition.map { "(\($0)) && \(condition)" } ?? condition
      }
    }
    return found
  }

  private func string(_ value: Value) -> String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// Evaluates labelled arguments; an unknown value is reported at the element.
  private mutating func labelled(_ arguments: [SwiftArgument], _ context: inout Context)
    -> [(String, Value)]
  {
    arguments.map { ($0.label ?? "_", value($0.value, &context)) }
  }

  private mutating func title(
    _ value: Value, of kind: String, at offset: Int, _ context: Context, notesBefore: Int
  ) -> String? {
    if let text = string(value) { return text }
    // A call inside the title was reported already.
    guard notes.count == notesBefore else { return nil }
    unresolved("the title of this \(kind) cannot be evaluated; it is left out", at: offset, context)
    return nil
  }

  private mutating func menu(
    _ arguments: [SwiftArgument], at offset: Int, _ context: inout Context
  ) -> Value {
    let element = ImportedElement(.menu, at: SwiftLocation(file: context.file, offset: offset))
    let notesBefore = notes.count
    var titleValue: Value = .string("")
    for (label, argument) in labelled(arguments, &context) {
      switch (label, argument) {
      case ("title", _), ("_", .string): titleValue = argument
      case ("identifier", .identifier(let id)): element.set("id", .string(id))
      case ("options", .identifier(let option)): element.set("options", .array([.string(option)]))
      case ("options", .identifiers(let options)):
        element.set("options", .array(options.map { .string($0) }))
      case ("children", .list(let children)): element.children = children
      case ("children", .identifiers(let items)) where items.isEmpty: break
      case ("image", _), ("subtitle", _): break
      case ("preferredElementSize", .identifier(let size)):
        element.set("preferredElementSize", .string(size))
      default:
        unresolved(
          "the menu's '\(label)' cannot be evaluated; the menu is left out", at: offset, context)
        return .unknown
      }
    }
    guard let title = title(titleValue, of: "menu", at: offset, context, notesBefore: notesBefore)
    else { return .unknown }
    element.fields.insert(("title", .string(title)), at: 0)
    return .element(element)
  }

  private mutating func command(
    _ arguments: [SwiftArgument], at offset: Int, _ context: inout Context
  ) -> Value {
    let element = ImportedElement(.command, at: SwiftLocation(file: context.file, offset: offset))
    let notesBefore = notes.count
    var title: String?
    var action: String?
    var input: String?
    var modifiers: [String] = []
    var discoverability: String?
    for (label, argument) in labelled(arguments, &context) {
      switch (label, argument) {
      case ("title", .string(let text)): title = text
      case ("action", .selector(let name)): action = name
      case ("input", .string(let text)): input = text
      case ("modifierFlags", .identifier(let flag)): modifiers = [flag]
      case ("modifierFlags", .identifiers(let flags)): modifiers = flags
      case ("modifierFlags", .list(let items)) where items.isEmpty: modifiers = []
      case ("discoverabilityTitle", .string(let text)): discoverability = text
      case ("propertyList", .string(let text)): element.set("propertyList", .string(text))
      case ("propertyList", .bool(let flag)): element.set("propertyList", .bool(flag))
      case ("propertyList", .integer(let number)): element.set("propertyList", .integer(number))
      case ("alternates", .list(let alternates)):
        element.alternates = alternates.map { $0.json }
      case ("attributes", _), ("state", _):
        guard let json = attributeJSON(label, argument) else { fallthrough }
        element.set(label, json)
      case ("image", _): break
      default:
        if notes.count == notesBefore {
          unresolved(
            "the command's '\(label)' cannot be evaluated; the command is left out", at: offset,
            context)
        }
        return .unknown
      }
    }
    guard let action else {
      unresolved("a command without a selector is left out", at: offset, context)
      return .unknown
    }
    element.fields.insert(
      contentsOf: [("title", .string(title ?? "")), ("action", .string(action))], at: 0)
    if let input {
      guard let shortcut = Self.shortcut(input: input, modifiers: modifiers) else {
        unresolved("the key input '\(input)' cannot be written as a shortcut", at: offset, context)
        return .unknown
      }
      element.set("shortcut", .string(shortcut))
    }
    if let discoverability { element.set("discoverabilityTitle", .string(discoverability)) }
    return .element(element)
  }

  /// The shortcut text for a UIKit input and modifier flags: `shift+cmd+left`.
  static func shortcut(input: String, modifiers: [String]) -> String? {
    let names: [String: String] = [
      "command": "cmd", "shift": "shift", "control": "ctrl", "alternate": "opt",
      "alphaShift": "capslock", "numericPad": "numpad",
    ]
    var parts: [String] = []
    for modifier in modifiers {
      guard let name = names[modifier] else { return nil }
      parts.append(name)
    }
    let keys: [String: String] = [
      "UIKeyInputUpArrow": "up", "UIKeyInputDownArrow": "down", "UIKeyInputLeftArrow": "left",
      "UIKeyInputRightArrow": "right", "UIKeyInputEscape": "escape", "UIKeyInputHome": "home",
      "UIKeyInputEnd": "end", "UIKeyInputPageUp": "pageUp", "UIKeyInputPageDown": "pageDown",
      "UIKeyInputDelete": "forwardDelete", "\t": "tab", "\r": "return", " ": "space",
      "\u{8}": "delete", "+": "plus", "-": "minus",
    ]
    if let key = keys[input] {
      parts.append(key)
    } else if input.count == 1, let scalar = input.unicodeScalars.first, scalar.value > 0x20 {
      parts.append(input)
    } else {
      return nil
    }
    return parts.joined(separator: "+")
  }

  private mutating func alternate(
    _ arguments: [SwiftArgument], at offset: Int, _ context: inout Context
  ) -> Value {
    let element = ImportedElement(.command, at: SwiftLocation(file: context.file, offset: offset))
    var fields: [(String, OrderedJSON)] = []
    for (label, argument) in labelled(arguments, &context) {
      switch (label, argument) {
      case ("title", .string(let text)): fields.append(("title", .string(text)))
      case ("action", .selector(let name)): fields.append(("action", .string(name)))
      case ("modifierFlags", .identifier(let flag)):
        fields.append(("modifiers", .array([.string(Self.modifierName(flag))])))
      case ("modifierFlags", .identifiers(let flags)):
        fields.append(("modifiers", .array(flags.map { .string(Self.modifierName($0)) })))
      default:
        unresolved("this alternate cannot be evaluated", at: offset, context)
        return .unknown
      }
    }
    element.fields = fields
    return .element(element)
  }

  static func modifierName(_ flag: String) -> String {
    ["alternate": "option", "alphaShift": "capsLock"][flag] ?? flag
  }

  private mutating func action(
    _ arguments: [SwiftArgument], at offset: Int, _ context: inout Context
  ) -> Value {
    let element = ImportedElement(.action, at: SwiftLocation(file: context.file, offset: offset))
    var title: String?
    var identifier: String?
    for (label, argument) in labelled(arguments.filter { $0.label != "handler" }, &context) {
      switch (label, argument) {
      case ("title", .string(let text)): title = text
      case ("identifier", .identifier(let id)): identifier = id
      case ("discoverabilityTitle", .string(let text)):
        element.set("discoverabilityTitle", .string(text))
      case ("image", _), ("_", _): break
      case ("attributes", _), ("state", _):
        guard let json = attributeJSON(label, argument) else { fallthrough }
        element.set(label, json)
      default:
        unresolved(
          "the action's '\(label)' cannot be evaluated; it is left out", at: offset, context)
        return .unknown
      }
    }
    guard let identifier else {
      unresolved(
        "an action without an identifier gets a random one from UIKit; it is left out", at: offset,
        context)
      return .unknown
    }
    element.fields.insert(
      contentsOf: [("title", .string(title ?? "")), ("id", .string(identifier))], at: 0)
    return .element(element)
  }

  // MARK: UIMenuBuilder

  private mutating func builderCall(
    _ name: String, _ arguments: [SwiftArgument], _ context: inout Context
  ) {
    let offset = locate(name, &context)
    let location = SwiftLocation(file: context.file, offset: offset)
    let labels = arguments.map { $0.label ?? "_" }
    let notesBefore = notes.count
    var values: [Value] = []
    for argument in arguments {
      if case .closure = argument.value {
        values.append(.unknown)
      } else {
        values.append(value(argument.value, &context))
      }
    }
    func menuID(_ value: Value) -> OrderedJSON? {
      if case .identifier(let id) = value { return .string(id) }
      return nil
    }
    func fail(_ why: String = "") {
      // An argument that could not be evaluated was reported already.
      guard notes.count == notesBefore || !context.reporting else { return }
      unresolved(
        "this '\(name)' call cannot be evaluated\(why); it is left out", at: offset, context)
    }
    func target(_ kind: String, _ value: Value, propertyList: Value? = nil) -> OrderedJSON? {
      switch (kind, value) {
      case ("menu", .identifier(let id)), ("action", .identifier(let id)):
        return .object([(kind, .string(id))])
      case ("command", .selector(let selector)):
        var members: [(String, OrderedJSON)] = [("command", .string(selector))]
        if case .string(let text)? = propertyList {
          members.append(("propertyList", .string(text)))
        }
        return .object(members)
      default: return nil
      }
    }
    let sides = [
      "atStartOfMenu": "atStartOf", "atEndOfMenu": "atEndOf", "beforeMenu": "before",
      "afterMenu": "after",
    ]
    switch (name, labels) {
    case ("insertChild", let labels), ("insertSibling", let labels):
      guard labels.count == 2, labels[0] == "_", let side = sides[labels[1]],
        case .element(let menu) = values[0], menu.kind == .menu,
        let id = menuID(values[1])
      else { return fail() }
      operations.append(
        ImportedOperation(
          verb: name, elements: [menu], single: true, place: [(side, id)], elementsKey: nil,
          location: location))
    case ("insertElements", let labels) where labels.count >= 2 && labels[0] == "_":
      let items = elements(values[0], at: offset, &context)
      guard !items.isEmpty || values[0].isEmptyList else { return }
      let place: (String, OrderedJSON)?
      switch labels[1] {
      case "atStartOfMenu", "atEndOfMenu":
        place = menuID(values[1]).map {
          (labels[1] == "atStartOfMenu" ? "atStartOf" : "atEndOf", $0)
        }
      case "beforeMenu", "afterMenu":
        place = target("menu", values[1]).map {
          (labels[1] == "beforeMenu" ? "before" : "after", $0)
        }
      case "beforeAction", "afterAction":
        place = target("action", values[1]).map {
          (labels[1].hasPrefix("before") ? "before" : "after", $0)
        }
      case "beforeCommand", "afterCommand":
        place = target("command", values[1], propertyList: values.count > 2 ? values[2] : nil).map {
          (labels[1].hasPrefix("before") ? "before" : "after", $0)
        }
      default: place = nil
      }
      guard let place else { return fail() }
      operations.append(
        ImportedOperation(
          verb: name, elements: items, single: false, place: [place], elementsKey: nil,
          location: location))
    case ("remove", let labels) where !labels.isEmpty:
      let kind = labels[0]
      guard
        let removed = target(
          kind, values[0], propertyList: values.count > 1 ? values[1] : nil)
      else { return fail() }
      guard case .object(let members) = removed else { return fail() }
      operations.append(
        ImportedOperation(
          verb: name, elements: [], single: false,
          place: [(name, .object(members))],
          elementsKey: nil, location: location))
    case ("replace", let labels) where labels.count >= 2 && labels.last == "with":
      guard
        let replaced = target(
          labels[0], values[0], propertyList: labels.count > 2 ? values[1] : nil)
      else { return fail() }
      let items = elements(values[labels.count - 1], at: offset, &context)
      guard !items.isEmpty else { return }
      operations.append(
        ImportedOperation(
          verb: name, elements: items, single: items.count == 1, place: [(name, replaced)],
          elementsKey: "with", location: location))
    case ("replaceChildren", let labels)
    where labels == ["ofMenu", "from"] || labels == ["ofMenu", "_"]:
      guard let id = menuID(values[0]), case .closure(let body, let parameters) = arguments[1].value
      else {
        return fail()
      }
      replaceChildren(id, body, parameter: parameters.first ?? "$0", location, &context)
    case ("menu", _), ("action", _), ("command", _):
      fail(": it reads the menu being built")
    default:
      fail()
    }
  }

  /// `replaceChildren(ofMenu:from:)` with `{ _ in [...] }`, `{ [...] + $0 }` or `{ $0 + [...] }`.
  private mutating func replaceChildren(
    _ id: OrderedJSON, _ body: SwiftBlock, parameter: String, _ location: SwiftLocation,
    _ context: inout Context
  ) {
    guard body.statements.count == 1, case .expression(let expression) = body.statements[0] else {
      return unresolved(
        "this replaceChildren closure cannot be evaluated; it is left out", at: location.offset,
        context)
    }
    var inner = context
    inner.cursor = body.range.start
    inner.limit = body.range.end
    if case .sequence(let parts) = expression, parts.count == 3, case .name("+") = parts[1] {
      let existingFirst: Bool
      let added: SwiftExpression
      if case .name(parameter) = parts[0] {
        existingFirst = true
        added = parts[2]
      } else if case .name(parameter) = parts[2] {
        existingFirst = false
        added = parts[0]
      } else {
        return unresolved(
          "this replaceChildren closure cannot be evaluated; it is left out", at: location.offset,
          context)
      }
      let items = elements(value(added, &inner), at: location.offset, &inner)
      operations.append(
        ImportedOperation(
          verb: "insertElements", elements: items, single: false,
          place: [(existingFirst ? "atEndOf" : "atStartOf", id)], elementsKey: nil,
          location: location))
      return
    }
    let items = elements(value(expression, &inner), at: location.offset, &inner)
    operations.append(
      ImportedOperation(
        verb: "replaceChildren", elements: items, single: false, place: [("replaceChildren", id)],
        elementsKey: "with", location: location))
  }
}

extension Evaluation.Value {
  var isEmptyList: Bool {
    if case .list(let items) = self { return items.isEmpty }
    return false
  }
}

extension SwiftExpression {
  var isSelf: Bool {
    if case .name("self") = self { return true }
    return false
  }
}
