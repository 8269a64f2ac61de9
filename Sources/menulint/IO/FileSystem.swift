import MenuModel

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
  /// Listed, but what it is cannot be known: its directory can be read but not searched.
  case unreadable(reason: String)
}

/// The file operations the CLI needs; tests substitute an in-memory one.
protocol FileSystem {
  /// The file's bytes; `-` reads standard input.
  func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8]
  /// The file's bytes, a large file's read in place (mapped into memory) rather than copied.
  func readInPlace(_ path: String, limit: Int) throws(FileSystemError) -> FileBytes
  /// Whether the path is a directory; `nil` when it does not exist.
  func isDirectory(_ path: String) -> Bool?
  /// The size in bytes of the regular file at `path`; `nil` for standard input, a directory,
  /// anything else, nothing, or when the file system does not say.
  func regularFileSize(_ path: String) -> Int?
  /// What a directory search does with the entry at `path`; `nil` when it does not exist.
  func entry(_ path: String) -> DirectoryEntry?
  /// The names in a directory, unsorted.
  func contents(ofDirectory path: String) throws(FileSystemError) -> [String]
  /// The names in a directory, unsorted, each with whether the listing says it is a regular
  /// file, so that a search need not examine files it does not want (`false`: ask ``entry(_:)``).
  func listing(ofDirectory path: String) throws(FileSystemError) -> [(
    name: String, isRegularFile: Bool
  )]
  /// Replaces a file's contents, never leaving it partly written.
  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError)
  /// What identifies the file a path names, whatever path names it (`a.json`, `./a.json`, a
  /// link); `nil` when nothing is there or the file system cannot tell.
  func identity(_ path: String) -> String?
}

extension FileSystem {
  func regularFileSize(_ path: String) -> Int? { nil }

  func listing(ofDirectory path: String) throws(FileSystemError) -> [(
    name: String, isRegularFile: Bool
  )] {
    try contents(ofDirectory: path).map { ($0, false) }
  }

  func identity(_ path: String) -> String? { nil }

  func readInPlace(_ path: String, limit: Int) throws(FileSystemError) -> FileBytes {
    FileBytes(try read(path, limit: limit))
  }
}

/// The process's file system, through the C library (``POSIX``).
struct RealFileSystem: FileSystem {
  /// Regular files at least this large are mapped rather than read: reading one into fresh
  /// memory costs more than the page faults of a mapping.
  static let mappingThreshold = 1 << 20

