/// A value in a scenario's state.
///
/// Scenarios give state keys values (`"openTabs": 3`), and conditions read them.
public enum StateValue: Hashable, Sendable, CustomStringConvertible {
  /// `true` or `false`.
  case bool(Bool)
  /// A number; JSON numbers and condition literals are read as `Double`.
  case number(Double)
  /// A string.
  case string(String)

  /// The kind of a state value.
  public enum Kind: String, Hashable, Sendable {
    /// A boolean.
    case bool
    /// A number.
    case number
    /// A string.
    case string

    /// The kind with an article, for messages: `a boolean`, `a number`, `a string`.
    public var noun: String {
      switch self {
      case .bool: return "a boolean"
      case .number: return "a number"
      case .string: return "a string"
      }
    }

    /// The plural, for messages: `booleans`, `numbers`, `strings`.
    var plural: String {
      switch self {
      case .bool: return "booleans"
      case .number: return "numbers"
      case .string: return "strings"
      }
    }
  }

  /// What kind of value this is.
  public var kind: Kind {
    switch self {
    case .bool: return .bool
    case .number: return .number
    case .string: return .string
    }
  }

  /// The value as it would be written in a condition: `true`, `3`, `1.5`, `'text'`.
  ///
  /// Integral numbers print without a fraction; strings are single-quoted, with `'` and `\`
  /// escaped by a backslash.
  public var description: String {
    switch self {
    case .bool(let value):
      return value ? "true" : "false"
    case .number(let value):
      if value.rounded(.towardZero) == value, abs(value) < 1e15 {
        return String(Int64(value))
      }
      return value.description
    case .string(let value):
      var result = "'"
      for scalar in value.unicodeScalars {
        if scalar == "'" || scalar == "\\" { result.unicodeScalars.append("\\") }
        result.unicodeScalars.append(scalar)
      }
      result.unicodeScalars.append("'")
      return result
    }
  }

  /// Reads a value given on the command line, as in `--set key=value`.
  ///
  /// `true` and `false` are booleans; a JSON number (`3`, `-1.5`, `1e3`) is a number; a string
  /// in single or double quotes, with `\` escaping the quote or a backslash, is its contents;
  /// anything else is a string, as written (so `--set mode=grid` works without quotes).
  ///
  /// - Parameter text: The text after `=`.
  /// - Returns: The value.
  public static func parseValue(_ text: String) -> StateValue {
    var lexer = ConditionLexer(text)
    let count = lexer.scalars.count
    guard let token = try? lexer.next(), token.offset == 0, token.length == count else {
      return .string(text)
    }
    switch token.kind {
    case .boolean(let value): return .bool(value)
    case .number(let value): return .number(value)
    case .string(let value): return .string(value)
    default: return .string(text)
    }
  }
}

/// A place where a condition reads a state key.
public struct StateKeyReference: Hashable, Sendable {
  /// The state key.
  public var name: String
  /// The Unicode-scalar offset of the key within the condition's text (0-based).
  public var offset: Int

  /// Creates a reference.
  ///
  /// - Parameters:
  ///   - name: The state key.
  ///   - offset: The Unicode-scalar offset of the key within the condition's text.
  public init(name: String, offset: Int) {
    self.name = name
    self.offset = offset
  }
}

/// A boolean expression over a scenario's state, as written in responder files.
///
/// Examples: `openTabs > 0`, `pageIsBookmarked`, `!readOnly && (mode == 'grid' || zoom >= 1.5)`.
///
/// The language has, from loosest to tightest binding: `||`; `&&`; unary `!`; the comparisons
/// `==`, `!=`, `<`, `<=`, `>`, `>=` (which do not chain: `a < b < c` is an error); and the
/// values: state keys (ASCII letters, digits, `_` and `.`, starting with a letter or `_`),
/// JSON numbers, strings in single or double quotes (`\` escapes the quote or a backslash),
/// `true`, `false`, parenthesized conditions, and opaque conditions: Swift source text between
/// backquotes (`` `isSearchActive` ``), which the Swift importer writes for what it cannot
/// decide (DESIGN §4). An opaque condition is a Boolean state name that no scenario has to
/// declare; a scenario may set it (`"`isSearchActive`": true`), and it is false where none
/// does. Spaces and tabs separate tokens. Because `!` binds more loosely than a comparison,
/// `!a == b` means `!(a == b)`.
///
/// Parsing happens once; ``evaluate(_:)`` walks a small syntax tree. Parentheses and `!` nest
/// at most ``maximumDepth`` levels deep, so hostile input cannot exhaust the stack, and
/// parsing is linear in the length of the text.
///
/// Two conditions are equal when their texts are equal.
public struct Condition: Hashable, Sendable, CustomStringConvertible {
  /// The condition as written.
  public let text: String

