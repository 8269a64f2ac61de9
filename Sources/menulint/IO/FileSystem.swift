#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a path could not be read or written; the message names the path (`<stdin>` for `-`).
struct FileSystemError: Error, CustomStringConvertible {
  var path: String
  var reason: String

  var description: String { "\(path.inputName): \(reason)" }
}

extension String {
  /// How reports and messages name an input path: `<stdin>` for `-`.
  var inputName: String { self == "-" ? "<stdin>" : self }
}

/// What a directory search does with an entry it finds.
enum DirectoryEntry: Equatable {
  /// A directory, searched in turn.
  case directory
  /// A regular file, a symbolic link to one, or a dangling link (which reading then reports).
  case file
  /// Skipped: a link to a directory (not followed, so links cannot loop), a FIFO (reading one
  /// could wait forever), a device or a socket.
  case skipped
}

/// The file operations the CLI needs; tests substitute an in-memory one.
protocol FileSystem {
  /// The file's bytes; `-` reads standard input.
  func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8]
  /// Whether the path is a directory; `nil` when it does not exist.
  func isDirectory(_ path: String) -> Bool?
  /// What a directory search does with the entry at `path`; `nil` when it does not exist.
  func entry(_ path: String) -> DirectoryEntry?
  /// The names in a directory, unsorted.
  func contents(ofDirectory path: String) throws(FileSystemError) -> [String]
  /// Replaces a file's contents.
  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError)
}

/// The process's file system, through the C library.
struct RealFileSystem: FileSystem {
  func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
    let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
    guard descriptor >= 0 else { throw FileSystemError(path: path, reason: Self.reason()) }
    defer { if descriptor != 0 { close(descriptor) } }
    var info = stat()
    if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      throw FileSystemError(path: path, reason: "is a directory")
    }
    var bytes: [UInt8] = []
    if info.st_size > 0 { bytes.reserveCapacity(min(Int(info.st_size), limit) + 1) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileSystemError(path: path, reason: Self.reason())
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limit {
        throw FileSystemError(path: path, reason: "is larger than the \(limit >> 20) MiB limit")
      }
    }
    return bytes
  }

  func isDirectory(_ path: String) -> Bool? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (info.st_mode & S_IFMT) == S_IFDIR
  }

  func entry(_ path: String) -> DirectoryEntry? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    case S_IFLNK:
      guard stat(path, &info) == 0 else { return .file }
      return (info.st_mode & S_IFMT) == S_IFREG ? .file : .skipped
    default: return .skipped
    }
  }

  func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
    guard let directory = opendir(path) else {
      throw FileSystemError(path: path, reason: Self.reason())
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw FileSystemError(path: path, reason: Self.reason()) }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { throw FileSystemError(path: path, reason: Self.reason()) }
      offset += written
    }
  }

  private static func reason() -> String {
    switch errno {
    case ENOENT: "no such file or directory"
    case EACCES: "permission denied"
    case EISDIR: "is a directory"
    default: String(cString: strerror(errno))
    }
  }
}

/// An in-memory file system for tests: paths map to contents; directories are implied.
final class MemoryFileSystem: FileSystem, @unchecked Sendable {
  private(set) var files: [String: [UInt8]]
  let stdin: [UInt8]?

  init(files: [String: [UInt8]], stdin: [UInt8]? = nil) {
    self.files = files
    self.stdin = stdin
  }

  func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
    if path == "-", let stdin { return stdin }
    guard let bytes = files[path] else {
      if isDirectory(path) == true { throw FileSystemError(path: path, reason: "is a directory") }
      throw FileSystemError(path: path, reason: "no such file or directory")
    }
    guard bytes.count <= limit else {
      throw FileSystemError(path: path, reason: "is larger than the \(limit >> 20) MiB limit")
    }
    return bytes
  }

  func isDirectory(_ path: String) -> Bool? {
    if files[path] != nil { return false }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    if path == "." || files.keys.contains(where: { $0.hasPrefix(prefix) }) { return true }
    return nil
  }

  func entry(_ path: String) -> DirectoryEntry? {
    isDirectory(path).map { $0 ? .directory : .file }
  }

  func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
    guard isDirectory(path) == true else {
      throw FileSystemError(path: path, reason: "no such file or directory")
    }
    let prefix = path == "." ? "" : (path.hasSuffix("/") ? path : path + "/")
    var names: Set<String> = []
    for key in files.keys where key.hasPrefix(prefix) {
      if let first = key.dropFirst(prefix.count).split(separator: "/").first {
        names.insert(String(first))
      }
    }
    return Array(names)
  }

  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    files[path] = bytes
  }
}
