import MenuModel

/// `menulint schema`: print a JSON Schema for editors.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of definition files, of .menulint.json or of the report.",
    discussion: """
      Point an editor at the printed schema (for example with "$schema" at the top of a \
      definition) to get completion and checking while you type.
      """)

  static let arguments: [ArgumentSpec] = [
    .positional(
      "kind",
      help: "Which schema: " + JSONSchemas.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        + ".",
      isOptional: false)
  ]

  var kind: JSONSchemas.Kind

  init(parsing arguments: ParsedArguments) throws {
    let name = arguments.positional("kind") ?? ""
    guard let kind = JSONSchemas.Kind(rawValue: name) else {
      throw ToolError.usage(
        "The value '\(name)' is invalid for '<kind>'; expected "
          + JSONSchemas.Kind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))
    }
    self.kind = kind
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    io.out(JSONSchemas.document(kind))
    return .success
  }
}
