/// The parts of Swift syntax the importer reads, independent of the toolchain's AST dump.
///
/// ``SwiftASTReader`` is the only code that knows the dump's shape; everything else works on
/// these values. Byte offsets are into the file's UTF-8 text, and every node, expressions
/// included, has the range of its tokens.
package struct SwiftFileSyntax: Sendable {
  /// The top-level declarations and statements.
  package var declarations: [SwiftDeclaration]
  /// The compiler's version as `major.minor`.
  package var compilerVersion: (major: Int, minor: Int)
  /// The tokens of the text parsed, for locations and source text.
  package var tokens: SwiftTokens
}

/// A byte range in a Swift file: from its first token's first byte to after its last token.
package struct SwiftRange: Sendable, Hashable {
  package var start: Int
  package var end: Int

  package init(start: Int, end: Int) {
    self.start = start
    self.end = max(start, end)
  }
}

/// A declaration.
package indirect enum SwiftDeclaration: Sendable {
  /// A class, struct, enum, actor, protocol or extension.
  case type(SwiftTypeDeclaration)
  /// A function, method or initializer.
  case function(SwiftFunction)
  /// A property or global: stored with its initial value, or computed with its getter.
  case variable(SwiftVariable)
  /// `typealias Name = A & B`: the types it names, as written.
  case typeAlias(name: String, types: [String])
  /// A case of an enum, with its raw value when the code writes one (`case b = "bee"`).
  case enumCase(name: String, rawValue: String?)
  /// Top-level statements of a script file.
  case statements(SwiftBlock)
  /// Anything else (imports, type aliases, operators).
  case other
}

/// A type or extension and its members.
package struct SwiftTypeDeclaration: Sendable {
  /// What kind of declaration it is.
  package enum Kind: String, Sendable {
    case `class`, `struct`, `enum`, `protocol`, `extension`
  }

  package var kind: Kind
  /// The name; for an extension, the extended type as written (`UIKeyCommand`, `A.B`).
  package var name: String
  /// The inherited types and conformances as written (`UIViewController`, `Commands`).
  package var inherits: [String]
  /// For a protocol extension, the types `Self` is constrained to (`where Self: UIResponder`).
  package var selfConstraints: [String]
  package var members: [SwiftDeclaration]
  package var range: SwiftRange
}

/// A parameter of a function.
package struct SwiftParameter: Sendable {
  /// The argument label, `_` for none.
  package var label: String
  /// The name inside the body.
  package var name: String
  /// The default value, if any.
  package var defaultValue: SwiftExpression?
  /// The type as written (`Hotkey`, `UIKeyModifierFlags`), without `?` or `!`.
  package var type: String?
}

/// A function, method or initializer.
package struct SwiftFunction: Sendable {
  /// The base name; `init` for an initializer.
  package var name: String
  package var parameters: [SwiftParameter]
  package var isStatic: Bool
  package var isOverride: Bool
  /// The Objective-C name when `@objc` gives one, `""` for plain `@objc`, `nil` without it.
  package var objcName: String?
  /// Attribute names, such as `CommandsBuilder`.
  package var attributes: [String]
  package var body: SwiftBlock?
  package var range: SwiftRange

  /// The argument labels, `_` for none: `buildMenu(with:)` has `["with"]`.
  package var labels: [String] { parameters.map(\.label) }

  /// The selector Objective-C sees: `open:` for `open(_:)`, `openWithURL:` for `open(URL:)`.
  package var selector: String {
    if let objcName, !objcName.isEmpty { return objcName }
    return Self.selector(name: name, labels: labels)
  }

  /// The selector of a method with this name and these labels, as Swift infers it:
  /// `open(_:)` is `open:`, `open(url:)` is `openWithUrl:`, and a first label that is a
  /// preposition joins the name directly: `move(to:animated:)` is `moveTo:animated:`.
  package static func selector(name: String, labels: [String]) -> String {
    guard let first = labels.first else { return name }
    let label = first.prefix(1).uppercased() + first.dropFirst()
    let piece: String =
      if first == "_" {
        ":"
      } else if prepositions.contains(first) {
        label + ":"
      } else {
        "With" + label + ":"
      }
    return name + piece + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
  }

  /// The English prepositions Swift's Objective-C name inference joins without `With`.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]
}

/// A property or global variable.
package struct SwiftVariable: Sendable {
  package var name: String
  package var isStatic: Bool
  /// Whether it is a `var` (its value may change at run time), not a `let`.
  package var isMutable = true
  package var isOverride: Bool
  /// Attribute names, such as `CommandsBuilder` or `State`.
  package var attributes: [String]
  package var getter: SwiftBlock?
  package var initializer: SwiftExpression?
  package var range: SwiftRange
}

