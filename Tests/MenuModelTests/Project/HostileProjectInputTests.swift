import MenuModel
import Testing

/// Damaged and hostile project files: every reader either reads them or notes why not, never
/// crashing, hanging or growing without bound.
@Suite struct HostileProjectInputTests {
  /// A small deterministic generator, so that failures reproduce.
  struct Generator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
  }

  /// Bytes that break structure: brackets, quotes, escapes, comment openers, line breaks.
  static let breakers = Array("{}()[]<>\"'\\/*;=,:-&#$\n\t \u{0}".utf8) + [0xFF, 0xC3]

  static func mutations(of text: String, count: Int, seed: UInt64) -> [[UInt8]] {
    var generator = Generator(state: seed)
    let original = Array(text.utf8)
    return (0..<count).map { _ in
      var bytes = original
      for _ in 0...generator.below(8) {
        guard !bytes.isEmpty else { break }
        let index = generator.below(bytes.count)
        switch generator.below(4) {
        case 0: bytes[index] = breakers[generator.below(breakers.count)]
        case 1: bytes.remove(at: index)
        case 2: bytes.insert(breakers[generator.below(breakers.count)], at: index)
        default: bytes = Array(bytes[..<index])
        }
      }
      return bytes
    }
  }

  @Test func mutatedProjectFilesAreReadOrNoted() {
    let sources: [(ProjectFile.Kind, String, String)] = [
      (
        .xcode, "A.xcodeproj/project.pbxproj",
        MemoryProjectFiles.fixture("xcode77-two-apps.pbxproj")
      ),
      (
        .xcode, "A.xcodeproj/project.pbxproj",
        MemoryProjectFiles.fixture("xcode46-universal.pbxproj")
      ),
      (.xcodegen, "project.yml", XcodeGenTests.spec),
      (
        .package, "Package.swift",
        #"let package = Package(name: "A", platforms: [.iOS("17.0")], products: [.iOSApplication(name: "A", targets: ["M"])], targets: [.executableTarget(name: "M", path: ".")])"#
      ),
    ]
    for (index, (kind, path, text)) in sources.enumerated() {
      for bytes in Self.mutations(of: text, count: 150, seed: UInt64(index + 1)) {
        var files = MemoryProjectFiles([:])
        files.files[path] = bytes
        files.files["A/Info.plist"] = bytes
        let project = files.read(kind, kind == .xcode ? "A.xcodeproj" : path)
        for note in project.notes {
          #expect(note.ruleID == .unreadableProject)
          #expect(note.location != nil)
        }
      }
    }
  }

  @Test func mutatedPropertyListsAndManifestsNeverCrash() {
    let plist = """
      <?xml version="1.0"?><plist version="1.0"><dict><key>A</key><array><string>x &amp; y</string>
      <true/><integer>1</integer><data>AAEC</data><dict/></array></dict></plist>
      """
    for bytes in Self.mutations(of: plist, count: 400, seed: 7) {
      _ = try? XMLPropertyList.parse(bytes)
      _ = try? ASCIIPropertyList.parse(bytes)
      _ = try? YAML.parse(bytes)
      _ = try? PackageManifest.read(bytes)
      _ = XCConfig.parse(bytes)
    }
  }

  /// Files above the size limits are notes, never read whole.
  @Test func oversizedFilesAreNotes() throws {
    var files = MemoryProjectFiles([:])
    files.files["project.yml"] = Array(
      repeating: UInt8(ascii: "a"), count: ProjectReader.projectSizeLimit + 1)
    let project = files.read(.xcodegen, "project.yml")
    #expect(project.targets.isEmpty)
    #expect(project.notes.first?.message.contains("is too large") == true)
  }
}
