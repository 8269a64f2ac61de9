/// Reads an XcodeGen spec (`project.yml`): its targets (`type`, `platform`,
/// `supportedDestinations`, `deploymentTarget`, `sources`, `info`, `settings`,
/// `configFiles`), the project's `options.deploymentTarget`, `settings` and `configFiles`, and
/// XcodeGen's own defaults for iOS targets.
///
/// `include:`d specs and target templates are not read; a spec that uses them gets a note.
enum XcodeGenReader {
  static func read(_ file: ProjectFile, context: inout ProjectReader.Context) -> [ProjectTarget] {
    guard
      let bytes = context.read(
        file.path, limit: ProjectReader.projectSizeLimit, what: "the XcodeGen spec",
        reference: nil)
    else { return [] }
    let spec: YAMLValue
    do {
      spec = try YAML.parse(bytes)
    } catch {
      context.note(
        "the XcodeGen spec cannot be read: \(error.message); the defaults apply",
        at: SourceLocation(file: file.path, line: error.line, column: error.column))
      return []
    }
    guard spec.pairs != nil else {
      context.note(
        "the XcodeGen spec is not a mapping; the defaults apply",
        at: SourceLocation(file: file.path, line: 1, column: 1))
      return []
    }
    let base = ProjectPath.directory(of: file.path)
    if let line = spec.line(of: "include") {
      context.note(
        "the spec includes other specs, which menulint does not read; what they set is not known",
        at: SourceLocation(file: file.path, line: line, column: 1))
    }
    let projectName = spec["name"]?.text ?? "Project"
    let projectDeployment = spec["options"]?["deploymentTarget"]?["iOS"]?.text
    var targets: [ProjectTarget] = []
    for pair in spec["targets"]?.pairs ?? [] {
      let target = pair.value
      if let line = target.line(of: "templates") {
        context.note(
          "target '\(pair.key)' uses templates, which menulint does not read; what they set is not known",
          at: SourceLocation(file: file.path, line: line, column: 1))
      }
      var platforms: [String] = []
      if let text = target["platform"]?.text {
        platforms = [text]
      } else if let list = target["platform"]?.elements {
        platforms = list.compactMap(\.text)
      }
      let destinations = (target["supportedDestinations"]?.elements ?? []).compactMap(\.text)
      if platforms.isEmpty || platforms == ["auto"] {
        platforms = [destinations.contains("iOS") || destinations.isEmpty ? "iOS" : "other"]
      }
      for platform in platforms {
        let name = platforms.count > 1 ? "\(pair.key)_\(platform)" : pair.key
        targets.append(
          self.target(
            name: name, platform: platform, destinations: destinations, spec: target,
            project: spec, projectName: projectName, projectDeployment: projectDeployment,
            base: base, file: file, line: pair.line, context: &context))
      }
    }
    return targets
  }