/// A `{ … }` block.
package struct SwiftBlock: Sendable {
  package var statements: [SwiftStatement]
  package var range: SwiftRange
}

/// One condition of an `if`, `guard` or `while`.
package enum SwiftCondition: Sendable {
  /// A Boolean expression.
  case expression(SwiftExpression)
  /// `#available(iOS 15, *)`, or `#unavailable(…)` when `negated`.
  case availability(SwiftAvailability)
  /// `let x = y`, `case .a = b`: names bound, and the value matched (when there is one).
  case pattern(names: [String], value: SwiftExpression?, range: SwiftRange)
}

/// The platform versions of an `#available` condition.
package struct SwiftAvailability: Sendable {
  /// Platform names and versions (`iOS` and `15.0`); `*` has no version.
  package var specs: [(domain: String, version: String?)]
  package var negated: Bool
  package var range: SwiftRange
}

/// One `case` of a `switch`.
package struct SwiftCase: Sendable {
  /// The patterns' source ranges (`.compact`, `let x where …`); none for `default`.
  package var patterns: [SwiftRange]
  /// The patterns that are expressions (`.compact`, `1`), for matching a known subject.
  package var values: [SwiftExpression?]
  package var isDefault: Bool
  package var body: SwiftBlock
  package var range: SwiftRange
}

/// A name bound by a `let`, `var` or `for`, possibly inside a tuple pattern.
package indirect enum SwiftPattern: Sendable {
  case name(String)
  case tuple([SwiftPattern])
  /// `_`, or a pattern the importer does not bind.
  case ignored
}

/// A statement.
package indirect enum SwiftStatement: Sendable {
  case expression(SwiftExpression)
  /// `let`/`var` with a pattern and an optional initial value.
  case binding(pattern: SwiftPattern, value: SwiftExpression?, range: SwiftRange)
  case ifStatement(
    conditions: [SwiftCondition], then: SwiftBlock, otherwise: SwiftStatement?, range: SwiftRange)
  case guardStatement(conditions: [SwiftCondition], body: SwiftBlock, range: SwiftRange)
  case forEach(
    pattern: SwiftPattern, sequence: SwiftExpression, filter: SwiftExpression?, body: SwiftBlock,
    range: SwiftRange)
  /// `while` and `repeat … while`.
  case loop(body: SwiftBlock, range: SwiftRange)
  case switchStatement(subject: SwiftExpression, cases: [SwiftCase], range: SwiftRange)
  case returnStatement(SwiftExpression?, range: SwiftRange)
  /// A block that runs in place: `do { … }`, and the body of `do … catch`.
  case block(SwiftBlock)
  /// `defer { … }`: runs when its scope ends.
  case deferred(SwiftBlock)
  /// `throw`, `break`, `continue`, `fallthrough`: the path ends (or the loop moves on).
  case jump(kind: String, range: SwiftRange)
  case declaration(SwiftDeclaration)
  case other(kind: String, range: SwiftRange)
}

/// An argument of a call: `label: value`, or a trailing closure.
package struct SwiftArgument: Sendable {
  package var label: String?
  package var value: SwiftExpression
}

/// A piece of a string literal with interpolations.
package enum SwiftStringSegment: Sendable {
  case literal(String)
  case interpolation([SwiftArgument])
}

/// A closure: its parameters' names (`$0` for anonymous ones) and body.
package struct SwiftClosure: Sendable {
  package var parameters: [String]
  package var body: SwiftBlock
}

