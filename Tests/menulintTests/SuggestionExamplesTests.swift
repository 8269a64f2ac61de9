import Foundation
import MenuModel
import TestSupport
import Testing

@testable import menulint

/// On the Swift examples, every suggestion, applied to a copy of the app, lints clean: no
/// finding about the command's shortcut remains, and none about the key it now has. (The JSON
/// examples are checked in `ShortcutSuggestionTests`.)
@Suite(.enabled(if: swiftcIsInstalled, "swiftc is not installed"))
struct SuggestionExamplesTests {
  static let fixable: Set<String> = [
    "duplicate-shortcut", "keystroke-collision", "shadowed-shortcut", "reserved-shortcut",
    "untypeable-shortcut", "system-behavior-conflict",
  ]

  /// A suggestion as the JSON report gives it, with the finding's place.
  struct Applied {
    var file: String
    var line: Int
    var display: String
    var canonical: String
    var edits: [[String: Any]]
  }

  /// The findings of a JSON report.
  static func diagnostics(_ report: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
    return object?["diagnostics"] as? [[String: Any]] ?? []
  }

  /// The byte offset of a 1-based line and column (in Unicode scalars).
  static func offset(in bytes: [UInt8], line: Int, column: Int) -> Int {
    var offset = 0
    var currentLine = 1
    while currentLine < line, offset < bytes.count {
      if bytes[offset] == 10 { currentLine += 1 }
      offset += 1
    }
    var scalars = 1
    while scalars < column, offset < bytes.count {
      offset += 1
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      scalars += 1
    }
    return offset
  }

  @Test(arguments: [
    ["Examples/SwiftApp"], ["Examples/SwiftApp", "--define", "DEBUG"], ["Examples/Ledger"],
    ["Examples/Sketchbook"], ["Examples/FocusTimer"],
  ])
  func everySuggestionLintsCleanWhenApplied(arguments: [String]) throws {
    let example = arguments[0]
    let options = Array(arguments.dropFirst())
    let report = Run.real(["lint", example, "--format", "json"] + options).stdout
    var applied: [Applied] = []
    for diagnostic in try Self.diagnostics(report) {
      guard let location = diagnostic["location"] as? [String: Any],
        let file = location["file"] as? String, let line = location["line"] as? Int
      else { continue }
      for suggestion in diagnostic["suggestions"] as? [[String: Any]] ?? [] {
        let shortcut = suggestion["shortcut"] as? [String: Any]
        applied.append(
          Applied(
            file: file, line: line, display: shortcut?["display"] as? String ?? "",
            canonical: suggestion["canonical"] as? String ?? "",
            edits: suggestion["edits"] as? [[String: Any]] ?? []))
      }
    }
    #expect(!applied.isEmpty)
    var seen: Set<String> = []
    for suggestion in applied where seen.insert("\(suggestion.line) \(suggestion.display)").inserted
    {
      #expect(
        !suggestion.edits.isEmpty, "\(suggestion.file):\(suggestion.line) \(suggestion.display)")
      let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
        "menulint-apply-\(UUID().uuidString)")
      try FileManager.default.copyItem(
        at: Golden.repositoryRoot.appendingPathComponent(example), to: copy)
      defer { try? FileManager.default.removeItem(at: copy) }
      // The edits of one file, last first, so that earlier offsets stay put.
      var byFile: [String: [[String: Any]]] = [:]
      for edit in suggestion.edits {
        byFile[edit["file"] as? String ?? "", default: []].append(edit)
      }
      for (file, edits) in byFile {
        let path = copy.path + String(file.dropFirst(example.count))
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let ranges = edits.map { edit -> (Range<Int>, String) in
          let start = Self.offset(
            in: bytes, line: edit["line"] as? Int ?? 0, column: edit["column"] as? Int ?? 0)
          let end = Self.offset(
            in: bytes, line: edit["endLine"] as? Int ?? 0, column: edit["endColumn"] as? Int ?? 0)
          return (start..<end, edit["replacement"] as? String ?? "")
        }
        for (range, replacement) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
          bytes.replaceSubrange(range, with: Array(replacement.utf8))
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
      }
      let after = try Self.diagnostics(
        Run.real(["lint", copy.path, "--format", "json"] + options).stdout)
      let subjectFile = copy.path + String(suggestion.file.dropFirst(example.count))
      let offending = after.filter { finding in
        guard Self.fixable.contains(finding["rule"] as? String ?? "") else { return false }
        let location = finding["location"] as? [String: Any]
        let message = finding["message"] as? String ?? ""
        return
          (location?["file"] as? String == subjectFile
          && location?["line"] as? Int == suggestion.line)
          || message.contains(suggestion.display) || message.contains("(\(suggestion.canonical))")
      }
      #expect(
        offending.isEmpty,
        "\(suggestion.file):\(suggestion.line) → \(suggestion.display): \(offending.map { $0["message"] ?? "" })"
      )
    }
  }
}