  /// Every state key the condition reads, with the Unicode-scalar offset of each occurrence,
  /// in the order they are written; opaque conditions are not state keys.
  public let stateKeys: [StateKeyReference]

  /// The opaque conditions it reads, as state names with their backquotes
  /// (`` `isSearchActive` ``), in the order they are written.
  public let opaqueNames: [String]

  /// The syntax tree.
  private let root: ConditionNode

  /// How deeply parentheses and `!` may nest.
  public static let maximumDepth = 64

  /// Parses a condition.
  ///
  /// - Parameter text: The condition, such as `openTabs > 0`.
  /// - Throws: The first syntax error, with the offset of the offending token.
  public init(parsing text: String) throws(ConditionError) {
    var parser = ConditionParser(text)
    self.root = try parser.parseCondition()
    self.text = text
    self.stateKeys = parser.keys
    self.opaqueNames = parser.opaqueNames
  }

  /// Whether the condition and `other` can hold in one state.
  ///
  /// For opaque conditions and Boolean keys both values are tried, and for compared keys the
  /// values compared with and those next to them. Two entries of a responder's list whose conditions cannot hold
  /// together (`` `isEditing` `` and `` !`isEditing` ``) never exist together.
  ///
  /// Conditions reading more than a dozen names are assumed to hold together.
  ///
  /// - Parameter other: Another condition.
  /// - Returns: Whether some state makes both true.
  public func canHold(with other: Condition) -> Bool {
    var candidates: [String: [StateValue]] = [:]
    var order: [String] = []
    for node in [root, other.root] {
      Self.collectCandidates(node, into: &candidates, order: &order)
    }
    var combinations = 1
    for name in order {
      combinations *= max(candidates[name]?.count ?? 1, 1)
      if combinations > 4_096 || order.count > 12 { return true }
    }
    var state: [String: StateValue] = [:]
    var indexes = [Int](repeating: 0, count: order.count)
    while true {
      for (position, name) in order.enumerated() {
        if let values = candidates[name], !values.isEmpty {
          state[name] = values[indexes[position]]
        }
      }
      if evaluate(state) && other.evaluate(state) { return true }
      // The next combination, like counting.
      var position = 0
      while position < order.count {
        indexes[position] += 1
        if indexes[position] < max(candidates[order[position]]?.count ?? 1, 1) { break }
        indexes[position] = 0
        position += 1
      }
      if position == order.count { return false }
    }
  }

  /// The values worth trying for each name a condition reads.
  private static func collectCandidates(
    _ node: ConditionNode, into candidates: inout [String: [StateValue]], order: inout [String]
  ) {
    func add(_ name: String, _ values: [StateValue]) {
      if candidates[name] == nil { order.append(name) }
      var known = candidates[name] ?? []
      for value in values where !known.contains(value) { known.append(value) }
      candidates[name] = known
    }
    var pending = [node]
    while let next = pending.popLast() {
      switch next {
      case .key(let name, _), .opaque(let name, _):
        add(name, [.bool(true), .bool(false)])
      case .literal:
        break
      case .or(let terms), .and(let terms):
        pending += terms
      case .not(let operand, _):
        pending.append(operand)
      case .comparison(let left, _, let right, _):
        for (side, opposite) in [(left, right), (right, left)] {
          guard case .key(let name, _) = side else {
            pending.append(side)
            continue
          }
          switch opposite {
          case .literal(.number(let number), _, _):
            add(
              name,
              [.number(number), .number(number - 1), .number(number + 1), .number(number + 0.5)])
          case .literal(.string(let text), _, _):
            add(name, [.string(text), .string(text + "\u{0}")])
          case .literal(.bool, _, _):
            add(name, [.bool(true), .bool(false)])
          default:
            add(name, [.bool(true), .bool(false), .number(0), .number(1)])
          }
        }
      }
    }
  }

