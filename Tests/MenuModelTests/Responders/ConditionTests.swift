import Testing

@testable import MenuModel

@Suite struct ConditionTests {
  static let state: [String: StateValue] = [
    "openTabs": .number(3),
    "zero": .number(0),
    "neg": .number(-2),
    "zoom": .number(1.5),
    "pageIsBookmarked": .bool(true),
    "readOnly": .bool(false),
    "mode": .string("grid"),
    "name": .string("it's"),
    "path": .string("a\\b"),
    "doc.isDirty": .bool(true),
    "_private1": .bool(true),
  ]

  static let kinds: [String: StateValue.Kind] = [
    "openTabs": .number,
    "zoom": .number,
    "pageIsBookmarked": .bool,
    "readOnly": .bool,
    "mode": .string,
    "title": .string,
  ]

  // MARK: Evaluation

  @Test(arguments: [
    // Comparisons on numbers.
    ("openTabs > 0", true),
    ("openTabs > 3", false),
    ("openTabs >= 3", true),
    ("openTabs < 3", false),
    ("openTabs < 4", true),
    ("openTabs <= 3", true),
    ("openTabs <= 2", false),
    ("openTabs == 3", true),
    ("openTabs != 3", false),
    ("openTabs != 4", true),
    ("zero == 0", true),
    ("0 < openTabs", true),
    // Booleans, `!`, `&&`, `||`.
    ("pageIsBookmarked", true),
    ("readOnly", false),
    ("!pageIsBookmarked", false),
    ("!!pageIsBookmarked", true),
    ("!readOnly", true),
    ("true", true),
    ("false", false),
    ("!false", true),
    ("true == true", true),
    ("true != false", true),
    ("readOnly == false", true),
    ("pageIsBookmarked && readOnly", false),
    ("pageIsBookmarked && !readOnly", true),
    ("pageIsBookmarked || readOnly", true),
    ("readOnly || readOnly", false),
    ("true && true && true && false", false),
    ("false || false || false || true", true),
    ("doc.isDirty && _private1", true),
    // Precedence: `||` < `&&` < `!` < comparison.
    ("readOnly && pageIsBookmarked || true", true),
    ("true || readOnly && false", true),
    ("!pageIsBookmarked || pageIsBookmarked", true),
    ("!openTabs == 4", true),
    ("!openTabs == 3", false),
    // Parentheses.
    ("readOnly && (pageIsBookmarked || true)", false),
    ("(readOnly && pageIsBookmarked) || true", true),
    ("(true || readOnly) && false", false),
    ("!(pageIsBookmarked || readOnly)", false),
    ("((((pageIsBookmarked))))", true),
    ("(openTabs > 0) == true", true),
    ("(openTabs > 5) == (zoom > 5)", true),
    ("!readOnly && (mode == 'grid' || zoom >= 1.5)", true),
    ("\t!readOnly&&(mode=='list'||zoom>=2)  ", false),
    // Strings in both quote styles, with escapes.
    ("mode == 'grid'", true),
    ("mode == \"grid\"", true),
    ("mode != 'list'", true),
    ("mode == 'Grid'", false),
    ("name == 'it\\'s'", true),
    ("name == \"it's\"", true),
    ("'it\\'s' == \"it\\'s\"", true),
    ("path == 'a\\\\b'", true),
    ("path == \"a\\\\b\"", true),
    ("'say \\\"hi\\\"' == \"say \\\"hi\\\"\"", true),
    ("'' == \"\"", true),
    ("'é' == 'e\u{301}'", true),
    // Numbers: negative, fractions, exponents.
    ("neg == -2", true),
    ("neg < -1.5", true),
    ("neg > -2.5e0", true),
    ("zoom == 15e-1", true),
    ("zoom == 0.15E+1", true),
    ("openTabs == 3.0", true),
    ("openTabs == 300e-2", true),
    ("1e3 == 1000", true),
    ("-0 == 0", true),
    ("0.1 < 0.2", true),
    // Mismatched kinds and ordering on non-numbers are false, even with `!=`.
    ("mode == 3", false),
    ("mode != 3", false),
    ("openTabs == '3'", false),
    ("pageIsBookmarked == 1", false),
    ("mode < 'z'", false),
    ("mode >= mode", false),
    ("pageIsBookmarked <= true", false),
    // Missing keys.
    ("missing", false),
    ("!missing", true),
    ("missing == 1", false),
    ("missing != 1", false),
    ("missing == missing", false),
    ("missing || pageIsBookmarked", true),
    // Non-booleans where a boolean is needed are false.
    ("openTabs", false),
    ("!openTabs", true),
    ("mode || true", true),
    ("openTabs && true", false),
    ("1", false),
  ])
  func evaluates(condition: String, expected: Bool) throws {
    let parsed = try Condition(parsing: condition)
    #expect(parsed.evaluate(Self.state) == expected)
  }

