/// What an app's project says that its main menu depends on (DESIGN §12): the platforms and
/// system versions it is built for, its Info.plist keys, whether it ships a `Settings.bundle`,
/// and the compilation conditions of its Release configuration.
public struct AppFacts: Sendable, Hashable {
  /// The project, as found: an `.xcodeproj` directory, a `project.yml` or a `Package.swift`.
  public var project: String
  /// What kind of project it is.
  public var kind: ProjectFile.Kind
  /// The target the facts are of.
  public var target: String
  /// The platforms the app is built for: iPadOS, and Mac Catalyst when the project says so.
  public var platforms: [Platform]
  /// Whether the app is for iPhone only (`TARGETED_DEVICE_FAMILY` 1): it still runs on iPad,
  /// in compatibility mode, and is checked as iPadOS.
  public var iPhoneOnly: Bool
  /// The iOS deployment target as written (`17.0`), if the project states one.
  public var deploymentTarget: String?
  /// The system versions to check: 18 and 26 for an app that runs on 18 (or older), 26 for one
  /// that requires 26.
  public var osVersions: [OSVersion]
  /// The Info.plist file read, if any.
  public var infoPlist: String?
  /// `UIApplicationSupportsMultipleScenes`, when the Info.plist states it.
  public var supportsMultipleScenes: Bool?
  /// `UIApplicationSupportsPrintCommand`, when the Info.plist states it.
  public var supportsPrintCommand: Bool?
  /// `UIDesignRequiresCompatibility`, when the Info.plist states it.
  public var designRequiresCompatibility: Bool?
  /// Whether the target ships a `Settings.bundle`.
  public var settingsBundle: Bool
  /// The compilation conditions of the Release configuration, in order.
  public var defines: [String]
  /// The app's name (Info.plist `CFBundleDisplayName` or `CFBundleName`, `PRODUCT_NAME`, the
  /// target's name), if known.
  public var app: String?
  /// Where each fact came from, in words (`SUPPORTS_MACCATALYST = YES`,
  /// `IPHONEOS_DEPLOYMENT_TARGET = 17.0`).
  public var evidence: [String]
  /// The facts that command-line options or `.menulint.json` replaced (`platforms`,
  /// `osVersions`, `defines`).
  public var overridden: [String]

  /// Creates facts with the defaults of an iPad app that states nothing.
  public init(project: String, kind: ProjectFile.Kind, target: String) {
    self.project = project
    self.kind = kind
    self.target = target
    platforms = [.iPadOS]
    iPhoneOnly = false
    osVersions = OSVersion.allCases
    settingsBundle = false
    defines = []
    evidence = []
    overridden = []
  }

  /// The system versions an app with this deployment target runs on, of those modelled: an
  /// app that runs on iOS 18 or earlier runs on 18 and 26; one that requires 26 (or later)
  /// only on 26.
  ///
  /// - Parameter deploymentTarget: The deployment target (`17.0`, `18`, `26.1`).
  /// - Returns: The versions, or `nil` when the text is not a version.
  public static func osVersions(forDeploymentTarget deploymentTarget: String) -> [OSVersion]? {
    let major = deploymentTarget.trimmingSpaces.split(separator: ".").first.flatMap { Int($0) }
    guard let major, major > 0 else { return nil }
    return major <= OSVersion.v18.rawValue ? OSVersion.allCases : [.v26]
  }

  /// The top-level members of a menu definition these facts decide, in the order written.
  ///
  /// They are `app`, `platforms`, `osVersions`, and the Info.plist and bundle keys that the
  /// project states. Facts in ``overridden`` are left out, so that the options decide them.
  public var definitionFields: [DefinitionField] {
    var fields: [DefinitionField] = []
    if let app { fields.append(DefinitionField("app", .string(app))) }
    if !overridden.contains("platforms") {
      fields.append(DefinitionField("platforms", .strings(platforms.map(\.rawValue))))
    }
    if !overridden.contains("osVersions") {
      fields.append(DefinitionField("osVersions", .integers(osVersions.map(\.rawValue))))
    }
    if let supportsPrintCommand {
      fields.append(DefinitionField("supportsPrintCommand", .bool(supportsPrintCommand)))
    }
    if settingsBundle { fields.append(DefinitionField("settingsBundle", .bool(true))) }
    if let supportsMultipleScenes {
      fields.append(DefinitionField("supportsMultipleScenes", .bool(supportsMultipleScenes)))
    }
    if let designRequiresCompatibility {
      fields.append(
        DefinitionField("designRequiresCompatibility", .bool(designRequiresCompatibility)))
    }
    return fields
  }

