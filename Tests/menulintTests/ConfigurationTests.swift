import Foundation
import MenuModel
import Testing

@testable import menulint

/// `.menulint.json` end to end (DESIGN §11): found, decoded, applied, and overridden by flags.
@Suite struct ConfigurationTests {
  /// A file with one warning on every layout but German: ⌘Ü cannot be typed on US.
  static let umlaut = """
    {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertChild": {"type": "menu",
     "title": "Tools", "children": [{"type": "command", "title": "Umlaut", "action": "umlaut:",
     "shortcut": "cmd+ü"}]}, "atEndOf": "root"}]}
    """
  /// A file with one `unknown-field` warning.
  static let unknownField = #"{"formatVersion": 1, "colour": "red"}"#

  @Test func aRuleTurnedOffIsNotReported() {
    let run = Run.memory(
      ["lint", "a.menu.json"],
      files: [
        "a.menu.json": Self.unknownField,
        ".menulint.json": #"{"formatVersion": 1, "rules": {"unknown-field": "off"}}"#,
      ])
    #expect(run.stdout == "No problems found in 1 file.\n")
    #expect(run.status == 0)
  }

  @Test func aRuleGetsTheConfiguredSeverity() {
    let run = Run.memory(
      ["lint", "a.menu.json"],
      files: [
        "a.menu.json": Self.unknownField,
        ".menulint.json": #"{"formatVersion": 1, "rules": {"unknown-field": "error"}}"#,
      ])
    #expect(run.stdout.contains("a.menu.json:1:22: error: unknown field 'colour'"))
    #expect(run.status == 1)
  }

  @Test func flagsWinOverTheConfiguration() {
    let files = [
      "a.menu.json": Self.umlaut,
      ".menulint.json": #"{"formatVersion": 1, "layouts": ["German"]}"#,
    ]
    #expect(Run.memory(["lint", "a.menu.json"], files: files).stdout.hasPrefix("No problems"))
    let flagged = Run.memory(["lint", "a.menu.json", "--layouts", "US"], files: files)
    #expect(flagged.stdout.contains("[untypeable-shortcut]"))
    // `--disable` wins over a severity the configuration gives.
    let disabled = Run.memory(
      ["lint", "a.menu.json", "--disable", "unknown-field"],
      files: [
        "a.menu.json": Self.unknownField,
        ".menulint.json": #"{"formatVersion": 1, "rules": {"unknown-field": "error"}}"#,
      ])
    #expect(disabled.status == 0)
  }

  @Test func mistakesInTheConfigurationAreLocatedInIt() {
    let config = """
      {"formatVersion": 1, "rulez": {},
       "rules": {"unknown-feild": "off", "unknown-field": "loud"}}
      """
    let run = Run.memory(
      ["lint", "a.menu.json"],
      files: ["a.menu.json": #"{"formatVersion": 1}"#, ".menulint.json": config])
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        .menulint.json:1:22: warning: unknown field 'rulez' in a menulint configuration; did you \
        mean 'rules'? [unknown-field]
        .menulint.json:2:12: error: unknown rule 'unknown-feild'; did you mean 'unknown-field'? \
        [invalid-definition]
        .menulint.json:2:53: error: unknown severity 'loud'; expected 'off', 'note', 'warning', \
        'error' [invalid-definition]
        Found 3 problems (2 errors, 1 warning) in 1 file.

        """)
  }

  @Test func anExplicitConfigIsUsedAndAMissingOneIsUnreadable() {
    let files = [
      "a.menu.json": Self.unknownField,
      "ci/strict.json": #"{"formatVersion": 1, "rules": {"unknown-field": "error"}}"#,
    ]
    #expect(
      Run.memory(["lint", "a.menu.json", "--config", "ci/strict.json"], files: files).status == 1)
    let missing = Run.memory(["lint", "a.menu.json", "--config", "nope.json"], files: files)
    #expect(missing.status == 66)
    #expect(
      missing.stderr
        == "error: cannot read the configuration: nope.json: no such file or directory\n")
  }

  @Test func excludedPathsAreLeftOutOfDirectorySearches() {
    let files = [
      "App/a.menu.json": #"{"formatVersion": 1}"#,
      "App/Fixtures/bad.menu.json": "not json",
      "App/generated/x.menu.json": "not json",
      ".menulint.json":
        #"{"formatVersion": 1, "exclude": ["App/Fixtures", "**/generated/*.json"]}"#,
    ]
    let run = Run.memory(["lint", "App"], files: files)
    #expect(run.stdout == "No problems found in 1 file.\n")
    #expect(run.status == 0)
    // Everything excluded: the directory yields no definition.
    let none = Run.memory(
      ["lint", "App"],
      files: files.merging([".menulint.json": #"{"formatVersion": 1, "exclude": ["**"]}"#]) {
        $1
      })
    #expect(none.status == 66)
  }

  @Test func theNearestConfigurationInAParentIsFound() throws {
    let root = try InputAndExitTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/App/Menus", withIntermediateDirectories: true)
    try Data(Self.unknownField.utf8).write(
      to: URL(fileURLWithPath: root + "/App/Menus/a.menu.json"))
    try Data(#"{"formatVersion": 1, "rules": {"unknown-field": "error"}}"#.utf8).write(
      to: URL(fileURLWithPath: root + "/.menulint.json"))
    var io = CommandIO.capturing()
    io.fileSystem = RootedFileSystem(root: root + "/App")
    io.currentDirectory = root + "/App"
    let status = CommandLineTool.main(root: MenuLint.self, arguments: ["lint"], io: &io)
    #expect(status == 1)
    #expect(io.standardOutput.captured.contains("Menus/a.menu.json:1:22: error: unknown field"))
  }

  @Test func theConfigSchemaDescribesEveryKey() throws {
    let run = Run.memory(["schema", "config"])
    #expect(run.status == 0)
    for key in [
      "formatVersion", "rules", "layouts", "directions", "platforms", "exclude", "baseline",
    ] {
      #expect(run.stdout.contains("\"\(key)\""))
    }
    #expect(run.stdout.contains("\"keystroke-collision\""))
  }

  @Test(arguments: [
    ("Fixtures", "Fixtures/a.menu.json", true), ("*.menu.json", "a.menu.json", true),
    ("*.menu.json", "dir/a.menu.json", false), ("**/*.menu.json", "dir/sub/a.menu.json", true),
    ("dir/?.menu.json", "dir/a.menu.json", true), ("dir/?.menu.json", "dir/ab.menu.json", false),
    ("a*b*c", "axxbyyc", true), ("a*b*c", "axxbyy", false),
  ])
  func globs(pattern: String, path: String, matches: Bool) {
    #expect(Glob.matches(pattern, path) == matches)
  }
}
