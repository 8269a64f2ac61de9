/// The settings of a `.menulint.json` file (DESIGN §11): rule severities, what to check, which
/// files to leave out and the baseline.
///
/// Decode one with ``LintConfiguration/decode(_:file:)``; finding the file is the caller's job.
/// Command-line options win over every setting here.
public struct LintConfiguration: Sendable, Equatable {
  /// What the configuration says about one rule.
  public enum RuleSetting: Sendable, Equatable {
    /// The rule is not run.
    case off
    /// The rule's findings get this severity.
    case severity(Severity)
  }

  /// Settings per rule; rules not listed keep their default severity.
  public var rules: [RuleID: RuleSetting] = [:]
  /// The keyboard layouts to check, or `nil` for the default (every layout).
  public var layouts: [KeyboardLayout]?
  /// The interface directions to check, or `nil` for both.
  public var directions: [InterfaceDirection]?
  /// The platforms to check, or `nil` for each file's own.
  public var platforms: [Platform]?
  /// Glob patterns (`*`, `?`, `**`) of paths, relative to the configuration's directory, that a
  /// directory search leaves out.
  public var exclude: [String] = []
  /// The baseline file, relative to the configuration's directory.
  public var baseline: String?

  /// The format version this decoder reads.
  public static let supportedFormatVersion = 1

  /// The keys a configuration may have.
  static let fields = [
    "$schema", "formatVersion", "rules", "layouts", "directions", "platforms", "exclude",
    "baseline",
  ]

  /// The values a rule may be set to.
  static let settings = ["off"] + Severity.allCases.map(\.rawValue)

  /// An empty configuration: every default.
  public init() {}

  /// The rules set to `off`.
  public var disabledRules: Set<RuleID> {
    Set(rules.compactMap { $0.value == .off ? $0.key : nil })
  }

  /// The severity each rule is set to, for ``LintOptions/severities``.
  public var severities: [RuleID: Severity] {
    var result: [RuleID: Severity] = [:]
    for (rule, setting) in rules {
      if case .severity(let severity) = setting { result[rule] = severity }
    }
    return result
  }

  /// Decodes a configuration file.
  ///
  /// An unknown key is `unknown-field`; an unknown rule id, severity, layout, direction or
  /// platform, or a value of the wrong type, is `invalid-definition`; all are located in the
  /// file. Invalid entries are left out and the rest is kept.
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text.
  ///   - file: The name used in locations.
  /// - Returns: The configuration (`nil` when the file is not JSON, not an object or not format
  ///   version 1) and the diagnostics, sorted.
  public static func decode(_ bytes: [UInt8], file: String) -> (
    configuration: LintConfiguration?, diagnostics: [Diagnostic]
  ) {
    DefinitionReader.read(bytes, file: file) { $0.decodeConfiguration() }
  }
}

extension DefinitionReader {
  /// Reads the root object of a `.menulint.json`.
  mutating func decodeConfiguration() -> LintConfiguration? {
    let root = BorrowedJSONValue(document.root)
    guard root.kind == .object else {
      report(
        .invalidDefinition, "a menulint configuration must be an object, found \(root.kind)",
        at: root)
      return nil
    }
    let fields = ObjectReader(
      root, known: LintConfiguration.fields, context: "a menulint configuration",
      diagnostics: &diagnostics)
    guard supportsFormatVersion(fields, of: root) else { return nil }
    var configuration = LintConfiguration()
    if let rules = fields["rules"] {
      configuration.rules = ruleSettings(rules)
    }
    if let layouts = fields["layouts"] {
      configuration.layouts = configuredLayouts(layouts)
    }
    if let directions = fields["directions"] {
      configuration.directions = stringArray(
        directions, "directions", allowed: InterfaceDirection.allCases.map(\.rawValue)
      ).compactMap(InterfaceDirection.init(rawValue:))
    }
    if let platforms = fields["platforms"] {
      configuration.platforms = stringArray(
        platforms, "platforms", allowed: Platform.allCases.map(\.rawValue)
      ).compactMap(Platform.init(rawValue:))
    }
    if let exclude = fields["exclude"] {
      if exclude.kind == .array {
        configuration.exclude = exclude.elements.compactMap { string($0, "exclude") }
      } else {
        report(
          .invalidDefinition, "'exclude' must be an array of glob patterns, found \(exclude.kind)",
          at: exclude)
      }
    }
    configuration.baseline = fields["baseline"].flatMap { string($0, "baseline") }
    return configuration
  }

  /// `"rules": {"rule-id": "off|note|warning|error"}`.
  private mutating func ruleSettings(_ value: BorrowedJSONValue) -> [RuleID: LintConfiguration
    .RuleSetting]
  {
    guard value.kind == .object else {
      report(.invalidDefinition, "'rules' must be an object, found \(value.kind)", at: value)
      return [:]
    }
    let ids = RuleID.defaultSeverities.keys.sorted()
    var result: [RuleID: LintConfiguration.RuleSetting] = [:]
    for member in value.members {
      guard let name = member.key.string else { continue }
      guard ids.contains(name) else {
        report(
          .invalidDefinition,
          "unknown rule '\(name)'"
            + (EditDistance.closest(to: name, in: ids).map { "; did you mean '\($0)'?" }
              ?? "; see 'menulint rules'"),
          at: member.key)
        continue
      }
      guard let setting = enumeration(member.value, "severity", LintConfiguration.settings)
      else { continue }
      result[RuleID(rawValue: name)] =
        Severity(rawValue: setting).map { .severity($0) } ?? .off
    }
    return result
  }

  /// `"layouts": ["all"]` or ids and aliases, case-insensitive as on the command line.
  private mutating func configuredLayouts(_ value: BorrowedJSONValue) -> [KeyboardLayout]? {
    guard value.kind == .array else {
      report(
        .invalidDefinition, "'layouts' must be an array of strings, found \(value.kind)", at: value)
      return nil
    }
    var layouts: [KeyboardLayout] = []
    for element in value.elements {
      guard let name = string(element, "layouts") else { continue }
      if name.lowercased() == "all" { return KeyboardLayout.all }
      guard let layout = KeyboardLayout.named(name) else {
        let candidates = KeyboardLayout.all.flatMap { [$0.id] + $0.aliases }
        report(
          .invalidDefinition,
          "unknown keyboard layout '\(name)'"
            + (EditDistance.closest(to: name, in: candidates).map { "; did you mean '\($0)'?" }
              ?? "; see 'menulint layouts'"),
          at: element)
        continue
      }
      if !layouts.contains(layout) { layouts.append(layout) }
    }
    return layouts.isEmpty ? nil : layouts
  }
}
