import MenuModel
import Testing

/// Text with emoji markers (`1️⃣`, `2️⃣`, …) that say where diagnostics must point.
///
/// The markers are removed; each one's 1-based line and column (in Unicode scalars) is kept.
struct MarkedText {
  let text: String
  let markers: [String: (line: Int, column: Int)]

  init(_ marked: String) {
    var text = ""
    var markers: [String: (line: Int, column: Int)] = [:]
    var line = 1
    var column = 1
    var rest = Substring(marked)
    outer: while let character = rest.first {
      for marker in RuleExample.markers where rest.hasPrefix(marker) {
        markers[marker] = (line, column)
        rest = rest.dropFirst(marker.count)
        continue outer
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
      rest = rest.dropFirst()
    }
    self.text = text
    self.markers = markers
  }

  /// The marker positions as `line:column` strings, sorted.
  var positions: [String] {
    markers.values.map { "\($0.line):\($0.column)" }.sorted()
  }
}

/// Lints marked text and checks that `rule` reports exactly at the markers.
func expectDiagnostics(
  _ rule: RuleID, in marked: String, options: LintOptions = LintOptions(),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let text = MarkedText(marked)
  let diagnostics = Linter(options: options).lint(Array(text.text.utf8), file: "test.menu.json")
  let positions = diagnostics.filter { $0.ruleID == rule }.compactMap { diagnostic in
    diagnostic.location.map { "\($0.line):\($0.column)" }
  }
  #expect(
    positions.sorted() == text.positions,
    "\(rule) reported \(diagnostics.filter { $0.ruleID == rule }.map(\.message))",
    sourceLocation: sourceLocation)
}

/// Lints a definition given as text.
func lint(_ text: String, options: LintOptions = LintOptions()) -> [Diagnostic] {
  Linter(options: options).lint(Array(text.utf8), file: "test.menu.json")
}
