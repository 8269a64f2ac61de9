/// A target of a project: an app, a library the app may link, or something else (tests,
/// extensions, other platforms), with the files it compiles and its facts.
public struct ProjectTarget: Sendable, Hashable {
  /// What a target is to menulint.
  public enum Role: Sendable, Hashable {
    /// An application for iPhone or iPad: its main menu is checked.
    case app
    /// A framework or library: its Swift may define the app's key commands.
    case library
    /// Not the app (a test bundle, an extension, a watch or macOS app); the reason, in words.
    case other(String)
  }

  /// The target's name.
  public var name: String
  /// What it is.
  public var role: Role
  /// Its facts: for an app, and for a library whose project states platforms; `nil` otherwise.
  public var facts: AppFacts?
  /// The files it compiles.
  public var membership: SourceMembership

  /// Creates a target.
  public init(name: String, role: Role, facts: AppFacts?, membership: SourceMembership) {
    self.name = name
    self.role = role
    self.facts = facts
    self.membership = membership
  }
}

/// The files a target compiles: files named one by one, and folders whose files it compiles
/// except those excluded.
public struct SourceMembership: Sendable, Hashable {
  /// Files named one by one (normalized paths).
  public var files: Set<String>
  /// Folders whose files belong to the target.
  public var folders: [Folder]

  /// A folder of files.
  public struct Folder: Sendable, Hashable {
    /// The folder (a normalized path).
    public var path: String
    /// Paths relative to the folder that are not members, with everything under them.
    public var excluded: [String]
    /// Globs relative to the folder that are not members (`**/*.md`).
    public var excludedGlobs: [String]
    /// When not empty, only these paths relative to the folder are members.
    public var only: [String]

    /// Creates a folder.
    public init(
      path: String, excluded: [String] = [], excludedGlobs: [String] = [], only: [String] = []
    ) {
      self.path = ProjectPath.normalize(path)
      self.excluded = excluded.map(ProjectPath.normalize)
      self.excludedGlobs = excludedGlobs
      self.only = only.map(ProjectPath.normalize)
    }

    /// Whether the folder holds the file as a member.
    public func contains(_ file: String) -> Bool {
      guard let relative = ProjectPath.relative(file, to: path), relative != "." else {
        return false
      }
      func under(_ prefix: String) -> Bool {
        prefix == "." || relative == prefix || relative.hasPrefix(prefix + "/")
      }
      if !only.isEmpty && !only.contains(where: under) { return false }
      if excluded.contains(where: under) { return false }
      return !excludedGlobs.contains { Glob.matches($0, relative) }
    }
  }

  /// Creates a membership.
  public init(files: [String] = [], folders: [Folder] = []) {
    self.files = Set(files.map(ProjectPath.normalize))
    self.folders = folders
  }

  /// Whether a file (a path as the project's paths are written) is a member.
  public func contains(_ file: String) -> Bool {
    contains(normalized: ProjectPath.normalize(file))
  }

  /// Whether a file, given as a normalized path (``ProjectPath/normalize(_:)``), is a member.
  public func contains(normalized file: String) -> Bool {
    files.contains(file) || folders.contains { $0.contains(file) }
  }

  /// Whether the target compiles nothing menulint knows of.
  public var isEmpty: Bool { files.isEmpty && folders.isEmpty }
}

/// Why a file could not be read.
public struct ProjectAccessError: Error, Sendable, Hashable {
  /// The reason, in lowercase: `no such file or directory`.
  public var reason: String

  /// Creates an error.
  public init(reason: String) {
    self.reason = reason
  }
}

/// How the project reader reaches the files a project refers to.
///
/// Info.plist and xcconfig files and folders are read through it: the command-line tool gives
/// it its file system, tests an in-memory one. The library itself never touches files.
public protocol ProjectFileAccess {
  /// The bytes of a file, refusing one larger than `limit` bytes.
  func read(_ path: String, limit: Int) throws(ProjectAccessError) -> [UInt8]
  /// Whether the path is a directory; `nil` when nothing is there.
  func isDirectory(_ path: String) -> Bool?
  /// The names in a directory, in any order; `nil` when it cannot be listed.
  func contents(ofDirectory path: String) -> [String]?
}
