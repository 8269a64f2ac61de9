/// An entry of a baseline file: findings of one rule about one element that a project accepts
/// for now (see `Baseline` in `Lint/`).
struct BaselineEntry {
  let rule: String
  let file: String
  let element: String
  let count: Int
  let message: String?
}

extension DefinitionReader {
  /// Reads `{"version": 1, "findings": [{"rule", "file", "element", "count", "message"}]}`.
  ///
  /// - Parameter formatVersion: The version a baseline must have.
  /// - Returns: The entries in order, or `nil` when the file is no baseline.
  mutating func decodeBaselineEntries(formatVersion: Int) -> [BaselineEntry]? {
    let root = BorrowedJSONValue(document.root)
    guard root.kind == .object else {
      report(.invalidDefinition, "a baseline must be an object, found \(root.kind)", at: root)
      return nil
    }
    let fields = ObjectReader(
      root, known: ["version", "findings"], context: "a baseline", diagnostics: &diagnostics)
    guard fields["version"]?.integer == formatVersion else {
      report(
        .unsupportedFormatVersion, "a baseline needs \"version\": \(formatVersion)",
        at: fields["version"] ?? root)
      return nil
    }
    var entries: [BaselineEntry] = []
    guard let findings = fields["findings"], findings.kind == .array else {
      report(.invalidDefinition, "a baseline needs a 'findings' array", at: root)
      return nil
    }
    for entry in findings.elements {
      guard entry.kind == .object else {
        report(.invalidDefinition, "a baseline entry must be an object", at: entry)
        continue
      }
      let entryFields = ObjectReader(
        entry, known: ["rule", "file", "element", "count", "message"],
        context: "a baseline entry", diagnostics: &diagnostics)
      guard let rule = required(entryFields, "rule", in: entry, "a baseline entry"),
        let file = entryFields["file"].flatMap({ string($0, "file") }),
        let element = entryFields["element"].flatMap({ string($0, "element") })
      else {
        if entryFields["file"] == nil || entryFields["element"] == nil {
          report(.invalidDefinition, "a baseline entry needs 'file' and 'element'", at: entry)
        }
        continue
      }
      let count = entryFields["count"].map { $0.integer ?? 0 } ?? 1
      guard count > 0 else {
        report(
          .invalidDefinition, "'count' must be a positive integer",
          at: entryFields["count"] ?? entry
        )
        continue
      }
      entries.append(
        BaselineEntry(
          rule: rule, file: file, element: element, count: count,
          message: entryFields["message"]?.string))
    }
    return entries
  }
}
