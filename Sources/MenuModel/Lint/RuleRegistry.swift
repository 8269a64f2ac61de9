/// Every rule menulint knows, sorted by identifier.
public enum RuleRegistry {
  /// The rules that check a built menu, in the order they run.
  static let lintRules: [any LintRule] = [
    SystemBehaviorConflictRule(),
    AmbiguousTitleRule(),
    MissingDiscoverabilityTitleRule(),
    KeystrokeCollisionRule(),
    UntypeableShortcutRule(),
    ReservedShortcutRule(),
    UnperformableCommandRule(),
    DuplicateShortcutRule(),
    ShadowedShortcutRule(),
    UntitledSubmenuRule(),
    ResponderKeyCommandRule(),
  ]

  /// The rules that need every key command localized per layout and direction (a list: a set
  /// of ``RuleID`` would cost a conformance search at the first lint).
  static let layoutRules: [RuleID] = [
    .keystrokeCollision, .untypeableShortcut, .reservedShortcut, .shadowedShortcut,
  ]

  /// The descriptions of all rules, sorted by identifier: those the decoder and the builder
  /// report, and those that check the built menu.
  public static let rules: [RuleDescription] =
    ([
      InvalidJSONRule.description,
      DuplicateJSONKeyRule.description,
      UnsupportedFormatVersionRule.description,
      InvalidDefinitionRule.description,
      UnknownFieldRule.description,
      InvalidShortcutRule.description,
      MissingTargetRule.description,
      DuplicateIdentifierRule.description,
      InvalidAlternateRule.description,
      InvalidConditionRule.description,
      ResponderChainOrderRule.description,
      UnresolvedSwiftRule.description,
      UnreadableProjectRule.description,
      SwiftParseErrorRule.description,
      UnusedSuppressionRule.description,
    ] + lintRules.map { type(of: $0).description }).sorted { $0.id < $1.id }

  private static let byID: [RuleID: RuleDescription] = Dictionary(
    rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// The description of a rule.
  ///
  /// - Parameter id: The rule's identifier.
  /// - Returns: The description, or `nil` for an unknown identifier.
  public static func description(for id: RuleID) -> RuleDescription? {
    byID[id]
  }

  /// A rule's default severity; `error` for an unknown identifier.
  ///
  /// - Parameter id: The rule's identifier.
  /// - Returns: The severity its diagnostics have.
  public static func severity(of id: RuleID) -> Severity {
    id.defaultSeverity
  }
}
