import MenuModel

/// Finds and reads the app's project for Swift inputs (DESIGN §12), and plans which files are
/// read as which app with which facts.
///
/// The projects are those in each directory given (searched a few levels down) and in the
/// directories above it up to the repository root (the directory holding `.git`); without a
/// repository, up to the current directory.
enum ProjectSupport {
  /// What options decide instead of the project: each `nil` leaves the project's fact.
  struct Options {
    /// `--target`.
    var target: String?
    /// `--platform` or `.menulint.json`'s `platforms`.
    var platforms: [Platform]?
    /// `--os-versions` (`--os-version`).
    var osVersions: [OSVersion]?
    /// `--define`, when given.
    var defines: Set<String>?
  }

  /// Files read together as one app.
  struct Group {
    /// The files' paths, as inputs name them.
    var files: [String]
    /// The project's facts, with ``Options`` applied; `nil` without a project.
    var facts: AppFacts?
    /// The `#if` flags taken as true.
    var defines: Set<String>
    /// What the definition's top level says from the project.
    var fields: [DefinitionField]
    /// What the run says about the facts on standard error; `nil` without a project.
    var summary: String?
    /// The target, for labelling findings.
    var target: String? { facts?.target }
  }

  /// A plan: the groups, what could not be read, and what to say on standard error.
  struct Prepared {
    var groups: [Group]
    /// `unreadable-project` notes.
    var notes: [Diagnostic]
    /// Other lines for standard error (files left out), without newlines.
    var messages: [String]

    /// Every line for standard error: each group's summary, then the others.
    var allMessages: [String] { groups.compactMap(\.summary) + messages }
  }

  /// Plans the reading of Swift files given on the command line.
  ///
  /// - Parameters:
  ///   - paths: The paths the command was given (directories and files).
  ///   - files: The Swift files found, as inputs name them.
  ///   - options: What the options decide.
  ///   - io: The file system and current directory.
  /// - Returns: The plan.
  /// - Throws: ``ToolError/usage(_:)`` when `--target` names no application target.
  static func prepare(
    paths: [String], files: [String], options: Options, io: CommandIO
  ) throws -> Prepared {
    let locator = ProjectLocator(
      fileSystem: io.fileSystem, currentDirectory: io.currentDirectory)
    let found = locator.projects(for: paths)
    let reader = ProjectReader(access: FileSystemProjectAccess(fileSystem: io.fileSystem))
    let projects = found.files.map { reader.read($0) }
    let plan: ProjectPlan
    do {
      plan = try ProjectPlan.make(files: files, projects: projects, target: options.target)
    } catch {
      switch error {
      case .unknownTarget(let name, let available):
        guard !available.isEmpty else {
          throw ToolError.usage(
            "'--target \(name)': no application target found in a project of "
              + paths.joined(separator: ", "))
        }
        let suggestion = EditDistance.closest(to: name, in: available)
        throw ToolError.usage(
          "Unknown target '\(name)'"
            + (suggestion.map { ". Did you mean '\($0)'?" }
              ?? ". The application targets are "
              + available.map { "'\($0)'" }.joined(separator: ", ")))
      }
    }
    var messages: [String] = []
    if found.truncated {
      messages.append(
        "note: more than \(ProjectLocator.projectLimit) projects found; the nearest "
          + "\(ProjectLocator.projectLimit) are read")
    }
    var groups: [Group] = []
    for planned in plan.groups {
      var facts = planned.facts
      if var known = facts {
        if options.platforms != nil { known.overridden.append("platforms") }
        if options.osVersions != nil { known.overridden.append("osVersions") }
        if options.defines != nil { known.overridden.append("defines") }
        facts = known
      }
      groups.append(
        Group(
          files: planned.files, facts: facts,
          defines: options.defines ?? Set(facts?.defines ?? []),
          fields: facts?.definitionFields ?? [],
          summary: facts.map {
            "note: " + $0.summary(platforms: options.platforms, osVersions: options.osVersions)
          }))
    }
    var leftOut: [(target: String, reason: String, files: [String])] = []
    for file in plan.leftOut {
      if let index = leftOut.firstIndex(where: { $0.target == file.target }) {
        leftOut[index].files.append(file.file)
      } else {
        leftOut.append((file.target, file.reason, [file.file]))
      }
    }
    for entry in leftOut {
      let count = entry.files.count
      messages.append(
        "note: not read: \(count) Swift \(count == 1 ? "file" : "files") of '\(entry.target)' "
          + "(\(entry.reason)), such as \(entry.files[0])")
    }
    return Prepared(
      groups: groups, notes: projects.flatMap(\.notes), messages: messages)
  }

  /// The note added to a finding that holds for some of the app targets checked, not all.
  static func targetNote(_ targets: [String]) -> Diagnostic.Note {
    let names = targets.map { "'\($0)'" }
    let list =
      names.count == 1
      ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    return Diagnostic.Note(
      "only in the app \(targets.count == 1 ? "target" : "targets") \(list)")
  }
}

/// The project reader's window on the command's file system.
struct FileSystemProjectAccess: ProjectFileAccess {
  let fileSystem: any FileSystem

  func read(_ path: String, limit: Int) throws(ProjectAccessError) -> [UInt8] {
    do {
      return try fileSystem.read(path, limit: limit)
    } catch {
      throw ProjectAccessError(reason: error.reason)
    }
  }

  func isDirectory(_ path: String) -> Bool? { fileSystem.isDirectory(path) }

