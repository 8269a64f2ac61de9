import Foundation
import MenuModel
import Testing

@testable import menulint

#if canImport(Glibc)
  import Glibc
#endif

/// What the CLI reads from a directory, and the exit codes when a file it uses has errors or
/// its output cannot be written.
@Suite struct InputAndExitTests {
  /// A fresh directory under the system's temporary directory; the caller removes it.
  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "menulint-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A directory search does not follow links to directories (`loop -> .` would repeat the
  /// tree forever) and does not open FIFOs (which would block); links to files are read, and
  /// a dangling link is kept so that reading it reports it.
  @Test func directorySearchSkipsLinkedDirectoriesAndFIFOs() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
    #expect(manager.createFile(atPath: root + "/sub/app.menu.json", contents: Data("{}".utf8)))
    try manager.createSymbolicLink(atPath: root + "/loop", withDestinationPath: ".")
    try manager.createSymbolicLink(atPath: root + "/sub/up", withDestinationPath: "..")
    try manager.createSymbolicLink(
      atPath: root + "/linked.menu.json", withDestinationPath: "sub/app.menu.json")
    try manager.createSymbolicLink(
      atPath: root + "/dangling.menu.json", withDestinationPath: "nowhere")
    #expect(mkfifo(root + "/fifo.menu.json", 0o600) == 0)

    let inputs = InputCollector(fileSystem: RealFileSystem()).collect([root])
    #expect(
      inputs == [
        .file(path: root + "/dangling.menu.json"), .file(path: root + "/linked.menu.json"),
        .file(path: root + "/sub/app.menu.json"),
      ])
  }

  /// A file system whose `d/locked` cannot be listed.
  struct LockedDirectory: FileSystem {
    let memory = MemoryFileSystem(files: ["d/a.menu.json": [], "d/locked/b.menu.json": []])

    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
      try memory.read(path, limit: limit)
    }
    func isDirectory(_ path: String) -> Bool? { memory.isDirectory(path) }
    func entry(_ path: String) -> DirectoryEntry? { memory.entry(path) }
    func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
      guard path != "d/locked" else {
        throw FileSystemError(path: path, reason: "permission denied")
      }
      return try memory.contents(ofDirectory: path)
    }
    func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
      try memory.write(bytes, to: path)
    }
  }

  @Test func standardInputThatCannotBeReadIsNamedAsInReports() {
    let run = Run.memory(["lint", "-"], files: [:])
    #expect(run.status == 66)
    #expect(run.stderr == "error: <stdin>: no such file or directory\n")
  }

  @Test func aDirectoryThatCannotBeListedIsUnreadable() {
    #expect(
      InputCollector(fileSystem: LockedDirectory()).collect(["d"]) == [
        .file(path: "d/a.menu.json"), .unreadable(path: "d/locked", reason: "permission denied"),
      ])
    var io = CommandIO.capturing()
    io.fileSystem = LockedDirectory()
    let status = CommandLineTool.main(root: MenuLint.self, arguments: ["lint", "d"], io: &io)
    #expect(status == 66)
    #expect(io.standardError.captured.contains("d/locked: permission denied"))
  }

  static let files = [
    "app.menu.json": #"{"formatVersion": 1, "platforms": ["iPadOS"], "build": []}"#,
    "clash.menu.json": #"{"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"#
      + #""insertElements": [{"type": "command", "title": "C", "action": "c:", "#
      + #""shortcut": "cmd+c"}], "atEndOf": "edit"}]}"#,
    "ok.responders.json": #"{"formatVersion": 1, "responders": ["#
      + #"{"id": "v", "kind": "view", "actions": ["copy:", "c:"]}], "#
      + #""scenarios": {"s": {"firstResponder": "v"}}}"#,
    "dangling.responders.json": #"{"formatVersion": 1, "responders": ["#
      + #"{"id": "v", "kind": "view", "next": "nowhere", "actions": ["copy:"]}], "#
      + #""scenarios": {"s": {"firstResponder": "v"}}}"#,
  ]

  /// The answer is still printed, but a definition with errors makes the command exit 1, as
  /// `lint` would: errors in the responder file, and errors in building the menu (printed
  /// too).
  @Test(arguments: [
    (
      ["resolve", "app.menu.json", "--responders", "dangling.responders.json"],
      "[invalid-definition]"
    ),
    (["resolve", "clash.menu.json", "--responders", "ok.responders.json"], "[duplicate-shortcut]"),
    (
      ["cheatsheet", "app.menu.json", "--responders", "dangling.responders.json"],
      "[invalid-definition]"
    ),
    (
      ["cheatsheet", "clash.menu.json", "--responders", "ok.responders.json"],
      "[duplicate-shortcut]"
    ),
    (["localize", "clash.menu.json", "--layouts", "US"], "[duplicate-shortcut]"),
  ])
  func errorsInAnyFileUsedExitOne(arguments: [String], rule: String) {
    let scenario = arguments.contains("--responders") ? ["--scenario", "s"] : []
    let query = arguments[0] == "resolve" ? ["--action", "copy:"] : []
    let run = Run.memory(arguments + scenario + query, files: Self.files)
    #expect(run.status == 1)
    #expect(!run.stdout.isEmpty)
    #expect(run.stderr.contains(rule))
  }

  @Test func aCleanResolveExitsZero() {
    let run = Run.memory(
      [
        "resolve", "app.menu.json", "--responders", "ok.responders.json", "--scenario", "s",
        "--action", "copy:",
      ],
      files: Self.files)
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
  }

  /// An empty list is a mistake, not a quiet "all layouts" (or ABC-AZERTY, the first one).
  @Test(arguments: [
    ["cheatsheet", "app.menu.json", "--layout", ""],
    ["lint", "app.menu.json", "--layouts", ""],
    ["lint", "app.menu.json", "--layouts", ","],
    ["lint", "app.menu.json", "--directions", ","],
    ["lint", "app.menu.json", "--layouts", "US", "--layouts", ""],
    ["localize", "app.menu.json", "--layouts", " "],
  ])
  func emptyLayoutAndDirectionListsAreUsageErrors(arguments: [String]) {
    let run = Run.memory(arguments, files: Self.files)
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("error: The value '"))
  }

  /// A full disk is an error on standard error and exit 1, not a silent 0.
  @Test func unwritableStandardOutputExitsOne() throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0, "/dev/full is missing")
    defer { close(descriptor) }
    var io = CommandIO.capturing()
    io.standardOutput = TextSink(fileDescriptor: descriptor)
    let status = CommandLineTool.main(root: MenuLint.self, arguments: ["rules"], io: &io)
    #expect(status == 1)
    #expect(
      io.standardError.captured
        == "error: cannot write to standard output: No space left on device\n")
  }

  /// A file is read whole up to the size limit and refused one byte past it, whether its size
  /// is known up front (a file) or not (a pipe).
  @Test func filesAreReadWholeUpToTheLimit() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for size in [1, 9, 10, 11, 200_000] {
      let path = "\(root)/f\(size)"
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7) }
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let limit = size == 200_000 ? 200_000 : 10
      let read = Result { () throws(FileSystemError) in
        try RealFileSystem().read(path, limit: limit)
      }
      switch read {
      case .success(let contents):
        #expect(size <= limit && contents == bytes, "\(size)")
      case .failure(let error):
        #expect(size > limit, "\(size)")
        #expect(error.reason.contains("larger than"))
      }
    }
  }
}