  /// The line a run says once on standard error, such as `checked as iPadOS 18, 26 and Mac
  /// Catalyst, from App.xcodeproj (target App): SUPPORTS_MACCATALYST = YES, …`.
  ///
  /// - Parameters:
  ///   - platforms: The platforms checked, when options decided them.
  ///   - osVersions: The versions checked, when options decided them.
  /// - Returns: The line, without a newline.
  public func summary(platforms: [Platform]? = nil, osVersions: [OSVersion]? = nil) -> String {
    let shownPlatforms = platforms ?? self.platforms
    let shownVersions = (osVersions ?? self.osVersions).map(\.description).joined(
      separator: ", ")
    var checked: [String] = []
    if shownPlatforms.contains(.iPadOS) { checked.append("iPadOS \(shownVersions)") }
    if shownPlatforms.contains(.macCatalyst) {
      checked.append(checked.isEmpty ? "Mac Catalyst \(shownVersions)" : "Mac Catalyst")
    }
    var text = "checked as " + checked.joined(separator: " and ")
    if !overridden.isEmpty {
      let names = overridden.map { Self.optionNames[$0] ?? $0 }
      let list =
        names.count == 1
        ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
      text += " (the options' \(list) win over the project's)"
    }
    text += ", from \(project) (target \(target))"
    if !evidence.isEmpty { text += ": " + evidence.joined(separator: ", ") }
    return text
  }

  static let optionNames = [
    "platforms": "platforms", "osVersions": "OS versions", "defines": "#if flags",
  ]
}

/// A top-level member of a menu definition that the app's project decides: the Swift import
/// writes these after `formatVersion`.
public struct DefinitionField: Sendable, Hashable {
  /// A member's value.
  public enum Value: Sendable, Hashable {
    case bool(Bool)
    case string(String)
    case strings([String])
    case integers([Int])
  }

  /// The member's name (`platforms`).
  public var name: String
  /// Its value.
  public var value: Value

  /// Creates a member.
  public init(_ name: String, _ value: Value) {
    self.name = name
    self.value = value
  }
}

/// A project file menulint reads.
public struct ProjectFile: Sendable, Hashable, Comparable {
  /// The kinds of project.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// An Xcode project: the `.xcodeproj` directory, whose `project.pbxproj` is read.
    case xcode
    /// An XcodeGen spec, `project.yml`.
    case xcodegen
    /// A Swift package manifest, `Package.swift`.
    case package
  }

  /// The kind.
  public var kind: Kind
  /// The `.xcodeproj` directory, the `project.yml` or the `Package.swift`.
  public var path: String

  /// Creates a reference to a project file.
  public init(_ kind: Kind, path: String) {
    self.kind = kind
    self.path = path
  }

  /// The kind a file or directory name is, if any: `*.xcodeproj`, `project.yml`,
  /// `Package.swift`.
  public static func kind(ofName name: String) -> Kind? {
    if name.hasSuffix(".xcodeproj") && name.count > ".xcodeproj".count { return .xcode }
    if name == "project.yml" || name == "project.yaml" { return .xcodegen }
    if name == "Package.swift" { return .package }
    return nil
  }

  /// The directory the project's relative paths start from.
  public var directory: String { ProjectPath.directory(of: path) }

  /// Orders by path, then kind.
  public static func < (lhs: ProjectFile, rhs: ProjectFile) -> Bool {
    (lhs.path, lhs.kind.rawValue) < (rhs.path, rhs.kind.rawValue)
  }
}

/// `/`-separated paths, relative or absolute, without touching the file system.
public enum ProjectPath {
  /// The path with `.` and empty components removed and `..` applied where it can be;
  /// `.` for an empty relative path.
  public static func normalize(_ path: String) -> String {
    if isNormal(path) { return path }
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == "..", absolute { continue }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// Whether a path is already normalized: no empty, `.` or `..` component and no trailing
  /// `/`, or `.` or `/` itself. (Some normalized paths, such as `../a`, fail the test; they
  /// are only normalized again.)
  private static func isNormal(_ path: String) -> Bool {
    if path == "/" || path == "." { return true }
    var length = 0
    var dots = 0
    var isFirst = true
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        if !(isFirst && length == 0) && (length == 0 || (length == dots && dots <= 2)) {
          return false
        }
        length = 0
        dots = 0
      } else {
        length += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
      isFirst = false
    }
    return length > 0 && !(length == dots && dots <= 2)
  }

  /// `relative` resolved against `base`; an absolute `relative` stays as it is.
  public static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return normalize(relative) }
    if base == "." || base.isEmpty { return normalize(relative) }
    return normalize(base + "/" + relative)
  }

  /// The directory part: `a/b/c` → `a/b`, `c` → `.`, `/c` → `/`.
  public static func directory(of path: String) -> String {
    let normalized = normalize(path)
    guard let slash = normalized.lastIndex(of: "/") else {
      return normalized == ".." || normalized.hasSuffix("/..") ? normalized + "/.." : "."
    }
    if slash == normalized.startIndex { return "/" }
    return String(normalized[..<slash])
  }

  /// The last component: `a/b/c` → `c`.
  public static func lastComponent(of path: String) -> String {
    String(normalize(path).split(separator: "/").last ?? "")
  }

  /// The path relative to `directory` when it lies inside it (or is it: `.`), else `nil`.
  public static func relative(_ path: String, to directory: String) -> String? {
    let path = normalize(path)
    let directory = normalize(directory)
    if path == directory { return "." }
    if directory == "." {
      return path.hasPrefix("/") || path == ".." || path.hasPrefix("../") ? nil : path
    }
    let prefix = directory == "/" ? "/" : directory + "/"
    guard path.hasPrefix(prefix) else { return nil }
    return String(path.dropFirst(prefix.count))
  }
}
