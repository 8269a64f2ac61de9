import Foundation
import MenuModel
import Testing

@testable import menulint

#if canImport(Glibc)
  import Glibc
#endif

/// Faults CI meets: directories that can be listed but not searched, hostile `exclude` globs,
/// files written while others read them or on a full disk, and an output that is an input.
@Suite struct FaultTests {
  /// A file system whose `d/locked` can be listed but whose entries cannot be examined.
  struct UnsearchableDirectory: FileSystem {
    let memory = MemoryFileSystem(files: [
      "d/a.menu.json": Array(#"{"formatVersion": 1}"#.utf8), "d/locked/b.menu.json": [],
    ])

    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
      try memory.read(path, limit: limit)
    }
    func isDirectory(_ path: String) -> Bool? { memory.isDirectory(path) }
    func entry(_ path: String) -> DirectoryEntry? {
      path.hasPrefix("d/locked/") ? .unreadable(reason: "permission denied") : memory.entry(path)
    }
    func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
      try memory.contents(ofDirectory: path)
    }
    func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
      try memory.write(bytes, to: path)
    }
  }

  @Test func aDirectoryThatCannotBeSearchedIsAnErrorNamingIt() {
    var io = CommandIO.capturing()
    io.fileSystem = UnsearchableDirectory()
    let status = CommandLineTool.main(root: MenuLint.self, arguments: ["lint", "d"], io: &io)
    #expect(status == 66)
    #expect(
      io.standardError.captured
        == "error: d/locked: permission denied: it can be listed, but its entries cannot be "
        + "examined\n")
    #expect(io.standardOutput.captured == "No problems found in 1 file.\n")
  }

  /// The same with the real file system, where permissions hold (not for root).
  @Test(.enabled(if: getuid() != 0, "root searches any directory"))
  func aRealDirectoryWithoutSearchPermission() throws {
    let root = try InputAndExitTests.temporaryDirectory()
    defer {
      chmod(root + "/locked", 0o755)
      try? FileManager.default.removeItem(atPath: root)
    }
    try FileManager.default.createDirectory(
      atPath: root + "/locked", withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: root + "/locked/b.menu.json", contents: nil))
    #expect(chmod(root + "/locked", 0o644) == 0)
    let inputs = InputCollector(fileSystem: RealFileSystem()).collect([root])
    #expect(
      inputs.contains {
        $0
          == .unreadable(
            path: root + "/locked",
            reason: "permission denied: it can be listed, but its entries cannot be examined")
      })
  }

  /// Eight `**` in an `exclude` glob over a deep tree: one pass per path, not a search.
  @Test(.timeLimit(.minutes(1))) func hostileExcludeGlobsOnADeepTree() {
    let deep = Array(repeating: "a", count: 120).joined(separator: "/")
    let glob = Array(repeating: "**/a", count: 8).joined(separator: "/") + "/nothing"
    let files = [
      ".menulint.json": #"{"formatVersion": 1, "exclude": ["\#(glob)"]}"#,
      deep + "/x.menu.json": #"{"formatVersion": 1}"#,
      "a/y.menu.json": #"{"formatVersion": 1}"#,
    ]
    let run = Run.memory(["lint", "a"], files: files)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "No problems found in 2 files.\n")
  }

  /// A file menulint writes replaces the old one only once it is whole: a reader holding the
  /// old file (here, a second link to it) sees it whole, never a half-written new one.
  @Test func writtenFilesReplaceTheOldOneWhole() throws {
    let directory = try InputAndExitTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/report.sarif"
    try "old report\n".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(chmod(path, 0o640) == 0)
    try FileManager.default.linkItem(atPath: path, toPath: directory + "/held")
    try RealFileSystem().write(Array("new report\n".utf8), to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new report\n")
    #expect(try String(contentsOfFile: directory + "/held", encoding: .utf8) == "old report\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    // No temporary file is left behind, and a link is written through, not replaced.
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/latest", withDestinationPath: "report.sarif")
    try RealFileSystem().write(Array("newest\n".utf8), to: directory + "/latest")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "newest\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
        "held", "latest", "report.sarif",
      ])
  }

  /// A full disk: the report cannot be written, which is an error, not a lint result.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full"))
  func aFullDiskIsAnError() throws {
    let directory = try InputAndExitTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try #"{"formatVersion": 1}"#.write(
      toFile: directory + "/a.menu.json", atomically: false, encoding: .utf8)
    var io = CommandIO.capturing()
    io.fileSystem = RootedFileSystem(root: directory)
    let status = CommandLineTool.main(
      root: MenuLint.self, arguments: ["lint", "a.menu.json", "--output", "/dev/full"], io: &io)
    #expect(status == 1)
    #expect(
      io.standardError.captured
        == "error: cannot write the report: /dev/full: No space left on device\n")
  }

  @Test(arguments: [
    ["lint", "a.menu.json", "--output", "a.menu.json"],
    ["lint", ".", "-o", "./a.menu.json"],
    ["lint", "a.menu.json", "--write-baseline", "a.menu.json"],
    ["lint", "b.menu.json", "--responders", "r.json", "--output", "r.json"],
    ["cheatsheet", "a.menu.json", "--output", "a.menu.json"],
    ["import", "App.swift", "-o", "App.swift"],
    ["import", ".", "--responders-output", "./App.swift"],
  ])
  func anOutputThatIsAnInputIsRefused(arguments: [String]) {
    let files = [
      "a.menu.json": #"{"formatVersion": 1}"#, "b.menu.json": #"{"formatVersion": 1}"#,
      "r.json": #"{"formatVersion": 1, "responders": []}"#, "App.swift": "struct App {}\n",
    ]
    let run = Run.memory(arguments, files: files)
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("error: '"), "\(run.stderr)")
    #expect(run.stderr.contains("names an input file, which writing would destroy"))
    #expect(run.stdout.isEmpty)
  }

  @Test func everyExitStatusIsDecidedInOnePlace() {
    #expect(ExitCode(Outcome()) == .success)
    #expect(ExitCode(Outcome(lintErrors: true)) == .failure)
    #expect(ExitCode(Outcome(lintErrors: true, unlintedInput: true)).rawValue == 65)
    #expect(ExitCode(Outcome(unlintedInput: true, misusedInput: true)) == .usage)
    #expect(ExitCode(Outcome(unreadableInput: true, misusedInput: true)).rawValue == 66)
    #expect(ExitCode(ToolError.usage("x")).rawValue == 64)
    #expect(ExitCode(ToolError.unavailable("x")).rawValue == 69)
    #expect(ExitCode(ToolError.failed("x")).rawValue == 1)
    #expect(ExitCode(ToolError.reported(Outcome(unlintedInput: true))).rawValue == 65)
  }
}
