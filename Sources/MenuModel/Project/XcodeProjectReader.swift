/// Reads an Xcode project (`*.xcodeproj/project.pbxproj`, any object version from Xcode 3.2's
/// 46 to Xcode 16's 77): its native targets, their Release build settings (through the
/// project's settings and the xcconfig files both reference), the files their Sources phases
/// compile (references resolved through the group tree) or their synchronized folders hold
/// (Xcode 16, with their exception sets), and their Info.plist.
enum XcodeProjectReader {
  static func read(_ file: ProjectFile, context: inout ProjectReader.Context) -> [ProjectTarget] {
    let pbxproj = ProjectPath.join(file.path, "project.pbxproj")
    guard
      let bytes = context.read(
        pbxproj, limit: ProjectReader.projectSizeLimit, what: "the Xcode project",
        reference: nil)
    else { return [] }
    let parsed: PropertyListValue
    do {
      let first = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
      parsed =
        first == UInt8(ascii: "<")
        ? try XMLPropertyList.parse(bytes) : try ASCIIPropertyList.parse(bytes)
    } catch {
      context.note(
        "the Xcode project cannot be read: \(error.message); the defaults apply",
        at: context.location(pbxproj, offset: error.offset))
      return []
    }
    guard let root = parsed.dictionary, let objects = root["objects"]?.dictionary,
      let rootID = root["rootObject"]?.string, let project = objects[rootID]?.dictionary,
      project["isa"]?.string == "PBXProject"
    else {
      context.note(
        "the Xcode project has no PBXProject root object; the defaults apply",
        at: context.location(pbxproj, offset: 0))
      return []
    }
    var projectDirectory = ProjectPath.directory(of: file.path)
    if let directoryPath = project["projectDirPath"]?.string, !directoryPath.isEmpty {
      projectDirectory = ProjectPath.join(projectDirectory, directoryPath)
    }
    var graph = Graph(objects: objects, projectDirectory: projectDirectory)
    graph.linkParents()
    let projectName = String(ProjectPath.lastComponent(of: file.path).dropLast(".xcodeproj".count))
    let projectConfiguration = graph.configuration(project["buildConfigurationList"]?.string)
    var targets: [ProjectTarget] = []
    for targetID in project["targets"]?.array?.compactMap(\.string) ?? [] {
      guard let target = objects[targetID]?.dictionary,
        target["isa"]?.string == "PBXNativeTarget"
      else { continue }
      let name = target["name"]?.string ?? target["productName"]?.string ?? targetID
      let targetConfiguration = graph.configuration(target["buildConfigurationList"]?.string)
      let configurationName = targetConfiguration?["name"]?.string ?? "Release"
      var settings = BuildSettings(builtIns: [
        "TARGET_NAME": name, "PROJECT_NAME": projectName, "PRODUCT_NAME": "$(TARGET_NAME)",
        "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".",
        "CONFIGURATION": configurationName, "PLATFORM_NAME": "iphoneos",
      ])
      for configuration in [projectConfiguration, targetConfiguration] {
        guard let configuration else { continue }
        if let xcconfig = graph.baseConfiguration(configuration) {
          let reference = context.location(
            pbxproj,
            offset: configuration.offset(of: "baseConfigurationReference")
              ?? configuration.offset(of: "baseConfigurationReferenceAnchor"))
          settings.add(
            XCConfigReader.layer(xcconfig, reference: reference, depth: 0, context: &context))
        }
        settings.add(layer(configuration["buildSettings"]?.dictionary))
      }
      let productType = target["productType"]?.string ?? ""
      let role = self.role(productType: productType, settings: settings)
      var membership = SourceMembership()
      var settingsBundle = false
      graph.sources(of: target, id: targetID, into: &membership, settingsBundle: &settingsBundle)
      var facts: AppFacts?
      if !isOther(role) {
        if !settingsBundle, role == .app {
          settingsBundle = context.containsSettingsBundle(membership.folders)
        }
        let settingsDictionary =
          targetConfiguration?["buildSettings"]?.dictionary
          ?? projectConfiguration?["buildSettings"]?.dictionary
        facts = self.facts(
          file: file, target: name, settings: settings, projectDirectory: projectDirectory,
          settingsBundle: settingsBundle,
          infoPlistReference: context.location(
            pbxproj, offset: settingsDictionary?.offset(of: "INFOPLIST_FILE")),
          context: &context)
      }
      targets.append(
        ProjectTarget(name: name, role: role, facts: facts, membership: membership))
    }
    return targets
  }

  static func isOther(_ role: ProjectTarget.Role) -> Bool {
    if case .other = role { return true }
    return false
  }