  /// The condition as written.
  public var description: String { text }

  /// Whether two conditions have the same text.
  ///
  /// - Parameters:
  ///   - lhs: A condition.
  ///   - rhs: Another condition.
  /// - Returns: Whether their texts are equal.
  public static func == (lhs: Condition, rhs: Condition) -> Bool {
    lhs.text == rhs.text
  }

  /// Hashes the text.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
  }

  /// Checks the condition against the kinds of the known state keys.
  ///
  /// Reports state keys that are not known (suggesting a close known key), comparisons of
  /// values of different kinds, `<`, `<=`, `>` and `>=` on values that are not numbers, and
  /// numbers or strings where a boolean is needed (as an operand of `&&`, `||` or `!`, or as
  /// the whole condition). Problems involving an unknown key are not reported twice: only the
  /// unknown key is.
  ///
  /// - Parameter knownKeys: The kind of every state key the scenarios define.
  /// - Returns: Every problem, ordered by offset; each offset points at the offending token (the
  ///   key, the value, the comparison operator or the `!`).
  public func problems(knownKeys: [String: StateValue.Kind]) -> [ConditionError] {
    var checker = ConditionChecker(knownKeys: knownKeys)
    checker.requireBoolean(root)
    return checker.problems.enumerated()
      .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
      .map(\.element)
  }

  /// Evaluates the condition in a state.
  ///
  /// Evaluation never fails, whatever the state holds:
  /// - A key missing from `state` is false where a boolean is needed, and any comparison
  ///   involving it is false (`==` and `!=` alike), so `!missing` is true.
  /// - A number or string where a boolean is needed is false.
  /// - A comparison of values of different kinds is false (`==` and `!=` alike), and so is
  ///   `<`, `<=`, `>` or `>=` on values that are not numbers.
  ///
  /// ``problems(knownKeys:)`` reports all of these statically except missing keys.
  ///
  /// - Parameter state: The values of the state keys.
  /// - Returns: Whether the condition holds.
  public func evaluate(_ state: [String: StateValue]) -> Bool {
    Self.isTrue(root, in: state)
  }

  /// A short explanation, for people, of why the condition has its value in `state`.
  ///
  /// It names the value of every state key the condition reads, in order: `openTabs > 0 is
  /// false (openTabs is 0)`, `openTabs > 0 is false (openTabs is not set)`, `mode == 'grid' is
  /// true (mode is 'grid')`. A condition that is just a boolean key reads `pageIsBookmarked is
  /// true`.
  ///
  /// - Parameter state: The values of the state keys.
  /// - Returns: The explanation, starting with the condition's text (without leading or trailing
  ///   blanks).
  public func explanation(in state: [String: StateValue]) -> String {
    let result = evaluate(state)
    let shown = String(Substring(text).trimmingBlanks())
    var readings: [String] = []
    var seen: Set<String> = []
    for key in stateKeys where seen.insert(key.name).inserted {
      if let value = state[key.name] {
        readings.append("\(key.name) is \(value)")
      } else {
        readings.append("\(key.name) is not set")
      }
    }
    if case .key(let name, _) = root, let value = state[name] {
      if case .bool = value { return "\(shown) is \(result)" }
      readings = ["\(name) is \(value), which is \(value.kind.noun), not a boolean"]
    }
    guard !readings.isEmpty else { return "\(shown) is \(result)" }
    return "\(shown) is \(result) (\(readings.joined(separator: ", ")))"
  }

  private static func isTrue(_ node: ConditionNode, in state: [String: StateValue]) -> Bool {
    switch node {
    case .key(let name, _), .opaque(let name, _):
      if case .bool(let value)? = state[name] { return value }
      return false
    case .literal(let value, _, _):
      if case .bool(let flag) = value { return flag }
      return false
    case .or(let terms):
      return terms.contains { isTrue($0, in: state) }
    case .and(let terms):
      return terms.allSatisfy { isTrue($0, in: state) }
    case .not(let operand, _):
      return !isTrue(operand, in: state)
    case .comparison(let left, let comparison, let right, _):
      guard let lhs = value(of: left, in: state), let rhs = value(of: right, in: state) else {
        return false
      }
      return comparison.holds(lhs, rhs)
    }
  }

  private static func value(of node: ConditionNode, in state: [String: StateValue]) -> StateValue? {
    switch node {
    case .key(let name, _), .opaque(let name, _): return state[name]
    case .literal(let value, _, _): return value
    default: return .bool(isTrue(node, in: state))
    }
  }
}

