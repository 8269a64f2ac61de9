import MenuModel

/// Finds and reads `.menulint.json` (DESIGN §11): `--config FILE`, else the first one in the
/// current directory or a parent.
struct ConfigurationLoader {
  /// The name looked for in each directory.
  static let fileName = ".menulint.json"

  /// A configuration that was found, with where it lives.
  struct Loaded {
    /// The path it was read from, as reports name it.
    var path: String
    /// The directory that `exclude` and `baseline` are relative to (`.` for the current one).
    var directory: String
    /// The settings, or `nil` when the file is not a usable configuration.
    var configuration: LintConfiguration?
    /// What decoding found, located in the file.
    var diagnostics: [Diagnostic]
  }

  let fileSystem: any FileSystem
  /// The absolute current directory, or `.` when unknown.
  let currentDirectory: String

  /// The path of the configuration to use: the one given, else the nearest found.
  func locate(_ given: String?) -> String? {
    if let given { return given }
    if fileSystem.entry(Self.fileName) == .file { return Self.fileName }
    guard currentDirectory.hasPrefix("/") else { return nil }
    var directory = Self.parent(of: currentDirectory)
    while let current = directory {
      let candidate = (current == "/" ? "" : current) + "/" + Self.fileName
      if fileSystem.entry(candidate) == .file { return candidate }
      directory = Self.parent(of: current)
    }
    return nil
  }

  /// Reads and decodes the configuration at `path`.
  func load(_ path: String) throws(FileSystemError) -> Loaded {
    let bytes = try fileSystem.read(path, limit: LintCommand.fileSizeLimit)
    let (configuration, diagnostics) = LintConfiguration.decode(bytes, file: path)
    return Loaded(
      path: path, directory: Self.directory(of: path), configuration: configuration,
      diagnostics: diagnostics)
  }

  /// `/a/b` → `/a`, `/a` → `/`, `/` → `nil`.
  static func parent(of directory: String) -> String? {
    guard directory != "/" else { return nil }
    let trimmed = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    guard let slash = trimmed.lastIndex(of: "/") else { return nil }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// The directory part of a path: `a/b/.menulint.json` → `a/b`, `.menulint.json` → `.`.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` resolved against `directory` (absolute paths and `.` stay as they are).
  static func resolve(_ path: String, in directory: String) -> String {
    path.hasPrefix("/") || directory == "." ? path : directory + "/" + path
  }

  /// Whether a path found by a directory search matches one of the globs, which are relative to
  /// `base` (the configuration's directory); paths are relative to `currentDirectory`.
  func isExcluded(_ path: String, by globs: [String], base: String) -> Bool {
    guard !globs.isEmpty else { return false }
    var relative = path
    while relative.hasPrefix("./") { relative.removeFirst(2) }
    if base != "." {
      let absoluteBase = base.hasPrefix("/") ? base : currentDirectory + "/" + base
      let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + relative
      guard absolute.hasPrefix(absoluteBase + "/") else { return false }
      relative = String(absolute.dropFirst(absoluteBase.count + 1))
    }
    return globs.contains { Glob.matches($0, relative) }
  }
}
