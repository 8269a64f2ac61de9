/// The versioned JSON report (DESIGN §7): keys sorted, output byte-for-byte deterministic.
public struct JSONReporter: Reporter {
  /// The report format version.
  public static let version = 1

  /// Creates the reporter.
  public init() {}

  /// Writes the report.
  ///
  /// - Parameters:
  ///   - result: What linting found.
  ///   - context: The tool's name and version.
  /// - Returns: Pretty-printed JSON ending with a newline.
  public func report(_ result: LintResult, context: ReportContext) -> String {
    var members: [(String, JSONOutput)] = [
      ("version", .integer(Self.version)),
      (
        "tool",
        .object([("name", .string(context.toolName)), ("version", .string(context.toolVersion))])
      ),
    ]
    if !result.projectFacts.isEmpty {
      members.append(("project", Self.project(result.projectFacts)))
    }
    members += [
      ("diagnostics", .array(result.diagnostics.map(Self.json))),
      (
        "summary",
        .object([
          ("files", .integer(result.fileCount)), ("errors", .integer(result.count(of: .error))),
          ("warnings", .integer(result.count(of: .warning))),
          ("notes", .integer(result.count(of: .note))),
        ])
      ),
    ]
    return JSONWriter.string(.object(members))
  }

  /// The `project` object: what each app target's project says (DESIGN §12).
  static func project(_ facts: [AppFacts]) -> JSONOutput {
    .object([("targets", .array(facts.map(json)))])
  }

  static func json(_ facts: AppFacts) -> JSONOutput {
    func optional(_ flag: Bool?) -> JSONOutput { flag.map(JSONOutput.bool) ?? .null }
    func optional(_ text: String?) -> JSONOutput { text.map(JSONOutput.string) ?? .null }
    return .object([
      ("file", .string(facts.project)),
      ("kind", .string(facts.kind.rawValue)),
      ("target", .string(facts.target)),
      ("app", optional(facts.app)),
      ("platforms", .array(facts.platforms.map { .string($0.rawValue) })),
      ("iPhoneOnly", .bool(facts.iPhoneOnly)),
      ("deploymentTarget", optional(facts.deploymentTarget)),
      ("osVersions", .array(facts.osVersions.map { .integer($0.rawValue) })),
      ("infoPlist", optional(facts.infoPlist)),
      ("supportsMultipleScenes", optional(facts.supportsMultipleScenes)),
      ("supportsPrintCommand", optional(facts.supportsPrintCommand)),
      ("designRequiresCompatibility", optional(facts.designRequiresCompatibility)),
      ("settingsBundle", .bool(facts.settingsBundle)),
      ("defines", .array(facts.defines.map(JSONOutput.string))),
      ("evidence", .array(facts.evidence.map(JSONOutput.string))),
      ("overridden", .array(facts.overridden.map(JSONOutput.string))),
    ])
  }

  static func json(_ diagnostic: Diagnostic) -> JSONOutput {
    .object([
      ("rule", .string(diagnostic.ruleID.rawValue)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)),
      ("location", json(diagnostic.location)),
      (
        "notes",
        .array(
          diagnostic.notes.map {
            .object([("message", .string($0.message)), ("location", json($0.location))])
          })
      ),
      ("layouts", .array(diagnostic.layouts.map(JSONOutput.string))),
      ("directions", .array(diagnostic.directions.map { .string($0.rawValue) })),
      ("platforms", .array(diagnostic.platforms.map { .string($0.rawValue) })),
      ("osVersions", .array(diagnostic.osVersions.map { .integer($0.rawValue) })),
      ("suggestions", .array(diagnostic.suggestions.map(json))),
    ])
  }

  /// A suggested shortcut: the shortcut as other outputs write shortcuts, its canonical text,
  /// why, and the edits that write it.
  package static func json(_ suggestion: Diagnostic.Suggestion) -> JSONOutput {
    .object([
      (
        "shortcut",
        .object([
          ("input", .string(suggestion.input)),
          ("modifiers", .array(suggestion.modifiers.map(JSONOutput.string))),
          ("display", .string(suggestion.display)),
        ])
      ),
      ("canonical", .string(suggestion.shortcut)),
      ("basis", .string(suggestion.basis)),
      ("reason", .string(suggestion.reason)),
      (
        "edits",
        .array(
          suggestion.edits.map { edit in
            .object([
              ("file", .string(edit.file)), ("line", .integer(edit.start.line)),
              ("column", .integer(edit.start.column)), ("endLine", .integer(edit.end.line)),
              ("endColumn", .integer(edit.end.column)), ("replacement", .string(edit.replacement)),
            ])
          })
      ),
    ])
  }

  static func json(_ location: SourceLocation?) -> JSONOutput {
    guard let location else { return .null }
    return .object([
      ("file", .string(location.file)), ("line", .integer(location.line)),
      ("column", .integer(location.column)), ("pointer", .string(location.pointer)),
    ])
  }
}