/// A syntax error in a condition, or a problem found by ``Condition/problems(knownKeys:)``.
public struct ConditionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in lower case without a trailing period, with the offending token in single
  /// quotes, such as `unexpected '&'; did you mean '&&'?`.
  public var message: String
  /// The Unicode-scalar offset (0-based) of the offending token within the condition's text;
  /// the length of the text when the problem is the end of the condition.
  public var offset: Int

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - message: What is wrong.
  ///   - offset: The Unicode-scalar offset of the offending token.
  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// The message.
  public var description: String { message }
}

// MARK: - Syntax tree

private enum ComparisonOperator: String, Sendable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="

  var isOrdering: Bool { self != .equal && self != .notEqual }

  func holds(_ lhs: StateValue, _ rhs: StateValue) -> Bool {
    switch (lhs, rhs) {
    case (.number(let left), .number(let right)):
      switch self {
      case .equal: return left == right
      case .notEqual: return left != right
      case .less: return left < right
      case .lessOrEqual: return left <= right
      case .greater: return left > right
      case .greaterOrEqual: return left >= right
      }
    case (.bool(let left), .bool(let right)):
      return equality(left == right)
    case (.string(let left), .string(let right)):
      return equality(left == right)
    default:
      return false
    }
  }

  private func equality(_ equal: Bool) -> Bool {
    switch self {
    case .equal: return equal
    case .notEqual: return !equal
    default: return false
    }
  }
}

private enum ConditionNode: Sendable {
  /// A state key and its offset.
  case key(String, offset: Int)
  /// An opaque condition, as a state name with its backquotes, and its offset.
  case opaque(String, offset: Int)
  /// A literal, how to show it in messages, and its offset.
  case literal(StateValue, shown: String, offset: Int)
  /// Two or more terms joined by `||`.
  case or([ConditionNode])
  /// Two or more terms joined by `&&`.
  case and([ConditionNode])
  /// A negation and the offset of its `!`.
  indirect case not(ConditionNode, offset: Int)
  /// A comparison and the offset of its operator.
  indirect case comparison(ConditionNode, ComparisonOperator, ConditionNode, offset: Int)

  /// The offset of a value node, for problems about it.
  var offset: Int {
    switch self {
    case .key(_, let offset), .opaque(_, let offset), .literal(_, _, let offset),
      .not(_, let offset), .comparison(_, _, _, let offset):
      return offset
    case .or(let terms), .and(let terms):
      return terms.first?.offset ?? 0
    }
  }
}

// MARK: - Static checks

private struct ConditionChecker {
  let knownKeys: [String: StateValue.Kind]
  var problems: [ConditionError] = []

  init(knownKeys: [String: StateValue.Kind]) {
    self.knownKeys = knownKeys
  }

