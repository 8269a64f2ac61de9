import Foundation
import TestSupport
import Testing

@testable import menulint

/// Every example's exact output, kept in `Examples/<Name>/expected.txt` as transcripts of the
/// commands below.
///
/// Commands that give one answer are pinned to iPadOS 18, the menus the
/// examples were written for; `lint` checks 18 and 26, and the last runs show 26.
@Suite struct ExamplesTests {
  static let runs: [String: [[String]]] = [
    "Browser": [
      ["lint", "Examples/Browser"],
      [
        "lint", "Examples/Browser/Browser.menu.json", "--responders",
        "Examples/Browser/Browser.responders.json",
      ],
      [
        "resolve", "Examples/Browser/Browser.menu.json", "--responders",
        "Examples/Browser/Browser.responders.json",
        "--scenario", "noTabs", "--action", "performClose:", "--os-version", "18",
      ],
      [
        "resolve", "Examples/Browser/Browser.menu.json", "--responders",
        "Examples/Browser/Browser.responders.json",
        "--scenario", "reading", "--action", "performClose:", "--os-version", "18",
      ],
      [
        "resolve", "Examples/Browser/Browser.menu.json", "--responders",
        "Examples/Browser/Browser.responders.json",
        "--scenario", "reading", "--action", "toggleBookmark:", "--os-version", "18",
      ],
      [
        "resolve", "Examples/Browser/Browser.menu.json", "--responders",
        "Examples/Browser/Browser.responders.json",
        "--scenario", "noTabs", "--shortcut", "cmd+w", "--set", "openTabs=2", "--format", "json",
        "--os-version", "18",
      ],
      [
        "localize", "Examples/Browser/Browser.menu.json", "--layouts", "German,fr,ja", "--rtl",
        "--os-version", "18",
      ],
      ["lint", "Examples/Browser", "--os-versions", "18"],
      [
        "cheatsheet", "Examples/Browser/Browser.menu.json", "--style", "menubar", "--platform",
        "iPadOS", "--os-version", "26", "--format", "text",
      ],
    ],
    "Broken": [
      ["lint", "Examples/Broken"],
      [
        "lint", "Examples/Broken/Broken.menu.json", "--responders",
        "Examples/Broken/Broken.responders.json",
      ],
    ],
    "Feeds": [
      [
        "lint", "Examples/Feeds/Feeds.menu.json", "--responders",
        "Examples/Feeds/Feeds.responders.json",
      ],
      [
        "resolve", "Examples/Feeds/Feeds.menu.json", "--responders",
        "Examples/Feeds/Feeds.responders.json",
        "--scenario", "reading", "--shortcut", "shift+cmd+r", "--os-version", "18",
      ],
      [
        "resolve", "Examples/Feeds/Feeds.menu.json", "--responders",
        "Examples/Feeds/Feeds.responders.json",
        "--scenario", "commenting", "--shortcut", "j", "--os-version", "18",
      ],
      [
        "cheatsheet", "Examples/Feeds/Feeds.menu.json", "--responders",
        "Examples/Feeds/Feeds.responders.json", "--scenario", "browsing", "--os-version", "18",
        "--format", "text",
      ],
    ],
    "MarkdownEditor": [["lint", "Examples/MarkdownEditor"]],
    // Swift with the app's project (DESIGN §12): an iPad-only Xcode project, an iPad and Mac
    // Catalyst one (Xcode 16 synchronized folders, a framework, an extension), and a Swift
    // Playgrounds app.
    "Sketchbook": [
      ["lint", "Examples/Sketchbook"],
      ["lint", "Examples/Sketchbook", "--platform", "macCatalyst", "--os-versions", "26"],
      ["import", "Examples/Sketchbook"],
    ],
    "Ledger": [
      ["lint", "Examples/Ledger"],
      ["lint", "Examples/Ledger", "--format", "json"],
    ],
    "FocusTimer": [
      ["lint", "Examples/FocusTimer"],
      ["import", "Examples/FocusTimer"],
    ],
    // The samples of the build-tool plugin (Docs/Xcode.md): a package and an Xcode project.
    "PluginPackage": [["lint", "Examples/PluginPackage"]],
    "PluginApp": [["lint", "Examples/PluginApp"]],
    "SwiftApp": [
      ["lint", "Examples/SwiftApp"],
      ["lint", "Examples/SwiftApp", "--define", "DEBUG", "--format", "sarif"],
      ["import", "Examples/SwiftApp/AppDelegate.swift"],
    ],
    "Photos": [
      [
        "cheatsheet", "Examples/Photos/Photos.menu.json", "--style", "menubar", "--platform",
        "iPadOS", "--os-version", "26", "--format", "text", "--responders",
        "Examples/Photos/Photos.responders.json",
      ],
      [
        "lint", "Examples/Photos/Photos.menu.json", "--responders",
        "Examples/Photos/Photos.responders.json",
      ],
      [
        "resolve", "Examples/Photos/Photos.menu.json", "--responders",
        "Examples/Photos/Photos.responders.json",
        "--scenario", "photoGrid", "--shortcut", "cmd+c", "--os-version", "18",
      ],
      [
        "resolve", "Examples/Photos/Photos.menu.json", "--responders",
        "Examples/Photos/Photos.responders.json",
        "--scenario", "photoSelected", "--shortcut", "cmd+c", "--os-version", "18",
      ],
      [
        "resolve", "Examples/Photos/Photos.menu.json", "--responders",
        "Examples/Photos/Photos.responders.json",
        "--scenario", "photoGrid", "--shortcut", "space", "--os-version", "18",
      ],
      [
        "resolve", "Examples/Photos/Photos.menu.json", "--responders",
        "Examples/Photos/Photos.responders.json",
        "--scenario", "photoGrid", "--shortcut", "space", "--platform", "macCatalyst",
        "--os-version", "18",
      ],
      [
        "resolve", "Examples/Photos/Photos.menu.json", "--responders",
        "Examples/Photos/Photos.responders.json",
        "--scenario", "photoGrid", "--shortcut", "space", "--format", "json", "--os-version", "18",
      ],
    ],
  ]

