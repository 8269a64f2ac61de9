import MenuModel
import Testing

/// Build settings resolved through their layers, as Xcode does.
@Suite struct BuildSettingsTests {
  @Test func inheritedAndReferencesExpandThroughTheLayers() {
    let settings = BuildSettings(
      layers: [
        [("CONDITIONS", "PROJECT_XCCONFIG")],
        [("CONDITIONS", "$(inherited) PROJECT"), ("NAME", "$(TARGET_NAME)-Pro")],
        [("CONDITIONS", "$(inherited) FIRST"), ("CONDITIONS", "$(inherited) SECOND")],
        [("CONDITIONS", "${inherited} TARGET $(EXTRA:default=FALLBACK)")],
      ], builtIns: ["TARGET_NAME": "Ledger"])
    #expect(settings.value("CONDITIONS") == "PROJECT_XCCONFIG PROJECT FIRST SECOND TARGET FALLBACK")
    #expect(settings.value("NAME") == "Ledger-Pro")
    #expect(settings.value("MISSING") == nil)
    #expect(
      settings.expand("$(NAME:upper) $(NAME:lower) $(NAME:c99extidentifier)")
        == "LEDGER-PRO ledger-pro Ledger_Pro")
    #expect(settings.isSet("NAME") && !settings.isSet("TARGET_NAME"))
  }

  @Test func conditionalSettingsForIOSWinInTheirLayer() {
    let settings = BuildSettings(layers: [
      [("SCENES[sdk=iphoneos*]", "YES"), ("SCENES", "NO"), ("OTHER[sdk=macosx*]", "YES")],
      [("FLAG[config=Release][arch=*]", "R"), ("FLAG", "plain"), ("FLAG[config=Debug]", "D")],
    ])
    #expect(settings.value("SCENES") == "YES")
    #expect(settings.value("OTHER") == nil)
    #expect(settings.value("FLAG") == "R")
  }

  @Test func selfReferenceEndsEmptyAndQuickly() {
    let settings = BuildSettings(layers: [[("A", "$(B) $(B) $(B)"), ("B", "$(A) $(A) $(A)")]])
    #expect(settings.value("A") != nil)
    #expect(settings.value("A")!.count < 10_000)
  }

  @Test func compilationConditionsComeFromBothSettings() {
    let settings = BuildSettings(layers: [
      [("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "MAIN $(inherited) MAIN")],
      [("OTHER_SWIFT_FLAGS", #"-D PRO -DANALYTICS -Xfrontend -warn "-DQUOTED" -D=BAD -D"#)],
    ])
    #expect(settings.compilationConditions == ["MAIN", "PRO", "ANALYTICS", "QUOTED"])
  }

  @Test func wordsFollowShellQuoting() {
    #expect(
      BuildSettings.words(#"a "b c" 'd e' f\ g  "h\"i""#) == ["a", "b c", "d e", "f g", "h\"i"])
  }

  @Test func xcconfigLinesAreAssignmentsAndIncludes() {
    let text = """
      // A comment
      #include "Base.xcconfig"
      #include? "Local.xcconfig"
      SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) SYNC // trailing comment
      OTHER_SWIFT_FLAGS[sdk=iphoneos*] = -DDEVICE;
        INDENTED=value
      not an assignment
      """
    #expect(
      XCConfig.parse(Array(text.utf8)) == [
        .include(path: "Base.xcconfig", optional: false, line: 2),
        .include(path: "Local.xcconfig", optional: true, line: 3),
        .assignment(
          key: "SWIFT_ACTIVE_COMPILATION_CONDITIONS", value: "$(inherited) SYNC", line: 4),
        .assignment(key: "OTHER_SWIFT_FLAGS[sdk=iphoneos*]", value: "-DDEVICE", line: 5),
        .assignment(key: "INDENTED", value: "value", line: 6),
      ])
  }

  @Test func deploymentTargetsMapToTheVersionsModelled() {
    #expect(AppFacts.osVersions(forDeploymentTarget: "15.0") == [.v18, .v26])
    #expect(AppFacts.osVersions(forDeploymentTarget: "18") == [.v18, .v26])
    #expect(AppFacts.osVersions(forDeploymentTarget: "18.4") == [.v18, .v26])
    #expect(AppFacts.osVersions(forDeploymentTarget: "26.0") == [.v26])
    #expect(AppFacts.osVersions(forDeploymentTarget: "27.1") == [.v26])
    #expect(AppFacts.osVersions(forDeploymentTarget: "$(X)") == nil)
  }

  @Test func pathsNormalizeAndRelate() {
    #expect(ProjectPath.normalize("./a//b/../c/") == "a/c")
    #expect(ProjectPath.normalize("../../a") == "../../a")
    #expect(ProjectPath.normalize("/a/../../b") == "/b")
    #expect(ProjectPath.normalize("a/..") == ".")
    // Paths already normal come back as they are; the others take the long way.
    for path in ["/", ".", "a", "/a/b", "a/...b/c", "...", "a.b/.c"] {
      #expect(ProjectPath.normalize(path) == path)
    }
    for (path, normal) in [
      ("//a", "/a"), ("a/", "a"), ("./a", "a"), ("a/./b", "a/b"), ("", "."), ("a//", "a"),
      ("/..", "/"),
    ] {
      #expect(ProjectPath.normalize(path) == normal, "\(path)")
    }
    #expect(ProjectPath.join("Examples/App", "../Shared/x.swift") == "Examples/Shared/x.swift")
    #expect(ProjectPath.join(".", "/abs") == "/abs")
    #expect(ProjectPath.directory(of: "App.xcodeproj") == ".")
    #expect(ProjectPath.directory(of: "/App.xcodeproj") == "/")
    #expect(ProjectPath.relative("a/b/c.swift", to: "a") == "b/c.swift")
    #expect(ProjectPath.relative("ab/c.swift", to: "a") == nil)
    #expect(ProjectPath.relative("../x", to: ".") == nil)
  }
}
