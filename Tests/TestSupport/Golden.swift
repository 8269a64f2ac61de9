import Foundation
import Testing

/// Golden files: expected output kept in the repository and compared byte for byte.
///
/// `MENULINT_RECORD=1 swift test` rewrites the files that differ; the test still fails after
/// recording, so a recorded change is always reviewed.
package enum Golden {
  /// The repository's root directory, which golden paths are relative to.
  package static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Whether `MENULINT_RECORD=1` asks to rewrite golden files.
  package static var isRecording: Bool {
    ProcessInfo.processInfo.environment["MENULINT_RECORD"] == "1"
  }

  /// Compares `actual` with the file at `path` (relative to the repository root).
  package static func expect(
    _ actual: String, matches path: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let url = repositoryRoot.appendingPathComponent(path)
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if expected == actual { return }
    if isRecording {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded \(path); run the tests again", sourceLocation: sourceLocation)
      return
    }
    guard let expected else {
      Issue.record(
        "\(path) is missing; run with MENULINT_RECORD=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    Issue.record(
      "\(path) differs (MENULINT_RECORD=1 re-records):\n\(firstDifference(expected, actual))",
      sourceLocation: sourceLocation)
  }

  /// The first differing line, for readable failures.
  package static func firstDifference(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let a = index < left.count ? String(left[index]) : "<end>"
      let b = index < right.count ? String(right[index]) : "<end>"
      if a != b { return "line \(index + 1)\n  expected: \(a)\n  actual:   \(b)" }
    }
    return "(line endings differ)"
  }
}
