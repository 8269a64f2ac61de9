import Foundation
import MenuModel
import TestSupport
import Testing

/// How menulint reaches its users (`Docs/Install.md`, `Docs/Xcode.md`).
///
/// The Swift version the README, the docs and the workflows name, the licence, the sample Xcode
/// project's use of the build-tool plugin, and the Run Script recipe. The plugins themselves are
/// built and run by `Scripts/test-build-tool-plugin`, `Scripts/test-plugin` and
/// `Scripts/check-release`, which `.ci/run` runs.
@Suite struct DistributionTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOf: Golden.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every match of `pattern`'s first capture group in `text`.
  static func captures(_ pattern: String, in text: String) throws -> [String] {
    let expression = try Regex(pattern)
    return text.matches(of: expression).compactMap { match in
      match.output.count > 1 ? match.output[1].substring.map(String.init) : nil
    }
  }

  /// The manifest's tools version, such as `6.2`: the oldest Swift that builds menulint.
  static func toolsVersion() throws -> String {
    try #require(
      try captures(#"^// swift-tools-version: *([0-9.]+)"#, in: text("Package.swift")).first)
  }

  /// The README, the install guide and the CI workflows name the Swift the manifest needs: a
  /// `swift:6.1` container cannot build a package whose tools version is 6.2.
  @Test func theSwiftVersionNamedEverywhereIsTheManifests() throws {
    let version = try Self.toolsVersion()
    for file in ["README.md", "Docs/Install.md", ".github/workflows/ci.yml"] {
      let text = try Self.text(file)
      let containers = try Self.captures(#"container: swift:([0-9.]+)"#, in: text)
      #expect(!containers.isEmpty, "\(file) names no swift container")
      #expect(containers.allSatisfy { $0 == version }, "\(file): swift:\(containers)")
      for named in try Self.captures(#"Swift ([0-9.]+) or later"#, in: text) {
        #expect(named == version, "\(file) says Swift \(named) or later")
      }
    }
    #expect(try Self.text("README.md").contains("Swift \(version) or later"))
  }

  /// The install guide's workflow is valid YAML that downloads the bundle instead of building,
  /// lints into SARIF and uploads it.
  @Test(.enabled(if: ReadmeTests.hasPyYAML, "python3 with PyYAML is needed to parse the workflow"))
  func theInstallGuidesWorkflowIsValid() throws {
    let workflow = try #require(
      ReadmeTests.blocks("yaml", in: Self.text("Docs/Install.md")).first {
        $0.contains("upload-sarif")
      })
    let script = """
      import sys, yaml
      w = yaml.safe_load(sys.stdin)
      steps = w["jobs"]["menulint"]["steps"]
      runs = " ".join(s.get("run", "") for s in steps)
      assert "menulint.artifactbundle" in runs and "swift build" not in runs
      assert "menulint lint" in runs and "--format sarif" in runs
      assert any(s.get("uses", "").startswith("github/codeql-action/upload-sarif") for s in steps)
      print("ok")
      """
    let run = try Subprocess.run("python3", ["-c", script], input: workflow)
    #expect(run.output == "ok\n")
  }

  /// LICENSE is the Apache License 2.0, whole and unchanged.
  @Test func theLicenseIsApache2() throws {
    let license = try Self.text("LICENSE")
    let lines = license.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 203)  // 202 lines and the final newline
    #expect(
      lines.prefix(4).map { $0.trimmingCharacters(in: .whitespaces) } == [
        "", "Apache License", "Version 2.0, January 2004", "http://www.apache.org/licenses/",
      ])
    for phrase in [
      "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION",
      "9. Accepting Warranty or Additional Liability.", "END OF TERMS AND CONDITIONS",
      "APPENDIX: How to apply the Apache License to your work.",
    ] {
      #expect(license.contains(phrase), "\(phrase)")
    }
  }

  /// The sample Xcode project applies the build-tool plugin of this repository to its app.
  ///
  /// As Xcode records it: a local package reference to the repository, a product dependency on
  /// `plugin:MenulintBuildToolPlugin`, and a target dependency on it. Every object the project
  /// names exists, and the shared scheme builds the app target.
  @Test func theXcodeSampleAppliesTheBuildToolPlugin() throws {
    let directory = "Examples/PluginApp/PluginApp.xcodeproj"
    let project = try ASCIIPropertyList.parse(Array(Self.text(directory + "/project.pbxproj").utf8))
    let objects = try #require(project.dictionary?["objects"]?.dictionary)
    func object(_ id: PropertyListValue?) -> PropertyListDictionary? {
      id?.string.flatMap { objects[$0]?.dictionary }
    }
    // Every 24-digit identifier anywhere in the project is an object of it.
    func identifiers(in value: PropertyListValue) -> [String] {
      if let string = value.string {
        return string.count == 24 && string.allSatisfy(\.isHexDigit) ? [string] : []
      }
      if let array = value.array { return array.flatMap(identifiers) }
      if let dictionary = value.dictionary {
        return dictionary.keys.flatMap { dictionary[$0].map(identifiers) ?? [] }
      }
      return []
    }
    for id in identifiers(in: .dictionary(objects)) {
      #expect(objects[id] != nil, "\(id) is named but not defined")
    }

    let root = try #require(object(project.dictionary?["rootObject"]))
    let references = try #require(root["packageReferences"]?.array)
    #expect(references.count == 1)
    let package = try #require(object(references.first))
    #expect(package["isa"]?.string == "XCLocalSwiftPackageReference")
    let relativePath = try #require(package["relativePath"]?.string)
    let packageRoot = Golden.repositoryRoot.appendingPathComponent("Examples/PluginApp")
      .appendingPathComponent(relativePath).standardizedFileURL
    #expect(packageRoot.path == Golden.repositoryRoot.standardizedFileURL.path)
    let manifest = try String(
      contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#".plugin(name: "MenulintBuildToolPlugin""#))

    let targets = try #require(root["targets"]?.array).compactMap(object)
    let app = try #require(targets.first { $0["name"]?.string == "PluginApp" })
    #expect(app["productType"]?.string == "com.apple.product-type.application")
    let products = (app["dependencies"]?.array ?? []).compactMap(object).compactMap {
      object($0["productRef"])
    }
    let plugin = try #require(products.first)
    #expect(plugin["isa"]?.string == "XCSwiftPackageProductDependency")
    #expect(plugin["productName"]?.string == "plugin:MenulintBuildToolPlugin")
    #expect(plugin["package"]?.string == references.first?.string)

    let scheme = try Self.text(directory + "/xcshareddata/xcschemes/PluginApp.xcscheme")
    let appID = try #require(
      root["targets"]?.array?.first { object($0)?["name"]?.string == "PluginApp" }?.string)
    #expect(scheme.contains(#"BlueprintIdentifier = "\#(appID)""#))
  }

  /// Docs/Xcode.md's Run Script phase lints the app target it belongs to with the menulint on
  /// `PATH`, from Xcode's variables, and only warns when menulint is not installed.
  @Test(
    .enabled(
      if: InputAndExitTests.executable != nil, "needs the menulint executable next to the tests"))
  func theRunScriptRecipeLintsTheTarget() throws {
    let guide = try Self.text("Docs/Xcode.md")
    let section = try #require(guide.range(of: "## A Run Script phase"))
    let script = try #require(
      ReadmeTests.blocks("sh", in: String(guide[section.lowerBound...])).first)
    let executable = try #require(InputAndExitTests.executable)
    func run(path: String) throws -> (Int32, String) {
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = path
      environment["SRCROOT"] =
        Golden.repositoryRoot.appendingPathComponent("Examples/PluginApp").path
      environment["TARGET_NAME"] = "PluginApp"
      environment["HOME"] = FileManager.default.temporaryDirectory.path
      let run = try Subprocess.run(
        "/bin/sh", ["-c", script], environment: environment,
        in: FileManager.default.temporaryDirectory, errors: .discarded)
      return (run.status, run.output)
    }
    let toolchain = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let directory = URL(fileURLWithPath: executable).deletingLastPathComponent().path
    let (status, output) = try run(path: directory + ":" + toolchain)
    #expect(status == 0, "\(output)")
    #expect(
      output.contains(
        "/Examples/PluginApp/PluginApp/MainMenu.swift:9:9: warning: 'Double' is in the submenu 'Scale'"
      ), "\(output)")
    // Without menulint where the recipe looks (unless this machine installed it there).
    let installed = ["/usr/bin", "/bin", "/opt/homebrew/bin", "/usr/local/bin"].contains {
      FileManager.default.isExecutableFile(atPath: $0 + "/menulint")
    }
    guard !installed else { return }
    let (missingStatus, missing) = try run(path: "/usr/bin:/bin")
    #expect(missingStatus == 0)
    #expect(missing == "warning: menulint is not installed; see its Docs/Install.md\n")
  }
}
