/// One declared argument: a flag, an option that takes a value, or a positional.
///
/// Long names are written without dashes and in kebab-case (`"format"` means `--format`).
struct ArgumentSpec: Sendable {
  /// What kind of argument this is.
  enum Kind: Sendable {
    /// `--strict`: present or absent.
    case flag
    /// `--format <format>`: takes a value.
    case option
    /// `<paths>`: matched by position.
    case positional
  }

  /// What kind of argument this is.
  var kind: Kind
  /// The long name without dashes, or the positional's name.
  var name: String
  /// The single-character name, written `-o`.
  var short: Character?
  /// The placeholder in usage and help, without angle brackets.
  var valueName: String
  /// The help text.
  var help: String
  /// The only values accepted, or `nil` for any value.
  var values: [String]?
  /// The value reported when the option is not given.
  var defaultValue: String?
  /// Whether values accumulate (options) or the positional takes every remaining value.
  var isRepeatable: Bool
  /// Whether the argument may be left out.
  var isOptional: Bool

  /// A flag such as `--strict` (or `-s` when `short` is given).
  static func flag(_ name: String, short: Character? = nil, help: String) -> ArgumentSpec {
    ArgumentSpec(
      kind: .flag, name: name, short: short, valueName: name, help: help, values: nil,
      defaultValue: nil, isRepeatable: false, isOptional: true)
  }

  /// An option that takes a value: `--format json`, `--format=json` or `-f json`.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - short: The single-character name.
  ///   - valueName: The placeholder shown as `<valueName>`; defaults to `name`.
  ///   - help: The help text.
  ///   - values: The only values accepted, listed in help as `(values: …)`.
  ///   - defaultValue: The value when the option is not given, shown as `(default: …)`.
  ///   - isRepeatable: Whether every value is kept (``ParsedArguments/values(_:)``); otherwise
  ///     the last one wins.
  ///   - isRequired: Whether leaving the option out is a usage error.
  /// - Returns: The declaration.
  static func option(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
    values: [String]? = nil, defaultValue: String? = nil, isRepeatable: Bool = false,
    isRequired: Bool = false
  ) -> ArgumentSpec {
    ArgumentSpec(
      kind: .option, name: name, short: short, valueName: valueName ?? name, help: help,
      values: values, defaultValue: defaultValue, isRepeatable: isRepeatable,
      isOptional: !isRequired)
  }

  /// A positional argument; a repeatable one takes every remaining value and must come last.
  static func positional(
    _ name: String, help: String, isRepeatable: Bool = false, isOptional: Bool = true
  ) -> ArgumentSpec {
    ArgumentSpec(
      kind: .positional, name: name, short: nil, valueName: name, help: help, values: nil,
      defaultValue: nil, isRepeatable: isRepeatable, isOptional: isOptional)
  }

  /// `<format>`: the placeholder for the value.
  var placeholder: String { "<\(valueName)>" }

  /// How usage shows the argument: `[--format <format>]`, `<file>`, `[<paths> ...]`.
  var synopsis: String {
    var text: String
    switch kind {
    case .flag: text = "--\(name)"
    case .option: text = "--\(name) \(placeholder)"
    case .positional: text = placeholder
    }
    if isRepeatable { text += " ..." }
    return isOptional ? "[\(text)]" : text
  }

  /// How help labels the argument: `-o, --output <file>`, `--strict`, `<paths>`.
  var label: String {
    let names = (short.map { "-\($0), " } ?? "") + "--\(name)"
    switch kind {
    case .flag: return names
    case .option: return "\(names) \(placeholder)"
    case .positional: return placeholder
    }
  }

  /// The help text followed by `(values: a, b; default: a)` when either applies.
  var annotatedHelp: String {
    var notes: [String] = []
    if let values { notes.append("values: " + values.joined(separator: ", ")) }
    if let defaultValue { notes.append("default: \(defaultValue)") }
    guard !notes.isEmpty else { return help }
    return (help.isEmpty ? "" : help + " ") + "(" + notes.joined(separator: "; ") + ")"
  }
}

/// Typed access to what was parsed for one command.
///
/// Asking for a name the command did not declare (or declared as another kind) is a programming
/// error, caught by an assertion in debug builds.
struct ParsedArguments {
  private let specs: [String: ArgumentSpec]
  private var flags: Set<String> = []
  private var options: [String: [String]] = [:]
  private var positionalValues: [String: [String]] = [:]

  /// Nothing parsed yet, for the given declarations.
  init(specs: [ArgumentSpec]) {
    self.specs = Dictionary(specs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Whether the flag was given.
  func flag(_ name: String) -> Bool {
    check(name, .flag)
    return flags.contains(name)
  }

  /// The last value given for the option, else its declared default, else `nil`.
  func option(_ name: String) -> String? {
    check(name, .option)
    return options[name]?.last ?? specs[name]?.defaultValue
  }

  /// Every value given for a repeatable option, in order (the last one for other options);
  /// the declared default alone when none was given.
  func values(_ name: String) -> [String] {
    check(name, .option)
    guard let given = options[name] else { return specs[name]?.defaultValue.map { [$0] } ?? [] }
    return specs[name]?.isRepeatable == true ? given : Array(given.suffix(1))
  }

  /// The value of a positional, or `nil` when it was left out.
  func positional(_ name: String) -> String? {
    check(name, .positional)
    return positionalValues[name]?.first
  }

  /// Every value of a repeatable positional, in order.
  func positionals(_ name: String) -> [String] {
    check(name, .positional)
    return positionalValues[name] ?? []
  }

  private func check(_ name: String, _ kind: ArgumentSpec.Kind) {
    assert(specs[name]?.kind == kind, "'\(name)' is not a declared \(kind)")
  }

  /// Notes that a flag was given.
  mutating func record(flag spec: ArgumentSpec) { flags.insert(spec.name) }

  /// Appends a value given for an option.
  mutating func record(_ value: String, for spec: ArgumentSpec) {
    options[spec.name, default: []].append(value)
  }

  /// Sets the values matched to a positional.
  mutating func record(positionals values: [String], for spec: ArgumentSpec) {
    positionalValues[spec.name] = values
  }

  /// Whether an option was given on the command line (its default does not count).
  func isGiven(_ name: String) -> Bool {
    check(name, .option)
    return options[name] != nil
  }

  /// Whether an option or positional received at least one value (defaults do not count).
  func hasValue(for spec: ArgumentSpec) -> Bool {
    options[spec.name] != nil || !(positionalValues[spec.name] ?? []).isEmpty
  }
}