  func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
    try withOpenFile(path) { descriptor, info throws(FileSystemError) in
      try read(descriptor, size: info?.size, path: path, limit: limit)
    }
  }

  /// Maps a large regular file named by its path; reads any other, and standard input (which
  /// is read from where it stands, not from its start).
  ///
  /// Parsing then reads the page cache in place: no copy, and none of the fresh memory a copy
  /// needs. Like compilers, which map their source files, menulint assumes that the file does
  /// not change while it is linted: if it shrinks, ``POSIX/exitOnBusError()`` ends the run;
  /// other changes can show in the report.
  func readInPlace(_ path: String, limit: Int) throws(FileSystemError) -> FileBytes {
    try withOpenFile(path) { descriptor, info throws(FileSystemError) in
      if path != "-", let info, info.kind == .regular, info.size >= Self.mappingThreshold {
        guard info.size <= limit else { throw Self.tooLarge(path, limit: limit) }
        if let mapped = MappedFile(descriptor, size: info.size) {
          return FileBytes(unsafeBytes: mapped.memory, owner: mapped)
        }
      }
      return FileBytes(try read(descriptor, size: info?.size, path: path, limit: limit))
    }
  }

  /// Opens `path` (`-`: standard input) and calls `body` with the descriptor and what it is.
  private func withOpenFile<Result>(
    _ path: String,
    _ body: (Int32, (kind: POSIX.FileKind, size: Int)?) throws(FileSystemError) -> Result
  ) throws(FileSystemError) -> Result {
    let opened = path == "-" ? 0 : POSIX.openForReading(path)
    guard let descriptor = opened else {
      throw FileSystemError(path: path, reason: POSIX.Failure.last.reason)
    }
    defer { if descriptor != 0 { POSIX.close(descriptor: descriptor) } }
    let info = POSIX.kind(ofDescriptor: descriptor)
    if info?.kind == .directory { throw FileSystemError(path: path, reason: "is a directory") }
    return try body(descriptor, info)
  }

  private static func tooLarge(_ path: String, limit: Int) -> FileSystemError {
    FileSystemError(path: path, reason: "is larger than the \(limit >> 20) MiB limit")
  }

  /// Reads an open file to its end; `size` is what `fstat` said, if anything.
  private func read(
    _ descriptor: Int32, size: Int?, path: String, limit: Int
  ) throws(FileSystemError) -> [UInt8] {
    try Self.readToEnd(size: size, path: path, limit: limit) { buffer throws(FileSystemError) in
      let read = Result { () throws(POSIX.Failure) in try POSIX.read(descriptor, into: buffer) }
      switch read {
      case .success(let count): return count
      case .failure(let failure): throw FileSystemError(path: path, reason: failure.reason)
      }
    }
  }

  /// Reads with `readSome` (which fills some of a buffer and returns how much, 0 at the end)
  /// until the end, refusing more than `limit` bytes.
  ///
  /// Input of known `size` is read straight into an array of that size and one byte more (to
  /// see the end, or that the file grew); only what goes past that, or input of unknown size,
  /// goes through a 64 KiB buffer. A small file thus takes no memory beyond its own bytes.
  static func readToEnd(
    size: Int?, path: String, limit: Int,
    _ readSome: (UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int
  ) throws(FileSystemError) -> [UInt8] {
    var bytes: [UInt8] = []
    if let size, size > 0 {
      let capacity = min(size, limit) + 1
      var failure: FileSystemError?
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        do throws(FileSystemError) {
          while count < capacity {
            let rest = UnsafeMutableRawBufferPointer(buffer)[count...]
            let read = try readSome(UnsafeMutableRawBufferPointer(rebasing: rest))
            if read == 0 { return }
            count += read
          }
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
      if bytes.count > limit { throw tooLarge(path, limit: limit) }
      // Short of the room: the end was reached.
      if bytes.count < capacity { return bytes }
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = try chunk.withUnsafeMutableBytes { buffer in
        Result { () throws(FileSystemError) in try readSome(buffer) }
      }.get()
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limit { throw tooLarge(path, limit: limit) }
    }
    return bytes
  }

  func isDirectory(_ path: String) -> Bool? {
    POSIX.kind(ofPath: path).map { $0 == .directory }
  }

  func regularFileSize(_ path: String) -> Int? {
    path == "-" ? nil : POSIX.regularFileSize(atPath: path)
  }

  func entry(_ path: String) -> DirectoryEntry? {
    let kind: POSIX.FileKind
    switch POSIX.linkKindOrFailure(ofPath: path) {
    case .success(let found): kind = found
    case .failure(let failure):
      // Gone since it was listed, or nothing there: nothing to read.
      if failure == POSIX.Failure(code: POSIX.Failure.noSuchFile) { return nil }
      return .unreadable(reason: failure.reason)
    }
    switch kind {
    case .directory: return .directory
    case .regular: return .file
    case .symbolicLink:
      // A dangling link is a file, so that reading it reports the problem.
      guard let target = POSIX.kind(ofPath: path) else { return .file }
      return target == .regular ? .file : .skipped
    case .other: return .skipped
    }
  }

  func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
    do {
      return try POSIX.directoryEntries(path)
    } catch {
      throw FileSystemError(path: path, reason: error.reason)
    }
  }

  func listing(ofDirectory path: String) throws(FileSystemError) -> [(
    name: String, isRegularFile: Bool
  )] {
    do {
      return try POSIX.directoryListing(path)
    } catch {
      throw FileSystemError(path: path, reason: error.reason)
    }
  }

  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    do {
      try POSIX.replaceFile(path, with: bytes)
    } catch {
      throw FileSystemError(path: path, reason: error.reason)
    }
  }

  func identity(_ path: String) -> String? {
    guard path != "-", let found = POSIX.identity(ofPath: path) else { return nil }
    return "\(found.device):\(found.inode)"
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

  func regularFileSize(_ path: String) -> Int? {
    path == "-" ? nil : files[path]?.count
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

  func identity(_ path: String) -> String? {
    var normalized = path
    while normalized.hasPrefix("./") { normalized.removeFirst(2) }
    return files[normalized] == nil ? nil : normalized
  }
}

/// A file mapped into memory, read-only, and unmapped when freed.
final class MappedFile: @unchecked Sendable {
  // Unchecked: the memory is never written.
  let memory: UnsafeRawBufferPointer

  /// Maps the first `size` bytes of an open file; `nil` when it cannot be mapped.
  init?(_ descriptor: Int32, size: Int) {
    POSIX.exitOnBusError()
    guard let memory = POSIX.map(descriptor, size: size) else { return nil }
    self.memory = memory
  }

  deinit {
    POSIX.unmap(memory)
  }
}
