import Testing

@testable import menulint

/// The CLI leaves the last files' models for the process exit to free, and only when the
/// process ends with the command.
@Suite(.serialized) struct KeptUntilExitTests {
  final class Model: Sendable {}

  @Test func aKeptValueOutlivesItsLastReference() {
    weak var weakModel: Model?
    do {
      let model = Model()
      weakModel = model
      KeptUntilExit.keep([model])
    }
    #expect(weakModel != nil)
  }

  @Test func lintKeepsItsModelsOnlyWhenTheProcessExitsNext() {
    let file = Array(#"{"formatVersion": 1, "platforms": ["iPadOS"], "build": []}"#.utf8)
    var counts: [Int] = []
    for exits in [false, true] {
      var io = CommandIO.capturing(files: ["a.menu.json": file])
      io.exitsWhenDone = exits
      let before = KeptUntilExit.count
      let status = CommandLineTool.main(
        root: MenuLint.self, arguments: ["lint", "a.menu.json"], io: &io)
      #expect(status == 0)
      counts.append(KeptUntilExit.count - before)
    }
    #expect(counts == [0, 1])
  }

  /// A last batch of more files than threads is freed as it goes: keeping it would hold more
  /// models at once than linting them does.
  @Test func aLastBatchOfMoreFilesThanThreadsIsNotKept() {
    let file = Array(#"{"formatVersion": 1, "platforms": ["iPadOS"], "build": []}"#.utf8)
    var io = CommandIO.capturing(files: ["a.menu.json": file, "b.menu.json": file])
    io.exitsWhenDone = true
    let before = KeptUntilExit.count
    let status = CommandLineTool.main(
      root: MenuLint.self, arguments: ["lint", "--jobs", "1", "a.menu.json", "b.menu.json"],
      io: &io)
    #expect(status == 0)
    #expect(KeptUntilExit.count == before)
  }
}
