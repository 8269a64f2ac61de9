import Foundation

/// Runs a program to its end and collects what it wrote: how tests start scripts, shells and
/// tools.
///
///     let run = try Subprocess.run("python3", ["Scripts/check-layers"], in: repositoryRoot)
///     #expect(run.status == 0, "\(run.output)")
package enum Subprocess {
  /// Where the program's standard error goes.
  package enum Errors: Sendable {
    /// Into ``Result/output``, after or between its standard output.
    case merged
    /// Nowhere.
    case discarded
  }

  /// What a finished program left.
  package struct Result: Sendable {
    /// The exit status, or the signal's number when a signal ended it.
    package var status: Int32
    /// Whether it exited, rather than being ended by a signal.
    package var exited: Bool
    /// Its standard output, and its standard error when merged.
    package var output: String
  }

  /// Runs a program and waits for it.
  ///
  /// - Parameters:
  ///   - program: An absolute path, or a name looked up in `PATH` through `/usr/bin/env`.
  ///   - arguments: The arguments.
  ///   - input: The standard input's text; `nil` leaves standard input as the tests' own.
  ///   - environment: The environment; `nil` passes the tests' own.
  ///   - directory: The working directory; `nil` keeps the tests' own.
  ///   - errors: Where standard error goes.
  /// - Returns: The status and output.
  /// - Throws: When the program cannot be started.
  package static func run(
    _ program: String, _ arguments: [String] = [], input: String? = nil,
    environment: [String: String]? = nil, in directory: URL? = nil, errors: Errors = .merged
  ) throws -> Result {
    let process = Process()
    if program.hasPrefix("/") {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [program] + arguments
    }
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardOutput = output
    switch errors {
    case .merged: process.standardError = output
    case .discarded: process.standardError = FileHandle.nullDevice
    }
    let stdin = input.map { _ in Pipe() }
    if let stdin { process.standardInput = stdin }
    try process.run()
    if let stdin, let input {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try stdin.fileHandleForWriting.close()
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, exited: process.terminationReason == .exit, output: text)
  }
}
