// The one place that imports the C library. Every other file calls the platform through
// `POSIX`, so porting to another C library means changing this file alone
// (`Scripts/check-portability` enforces it).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("menulint needs a POSIX C library (Glibc, Musl or Darwin)")
#endif

/// The operating-system calls the CLI makes, behind one `#if canImport` shim.
enum POSIX {
  /// What a path names, as `stat` or `lstat` tells.
  enum FileKind: Equatable {
    case regular, directory, symbolicLink, other
  }

  /// A failed call: the `errno` value, with a short readable reason.
  struct Failure: Error, Equatable {
    var code: Int32

    /// The reason in words, in the style of `ls` and `cat`.
    var reason: String {
      switch code {
      case ENOENT: "no such file or directory"
      case EACCES: "permission denied"
      case EISDIR: "is a directory"
      default: systemMessage
      }
    }

    /// The C library's own wording, such as "No space left on device".
    var systemMessage: String { String(cString: strerror(code)) }

    /// The failure of the call that just returned an error.
    static var last: Failure { Failure(code: errno) }
    /// An input/output error, for a write that wrote nothing.
    static var inputOutput: Failure { Failure(code: EIO) }
  }

  /// Opens a file for reading; `nil` and ``Failure/last`` on failure.
  static func openForReading(_ path: String) -> Int32? {
    let descriptor = open(path, O_RDONLY)
    return descriptor >= 0 ? descriptor : nil
  }

  /// Creates or truncates a file for writing (mode 0644).
  static func openForWriting(_ path: String) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    return descriptor >= 0 ? descriptor : nil
  }

  /// Closes a descriptor.
  static func close(descriptor: Int32) {
    cClose(descriptor)
  }

  /// What an open descriptor refers to, and its size in bytes.
  static func kind(ofDescriptor descriptor: Int32) -> (kind: FileKind, size: Int)? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return (kind(info.st_mode), Int(info.st_size))
  }

  /// What a path names, following a final symbolic link; `nil` when nothing is there.
  static func kind(ofPath path: String) -> FileKind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return kind(info.st_mode)
  }

  /// What a path names, not following a final symbolic link; `nil` when nothing is there.
  static func linkKind(ofPath path: String) -> FileKind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return kind(info.st_mode)
  }

  private static func kind(_ mode: mode_t) -> FileKind {
    switch mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .directory
    case S_IFLNK: .symbolicLink
    default: .other
    }
  }

  /// Reads up to `buffer.count` bytes, retrying when a signal interrupts the call.
  ///
  /// - Returns: The number of bytes read, 0 at the end of the file.
  static func read(
    _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer
  ) throws(Failure) -> Int {
    while true {
      let count = cRead(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR { throw .last }
    }
  }

  /// Writes all of `buffer`, retrying after interruptions and short writes.
  static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) throws(Failure) {
    guard let base = buffer.baseAddress else { return }
    var offset = 0
    while offset < buffer.count {
      let written = cWrite(descriptor, base + offset, buffer.count - offset)
      if written < 0 && errno == EINTR { continue }
      if written < 0 { throw .last }
      if written == 0 { throw .inputOutput }
      offset += written
    }
  }

  /// The names in a directory other than `.` and `..`, unsorted.
  static func directoryEntries(_ path: String) throws(Failure) -> [String] {
    guard let directory = opendir(path) else { throw .last }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: $0.pointee)) {
          String(cString: $0)
        }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Whether a descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The process's environment variables.
  static func environment() -> [String: String] {
    var variables: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return variables
  }

  /// The absolute current directory, or `nil` when it cannot be found.
  static func currentDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    return getcwd(&buffer, buffer.count).map { String(cString: $0) }
  }

  /// The number of online processors, at least 1.
  static var processorCount: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// Ends the process with a status.
  static func exitProcess(_ status: Int32) -> Never {
    exit(status)
  }
}

// The C functions under names that do not clash with `POSIX`'s own members, so the calls
// above need no module qualifier (which differs per C library).
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

private func cClose(_ descriptor: Int32) {
  _ = close(descriptor)
}
