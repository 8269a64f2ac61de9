/// Reads an app's project (DESIGN §12): its targets, what each compiles, and the facts the
/// main menu depends on, following the project's references to Info.plist and xcconfig files
/// through a ``ProjectFileAccess``.
///
/// What cannot be read is an `unreadable-project` note at the file, line and column of the
/// problem, and the facts it would have decided keep their defaults; reading never fails.
public struct ProjectReader {
  /// How files are reached.
  public let access: any ProjectFileAccess

  /// The largest project file read (`project.pbxproj`, `project.yml`, `Package.swift`).
  public static let projectSizeLimit = 64 << 20
  /// The largest Info.plist or xcconfig read.
  public static let fileSizeLimit = 8 << 20
  /// How deep `#include`s of xcconfig files are followed.
  public static let includeDepthLimit = 8
  /// How many xcconfig files one target's settings may read.
  public static let includeCountLimit = 64
  /// How many directories a search for a `Settings.bundle` looks in.
  public static let bundleSearchLimit = 400

  /// Creates a reader.
  public init(access: any ProjectFileAccess) {
    self.access = access
  }

  /// Reads a project.
  ///
  /// - Parameter file: The project to read.
  /// - Returns: Its targets (in the order the project lists them) and notes about what could
  ///   not be read.
  public func read(_ file: ProjectFile) -> ReadProject {
    var context = Context(reader: self)
    let targets: [ProjectTarget]
    switch file.kind {
    case .xcode: targets = XcodeProjectReader.read(file, context: &context)
    case .xcodegen: targets = XcodeGenReader.read(file, context: &context)
    case .package: targets = PackageReader.read(file, context: &context)
    }
    return ReadProject(file: file, targets: targets, notes: context.notes)
  }

  /// What reading one project collects.
  struct Context {
    let reader: ProjectReader
    var notes: [Diagnostic] = []
    /// The lines of files read, for locations.
    var indexes: [String: LineIndex] = [:]

    var access: any ProjectFileAccess { reader.access }

    /// Reads a file, noting why it cannot be read at `reference` (the place that names it).
    mutating func read(
      _ path: String, limit: Int, what: String, reference: SourceLocation?
    ) -> [UInt8]? {
      do {
        let bytes = try access.read(path, limit: limit)
        indexes[path] = LineIndex(bytes)
        return bytes
      } catch {
        note(
          "\(what) '\(path)' cannot be read: \(error.reason); the facts it holds are not known",
          at: reference ?? SourceLocation(file: path, line: 0, column: 0))
        return nil
      }
    }

    mutating func note(_ message: String, at location: SourceLocation) {
      let diagnostic = Diagnostic(.unreadableProject, .note, message, at: location)
      if !notes.contains(diagnostic) { notes.append(diagnostic) }
    }

    /// The location of a byte offset in a file read before.
    func location(_ path: String, offset: Int?) -> SourceLocation {
      guard let offset, let index = indexes[path] else {
        return SourceLocation(file: path, line: 0, column: 0)
      }
      return index.location(file: path, offset: offset)
    }

    /// Reads a property list (XML, or the ASCII format when it starts with `{`).
    mutating func propertyList(_ path: String, reference: SourceLocation?)
      -> PropertyListDictionary?
    {
      guard
        let bytes = read(
          path, limit: ProjectReader.fileSizeLimit, what: "the Info.plist", reference: reference)
      else { return nil }
      do {
        let value: PropertyListValue
        if bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 })
          == UInt8(ascii: "{")
        {
          value = try ASCIIPropertyList.parse(bytes)
        } else {
          value = try XMLPropertyList.parse(bytes)
        }
        guard let dictionary = value.dictionary else {
          note(
            "the Info.plist is not a dictionary; its keys are not known",
            at: location(path, offset: 0))
          return nil
        }
        return dictionary
      } catch {
        note(
          "the Info.plist cannot be read: \(error.message); its keys are not known",
          at: location(path, offset: error.offset))
        return nil
      }
    }

    /// Whether a `Settings.bundle` directory lies in one of the folders, searched a few levels
    /// deep.
    func containsSettingsBundle(_ folders: [SourceMembership.Folder]) -> Bool {
      var budget = ProjectReader.bundleSearchLimit
      for folder in folders {
        var pending = [(folder.path, 0)]
        while let (directory, depth) = pending.popLast(), budget > 0 {
          budget -= 1
          for name in (access.contents(ofDirectory: directory) ?? []).sorted() {
            let path = ProjectPath.join(directory, name)
            guard access.isDirectory(path) == true, !name.hasPrefix(".") else { continue }
            if name == "Settings.bundle" {
              if folder.contains(ProjectPath.join(path, "Root.plist")) { return true }
              continue
            }
            if depth < 4 && !name.hasSuffix(".xcassets") && !name.hasSuffix(".lproj") {
              pending.append((path, depth + 1))
            }
          }
        }
      }
      return false
    }
  }
}

