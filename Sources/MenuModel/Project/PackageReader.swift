/// Reads a `Package.swift` as an app's project: its `.iOSApplication` products (Swift
/// Playgrounds apps) are apps, its other targets libraries the app may use, and its
/// `platforms:` list says which platforms and versions they are built for.
///
/// SwiftPM builds a package for platforms its list leaves out too; menulint reads the list as
/// the app's declaration: `.iOS` means iPadOS (and its version the deployment target), and
/// Mac Catalyst is checked only when `.macCatalyst` is listed or an app's
/// `supportedDeviceFamilies` has `.mac`.
enum PackageReader {
  /// The folders SwiftPM looks in for a target without a `path:`.
  static let sourceFolders = ["Sources", "Source", "src", "srcs"]

  static func read(_ file: ProjectFile, context: inout ProjectReader.Context) -> [ProjectTarget] {
    guard
      let bytes = context.read(
        file.path, limit: ProjectReader.projectSizeLimit, what: "the package manifest",
        reference: nil)
    else { return [] }
    let manifest: PackageManifest
    do {
      manifest = try PackageManifest.read(bytes)
    } catch {
      context.note(
        "the package manifest cannot be read: \(error.message); the defaults apply",
        at: context.location(file.path, offset: error.offset))
      return []
    }
    let base = ProjectPath.directory(of: file.path)
    let iOS = manifest.platformEntries.last { $0.name == "iOS" }
    let catalyst = manifest.platformEntries.last { $0.name == "macCatalyst" }
    let listed = manifest.platformEntries.map { entry in
      ".\(entry.name)(\(entry.version.map { "\"\($0)\"" } ?? "…"))"
    }
    var targets: [ProjectTarget] = []
    for target in manifest.targets {
      let application = manifest.applications.first { $0.targets.contains(target.name) }
      let role: ProjectTarget.Role
      switch target.kind {
      case "target", "executableTarget":
        role = application == nil ? .library : .app
      case "testTarget": role = .other("a test target")
      default: role = .other("a \(target.kind)")
      }
      let folder = directory(of: target, base: base, access: context.access)
      let membership = SourceMembership(
        folders: [
          SourceMembership.Folder(path: folder, excluded: target.exclude, only: target.sources)
        ])
      var facts: AppFacts?
      // A library's facts are the package's platforms, when they name iOS or Mac Catalyst.
      if role == .app || (role == .library && (iOS != nil || catalyst != nil)) {
        var found = AppFacts(project: file.path, kind: .package, target: target.name)
        let mac = application?.deviceFamilies.contains("mac") == true
        found.platforms = catalyst != nil || mac ? [.iPadOS, .macCatalyst] : [.iPadOS]
        found.evidence.append(
          "platforms [" + listed.joined(separator: ", ") + "]"
            + (mac ? ", supportedDeviceFamilies .mac" : ""))
        if let application {
          found.app = application.displayName ?? application.name
          let families = application.deviceFamilies
          if families.contains("phone") && !families.contains("pad") && !mac {
            found.iPhoneOnly = true
            found.evidence.append(
              "supportedDeviceFamilies [.phone] (iPhone only: checked as iPadOS, where it runs in "
                + "compatibility mode)")
          }
        }
        if let version = iOS?.version {
          found.setDeploymentTarget(version, evidence: nil)
        } else if let version = catalyst?.version {
          found.setDeploymentTarget(version, evidence: nil)
        }
        let bundle =
          target.resources.contains { ProjectPath.lastComponent(of: $0) == "Settings.bundle" }
          || (role == .app && context.containsSettingsBundle(membership.folders))
        found.settingsBundle = bundle
        if bundle { found.evidence.append("Settings.bundle") }
        found.defines = target.defines
        if !target.defines.isEmpty {
          found.evidence.append("conditions " + target.defines.joined(separator: " "))
        }
        facts = found
      }
      targets.append(
        ProjectTarget(name: target.name, role: role, facts: facts, membership: membership))
    }
    return targets
  }

  /// A target's folder: its `path:`, else `Tests/NAME` for a test target, `Plugins/NAME` for a
  /// plugin, else the first of `Sources/NAME`, `Source/NAME`, `src/NAME`, `srcs/NAME` that
  /// exists (`Sources/NAME` when none does).
  static func directory(
    of target: PackageManifest.Target, base: String, access: any ProjectFileAccess
  ) -> String {
    if let path = target.path { return ProjectPath.join(base, path) }
    switch target.kind {
    case "testTarget": return ProjectPath.join(base, "Tests/" + target.name)
    case "plugin": return ProjectPath.join(base, "Plugins/" + target.name)
    default:
      for folder in sourceFolders {
        let candidate = ProjectPath.join(base, folder + "/" + target.name)
        if access.isDirectory(candidate) == true { return candidate }
      }
      return ProjectPath.join(base, "Sources/" + target.name)
    }
  }
}
