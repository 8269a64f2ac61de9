/// SARIF 2.1.0, the format code-scanning services read.
///
/// Every rule is listed in `tool.driver.rules`; results carry `ruleIndex`; columns are Unicode
/// code points (`columnKind`); paths are relative URI references; notes with a place become
/// `relatedLocations`, and where a finding holds goes into `properties`.
public struct SARIFReporter: Reporter {
  /// The SARIF schema this output follows.
  public static let schema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// Creates the reporter.
  public init() {}

  /// Writes the report.
  ///
  /// - Parameters:
  ///   - result: What linting found.
  ///   - context: The tool, the rules and the working directory.
  /// - Returns: Pretty-printed SARIF ending with a newline.
  public func report(_ result: LintResult, context: ReportContext) -> String {
    let ruleIndex = Dictionary(
      context.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let rules: [JSONOutput] = context.rules.map { rule in
      .object([
        ("id", .string(rule.id.rawValue)),
        ("name", .string(rule.name)),
        ("shortDescription", .object([("text", .string(rule.summary))])),
        ("fullDescription", .object([("text", .string(rule.rationale))])),
        ("defaultConfiguration", .object([("level", .string(Self.level(rule.defaultSeverity)))])),
        ("help", .object([("text", .string("menulint explain \(rule.id)"))])),
      ])
    }
    let results: [JSONOutput] = result.diagnostics.map { diagnostic in
      var members: [(String, JSONOutput)] = [
        ("ruleId", .string(diagnostic.ruleID.rawValue)),
        ("level", .string(Self.level(diagnostic.severity))),
        ("message", .object([("text", .string(Self.text(of: diagnostic)))])),
      ]
      if let index = ruleIndex[diagnostic.ruleID] { members.append(("ruleIndex", .integer(index))) }
      if let location = diagnostic.location {
        members.append(("locations", .array([Self.location(location, context: context)])))
      }
      let related = diagnostic.notes.enumerated().compactMap { offset, note -> JSONOutput? in
        guard let location = note.location else { return nil }
        guard case .object(var members) = Self.location(location, context: context) else {
          return nil
        }
        members.append(("id", .integer(offset)))
        members.append(("message", .object([("text", .string(note.message))])))
        return .object(members)
      }
      if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
      let fixes = diagnostic.suggestions.compactMap { Self.fix($0, context: context) }
      if !fixes.isEmpty { members.append(("fixes", .array(fixes))) }
      members.append(
        (
          "properties",
          .object([
            ("layouts", .array(diagnostic.layouts.map(JSONOutput.string))),
            ("directions", .array(diagnostic.directions.map { .string($0.rawValue) })),
            ("platforms", .array(diagnostic.platforms.map { .string($0.rawValue) })),
            ("osVersions", .array(diagnostic.osVersions.map { .integer($0.rawValue) })),
          ])
        ))
      return .object(members)
    }
    let driver: JSONOutput = .object([
      ("name", .string(context.toolName)),
      ("version", .string(context.toolVersion)),
      ("semanticVersion", .string(context.toolVersion)),
      ("rules", .array(rules)),
    ])
    return JSONWriter.string(
      .object([
        ("$schema", .string(Self.schema)),
        ("version", .string("2.1.0")),
        (
          "runs",
          .array([
            .object(
              [
                ("tool", .object([("driver", driver)])),
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
              ]
                + (result.projectFacts.isEmpty
                  ? []
                  : [
                    (
                      "properties",
                      .object([("project", JSONReporter.project(result.projectFacts))])
                    )
                  ]))
          ])
        ),
      ]))
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// The message, followed by notes that have no place of their own, where it holds, and the
  /// first suggestion.
  static func text(of diagnostic: Diagnostic) -> String {
    var lines = [diagnostic.message]
    lines += diagnostic.notes.filter { $0.location == nil }.map { "note: " + $0.message }
    if let scope = TextReporter.scope(of: diagnostic) { lines.append("note: " + scope) }
    if let suggestion = diagnostic.suggestions.first { lines.append("help: " + suggestion.help) }
    return lines.joined(separator: "\n")
  }

  /// A suggestion as a SARIF fix: its edits as replacements, grouped by file; `nil` for one
  /// without edits.
  static func fix(_ suggestion: Diagnostic.Suggestion, context: ReportContext) -> JSONOutput? {
    guard !suggestion.edits.isEmpty else { return nil }
    var files: [String] = []
    for edit in suggestion.edits where !files.contains(edit.file) { files.append(edit.file) }
    let changes: [JSONOutput] = files.map { file in
      let replacements: [JSONOutput] = suggestion.edits.filter { $0.file == file }.map { edit in
        .object([
          (
            "deletedRegion",
            .object([
              ("startLine", .integer(edit.start.line)),
              ("startColumn", .integer(edit.start.column)),
              ("endLine", .integer(edit.end.line)), ("endColumn", .integer(edit.end.column)),
            ])
          ),
          ("insertedContent", .object([("text", .string(edit.replacement))])),
        ])
      }
      return .object([
        (
          "artifactLocation",
          .object([("uri", .string(uriReference(context.relativePath(file))))])
        ),
        ("replacements", .array(replacements)),
      ])
    }
    return .object([
      ("description", .object([("text", .string(suggestion.help))])),
      ("artifactChanges", .array(changes)),
    ])
  }

  static func location(_ location: SourceLocation, context: ReportContext) -> JSONOutput {
    var physical: [(String, JSONOutput)] = [
      (
        "artifactLocation",
        .object([("uri", .string(uriReference(context.relativePath(location.file))))])
      )
    ]
    if location.line > 0 {
      physical.append(
        (
          "region",
          .object([
            ("startLine", .integer(location.line)), ("startColumn", .integer(location.column)),
          ])
        ))
    }
    var members: [(String, JSONOutput)] = [("physicalLocation", .object(physical))]
    if !location.pointer.isEmpty {
      members.append(
        ("logicalLocations", .array([.object([("fullyQualifiedName", .string(location.pointer))])]))
      )
    }
    return .object(members)
  }

  /// Percent-encodes a path into a URI reference, keeping `/` and unreserved characters: a
  /// relative reference for a relative path, a `file://` URI for an absolute one.
  static func uriReference(_ path: String) -> String {
    var result = path.utf8.first == UInt8(ascii: "/") ? "file://" : ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }
}
