import MenuModel
import Testing

/// Text with emoji markers (`1️⃣`, `2️⃣`, …) that say where diagnostics must point.
///
/// The markers are removed; each one's 1-based line and column (in Unicode scalars) is kept.
package struct MarkedText {
  package let text: String
  package let markers: [String: (line: Int, column: Int)]

  package init(_ marked: String) {
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
  package var positions: [String] {
    markers.values.map { "\($0.line):\($0.column)" }.sorted()
  }
}

/// Lints a rule example — its menu and, if any, its responders — with markers removed.
///
/// - Returns: The diagnostics, and the marker positions as `file:line:column`.
package func lint(example: RuleExample) -> (diagnostics: [Diagnostic], markers: [String]) {
  let menu = MarkedText(example.menu)
  var options = LintOptions()
  var diagnostics: [Diagnostic] = []
  var markers = menu.positions.map { "test.menu.json:" + $0 }
  if let responders = example.responders.map(MarkedText.init) {
    let (definition, found) = Linter(options: options).lintResponders(
      Array(responders.text.utf8), file: "test.responders.json")
    options.responders = definition
    diagnostics += found
    markers += responders.positions.map { "test.responders.json:" + $0 }
  }
  diagnostics += Linter(options: options).lint(Array(menu.text.utf8), file: "test.menu.json")
  return (diagnostics, markers.sorted())
}

/// Lints marked text and checks that `rule` reports exactly at the markers.
package func expectDiagnostics(
  _ rule: RuleID, in example: RuleExample, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let (diagnostics, markers) = lint(example: example)
  let found = diagnostics.filter { $0.ruleID == rule }
  let positions = found.compactMap { $0.location.map { "\($0.file):\($0.line):\($0.column)" } }
  #expect(
    positions.sorted() == markers, "\(rule) reported \(found.map(\.message))",
    sourceLocation: sourceLocation)
}

/// Lints a definition given as text.
package func lint(_ text: String, options: LintOptions = LintOptions()) -> [Diagnostic] {
  Linter(options: options).lint(Array(text.utf8), file: "test.menu.json")
}