  /// A `buildSettings` dictionary as a layer.
  static func layer(_ dictionary: PropertyListDictionary?) -> BuildSettings.Layer {
    guard let dictionary else { return [] }
    return dictionary.keys.compactMap { key in
      dictionary[key].flatMap(BuildSettings.text(of:)).map { (key, $0) }
    }
  }

  /// Whether the SDK settings build for iOS (an unset SDK is taken as iOS).
  static func buildsForIOS(_ settings: BuildSettings) -> Bool {
    let sdk = (settings.value("SDKROOT") ?? "").trimmingSpaces.lowercased()
    let supported = BuildSettings.words(settings.value("SUPPORTED_PLATFORMS") ?? "").map {
      $0.lowercased()
    }
    if supported.contains(where: { $0.hasPrefix("iphone") }) { return true }
    if sdk.hasPrefix("iphoneos") || sdk.contains("/iphoneos") { return true }
    return sdk.isEmpty && supported.isEmpty
  }

  static func role(productType: String, settings: BuildSettings) -> ProjectTarget.Role {
    let prefix = "com.apple.product-type."
    let type =
      productType.hasPrefix(prefix) ? String(productType.dropFirst(prefix.count)) : productType
    switch type {
    case "application":
      if buildsForIOS(settings) { return .app }
      let sdk = (settings.value("SDKROOT") ?? "").trimmingSpaces
      return .other("an app for \(sdk.isEmpty ? "another platform" : "the \(sdk) SDK"), not iOS")
    case "framework", "framework.static", "library.static", "library.dynamic", "bundle":
      return .library
    case "bundle.unit-test", "bundle.ui-testing": return .other("a test bundle")
    case "application.on-demand-install-capable": return .other("an App Clip")
    case "application.watchapp", "application.watchapp2", "application.watchapp2-container":
      return .other("a watch app")
    default:
      if type.contains("extension") { return .other("an app extension") }
      return .other("a \(type.isEmpty ? "target without a product type" : type) target")
    }
  }

  static func facts(
    file: ProjectFile, target: String, settings: BuildSettings, projectDirectory: String,
    settingsBundle: Bool, infoPlistReference: SourceLocation,
    context: inout ProjectReader.Context
  ) -> AppFacts {
    var facts = AppFacts(project: file.path, kind: .xcode, target: target)
    switch settings.bool("SUPPORTS_MACCATALYST") {
    case true?:
      facts.platforms = [.iPadOS, .macCatalyst]
      facts.evidence.append("SUPPORTS_MACCATALYST = YES")
    case false?: facts.evidence.append("SUPPORTS_MACCATALYST = NO")
    case nil: facts.evidence.append("no SUPPORTS_MACCATALYST")
    }
    facts.readDeviceFamily(from: settings)
    if let deployment = settings.value("IPHONEOS_DEPLOYMENT_TARGET") {
      facts.setDeploymentTarget(deployment, evidence: "IPHONEOS_DEPLOYMENT_TARGET")
    }
    var keys: InfoPlistKeys?
    if let infoFile = settings.value("INFOPLIST_FILE")?.trimmingSpaces, !infoFile.isEmpty {
      let path = ProjectPath.join(projectDirectory, infoFile)
      if let plist = context.propertyList(path, reference: infoPlistReference) {
        keys = InfoPlistKeys(plist, expand: settings.expand)
        facts.infoPlist = path
      }
    }
    facts.complete(
      keys: keys, shown: facts.infoPlist.map { ["Info.plist " + $0] } ?? [], settings: settings,
      settingsBundle: settingsBundle)
    return facts
  }

  /// The object graph of a project file.
  struct Graph {
    let objects: PropertyListDictionary
    let projectDirectory: String
    var parents: [String: String] = [:]
    /// Each synchronized folder's exception sets, by the set's identifier.
    var exceptionOwners: [String: String] = [:]

    init(objects: PropertyListDictionary, projectDirectory: String) {
      self.objects = objects
      self.projectDirectory = projectDirectory
    }

    mutating func linkParents() {
      for id in objects.keys {
        guard let object = objects[id]?.dictionary else { continue }
        for child in object["children"]?.array?.compactMap(\.string) ?? []
        where parents[child] == nil {
          parents[child] = id
        }
        if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
          for set in object["exceptions"]?.array?.compactMap(\.string) ?? [] {
            exceptionOwners[set] = id
          }
        }
      }
    }

    /// The path of a file or group, from its source tree and its parents'; `nil` for one
    /// outside the sources (built products, the SDK).
    func path(of id: String, depth: Int = 0) -> String? {
      guard depth < 64, let object = objects[id]?.dictionary else { return nil }
      let own = object["path"]?.string
      switch object["sourceTree"]?.string ?? "<group>" {
      case "<absolute>": return own.map(ProjectPath.normalize)
      case "SOURCE_ROOT": return ProjectPath.join(projectDirectory, own ?? "")
      case "<group>":
        var base = projectDirectory
        if let parent = parents[id] {
          guard let parentPath = path(of: parent, depth: depth + 1) else { return nil }
          base = parentPath
        }
        return own.map { ProjectPath.join(base, $0) } ?? base
      default: return nil
      }
    }