  static func target(
    name: String, platform: String, destinations: [String], spec target: YAMLValue,
    project: YAMLValue, projectName: String, projectDeployment: String?, base: String,
    file: ProjectFile, line: Int, context: inout ProjectReader.Context
  ) -> ProjectTarget {
    let type = target["type"]?.text ?? ""
    let isIOS = platform == "iOS"
    let role: ProjectTarget.Role
    switch type {
    case "application":
      role = isIOS ? .app : .other("an app for \(platform), not iOS")
    case "framework", "framework.static", "library.static", "library.dynamic", "bundle":
      role = .library
    case "bundle.unit-test", "bundle.ui-testing": role = .other("a test bundle")
    case "application.on-demand-install-capable": role = .other("an App Clip")
    default:
      role = .other(
        type.contains("extension")
          ? "an app extension" : "a \(type.isEmpty ? "untyped" : type) target")
    }
    // XcodeGen's defaults for an iOS target, below everything the spec sets.
    var presets: BuildSettings.Layer = []
    if isIOS {
      presets = [("SDKROOT", "iphoneos"), ("TARGETED_DEVICE_FAMILY", "1,2")]
      if destinations.contains("macCatalyst") { presets.append(("SUPPORTS_MACCATALYST", "YES")) }
    }
    var settings = BuildSettings(
      layers: [presets],
      builtIns: [
        "TARGET_NAME": name, "PROJECT_NAME": projectName, "PRODUCT_NAME": "$(TARGET_NAME)",
        "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".", "CONFIGURATION": "Release",
      ])
    for level in [project, target] {
      if let configFile = release(level["configFiles"])?.text {
        let reference = SourceLocation(
          file: file.path, line: level.line(of: "configFiles") ?? line, column: 1)
        settings.add(
          XCConfigReader.layer(
            ProjectPath.join(base, configFile), reference: reference, depth: 0,
            context: &context))
      }
      for layer in layers(level["settings"]) { settings.add(layer) }
    }
    var membership = SourceMembership()
    var settingsBundle = false
    var sourceEntries: [YAMLValue] = []
    if let elements = target["sources"]?.elements {
      sourceEntries = elements
    } else if let single = target["sources"] {
      sourceEntries = [single]
    }
    for entry in sourceEntries {
      guard let relative = entry.text ?? entry["path"]?.text else { continue }
      let path = ProjectPath.join(base, relative)
      if ProjectPath.lastComponent(of: path) == "Settings.bundle" { settingsBundle = true }
      if context.access.isDirectory(path) == false {
        membership.files.insert(path)
      } else {
        membership.folders.append(
          SourceMembership.Folder(
            path: path, excludedGlobs: (entry["excludes"]?.elements ?? []).compactMap(\.text),
            only: []))
      }
    }
    guard !XcodeProjectReader.isOther(role) else {
      return ProjectTarget(name: name, role: role, facts: nil, membership: membership)
    }
    if !settingsBundle, role == .app {
      settingsBundle = context.containsSettingsBundle(membership.folders)
    }
    var facts = AppFacts(project: file.path, kind: .xcodegen, target: name)
    if destinations.contains("macCatalyst") {
      facts.platforms = [.iPadOS, .macCatalyst]
      facts.evidence.append("supportedDestinations " + destinations.joined(separator: ", "))
    } else if settings.bool("SUPPORTS_MACCATALYST") == true {
      facts.platforms = [.iPadOS, .macCatalyst]
      facts.evidence.append("SUPPORTS_MACCATALYST = YES")
    } else if !destinations.isEmpty {
      facts.evidence.append("supportedDestinations " + destinations.joined(separator: ", "))
    } else {
      facts.evidence.append("platform \(platform), no macCatalyst destination")
    }
    facts.readDeviceFamily(from: settings)
    if let deployment = target["deploymentTarget"]?.text ?? target["deploymentTarget"]?["iOS"]?.text
    {
      facts.setDeploymentTarget(deployment, evidence: "deploymentTarget")
    } else if settings.isSet("IPHONEOS_DEPLOYMENT_TARGET"),
      let deployment = settings.value("IPHONEOS_DEPLOYMENT_TARGET")
    {
      facts.setDeploymentTarget(deployment, evidence: "IPHONEOS_DEPLOYMENT_TARGET")
    } else if let projectDeployment {
      facts.setDeploymentTarget(projectDeployment, evidence: "options.deploymentTarget.iOS")
    }
    var keys: InfoPlistKeys?
    let info = target["info"]
    if let properties = info?["properties"], properties.pairs != nil,
      let plist = propertyList(properties).dictionary
    {
      keys = InfoPlistKeys(plist, expand: settings.expand)
      facts.evidence.append("info.properties")
    } else if let infoPath = info?["path"]?.text ?? settings.value("INFOPLIST_FILE"),
      !infoPath.trimmingSpaces.isEmpty
    {
      let path = ProjectPath.join(base, infoPath.trimmingSpaces)
      let reference = SourceLocation(
        file: file.path, line: target.line(of: "info") ?? target.line(of: "settings") ?? line,
        column: 1)
      if let plist = context.propertyList(path, reference: reference) {
        keys = InfoPlistKeys(plist, expand: settings.expand)
        facts.infoPlist = path
        facts.evidence.append("Info.plist " + path)
      }
    }
    facts.complete(keys: keys, settings: settings, settingsBundle: settingsBundle)
    return ProjectTarget(name: name, role: role, facts: facts, membership: membership)
  }

  /// The value for the Release configuration of a `configs`-style mapping: the key `Release`
  /// (any case).
  static func release(_ mapping: YAMLValue?) -> YAMLValue? {
    mapping?.pairs?.last { $0.key.lowercased() == "release" }?.value
  }

  /// The layers of a `settings:` value: `base`, then the Release `configs`; a mapping without
  /// those keys is all base.
  static func layers(_ settings: YAMLValue?) -> [BuildSettings.Layer] {
    guard let pairs = settings?.pairs else { return [] }
    let structured = pairs.contains { ["base", "configs", "groups"].contains($0.key) }
    guard structured else { return [layer(settings)] }
    return [layer(settings?["base"]), layer(release(settings?["configs"]))]
  }

  static func layer(_ mapping: YAMLValue?) -> BuildSettings.Layer {
    (mapping?.pairs ?? []).compactMap { pair in
      switch pair.value {
      case .scalar(let text): return (pair.key, text)
      case .sequence(let elements):
        return (
          pair.key,
          elements.compactMap(\.text).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(
            separator: " ")
        )
      case .null: return (pair.key, "")
      case .mapping: return nil
      }
    }
  }

  /// YAML as a property-list value (for `info.properties`).
  static func propertyList(_ value: YAMLValue) -> PropertyListValue {
    switch value {
    case .scalar(let text): return .string(text)
    case .null: return .string("")
    case .sequence(let elements): return .array(elements.map(propertyList))
    case .mapping(let pairs):
      return .dictionary(PropertyListDictionary(pairs.map { ($0.key, propertyList($0.value)) }))
    }
  }
}