/// A project that was read.
public struct ReadProject: Sendable, Hashable {
  /// The project.
  public var file: ProjectFile
  /// Its targets, in the project's order.
  public var targets: [ProjectTarget]
  /// What could not be read.
  public var notes: [Diagnostic]

  /// Creates a read project.
  public init(file: ProjectFile, targets: [ProjectTarget], notes: [Diagnostic]) {
    self.file = file
    self.targets = targets
    self.notes = notes
  }
}

/// The Info.plist keys the menu depends on.
struct InfoPlistKeys {
  var supportsMultipleScenes: Bool?
  var supportsPrintCommand: Bool?
  var designRequiresCompatibility: Bool?
  var displayName: String?
  var bundleName: String?
  /// `KEY = value` for each key found, for the evidence, with the fact it decides.
  var evidence: [(fact: String, text: String)] = []
  /// The evidence, in order.
  var found: [String] { evidence.map(\.text) }

  /// The keys of a dictionary; iPad-specific keys (`…~ipad`) win over plain ones, and
  /// `$(…)` references in values are expanded by `expand`.
  init(_ plist: PropertyListDictionary, expand: (String) -> String) {
    func value(_ dictionary: PropertyListDictionary, _ key: String) -> (String, PropertyListValue)?
    {
      if let specific = dictionary[key + "~ipad"] { return (key + "~ipad", specific) }
      return dictionary[key].map { (key, $0) }
    }
    func flag(_ dictionary: PropertyListDictionary, _ key: String, prefix: String = "") -> Bool? {
      guard let (name, found) = value(dictionary, key) else { return nil }
      let result: Bool?
      if case .string(let text) = found {
        result = PropertyListValue.bool(expand(text).trimmingSpaces)
      } else {
        result = found.bool
      }
      if let result { evidence.append((key, prefix + name + " = " + (result ? "YES" : "NO"))) }
      return result
    }
    if let (name, manifest) = value(plist, "UIApplicationSceneManifest"),
      let dictionary = manifest.dictionary,
      let multiple = flag(dictionary, "UIApplicationSupportsMultipleScenes", prefix: name + ".")
    {
      supportsMultipleScenes = multiple
    } else {
      supportsMultipleScenes = flag(plist, "UIApplicationSupportsMultipleScenes")
    }
    supportsPrintCommand = flag(plist, "UIApplicationSupportsPrintCommand")
    designRequiresCompatibility = flag(plist, "UIDesignRequiresCompatibility")
    func name(_ key: String) -> String? {
      guard let text = plist[key]?.string else { return nil }
      let expanded = expand(text).trimmingSpaces
      return expanded.isEmpty || expanded.contains("$(") || expanded.contains("${")
        ? nil : expanded
    }
    displayName = name("CFBundleDisplayName")
    bundleName = name("CFBundleName")
  }

