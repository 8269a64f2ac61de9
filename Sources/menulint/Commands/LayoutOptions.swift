import MenuModel

/// Parsing of the `--layouts` and `--directions` lists shared by several commands.
enum LayoutOptions {
  /// Layouts from `all` or comma-separated ids and aliases, every layout when the option is
  /// not given; unknown names and an empty list are usage errors.
  static func layouts(_ lists: [String]) throws -> [KeyboardLayout] {
    let names = try names(lists, option: "--layouts <layouts>", expected: "layout ids or 'all'")
    if names.isEmpty || names.contains(where: { $0.lowercased() == "all" }) {
      return KeyboardLayout.all
    }
    var layouts: [KeyboardLayout] = []
    for name in names {
      guard let layout = KeyboardLayout.named(name) else {
        let candidates = KeyboardLayout.all.flatMap { [$0.id] + $0.aliases }
        let suggestion = EditDistance.closest(to: name, in: candidates)
        throw ToolError.usage(
          "Unknown keyboard layout '\(name)'"
            + (suggestion.map { ". Did you mean '\($0)'?" } ?? ". See 'menulint layouts'."))
      }
      if !layouts.contains(layout) { layouts.append(layout) }
    }
    return layouts
  }

  /// Exactly one layout, by id or alias, for commands that show one keyboard.
  static func layout(_ name: String, option: String = "--layout <id>") throws -> KeyboardLayout {
    let trimmed = name.trimmingSpaces
    if trimmed.isEmpty || trimmed.lowercased() == "all" || trimmed.contains(",") {
      throw ToolError.usage(
        "The value '\(name)' is invalid for '\(option)': give one layout (see 'menulint layouts')")
    }
    return try layouts([trimmed]).first ?? .us
  }

  /// Interface directions from comma-separated `ltr` and `rtl`, both when the option is not
  /// given.
  static func directions(_ lists: [String]) throws -> [InterfaceDirection] {
    let names = try names(
      lists, option: "--directions <directions>", expected: "ltr, rtl or both")
    if names.isEmpty { return InterfaceDirection.allCases }
    var directions: [InterfaceDirection] = []
    for name in names {
      guard let direction = InterfaceDirection(rawValue: name.lowercased()) else {
        throw ToolError.usage(
          "The value '\(name)' is invalid for '--directions <directions>'; use ltr, rtl or both")
      }
      if !directions.contains(direction) { directions.append(direction) }
    }
    return directions.sorted()
  }

  /// System versions from comma-separated numbers (`18,26`), every version when the option is
  /// not given; unknown versions and an empty list are usage errors.
  static func osVersions(_ lists: [String]) throws -> [OSVersion] {
    let allowed = OSVersion.allCases.map(\.description).joined(separator: ", ")
    let names = try names(
      lists, option: "--os-versions <versions>", expected: "versions among \(allowed)")
    if names.isEmpty { return OSVersion.allCases }
    var versions: [OSVersion] = []
    for name in names {
      versions.append(try osVersion(name, option: "--os-versions <versions>"))
    }
    return Set(versions).sorted()
  }

  /// One system version, such as `26`; the newest when not given.
  static func osVersion(_ name: String?, option: String = "--os-version <version>") throws
    -> OSVersion
  {
    guard let name else { return .newest }
    guard let number = Int(name), let version = OSVersion(rawValue: number) else {
      throw ToolError.usage(
        "The value '\(name)' is invalid for '\(option)'; use "
          + OSVersion.allCases.map(\.description).joined(separator: " or "))
    }
    return version
  }

  /// The comma-separated names of every occurrence of an option; an occurrence without a
  /// name (`""` or `,`) is a usage error rather than a silent "all".
  private static func names(_ lists: [String], option: String, expected: String) throws
    -> [String]
  {
    var names: [String] = []
    for list in lists {
      let listed = list.split(separator: ",").map { String($0).trimmingSpaces }
        .filter { !$0.isEmpty }
      guard !listed.isEmpty else {
        throw ToolError.usage("The value '\(list)' is invalid for '\(option)'; give \(expected)")
      }
      names += listed
    }
    return names
  }
}
