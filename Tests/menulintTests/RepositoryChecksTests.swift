import Foundation
import TestSupport
import Testing

/// The repository's own checks (`Scripts/check-layers`, `Scripts/check-portability`) pass on
/// this tree and fail on a copy with the mistake each is there to catch.
@Suite struct RepositoryChecksTests {
  /// Runs a script from `Scripts/` with python3 and returns its exit status and output.
  static func run(_ script: String, _ arguments: [String] = []) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "Scripts/\(script)"] + arguments
    process.currentDirectoryURL = Golden.repositoryRoot
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// A scratch package holding `files` (path → contents); the caller removes it.
  static func package(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("menulint-checks-\(UUID().uuidString)")
    for (path, contents) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription
    let package = Package(name: "P", platforms: [.macOS(.v13), .iOS(.v16)], targets: [])
    """

  @Test func thisTreePassesBoth() throws {
    let (layers, layersOutput) = try Self.run("check-layers")
    #expect(layers == 0, "\(layersOutput)")
    let (portability, portabilityOutput) = try Self.run("check-portability")
    #expect(portability == 0, "\(portabilityOutput)")
  }

  @Test func upwardDependencyFails() throws {
    let root = try Self.package([
      "Sources/MenuModel/Keys/Key.swift": "struct Key { let linter = Linter() }\n",
      "Sources/MenuModel/Lint/Linter.swift": "/// Checks.\nstruct Linter {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let (status, output) = try Self.run("check-layers", [root.path])
    #expect(status == 1)
    #expect(output.contains("Sources/MenuModel/Keys/Key.swift: uses Linter from Lint/"))
  }

  @Test func qualifiedCLibraryCallAndNewAPIsFail() throws {
    let root = try Self.package([
      "Package.swift": Self.manifest,
      "Sources/Tool/Read.swift": """
      #if canImport(Glibc)
        import Glibc
      #endif
      import Synchronization
      func read(_ fd: Int32) -> Int { Glibc.read(fd, nil, 0) }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let (status, output) = try Self.run("check-portability", [root.path])
    #expect(status == 1)
    #expect(output.contains("Sources/Tool/Read.swift:5: `Glibc.` qualifier outside #if canImport"))
    #expect(output.contains("Sources/Tool/Read.swift:4: the Synchronization module needs macOS 15"))
  }

  @Test func unsafeFlagsAndMissingPlatformsFail() throws {
    let root = try Self.package([
      "Package.swift": """
      // swift-tools-version: 6.2
      import PackageDescription
      let package = Package(name: "P", targets: [
        .target(name: "T", swiftSettings: [.unsafeFlags(["-O"])])])
      """
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let (status, output) = try Self.run("check-portability", [root.path])
    #expect(status == 1)
    #expect(output.contains("Package.swift: unsafeFlags"))
    #expect(output.contains("Package.swift: no `platforms:`"))
  }
}
