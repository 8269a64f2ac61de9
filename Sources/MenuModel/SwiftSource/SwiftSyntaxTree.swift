/// The parts of Swift syntax the importer reads, independent of the toolchain's AST dump.
///
/// ``SwiftASTReader`` is the only code that knows the dump's shape; everything else works on
/// these values. Byte offsets are into the file's UTF-8 text.
package struct SwiftFileSyntax: Sendable {
  /// The top-level declarations.
  package var declarations: [SwiftDeclaration]
  /// The compiler's version as `major.minor`.
  package var compilerVersion: (major: Int, minor: Int)
}

/// A byte range in a Swift file; `end` is the start of the range's last token.
package struct SwiftRange: Sendable, Hashable {
  package var start: Int
  package var end: Int
}

/// A declaration.
package indirect enum SwiftDeclaration: Sendable {
  /// A class, struct, enum, actor or extension.
  case type(SwiftTypeDeclaration)
  /// A function or method.
  case function(SwiftFunction)
  /// A property: a stored one with its initial value or a computed one with its getter.
  case variable(SwiftVariable)
  /// Anything else.
  case other
}

/// A type or extension and its members.
package struct SwiftTypeDeclaration: Sendable {
  package var name: String
  package var isExtension: Bool
  /// The inherited types as written (`UIViewController`), read from the source text.
  package var inherits: [String]
  package var members: [SwiftDeclaration]
  package var range: SwiftRange
}

/// A function.
package struct SwiftFunction: Sendable {
  package var name: String
  /// The argument labels, `_` for none: `buildMenu(with:)` has `["with"]`.
  package var labels: [String]
  /// The parameters' internal names.
  package var parameters: [String]
  package var isStatic: Bool
  package var isOverride: Bool
  /// The Objective-C name when `@objc` gives one, `""` for plain `@objc`, `nil` without it.
  package var objcName: String?
  package var body: SwiftBlock?
  package var range: SwiftRange

  /// The selector Objective-C sees: `open:` for `open(_:)`, `openWith:` is not derived.
  package var selector: String {
    if let objcName, !objcName.isEmpty { return objcName }
    guard let first = labels.first else { return name }
    return name
      + (first == "_" ? ":" : "With" + first.prefix(1).uppercased() + first.dropFirst() + ":")
      + labels.dropFirst().map { $0 + ":" }.joined()
  }
}

/// A property.
package struct SwiftVariable: Sendable {
  package var name: String
  package var isStatic: Bool
  package var isOverride: Bool
  package var getter: SwiftBlock?
  package var initializer: SwiftExpression?
  package var range: SwiftRange
}

/// A `{ … }` block.
package struct SwiftBlock: Sendable {
  package var statements: [SwiftStatement]
  package var range: SwiftRange
}

/// A statement; `range` is `nil` for a bare expression, which the dump gives no range.
package indirect enum SwiftStatement: Sendable {
  case expression(SwiftExpression)
  case binding(name: String, isVariable: Bool, value: SwiftExpression?, range: SwiftRange)
  case ifStatement(
    conditions: [SwiftExpression], then: SwiftBlock, otherwise: SwiftStatement?, range: SwiftRange)
  case guardStatement(conditions: [SwiftExpression], body: SwiftBlock, range: SwiftRange)
  case returnStatement(SwiftExpression?, range: SwiftRange)
  case block(SwiftBlock)
  case loop(range: SwiftRange)
  case declaration(SwiftDeclaration)
  case other(kind: String, range: SwiftRange?)
}

/// An argument of a call.
package struct SwiftArgument: Sendable {
  package var label: String?
  package var value: SwiftExpression
}

/// An expression, as parsed: operators are not folded, names are not resolved.
package indirect enum SwiftExpression: Sendable {
  case call(callee: SwiftExpression, arguments: [SwiftArgument])
  /// `base.name`.
  case member(base: SwiftExpression, name: String)
  /// `.name`.
  case implicitMember(String)
  /// A name.
  case name(String)
  case string(String)
  /// A string with interpolations.
  case interpolatedString
  case integer(String)
  case boolean(Bool)
  case array([SwiftExpression])
  /// `#selector(…)`; the expression inside.
  case selector(SwiftExpression)
  /// A closure and its parameters' names (`$0` for anonymous ones).
  case closure(SwiftBlock, parameters: [String])
  /// Operands and operators in order, unfolded: `a`, `+=`, `b`. An assignment's `=` is `=`.
  case sequence([SwiftExpression])
  case prefixOperator(String, SwiftExpression)
  case parenthesized(SwiftExpression)
  case optionalChain(SwiftExpression)
  case other(kind: String)
}