  /// The kind of a node's value, or `nil` when it involves an unknown key (already reported).
  mutating func kind(of node: ConditionNode) -> StateValue.Kind? {
    switch node {
    case .key(let name, let offset):
      if let kind = knownKeys[name] { return kind }
      report(unknownKey(name), at: offset)
      return nil
    case .opaque:
      return .bool
    case .literal(let value, _, _):
      return value.kind
    case .or(let terms), .and(let terms):
      for term in terms { requireBoolean(term) }
      return .bool
    case .not(let operand, let offset):
      if let kind = kind(of: operand), kind != .bool {
        if case .key(let name, _) = operand {
          let example = "\(name) == \(kind == .number ? "0" : "\"\"")"
          report(
            "cannot apply '!' to '\(name)', \(kind.noun); compare it, as in '\(example)'",
            at: offset)
        } else {
          report("cannot apply '!' to \(shown(operand))", at: offset)
        }
      }
      return .bool
    case .comparison(let left, let comparison, let right, let offset):
      let leftKind = kind(of: left)
      let rightKind = kind(of: right)
      guard let leftKind, let rightKind else { return .bool }
      var message: String
      if leftKind != rightKind {
        message = "cannot compare \(leftKind.noun) with \(rightKind.noun)"
      } else if comparison.isOrdering, leftKind != .number {
        message = "'\(comparison.rawValue)' compares numbers, not \(leftKind.plural)"
      } else {
        return .bool
      }
      var names: [String] = []
      if case .key(let name, _) = left { names.append(name) }
      if case .key(let name, _) = right, !names.contains(name) { names.append(name) }
      if names.count == 2, leftKind == rightKind {
        message += "; '\(names[0])' and '\(names[1])' are \(leftKind.plural)"
      } else if names.count == 2 {
        message += "; '\(names[0])' is \(leftKind.noun) and '\(names[1])' is \(rightKind.noun)"
      } else if let name = names.first {
        message += "; '\(name)' is \(knownKeys[name]?.noun ?? "unknown")"
      }
      report(message, at: offset)
      return .bool
    }
  }

  /// Checks a node used where a boolean is needed.
  mutating func requireBoolean(_ node: ConditionNode) {
    guard let kind = kind(of: node), kind != .bool else { return }
    switch node {
    case .key(let name, let offset):
      let example = kind == .number ? "\(name) > 0" : "\(name) == \"text\""
      report("'\(name)' is \(kind.noun); compare it, as in '\(example)'", at: offset)
    default:
      report("expected a boolean, found \(shown(node))", at: node.offset)
    }
  }

  private func shown(_ node: ConditionNode) -> String {
    switch node {
    case .key(let name, _), .opaque(let name, _): return "'\(name)'"
    case .literal(_, let shown, _): return shown
    default: return "the expression"
    }
  }

  private func unknownKey(_ name: String) -> String {
    let message = "unknown state key '\(name)'"
    let lowercased = name.lowercased()
    if lowercased == "true" || lowercased == "false" {
      return message + "; did you mean '\(lowercased)'?"
    }
    if let suggestion = EditDistance.closest(to: name, in: knownKeys.keys.sorted()) {
      return message + "; did you mean '\(suggestion)'?"
    }
    return message
  }

  private mutating func report(_ message: String, at offset: Int) {
    problems.append(ConditionError(message: message, offset: offset))
  }
}

// MARK: - Parser

private struct ConditionParser {
  var lexer: ConditionLexer
  /// The next token, not yet consumed.
  var current: ConditionToken
  /// The last token consumed.
  var previous: ConditionToken?
  var depth = 0
  var keys: [StateKeyReference] = []
  var opaqueNames: [String] = []

  init(_ text: String) {
    lexer = ConditionLexer(text)
    current = ConditionToken(kind: .end, offset: 0, length: 0)
  }

  mutating func parseCondition() throws(ConditionError) -> ConditionNode {
    current = try lexer.next()
    if current.kind == .end {
      throw ConditionError(message: "condition is empty", offset: 0)
    }
    let root = try parseOr()
    switch current.kind {
    case .end:
      return root
    case .closeParenthesis:
      throw error("unexpected ')' without a matching '('")
    default:
      throw unexpectedAfterOperand()
    }
  }

  private mutating func advance() throws(ConditionError) {
    previous = current
    current = try lexer.next()
  }

  private mutating func parseOr() throws(ConditionError) -> ConditionNode {
    var terms = [try parseAnd()]
    while current.kind == .or {
      try advance()
      terms.append(try parseAnd())
    }
    return terms.count == 1 ? terms[0] : .or(terms)
  }

  private mutating func parseAnd() throws(ConditionError) -> ConditionNode {
    var terms = [try parseNot()]
    while current.kind == .and {
      try advance()
      terms.append(try parseNot())
    }
    return terms.count == 1 ? terms[0] : .and(terms)
  }

  private mutating func parseNot() throws(ConditionError) -> ConditionNode {
    guard current.kind == .not else { return try parseComparison() }
    let bang = current
    try enter()
    try advance()
    let operand = try parseNot()
    depth -= 1
    return .not(operand, offset: bang.offset)
  }

