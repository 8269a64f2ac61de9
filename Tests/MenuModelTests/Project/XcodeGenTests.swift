import MenuModel
import Testing

/// XcodeGen specs (`project.yml`).
@Suite struct XcodeGenTests {
  static let spec = """
    name: Sketch
    options:
      bundleIdPrefix: com.example
      deploymentTarget:
        iOS: "17.0"
    configFiles:
      Release: Configs/Release.xcconfig
    settings:
      base:
        SWIFT_VERSION: "6.0"
      configs:
        Debug:
          SWIFT_ACTIVE_COMPILATION_CONDITIONS: DEBUG
        Release:
          SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) STORE
    targets:
      Sketch:
        type: application
        platform: iOS
        supportedDestinations: [iOS, macCatalyst]
        sources:
          - path: Sketch
            excludes: ["**/*Preview.swift", "Experimental"]
          - Shared/Theme.swift
        info:
          path: Sketch/Info.plist
          properties:
            CFBundleDisplayName: Sketch Pad
            UIApplicationSupportsPrintCommand: true
            UIApplicationSceneManifest:
              UIApplicationSupportsMultipleScenes: true
        settings:
          OTHER_SWIFT_FLAGS: -DMAIN
      SketchPhone:
        type: application
        platform: iOS
        deploymentTarget: "26.0"
        sources: [SketchPhone]
        settings:
          base:
            TARGETED_DEVICE_FAMILY: 1
      SketchKit:
        type: framework
        platform: iOS
        sources: SketchKit
      SketchTests:
        type: bundle.unit-test
        platform: iOS
        sources: [SketchTests]
      SketchMac:
        type: application
        platform: macOS
        sources: [SketchMac]
      Multi:
        type: framework
        platform: [iOS, tvOS]
        sources: [Multi]
    """

  @Test func readsTargetsFactsAndSources() throws {
    let files = MemoryProjectFiles([
      "app/project.yml": Self.spec,
      "app/Configs/Release.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = XCCONFIG\n",
      "app/Shared/Theme.swift": "",
      "app/Sketch/App.swift": "",
      "app/Sketch/Settings.bundle/Root.plist": "",
    ])
    let project = files.read(.xcodegen, "app/project.yml")
    #expect(project.notes.isEmpty)
    #expect(
      project.targets.map(\.name)
        == [
          "Sketch", "SketchPhone", "SketchKit", "SketchTests", "SketchMac", "Multi_iOS",
          "Multi_tvOS",
        ])
    #expect(
      project.targets.map(\.role) == [
        .app, .app, .library, .other("a test bundle"), .other("an app for macOS, not iOS"),
        .library, .library,
      ])
    let sketch = try #require(project.target("Sketch"))
    let facts = try #require(sketch.facts)
    #expect(facts.platforms == [.iPadOS, .macCatalyst])
    #expect(facts.deploymentTarget == "17.0")
    #expect(facts.defines == ["XCCONFIG", "STORE", "MAIN"])
    #expect(facts.supportsPrintCommand == true)
    #expect(facts.supportsMultipleScenes == true)
    #expect(facts.app == "Sketch Pad")
    #expect(facts.settingsBundle)
    #expect(sketch.membership.contains("app/Sketch/App.swift"))
    #expect(!sketch.membership.contains("app/Sketch/Canvas/CanvasPreview.swift"))
    #expect(!sketch.membership.contains("app/Sketch/Experimental/Lab.swift"))
    #expect(sketch.membership.contains("app/Shared/Theme.swift"))
    #expect(!sketch.membership.contains("app/Shared/Other.swift"))
    let phone = try #require(project.target("SketchPhone")?.facts)
    #expect(phone.iPhoneOnly)
    #expect(phone.osVersions == [.v26])
    #expect(phone.platforms == [.iPadOS])
    #expect(phone.defines == ["XCCONFIG", "STORE"])
  }

  @Test func problemsAreNotes() throws {
    let broken = MemoryProjectFiles(["project.yml": "name: X\ntargets:\n  A: [unclosed\n"])
      .read(.xcodegen, "project.yml")
    #expect(broken.targets.isEmpty)
    #expect(broken.notes.first?.location?.line == 3)
    let includes = MemoryProjectFiles([
      "project.yml":
        "include: [base.yml]\ntargets:\n  A:\n    type: application\n    platform: iOS\n    templates: [T]\n"
    ]).read(.xcodegen, "project.yml")
    #expect(includes.targets.count == 1)
    #expect(includes.notes.map { $0.location?.line } == [1, 6])
  }
}

/// `Package.swift` as an app's project.
@Suite struct PackageProjectTests {
  @Test func aPlaygroundsAppIsAnApp() throws {
    let files = MemoryProjectFiles([
      "Timer.swiftpm/Package.swift": """
      let package = Package(name: "Timer", platforms: [.iOS("16.0")],
        products: [.iOSApplication(name: "Timer", targets: ["AppModule"],
          supportedDeviceFamilies: [.pad, .phone, .mac])],
        targets: [.executableTarget(name: "AppModule", path: ".",
          swiftSettings: [.define("PLAYGROUNDS")])])
      """,
      "Timer.swiftpm/Settings.bundle/Root.plist": "",
    ])
    let project = files.read(.package, "Timer.swiftpm/Package.swift")
    let target = try #require(project.target("AppModule"))
    #expect(target.role == .app)
    #expect(target.membership.contains("Timer.swiftpm/TimerApp.swift"))
    let facts = try #require(target.facts)
    #expect(facts.platforms == [.iPadOS, .macCatalyst])
    #expect(facts.osVersions == [.v18, .v26])
    #expect(facts.app == "Timer")
    #expect(facts.settingsBundle)
    #expect(
      facts.evidence == [
        #"platforms [.iOS("16.0")], supportedDeviceFamilies .mac"#,
        "deployment target 16.0 (older than 18: checked as 18 and 26)", "Settings.bundle",
        "conditions PLAYGROUNDS",
      ])
    #expect(facts.defines == ["PLAYGROUNDS"])
  }

  @Test func aLibraryLendsItsPlatformsAndTestsAreNotTheApp() throws {
    let files = MemoryProjectFiles([
      "Kit/Package.swift": """
      let package = Package(name: "Kit", platforms: [.iOS(.v26), .macCatalyst(.v26)],
        targets: [.target(name: "Kit"), .target(name: "Other", path: "Custom", exclude: ["Old"]),
                  .testTarget(name: "KitTests")])
      """,
      "Kit/Source/Kit/Kit.swift": "",
    ])
    let project = files.read(.package, "Kit/Package.swift")
    #expect(project.targets.map(\.role) == [.library, .library, .other("a test target")])
    let kit = try #require(project.target("Kit"))
    // SwiftPM's other source folders are used when they exist.
    #expect(kit.membership.contains("Kit/Source/Kit/Kit.swift"))
    #expect(kit.facts?.platforms == [.iPadOS, .macCatalyst])
    #expect(kit.facts?.osVersions == [.v26])
    let other = try #require(project.target("Other"))
    #expect(other.membership.contains("Kit/Custom/A.swift"))
    #expect(!other.membership.contains("Kit/Custom/Old/B.swift"))
    #expect(project.target("KitTests")?.membership.contains("Kit/Tests/KitTests/T.swift") == true)
  }

  @Test func aPackageWithoutIOSSaysNothing() throws {
    let project = MemoryProjectFiles([
      "Package.swift":
        #"let package = Package(name: "Tool", platforms: [.macOS(.v13)], targets: [.target(name: "Tool")])"#
    ]).read(.package, "Package.swift")
    #expect(project.target("Tool")?.facts == nil)
  }
}
