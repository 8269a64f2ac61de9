import Foundation
import TestSupport
import Testing

/// The repository's own checks (`Scripts/check-layers`, `Scripts/check-portability`) pass on
/// this tree and fail on a copy with the mistake each is there to catch.
@Suite struct RepositoryChecksTests {
  /// Runs a script from `Scripts/` with python3 and returns its exit status and output.
  static func run(_ script: String, _ arguments: [String] = []) throws -> (Int32, String) {
    let run = try Subprocess.run(
      "python3", ["Scripts/\(script)"] + arguments, in: Golden.repositoryRoot)
    return (run.status, run.output)
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

  /// Unsafe pointers, `Unmanaged` and `@unchecked Sendable` belong behind a wall: in a domain
  /// file they fail, in a walled subfolder they pass.
  @Test func unsafeNamesOutsideAWallFail() throws {
    let root = try Self.package([
      "Sources/MenuModel/Building/MenuBuilder.swift": """
      struct MenuBuilder {
        func count(_ nodes: [Int]) -> Int { nodes.withUnsafeBufferPointer { $0.count } }
      }
      final class Box: @unchecked Sendable {}
      """,
      "Sources/MenuModel/Building/Storage/NodeTable.swift": """
      struct NodeTable {
        func count(_ nodes: [Int]) -> Int { nodes.withUnsafeBufferPointer { $0.count } }
        let box: Unmanaged<AnyObject>? = nil
      }
      """,
      "Sources/menulint/Commands/Lint.swift": "let p: UnsafeMutablePointer<Int>? = nil\n",
      "Sources/menulint/IO/POSIX.swift": "let p: UnsafeMutablePointer<Int>? = nil\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let (status, output) = try Self.run("check-layers", [root.path])
    #expect(status == 1)
    #expect(
      output.contains(
        "Sources/MenuModel/Building/MenuBuilder.swift: @unchecked Sendable, "
          + "withUnsafeBufferPointer outside a walled subfolder"), "\(output)")
    #expect(output.contains("Sources/menulint/Commands/Lint.swift: UnsafeMutablePointer"))
    #expect(!output.contains("NodeTable.swift"), "\(output)")
    #expect(!output.contains("POSIX.swift"), "\(output)")
  }

  /// A walled subfolder's types, nested ones too, are named only from its parent folder.
  @Test func usingAnotherFoldersWallFails() throws {
    let root = try Self.package([
      "Sources/MenuModel/Building/Storage/NodeTable.swift":
        "struct NodeTable {}\nextension MenuBuilder {\n  struct Node {}\n}\n",
      "Sources/MenuModel/Building/MenuBuilder.swift":
        "struct MenuBuilder { let t = NodeTable(), n = Node() }\n",
      "Sources/MenuModel/Lint/Linter.swift":
        "struct Linter { let t = NodeTable(), n = MenuBuilder.Node() }\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let (status, output) = try Self.run("check-layers", [root.path])
    #expect(status == 1)
    #expect(
      output.contains(
        "Sources/MenuModel/Lint/Linter.swift: uses Node, NodeTable from Building/Storage/, "
          + "a wall only Building/ may use"), "\(output)")
    #expect(!output.contains("MenuBuilder.swift"), "\(output)")
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
