/// Which Swift files are read as which app, with which facts (DESIGN §12).
///
/// - Each application target is checked with its own facts and the files it compiles, plus
///   the files that belong to no application target: those of frameworks and libraries (which
///   the app may link) and those of no target at all.
/// - Files that only targets that are not the app compile (tests, extensions, apps for other
///   platforms) are left out, unless nothing else would be read.
/// - An application target none of whose files were given is not checked, except that files
///   of no application target are read with the first application target's facts.
/// - `--target` picks one application target; files only other application targets compile
///   are then left out.
/// - Without application targets, a library whose project states platforms (a `Package.swift`
///   with `.iOS`) lends its facts to its files; without any, the files are read with no facts.
public struct ProjectPlan: Sendable, Hashable {
  /// Files read together as one app.
  public struct Group: Sendable, Hashable {
    /// The facts they are read with; `nil` for none (the defaults).
    public var facts: AppFacts?
    /// The files, in the order given.
    public var files: [String]

    /// Creates a group.
    public init(facts: AppFacts?, files: [String]) {
      self.facts = facts
      self.files = files
    }
  }

  /// A file that is not read, and why.
  public struct LeftOut: Sendable, Hashable {
    /// The file.
    public var file: String
    /// The target that compiles it.
    public var target: String
    /// What that target is (`a test bundle`, `the app target 'Other'`).
    public var reason: String

    /// Creates an entry.
    public init(file: String, target: String, reason: String) {
      self.file = file
      self.target = target
      self.reason = reason
    }
  }

  /// The groups, in the order of their targets in the projects.
  public var groups: [Group]
  /// The files left out.
  public var leftOut: [LeftOut]

  /// Why no plan could be made.
  public enum Failure: Error, Sendable, Hashable {
    /// `--target` names no application target; the ones there are.
    case unknownTarget(String, available: [String])
  }

  /// Plans how to read files.
  ///
  /// - Parameters:
  ///   - files: The Swift files, as their paths are written in the projects' terms.
  ///   - projects: The projects found, nearest first.
  ///   - target: The application target to check (`--target`), or `nil` for every one.
  /// - Returns: The plan.
  /// - Throws: ``Failure/unknownTarget(_:available:)`` when `target` names no application
  ///   target.
  public static func make(files: [String], projects: [ReadProject], target: String?)
    throws(Failure) -> ProjectPlan
  {
    // A package's manifest is no app code.
    let manifests = Set(
      projects.filter { $0.file.kind == .package }.map { ProjectPath.normalize($0.file.path) })
    let files = files.filter { !manifests.contains(ProjectPath.normalize($0)) }
    let targets = projects.flatMap(\.targets)
    let apps = targets.filter { $0.role == .app && $0.facts != nil }
    // The application targets checked, as indexes into `apps`.
    var candidates = Array(apps.indices)
    if let target {
      guard let chosen = apps.firstIndex(where: { $0.name == target }) else {
        throw .unknownTarget(target, available: apps.map(\.name))
      }
      candidates = [chosen]
    }
    guard !apps.isEmpty else { return libraryPlan(files: files, targets: targets) }
    var owned: [[String]] = Array(repeating: [], count: candidates.count)
    var shared: [String] = []
    var leftOut: [LeftOut] = []
    // Each path normalized once, not once per target asked.
    let normalized = Dictionary(
      files.map { ($0, ProjectPath.normalize($0)) }, uniquingKeysWith: { first, _ in first })
    for file in files {
      let path = normalized[file] ?? file
      let owners = apps.indices.filter { apps[$0].membership.contains(normalized: path) }
      if let first = owners.first {
        let chosen = candidates.indices.filter { owners.contains(candidates[$0]) }
        if chosen.isEmpty {
          let name = apps[first].name
          leftOut.append(LeftOut(file: file, target: name, reason: "the app target '\(name)'"))
        }
        for index in chosen { owned[index].append(file) }
        continue
      }
      let others = targets.filter { $0.membership.contains(normalized: path) }
      if let other = others.first(where: { if case .other = $0.role { true } else { false } }),
        !others.contains(where: { $0.role == .library }), case .other(let reason) = other.role
      {
        leftOut.append(LeftOut(file: file, target: other.name, reason: reason))
        continue
      }
      shared.append(file)
    }
    if owned.allSatisfy(\.isEmpty) && shared.isEmpty {
      // Nothing but files of other targets: read them rather than nothing.
      return ProjectPlan(
        groups: [Group(facts: apps[candidates[0]].facts, files: files)], leftOut: [])
    }
    var groups: [Group] = []
    for index in candidates.indices where !owned[index].isEmpty || target != nil {
      let members = Set(owned[index] + shared)
      groups.append(
        Group(facts: apps[candidates[index]].facts, files: files.filter(members.contains)))
    }
    if groups.isEmpty {
      groups = [Group(facts: apps[candidates[0]].facts, files: shared)]
    }
    return ProjectPlan(groups: groups, leftOut: leftOut)
  }

  /// Without application targets: one group per project whose library targets with facts
  /// compile some of the files, each with the first such target's facts; files of none join
  /// every group (or make the only one, without facts).
  static func libraryPlan(files: [String], targets: [ProjectTarget]) -> ProjectPlan {
    var groups: [(facts: AppFacts, files: [String])] = []
    var shared: [String] = []
    for file in files {
      guard
        let owner = targets.first(where: {
          $0.role == .library && $0.facts != nil && $0.membership.contains(file)
        }), let facts = owner.facts
      else {
        shared.append(file)
        continue
      }
      if let index = groups.firstIndex(where: { $0.facts.project == facts.project }) {
        groups[index].files.append(file)
      } else {
        groups.append((facts, [file]))
      }
    }
    guard !groups.isEmpty else {
      return ProjectPlan(groups: [Group(facts: nil, files: files)], leftOut: [])
    }
    return ProjectPlan(
      groups: groups.map { group in
        let members = Set(group.files + shared)
        return Group(facts: group.facts, files: files.filter(members.contains))
      }, leftOut: [])
  }
}
