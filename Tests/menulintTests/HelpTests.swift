import TestSupport
import Testing

@testable import menulint

/// The help screen of every command, kept as golden files.
@Suite struct HelpTests {
  static let commands = ["", "lint", "cheatsheet", "rules", "explain", "resolve", "localize"]

  @Test(arguments: commands) func helpIsAsDocumented(command: String) {
    let arguments = command.isEmpty ? ["--help"] : [command, "--help"]
    let run = Run.memory(arguments)
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    Golden.expect(
      run.stdout,
      matches: "Tests/menulintTests/Snapshots/help-\(command.isEmpty ? "menulint" : command).txt")
  }

  @Test func versionIsTheChangelogsLatestRelease() throws {
    let run = Run.memory(["--version"])
    #expect(run.stdout == menulintVersion + "\n")
    let changelog = try String(
      contentsOf: Golden.repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let released = changelog.split(separator: "\n").first {
      $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
    }
    if let released {
      #expect(
        released.hasPrefix("## [\(menulintVersion)]"), "CHANGELOG's latest release is \(released)")
    } else {
      #expect(menulintVersion == "0.1.0", "no release in CHANGELOG.md yet; the first will be 0.1.0")
    }
  }
}
