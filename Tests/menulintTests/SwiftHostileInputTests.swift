import Foundation
import MenuModel
import Testing

@testable import menulint

/// Swift that an outside run of hostile inputs found hard for the importer: each finishes
/// quickly with a clear answer, and neither crashes nor hangs.
@Suite(.enabled(if: swiftcIsInstalled, "swiftc is not installed")) struct SwiftHostileInputTests {
  func importSource(_ source: String, arguments: [String] = []) -> (Run, Duration) {
    let clock = ContinuousClock()
    var run = Run(stdout: "", stderr: "", status: -1)
    let duration = clock.measure {
      run = importSwift(["App.swift": source], arguments: arguments)
    }
    return (run, duration)
  }

  /// Closures nested 40 deep, each called once: evaluated once each, not twice per level.
  @Test func closuresNestedFortyDeepAreEvaluatedOnce() {
    var body =
      "UIKeyCommand(title: \"Deep\", action: #selector(deep), input: \"d\", modifierFlags: .command)"
    for _ in 0..<40 { body = "{ \(body) }()" }
    let source = """
      class A: UIResponder {
        override func buildMenu(with builder: UIMenuBuilder) {
          builder.insertChild(UIMenu(title: "Deep", children: [\(body)]), atEndOfMenu: .file)
        }
        @objc func deep() {}
      }
      """
    let (run, duration) = importSource(source)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(duration < .seconds(20), "took \(duration)")
    // Closures are followed a bounded depth: either the command or a note saying where it
    // stopped.
    #expect(
      run.stdout.contains(#""title": "Deep""#) || run.stderr.contains("nested too deeply"),
      "\(run.stdout)\(run.stderr)")
  }

  /// Calls deeper than the importer follows are a note at the call, not a silent loss.
  @Test func callsTooDeepToFollowAreNamed() {
    var helpers = "  func b0(_ builder: UIMenuBuilder) { builder.remove(menu: .format) }\n"
    for level in 1...12 {
      helpers += "  func b\(level)(_ builder: UIMenuBuilder) { b\(level - 1)(builder) }\n"
    }
    let source = """
      class A: UIResponder {
        override func buildMenu(with builder: UIMenuBuilder) { b12(builder) }
      \(helpers)
      }
      """
    let (run, _) = importSource(source)
    #expect(run.stderr.contains("is not followed here: calls are followed 8 deep"), "\(run.stderr)")
  }

  /// Helpers that each call the next twice: remembered per arguments, and lists that would
  /// double twenty times are stopped with a note, so a small file stays quick.
  @Test func helpersThatDoubleTheirWorkStayQuick() {
    var helpers =
      "  func h0() -> [UIKeyCommand] { [UIKeyCommand(title: \"K\", action: #selector(k), input: \"k\", modifierFlags: .command)] }\n"
    for level in 1...20 {
      helpers += "  func h\(level)() -> [UIKeyCommand] { h\(level - 1)() + h\(level - 1)() }\n"
    }
    let source = """
      class V: UIViewController {
        override var keyCommands: [UIKeyCommand]? { h20() }
      \(helpers)
        @objc func k() {}
      }
      """
    let (run, duration) = importSource(source, arguments: ["--responders-output", "r.json"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(duration < .seconds(20), "took \(duration)")
    #expect(run.stderr.contains("note:"), "\(run.stderr)")
  }

  /// Builder helpers that each call the next twenty times: the evaluation budget stops them,
  /// and a note says where.
  @Test func anEvaluationBudgetStopsRunawayCode() throws {
    var helpers = "  func b0(_ builder: UIMenuBuilder) { builder.remove(menu: .format) }\n"
    for level in 1...6 {
      helpers +=
        "  func b\(level)(_ builder: UIMenuBuilder) { "
        + String(repeating: "b\(level - 1)(builder); ", count: 20) + "}\n"
    }
    let source = """
      class A: UIResponder {
        override func buildMenu(with builder: UIMenuBuilder) { b6(builder) }
      \(helpers)
      }
      """
    let frontEnd = try SwiftFrontEnd.start(environment: toolchainEnvironment)
    let clock = ContinuousClock()
    var imported: SwiftImport?
    let duration = try clock.measure {
      imported = try frontEnd.importFiles(
        [(name: "App.swift", bytes: Array(source.utf8))], defines: [], jobs: 1, stepBudget: 20_000
      ).imported
    }
    #expect(duration < .seconds(20), "took \(duration)")
    let notes = try #require(imported).notes.map(\.message)
    #expect(notes.contains { $0.hasPrefix("evaluation stopped here") }, "\(notes.prefix(5))")
  }

  /// 60,000 distinct `#if` flags: one note naming them, found in linear time.
  @Test func sixtyThousandFlagsAreNamedQuickly() {
    var source =
      "let k = UIKeyCommand(input: \"k\", modifierFlags: .command, action: #selector(k))\n"
    for index in 0..<60_000 { source += "#if FLAG\(index)\n#endif\n" }
    let (run, duration) = importSource(source)
    #expect(run.status == 0, "\(run.stderr.prefix(500))")
    #expect(duration < .seconds(30), "took \(duration)")
    #expect(run.stderr.contains("'FLAG9' and 59990 more"), "\(run.stderr.prefix(500))")
  }

  /// A file whose lines end with a lone CR (classic Mac line endings) gets the same locations
  /// as with LF.
  @Test func bareCRLineEndingsGiveTheRightLocations() {
    let lines = [
      "class V: UIViewController {",
      "  override var keyCommands: [UIKeyCommand]? {",
      "    [",
      "      UIKeyCommand(title: \"Known\", action: #selector(k), input: \"k\", modifierFlags: .command),",
      "      makeUnknown(),",
      "    ]",
      "  }",
      "  @objc func k() {}",
      "}",
    ]
    for ending in ["\n", "\r", "\r\n"] {
      let (run, _) = importSource(lines.joined(separator: ending) + ending)
      #expect(
        run.stderr.contains("App.swift:5:7: note: `makeUnknown()`"),
        "\(ending.debugDescription): \(run.stderr)")
    }
  }
}

/// `#if` conditions of any nesting are evaluated without recursion.
@Suite struct ConditionalCompilationDepthTests {
  @Test func aHundredThousandParenthesesDoNotExhaustTheStack() {
    let condition =
      String(repeating: "(", count: 100_000) + "os(iOS)"
      + String(repeating: ")", count: 100_000)
    let source = "#if \(condition)\nkept()\n#endif\n"
    let result = ConditionalCompilation(
      Array(source.utf8), platform: .iPadOS, defines: [], compilerVersion: (6, 3))
    #expect(String(decoding: result.source, as: UTF8.self).contains("kept()"))
    let negated = "#if " + String(repeating: "!", count: 100_001) + "os(iOS)\nkept()\n#endif\n"
    let other = ConditionalCompilation(
      Array(negated.utf8), platform: .iPadOS, defines: [], compilerVersion: (6, 3))
    #expect(!String(decoding: other.source, as: UTF8.self).contains("kept()"))
  }
}
