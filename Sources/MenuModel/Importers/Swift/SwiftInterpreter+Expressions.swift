extension SwiftInterpreter {
  // MARK: Expressions

  /// The value of an expression, as far as the importer can know it.
  func evaluate(_ expression: SwiftExpression, _ scope: SwiftScope, _ context: SwiftContext)
    -> SwiftValue
  {
    guard step(expression.range, context) else {
      return unknown(expression, nil, context, "the evaluation budget is spent")
    }
    switch expression.kind {
    case .string(let text): return .string(text)
    case .integer(let text):
      return Self.integer(text).map { .integer($0) }
        ?? unknown(expression, nil, context, "the number is not one the importer reads")
    case .float(let text):
      return Double(text.replacing("_", with: "")).map { .double($0) }
        ?? unknown(expression, nil, context, "the number is not one the importer reads")
    case .boolean(let flag): return .bool(flag)
    case .nilLiteral: return .none
    case .interpolatedString(let segments):
      var result = ""
      for segment in segments {
        switch segment {
        case .literal(let text): result += text
        case .interpolation(let arguments):
          guard arguments.count == 1, arguments[0].label == nil else {
            return unknown(
              expression, scope, context, "an interpolation with a format is not evaluated")
          }
          let value = evaluate(arguments[0].value, scope, context)
          guard let text = value.scalarText else {
            return unknown(expression, scope, context, reason(for: value, "its interpolation"))
          }
          result += text
        }
      }
      return .string(result)
    case .array(let elements):
      return .list(
        elements.map { SwiftListItem(value: evaluate($0, scope, context), condition: nil) })
    case .dictionary(let pairs):
      // A dictionary with text keys, as a property list is.
      var fields: [String: SwiftValue] = [:]
      for pair in pairs {
        guard case .string(let key) = evaluate(pair.key, scope, context) else {
          return unknown(expression, scope, context, "a key of the dictionary is not known")
        }
        fields[key] = evaluate(pair.value, scope, context)
      }
      return .record(type: "Dictionary", fields: fields)
    case .tuple(let arguments):
      if arguments.count == 1 && arguments[0].label == nil {
        return evaluate(arguments[0].value, scope, context)
      }
      return .tuple(arguments.map { ($0.label, evaluate($0.value, scope, context)) })
    case .name(let name):
      return resolve(SwiftASTReaderName.base(name), expression, scope, context)
    case .member(let base, let name):
      return member(SwiftASTReaderName.base(name), of: base, expression, scope, context)
    case .implicitMember(let name):
      return .member(SwiftASTReaderName.base(name))
    case .call(let callee, let arguments):
      return call(callee, arguments, expression, scope, context)
    case .selector(let inner):
      return selector(inner, expression, scope, context)
    case .closure(let closure):
      return .closure(
        SwiftClosureValue(
          parameters: closure.parameters, body: closure.body, scope: scope, context: context))
    case .sequence(let parts):
      return evaluateSequence(parts, expression, scope, context)
    case .prefixOperator(let op, let operand):
      let value = evaluate(operand, scope, context)
      switch (op, value) {
      case ("!", .bool(let flag)): return .bool(!flag)
      case ("-", .integer(let number)): return .integer(-number)
      case ("-", .double(let number)): return .double(-number)
      default:
        return unknown(expression, scope, context, reason(for: value, "its operand"))
      }
    case .parenthesized(let inner), .optional(let inner), .transparent(let inner),
      .specialized(let inner):
      return evaluate(inner, scope, context)
    case .cast(let inner):
      let value = evaluate(inner, scope, context)
      switch value {
      case .list, .element, .none: return value
      default:
        return unknown(expression, scope, context, "the cast's result is decided at run time")
      }
    case .subscripted(let base, let arguments):
      let value = evaluate(base, scope, context)
      if case .list(let items) = value, arguments.count == 1,
        case .integer(let index) = evaluate(arguments[0].value, scope, context),
        index >= 0, index < items.count, items.allSatisfy({ $0.condition == nil })
      {
        return items[index].value
      }
      return unknown(expression, scope, context, "the subscript is not evaluated")
    case .statementValue(let statement):
      let frame = Frame()
      frames.append(frame)
      defer { frames.removeLast() }
      // `if`/`switch` expressions: each branch's last expression is its value.
      _ = executeValueStatement(statement, scope, context, frame)
      return combine(frame.returns, expression, context, since: path) ?? .none
    case .typed(let inner, let type):
      return conform(evaluate(inner, scope, context), to: type, context)
    case .postfixOperator, .assignment, .ternary:
      return unknown(expression, scope, context, "the operator is not evaluated")
    case .unevaluated(let kind):
      return unknown(expression, scope, context, Self.describe(unevaluated: kind))
    }
  }

  /// Runs an `if` or `switch` used as a value: each branch's single expression is returned.
  private func executeValueStatement(
    _ statement: SwiftStatement, _ scope: SwiftScope, _ context: SwiftContext, _ frame: Frame
  ) -> Flow {
    func valued(_ block: SwiftBlock) -> SwiftBlock {
      guard let last = block.statements.last, case .expression(let expression) = last else {
        return block
      }
      var copy = block
      copy.statements[copy.statements.count - 1] = .returnStatement(
        expression, range: expression.range)
      return copy
    }
    switch statement {
    case .ifStatement(let conditions, let then, let otherwise, let range):
      var elseStatement = otherwise
      if case .block(let block)? = otherwise { elseStatement = .block(valued(block)) }
      return execute(
        .ifStatement(
          conditions: conditions, then: valued(then), otherwise: elseStatement, range: range),
        scope, context)
    case .switchStatement(let subject, let cases, let range):
      let valuedCases = cases.map { item -> SwiftCase in
        var copy = item
        copy.body = valued(item.body)
        return copy
      }
      return execute(
        .switchStatement(subject: subject, cases: valuedCases, range: range), scope, context)
    default:
      return execute(statement, scope, context)
    }
  }

  /// An integer literal's value: decimal, `0x`, `0o` or `0b`, with `_` separators.
  static func integer(_ text: String) -> Int? {
    var digits = text.replacing("_", with: "")
    var sign = 1
    if digits.hasPrefix("-") {
      sign = -1
      digits.removeFirst()
    }
    let radix: Int
    switch digits.prefix(2) {
    case "0x": radix = 16
    case "0o": radix = 8
    case "0b": radix = 2
    default: return Int(digits).map { $0 * sign }
    }
    return Int(digits.dropFirst(2), radix: radix).map { $0 * sign }
  }

  static func describe(unevaluated kind: String) -> String {
    switch kind {
    case "keypath_expr": "key paths are not evaluated"
    case "macro_expansion_expr": "macros are not expanded"
    case "magic_identifier_literal_expr": "it is known only at compile time"
    default: "this kind of expression is not evaluated"
    }
  }

  /// Why a value used as `what` makes an expression unknown.
  func reason(for value: SwiftValue, _ what: String) -> String {
    if let unknown = value.unknown {
      return unknown.text.isEmpty
        ? unknown.reason : "`\(unknown.text)` is not known (\(unknown.reason))"
    }
    return "\(what) is not a value the importer reads"
  }

  // MARK: Names

  func resolve(
    _ name: String, _ expression: SwiftExpression, _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue {
    if let local = scope.lookup(name) { return local }
    if name == "self" || name == "Self" {
      return context.type.map { .type($0) } ?? .none
    }
    // A property of `self` or a static property of the enclosing types.
    if let selfValue = scope.lookup("self") {
      if case .object(let object) = selfValue,
        let value = property(name, of: object, expression, context)
      {
        return value
      }
      if case .enumCase(let type, let caseName) = selfValue {
        if name == "rawValue", let raw = program.rawValue(of: caseName, in: type) { return raw }
        if let value = enumProperty(name, of: selfValue, type: type, expression, context) {
          return value
        }
      }
    }
    var owner = context.type
    while let type = owner {
      if let variable = program.variable(named: name, in: type), variable.declaration.isStatic {
        return staticValue(variable, expression, context)
      }
      if let found = program.resolveType(name, from: type), found.hasSuffix(name) {
        return .type(found)
      }
      owner = SwiftProgram.enclosing(type)
    }
    if let variable = program.variable(named: name, in: nil) {
      return staticValue(variable, expression, context)
    }
    if let type = program.resolveType(name, from: context.type) { return .type(type) }
    if let function = program.functions(named: name, in: context.type).first
      ?? program.functions(named: name, in: nil).first
    {
      return closureValue(function.declaration, SwiftScope(parent: nil), context)
    }
    if name.first?.isUppercase == true { return .type(name) }
    noteMissing(name)
    return unknown(expression, nil, context, "'\(name)' is not declared in the files read")
  }

  /// A function of the files read as a closure value.
  func closureValue(_ function: SwiftFunction, _ scope: SwiftScope, _ context: SwiftContext)
    -> SwiftValue
  {
    .closure(
      SwiftClosureValue(
        parameters: function.parameters.map(\.name),
        body: function.body ?? SwiftBlock(statements: [], range: function.range), scope: scope,
        context: context))
  }

  /// A static property or global variable: evaluated once.
  func staticValue(
    _ variable: SwiftProgram.Variable, _ expression: SwiftExpression, _ context: SwiftContext
  ) -> SwiftValue {
    let key = "static \(variable.id)"
    if let known = memo[key] {
      return stateValue(known, of: variable.declaration, expression, context)
    }
    memo[key] = unknown(expression, nil, context, "it reads itself")
    let inner = SwiftContext(file: variable.file, type: variable.owner)
    let scope = SwiftScope(parent: nil)
    scope.values["self"] = variable.owner.map { .type($0) } ?? SwiftValue.none
    let value = variableValue(variable.declaration, expression, scope, inner)
    memo[key] = value
    return stateValue(value, of: variable.declaration, expression, context)
  }

  /// A property's value from its declaration: its initial value or its getter's result.
  func variableValue(
    _ variable: SwiftVariable, _ use: SwiftExpression, _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue {
    if let initializer = variable.initializer {
      let value = evaluate(initializer, scope, context)
      // `lazy var x = { … }()` and `let x: T = { … }()` are calls; their value is the result.
      return value
    }
    if let getter = variable.getter {
      let builder = variable.attributes.contains { Self.resultBuilders.contains($0) }
      return run(getter, builder: builder, scope, context, call: use) ?? .none
    }
    return unknown(use, nil, context, "'\(variable.name)' is set at run time")
  }

  /// A property of an object: remembered once read, unless reading it changed something.
  func property(
    _ name: String, of object: SwiftObject, _ use: SwiftExpression, _ context: SwiftContext
  ) -> SwiftValue? {
    guard
      let variable = program.variable(named: name, in: object.type)
        ?? (object.properties[name] == nil ? program.protocolExtensionVariable(named: name) : nil)
    else {
      return object.properties[name]
    }
    if let known = object.properties[name] {
      return stateValue(known, of: variable.declaration, use, context)
    }
    if variable.declaration.isStatic {
      return staticValue(variable, use, context)
    }
    guard !object.computing.contains(name) else {
      return unknown(use, nil, context, "'\(name)' reads itself")
    }
    object.computing.insert(name)
    defer { object.computing.remove(name) }
    if variable.declaration.attributes.contains("CommandsBuilder") {
      readCommandBuilders.insert(variable.id)
    }
    let scope = SwiftScope(parent: nil)
    scope.values["self"] = .object(object)
    let inner = SwiftContext(file: variable.file, type: variable.owner ?? object.type)
    let before = effects
    var value = variableValue(variable.declaration, use, scope, inner)
    if let unknown = value.unknown, unknown.text.isEmpty || unknown.location == nil {
      value = self.unknown(use, nil, context, unknown.reason)
    }
    if variable.declaration.initializer != nil || effects == before {
      object.properties[name] = value
    }
    return stateValue(value, of: variable.declaration, use, context)
  }

  /// A stored `var` holding a Boolean, number, text or enum case is state the app changes at
  /// run time: its initial value says nothing about later, so it reads as unknown, named by
  /// the property (a condition on it becomes `` `isEditing` ``).
  func stateValue(
    _ value: SwiftValue, of variable: SwiftVariable, _ use: SwiftExpression, _ context: SwiftContext
  ) -> SwiftValue {
    guard variable.isMutable, variable.getter == nil else { return value }
    switch value {
    case .bool, .integer, .double, .string, .enumCase, .member, .none:
      return unknown(use, nil, context, "'\(variable.name)' is a variable the app sets at run time")
    default:
      return value
    }
  }

  /// Result builders whose bodies are content lists.
  static let resultBuilders: Set<String> = [
    "CommandsBuilder", "ViewBuilder", "SceneBuilder", "ToolbarContentBuilder",
  ]

  // MARK: Members

  func member(
    _ name: String, of base: SwiftExpression, _ expression: SwiftExpression,
    _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue {
    if case .name("super") = base.kind {
      return superMember(name, expression, scope, context)
    }
    var value = evaluate(base, scope, context)
    if case .member(let written) = value, let resolved = resolveImplicitMember(written, context) {
      value = resolved
    }
    switch value {
    case .type(let type):
      return typeMember(name, of: type, expression, context)
    case .enumCase(let type, let caseName):
      if name == "rawValue", let raw = program.rawValue(of: caseName, in: type) { return raw }
      return enumProperty(name, of: value, type: type, expression, context)
        ?? unknown(
          expression, scope, context, "'\(name)' is not a property of '\(type)' in the files read")
    case .object(let object):
      return property(name, of: object, expression, context)
        ?? unknown(
          expression, scope, context, "'\(name)' is not a property declared in the files read")
    case .element(let element):
      if let field = element.field(name == "title" ? "title" : name) {
        switch field {
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        default: break
        }
      }
      return unknown(expression, scope, context, "the element's '\(name)' is not known")
    case _ where name == "isMacCatalystApp":
      return .bool(platform == .macCatalyst)
    case _ where name == "isiOSAppOnMac":
      return .bool(false)
    case _ where name == "userInterfaceIdiom" && platform == .iPadOS:
      // On Mac Catalyst it is `.pad` or `.mac`, as the app's "Optimize for Mac" setting says.
      return .member("pad")
    case _
    where name == "userInterfaceLayoutDirection" || name == "effectiveUserInterfaceLayoutDirection":
      // The definition describes the left-to-right layout; lint mirrors it for right to left.
      return .member("leftToRight")
    case .builder:
      if name == "system" { return .member("main") }
      return unknown(expression, scope, context, "the builder's '\(name)' is not evaluated")
    case .list(let items):
      let plain = items.allSatisfy { $0.condition == nil }
      switch name {
      case "count" where plain: return .integer(items.count)
      case "isEmpty" where plain: return .bool(items.isEmpty)
      case "first" where plain: return items.first?.value ?? .none
      case "last" where plain: return items.last?.value ?? .none
      default: return unknown(expression, scope, context, "the list's '\(name)' is not evaluated")
      }
    case .string(let text):
      switch name {
      case "localized", "localizedString", "localizedCapitalized": return .string(text)
      case "count": return .integer(text.count)
      case "isEmpty": return .bool(text.isEmpty)
      default: return unknown(expression, scope, context, "the string's '\(name)' is not evaluated")
      }
    case .record(let type, let fields):
      if let field = fields[name] { return field }
      return Self.recordDefault(type, name)
        ?? unknown(expression, scope, context, "'\(name)' is not known")
    case .tuple(let elements):
      if let index = Int(name), index < elements.count { return elements[index].value }
      if let found = elements.first(where: { $0.label == name }) { return found.value }
      return unknown(expression, scope, context, "the tuple has no '\(name)'")
    case .unknown(let inner):
      return unknown(expression, scope, context, inner.reason)
    default:
      return unknown(expression, scope, context, "'\(name)' is not evaluated")
    }
  }

  /// `.name` where the type is not written: the case of the one enum of the files read that
  /// has it, or the one static property of that name.
  func resolveImplicitMember(_ name: String, _ context: SwiftContext) -> SwiftValue? {
    if let type = program.enumWithCase(name, near: context.type) {
      return .enumCase(type: type, name: name)
    }
    if let type = program.typeWithStaticProperty(name),
      let variable = program.variable(named: name, in: type)
    {
      return staticValue(
        variable, SwiftExpression(.implicitMember(name), variable.declaration.range), context)
    }
    return nil
  }

  /// A value read as a declared type: implicit members of the type (or of an array's element
  /// type) become its cases or static properties.
  func conform(_ value: SwiftValue, to type: String, _ context: SwiftContext) -> SwiftValue {
    let named = String(type.filter { $0 != "[" && $0 != "]" })
    if named.first?.isUppercase == true, program.resolveType(named, from: context.type) == nil,
      !named.hasPrefix("UI"), !named.hasPrefix("NS")
    {
      noteMissing(named)
    }
    if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":"), case .list(let items) = value
    {
      let element = String(type.dropFirst().dropLast())
      return .list(
        items.map {
          SwiftListItem(
            value: contextualMember($0.value, of: element, context) ?? $0.value,
            condition: $0.condition)
        })
    }
    return contextualMember(value, of: type, context) ?? value
  }

  /// An implicit member (`.name`) read in the context of a type of the files read: its case or
  /// static property; `nil` when the value is not an implicit member or the type has none.
  func contextualMember(_ value: SwiftValue, of type: String, _ context: SwiftContext)
    -> SwiftValue?
  {
    guard case .member(let name) = value,
      let resolved = program.resolveType(type, from: context.type)
        ?? (program.type(type) != nil ? type : nil),
      let info = program.type(resolved)
    else { return nil }
    if info.cases.contains(name) { return .enumCase(type: resolved, name: name) }
    if let variable = info.variables[name], variable.declaration.isStatic {
      return staticValue(
        variable, SwiftExpression(.implicitMember(name), variable.declaration.range), context)
    }
    return nil
  }

  /// A property of an enum case (`var title: String { switch self { … } }`), once per case.
  func enumProperty(
    _ name: String, of value: SwiftValue, type: String, _ use: SwiftExpression,
    _ context: SwiftContext
  ) -> SwiftValue? {
    guard let variable = program.variable(named: name, in: type) else { return nil }
    if variable.declaration.isStatic { return staticValue(variable, use, context) }
    let key = "case \(Self.fingerprint(value) ?? "") \(variable.id)"
    if let known = memo[key] { return Self.copied(known) }
    let scope = SwiftScope(parent: nil)
    scope.values["self"] = value
    let before = effects
    var result = variableValue(
      variable.declaration, use, scope,
      SwiftContext(file: variable.file, type: variable.owner ?? type))
    if let inner = result.unknown, inner.location == nil || inner.text.isEmpty {
      result = unknown(use, nil, context, inner.reason)
    }
    if effects == before { memo[key] = result }
    return result
  }

  /// `super.name`: the superclass's property with this `self`; a framework superclass's key
  /// commands are none.
  private func superMember(
    _ name: String, _ expression: SwiftExpression, _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue {
    guard let type = context.type, let parent = program.superclass(of: type) else {
      return name == "keyCommands"
        ? .none : unknown(expression, scope, context, "the superclass is not in the files read")
    }
    if let variable = program.variable(named: name, in: parent),
      case .object(let object)? = scope.lookup("self")
    {
      let inner = SwiftContext(file: variable.file, type: variable.owner ?? parent)
      let selfScope = SwiftScope(parent: nil)
      selfScope.values["self"] = .object(object)
      return variableValue(variable.declaration, expression, selfScope, inner)
    }
    if name == "keyCommands" { return .none }
    return unknown(expression, scope, context, "'super.\(name)' is not in the files read")
  }

  /// A member of a type: a static property or nested type of the files read, or a
  /// framework constant.
  func typeMember(
    _ name: String, of type: String, _ expression: SwiftExpression, _ context: SwiftContext
  ) -> SwiftValue {
    if let info = program.type(type) {
      if let variable = program.variable(named: name, in: type) {
        return staticValue(variable, expression, context)
      }
      if let nested = info.nested[name] { return .type(nested) }
      if info.cases.contains(name) { return .enumCase(type: type, name: name) }
      if name == "allCases" && !info.cases.isEmpty {
        return .list(
          info.cases.map { SwiftListItem(value: .enumCase(type: type, name: $0), condition: nil) })
      }
      if info.kind == .enum { return .member(name) }
    }
    if let constant = Self.frameworkConstant(type, name) { return constant }
    if name.first?.isUppercase == true { return .type(type + "." + name) }
    if type.hasPrefix("UI") || Self.swiftUITypes.contains(type) || type.hasPrefix("NS") {
      // A framework constant, or a property an extension in a file not read adds.
      noteMissing(name)
      return .member(name)
    }
    noteMissing(String(type.prefix { $0 != "." }))
    return unknown(expression, nil, context, "'\(type).\(name)' is not declared in the files read")
  }

  // MARK: Operators

  /// Folds an unfolded operator sequence by Swift's precedences and evaluates it.
  func evaluateSequence(
    _ parts: [SwiftExpression], _ expression: SwiftExpression, _ scope: SwiftScope,
    _ context: SwiftContext
  ) -> SwiftValue {
    var rest = parts[...]
    // `c ? a : b`, right-associative: decided from the left.
    while let question = rest.firstIndex(where: {
      if case .ternary = $0.kind { true } else { false }
    }) {
      guard case .ternary(let middle) = rest[question].kind else { break }
      let condition = Array(rest[..<question])
      let otherwise = Array(rest[(question + 1)...])
      switch decide(
        SwiftExpression(.sequence(condition), rangeOf(condition, expression.range)), scope, context)
      {
      case .known(true):
        return evaluate(middle, scope, context)
      case .known(false):
        rest = otherwise[...]
      case .undecided(let formula):
        let then = evaluate(middle, scope, context)
        if mode == .menu {
          note(
            "read as if `\(formula.sourceText)` holds", at: expression.range.start,
            file: context.file, key: "holds:\(context.file):\(expression.range.start)")
          return then
        }
        let other = evaluateSequence(
          otherwise, SwiftExpression(.sequence(otherwise), rangeOf(otherwise, expression.range)),
          scope, context)
        if let thenItems = then.items, let elseItems = other.items {
          return .list(
            thenItems.map {
              SwiftListItem(value: $0.value, condition: ImportCondition.both($0.condition, formula))
            }
              + elseItems.map {
                SwiftListItem(
                  value: $0.value, condition: ImportCondition.both($0.condition, formula.negated))
              })
        }
        if Self.same(then, other) { return then }
        return unknown(
          expression, scope, context, "it depends on `\(formula.sourceText)`")
      }
    }
    // Casts (`x as? T`) are markers after their operand.
    var operands: [SwiftExpression] = []
    var operators: [String] = []
    for part in rest {
      if case .cast(let inner) = part.kind, case .unevaluated = inner.kind {
        if let last = operands.popLast() {
          operands.append(
            SwiftExpression(.cast(last), SwiftRange(start: last.range.start, end: part.range.end)))
        }
        continue
      }
      if case .transparent(let inner) = part.kind, case .unevaluated = inner.kind { continue }
      if operands.count > operators.count {
        guard case .name(let op) = part.kind else {
          return unknown(expression, scope, context, "the operators are not evaluated")
        }
        operators.append(op)
      } else {
        operands.append(part)
      }
    }
    guard operands.count == operators.count + 1 else {
      return unknown(expression, scope, context, "the operators are not evaluated")
    }
    var values: [SwiftValue] = []
    var pending: [String] = []
    func reduce() -> Bool {
      guard let op = pending.popLast(), let right = values.popLast(), let left = values.popLast()
      else { return false }
      values.append(binary(op, left, right))
      return true
    }
    for (index, operand) in operands.enumerated() {
      values.append(evaluate(operand, scope, context))
      guard index < operators.count else { break }
      let op = operators[index]
      let precedence = Self.precedence(op)
      while let top = pending.last {
        let topPrecedence = Self.precedence(top)
        guard
          topPrecedence > precedence || (topPrecedence == precedence && !Self.rightAssociative(op))
        else { break }
        guard reduce() else { break }
      }
      pending.append(op)
    }
    while !pending.isEmpty { guard reduce() else { break } }
    guard values.count == 1 else {
      return unknown(expression, scope, context, "the operators are not evaluated")
    }
    if let inner = values[0].unknown, inner.location == nil || inner.text.isEmpty {
      return unknown(expression, scope, context, inner.reason)
    }
    if case .unknown(let inner) = values[0] {
      return unknown(expression, scope, context, inner.reason)
    }
    return values[0]
  }

  static func precedence(_ op: String) -> Int {
    switch op {
    case "||": 4
    case "&&": 5
    case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": 6
    case "??": 7
    case "...", "..<": 9
    case "+", "-", "&+", "&-", "|", "^": 10
    case "*", "/", "%", "&*", "&": 11
    case "<<", ">>": 12
    default: 10
    }
  }

  static func rightAssociative(_ op: String) -> Bool { op == "??" }

  func binary(_ op: String, _ left: SwiftValue, _ right: SwiftValue) -> SwiftValue {
    let failure = SwiftValue.unknown(
      SwiftUnknown(
        text: "", location: nil,
        reason: left.unknown?.reason ?? right.unknown?.reason
          ?? "the operator '\(op)' is not evaluated"))
    switch (op, left, right) {
    case ("+", .string(let a), .string(let b)): return .string(a + b)
    case ("+", .integer(let a), .integer(let b)): return .integer(a &+ b)
    case ("-", .integer(let a), .integer(let b)): return .integer(a &- b)
    case ("*", .integer(let a), .integer(let b)): return .integer(a &* b)
    case ("/", .integer(let a), .integer(let b)) where b != 0: return .integer(a / b)
    case ("%", .integer(let a), .integer(let b)) where b != 0: return .integer(a % b)
    case ("+", .double(let a), .double(let b)): return .double(a + b)
    case ("+", _, _):
      if let a = left.items, let b = right.items {
        guard a.count + b.count <= Self.maximumListCount else {
          return .unknown(
            SwiftUnknown(
              text: "", location: nil,
              reason: "the list grows past \(Self.maximumListCount) items"))
        }
        return .list(a + b)
      }
      // `known + unknown` of lists: the unknown part is left out alone (as an unknown item,
      // which a note reports where the list is used); the known items stay.
      if let a = left.items, case .unknown = right {
        return .list(a + [SwiftListItem(value: right, condition: nil)])
      }
      if let b = right.items, case .unknown = left {
        return .list([SwiftListItem(value: left, condition: nil)] + b)
      }
      return failure
    case ("...", .integer(let a), .integer(let b)), ("..<", .integer(let a), .integer(let b)):
      let end = op == "..." ? b : b - 1
      guard end >= a - 1, end - a < Self.maximumIterations else { return failure }
      return .list(
        end < a ? [] : (a...end).map { SwiftListItem(value: .integer($0), condition: nil) })
    case ("==", .none, _), ("!=", .none, _), ("==", _, .none), ("!=", _, .none):
      // `builder.menu(for: id) == nil`: any value known to exist is not nil.
      let other: SwiftValue
      if case .none = left { other = right } else { other = left }
      if case .unknown = other { return failure }
      let isNil: Bool
      if case .none = other { isNil = true } else { isNil = false }
      return .bool(op == "==" ? isNil : !isNil)
    case ("==", _, _), ("!=", _, _):
      guard left.isComparable, right.isComparable else { return failure }
      let equal = Self.same(left, right)
      return .bool(op == "==" ? equal : !equal)
    case ("<", .integer(let a), .integer(let b)): return .bool(a < b)
    case (">", .integer(let a), .integer(let b)): return .bool(a > b)
    case ("<=", .integer(let a), .integer(let b)): return .bool(a <= b)
    case (">=", .integer(let a), .integer(let b)): return .bool(a >= b)
    case ("&&", .bool(let a), .bool(let b)): return .bool(a && b)
    case ("||", .bool(let a), .bool(let b)): return .bool(a || b)
    case ("&&", .bool(false), _), ("&&", _, .bool(false)): return .bool(false)
    case ("||", .bool(true), _), ("||", _, .bool(true)): return .bool(true)
    case ("??", .none, _): return right
    case ("??", .unknown, _): return failure
    case ("??", _, _): return left
    default: return failure
    }
  }

  // MARK: Assignment

  /// `a = b`, `a += b`, `object.property = value`.
  func assign(
    _ parts: [SwiftExpression], _ expression: SwiftExpression, _ scope: SwiftScope,
    _ context: SwiftContext
  ) {
    guard let index = parts.firstIndex(where: \.isAssignmentOperator), index == 1 else {
      note(
        SwiftUnknown(
          text: text(of: expression, nil, context),
          location: SwiftLocation(file: context.file, offset: expression.range.start),
          reason: "the assignment's target is not one the importer follows"),
        "is not evaluated")
      return
    }
    let target = parts[0]
    let valueParts = Array(parts[2...])
    let valueExpression =
      valueParts.count == 1
      ? valueParts[0]
      : SwiftExpression(.sequence(valueParts), rangeOf(valueParts, expression.range))
    var value = evaluate(valueExpression, scope, context)
    if case .name(let op) = parts[1].kind, op != "=" {
      let current = evaluate(target, scope, context)
      let binaryOp = String(op.dropLast())
      if binaryOp == "+", let items = value.items, current.items != nil {
        // Items added under a condition keep it.
        value = binary(
          "+", current,
          .list(
            items.map {
              SwiftListItem(value: $0.value, condition: ImportCondition.both(path, $0.condition))
            }))
      } else {
        value = binary(binaryOp, current, value)
      }
      if case .unknown(let inner) = value, inner.location == nil {
        value = unknown(expression, scope, context, inner.reason)
      }
    }
    store(value, into: target, scope, context)
  }

  /// Writes a value to a local, a property of `self` or of an object, a field of a record,
  /// or a property of an element.
  func store(
    _ value: SwiftValue, into target: SwiftExpression, _ scope: SwiftScope, _ context: SwiftContext
  ) {
    switch target.kind {
    case .name(let name):
      if let holder = scope.holder(of: name) {
        holder.values[name] = value
      } else if case .object(let object)? = scope.lookup("self"),
        program.variable(named: name, in: object.type) != nil
      {
        effects += 1
        object.properties[name] = value
      } else {
        scope.values[name] = value
      }
    case .member(let base, let name):
      let owner = evaluate(base, scope, context)
      switch owner {
      case .object(let object):
        effects += 1
        object.properties[name] = value
      case .element(let element):
        effects += 1
        setProperty(name, of: element, to: value, target, context)
      case .record(let type, var fields):
        fields[name] = value
        store(.record(type: type, fields: fields), into: base, scope, context)
      default:
        break
      }
    case .optional(let inner), .parenthesized(let inner), .transparent(let inner):
      store(value, into: inner, scope, context)
    default:
      break
    }
  }

  // MARK: Calls

  /// Evaluates arguments, keeping closures as values.
  func arguments(_ arguments: [SwiftArgument], _ scope: SwiftScope, _ context: SwiftContext)
    -> [(label: String?, value: SwiftValue, expression: SwiftExpression)]
  {
    arguments.map { ($0.label, evaluate($0.value, scope, context), $0.value) }
  }

  func call(
    _ callee: SwiftExpression, _ arguments: [SwiftArgument], _ expression: SwiftExpression,
    _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue {
    switch callee.kind {
    case .member(let base, let written):
      let name = SwiftASTReaderName.base(written)
      if case .name("super") = base.kind, name == "init" {
        return .none
      }
      if case .name("self") = base.kind, name == "init" {
        // `self.init(…)` in a convenience initializer of a framework type's extension.
        if case .type(let type)? = scope.lookup("$initializing") {
          let made = construct(type, arguments, expression, scope, context)
          if let holder = scope.holder(of: "self") { holder.values["self"] = made }
          return made
        }
      }
      let baseValue = evaluate(base, scope, context)
      return method(name, on: baseValue, base, arguments, expression, scope, context)
    case .name(let written):
      var name = SwiftASTReaderName.base(written)
      if name == "Self", let type = context.type { name = type }
      if let local = scope.lookup(name) {
        if case .closure(let closure) = local {
          return callClosure(
            closure, self.arguments(arguments, scope, context), expression, context)
        }
      }
      if name == "addKeyCommand" || name == "removeKeyCommand" {
        return keyCommandRegistration(name, arguments, expression, scope, context)
      }
      if let special = globalFunction(name, arguments, expression, scope, context) {
        return special
      }
      // A method of `self`, a function of an enclosing type, or a top-level function.
      let values = self.arguments(arguments, scope, context)
      let selfValue = scope.lookup("self")
      var owner = context.type
      while let type = owner {
        if let result = invokeFunctions(
          program.functions(named: name, in: type), self: selfValue, values, expression, context)
        {
          return result
        }
        owner = SwiftProgram.enclosing(type)
      }
      if let result = invokeFunctions(
        program.functions(named: name, in: nil), self: nil, values, expression, context)
      {
        return result
      }
      if let type = program.resolveType(name, from: context.type) {
        return construct(type, arguments, expression, scope, context)
      }
      if name.first?.isUppercase == true {
        return construct(name, arguments, expression, scope, context)
      }
      noteMissing(name)
      return unknown(expression, scope, context, "'\(name)(…)' is not declared in the files read")
    case .implicitMember(let name):
      // `static var haFile: Self { .init(rawValue: "ha.file") }`: in a static member, `.init`
      // makes the type itself.
      if SwiftASTReaderName.base(name) == "init",
        case .type(let type)? = scope.lookup("self") ?? context.selfValue
      {
        return construct(type, arguments, expression, scope, context)
      }
      return unknown(expression, scope, context, "'.\(name)(…)' is not evaluated")
    case .specialized(let inner):
      return call(inner, arguments, expression, scope, context)
    case .array(let element) where arguments.isEmpty && element.count <= 1:
      // `[UIKeyCommand]()`: an empty array of a type.
      return .list([])
    default:
      let value = evaluate(callee, scope, context)
      if case .closure(let closure) = value {
        return callClosure(closure, self.arguments(arguments, scope, context), expression, context)
      }
      if case .type(let type) = value {
        return construct(type, arguments, expression, scope, context)
      }
      return unknown(expression, scope, context, reason(for: value, "what is called"))
    }
  }

  /// A method call on a known value.
  func method(
    _ name: String, on value: SwiftValue, _ base: SwiftExpression, _ arguments: [SwiftArgument],
    _ expression: SwiftExpression, _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue {
    switch value {
    case .builder:
      if name == "menu", let target = self.arguments(arguments, scope, context).first {
        // `builder.menu(for:)`: whether the menu exists, from what the build has done so far.
        let identifier =
          contextualMember(target.value, of: "UIMenu.Identifier", context) ?? target.value
        switch menuExists(identifier) {
        case true?: return .record(type: "UIMenu", fields: [:])
        case false?: return .none
        case nil: return unknown(expression, scope, context, "the menu's identifier is not known")
        }
      }
      builderCall(name, arguments, expression, scope, context)
      return .none
    case .type(let type):
      if name == "init" { return construct(type, arguments, expression, scope, context) }
      if name.first?.isUppercase == true {
        // `UIMenu.Identifier("…")`: a nested type's initializer.
        let nested = program.type(type)?.nested[name] ?? type + "." + name
        return construct(nested, arguments, expression, scope, context)
      }
      let values = self.arguments(arguments, scope, context)
      if program.type(type) != nil,
        let result = invokeFunctions(
          program.functions(named: name, in: type).filter(\.declaration.isStatic),
          self: .type(type), values, expression, context)
      {
        return result
      }
      return frameworkStaticCall(type, name, arguments, expression, scope, context)
    case .object(let object):
      let values = self.arguments(arguments, scope, context)
      if let result = invokeFunctions(
        program.functions(named: name, in: object.type), self: value, values, expression, context)
      {
        return result
      }
      if name == "addKeyCommand" || name == "removeKeyCommand" {
        return keyCommandRegistration(name, arguments, expression, scope, context)
      }
      noteMissing(name)
      return unknown(expression, scope, context, "'\(name)(…)' is not declared in the files read")
    case .list(let items):
      return listMethod(name, items, base, arguments, expression, scope, context)
    case .enumCase(let type, _):
      let values = self.arguments(arguments, scope, context)
      if let result = invokeFunctions(
        program.functions(named: name, in: type), self: value, values, expression, context)
      {
        return result
      }
    case .member(let written):
      if let resolved = resolveImplicitMember(written, context) {
        return method(name, on: resolved, base, arguments, expression, scope, context)
      }
    case .string(let text):
      switch name {
      case "uppercased": return .string(text.uppercased())
      case "lowercased": return .string(text.lowercased())
      case "localized", "localizedString": return .string(text)
      default: break
      }
    case .record(let type, _):
      if let result = recordMethod(type, name, value, arguments, expression, scope, context) {
        return result
      }
    case .element(let element):
      if let result = elementMethod(element, name, arguments, expression, scope, context) {
        return result
      }
    case .unknown:
      if name == "addKeyCommand" || name == "removeKeyCommand" {
        return keyCommandRegistration(name, arguments, expression, scope, context)
      }
      if let swiftUI = swiftUIModifier(name, on: value, arguments, expression, scope, context) {
        return swiftUI
      }
      return unknown(expression, scope, context, reason(for: value, "its receiver"))
    case .operation:
      break
    default:
      if let swiftUI = swiftUIModifier(name, on: value, arguments, expression, scope, context) {
        return swiftUI
      }
    }
    if let swiftUI = swiftUIModifier(name, on: value, arguments, expression, scope, context) {
      return swiftUI
    }
    return unknown(expression, scope, context, "'\(name)(…)' is not evaluated")
  }

  /// `map`, `compactMap`, `flatMap`, `forEach`, `filter`, `enumerated`, `append`,
  /// `reversed` on a list.
  func listMethod(
    _ name: String, _ items: [SwiftListItem], _ base: SwiftExpression,
    _ arguments: [SwiftArgument], _ expression: SwiftExpression, _ scope: SwiftScope,
    _ context: SwiftContext
  ) -> SwiftValue {
    let values = self.arguments(arguments, scope, context)
    switch name {
    case "append", "insert", "append(contentsOf:)":
      guard let added = values.first else { return .none }
      var new: [SwiftListItem]
      if added.label == "contentsOf" {
        guard let inner = added.value.items else {
          note(
            SwiftUnknown(
              text: text(of: added.expression, scope, context),
              location: SwiftLocation(file: context.file, offset: added.expression.range.start),
              reason: added.value.unknown?.reason ?? "it is not a list"),
            "is left out")
          return .none
        }
        new = inner
      } else {
        new = [SwiftListItem(value: added.value, condition: nil)]
      }
      new = new.map {
        SwiftListItem(value: $0.value, condition: ImportCondition.both(path, $0.condition))
      }
      let updated: [SwiftListItem]
      if name == "insert", values.count > 1, case .integer(0) = values[1].value {
        updated = new + items
      } else {
        updated = items + new
      }
      store(.list(updated), into: base, scope, context)
      return .none
    case "enumerated":
      return .list(
        items.enumerated().map { index, item in
          SwiftListItem(
            value: .tuple([("offset", .integer(index)), ("element", item.value)]),
            condition: item.condition)
        })
    case "reversed":
      return .list(items.reversed())
    case "map", "compactMap", "flatMap", "forEach", "filter":
      guard let closure = values.last, case .closure(let function) = closure.value else {
        return unknown(expression, scope, context, "the transform is not a closure")
      }
      guard items.count <= Self.maximumIterations else {
        return unknown(expression, scope, context, "the list is too long to evaluate")
      }
      var result: [SwiftListItem] = []
      let saved = path
      defer { path = saved }
      for item in items {
        path = ImportCondition.both(saved, item.condition)
        let argumentValues: [(label: String?, value: SwiftValue, expression: SwiftExpression)]
        if case .tuple(let elements) = item.value, function.parameters.count == elements.count,
          elements.count > 1
        {
          argumentValues = elements.map { (nil, $0.value, expression) }
        } else {
          argumentValues = [(nil, item.value, expression)]
        }
        let mapped = callClosure(function, argumentValues, expression, context)
        switch name {
        case "map":
          result.append(SwiftListItem(value: mapped, condition: item.condition))
        case "compactMap":
          if case .none = mapped { continue }
          result.append(SwiftListItem(value: mapped, condition: item.condition))
        case "flatMap":
          if let inner = mapped.items {
            result += inner.map {
              SwiftListItem(
                value: $0.value, condition: ImportCondition.both(item.condition, $0.condition))
            }
          } else {
            result.append(SwiftListItem(value: mapped, condition: item.condition))
          }
        case "filter":
          switch mapped {
          case .bool(true): result.append(item)
          case .bool(false): continue
          default:
            // A filter decided at run time keeps the item under the filter's condition (menu
            // code: as if it holds).
            let closureText = values.last.map { text(of: $0.expression, nil, context) } ?? "filter"
            if mode == .menu {
              note(
                "read as if the filter `\(closureText)` keeps every item",
                at: expression.range.start,
                file: context.file, key: "filter:\(context.file):\(expression.range.start)")
              result.append(item)
            } else {
              result.append(
                SwiftListItem(
                  value: item.value,
                  condition: ImportCondition.both(item.condition, .atom("filter " + closureText))))
            }
          }
        default:
          break  // forEach
        }
      }
      return name == "forEach" ? .none : .list(result)
    case "contains":
      guard let wanted = values.first?.value, wanted.isComparable,
        items.allSatisfy({ $0.condition == nil && $0.value.isComparable })
      else { return unknown(expression, scope, context, "'contains' is not evaluated") }
      return .bool(items.contains { Self.same($0.value, wanted) })
    default:
      return unknown(expression, scope, context, "the list's '\(name)(…)' is not evaluated")
    }
  }

  // MARK: Functions of the files read

  /// Calls the first function whose labels fit the arguments; `nil` when none fits.
  func invokeFunctions(
    _ candidates: [SwiftProgram.Function], self selfValue: SwiftValue?,
    _ arguments: [(label: String?, value: SwiftValue, expression: SwiftExpression)],
    _ call: SwiftExpression, _ context: SwiftContext
  ) -> SwiftValue? {
    for candidate in candidates where candidate.declaration.body != nil {
      guard let bound = bindParameters(candidate.declaration, arguments) else { continue }
      return invoke(candidate, self: selfValue, bound, call, context)
    }
    return nil
  }

  /// Matches arguments to parameters by label, in order, with defaults for those left out.
  func bindParameters(
    _ function: SwiftFunction,
    _ arguments: [(label: String?, value: SwiftValue, expression: SwiftExpression)]
  ) -> [(SwiftParameter, SwiftValue?)]? {
    var result: [(SwiftParameter, SwiftValue?)] = []
    var remaining = arguments[...]
    for parameter in function.parameters {
      if let next = remaining.first, (next.label ?? "_") == parameter.label {
        result.append((parameter, next.value))
        remaining = remaining.dropFirst()
      } else if let next = remaining.first, next.label == nil, case .closure = next.value,
        parameter.defaultValue == nil
      {
        // A trailing closure for a labelled parameter.
        result.append((parameter, next.value))
        remaining = remaining.dropFirst()
      } else if parameter.defaultValue != nil {
        result.append((parameter, nil))
      } else {
        return nil
      }
    }
    return remaining.isEmpty ? result : nil
  }

  /// Evaluates a call of a function of the files read: bounded depth, no recursion, results
  /// of calls without side effects remembered per arguments.
  func invoke(
    _ function: SwiftProgram.Function, self selfValue: SwiftValue?,
    _ parameters: [(SwiftParameter, SwiftValue?)], _ call: SwiftExpression,
    _ context: SwiftContext
  ) -> SwiftValue {
    let name = function.declaration.name
    if callStack.contains(function.id) {
      note(
        "'\(name)' is not followed here: it calls itself, and recursion is not followed",
        at: call.range.start, file: context.file)
      return unknown(call, nil, context, "'\(name)' calls itself; recursion is not followed")
    }
    guard callStack.count < Self.maximumCallDepth else {
      note(
        "'\(name)' is not followed here: calls are followed \(Self.maximumCallDepth) deep",
        at: call.range.start, file: context.file)
      return unknown(
        call, nil, context,
        "calls are followed \(Self.maximumCallDepth) deep, and '\(name)' is deeper")
    }
    guard let body = function.declaration.body else {
      return unknown(call, nil, context, "'\(name)' has no body")
    }
    invokedFunctions.insert(function.id)
    let key = memoKey(function, selfValue, parameters)
    if let key, let known = memo[key] { return Self.copied(known) }
    callStack.append(function.id)
    defer { callStack.removeLast() }
    let inner = SwiftContext(file: function.file, type: function.owner)
    let scope = SwiftScope(parent: nil)
    if let selfValue { scope.values["self"] = selfValue }
    if function.declaration.name == "init", case .type(let type)? = selfValue {
      scope.values["$initializing"] = .type(type)
    }
    for (parameter, value) in parameters {
      if let value {
        // `.lockDatabase` passed for a parameter of type `Hotkey` is `Hotkey.lockDatabase`.
        scope.values[parameter.name] =
          parameter.type.flatMap { contextualMember(value, of: $0, inner) } ?? value
      } else if let defaultValue = parameter.defaultValue {
        scope.values[parameter.name] = evaluate(defaultValue, scope, inner)
      }
    }
    let before = effects
    let builder = function.declaration.attributes.contains { Self.resultBuilders.contains($0) }
    var result = run(body, builder: builder, scope, inner, call: call) ?? .none
    if function.declaration.name == "init" { result = scope.lookup("self") ?? result }
    if case .unknown(let unknown) = result, unknown.location == nil || unknown.text.isEmpty {
      result = self.unknown(call, nil, context, unknown.reason)
    }
    if let key, effects == before { memo[key] = result }
    return result
  }

  /// Runs a function body or getter and combines what it returns; a body that is one
  /// expression returns it, and a result builder's body returns its content.
  func run(
    _ body: SwiftBlock, builder: Bool, _ scope: SwiftScope, _ context: SwiftContext,
    call: SwiftExpression
  ) -> SwiftValue? {
    let frame = Frame(collectsContent: builder)
    frames.append(frame)
    let saved = path
    defer {
      frames.removeLast()
      path = saved
    }
    if !builder, body.statements.count == 1, case .expression(let expression) = body.statements[0],
      !expression.isAssignmentSequence
    {
      return evaluate(expression, scope, context)
    }
    _ = execute(body, scope, context)
    if builder {
      return .list(frame.content ?? [])
    }
    return combine(frame.returns, call, context, since: saved)
  }

  /// One value from what a function returned under various conditions.
  func combine(
    _ returns: [(condition: ImportCondition?, value: SwiftValue)], _ call: SwiftExpression,
    _ context: SwiftContext, since start: ImportCondition? = nil
  ) -> SwiftValue? {
    guard let first = returns.first else { return nil }
    if returns.count == 1 && first.condition == start { return first.value }
    if returns.contains(where: { $0.value.items != nil }) {
      // Lists returned under conditions: their items, each under its return's condition; a
      // return whose value is not known is left out alone.
      var items: [SwiftListItem] = []
      for (condition, value) in returns {
        if case .unknown(let unknown) = value {
          if unknown.location != nil {
            note(unknown, "is one of the values returned, and is left out: it is not known")
          }
          continue
        }
        for item in value.items ?? [] {
          items.append(
            SwiftListItem(
              value: item.value, condition: ImportCondition.both(condition, item.condition)))
        }
      }
      return .list(items)
    }
    if returns.allSatisfy({ Self.same($0.value, first.value) }) { return first.value }
    if mode == .menu { return first.value }
    return unknown(call, nil, context, "it returns different values under conditions")
  }

  /// Calls a closure with positional arguments.
  func callClosure(
    _ closure: SwiftClosureValue,
    _ arguments: [(label: String?, value: SwiftValue, expression: SwiftExpression)],
    _ call: SwiftExpression, _ context: SwiftContext
  ) -> SwiftValue {
    guard callStack.count < Self.maximumCallDepth * 4 else {
      return unknown(call, nil, context, "closures are nested too deeply to follow")
    }
    callStack.append(-1)
    defer { callStack.removeLast() }
    let scope = SwiftScope(parent: closure.scope)
    bindClosureParameters(closure.parameters, arguments.map(\.value), in: scope)
    return run(closure.body, builder: false, scope, closure.context, call: call) ?? .none
  }

  /// Binds a closure's parameters by position; one tuple for several parameters is
  /// destructured (`{ index, item in … }` over `enumerated()`).
  func bindClosureParameters(_ parameters: [String], _ values: [SwiftValue], in scope: SwiftScope) {
    var values = values
    if parameters.count > 1, values.count == 1, case .tuple(let elements) = values[0],
      elements.count == parameters.count
    {
      values = elements.map(\.value)
    }
    for (index, name) in parameters.enumerated() where index < values.count {
      scope.values[name] = values[index]
    }
  }

  /// A key under which a call's result is remembered, or `nil` when an argument is not a
  /// plain value.
  func memoKey(
    _ function: SwiftProgram.Function, _ selfValue: SwiftValue?,
    _ parameters: [(SwiftParameter, SwiftValue?)]
  ) -> String? {
    var key = "\(function.id)|\(mode)|\(path?.rendered ?? "")|"
    switch selfValue {
    case nil: key += "-"
    case .object(let object)?: key += "o\(ObjectIdentifier(object).hashValue)"
    case .type(let type)?: key += "t" + type
    default: return nil
    }
    for (_, value) in parameters {
      guard let value else {
        key += "|d"
        continue
      }
      guard let print = Self.fingerprint(value) else { return nil }
      key += "|" + print
    }
    return key
  }

  static func fingerprint(_ value: SwiftValue) -> String? {
    switch value {
    case .string(let text): "s" + text.debugDescription
    case .integer(let number): "i\(number)"
    case .double(let number): "d\(number)"
    case .bool(let flag): "b\(flag)"
    case .none: "n"
    case .selector(let name): "S" + name
    case .member(let name): "m" + name
    case .type(let name): "t" + name
    case .enumCase(let type, let name): "e" + type + "." + name
    case .identifier(let name): "I" + name
    case .builder: "B"
    case .unknown(let unknown): "u" + unknown.text.debugDescription
    case .list(let items):
      items.allSatisfy({ $0.condition == nil })
        ? "[" + (items.compactMap { fingerprint($0.value) }.joined(separator: ",")) + "]"
        : nil
    default: nil
    }
  }

  /// A remembered result with fresh elements, as a new call makes new ones.
  static func copied(_ value: SwiftValue) -> SwiftValue {
    switch value {
    case .element(let element): .element(element.copy())
    case .list(let items):
      .list(items.map { SwiftListItem(value: copied($0.value), condition: $0.condition) })
    default: value
    }
  }
}

extension SwiftExpression {
  /// Whether this is a sequence whose operator is an assignment (`a = b`, `a += b`).
  var isAssignmentSequence: Bool {
    if case .sequence(let parts) = kind { return parts.contains(where: \.isAssignmentOperator) }
    return false
  }
}

extension SwiftValue {
  /// Whether `==` can decide the value: a scalar, a member, a selector or an identifier.
  var isComparable: Bool {
    switch self {
    case .string, .integer, .double, .bool, .none, .member, .selector, .identifier, .type,
      .enumCase:
      true
    default: false
    }
  }
}
