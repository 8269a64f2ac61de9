extension CommandLineTool {
  /// Problems with the declarations of `root` and every command below it; empty when sound.
  ///
  /// Checks what swift-argument-parser's validators check: names are kebab-case and unique
  /// (including the built-in `--help`, `-h` and, on the root, `--version`), short names are
  /// unique, an option's default is one of its `values`, positionals can be matched
  /// unambiguously, and subcommands are unique with a default among them. Each problem starts
  /// with the command's name: `tool greet: duplicate name 'format'`.
  static func validateDeclarations(of root: any ParsableCommand.Type) -> [String] {
    var problems: [String] = []
    var visited: Set<ObjectIdentifier> = []

    /// Validates one command, then its subcommands.
    func visit(_ path: CommandPath) {
      guard let command = path.last, visited.insert(ObjectIdentifier(command)).inserted else {
        return
      }
      let location = commandName(path)
      problems += validate(command, isRoot: path.count == 1).map { "\(location): \($0)" }
      for child in command.configuration.subcommands { visit(path + [child]) }
    }
    visit([root])
    return problems
  }

  /// The problems with one command's own declarations.
  private static func validate(_ command: any ParsableCommand.Type, isRoot: Bool) -> [String] {
    let configuration = command.configuration
    let specs = command.arguments
    var problems: [String] = []
    var names: Set<String> =
      isRoot && configuration.version != nil ? ["help", "version"] : ["help"]
    var shorts: Set<Character> = ["h"]
    for spec in specs {
      let isKebabCase =
        spec.name.first?.isLowercase == true
        && spec.name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
        && !spec.name.hasSuffix("-") && !spec.name.contains("--")
      if !isKebabCase { problems.append("name '\(spec.name)' is not kebab-case") }
      if !names.insert(spec.name).inserted { problems.append("duplicate name '\(spec.name)'") }
      if let short = spec.short, !shorts.insert(short).inserted {
        problems.append("duplicate short name '-\(short)'")
      }
      if let short = spec.short, !(short.isASCII && (short.isLetter || short.isNumber)) {
        problems.append("short name '\(short)' of '\(spec.name)' is not a letter or digit")
      }
      if let values = spec.values {
        if values.isEmpty { problems.append("'\(spec.name)' allows no values") }
        if Set(values).count != values.count {
          problems.append("'\(spec.name)' lists a value twice")
        }
        if let value = spec.defaultValue, !values.contains(value) {
          problems.append("the default '\(value)' of '\(spec.name)' is not one of its values")
        }
      }
    }
    let positionals = specs.filter { $0.kind == .positional }
    for (index, spec) in positionals.enumerated() {
      if spec.isRepeatable && index != positionals.count - 1 {
        problems.append("repeatable positional '\(spec.name)' is not the last positional")
      }
      if !spec.isOptional && positionals[..<index].contains(where: \.isOptional) {
        problems.append("required positional '\(spec.name)' follows an optional one")
      }
    }
    let subcommandNames = configuration.subcommands.map { $0.configuration.commandName }
    if !subcommandNames.isEmpty && !positionals.isEmpty {
      problems.append("a command with subcommands cannot have positionals")
    }
    if Set(subcommandNames).count != subcommandNames.count {
      problems.append("duplicate subcommand names")
    }
    if subcommandNames.contains("help") {
      problems.append("'help' is reserved for the built-in help subcommand")
    }
    if isRoot && configuration.version != nil && subcommandNames.contains("version") {
      problems.append("'version' is reserved for the built-in version subcommand")
    }
    if let fallback = configuration.defaultSubcommand,
      !configuration.subcommands.contains(where: {
        ObjectIdentifier($0) == ObjectIdentifier(fallback)
      })
    {
      problems.append("the default subcommand is not one of the subcommands")
    }
    if !isRoot && configuration.version != nil {
      problems.append("only the root command's version is shown")
    }
    return problems
  }
}
