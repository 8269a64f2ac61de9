import MenuModel

/// Where a command writes, reads and learns about its environment.
///
/// The real process uses ``CommandIO/process()``; tests use ``CommandIO/capturing(files:)``
/// and read what was written, so every command runs in-process.
struct CommandIO {
  /// Receives text written to standard output.
  var standardOutput: TextSink
  /// Receives text written to standard error.
  var standardError: TextSink
  /// The file system used for inputs and `--output`.
  var fileSystem: any FileSystem
  /// Whether standard output is a terminal (colour).
  var isTerminal: Bool
  /// The environment variables.
  var environment: [String: String]
  /// The absolute current directory (`.` when unknown), where `.menulint.json` is looked for.
  var currentDirectory = "."
  /// Whether the process ends as soon as the command returns, so that what the command built
  /// may be left for the exit to free (see ``KeptUntilExit``): only the executable's entry
  /// point says so, not the tests that run commands in-process.
  var exitsWhenDone = false

  /// Whether output may be coloured: standard output is a terminal, `NO_COLOR` is unset or
  /// empty (no-color.org: "set and non-empty" disables), and `TERM` is not `dumb`.
  var allowsColor: Bool {
    isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }

  /// Writes to standard output.
  func out(_ text: String) { standardOutput.write(text) }
  /// Writes to standard error, each line through `TerminalText.escaped`: messages there quote
  /// arguments, paths and names from definitions, and none may reach the terminal as a control
  /// sequence.
  func err(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    standardError.write(lines.map { TerminalText.escaped(String($0)) }.joined(separator: "\n"))
  }

  /// The running process's streams, file system and environment.
  static func process() -> CommandIO {
    CommandIO(
      standardOutput: TextSink(fileDescriptor: 1), standardError: TextSink(fileDescriptor: 2),
      fileSystem: RealFileSystem(), isTerminal: POSIX.isTerminal(1),
      environment: POSIX.environment(), currentDirectory: POSIX.currentDirectory() ?? ".")
  }

  /// Streams that record what is written, over an in-memory file system.
  static func capturing(files: [String: [UInt8]] = [:], stdin: [UInt8]? = nil) -> CommandIO {
    CommandIO(
      standardOutput: TextSink(), standardError: TextSink(),
      fileSystem: MemoryFileSystem(files: files, stdin: stdin), isTerminal: false, environment: [:])
  }
}

/// A destination for text: a file descriptor, or a buffer that tests read.
final class TextSink: @unchecked Sendable {
  private let fileDescriptor: Int32?
  /// What was written, when capturing.
  private(set) var captured = ""
  /// Why the first failed write failed (`No space left on device`); later writes are dropped.
  private(set) var failure: String?

  /// A sink that records what is written in ``captured``.
  init() {
    fileDescriptor = nil
  }

  /// A sink that writes to a file descriptor.
  init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  func write(_ text: String) {
    guard let fileDescriptor else {
      captured += text
      return
    }
    guard failure == nil else { return }
    var text = text
    failure = text.withUTF8 { buffer -> String? in
      do throws(POSIX.Failure) {
        try POSIX.writeAll(fileDescriptor, UnsafeRawBufferPointer(buffer))
        return nil
      } catch {
        return error.systemMessage
      }
    }
  }
}
