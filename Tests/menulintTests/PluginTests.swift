import Foundation
import TestSupport
import Testing

/// The SwiftPM command plugin, built and run by `Scripts/test-plugin` (which `.ci/run` runs).
///
/// Building the plugin needs its own SwiftPM build directory (the running `swift test` holds
/// `.build`), which takes minutes, so the test runs only when asked for.
@Suite struct PluginTests {
  static let requested = ProcessInfo.processInfo.environment["MENULINT_PLUGIN_TEST"] == "1"

  @Test(
    .enabled(
      if: requested,
      "set MENULINT_PLUGIN_TEST=1 to build and run 'swift package menulint' (Scripts/test-plugin; .ci/run runs it)"
    ))
  func pluginBuildsAndRuns() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["SCRATCH_PATH"] =
      Golden.repositoryRoot.appendingPathComponent(".build/plugin-test")
      .path
    let run = try Subprocess.run(
      Golden.repositoryRoot.appendingPathComponent("Scripts/test-plugin").path,
      environment: environment)
    #expect(run.status == 0, "Scripts/test-plugin failed:\n\(run.output)")
  }

  @Test func thePackageDeclaresThePlugin() throws {
    let manifest = try String(
      contentsOf: Golden.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#"intent: .custom(verb: "menulint""#))
    #expect(
      FileManager.default.fileExists(
        atPath: Golden.repositoryRoot.appendingPathComponent(
          "Plugins/MenulintPlugin/MenulintPlugin.swift"
        ).path))
  }
}