  @Test func evaluationDependsOnTheState() throws {
    let condition = try Condition(parsing: "openTabs > 0 && !readOnly")
    #expect(condition.evaluate(["openTabs": .number(1), "readOnly": .bool(false)]))
    #expect(!condition.evaluate(["openTabs": .number(0), "readOnly": .bool(false)]))
    #expect(!condition.evaluate(["openTabs": .number(1), "readOnly": .bool(true)]))
    #expect(condition.evaluate(["openTabs": .number(1)]))
    #expect(!condition.evaluate([:]))
    #expect(!condition.evaluate(["openTabs": .string("1"), "readOnly": .bool(false)]))
  }

  @Test func notANumberComparesAsIEEE() throws {
    let state: [String: StateValue] = ["x": .number(.nan)]
    #expect(try !Condition(parsing: "x == x").evaluate(state))
    #expect(try Condition(parsing: "x != x").evaluate(state))
    #expect(try !Condition(parsing: "x < 1 || x >= 1").evaluate(state))
  }

  // MARK: State keys

  @Test func stateKeysListEveryOccurrenceWithScalarOffsets() throws {
    let condition = try Condition(
      parsing: "!readOnly && (mode == 'grid' || zoom >= 1.5) && mode != 'openTabs'")
    #expect(
      condition.stateKeys == [
        StateKeyReference(name: "readOnly", offset: 1),
        StateKeyReference(name: "mode", offset: 14),
        StateKeyReference(name: "zoom", offset: 32),
        StateKeyReference(name: "mode", offset: 48),
      ])
    #expect(try Condition(parsing: "true && 1 == 1").stateKeys.isEmpty)
    // Offsets count Unicode scalars: "e\u{301}" is one character but two scalars.
    let combining = try Condition(parsing: "'e\u{301}' == x")
    #expect(combining.stateKeys.map(\.offset) == [8])
    let emoji = try Condition(parsing: "'👍🏽' != doc.title")
    #expect(emoji.stateKeys == [StateKeyReference(name: "doc.title", offset: 8)])
  }

  @Test func equalityAndDescriptionAreTheText() throws {
    let first = try Condition(parsing: "openTabs > 0")
    let second = try Condition(parsing: "openTabs > 0")
    let spaced = try Condition(parsing: "openTabs>0")
    #expect(first == second)
    #expect(first != spaced)
    #expect(Set([first, second, spaced]).count == 2)
    #expect(first.description == "openTabs > 0")
    #expect(spaced.text == "openTabs>0")
  }

  // MARK: Opaque conditions

  /// Swift text the import could not translate is kept in backquotes: a Boolean that is not a
  /// state key, read from the state by its name with the backquotes.
  @Test func opaqueConditionsAreBooleansNamedWithTheirBackquotes() throws {
    let condition = try Condition(parsing: "`viewModel.isEditing` && openTabs > 0")
    #expect(condition.opaqueNames == ["`viewModel.isEditing`"])
    #expect(condition.stateKeys == [StateKeyReference(name: "openTabs", offset: 25)])
    #expect(condition.evaluate(["`viewModel.isEditing`": .bool(true), "openTabs": .number(1)]))
    #expect(!condition.evaluate(["`viewModel.isEditing`": .bool(false), "openTabs": .number(1)]))
    #expect(!condition.evaluate(["openTabs": .number(1)]))
    #expect(condition.problems(knownKeys: ["openTabs": .number]).isEmpty)
    #expect(try Condition(parsing: "`a` || !`a`").opaqueNames == ["`a`"])
  }

  /// Two conditions can hold together unless no value of the names they read makes both true:
  /// a command for `` `isEditing` `` and one for `` !`isEditing` `` never exist together.
  @Test(arguments: [
    ("`isEditing`", "!`isEditing`", false),
    ("`isEditing`", "`isEditing`", true),
    ("`isEditing`", "`isSearching`", true),
    ("`isEditing` && mode == 'grid'", "mode == 'list'", false),
    ("`isEditing` && mode == 'grid'", "mode == 'grid' && !`isSearching`", true),
    ("openTabs > 0", "openTabs == 0", false),
    ("openTabs > 2", "openTabs < 4", true),
    ("!`a` || `b`", "`a` && !`b`", false),
  ])
  func conditionsHoldTogetherUnlessNoStateSatisfiesBoth(
    first: String, second: String, together: Bool
  ) throws {
    let one = try Condition(parsing: first)
    let other = try Condition(parsing: second)
    #expect(one.canHold(with: other) == together)
    #expect(other.canHold(with: one) == together)
  }

  /// Past a dozen names, trying every state would take too long: the conditions are taken to
  /// hold together, which can only add a finding, never hide one.
  @Test func manyNamesAreAssumedToHoldTogether() throws {
    let names = (0..<13).map { "`flag\($0)`" }
    let all = try Condition(parsing: names.joined(separator: " && "))
    let none = try Condition(parsing: "!" + names[0])
    #expect(all.canHold(with: none))
    let few = try Condition(parsing: names.prefix(3).joined(separator: " && "))
    #expect(!few.canHold(with: none))
  }

  // MARK: Syntax errors

  @Test(arguments: [
    ("openTabs >", "expected a value after '>', found end of condition", 10),
    ("a && (b", "expected ')' to close '(' at column 6, found end of condition", 7),
    ("(a", "expected ')' to close '(' at column 1, found end of condition", 2),
    ("a & b", "unexpected '&'; did you mean '&&'?", 2),
    ("a &&& b", "unexpected '&'; did you mean '&&'?", 4),
    ("a | b", "unexpected '|'; did you mean '||'?", 2),
    ("a = 1", "unexpected '='; did you mean '=='?", 2),
    ("a === 1", "unexpected '='; did you mean '=='?", 4),
    ("a =< 1", "unexpected '=<'; did you mean '<='?", 2),
    ("a => 1", "unexpected '=>'; did you mean '>='?", 2),
    ("'abc", "unterminated string", 0),
    ("x == \"abc", "unterminated string", 5),
    ("x == 'ab\\'", "unterminated string", 5),
    ("x == 'ab\\", "unterminated string", 5),
    (
      "x == 'a\\nb'",
      "unknown escape '\\n' in string; a backslash can only escape a quote or a backslash", 7
    ),
    (
      "a < b < c",
      "unexpected '<' after a comparison; comparisons do not chain, join them with '&&', "
        + "as in 'a < b && b < c'", 6
    ),
    (
      "a == b != c",
      "unexpected '!=' after a comparison; comparisons do not chain, join them with '&&', "
        + "as in 'a < b && b < c'", 7
    ),
    ("", "condition is empty", 0),
    (" \t ", "condition is empty", 0),
    ("1 +", "unexpected '+'; conditions have no arithmetic", 2),
    ("a * 2 > 1", "unexpected '*'; conditions have no arithmetic", 2),
    ("a - 1 > 0", "unexpected '-'; conditions have no arithmetic", 2),
    ("a > - 1", "expected a digit after '-'", 4),
    ("a > -x", "expected a digit after '-'", 4),
    ("a b", "expected an operator such as '&&', '||' or '==' after 'a', found 'b'", 2),
    (
      "a == 'x' \"y\"",
      "expected an operator such as '&&', '||' or '==' after the string 'x', "
        + "found the string \"y\"", 9
    ),
    ("(a b)", "expected an operator such as '&&', '||' or '==' after 'a', found 'b'", 3),
    ("a (b)", "expected an operator such as '&&', '||' or '==' after 'a', found '('", 2),
    ("a !b", "expected an operator such as '&&', '||' or '==' after 'a', found '!'", 2),
    ("a and b", "unexpected 'and'; did you mean '&&'?", 2),
    ("a OR b", "unexpected 'OR'; did you mean '||'?", 2),
    ("not a", "unexpected 'not'; did you mean '!'?", 0),
    ("a)", "unexpected ')' without a matching '('", 1),
    ("(a))", "unexpected ')' without a matching '('", 3),
    ("()", "expected a value after '(', found ')'", 1),
    (")", "expected a value, found ')'", 0),
    ("&& a", "expected a value, found '&&'", 0),
    ("a ||", "expected a value after '||', found end of condition", 4),
    ("a && || b", "expected a value after '&&', found '||'", 5),
    ("a == !b", "expected a value after '==', found '!'; put the negation in parentheses", 5),
    ("!", "expected a value after '!', found end of condition", 1),
    ("a == == b", "expected a value after '==', found '=='", 5),
    ("01", "unexpected leading zero in number '01'", 0),
    ("a > -007", "unexpected leading zero in number '-007'", 4),
    ("a > 1.", "expected a digit after '.' in number '1.'", 4),
    ("a > 1.e3", "expected a digit after '.' in number '1.'", 4),
    ("a > 1e", "expected a digit in the exponent of number '1e'", 4),
    ("a > 1e+", "expected a digit in the exponent of number '1e+'", 4),
    ("a > 3px", "invalid number '3px'", 4),
    ("a > 1.5.3", "invalid number '1.5.3'", 4),
    ("a > .5", "unexpected '.5'; write a digit before '.', as in '0.5'", 4),
    ("a.b > .", "unexpected '.'", 6),
    ("a > 1e999", "number '1e999' is out of range", 4),
    ("a\nb", "unexpected line break; a condition is a single line", 1),
    ("a # b", "unexpected character '#'", 2),
    ("a [0]", "unexpected character '['", 2),
    ("café", "unexpected character 'é'; state keys use only ASCII letters, digits, '_' and '.'", 3),
    ("a\u{A0}&& b", "unexpected character U+00A0; only spaces and tabs may separate tokens", 1),
    ("a \u{7}", "unexpected character U+0007", 2),
    ("a \u{0}", "unexpected character U+0000", 2),
    ("a == \u{301}", "unexpected character U+0301", 5),
    // Offsets count Unicode scalars: the thumbs-up with a skin tone is two.
    (
      "'👍🏽' == x y",
      "expected an operator such as '&&', '||' or '==' after 'x', found 'y'", 10
    ),
    // The first error wins, in reading order.
    ("a b 'c", "expected an operator such as '&&', '||' or '==' after 'a', found 'b'", 2),
    ("a & (b", "unexpected '&'; did you mean '&&'?", 2),
  ])
  func reportsSyntaxErrors(condition: String, message: String, offset: Int) {
    #expect(throws: ConditionError(message: message, offset: offset)) {
      try Condition(parsing: condition)
    }
  }

  @Test func longTokensAreShortenedInMessages() throws {
    let long = String(repeating: "k", count: 100)
    let error = try #require(throws: ConditionError.self) { try Condition(parsing: "a \(long)") }
    #expect(
      error.message
        == "expected an operator such as '&&', '||' or '==' after 'a', found '"
        + String(repeating: "k", count: 31) + "…'")
    #expect(error.offset == 2)
    #expect(error.description == error.message)
  }

  // MARK: Depth and size limits

  @Test func nestingIsLimited() throws {
    let limit = Condition.maximumDepth
    #expect(limit == 64)
    let deepest = String(repeating: "(", count: limit) + "a" + String(repeating: ")", count: limit)
    #expect(try Condition(parsing: deepest).evaluate(["a": .bool(true)]))
    let tooDeep =
      String(repeating: "(", count: limit + 1) + "a" + String(repeating: ")", count: limit + 1)
    let message =
      "condition is nested too deeply; at most 64 levels of parentheses and '!' are allowed"
    #expect(throws: ConditionError(message: message, offset: limit)) {
      try Condition(parsing: tooDeep)
    }
    let negations = String(repeating: "!", count: limit) + "a"
    #expect(try Condition(parsing: negations).evaluate(["a": .bool(true)]))
    #expect(throws: ConditionError(message: message, offset: limit)) {
      try Condition(parsing: "!" + negations)
    }
    let mixed = String(repeating: "!(", count: limit / 2) + "a" + String(repeating: ")", count: 32)
    #expect(try Condition(parsing: mixed).evaluate(["a": .bool(true)]))
    #expect(throws: ConditionError(message: message, offset: limit)) {
      try Condition(parsing: "(" + mixed + ")").stateKeys
    }
    // Siblings do not add up: only nesting counts.
    let wide = Array(repeating: deepest, count: 10).joined(separator: " && ")
    #expect(try Condition(parsing: wide).stateKeys.count == 10)
  }

  @Test func hostileNestingFailsFast() {
    let opens = String(repeating: "(", count: 200_000)
    #expect(throws: ConditionError.self) { try Condition(parsing: opens) }
    let bangs = String(repeating: "!", count: 200_000) + "a"
    #expect(throws: ConditionError.self) { try Condition(parsing: bangs) }
  }

  /// Huge conditions parse and evaluate correctly; their cost is measured by the benchmark.
  @Test func megabyteConditions() throws {
    let terms = 150_000
    let chain = Array(repeating: "a", count: terms).joined(separator: " && ")
    #expect(chain.utf8.count > 500_000)
    let condition = try Condition(parsing: chain)
    #expect(condition.evaluate(["a": .bool(true)]))
    #expect(!condition.evaluate([:]))
    #expect(condition.stateKeys.count == terms)
    #expect(condition.problems(knownKeys: ["a": .bool]).isEmpty)
    let unknown = condition.problems(knownKeys: [:])
    #expect(unknown.count == terms)
    #expect(unknown.last?.offset == (terms - 1) * 5)
    let alternatives = Array(repeating: "(x == 1 || y < -2.5e3)", count: 50_000)
      .joined(separator: " || ")
    #expect(try !Condition(parsing: alternatives).evaluate([:]))
    let literal = "s == '" + String(repeating: "x", count: 1_000_000) + "'"
    #expect(try Condition(parsing: literal).stateKeys.count == 1)
    let key = String(repeating: "k", count: 1_000_000)
    let problems = try Condition(parsing: key).problems(knownKeys: ["k": .bool])
    #expect(problems.count == 1)
    let unterminated = "s == '" + String(repeating: "x", count: 1_000_000)
    #expect(throws: ConditionError(message: "unterminated string", offset: 5)) {
      try Condition(parsing: unterminated)
    }
  }

  // MARK: Static checks

  @Test(arguments: [
    ("openTab > 0", [("unknown state key 'openTab'; did you mean 'openTabs'?", 0)]),
    ("foo", [("unknown state key 'foo'", 0)]),
    ("True", [("unknown state key 'True'; did you mean 'true'?", 0)]),
    ("mode == 3", [("cannot compare a string with a number; 'mode' is a string", 5)]),
    ("3 == mode", [("cannot compare a number with a string; 'mode' is a string", 2)]),
    (
      "mode == zoom",
      [("cannot compare a string with a number; 'mode' is a string and 'zoom' is a number", 5)]
    ),
    ("'a' == 1", [("cannot compare a string with a number", 4)]),
    ("readOnly != 0", [("cannot compare a boolean with a number; 'readOnly' is a boolean", 9)]),
    ("mode < 'b'", [("'<' compares numbers, not strings; 'mode' is a string", 5)]),
    ("mode < mode", [("'<' compares numbers, not strings; 'mode' is a string", 5)]),
    (
      "mode >= title",
      [("'>=' compares numbers, not strings; 'mode' and 'title' are strings", 5)]
    ),
    ("readOnly > false", [("'>' compares numbers, not booleans; 'readOnly' is a boolean", 9)]),
    ("'a' <= 'b'", [("'<=' compares numbers, not strings", 4)]),
    ("openTabs", [("'openTabs' is a number; compare it, as in 'openTabs > 0'", 0)]),
    ("(openTabs)", [("'openTabs' is a number; compare it, as in 'openTabs > 0'", 1)]),
    ("mode && readOnly", [("'mode' is a string; compare it, as in 'mode == \"text\"'", 0)]),
    ("readOnly || 3", [("expected a boolean, found the number '3'", 12)]),
    ("\"on\"", [("expected a boolean, found the string \"on\"", 0)]),
    (
      "!openTabs",
      [("cannot apply '!' to 'openTabs', a number; compare it, as in 'openTabs == 0'", 0)]
    ),
    (
      "!(mode)",
      [("cannot apply '!' to 'mode', a string; compare it, as in 'mode == \"\"'", 0)]
    ),
    ("readOnly && !'x'", [("cannot apply '!' to the string 'x'", 12)]),
    ("(openTabs > 0) < 1", [("cannot compare a boolean with a number", 15)]),
    (
      "openTab > 0 && mode == 3 && zoom",
      [
        ("unknown state key 'openTab'; did you mean 'openTabs'?", 0),
        ("cannot compare a string with a number; 'mode' is a string", 20),
        ("'zoom' is a number; compare it, as in 'zoom > 0'", 28),
      ]
    ),
    ("unset == 3", [("unknown state key 'unset'", 0)]),
    ("!unset", [("unknown state key 'unset'", 1)]),
    (
      "unset < 'a' || unset", [("unknown state key 'unset'", 0), ("unknown state key 'unset'", 15)]
    ),
    ("!readOnly && (mode == 'grid' || zoom >= 1.5)", []),
    ("(openTabs > 0) == readOnly", []),
    ("openTabs == openTabs && title != mode", []),
    ("true && !false && 1 < 2 && 'a' == \"a\"", []),
  ])
  func reportsProblems(condition: String, expected: [(String, Int)]) throws {
    let problems = try Condition(parsing: condition).problems(knownKeys: Self.kinds)
    #expect(problems == expected.map { ConditionError(message: $0.0, offset: $0.1) })
  }

  // MARK: Explanations

  @Test(arguments: [
    ("openTabs > 0", ["openTabs": StateValue.number(0)], "openTabs > 0 is false (openTabs is 0)"),
    ("openTabs > 0", ["openTabs": .number(2)], "openTabs > 0 is true (openTabs is 2)"),
    ("openTabs > 0", [:], "openTabs > 0 is false (openTabs is not set)"),
    ("zoom < 2", ["zoom": .number(1.5)], "zoom < 2 is true (zoom is 1.5)"),
    ("pageIsBookmarked", ["pageIsBookmarked": .bool(true)], "pageIsBookmarked is true"),
    ("pageIsBookmarked", ["pageIsBookmarked": .bool(false)], "pageIsBookmarked is false"),
    ("pageIsBookmarked", [:], "pageIsBookmarked is false (pageIsBookmarked is not set)"),
    (
      "openTabs", ["openTabs": .number(3)],
      "openTabs is false (openTabs is 3, which is a number, not a boolean)"
    ),
    (
      "!readOnly && (mode == 'grid' || zoom >= 1.5)",
      ["readOnly": .bool(false), "mode": .string("list"), "zoom": .number(2)],
      "!readOnly && (mode == 'grid' || zoom >= 1.5) is true "
        + "(readOnly is false, mode is 'list', zoom is 2)"
    ),
    (
      "mode == 'grid' || mode == 'list'", ["mode": .string("it's")],
      "mode == 'grid' || mode == 'list' is false (mode is 'it\\'s')"
    ),
    ("!missing", [:], "!missing is true (missing is not set)"),
    ("true", [:], "true is true"),
    ("  openTabs > 0\t", ["openTabs": .number(1)], "openTabs > 0 is true (openTabs is 1)"),
  ])
  func explains(condition: String, state: [String: StateValue], expected: String) throws {
    #expect(try Condition(parsing: condition).explanation(in: state) == expected)
  }

  // MARK: Values

  @Test(arguments: [
    (StateValue.bool(true), "true", StateValue.Kind.bool),
    (.bool(false), "false", .bool),
    (.number(3), "3", .number),
    (.number(-2), "-2", .number),
    (.number(-0.0), "0", .number),
    (.number(1.5), "1.5", .number),
    (.number(0.1), "0.1", .number),
    (.number(1e20), "1e+20", .number),
    (.string("text"), "'text'", .string),
    (.string("it's"), "'it\\'s'", .string),
    (.string("a\\b"), "'a\\\\b'", .string),
    (.string(""), "''", .string),
  ])
  func describesValues(value: StateValue, description: String, kind: StateValue.Kind) throws {
    #expect(value.description == description)
    #expect(value.kind == kind)
    // A description reads back as the same value, in a condition and on the command line.
    #expect(try Condition(parsing: "x == \(value)").evaluate(["x": value]))
    #expect(StateValue.parseValue(value.description) == value)
  }

  @Test func kindsHaveNouns() {
    #expect(StateValue.Kind.bool.noun == "a boolean")
    #expect(StateValue.Kind.number.noun == "a number")
    #expect(StateValue.Kind.string.noun == "a string")
    #expect(StateValue.Kind.number.rawValue == "number")
  }

  @Test(arguments: [
    ("true", StateValue.bool(true)),
    ("false", .bool(false)),
    ("3", .number(3)),
    ("-1.5", .number(-1.5)),
    ("1e3", .number(1000)),
    ("0", .number(0)),
    ("'grid'", .string("grid")),
    ("\"a b\"", .string("a b")),
    ("'it\\'s'", .string("it's")),
    ("\"\"", .string("")),
    ("grid", .string("grid")),
    ("True", .string("True")),
    ("01", .string("01")),
    ("1e999", .string("1e999")),
    ("3px", .string("3px")),
    ("-", .string("-")),
    ("'abc", .string("'abc")),
    ("'a' 'b'", .string("'a' 'b'")),
    (" 3", .string(" 3")),
    ("3 ", .string("3 ")),
    ("", .string("")),
    ("a && b", .string("a && b")),
    ("(", .string("(")),
  ])
  func parsesCommandLineValues(text: String, expected: StateValue) {
    #expect(StateValue.parseValue(text) == expected)
  }

  // MARK: Robustness

  /// A small deterministic generator (SplitMix64).
  struct Generator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test func randomInputNeverTraps() throws {
    let pieces = [
      "a", "b", "mode", "x.y", "_", "1", "0", "-", ".", "e", "E", "+", " ", "\t", "(", ")", "!",
      "=", "<", ">", "&", "|", "'", "\"", "\\", "true", "false", "&&", "||", "==", "!=", "<=",
      ">=", "é", "\n", "\u{0}", "👍🏽", "9e9", "-0.5", "'s'",
    ]
    let kinds: [String: StateValue.Kind] = ["a": .bool, "b": .number, "mode": .string]
    let states: [[String: StateValue]] = [
      [:],
      ["a": .bool(true), "b": .number(1), "mode": .string("s"), "x.y": .bool(false)],
      ["a": .number(0), "b": .string("1"), "_": .bool(true)],
    ]
    var generator = Generator(state: 42)
    var parsed = 0
    var failed = 0
    for _ in 0..<4000 {
      let length = Int.random(in: 0...24, using: &generator)
      var text = ""
      for _ in 0..<length { text += pieces.randomElement(using: &generator) ?? "" }
      let scalars = Array(text.unicodeScalars)
      do {
        let condition = try Condition(parsing: text)
        parsed += 1
        for key in condition.stateKeys {
          let name = String(
            String.UnicodeScalarView(
              scalars[key.offset..<key.offset + key.name.unicodeScalars.count]))
          #expect(name == key.name, "\(text)")
        }
        for problem in condition.problems(knownKeys: kinds) {
          #expect((0..<scalars.count).contains(problem.offset), "\(text)")
          #expect(problem.message.first?.isLowercase == true || problem.message.first == "'")
        }
        for state in states {
          let value = condition.evaluate(state)
          #expect(condition.explanation(in: state).contains(" is \(value)"), "\(text)")
          // Parentheses change nothing, unless they nest too deeply.
          #expect(try Condition(parsing: "(\(text))").evaluate(state) == value, "\(text)")
          #expect(try Condition(parsing: "!(\(text))").evaluate(state) == !value, "\(text)")
        }
      } catch {
        failed += 1
        #expect((0...scalars.count).contains(error.offset), "\(text)")
        #expect(!error.message.isEmpty && !error.message.hasSuffix("."), "\(text)")
        #expect(error.message.first?.isLowercase == true, "\(text): \(error.message)")
      }
      _ = StateValue.parseValue(text)
    }
    // The generator exercises both outcomes.
    #expect(parsed > 100)
    #expect(failed > 100)
  }
}
