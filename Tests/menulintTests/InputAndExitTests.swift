import Foundation
import Testing

@testable import MenuModel
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

  /// The real file system, counting the entries a search examines one by one.
  final class CountingFileSystem: FileSystem, @unchecked Sendable {
    let real = RealFileSystem()
    var examined: [String] = []

    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
      try real.read(path, limit: limit)
    }
    func isDirectory(_ path: String) -> Bool? { real.isDirectory(path) }
    func entry(_ path: String) -> DirectoryEntry? {
      examined.append(path)
      return real.entry(path)
    }
    func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
      try real.contents(ofDirectory: path)
    }
    func listing(ofDirectory path: String) throws(FileSystemError) -> [(
      name: String, isRegularFile: Bool
    )] {
      try real.listing(ofDirectory: path)
    }
    func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
      try real.write(bytes, to: path)
    }
  }

  /// A whole repository is searched without examining each of its other files: the listing
  /// says which names are regular files, and only wanted ones and directories are looked at.
  @Test func aSearchLooksOnlyAtWantedFilesAndDirectories() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/Assets", withIntermediateDirectories: true)
    for index in 0..<50 {
      #expect(manager.createFile(atPath: root + "/Assets/\(index).png", contents: Data()))
    }
    #expect(manager.createFile(atPath: root + "/App.swift", contents: Data()))
    #expect(manager.createFile(atPath: root + "/Assets/Menu.menu.json", contents: Data()))
    let fileSystem = CountingFileSystem()
    let inputs = InputCollector(fileSystem: fileSystem, suffixes: [".menu.json", ".swift"])
      .collect([root])
    #expect(
      inputs == [.file(path: root + "/App.swift"), .file(path: root + "/Assets/Menu.menu.json")])
    #expect(
      fileSystem.examined.sorted()
        == [
          root + "/App.swift", root + "/Assets", root + "/Assets/Menu.menu.json",
        ].sorted())
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

  /// `--jobs 1` runs the library's jobs one after another, so it does not parse a large file
  /// as two halves.
  @Test func oneJobIsNotConcurrent() {
    #expect(!ConcurrentJobs(threads: 1).runsConcurrently)
    #expect(ConcurrentJobs(threads: 2).runsConcurrently)
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

  /// Input is read to its end whatever its size said: exactly, grown, shrunk or unknown, in
  /// reads of any length; a known size is read into one buffer of that size and a byte more,
  /// and the limit and the reader's errors hold on either path.
  @Test func inputIsReadToItsEndWhateverItsSizeSaid() throws {
    let content = (0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
    func read(
      claiming size: Int?, limit: Int = 1 << 20, perRead: Int = 700, failAfter: Int? = nil
    ) -> (Result<[UInt8], FileSystemError>, firstBuffer: Int) {
      var offset = 0
      var firstBuffer = -1
      let result = Result { () throws(FileSystemError) in
        try RealFileSystem.readToEnd(size: size, path: "f", limit: limit) {
          buffer throws(FileSystemError) in
          if firstBuffer < 0 { firstBuffer = buffer.count }
          if let failAfter, offset >= failAfter {
            throw FileSystemError(path: "f", reason: "input/output error")
          }
          let count = min(perRead, buffer.count, content.count - offset)
          content[offset..<offset + count].withUnsafeBytes { buffer.copyMemory(from: $0) }
          offset += count
          return count
        }
      }
      return (result, firstBuffer)
    }
    for size in [content.count, 10, 9_000, 0, nil] {
      for perRead in [1, 700, 100_000] where perRead > 1 || size == content.count {
        let (result, firstBuffer) = read(claiming: size, perRead: perRead)
        #expect((try? result.get()) == content, "size \(String(describing: size)), \(perRead)")
        if let size, size > 0 { #expect(firstBuffer == size + 1) }
      }
    }
    for size in [content.count, 10, nil] {
      guard case .failure(let error) = read(claiming: size, limit: 4_999).0 else {
        Issue.record("read past the limit with size \(String(describing: size))")
        continue
      }
      #expect(error.reason == "is larger than the 0 MiB limit")
      guard case .failure(let failed) = read(claiming: size, failAfter: 2_000).0 else {
        Issue.record("a failing read went unnoticed with size \(String(describing: size))")
        continue
      }
      #expect(failed.reason == "input/output error")
    }
  }

  /// A file that says it is empty but is not, as the kernel's files under `/proc` do, is
  /// still read to its end.
  @Test(.enabled(if: RealFileSystem().regularFileSize("/proc/self/status") == 0, "needs /proc"))
  func filesLargerThanTheySayAreReadToTheirEnd() throws {
    let status = try RealFileSystem().read("/proc/self/status", limit: 1 << 20)
    #expect(status.starts(with: Array("Name:".utf8)))
    #expect(status.last == UInt8(ascii: "\n"))
  }

  /// A regular file of 1 MiB or more is mapped, not copied; either way the bytes are the
  /// file's, and the size limit holds.
  @Test func largeFilesAreReadInPlace() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let threshold = RealFileSystem.mappingThreshold
    for size in [threshold - 1, threshold, threshold + 4_097] {
      let path = "\(root)/f\(size)"
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let read = try RealFileSystem().readInPlace(path, limit: threshold * 2)
      #expect(read.isBorrowed == (size >= threshold), "\(size)")
      #expect(read.array == bytes, "\(size)")
      let overLimit = Result { () throws(FileSystemError) in
        try RealFileSystem().readInPlace(path, limit: size - 1)
      }
      guard case .failure(let error) = overLimit else {
        Issue.record("\(size) bytes over a limit of \(size - 1) were read")
        continue
      }
      #expect(error.reason == "is larger than the \((size - 1) >> 20) MiB limit")
    }
  }

  /// A definition large enough to be mapped lints as the same text read into memory does.
  @Test func aMappedDefinitionLintsAsACopiedOne() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/big.menu.json"
    let text = Self.largeDefinition(commands: 15_000)
    #expect(text.utf8.count >= RealFileSystem.mappingThreshold)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    for format in ["text", "json"] {
      let mapped = Run.real(["lint", path, "--format", format])
      let copied = Run.memory(["lint", path, "--format", format], files: [path: text])
      #expect(mapped.status == 1 && mapped.stdout.contains("duplicate-shortcut"))
      #expect(mapped.stdout == copied.stdout && mapped.stderr == copied.stderr)
      #expect(mapped.status == copied.status)
    }
  }

  /// A definition of `commands` commands in one menu, over 1 MiB for 15 000, whose first
  /// two commands share a shortcut.
  static func largeDefinition(commands: Int) -> String {
    let elements = (0..<commands).map { index in
      #"{"type": "command", "title": "Open Item \#(index)", "action": "openItem\#(index):""#
        + (index < 2 ? #", "shortcut": "cmd+shift+y"}"# : "}")
    }
    return #"{"formatVersion": 1, "build": [{"atEndOf": "file", "insertChild": "#
      + #"{"type": "menu", "title": "Items", "children": [\#n"#
      + elements.joined(separator: ",\n") + "]}}]}\n"
  }

  /// The menulint executable the tests were built with, if it is there.
  static var executable: String? {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let path = directory.appendingPathComponent("menulint").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// A mapped file that shrinks before menulint has read it ends the run with a message and
  /// exit 66, not a bus error: menulint maps the file, waits on standard input, the file is
  /// cut short, and standard input ends.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/proc/self/maps") && executable != nil,
      "needs /proc to see the mapping, and the menulint executable next to the tests"))
  func aMappedFileThatShrinksEndsTheRunWithAMessage() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/big.menu.json"
    try Data(Self.largeDefinition(commands: 15_000).utf8).write(to: URL(fileURLWithPath: path))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.executable))
    process.arguments = ["lint", path, "-"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let maps = "/proc/\(process.processIdentifier)/maps"
    let deadline = Date().addingTimeInterval(30)
    while !Self.contents(of: maps).contains(path) {
      guard process.isRunning && Date() < deadline else {
        Issue.record("the file was never mapped")
        process.terminate()
        return
      }
      usleep(5_000)
    }
    #expect(truncate(path, 100) == 0)
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == ExitCode.noInput.rawValue)
    #expect(message == "error: an input file shrank while menulint was reading it\n")
  }

  /// Standard input is read from where it stands, even when it is a file large enough to be
  /// mapped: `{ read -r header; menulint lint -; } < file` lints what follows the header.
  @Test(.enabled(if: executable != nil, "needs the menulint executable next to the tests"))
  func standardInputIsReadFromWhereItStands() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/input.json"
    let header = "# not JSON\n"
    let text = header + Self.largeDefinition(commands: 15_000)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? input.close() }
    try input.seek(toOffset: UInt64(header.utf8.count))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.executable))
    process.arguments = ["lint", "-", "--format", "json"]
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let report = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(report.contains("duplicate-shortcut") && !report.contains("invalid-json"))
  }

  /// A file's whole text, read to its end: `String(contentsOfFile:)` reads only the first
  /// page of a `/proc` file, which reports a size of 0.
  static func contents(of path: String) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
  }
}