  private mutating func parseComparison() throws(ConditionError) -> ConditionNode {
    let left = try parseValue()
    guard case .comparison(let comparison) = current.kind else { return left }
    let operatorToken = current
    try advance()
    let right = try parseValue()
    if case .comparison = current.kind {
      throw error(
        "unexpected '\(lexer.excerpt(current))' after a comparison; comparisons do not chain, "
          + "join them with '&&', as in 'a < b && b < c'")
    }
    return .comparison(left, comparison, right, offset: operatorToken.offset)
  }

  private mutating func parseValue() throws(ConditionError) -> ConditionNode {
    let token = current
    switch token.kind {
    case .identifier(let name):
      keys.append(StateKeyReference(name: name, offset: token.offset))
      try advance()
      return .key(name, offset: token.offset)
    case .opaque(let name):
      if !opaqueNames.contains(name) { opaqueNames.append(name) }
      try advance()
      return .opaque(name, offset: token.offset)
    case .number(let value):
      try advance()
      return .literal(
        .number(value), shown: "the number '\(lexer.excerpt(token))'", offset: token.offset)
    case .boolean(let value):
      try advance()
      return .literal(.bool(value), shown: "'\(value)'", offset: token.offset)
    case .string(let value):
      try advance()
      return .literal(
        .string(value), shown: "the string \(lexer.excerpt(token))", offset: token.offset)
    case .openParenthesis:
      try enter()
      try advance()
      let inner = try parseOr()
      switch current.kind {
      case .closeParenthesis:
        depth -= 1
        try advance()
        return inner
      case .end:
        throw error(
          "expected ')' to close '(' at column \(token.offset + 1), found end of condition")
      default:
        throw unexpectedAfterOperand()
      }
    default:
      var message = "expected a value"
      if let previous { message += " after \(describe(previous))" }
      message += ", found \(describe(current))"
      if current.kind == .not, case .comparison? = previous?.kind {
        message += "; put the negation in parentheses"
      }
      throw error(message)
    }
  }

  /// Enters a level of nesting at the current token.
  private mutating func enter() throws(ConditionError) {
    depth += 1
    if depth > Condition.maximumDepth {
      throw error(
        "condition is nested too deeply; at most \(Condition.maximumDepth) levels of "
          + "parentheses and '!' are allowed")
    }
  }

  /// The error for a value, `(` or `!` found right after an operand.
  private func unexpectedAfterOperand() -> ConditionError {
    if case .identifier(let word) = current.kind {
      switch word.lowercased() {
      case "and": return error("unexpected '\(word)'; did you mean '&&'?")
      case "or": return error("unexpected '\(word)'; did you mean '||'?")
      default: break
      }
    }
    if let previous, case .identifier(let word) = previous.kind, word.lowercased() == "not" {
      return ConditionError(
        message: "unexpected '\(word)'; did you mean '!'?", offset: previous.offset)
    }
    let after = previous.map { " after \(describe($0))" } ?? ""
    return error(
      "expected an operator such as '&&', '||' or '=='\(after), found \(describe(current))")
  }

  private func describe(_ token: ConditionToken) -> String {
    switch token.kind {
    case .end: return "end of condition"
    case .string: return "the string \(lexer.excerpt(token))"
    default: return "'\(lexer.excerpt(token))'"
    }
  }

  private func error(_ message: String) -> ConditionError {
    ConditionError(message: message, offset: current.offset)
  }
}

// MARK: - Lexer

private struct ConditionToken {
  enum Kind: Equatable {
    case identifier(String)
    /// `` `source text` ``, with its backquotes.
    case opaque(String)
    case number(Double)
    case string(String)
    case boolean(Bool)
    case or
    case and
    case not
    case comparison(ComparisonOperator)
    case openParenthesis
    case closeParenthesis
    case end
  }

  var kind: Kind
  var offset: Int
  var length: Int
}

private struct ConditionLexer {
  let scalars: [Unicode.Scalar]
  var position = 0
  /// Whether the last token ends an operand, so that a following `-` reads as subtraction.
  var afterOperand = false

