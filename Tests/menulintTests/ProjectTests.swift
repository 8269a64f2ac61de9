import Foundation
import MenuModel
import TestSupport
import Testing

@testable import menulint

/// Reading Swift with the app's project (DESIGN §12), end to end over in-memory files.
@Suite struct ProjectTests {
  /// A project fixture of the library's tests.
  static func fixture(_ name: String) -> String {
    let url = Golden.repositoryRoot.appendingPathComponent(
      "Tests/MenuModelTests/Project/Fixtures/" + name)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>UIApplicationSupportsPrintCommand</key><true/></dict></plist>
    """

  /// An app delegate that puts Map Mode ⌘M in the View menu: Mac Catalyst's Minimize has ⌘M.
  static let mapMode = """
    import UIKit
    class AppDelegate: UIResponder, UIApplicationDelegate {
      override func buildMenu(with builder: UIMenuBuilder) {
        let mode = UIKeyCommand(
          title: "Map Mode", action: #selector(AppDelegate.mapMode(_:)), input: "m",
          modifierFlags: .command)
        builder.insertChild(
          UIMenu(title: "", options: .displayInline, children: [mode]), atStartOfMenu: .view)
      }
      @objc func mapMode(_ sender: Any?) {}
    }
    """

  /// The iPad-only app of the Xcode 16 fixture, which requires iPadOS 26.
  static var tide: [String: String] {
    [
      ".git/HEAD": "ref: refs/heads/main\n",
      "App/Tide.xcodeproj/project.pbxproj": fixture("xcode70-synchronized.pbxproj"),
      "App/Tide/Info.plist": plist,
      "App/Tide/Notes.swift": "struct Notes {}\n",
    ]
  }

  static func run(_ arguments: [String], _ files: [String: String]) -> Run {
    Run.memory(
      arguments, bytes: files.mapValues { Array($0.utf8) }, environment: toolchainEnvironment)
  }

  @Test func theRunSaysOnceWhatTheProjectDecided() {
    let run = Self.run(["lint", "App", "--allow-empty"], Self.tide)
    #expect(run.status == 0)
    #expect(
      run.stderr
        == "note: checked as iPadOS 26, from App/Tide.xcodeproj (target Tide): "
        + "SUPPORTS_MACCATALYST = NO, IPHONEOS_DEPLOYMENT_TARGET = 26.0, "
        + "Info.plist App/Tide/Info.plist, UIApplicationSupportsPrintCommand = YES, "
        + "INFOPLIST_KEY_UIDesignRequiresCompatibility = YES\n")
    // JSON definition files beside it are not the Swift's: no project is read for them.
    var files = Self.tide
    files["App/extra.menu.json"] = #"{"formatVersion": 1}"#
    files["App/Tide/Notes.swift"] = nil
    #expect(Self.run(["lint", "App"], files).stderr == "")
  }

  /// A Swift file named on the command line is read with the project of its directory or
  /// those above it; an `.xcodeproj` beside a `project.yml` is the one read.
  @Test func aFileGivenByNameFindsItsProjectToo() {
    var files = Self.tide
    files["App/Tide/Deep/More.swift"] = "struct More {}\n"
    files["App/project.yml"] = "targets:\n  Other:\n    type: application\n    platform: iOS\n"
    let run = Self.run(["lint", "App/Tide/Deep/More.swift"], files)
    #expect(
      run.stderr.hasPrefix("note: checked as iPadOS 26, from App/Tide.xcodeproj (target Tide)"))
    #expect(!run.stderr.contains("Other"))
  }

  @Test func theJSONReportCarriesTheFacts() throws {
    let run = Self.run(["lint", "App", "--format", "json"], Self.tide)
    let document = try JSONParser().parse(Array(run.stdout.utf8), file: "report")
    let target = try #require(document.root["project"]?["targets"]?.elements.first)
    #expect(target["target"]?.string == "Tide")
    #expect(target["platforms"]?.elements.map(\.string) == ["iPadOS"])
    #expect(target["osVersions"]?.elements.compactMap(\.number) == [26])
    #expect(target["designRequiresCompatibility"]?.bool == true)
    #expect(target["overridden"]?.elements.isEmpty == true)
  }

  @Test func importWritesTheFactsIntoTheDefinition() {
    let run = Self.run(["import", "App"], Self.tide)
    #expect(run.status == 0)
    #expect(
      run.stdout.hasPrefix(
        """
        {
          "formatVersion": 1,
          "app": "Tide",
          "platforms": [
            "iPadOS"
          ],
          "osVersions": [
            26
          ],
          "supportsPrintCommand": true,
          "designRequiresCompatibility": true,
          "build": []
        """))
    #expect(run.stderr.hasPrefix("note: checked as iPadOS 26, from App/Tide.xcodeproj"))
  }

  @Test func unknownTargetsAreUsageErrors() {
    let run = Self.run(["lint", "App", "--target", "Tied"], Self.tide)
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("error: Unknown target 'Tied'. Did you mean 'Tide'?"))
    let none = Self.run(["import", "Elsewhere", "--target", "Tide"], ["Elsewhere/a.swift": ""])
    #expect(none.status == 64)
    #expect(
      none.stderr.hasPrefix(
        "error: '--target Tide': no application target found in a project of Elsewhere"))
  }

  /// The project is looked for up to the repository root, never above it; without a
  /// repository, up to the current directory.
  @Test func theSearchStopsAtTheRepositoryRoot() {
    var files = Self.tide
    files["App/Sources/Deep/More.swift"] = "struct More {}\n"
    let deep = ["lint", "App/Sources/Deep", "--allow-empty"]
    #expect(Self.run(deep, files).stderr.contains("target Tide"))
    files[".git/HEAD"] = nil
    files["App/Sources/.git/HEAD"] = "ref: refs/heads/main\n"
    #expect(Self.run(deep, files).stderr == "")
    files["App/Sources/.git/HEAD"] = nil
    #expect(Self.run(deep, files).stderr.contains("target Tide"))
  }

  @Test func anUnreadableProjectIsANoteAndTheDefaultsApply() {
    var files = Self.tide
    files["App/Tide.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{\n\tobjects = (\n"
    let run = Self.run(["lint", "App", "--allow-empty"], files)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(
      run.stdout.hasPrefix(
        "App/Tide.xcodeproj/project.pbxproj:3:12: note: the Xcode project cannot be read: "
          + "an array is not closed with ')'; the defaults apply [unreadable-project]"))
    let off = Self.run(["lint", "App", "--disable", "unreadable-project", "--allow-empty"], files)
    #expect(!off.stdout.contains("unreadable-project"))
  }

  /// An app that does not build for Mac Catalyst gets no Catalyst finding; options and
  /// `.menulint.json` win over the project.
  @Test(.enabled(if: swiftcIsInstalled, "swiftc is not installed"))
  func anIPadOnlyAppIsNotCheckedForMacCatalyst() {
    var files = Self.tide
    files["App/Tide/AppDelegate.swift"] = Self.mapMode
    let run = Self.run(["lint", "App"], files)
    #expect(run.status == 0, "\(run.stdout)")
    #expect(!run.stdout.contains("Minimize"))
    let asked = Self.run(["lint", "App", "--platform", "macCatalyst"], files)
    #expect(asked.status == 1)
    #expect(asked.stdout.contains("'Map Mode' uses ⌘M, which 'Minimize' (performMiniaturize:)"))
    #expect(
      asked.stderr.hasPrefix(
        "note: checked as Mac Catalyst 26 (the options' platforms win over the project's), from"))
    files[".menulint.json"] = #"{"formatVersion": 1, "platforms": ["macCatalyst"]}"#
    #expect(Self.run(["lint", "App"], files).status == 1)
    // The cheat sheet and the other single-answer commands take the same facts.
    let sheet = Self.run(["cheatsheet", "App", "--style", "menubar", "--format", "json"], files)
    #expect(sheet.stdout.contains(#""platform": "iPadOS""#))
    let mac = Self.run(
      ["cheatsheet", "App", "--platform", "macCatalyst", "--format", "json"], files)
    // UIKit refuses Map Mode there: the build's error makes the exit 1.
    #expect(mac.status == 1)
    #expect(mac.stdout.contains(#""platform": "macCatalyst""#))
    let localized = Self.run(["localize", "App", "--layouts", "US", "--format", "json"], files)
    #expect(localized.status == 0)
    #expect(localized.stderr.hasPrefix("note: checked as iPadOS 26"))
  }

  /// The Release configuration's conditions are `#if` flags; `--define` replaces them.
  @Test(.enabled(if: swiftcIsInstalled, "swiftc is not installed"))
  func releaseConditionsBecomeDefines() {
    let files = [
      "Quill.xcodeproj/project.pbxproj": Self.fixture("xcode56-catalyst-flags.pbxproj"),
      "Quill/AppDelegate.swift": """
      import UIKit
      class AppDelegate: UIResponder, UIApplicationDelegate {
        override func buildMenu(with builder: UIMenuBuilder) {
          #if MAIN
            let share = UIKeyCommand(
              title: "Share Draft", action: #selector(AppDelegate.share(_:)), input: "c",
              modifierFlags: .command)
            builder.insertChild(
              UIMenu(title: "", options: .displayInline, children: [share]), atEndOfMenu: .file)
          #endif
          #if DEBUG
            let dump = UIKeyCommand(
              title: "Dump", action: #selector(AppDelegate.share(_:)), input: "v",
              modifierFlags: .command)
            builder.insertChild(
              UIMenu(title: "", options: .displayInline, children: [dump]), atEndOfMenu: .file)
          #endif
        }
        @objc func share(_ sender: Any?) {}
      }
      """,
      "QuillShare/ShareViewController.swift": """
      import UIKit
      class ShareViewController: UIViewController {
        override var keyCommands: [UIKeyCommand]? {
          [UIKeyCommand(title: "Post", action: #selector(post), input: "q", modifierFlags: .command)]
        }
        @objc func post() {}
      }
      """,
    ]
    let run = Self.run(["lint", "."], files)
    #expect(run.stdout.contains("'Share Draft' uses ⌘C, which 'Copy' (copy:) already uses"))
    #expect(!run.stdout.contains("'Dump'"))
    #expect(run.stdout.contains("#if conditions taken as false: 'DEBUG'"))
    #expect(!run.stdout.contains("'Post'"))
    #expect(
      run.stderr.contains(
        "note: not read: 1 Swift file of 'QuillShare' (an app extension), such as "
          + "QuillShare/ShareViewController.swift\n"))
    let debug = Self.run(["lint", ".", "--define", "DEBUG"], files)
    #expect(!debug.stdout.contains("'Share Draft'"))
    #expect(debug.stdout.contains("'Dump' uses ⌘V, which 'Paste' (paste:) already uses"))
    #expect(debug.stderr.contains("(the options' #if flags win over the project's)"))
  }

  /// Each app target is checked with its own facts; a finding of some targets says which.
  @Test(.enabled(if: swiftcIsInstalled, "swiftc is not installed"))
  func severalAppTargetsAreEachChecked() {
    let files = [
      "Atlas.xcodeproj/project.pbxproj": Self.fixture("xcode77-two-apps.pbxproj"),
      "Atlas/Info.plist": Self.plist,
      "Configuration/Atlas.xcconfig": "",
      "Atlas/AppDelegate.swift": Self.mapMode,
      "Atlas Lite/LiteDelegate.swift": "struct LiteDelegate {}\n",
      "Shared/Util.swift": "struct Util {}\n",
    ]
    let run = Self.run(["lint", "."], files)
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        """
        Atlas/AppDelegate.swift:4:16: error: 'Map Mode' uses ⌘M, which 'Minimize' (performMiniaturize:) already uses [duplicate-shortcut]
        """))
    #expect(run.stdout.contains("  note: only in the app target 'Atlas'\n"))
    let summaries = run.stderr.split(separator: "\n").filter { $0.hasPrefix("note: checked as") }
    #expect(summaries.count == 2)
    #expect(summaries.last?.contains("from Atlas.xcodeproj (target Atlas Lite)") == true)
    let lite = Self.run(["lint", ".", "--target", "Atlas Lite", "--allow-empty"], files)
    #expect(lite.status == 0)
    #expect(
      lite.stderr.contains("note: not read: 1 Swift file of 'Atlas' (the app target 'Atlas')"))
    let imported = Self.run(["import", "."], files)
    #expect(
      imported.stderr.contains(
        "note: the project has more application targets: 'Atlas Lite'; pick one with '--target NAME'"
      ))
  }

  @Test func xcodeGenSpecsAndPackagesAreProjectsToo() {
    let spec = """
      name: Board
      options:
        deploymentTarget:
          iOS: "26.0"
      targets:
        Board:
          type: application
          platform: iOS
          supportedDestinations: [iOS, macCatalyst]
          sources: [Board]
      """
    let run = Self.run(
      ["lint", ".", "--allow-empty"], ["project.yml": spec, "Board/Board.swift": ""])
    #expect(
      run.stderr
        == "note: checked as iPadOS 26 and Mac Catalyst, from project.yml (target Board): "
        + "supportedDestinations iOS, macCatalyst, options.deploymentTarget.iOS = 26.0\n")
    let package = """
      let package = Package(name: "Dial", platforms: [.iOS("18.0")],
        products: [.iOSApplication(name: "Dial", targets: ["AppModule"])],
        targets: [.executableTarget(name: "AppModule", path: ".")])
      """
    let app = Self.run(
      ["lint", "Dial.swiftpm", "--allow-empty"],
      ["Dial.swiftpm/Package.swift": package, "Dial.swiftpm/Dial.swift": ""])
    #expect(
      app.stderr
        == "note: checked as iPadOS 18, 26, from Dial.swiftpm/Package.swift (target AppModule): "
        + "platforms [.iOS(\"18.0\")]\n")
    // The manifest is no app code.
    #expect(app.stdout.contains("in 1 file"))
  }
}
