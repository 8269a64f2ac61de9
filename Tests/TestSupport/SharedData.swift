import Foundation
import Testing

/// Access to `../shared/` (test suites, layout data) next to the repository.
///
/// A clone without `../shared/` skips the tests that need it, visibly; `.ci/run` sets
/// `MENULINT_REQUIRE_SHARED=1` so that in CI they fail instead.
package enum SharedData {
  package static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  package static let root = repositoryRoot.deletingLastPathComponent().appendingPathComponent(
    "shared")

  package static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent("DESIGN.md").path)
  }

  package static var isRequired: Bool {
    ProcessInfo.processInfo.environment["MENULINT_REQUIRE_SHARED"] == "1"
  }

  /// The trait for tests that read `../shared/`: they run when it is there or required.
  package static var trait: ConditionTrait {
    .enabled(
      if: isAvailable || isRequired,
      "skipped: ../shared/ is not next to this clone (set MENULINT_REQUIRE_SHARED=1 to fail)")
  }

  /// The URL of a file under `../shared/`, recording a failure when it is missing.
  package static func url(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
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