  /// The longest excerpt of source shown in a message, in Unicode scalars.
  static let excerptLimit = 32

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  mutating func next() throws(ConditionError) -> ConditionToken {
    let token = try lex()
    switch token.kind {
    case .identifier, .opaque, .number, .string, .boolean, .closeParenthesis: afterOperand = true
    default: afterOperand = false
    }
    return token
  }

  /// The source of a token, shortened if long.
  func excerpt(_ token: ConditionToken) -> String {
    excerpt(token.offset, token.offset + token.length)
  }

  /// The source between two offsets, shortened if long.
  func excerpt(_ start: Int, _ end: Int) -> String {
    let start = max(0, min(start, scalars.count))
    let end = max(start, min(end, scalars.count))
    var result = String.UnicodeScalarView()
    if end - start > Self.excerptLimit {
      result.append(contentsOf: scalars[start..<start + Self.excerptLimit - 1])
      result.append("…")
    } else {
      result.append(contentsOf: scalars[start..<end])
    }
    return String(result)
  }

  private func scalar(at index: Int) -> Unicode.Scalar? {
    index < scalars.count ? scalars[index] : nil
  }

  private func token(_ kind: ConditionToken.Kind, _ start: Int, _ end: Int) -> ConditionToken {
    ConditionToken(kind: kind, offset: start, length: end - start)
  }

  private mutating func lex() throws(ConditionError) -> ConditionToken {
    while let scalar = scalar(at: position), scalar == " " || scalar == "\t" { position += 1 }
    let start = position
    guard let first = scalar(at: start) else { return token(.end, start, start) }
    let second = scalar(at: start + 1)
    func simple(_ kind: ConditionToken.Kind, length: Int = 1) -> ConditionToken {
      position = start + length
      return token(kind, start, start + length)
    }
    func fail(_ message: String) -> ConditionError {
      ConditionError(message: message, offset: start)
    }
    switch first {
    case "(":
      return simple(.openParenthesis)
    case ")":
      return simple(.closeParenthesis)
    case "!":
      return second == "=" ? simple(.comparison(.notEqual), length: 2) : simple(.not)
    case "=":
      switch second {
      case "=": return simple(.comparison(.equal), length: 2)
      case "<": throw fail("unexpected '=<'; did you mean '<='?")
      case ">": throw fail("unexpected '=>'; did you mean '>='?")
      default: throw fail("unexpected '='; did you mean '=='?")
      }
    case "<":
      return second == "="
        ? simple(.comparison(.lessOrEqual), length: 2) : simple(.comparison(.less))
    case ">":
      return second == "="
        ? simple(.comparison(.greaterOrEqual), length: 2) : simple(.comparison(.greater))
    case "&":
      if second == "&" { return simple(.and, length: 2) }
      throw fail("unexpected '&'; did you mean '&&'?")
    case "|":
      if second == "|" { return simple(.or, length: 2) }
      throw fail("unexpected '|'; did you mean '||'?")
    case "'", "\"":
      return try lexString(quote: first)
    case "`":
      var end = start + 1
      while let scalar = scalar(at: end), scalar != "`" { end += 1 }
      guard end < scalars.count else { throw fail("unterminated opaque condition: expected '`'") }
      guard end > start + 1 else { throw fail("empty opaque condition '``'") }
      position = end + 1
      var name = String.UnicodeScalarView()
      name.append(contentsOf: scalars[start...end])
      return token(.opaque(String(name)), start, position)
    case "0"..."9":
      return try lexNumber()
    case "-":
      if let second, ("0"..."9").contains(second), !afterOperand { return try lexNumber() }
      if afterOperand { throw fail("unexpected '-'; conditions have no arithmetic") }
      throw fail("expected a digit after '-'")
    case "+", "*", "/", "%":
      throw fail("unexpected '\(first)'; conditions have no arithmetic")
    case ".":
      if let second, ("0"..."9").contains(second) {
        var end = start + 1
        while let digit = scalar(at: end), ("0"..."9").contains(digit) { end += 1 }
        let written = excerpt(start, end)
        throw fail("unexpected '\(written)'; write a digit before '.', as in '0\(written)'")
      }
      throw fail("unexpected '.'")
    case "\n", "\r":
      throw fail("unexpected line break; a condition is a single line")
    default:
      if Self.startsIdentifier(first) { return lexIdentifier() }
      throw fail(Self.unexpectedCharacter(first))
    }
  }

