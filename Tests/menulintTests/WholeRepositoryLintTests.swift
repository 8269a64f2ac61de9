import Foundation
import MenuModel
import Testing

@testable import menulint

/// A whole repository's lint never gives up on the rest: a Swift file that does not parse is a
/// finding, the others are linted, the report is written, and the exit status says so.
@Suite struct WholeRepositoryLintTests {
  /// An app delegate whose Get Info ⌘I clashes with the system's Italic.
  static let appDelegate = """
    class AppDelegate: UIResponder, UIApplicationDelegate {
      override func buildMenu(with builder: UIMenuBuilder) {
        let info = UIKeyCommand(title: "Get Info", action: #selector(getInfo), input: "i", modifierFlags: .command)
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [info]), atStartOfMenu: .file)
      }
      @objc func getInfo() {}
    }
    """

  /// A view controller whose key command list is not closed.
  static let broken = """
    class Broken: UIViewController {
      override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Go", action: #selector(go), input: "g", modifierFlags: .command)
      }
    }
    """

  static let repository = [
    "App/AppDelegate.swift": appDelegate, "App/Broken.swift": broken,
    "App/Model.swift": "struct Model {}\n",
  ]

  static func run(_ arguments: [String], _ files: [String: String]) -> (Run, [String: [UInt8]]) {
    var io = CommandIO.capturing(files: files.mapValues { Array($0.utf8) })
    io.environment = toolchainEnvironment
    let status = CommandLineTool.main(root: MenuLint.self, arguments: arguments, io: &io)
    return (
      Run(stdout: io.standardOutput.captured, stderr: io.standardError.captured, status: status),
      (io.fileSystem as? MemoryFileSystem)?.files ?? [:]
    )
  }

  @Test(.enabled(if: swiftcIsInstalled, "swiftc is not installed"))
  func aBrokenFileIsAFindingAndTheRestIsLinted() {
    let (run, _) = Self.run(["lint", "App", "--layouts", "US"], Self.repository)
    #expect(run.status == 65)
    #expect(
      run.stdout.contains(
        "App/Broken.swift:3:91: error: swiftc cannot parse this file: expected ']' in container "
          + "literal expression; this file is not linted [swift-parse-error]"), "\(run.stdout)")
    #expect(run.stdout.contains("App/AppDelegate.swift:3:16: error: 'Get Info' uses ⌘I"))
    #expect(run.stdout.hasSuffix("Found 2 problems (2 errors) in 3 files.\n"))
    #expect(run.stderr.isEmpty, "\(run.stderr)")
  }

  @Test(
    .enabled(if: swiftcIsInstalled, "swiftc is not installed"),
    arguments: ["sarif", "json", "github"])
  func theReportIsWrittenWhole(format: String) throws {
    let (run, files) = Self.run(
      ["lint", "App", "--layouts", "US", "--format", format, "--output", "report"],
      Self.repository)
    #expect(run.status == 65)
    #expect(run.stdout.isEmpty)
    let report = String(decoding: try #require(files["report"]), as: UTF8.self)
    #expect(report.contains("swift-parse-error"))
    #expect(report.contains("duplicate-shortcut"))
    #expect(report.contains("App/Broken.swift"))
  }

  /// The exit status follows the report: a parse error turned off is no longer one.
  @Test(.enabled(if: swiftcIsInstalled, "swiftc is not installed"))
  func aParseErrorTurnedOffLeavesTheLintErrors() {
    let (run, _) = Self.run(
      ["lint", "App", "--layouts", "US", "--disable", "swift-parse-error"], Self.repository)
    #expect(run.status == 1)
    #expect(!run.stdout.contains("swift-parse-error"))
  }

  @Test func swiftWithoutMenuCodeIsAnEmptyInput() {
    let files = ["Model/Model.swift": "struct Model {}\n", "Model/View.swift": "struct V {}\n"]
    let (run, _) = Self.run(["lint", "Model"], files)
    #expect(run.status == 66)
    #expect(run.stdout == "No problems found in 2 files.\n")
    #expect(
      run.stderr
        == "error: no menu or key-command code found in the 2 Swift files under Model; pass "
        + "'--allow-empty' if that is expected\n")
    let allowed = Self.run(["lint", "Model", "--allow-empty"], files).0
    #expect(allowed.status == 0)
    #expect(allowed.stderr.isEmpty)
    // An empty directory answers the same.
    #expect(Self.run(["lint", "Empty"], ["Empty/.keep": ""]).0.status == 66)
  }

  @Test(arguments: ["cheatsheet", "localize"])
  func commandsOfOneFileNeedMenuCode(command: String) {
    let (run, _) = Self.run([command, "Model"], ["Model/Model.swift": "struct Model {}\n"])
    #expect(run.status == 66)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "error: no menu or key-command code found in the Swift of Model\n")
    let (empty, _) = Self.run([command, "Empty"], ["Empty/notes.txt": ""])
    #expect(empty.status == 66)
    #expect(empty.stderr == "error: no .swift files found under Empty\n")
  }
}
