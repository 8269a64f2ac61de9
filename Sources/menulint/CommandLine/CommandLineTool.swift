import MenuModel

/// Runs a command tree the way swift-argument-parser does: resolve, parse, initialize, run, and
/// turn every error into text on the right stream and an exit code.
enum CommandLineTool {
  /// A command and the commands above it, root first: `[MenuLint, LintCommand]`.
  typealias CommandPath = [any ParsableCommand.Type]

  /// Runs the command that `arguments` select and returns the process exit status.
  ///
  /// Resolves the subcommand (or the root's default), answers `-h`/`--help`, `help
  /// <subcommand>`, `version` and `--version` (root only) on standard output with status 0,
  /// then parses, initializes and runs the command. Usage errors print `error: …`, the usage
  /// line and a help hint on standard error (64); a ``ToolError`` prints `error: …` and exits
  /// with its ``ExitCode``; any other error prints `error: …` (1).
  ///
  /// - Parameters:
  ///   - root: The tool's top-level command.
  ///   - arguments: The command line without the program name.
  ///   - io: Where output goes; passed on to the command.
  /// - Returns: The exit status; 1 (unless already an error) when standard output could not be
  ///   written, after saying why on standard error.
  static func main(root: any ParsableCommand.Type, arguments: [String], io: inout CommandIO)
    -> Int32
  {
    let status = dispatch(root: root, arguments: arguments, io: &io)
    guard let failure = io.standardOutput.failure else { return status }
    io.err("error: cannot write to standard output: \(failure)\n")
    return status == ExitCode.success.rawValue ? ExitCode.failure.rawValue : status
  }

  /// Runs the command that `arguments` select, as ``main(root:arguments:io:)`` describes.
  private static func dispatch(
    root: any ParsableCommand.Type, arguments: [String], io: inout CommandIO
  ) -> Int32 {
    var path: CommandPath = [root]
    var rest = arguments[...]
    if rest.first == "help" && !root.configuration.subcommands.isEmpty {
      return help(topic: rest.dropFirst(), root: root, io: io)
    }
    if rest.first == "version", rest.count == 1, !root.configuration.subcommands.isEmpty,
      let version = root.configuration.version
    {
      io.out(version + "\n")
      return ExitCode.success.rawValue
    }
    var command = root
    while let word = rest.first, let child = subcommand(named: word, of: command) {
      path.append(child)
      command = child
      rest = rest.dropFirst()
    }
    let beforeTerminator = rest.prefix { $0 != "--" }
    if beforeTerminator.contains("-h") || beforeTerminator.contains("--help") {
      io.out(helpText(path: path))
      return ExitCode.success.rawValue
    }
    let mayShowVersion = path.count == 1 && root.configuration.version != nil
    if mayShowVersion, let version = root.configuration.version,
      beforeTerminator.contains("--version")
    {
      io.out(version + "\n")
      return ExitCode.success.rawValue
    }
    if path.count == 1, let index = beforeTerminator.firstIndex(where: isCompletionOption) {
      return completionScript(
        Array(beforeTerminator[index...]), root: root, path: path, io: io)
    }
    while let fallback = command.configuration.defaultSubcommand {
      path.append(fallback)
      command = fallback
    }
    let parser = CommandLineParser(
      specs: command.arguments,
      builtInNames: mayShowVersion
        ? ["--version", "--help", "--" + CompletionScript.optionName] : ["--help"])
    do {
      let parsed = try parser.parse(Array(rest))
      if !command.configuration.subcommands.isEmpty {
        throw UsageError("Missing required subcommand.")
      }
      let instance = try command.init(parsing: parsed)
      return try instance.run(io: &io).rawValue
    } catch let error as UsageError {
      return usageFailure(error.message, path: path, io: io)
    } catch let error as ToolError {
      if case .usage(let message) = error { return usageFailure(message, path: path, io: io) }
      if let message = error.message { io.err("error: \(message)\n") }
      return ExitCode(error).rawValue
    } catch {
      io.err("error: \(String(describing: error))\n")
      return ExitCode.failure.rawValue
    }
  }

  /// Whether a word is `--generate-completion-script` or `--generate-completion-script=…`.
  private static func isCompletionOption(_ word: String) -> Bool {
    let option = "--" + CompletionScript.optionName
    return word == option || word.hasPrefix(option + "=")
  }