  private mutating func lexIdentifier() -> ConditionToken {
    let start = position
    while let scalar = scalar(at: position), Self.continuesIdentifier(scalar) { position += 1 }
    var name = String.UnicodeScalarView()
    name.append(contentsOf: scalars[start..<position])
    let word = String(name)
    switch word {
    case "true": return token(.boolean(true), start, position)
    case "false": return token(.boolean(false), start, position)
    default: return token(.identifier(word), start, position)
    }
  }

  private mutating func lexNumber() throws(ConditionError) -> ConditionToken {
    let start = position
    var end = start
    func isDigit(_ index: Int) -> Bool {
      scalar(at: index).map { ("0"..."9").contains($0) } ?? false
    }
    func skipDigits() {
      while isDigit(end) { end += 1 }
    }
    if scalar(at: end) == "-" { end += 1 }
    if scalar(at: end) == "0", isDigit(end + 1) {
      skipDigits()
      throw ConditionError(
        message: "unexpected leading zero in number '\(excerpt(start, end))'", offset: start)
    }
    skipDigits()
    if scalar(at: end) == "." {
      end += 1
      guard isDigit(end) else {
        throw ConditionError(
          message: "expected a digit after '.' in number '\(excerpt(start, end))'", offset: start)
      }
      skipDigits()
    }
    if scalar(at: end) == "e" || scalar(at: end) == "E" {
      end += 1
      if scalar(at: end) == "+" || scalar(at: end) == "-" { end += 1 }
      guard isDigit(end) else {
        throw ConditionError(
          message: "expected a digit in the exponent of number '\(excerpt(start, end))'",
          offset: start)
      }
      skipDigits()
    }
    if let next = scalar(at: end), Self.continuesIdentifier(next) {
      while let scalar = scalar(at: end), Self.continuesIdentifier(scalar) { end += 1 }
      throw ConditionError(message: "invalid number '\(excerpt(start, end))'", offset: start)
    }
    var written = String.UnicodeScalarView()
    written.append(contentsOf: scalars[start..<end])
    guard let value = Double(String(written)), value.isFinite else {
      throw ConditionError(
        message: "number '\(excerpt(start, end))' is out of range", offset: start)
    }
    position = end
    return token(.number(value), start, end)
  }

  private mutating func lexString(quote: Unicode.Scalar) throws(ConditionError) -> ConditionToken {
    let start = position
    var index = start + 1
    var value = String.UnicodeScalarView()
    while let scalar = scalar(at: index) {
      if scalar == quote {
        position = index + 1
        return token(.string(String(value)), start, position)
      }
      if scalar == "\\" {
        guard let escaped = self.scalar(at: index + 1) else { break }
        guard escaped == "\\" || escaped == "'" || escaped == "\"" else {
          throw ConditionError(
            message: "unknown escape '\\\(Self.shown(escaped))' in string; a backslash can "
              + "only escape a quote or a backslash",
            offset: index)
        }
        value.append(escaped)
        index += 2
        continue
      }
      value.append(scalar)
      index += 1
    }
    throw ConditionError(message: "unterminated string", offset: start)
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func startsIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    isASCIILetter(scalar) || scalar == "_"
  }

  private static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    isASCIILetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
  }

  /// A scalar as shown in a message: itself if visible, else `U+XXXX`.
  private static func shown(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
      .paragraphSeparator, .spaceSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    default:
      return String(scalar)
    }
  }

  private static func unexpectedCharacter(_ scalar: Unicode.Scalar) -> String {
    let shown = shown(scalar)
    var message =
      shown.unicodeScalars.count > 1
      ? "unexpected character \(shown)" : "unexpected character '\(shown)'"
    if scalar.properties.generalCategory == .spaceSeparator {
      message += "; only spaces and tabs may separate tokens"
    } else if scalar.properties.isAlphabetic {
      message += "; state keys use only ASCII letters, digits, '_' and '.'"
    }
    return message
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  fileprivate func trimmingBlanks() -> Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
    while let last = result.last, last == " " || last == "\t" { result.removeLast() }
    return result
  }
}
