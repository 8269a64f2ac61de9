import Foundation
import MenuModel
import TestSupport
import Testing

@testable import menulint

/// Every input kept in `Fuzz/regressions/` goes through the pipeline the fuzzer runs: it must
/// end with a report and a documented exit code, never a crash.
@Suite struct FuzzRegressionTests {
  static let directory = Golden.repositoryRoot.appendingPathComponent("Fuzz/regressions")

  static let inputs: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted()

  @Test func regressionInputsAreKept() {
    #expect(!Self.inputs.isEmpty, "Fuzz/regressions/ holds no inputs")
  }

  @Test(arguments: inputs) func passesThroughEveryReporterAndCheatSheet(name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
    for format in ReportFormat.allCases {
      let run = Self.run(["lint", name, "--format", format.rawValue], bytes)
      #expect([0, 1].contains(run.status), "\(format): \(run.stderr)")
    }
    for style in ["overlay", "menubar"] {
      for format in CheatSheetFormat.allCases {
        let run = Self.run(
          ["cheatsheet", name, "--style", style, "--format", format.rawValue], bytes)
        #expect([0, 1].contains(run.status), "\(style) \(format): \(run.stderr)")
      }
    }
  }

  static func run(_ arguments: [String], _ bytes: [UInt8]) -> Run {
    Run.memory(arguments, bytes: [arguments[1]: bytes])
  }
}