/// An expression, as parsed: operators are not folded, names are not resolved.
package struct SwiftExpression: Sendable {
  package var kind: Kind
  /// Where its tokens are.
  package var range: SwiftRange

  package init(_ kind: Kind, _ range: SwiftRange) {
    self.kind = kind
    self.range = range
  }

  /// What an expression is.
  package indirect enum Kind: Sendable {
    case call(callee: SwiftExpression, arguments: [SwiftArgument])
    /// `base.name`.
    case member(base: SwiftExpression, name: String)
    /// `.name`.
    case implicitMember(String)
    /// A name: a variable, a type, `self`, `super`, `$0`, or an operator inside a sequence.
    case name(String)
    case string(String)
    /// A string with interpolations.
    case interpolatedString([SwiftStringSegment])
    case integer(String)
    case float(String)
    case boolean(Bool)
    case nilLiteral
    case array([SwiftExpression])
    case dictionary([(key: SwiftExpression, value: SwiftExpression)])
    /// `(a, b)`, `(x: 1, y: 2)`.
    case tuple([SwiftArgument])
    /// `#selector(…)`; the expression inside.
    case selector(SwiftExpression)
    case closure(SwiftClosure)
    /// Operands and operators in order, unfolded: `a`, `+=`, `b`. An assignment's `=` is
    /// ``assignment``; the middle of `c ? a : b` is ``ternary(_:)``.
    case sequence([SwiftExpression])
    case assignment
    /// `? then :` inside a sequence.
    case ternary(SwiftExpression)
    case prefixOperator(String, SwiftExpression)
    case postfixOperator(String, SwiftExpression)
    case parenthesized(SwiftExpression)
    /// `x?`, `x!` and the optional chain around them: the value, if any.
    case optional(SwiftExpression)
    case subscripted(base: SwiftExpression, arguments: [SwiftArgument])
    /// `try`, `await`, `as` and other wrappers that leave the value as it is.
    case transparent(SwiftExpression)
    /// `x as? T`, `x is T`: a value the importer does not decide.
    case cast(SwiftExpression)
    /// `Generic<T>`: the base without its arguments.
    case specialized(SwiftExpression)
    /// `if`/`switch` used as an expression.
    case statementValue(SwiftStatement)
    /// A value given a type (`let tabs: [Tab] = […]`), so that `.home` is `Tab.home`.
    case typed(SwiftExpression, type: String)
    /// A known node kind that the importer does not evaluate (key paths, macros, regex
    /// literals); its value is unknown.
    case unevaluated(kind: String)
  }
}

extension SwiftExpression {
  /// The expressions directly inside this one, in source order; a closure's body is not an
  /// expression inside it (``SwiftBlock/forEachExpression(_:)`` enters closures).
  package var children: [SwiftExpression] {
    switch kind {
    case .call(let callee, let arguments), .subscripted(let callee, let arguments):
      [callee] + arguments.map(\.value)
    case .member(let base, _): [base]
    case .interpolatedString(let segments):
      segments.flatMap { segment -> [SwiftExpression] in
        if case .interpolation(let arguments) = segment { return arguments.map(\.value) }
        return []
      }
    case .array(let items), .sequence(let items): items
    case .dictionary(let pairs): pairs.flatMap { [$0.key, $0.value] }
    case .tuple(let arguments): arguments.map(\.value)
    case .selector(let inner), .prefixOperator(_, let inner), .postfixOperator(_, let inner),
      .parenthesized(let inner), .optional(let inner), .transparent(let inner), .cast(let inner),
      .specialized(let inner), .ternary(let inner), .typed(let inner, _):
      [inner]
    case .implicitMember, .name, .string, .integer, .float, .boolean, .nilLiteral, .closure,
      .assignment, .statementValue, .unevaluated:
      []
    }
  }
}

extension SwiftBlock {
  /// Visits every expression of the block, in nested blocks and closures too, without
  /// recursion; stops early when `visit` returns `false`.
  package func forEachExpression(_ visit: (SwiftExpression) -> Bool) {
    var statements: [SwiftStatement] = self.statements.reversed()
    var expressions: [SwiftExpression] = []
    while true {
      if let expression = expressions.popLast() {
        guard visit(expression) else { return }
        expressions += expression.children.reversed()
        if case .closure(let closure) = expression.kind {
          statements += closure.body.statements.reversed()
        }
        if case .statementValue(let statement) = expression.kind { statements.append(statement) }
        continue
      }
      guard let statement = statements.popLast() else { return }
      switch statement {
      case .expression(let expression): expressions.append(expression)
      case .binding(_, let value, _): if let value { expressions.append(value) }
      case .returnStatement(let value, _): if let value { expressions.append(value) }
      case .ifStatement(let conditions, let then, let otherwise, _):
        expressions += conditions.compactMap(\.expression)
        if let otherwise { statements.append(otherwise) }
        statements += then.statements.reversed()
      case .guardStatement(let conditions, let body, _):
        expressions += conditions.compactMap(\.expression)
        statements += body.statements.reversed()
      case .forEach(_, let sequence, let filter, let body, _):
        expressions.append(sequence)
        if let filter { expressions.append(filter) }
        statements += body.statements.reversed()
      case .loop(let body, _), .block(let body), .deferred(let body):
        statements += body.statements.reversed()
      case .switchStatement(let subject, let cases, _):
        expressions.append(subject)
        for item in cases.reversed() { statements += item.body.statements.reversed() }
      case .declaration(.function(let function)):
        if let body = function.body { statements += body.statements.reversed() }
      case .jump, .declaration, .other:
        break
      }
    }
  }
}

extension SwiftCondition {
  /// The condition's expression, or a pattern's value.
  var expression: SwiftExpression? {
    switch self {
    case .expression(let expression): expression
    case .pattern(_, let value, _): value
    case .availability: nil
    }
  }
}