  @Test(arguments: runs.keys.sorted()) func outputIsAsDocumented(example: String) {
    let transcript = (Self.runs[example] ?? []).map { Run.real($0).transcript($0) }.joined(
      separator: "\n")
    Golden.expect(transcript, matches: "Examples/\(example)/expected.txt")
  }

  /// The SARIF of a run with a project, which carries its facts in the run's properties, is
  /// valid SARIF 2.1.0 (`Scripts/validate-sarif`, which needs python3's jsonschema).
  @Test(SharedData.trait) func sarifWithAProjectValidates() throws {
    let run = Run.real(["lint", "Examples/Ledger", "--format", "sarif"])
    #expect(run.stdout.contains(#""project": {"#))
    try SARIFValidation.expectValid(run.stdout)
  }

  @Test func exitCodesAreAsDocumented() {
    #expect(Run.real(["lint", "Examples/Photos/Photos.menu.json"]).status == 0)
    // The README's first command: Close Tab sends performClose:, so iPadOS 26's hidden ⌘W
    // Close does not clash with it.
    #expect(Run.real(["lint", "Examples/Browser/Browser.menu.json"]).status == 0)
    #expect(Run.real(["lint", "Examples/Browser"]).status == 0)
    #expect(Run.real(["lint", "Examples/Broken"]).status == 1)
    #expect(Run.real(["lint", "Examples/Missing"]).status == 66)
    #expect(Run.real(["lint", "--format", "xml", "Examples"]).status == 64)
    #expect(
      Run.real(["lint", "Examples/Browser", "--responders", "Examples/Missing.json"]).status == 66)
  }
}

@Suite struct ParallelLintTests {
  /// Many files are linted at once; the report is the same whatever the number of jobs.
  @Test func reportDoesNotDependOnTheNumberOfJobs() {
    var files: [String: String] = [:]
    for index in 0..<40 {
      files["defs/app\(index).menu.json"] = #"""
        {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [
          {"type": "command", "title": "Save As…", "action": "saveAs:", "shortcut": "shift+cmd+s"},
          {"type": "command", "title": "Copy \#(index)", "action": "copy\#(index):", "shortcut": "cmd+c"},
          {"type": "command", "title": "Duplicate", "action": "duplicate:", "shortcut": "shift+cmd+S"}],
          "atEndOf": "file"}]}
        """#
    }
    let sequential = Run.memory(["lint", "defs", "--jobs", "1", "--format", "json"], files: files)
    let parallel = Run.memory(["lint", "defs", "--jobs", "4", "--format", "json"], files: files)
    #expect(sequential.status == 1)
    #expect(parallel.stdout == sequential.stdout)
    #expect(sequential.stdout.contains(#""files": 40"#))
    #expect(Run.memory(["lint", "defs", "--jobs", "0"], files: files).status == 64)
  }
}