  /// `--generate-completion-script <shell>` on the root: prints the script for the shell.
  private static func completionScript(
    _ words: [String], root: any ParsableCommand.Type, path: CommandPath, io: CommandIO
  ) -> Int32 {
    let option = "--" + CompletionScript.optionName
    let attached =
      words[0].hasPrefix(option + "=") ? String(words[0].dropFirst(option.count + 1)) : nil
    guard let value = attached ?? words.dropFirst().first else {
      return usageFailure("Missing value for '\(option) <shell>'", path: path, io: io)
    }
    guard
      let shell = CompletionScript.Shell.allCases.first(where: {
        $0.rawValue == value.lowercased()
      })
    else {
      return usageFailure(
        "The value '\(value)' is invalid for '\(option) <shell>'; expected one of "
          + CompletionScript.Shell.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "),
        path: path, io: io)
    }
    io.out(CompletionScript.script(for: shell, root: root))
    return ExitCode.success.rawValue
  }

  /// The subcommand the tool suggests for a word that names neither a subcommand nor a file.
  ///
  /// With a default subcommand, `menulint lnit` lints a file called `lnit`; when that file does
  /// not exist, the command can append "Did you mean 'lint'?". Words that look like paths (they
  /// contain `/` or `.`) get no suggestion.
  static func subcommandSuggestion(for word: String, root: any ParsableCommand.Type) -> String? {
    guard !word.contains("/") && !word.contains(".") else { return nil }
    let names = root.configuration.subcommands.map { $0.configuration.commandName }
    return EditDistance.closest(to: word, in: names)
  }

  /// The full help text for `command`, as `-h` prints it (ending with a newline).
  static func helpText(for command: any ParsableCommand.Type, root: any ParsableCommand.Type)
    -> String
  {
    helpText(path: path(to: command, root: root))
  }

  /// The usage line for `command` without the `USAGE: ` prefix:
  /// `menulint lint [<paths> ...] [--format <format>] [--strict]`.
  static func usageLine(for command: any ParsableCommand.Type, root: any ParsableCommand.Type)
    -> String
  {
    usageLine(path: path(to: command, root: root))
  }

  /// Prints the error frame (`error:`, `Usage:`, help hint) on standard error; returns 64.
  private static func usageFailure(_ message: String, path: CommandPath, io: CommandIO) -> Int32 {
    io.err(
      "error: \(message)\nUsage: \(usageLine(path: path))\n"
        + "  See '\(commandName(path)) --help' for more information.\n")
    return ExitCode.usage.rawValue
  }

  /// `menulint help [<subcommand> ...]`: help for the named command on standard output.
  private static func help(topic: ArraySlice<String>, root: any ParsableCommand.Type, io: CommandIO)
    -> Int32
  {
    var path: CommandPath = [root]
    var command = root
    for word in topic where word != "-h" && word != "--help" {
      guard let child = subcommand(named: word, of: command) else {
        let names = command.configuration.subcommands.map { $0.configuration.commandName }
        let suggestion = EditDistance.closest(to: word, in: names)
        let message =
          "Unknown subcommand '\(word)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        return usageFailure(message, path: path, io: io)
      }
      path.append(child)
      command = child
    }
    io.out(helpText(path: path))
    return ExitCode.success.rawValue
  }

  /// The subcommand of `command` called `name`.
  private static func subcommand(named name: String, of command: any ParsableCommand.Type)
    -> (any ParsableCommand.Type)?
  {
    command.configuration.subcommands.first { $0.configuration.commandName == name }
  }

  /// The commands from `root` down to `command`; `[root, command]` when it is not in the tree.
  static func path(to command: any ParsableCommand.Type, root: any ParsableCommand.Type)
    -> CommandPath
  {
    /// Depth-first search, bounded so that a cyclic declaration cannot recurse forever.
    func search(_ node: any ParsableCommand.Type, depth: Int) -> CommandPath? {
      if ObjectIdentifier(node) == ObjectIdentifier(command) { return [node] }
      guard depth < 8 else { return nil }
      for child in node.configuration.subcommands {
        if let below = search(child, depth: depth + 1) { return [node] + below }
      }
      return nil
    }
    return search(root, depth: 0) ?? [root, command]
  }

  /// The command names along `path`, joined by spaces: `menulint lint`.
  static func commandName(_ path: CommandPath) -> String {
    path.map { $0.configuration.commandName }.joined(separator: " ")
  }
}
