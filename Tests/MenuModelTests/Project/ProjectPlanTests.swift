import MenuModel
import Testing

/// Which files are read as which app.
@Suite struct ProjectPlanTests {
  static let atlas = MemoryProjectFiles([
    "Atlas.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture("xcode77-two-apps.pbxproj"),
    "Atlas/Info.plist": XcodeProjectTests.plist(""),
    "Configuration/Atlas.xcconfig": "",
  ]).read(.xcode, "Atlas.xcodeproj")

  static let files = [
    "Atlas/AtlasApp.swift", "Atlas Lite/LiteApp.swift", "Shared/Util.swift", "Scripts/Tool.swift",
  ]

  @Test func eachAppTargetGetsItsFilesAndTheShared() throws {
    let plan = try ProjectPlan.make(files: Self.files, projects: [Self.atlas], target: nil)
    #expect(plan.groups.map { $0.facts?.target } == ["Atlas", "Atlas Lite"])
    #expect(
      plan.groups[0].files == ["Atlas/AtlasApp.swift", "Shared/Util.swift", "Scripts/Tool.swift"])
    #expect(
      plan.groups[1].files == [
        "Atlas Lite/LiteApp.swift", "Shared/Util.swift", "Scripts/Tool.swift",
      ])
    #expect(plan.leftOut.isEmpty)
  }

  @Test func aTargetCanBePicked() throws {
    let plan = try ProjectPlan.make(files: Self.files, projects: [Self.atlas], target: "Atlas Lite")
    #expect(plan.groups.count == 1)
    #expect(plan.groups[0].facts?.target == "Atlas Lite")
    #expect(
      plan.leftOut == [
        ProjectPlan.LeftOut(
          file: "Atlas/AtlasApp.swift", target: "Atlas", reason: "the app target 'Atlas'")
      ])
    #expect(
      throws: ProjectPlan.Failure.unknownTarget("Atlass", available: ["Atlas", "Atlas Lite"])
    ) {
      try ProjectPlan.make(files: Self.files, projects: [Self.atlas], target: "Atlass")
    }
  }

  /// Files of no app target are read with the first app target's facts.
  @Test func filesOfNoAppTargetTakeTheFirstAppsFacts() throws {
    let plan = try ProjectPlan.make(
      files: ["Scripts/Tool.swift"], projects: [Self.atlas], target: nil)
    #expect(plan.groups.count == 1)
    #expect(plan.groups[0].facts?.target == "Atlas")
  }

  @Test func testsAndExtensionsAreLeftOutUnlessNothingElseIsRead() throws {
    let quill = MemoryProjectFiles([
      "Quill.xcodeproj/project.pbxproj": MemoryProjectFiles.fixture(
        "xcode56-catalyst-flags.pbxproj")
    ]).read(.xcode, "Quill.xcodeproj")
    let plan = try ProjectPlan.make(
      files: ["Quill/AppDelegate.swift", "QuillShare/ShareViewController.swift"], projects: [quill],
      target: nil)
    #expect(plan.groups.map(\.files) == [["Quill/AppDelegate.swift"]])
    #expect(plan.leftOut.map(\.reason) == ["an app extension"])
    let only = try ProjectPlan.make(
      files: ["QuillShare/ShareViewController.swift"], projects: [quill], target: nil)
    #expect(only.groups.map(\.files) == [["QuillShare/ShareViewController.swift"]])
    #expect(only.leftOut.isEmpty)
  }

  @Test func withoutAppsALibraryLendsItsFactsOrNothingDoes() throws {
    let kit = MemoryProjectFiles([
      "Package.swift":
        #"let package = Package(name: "Kit", platforms: [.iOS(.v17)], targets: [.target(name: "Kit")])"#
    ]).read(.package, "Package.swift")
    let plan = try ProjectPlan.make(
      files: ["Package.swift", "Sources/Kit/A.swift", "Other/B.swift"], projects: [kit], target: nil
    )
    #expect(plan.groups.map(\.files) == [["Sources/Kit/A.swift", "Other/B.swift"]])
    #expect(plan.groups[0].facts?.target == "Kit")
    let none = try ProjectPlan.make(files: ["A.swift"], projects: [], target: nil)
    #expect(none.groups == [ProjectPlan.Group(facts: nil, files: ["A.swift"])])
    #expect(throws: ProjectPlan.Failure.unknownTarget("App", available: [])) {
      try ProjectPlan.make(files: ["A.swift"], projects: [], target: "App")
    }
  }
}
