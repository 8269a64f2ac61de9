import MenuModel
import Testing

@testable import menulint

/// `lint --write-baseline` and `--baseline` end to end (DESIGN §11).
@Suite struct BaselineTests {
  /// Runs menulint over a file system that persists between runs.
  static func run(_ arguments: [String], _ fileSystem: MemoryFileSystem) -> Run {
    var io = CommandIO.capturing()
    io.fileSystem = fileSystem
    let status = CommandLineTool.main(root: MenuLint.self, arguments: arguments, io: &io)
    return Run(
      stdout: io.standardOutput.captured, stderr: io.standardError.captured, status: status)
  }

  /// A definition with `extra` operations first: two findings (⌘I is Italic's; an unknown
  /// field) in the Tools menu.
  static func menu(extra: String = "", tools: String = "") -> String {
    """
    {"formatVersion": 1, "platforms": ["iPadOS"],
     "build": [\(extra)
      {"insertChild": {"type": "menu", "title": "Tools", "id": "com.example.tools", "children": [
        {"type": "command", "title": "Get Info", "action": "getInfo:", "shortcut": "cmd+i"},
        {"type": "command", "title": "Zoom", "action": "zoomTools:", "colour": "red"}\(tools)]},
       "atEndOf": "root"}]}
    """
  }

  @Test func editsElsewhereKeepTheBaselineValid() {
    let files = MemoryFileSystem(files: ["App.menu.json": Array(Self.menu().utf8)])
    let first = Self.run(["lint", "App.menu.json", "--write-baseline", "base.json"], files)
    #expect(first.status == 1)
    #expect(first.stdout.contains("Found 2 problems"))
    let recorded = String(
      decoding: (try? files.read("base.json", limit: 1 << 20)) ?? [], as: UTF8.self)
    #expect(
      recorded.contains(#""element": "/build/insertChild:menu:com.example.tools@atEndOf=root"#))
    #expect(!recorded.contains("\"line\""))

    #expect(
      Self.run(["lint", "App.menu.json", "--baseline", "base.json"], files).stdout
        == "No problems found in 1 file.\n")

    // Another operation first (every line and index moves) and a new finding in Tools.
    let edited = Self.menu(
      extra: """

          {"insertChild": {"type": "menu", "title": "Extras", "children": []}, "atEndOf": "root"},

        """,
      tools: """
        ,
            {"type": "command", "title": "Bold Again", "action": "boldAgain:", "shortcut": "cmd+b"}
        """)
    try? files.write(Array(edited.utf8), to: "App.menu.json")
    let second = Self.run(["lint", "App.menu.json", "--baseline", "base.json"], files)
    #expect(second.status == 1)
    #expect(second.stderr == "")
    #expect(second.stdout.contains("'Bold Again' uses ⌘B"))
    #expect(second.stdout.contains("Found 1 problem (1 error) in 1 file."))
  }

  @Test func entriesThatNoLongerOccurAreCountedOnStandardError() {
    let files = MemoryFileSystem(files: ["App.menu.json": Array(Self.menu().utf8)])
    _ = Self.run(["lint", "App.menu.json", "--write-baseline", "base.json"], files)
    let fixed = Self.menu().replacing(#", "colour": "red""#, with: "")
      .replacing(#""cmd+i""#, with: #""cmd+j""#)
    try? files.write(Array(fixed.utf8), to: "App.menu.json")
    let run = Self.run(["lint", "App.menu.json", "--baseline", "base.json"], files)
    #expect(run.status == 0)
    #expect(
      run.stderr
        == "note: 2 findings in the baseline base.json no longer occur; "
        + "'--write-baseline base.json' drops them\n")
  }

  @Test func theConfigurationNamesTheBaselineAndTheFlagWins() {
    let files = MemoryFileSystem(files: [
      "App.menu.json": Array(Self.menu().utf8),
      ".menulint.json": Array(#"{"formatVersion": 1, "baseline": "ci/base.json"}"#.utf8),
      "ci/empty.json": Array(#"{"version": 1, "findings": []}"#.utf8),
    ])
    _ = Self.run(["lint", "App.menu.json", "--write-baseline", "ci/base.json"], files)
    #expect(Self.run(["lint", "App.menu.json"], files).status == 0)
    #expect(Self.run(["lint", "App.menu.json", "--baseline", "ci/empty.json"], files).status == 1)
  }

  @Test func aMissingOrBrokenBaselineIsAnError() {
    let files = MemoryFileSystem(files: [
      "App.menu.json": Array(Self.menu().utf8), "bad.json": Array(#"{"findings": []}"#.utf8),
    ])
    let missing = Self.run(["lint", "App.menu.json", "--baseline", "nope.json"], files)
    #expect(missing.status == 66)
    #expect(
      missing.stderr == "error: cannot read the baseline: nope.json: no such file or directory\n")
    let broken = Self.run(["lint", "App.menu.json", "--baseline", "bad.json"], files)
    #expect(broken.status == 1)
    #expect(broken.stdout.contains("bad.json:1:1: error: a baseline needs \"version\": 1"))
  }
}
