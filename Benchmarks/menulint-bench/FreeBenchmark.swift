import Foundation
import MenuModel

/// `menulint free` beside `menulint lint` on one 300-command app: `free` builds the menus and
/// gathers what they take once, then checks each candidate with look-ups, so it must not take
/// longer than linting the same file.
enum FreeBenchmark {
  static let commands = 300
  static let title = "Export PDF"

  static func run(menulint: String, directory: String, runs: Int) throws {
    let file = "\(directory)/app-\(commands).menu.json"
    let bytes = SyntheticDefinition.realisticApp(commands: commands)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let rounds = max(runs * 4, 20)
    let linter = Linter()
    // In turn, so that both see the machine equally fast.
    var lintTimes: [Double] = []
    var freeTimes: [Double] = []
    var findings = 0
    var free = 0
    for _ in 0..<rounds {
      let (run, lint) = Measure.time { linter.run(bytes, file: file) }
      findings = run.diagnostics.count
      lintTimes.append(lint)
      let (found, freeTime) = Measure.time {
        linter.freeShortcuts(
          in: MenuDefinitionDecoder.decode(bytes, file: file), title: title, limit: 20)
      }
      free = found.count
      freeTimes.append(freeTime)
    }
    let inProcess = (lint: Measure.median(lintTimes), free: Measure.median(freeTimes))
    print(
      "\n`free` beside `lint`: a \(commands)-command app (\(findings) findings), all layouts and "
        + "directions, \(rounds) runs each, in turn, medians:\n")
    print("| | lint ms | free ms | free ÷ lint |")
    print("|---|---:|---:|---:|")
    print(
      "| in-process (library) | \(Format.milliseconds(inProcess.lint)) | "
        + "\(Format.milliseconds(inProcess.free)) | \(Format.ratio(inProcess.free / inProcess.lint)) |"
    )
    if let times = Measure.alternately(
      [[menulint, "lint", file], [menulint, "free", file, "--for", title]], runs: rounds)
    {
      let (lint, freeRun) = (times[0].seconds, times[1].seconds)
      print(
        "| menulint process | \(Format.milliseconds(lint)) | \(Format.milliseconds(freeRun)) | "
          + "\(Format.ratio(freeRun / lint)) |")
    }
    print("\n(\(free) keystrokes listed for '\(title)'.)")
    try suggestionShare(directory: directory, runs: runs)
  }

  /// What suggesting costs a lint of synthetic definitions whose collisions and refused
  /// operations are fixable findings: the same lint with and without suggestions, in turn.
  static func suggestionShare(directory: String, runs: Int) throws {
    print("\nSuggestions' share of a lint (synthetic definitions, in-process, medians):\n")
    print("| commands | findings with suggestions | lint ms | without suggestions ms | share |")
    print("|---:|---:|---:|---:|---:|")
    for size in [10_000, 100_000, 1_000_000] {
      let bytes = SyntheticDefinition(commands: size).generate()
      var plain = LintOptions()
      plain.suggestsShortcuts = false
      let (with, without) = (Linter(), Linter(options: plain))
      var withTimes: [Double] = []
      var withoutTimes: [Double] = []
      var suggested = 0
      for _ in 0..<max(3, size >= 1_000_000 ? 3 : runs) {
        let (run, seconds) = Measure.time { with.run(bytes, file: "s.json") }
        suggested = run.diagnostics.count { !$0.suggestions.isEmpty }
        withTimes.append(seconds)
        withoutTimes.append(Measure.time { without.run(bytes, file: "s.json") }.1)
      }
      let (a, b) = (Measure.median(withTimes), Measure.median(withoutTimes))
      print(
        "| \(Format.count(size)) | \(suggested) | \(Format.milliseconds(a)) | "
          + "\(Format.milliseconds(b)) | \(String(format: "%.1f", (a - b) / a * 100)) % |")
    }
  }
}