  /// The keys an Xcode 13+ target generates its Info.plist from.
  ///
  /// With `GENERATE_INFOPLIST_FILE`, `INFOPLIST_KEY_<key>` build settings are Info.plist keys;
  /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation` generates a scene manifest that
  /// supports multiple scenes, as Xcode's "Supports multiple windows" default does.
  init(generatedFrom settings: BuildSettings) {
    var plist: [(String, PropertyListValue)] = []
    for key in [
      "UIApplicationSupportsPrintCommand", "UIDesignRequiresCompatibility",
      "UIApplicationSupportsMultipleScenes", "CFBundleDisplayName",
    ] {
      if let value = settings.value("INFOPLIST_KEY_" + key) { plist.append((key, .string(value))) }
    }
    self.init(PropertyListDictionary(plist), expand: { $0 })
    evidence = evidence.map { ($0.fact, "INFOPLIST_KEY_" + $0.text) }
    if supportsMultipleScenes == nil,
      settings.bool("INFOPLIST_KEY_UIApplicationSceneManifest_Generation") == true
    {
      supportsMultipleScenes = true
      evidence.append(
        (
          "UIApplicationSupportsMultipleScenes",
          "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES"
        ))
    }
  }

  /// These keys with `other`'s filling the ones these lack.
  func merged(with other: InfoPlistKeys) -> InfoPlistKeys {
    var result = self
    result.supportsMultipleScenes = supportsMultipleScenes ?? other.supportsMultipleScenes
    result.supportsPrintCommand = supportsPrintCommand ?? other.supportsPrintCommand
    result.designRequiresCompatibility =
      designRequiresCompatibility ?? other.designRequiresCompatibility
    result.displayName = displayName ?? other.displayName
    result.bundleName = bundleName ?? other.bundleName
    let decided = Set(evidence.map(\.fact))
    result.evidence += other.evidence.filter { !decided.contains($0.fact) }
    return result
  }

  /// Puts the keys into facts.
  func apply(to facts: inout AppFacts) {
    facts.supportsMultipleScenes = supportsMultipleScenes
    facts.supportsPrintCommand = supportsPrintCommand
    facts.designRequiresCompatibility = designRequiresCompatibility
    if let name = displayName ?? bundleName { facts.app = name }
  }
}

extension AppFacts {
  /// Marks an iPhone-only app (`TARGETED_DEVICE_FAMILY` without iPad or Mac): it runs on iPad
  /// in compatibility mode.
  mutating func readDeviceFamily(from settings: BuildSettings) {
    let families = (settings.value("TARGETED_DEVICE_FAMILY") ?? "").split(separator: ",").map {
      $0.trimmingSpaces
    }
    if families.contains("1") && !families.contains("2") && !families.contains("6") {
      iPhoneOnly = true
      evidence.append(
        "TARGETED_DEVICE_FAMILY = \(families.joined(separator: ",")) (iPhone only: checked as "
          + "iPadOS, where it runs in compatibility mode)")
    }
  }

  /// Completes a target's facts from its Info.plist keys (with the keys its Release settings
  /// generate), its product name, its `Settings.bundle` and its `#if` conditions.
  ///
  /// - Parameters:
  ///   - keys: The keys of the target's Info.plist, when it has one.
  ///   - shown: Evidence that goes with the keys, before them.
  ///   - settings: The target's Release build settings.
  ///   - settingsBundle: Whether the app has a `Settings.bundle`.
  mutating func complete(
    keys: InfoPlistKeys?, shown: [String] = [], settings: BuildSettings, settingsBundle: Bool
  ) {
    var keys = keys
    if settings.bool("GENERATE_INFOPLIST_FILE") == true {
      let generated = InfoPlistKeys(generatedFrom: settings)
      keys = keys?.merged(with: generated) ?? generated
    }
    if let keys {
      keys.apply(to: &self)
      evidence += shown + keys.found
    }
    if app == nil, let product = settings.value("PRODUCT_NAME")?.trimmingSpaces,
      !product.isEmpty, !product.contains("$")
    {
      app = product
    }
    self.settingsBundle = settingsBundle
    if settingsBundle { evidence.append("Settings.bundle") }
    defines = settings.compilationConditions
    if !defines.isEmpty {
      evidence.append("conditions " + defines.joined(separator: " "))
    }
  }

  /// Sets the versions from a deployment target, with its evidence (`nil` when other evidence
  /// shows it already).
  mutating func setDeploymentTarget(_ text: String, evidence: String?) {
    guard let versions = AppFacts.osVersions(forDeploymentTarget: text) else { return }
    let written = text.trimmingSpaces
    deploymentTarget = written
    osVersions = versions
    let major = Int(written.split(separator: ".").first ?? "") ?? 0
    let remark =
      major < OSVersion.v18.rawValue
      ? " (older than 18: checked as 18 and 26)"
      : major > OSVersion.newest.rawValue ? " (newer than 26: checked as 26)" : ""
    if let evidence {
      self.evidence.append(evidence + " = " + written + remark)
    } else if !remark.isEmpty {
      self.evidence.append("deployment target " + written + remark)
    }
  }
}
