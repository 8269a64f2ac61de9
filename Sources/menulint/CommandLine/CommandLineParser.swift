import MenuModel

/// Matches command-line words to one command's declared arguments.
///
/// The rules are swift-argument-parser's: `--opt value`, `--opt=value`, `-o value`, packed short
/// flags (`-qs`), `--` ends options, and `-` alone is a positional (standard input); as with
/// `getopt`, a short option also takes the rest of its word as its value (`-DDEBUG`, `-j2`). A
/// single-value option given twice keeps the last value; repeatable options keep every value.
/// `-h`, `--help` and `--version` are handled by ``CommandLineTool`` before parsing.
struct CommandLineParser {
  /// The declarations of the command being parsed.
  var specs: [ArgumentSpec]
  /// Built-in long names, with dashes, offered as suggestions for unknown options.
  var builtInNames: [String] = ["--help"]

  /// Parses `arguments` against ``specs``.
  ///
  /// - Throws: A ``UsageError`` naming the first problem, in swift-argument-parser's words.
  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    let named = specs.filter { $0.kind != .positional }
    var parsed = ParsedArguments(specs: specs)
    var loose: [String] = []
    var index = 0
    var optionsEnded = false

    /// Records `spec`, taking its value from `attached` (`--opt=value`) or the next word.
    func apply(_ spec: ArgumentSpec, written: String, attached: String?) throws(UsageError) {
      guard spec.kind == .option else {
        if let attached {
          throw UsageError(
            "The option '\(written)' does not take any value, but '\(attached)' was specified.")
        }
        return parsed.record(flag: spec)
      }
      let value: String
      if let attached {
        value = attached
      } else if index < arguments.count, arguments[index] == "-" || !arguments[index].hasPrefix("-")
      {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("Missing value for '\(written) \(spec.placeholder)'")
      }
      guard let allowed = spec.values else { return parsed.record(value, for: spec) }
      // Declared values match regardless of case (`ipados` is `iPadOS`), as layout ids do.
      guard let match = allowed.first(where: { $0.lowercased() == value.lowercased() }) else {
        throw UsageError(
          "The value '\(value)' is invalid for '\(written) \(spec.placeholder)'; expected one of "
            + allowed.map { "'\($0)'" }.joined(separator: ", "))
      }
      parsed.record(match, for: spec)
    }

    /// Packed short names (`-qs`), the first that takes a value taking the rest of the word
    /// (`-DDEBUG`, `-j2`, `-o=file`) or else the next word, as `getopt` does.
    func applyShort(_ word: Substring) throws(UsageError) {
      guard let first = word.first, first != "=" else {
        throw UsageError("Unknown option '-\(word)'")
      }
      var rest = word
      while let letter = rest.first {
        rest = rest.dropFirst()
        guard let spec = named.first(where: { $0.short == letter }) else {
          throw UsageError("Unknown option '-\(letter)'")
        }
        if spec.kind == .option && !rest.isEmpty {
          let value = rest.first == "=" ? rest.dropFirst() : rest
          return try apply(spec, written: "-\(letter)", attached: String(value))
        }
        if rest.first == "=" {
          return try apply(spec, written: "-\(letter)", attached: String(rest.dropFirst()))
        }
        try apply(spec, written: "-\(letter)", attached: nil)
      }
    }

    while index < arguments.count {
      let token = arguments[index]
      index += 1
      if optionsEnded || token == "-" || !token.hasPrefix("-") {
        loose.append(token)
      } else if token == "--" {
        optionsEnded = true
      } else if token.hasPrefix("--") {
        let (name, attached) = Self.split(token.dropFirst(2))
        guard let spec = named.first(where: { $0.name == name }) else {
          throw unknownOption("--\(name)")
        }
        try apply(spec, written: "--\(name)", attached: attached)
      } else {
        try applyShort(token.dropFirst())
      }
    }
    try assignPositionals(loose, to: &parsed)
    for spec in named where !spec.isOptional && !parsed.hasValue(for: spec) {
      throw UsageError("Missing expected argument '--\(spec.name) \(spec.placeholder)'")
    }
    return parsed
  }

  /// Hands loose words to the positionals in declaration order; a repeatable one takes the rest.
  private func assignPositionals(_ words: [String], to parsed: inout ParsedArguments)
    throws(UsageError)
  {
    var remaining = words[...]
    for spec in specs where spec.kind == .positional {
      let taken: [String]
      if spec.isRepeatable {
        taken = Array(remaining)
        remaining = []
      } else {
        taken = remaining.first.map { [$0] } ?? []
        remaining = remaining.dropFirst()
      }
      if taken.isEmpty && !spec.isOptional {
        throw UsageError("Missing expected argument '\(spec.placeholder)'")
      }
      parsed.record(positionals: taken, for: spec)
    }
    if let extra = remaining.first {
      throw UsageError("Unexpected argument '\(extra)'")
    }
  }

  /// `Unknown option '--formt'. Did you mean '--format'?`, the suggestion only when one is close.
  ///
  /// Names are compared without their dashes, so that `--zzz` is not "close" to `--tag`.
  private func unknownOption(_ written: String) -> UsageError {
    let candidates =
      specs.filter { $0.kind != .positional }.map(\.name)
      + builtInNames.map { String($0.dropFirst(2)) }
    let suggestion = EditDistance.closest(to: String(written.dropFirst(2)), in: candidates)
    return UsageError(
      "Unknown option '\(written)'" + (suggestion.map { ". Did you mean '--\($0)'?" } ?? ""))
  }

  /// Splits `name=value` into the name and the value after the first `=`, if any.
  private static func split(_ text: Substring) -> (name: String, value: String?) {
    guard let equals = text.firstIndex(of: "=") else { return (String(text), nil) }
    return (String(text[..<equals]), String(text[text.index(after: equals)...]))
  }
}