    /// The configuration a list uses for Release: the one named Release, else the list's
    /// default, else its first.
    func configuration(_ listID: String?) -> PropertyListDictionary? {
      guard let listID, let list = objects[listID]?.dictionary else { return nil }
      let configurations = (list["buildConfigurations"]?.array ?? []).compactMap {
        $0.string.flatMap { objects[$0]?.dictionary }
      }
      return configurations.first { $0["name"]?.string == "Release" }
        ?? configurations.first { $0["name"]?.string == list["defaultConfigurationName"]?.string }
        ?? configurations.first
    }

    /// The xcconfig a configuration is based on: `baseConfigurationReference`, or (Xcode 16)
    /// a path relative to a synchronized folder.
    func baseConfiguration(_ configuration: PropertyListDictionary) -> String? {
      if let reference = configuration["baseConfigurationReference"]?.string {
        return path(of: reference)
      }
      if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
        let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
        let folder = path(of: anchor)
      {
        return ProjectPath.join(folder, relative)
      }
      return nil
    }

    /// What a target compiles: its Sources phase's files, its synchronized folders (less
    /// their exceptions for it), and files other targets' synchronized folders add to it.
    func sources(
      of target: PropertyListDictionary, id targetID: String,
      into membership: inout SourceMembership,
      settingsBundle: inout Bool
    ) {
      for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
        guard let phase = objects[phaseID]?.dictionary else { continue }
        let isa = phase["isa"]?.string
        guard isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
        for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
          guard let reference = objects[buildFileID]?.dictionary?["fileRef"]?.string,
            let path = path(of: reference)
          else { continue }
          if isa == "PBXSourcesBuildPhase" {
            membership.files.insert(path)
          } else if ProjectPath.lastComponent(of: path) == "Settings.bundle" {
            settingsBundle = true
          }
        }
      }
      let linked = target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? []
      for groupID in linked {
        guard let group = objects[groupID]?.dictionary, let folder = path(of: groupID) else {
          continue
        }
        var excluded: [String] = []
        for setID in group["exceptions"]?.array?.compactMap(\.string) ?? [] {
          guard let set = objects[setID]?.dictionary,
            set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
            set["target"]?.string == targetID
          else { continue }
          excluded += set["membershipExceptions"]?.array?.compactMap(\.string) ?? []
        }
        membership.folders.append(SourceMembership.Folder(path: folder, excluded: excluded))
      }
      // A folder of another target lists, as exceptions for this one, files this one compiles too.
      for (setID, groupID) in exceptionOwners.sorted(by: { $0.key < $1.key })
      where !linked.contains(groupID) {
        guard let set = objects[setID]?.dictionary,
          set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          set["target"]?.string == targetID, let folder = path(of: groupID)
        else { continue }
        for file in set["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
          membership.files.insert(ProjectPath.join(folder, file))
        }
      }
    }
  }
}

/// Reads xcconfig files with their `#include`s into one layer of build settings.
enum XCConfigReader {
  static func layer(
    _ path: String, reference: SourceLocation, depth: Int, context: inout ProjectReader.Context
  ) -> BuildSettings.Layer {
    var count = 0
    return layer(path, reference: reference, depth: depth, count: &count, context: &context)
  }

  private static func layer(
    _ path: String, reference: SourceLocation, depth: Int, count: inout Int,
    context: inout ProjectReader.Context
  ) -> BuildSettings.Layer {
    count += 1
    guard depth < ProjectReader.includeDepthLimit, count <= ProjectReader.includeCountLimit
    else {
      context.note(
        "xcconfig files include each other more than \(ProjectReader.includeDepthLimit) deep or "
          + "more than \(ProjectReader.includeCountLimit) times; '\(path)' is not read",
        at: reference)
      return []
    }
    guard
      let bytes = context.read(
        path, limit: ProjectReader.fileSizeLimit, what: "the xcconfig file", reference: reference)
    else { return [] }
    var result: BuildSettings.Layer = []
    for line in XCConfig.parse(bytes) {
      switch line {
      case .assignment(let key, let value, _):
        result.append((key, value))
      case .include(let included, let optional, let number):
        let target = ProjectPath.join(ProjectPath.directory(of: path), included)
        if optional && context.access.isDirectory(target) == nil { continue }
        result += layer(
          target, reference: SourceLocation(file: path, line: number, column: 1),
          depth: depth + 1, count: &count, context: &context)
      }
    }
    return result
  }
}
