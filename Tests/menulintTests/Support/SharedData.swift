import Foundation
import Testing

/// Access to `../shared/` (test suites, layout data) next to the repository.
///
/// A clone without `../shared/` skips the tests that need it, visibly; `.ci/run` sets
/// `MENULINT_REQUIRE_SHARED=1` so that in CI they fail instead. (The same helper as in
/// MenuModelTests, for the command-line tests.)
enum SharedData {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let root = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")

  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent("DESIGN.md").path)
  }

  static var isRequired: Bool {
    ProcessInfo.processInfo.environment["MENULINT_REQUIRE_SHARED"] == "1"
  }

  /// The trait for tests that read `../shared/`: they run when it is there or required.
  static var trait: ConditionTrait {
    .enabled(
      if: isAvailable || isRequired,
      "skipped: ../shared/ is not next to this clone (set MENULINT_REQUIRE_SHARED=1 to fail)")
  }

  /// The URL of a file under `../shared/`, recording a failure when it is missing.
  static func url(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> URL
  {
    let url = root.appendingPathComponent(path)
    try #require(
      FileManager.default.fileExists(atPath: url.path),
      "\(url.path) is missing; MENULINT_REQUIRE_SHARED=1 requires ../shared/",
      sourceLocation: sourceLocation)
    return url
  }
}