  func contents(ofDirectory path: String) -> [String]? {
    try? fileSystem.contents(ofDirectory: path)
  }
}

/// Finds the project files that may be an input's app's project.
struct ProjectLocator {
  let fileSystem: any FileSystem
  /// The absolute current directory, or `.` when unknown.
  let currentDirectory: String

  /// How deep below a directory given the search looks.
  static let searchDepth = 6
  /// How many directories the search below a directory lists at most.
  static let directoryLimit = 5_000
  /// How many projects are read at most.
  static let projectLimit = 32
  /// How many directories above an input the search for the repository root climbs.
  static let climbLimit = 64

  /// Directories the search below never enters: build output and dependency checkouts.
  static let skipped: Set<String> = [
    "build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "checkouts",
  ]

  /// The projects for the paths given, nearest first, and whether there were more than
  /// ``projectLimit``.
  func projects(for paths: [String]) -> (files: [ProjectFile], truncated: Bool) {
    var found: [ProjectFile] = []
    var seen: Set<ProjectFile> = []
    func add(_ files: [ProjectFile]) {
      for file in files where seen.insert(file).inserted { found.append(file) }
    }
    for path in paths.isEmpty ? ["."] : paths where path != "-" {
      let normalized = ProjectPath.normalize(path)
      switch fileSystem.isDirectory(normalized) {
      case true?:
        add(below(normalized))
        add(above(normalized, includingStart: false))
      case false?:
        add(above(ProjectPath.directory(of: normalized), includingStart: true))
      case nil:
        continue
      }
    }
    return (Array(found.prefix(Self.projectLimit)), found.count > Self.projectLimit)
  }

  /// The projects a directory holds: an `.xcodeproj` beside a `project.yml` hides it (the
  /// project XcodeGen generated is what Xcode builds).
  func projects(in directory: String, names: [String]) -> [ProjectFile] {
    var result: [ProjectFile] = []
    for name in names.sorted() {
      guard let kind = ProjectFile.kind(ofName: name) else { continue }
      let path = ProjectPath.join(directory, name)
      let isDirectory = fileSystem.isDirectory(path)
      if kind == .xcode {
        if isDirectory == true,
          fileSystem.entry(ProjectPath.join(path, "project.pbxproj")) == .file
        {
          result.append(ProjectFile(kind, path: path))
        }
      } else if isDirectory == false {
        result.append(ProjectFile(kind, path: path))
      }
    }
    if result.contains(where: { $0.kind == .xcode }) {
      result.removeAll { $0.kind == .xcodegen }
    }
    return result
  }

  /// The projects below a directory (it included), breadth first.
  func below(_ root: String) -> [ProjectFile] {
    var result: [ProjectFile] = []
    var level = [root]
    var listed = 0
    for depth in 0...Self.searchDepth {
      var next: [String] = []
      for directory in level {
        guard listed < Self.directoryLimit,
          let listing = try? fileSystem.listing(ofDirectory: directory)
        else { continue }
        listed += 1
        result += projects(in: directory, names: listing.map(\.name))
        guard depth < Self.searchDepth else { continue }
        // Files the listing says are regular are not looked at.
        let names = listing.filter { !$0.isRegularFile }.map(\.name)
        for name in names.sorted() where !name.hasPrefix(".") && !Self.skipped.contains(name) {
          if name.contains(".") && ProjectFile.kind(ofName: name) == .xcode { continue }
          if [".xcworkspace", ".xcassets", ".lproj", ".bundle", ".framework", ".app"].contains(
            where: name.hasSuffix)
          {
            continue
          }
          let path = ProjectPath.join(directory, name)
          if fileSystem.entry(path) == .directory { next.append(path) }
        }
      }
      level = next
      if level.isEmpty { break }
    }
    return result
  }

  /// The projects in a directory (when `includingStart`) and its parents, nearest first, up
  /// to the repository root.
  func above(_ start: String, includingStart: Bool) -> [ProjectFile] {
    var chain = [start]
    var directory = start
    var root: String?
    for _ in 0..<Self.climbLimit {
      if fileSystem.entry(ProjectPath.join(directory, ".git")) != nil {
        root = directory
        break
      }
      guard let parent = parent(of: directory) else { break }
      directory = parent
      chain.append(parent)
    }
    var directories: [String]
    if let root, let end = chain.firstIndex(of: root) {
      directories = Array(chain[...end])
    } else if let end = chain.firstIndex(of: ".") {
      // No repository: not above the current directory.
      directories = Array(chain[...end])
    } else {
      directories = [start]
    }
    if !includingStart { directories.removeFirst() }
    var result: [ProjectFile] = []
    for directory in directories {
      guard let names = try? fileSystem.contents(ofDirectory: directory) else { continue }
      result += projects(in: directory, names: names)
    }
    return result
  }

  /// The parent of a directory, as a path the file system resolves: `a/b` → `a`, `a` → `.`,
  /// `.` → `..` (while the current directory has parents), `/a` → `/`; `nil` at the top.
  func parent(of directory: String) -> String? {
    if directory == "/" { return nil }
    if directory == "." || directory == ".." || directory.hasSuffix("/..") {
      let levels = directory == "." ? 0 : directory.split(separator: "/").count
      let available =
        currentDirectory.hasPrefix("/")
        ? currentDirectory.split(separator: "/").count : 0
      guard levels < available else { return nil }
      return directory == "." ? ".." : directory + "/.."
    }
    return ProjectPath.directory(of: directory)
  }
}
