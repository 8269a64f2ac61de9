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
  }
}
