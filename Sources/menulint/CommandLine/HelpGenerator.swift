extension CommandLineTool {
  /// The width help text is wrapped to; fixed so that output is deterministic.
  static let screenWidth = 80
  /// The column where help text starts, after the 2-space indent and the label.
  static let labelColumnWidth = 26

  /// The usage line for the last command of `path`, without the `USAGE: ` prefix.
  ///
  /// Arguments appear in declaration order; optional ones are bracketed, repeatable ones end
  /// with ` ...`, and a command with subcommands ends with `<subcommand>`.
  static func usageLine(path: CommandPath) -> String {
    guard let command = path.last else { return "" }
    var parts = [commandName(path)] + command.arguments.map(\.synopsis)
    if !command.configuration.subcommands.isEmpty { parts.append("<subcommand>") }
    return parts.joined(separator: " ")
  }

  /// The help text for the last command of `path`, in swift-argument-parser's layout.
  static func helpText(path: CommandPath) -> String {
    guard let command = path.last else { return "" }
    let configuration = command.configuration
    var text = ""
    if !configuration.abstract.isEmpty {
      text += wrap("OVERVIEW: " + configuration.abstract, width: screenWidth) + "\n\n"
    }
    if !configuration.discussion.isEmpty {
      text += wrap(configuration.discussion, width: screenWidth) + "\n\n"
    }
    text += "USAGE: \(usageLine(path: path))\n"

    let positionals = command.arguments.filter { $0.kind == .positional }
    if !positionals.isEmpty {
      text += "\nARGUMENTS:\n" + positionals.map { entry($0.label, $0.annotatedHelp) }.joined()
    }
    var options = command.arguments.filter { $0.kind != .positional }.map {
      entry($0.label, $0.annotatedHelp)
    }
    if path.count == 1 && configuration.version != nil {
      options.append(entry("--version", "Show the version."))
    }
    options.append(entry("-h, --help", "Show help information."))
    text += "\nOPTIONS:\n" + options.joined()

    if !configuration.subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n"
      for subcommand in configuration.subcommands {
        let isDefault = configuration.defaultSubcommand.map {
          ObjectIdentifier($0) == ObjectIdentifier(subcommand)
        }
        let name = subcommand.configuration.commandName + (isDefault == true ? " (default)" : "")
        text += entry(name, subcommand.configuration.abstract)
      }
      let helpPath =
        ([path[0].configuration.commandName, "help"]
        + path.dropFirst().map {
          $0.configuration.commandName
        }).joined(separator: " ")
      text += "\n  See '\(helpPath) <subcommand>' for detailed help.\n"
    }
    return text
  }

  /// One help entry: the label indented 2 spaces, the text from column 26, wrapped to 80.
  ///
  /// A label longer than 23 characters gets a line of its own and the text starts below it.
  static func entry(_ label: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: labelColumnWidth)
    let lines = wrapLines(help, width: screenWidth - labelColumnWidth)
    var text = "  " + label
    guard !lines.isEmpty else { return text + "\n" }
    if label.count > labelColumnWidth - 3 {
      text += "\n" + indent
    } else {
      text += String(repeating: " ", count: labelColumnWidth - 2 - label.count)
    }
    return text + lines.joined(separator: "\n" + indent) + "\n"
  }

  /// Wraps each line of `text` to `width` columns, keeping its leading spaces on continuations.
  static func wrap(_ text: String, width: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let indent = String(line.prefix { $0 == " " })
      return wrapLines(String(line), width: width - indent.count).map { indent + $0 }
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// Breaks `text` into lines of at most `width` characters at spaces.
  ///
  /// As in swift-argument-parser, only the last line may use the full width; the others break
  /// at the last space within the first `width` characters. A longer word stands alone.
  static func wrapLines(_ text: String, width: Int) -> [String] {
    let width = max(width, 1)
    var rest = Substring(text.split(separator: " ").joined(separator: " "))
    var lines: [String] = []
    while !rest.isEmpty {
      guard rest.count > width else {
        lines.append(String(rest))
        break
      }
      let end = rest.prefix(width).lastIndex(of: " ") ?? rest.firstIndex(of: " ") ?? rest.endIndex
      lines.append(String(rest[..<end]))
      rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
    }
    return lines
  }
}
