import MenuModel
import Testing

/// Xcode project files of every format from Xcode 7 to Xcode 26 (object versions 46 to 77),
/// written in the shapes Xcode writes them.
@Suite struct XcodeProjectTests {
  static let plistHeader = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    """

  static func plist(_ body: String) -> String {
    plistHeader + "\n<dict>\n" + body + "\n</dict>\n</plist>\n"
  }

  /// Xcode 7: a universal app with a storyboard variant group and `-D` flags.
  @Test func objectVersion46() throws {
    let files = MemoryProjectFiles([
      "LegacyNotes.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture(
        "xcode46-universal.pbxproj"),
      "LegacyNotes/Info.plist": Self.plist(
        "<key>CFBundleDisplayName</key><string>Legacy Notes</string>"),
    ])
    let project = files.read(.xcode, "LegacyNotes.xcodeproj")
    #expect(project.notes.isEmpty)
    let target = try #require(project.target("LegacyNotes"))
    #expect(target.role == .app)
    let facts = try #require(target.facts)
    #expect(facts.platforms == [.iPadOS])
    #expect(!facts.iPhoneOnly)
    #expect(facts.deploymentTarget == "9.0")
    #expect(facts.osVersions == [.v18, .v26])
    #expect(facts.defines == ["LEGACY_SYNC"])
    #expect(facts.app == "Legacy Notes")
    #expect(facts.infoPlist == "LegacyNotes/Info.plist")
    #expect(
      facts.evidence == [
        "no SUPPORTS_MACCATALYST",
        "IPHONEOS_DEPLOYMENT_TARGET = 9.0 (older than 18: checked as 18 and 26)",
        "Info.plist LegacyNotes/Info.plist", "conditions LEGACY_SYNC",
      ])
    #expect(target.membership.contains("LegacyNotes/AppDelegate.swift"))
    #expect(target.membership.contains("./LegacyNotes/NotesViewController.swift"))
    #expect(!target.membership.contains("LegacyNotes/Info.plist"))
  }

  /// Xcode 9.3: an iPad-only app, a framework, unit tests, a file by SOURCE_ROOT, a group
  /// without a folder; the Info.plist is missing.
  @Test func objectVersion50() throws {
    let files = MemoryProjectFiles([
      "Apps/Atelier/Atelier.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture(
        "xcode50-ipad-framework-tests.pbxproj")
    ])
    let project = files.read(.xcode, "Apps/Atelier/Atelier.xcodeproj")
    #expect(project.targets.map(\.name) == ["Atelier", "AtelierKit", "AtelierTests"])
    #expect(project.targets.map(\.role) == [.app, .library, .other("a test bundle")])
    let app = try #require(project.target("Atelier"))
    #expect(app.membership.contains("Apps/Atelier/Atelier/AppDelegate.swift"))
    #expect(app.membership.contains("Apps/Atelier/Shared/Theme.swift"))
    #expect(!app.membership.contains("Apps/Atelier/AtelierKit/Palette.swift"))
    #expect(
      project.target("AtelierKit")?.membership.contains("Apps/Atelier/AtelierKit/Palette.swift")
        == true)
    let facts = try #require(app.facts)
    #expect(facts.deploymentTarget == "11.3")
    #expect(facts.infoPlist == nil)
    #expect(facts.app == "Atelier")
    // The missing Info.plist is a note at the setting that names it.
    let note = try #require(project.notes.first)
    #expect(note.ruleID == .unreadableProject)
    #expect(note.severity == .note)
    #expect(
      note.message
        == "the Info.plist 'Apps/Atelier/Atelier/Info.plist' cannot be read: no such file or directory; the facts it holds are not known"
    )
    #expect(note.location?.file == "Apps/Atelier/Atelier.xcodeproj/project.pbxproj")
    #expect((note.location?.line ?? 0) > 1)
  }

  /// Xcode 11: settings from xcconfig files (with an include) under the project's and the
  /// target's, `$(inherited)` through all of them.
  @Test func objectVersion52() throws {
    let files = MemoryProjectFiles([
      "Harbor.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture("xcode52-xcconfig.pbxproj"),
      "Harbor/Info.plist": Self.plist(
        """
        <key>UIApplicationSceneManifest</key>
        <dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>
        """),
      "Configs/Base.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = FROM_BASE\n",
      "Configs/Release.xcconfig": """
      #include "Base.xcconfig"
      #include? "Missing.xcconfig"
      SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) FROM_RELEASE
      IPHONEOS_DEPLOYMENT_TARGET = 18.0
      """,
    ])
    let project = files.read(.xcode, "Harbor.xcodeproj")
    #expect(project.notes.isEmpty)
    let facts = try #require(project.target("Harbor")?.facts)
    // The target's xcconfig sits above the project's settings (13.0).
    #expect(facts.deploymentTarget == "18.0")
    #expect(facts.defines == ["FROM_BASE", "FROM_RELEASE", "TARGET_LEVEL"])
    #expect(facts.supportsMultipleScenes == false)
  }

  /// A missing xcconfig include is a note at the include line.
  @Test func aMissingIncludeIsANoteAtItsLine() throws {
    let files = MemoryProjectFiles([
      "Harbor.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture("xcode52-xcconfig.pbxproj"),
      "Harbor/Info.plist": Self.plist(""),
      "Configs/Base.xcconfig": "\n\n#include \"Gone.xcconfig\"\n",
      "Configs/Release.xcconfig": "#include \"Base.xcconfig\"\n",
    ])
    let project = files.read(.xcode, "Harbor.xcodeproj")
    let note = try #require(project.notes.first)
    #expect(note.location == SourceLocation(file: "Configs/Base.xcconfig", line: 3, column: 1))
    #expect(note.message.hasPrefix("the xcconfig file 'Configs/Gone.xcconfig' cannot be read"))
  }

  /// Xcode 13: an Info.plist generated from `INFOPLIST_KEY_*` settings.
  @Test func objectVersion54() throws {
    let files = MemoryProjectFiles([
      "Meadow.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture(
        "xcode54-generated-info-plist.pbxproj")
    ])
    let project = files.read(.xcode, "Meadow.xcodeproj")
    #expect(project.notes.isEmpty)
    let facts = try #require(project.target("Meadow")?.facts)
    #expect(facts.supportsMultipleScenes == true)
    #expect(facts.supportsPrintCommand == true)
    #expect(facts.app == "Meadow Journal")
    #expect(facts.osVersions == [.v18, .v26])
    #expect(
      facts.evidence.contains("INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES"))
  }

  /// Xcode 13.3: an iPhone-only app with a Settings.bundle, iPad-specific Info.plist keys, and
  /// a watch app.
  @Test func objectVersion55() throws {
    let files = MemoryProjectFiles([
      "Pocket.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture(
        "xcode55-iphone-settings-bundle-watch.pbxproj"),
      "Pocket/Info.plist": Self.plist(
        """
        <key>UIApplicationSupportsPrintCommand</key><false/>
        <key>UIApplicationSupportsPrintCommand~ipad</key><true/>
        <key>UIDesignRequiresCompatibility</key><string>YES</string>
        """),
    ])
    let project = files.read(.xcode, "Pocket.xcodeproj")
    let facts = try #require(project.target("Pocket")?.facts)
    #expect(facts.iPhoneOnly)
    #expect(facts.platforms == [.iPadOS])
    #expect(facts.settingsBundle)
    #expect(facts.supportsPrintCommand == true)
    #expect(facts.designRequiresCompatibility == true)
    #expect(
      project.target("Pocket Watch App")?.role
        == .other("an app for the watchos SDK, not iOS"))
    #expect(
      facts.definitionFields == [
        DefinitionField("app", .string("Pocket")),
        DefinitionField("platforms", .strings(["iPadOS"])),
        DefinitionField("osVersions", .integers([18, 26])),
        DefinitionField("supportsPrintCommand", .bool(true)),
        DefinitionField("settingsBundle", .bool(true)),
        DefinitionField("designRequiresCompatibility", .bool(true)),
      ])
  }

  /// Xcode 14: Mac Catalyst; conditions from both settings, the Release configuration's only,
  /// inherited from the project; an app extension.
  @Test func objectVersion56() throws {
    let files = MemoryProjectFiles([
      "Quill.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture(
        "xcode56-catalyst-flags.pbxproj")
    ])
    let project = files.read(.xcode, "Quill.xcodeproj")
    let facts = try #require(project.target("Quill")?.facts)
    #expect(facts.platforms == [.iPadOS, .macCatalyst])
    #expect(
      facts.defines == ["PROJECT_WIDE", "RELEASE_BUILD", "FROM_PROJECT", "MAIN", "ANALYTICS"])
    #expect(facts.app == "Quill Writer")
    #expect(facts.osVersions == [.v18, .v26])
    #expect(project.target("QuillShare")?.role == .other("an app extension"))
    #expect(
      facts.summary()
        == "checked as iPadOS 18, 26 and Mac Catalyst, from Quill.xcodeproj (target Quill): "
        + "SUPPORTS_MACCATALYST = YES, IPHONEOS_DEPLOYMENT_TARGET = 16.4 (older than 18: "
        + "checked as 18 and 26), conditions PROJECT_WIDE RELEASE_BUILD FROM_PROJECT MAIN ANALYTICS"
    )
  }

  /// Xcode 15: a multiplatform target builds for macOS natively, which is not Mac Catalyst; a
  /// macOS app is not an iPad app.
  @Test func objectVersion60() throws {
    let files = MemoryProjectFiles([
      "Orbit.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture("xcode60-multiplatform.pbxproj")
    ])
    let project = files.read(.xcode, "Orbit.xcodeproj")
    let facts = try #require(project.target("Orbit")?.facts)
    #expect(project.target("Orbit")?.role == .app)
    #expect(facts.platforms == [.iPadOS])
    #expect(facts.supportsMultipleScenes == true)
    #expect(project.target("Orbit Menu Bar")?.role == .other("an app for the macosx SDK, not iOS"))
    #expect(project.target("Orbit Menu Bar")?.facts == nil)
  }

  /// Xcode 16: a synchronized folder with exceptions; an app that requires iPadOS 26.
  @Test func objectVersion70() throws {
    let files = MemoryProjectFiles([
      "Tide.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture("xcode70-synchronized.pbxproj"),
      "Tide/Info.plist": Self.plist("<key>UIApplicationSupportsPrintCommand</key><true/>"),
      "Tide/TideApp.swift": "",
      "Tide/Scripts/generate.swift": "",
    ])
    let project = files.read(.xcode, "Tide.xcodeproj")
    let target = try #require(project.target("Tide"))
    #expect(target.membership.contains("Tide/TideApp.swift"))
    #expect(target.membership.contains("Tide/Views/Deep/Nested.swift"))
    #expect(!target.membership.contains("Tide/Info.plist"))
    #expect(!target.membership.contains("Tide/Scripts/generate.swift"))
    #expect(target.membership.contains("Tide/Scripts/other.swift"))
    #expect(!target.membership.contains("Tidewater/App.swift"))
    let facts = try #require(target.facts)
    #expect(facts.osVersions == [.v26])
    #expect(facts.designRequiresCompatibility == true)
    #expect(facts.supportsPrintCommand == true)
  }

  /// Xcode 26: two app targets share a folder; an exception adds a file of one target's folder
  /// to the other and one leaves a subfolder out; an xcconfig anchored in a folder.
  @Test func objectVersion77() throws {
    let files = MemoryProjectFiles([
      "Atlas.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture("xcode77-two-apps.pbxproj"),
      "Atlas/Info.plist": Self.plist("<key>UIApplicationSupportsPrintCommand</key><true/>"),
      "Configuration/Atlas.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) PRO\n",
      "Atlas/Settings.bundle/Root.plist": Self.plist(""),
    ])
    let project = files.read(.xcode, "Atlas.xcodeproj")
    #expect(project.notes.isEmpty)
    let atlas = try #require(project.target("Atlas"))
    let lite = try #require(project.target("Atlas Lite"))
    #expect(atlas.membership.contains("Atlas/Map/MapCommands.swift"))
    #expect(atlas.membership.contains("Shared/Pro/ProCommands.swift"))
    #expect(atlas.membership.contains("Shared/Util.swift"))
    #expect(lite.membership.contains("Atlas Lite/LiteApp.swift"))
    #expect(lite.membership.contains("Atlas/Map/MapCommands.swift"))
    #expect(!lite.membership.contains("Atlas/AtlasApp.swift"))
    #expect(!lite.membership.contains("Shared/Pro/ProCommands.swift"))
    #expect(lite.membership.contains("Shared/Util.swift"))
    let atlasFacts = try #require(atlas.facts)
    #expect(atlasFacts.platforms == [.iPadOS, .macCatalyst])
    #expect(atlasFacts.defines == ["PRO"])
    #expect(atlasFacts.settingsBundle)
    #expect(atlasFacts.supportsPrintCommand == true)
    #expect(atlasFacts.deploymentTarget == "18.4")
    let liteFacts = try #require(lite.facts)
    #expect(liteFacts.platforms == [.iPadOS])
    #expect(liteFacts.defines == ["LITE"])
    #expect(liteFacts.supportsPrintCommand == false)
    #expect(!liteFacts.settingsBundle)
    #expect(liteFacts.app == "Atlas Lite")
  }

  /// Every prefix of a project file is read or refused, never a crash.
  @Test func everyPrefixOfAProjectIsReadOrRefused() {
    let bytes = Array(MemoryProjectFiles.fixture("xcode56-catalyst-flags.pbxproj").utf8)
    #expect(!bytes.isEmpty)
    var refused = 0
    for end in stride(from: 0, to: bytes.count, by: 97) {
      if (try? ASCIIPropertyList.parse(Array(bytes[..<end]))) == nil { refused += 1 }
    }
    #expect(refused > 0)
    #expect((try? ASCIIPropertyList.parse(bytes)) != nil)
  }

  @Test func unreadableProjectsAreNotesAtTheirProblem() throws {
    let broken = MemoryProjectFiles([
      "Broken.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = X\n}\n"
    ]).read(.xcode, "Broken.xcodeproj")
    #expect(broken.targets.isEmpty)
    let note = try #require(broken.notes.first)
    #expect(
      note.location == SourceLocation(file: "Broken.xcodeproj/project.pbxproj", line: 5, column: 1))
    #expect(
      note.message
        == "the Xcode project cannot be read: expected ';' after the value of 'isa'; the defaults apply"
    )

    let rootless = MemoryProjectFiles(["R.xcodeproj/project.pbxproj": "{ objects = { }; }"])
      .read(.xcode, "R.xcodeproj")
    #expect(
      rootless.notes.map(\.message) == [
        "the Xcode project has no PBXProject root object; the defaults apply"
      ])

    let binaryPlist = MemoryProjectFiles([
      "Tide.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture("xcode70-synchronized.pbxproj"),
      "Tide/Info.plist": "bplist00\u{1}",
    ]).read(.xcode, "Tide.xcodeproj")
    #expect(binaryPlist.notes.count == 1)
    #expect(binaryPlist.notes.first?.message.contains("binary property list") == true)
    #expect(binaryPlist.target("Tide")?.facts?.designRequiresCompatibility == true)
  }
}
