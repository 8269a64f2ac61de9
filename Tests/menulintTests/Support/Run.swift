import Foundation
import MenuModel
import TestSupport
import Testing

@testable import menulint

/// Runs menulint in-process and returns what it wrote and its exit status.
struct Run {
  var stdout: String
  var stderr: String
  var status: Int32

  /// Runs with the real file system, relative paths resolved from the repository root.
  static func real(_ arguments: [String]) -> Run {
    var io = CommandIO.process()
    io.fileSystem = RootedFileSystem(root: Golden.repositoryRoot.path)
    io.standardOutput = TextSink()
    io.standardError = TextSink()
    io.isTerminal = false
    io.environment = ["PWD": Golden.repositoryRoot.path]
    // Swift inputs run the toolchain's parser.
    let environment = ProcessInfo.processInfo.environment
    for name in ["PATH", "SWIFTC"] { io.environment[name] = environment[name] }
    let status = CommandLineTool.main(root: MenuLint.self, arguments: arguments, io: &io)
    return Run(
      stdout: io.standardOutput.captured, stderr: io.standardError.captured, status: status)
  }

  /// Runs over an in-memory file system.
  static func memory(_ arguments: [String], files: [String: String] = [:], stdin: String? = nil)
    -> Run
  {
    memory(
      arguments, bytes: files.mapValues { Array($0.utf8) }, stdin: stdin.map { Array($0.utf8) })
  }

  /// Runs over an in-memory file system of raw bytes, which need not be UTF-8.
  static func memory(
    _ arguments: [String], bytes files: [String: [UInt8]], stdin: [UInt8]? = nil,
    environment: [String: String] = [:]
  )
    -> Run
  {
    var io = CommandIO.capturing(files: files, stdin: stdin)
    io.environment = environment
    let status = CommandLineTool.main(root: MenuLint.self, arguments: arguments, io: &io)
    return Run(
      stdout: io.standardOutput.captured, stderr: io.standardError.captured, status: status)
  }

  /// A transcript: the command, what it printed, and its exit status.
  func transcript(_ arguments: [String]) -> String {
    var text = "$ menulint " + arguments.joined(separator: " ") + "\n" + stdout
    if !stderr.isEmpty { text += "[stderr]\n" + stderr }
    return text + "[exit \(status)]\n"
  }
}

/// The real file system with relative paths resolved from a root directory, so tests do not
/// depend on (or change) the process's working directory.
struct RootedFileSystem: FileSystem {
  let root: String
  let real = RealFileSystem()

  func resolve(_ path: String) -> String {
    path == "-" || path.hasPrefix("/") ? path : root + "/" + path
  }

  func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
    do {
      return try real.read(resolve(path), limit: limit)
    } catch {
      throw FileSystemError(path: path, reason: error.reason)
    }
  }

  func readInPlace(_ path: String, limit: Int) throws(FileSystemError) -> FileBytes {
    do {
      return try real.readInPlace(resolve(path), limit: limit)
    } catch {
      throw FileSystemError(path: path, reason: error.reason)
    }
  }

  func isDirectory(_ path: String) -> Bool? { real.isDirectory(resolve(path)) }

  func entry(_ path: String) -> DirectoryEntry? { real.entry(resolve(path)) }

  func regularFileSize(_ path: String) -> Int? { real.regularFileSize(resolve(path)) }

  func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
    try real.contents(ofDirectory: resolve(path))
  }

  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    try real.write(bytes, to: resolve(path))
  }

  func replace(_ bytes: [UInt8], at path: String) throws(FileSystemError) {
    try real.replace(bytes, at: resolve(path))
  }
}
