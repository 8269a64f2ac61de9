/// The kebab-case identifier of a lint rule, such as `duplicate-shortcut`.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The identifier.
  public let rawValue: String

  /// Creates an identifier.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from a literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The identifier.
  public var description: String { rawValue }

  /// Orders identifiers alphabetically.
  public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension RuleID {
  /// The file is not JSON.
  public static let invalidJSON: RuleID = "invalid-json"
  /// An object repeats a key.
  public static let duplicateJSONKey: RuleID = "duplicate-json-key"
  /// `formatVersion` is missing or unknown.
  public static let unsupportedFormatVersion: RuleID = "unsupported-format-version"
  /// A value has the wrong type, a required field is missing, or an enum value is unknown.
  public static let invalidDefinition: RuleID = "invalid-definition"
  /// A key the format does not define.
  public static let unknownField: RuleID = "unknown-field"
  /// A shortcut string that does not parse.
  public static let invalidShortcut: RuleID = "invalid-shortcut"
  /// An operation names a menu, action or command that does not exist.
  public static let missingTarget: RuleID = "missing-target"
  /// An operation would repeat an identifier; UIKit refuses it.
  public static let duplicateIdentifier: RuleID = "duplicate-identifier"
  /// An operation would repeat a UIKit-equal shortcut; UIKit refuses it.
  public static let duplicateShortcut: RuleID = "duplicate-shortcut"
  /// Two shortcuts the user cannot tell apart on some layout.
  public static let keystrokeCollision: RuleID = "keystroke-collision"
  /// A shortcut that cannot be typed on some layout.
  public static let untypeableShortcut: RuleID = "untypeable-shortcut"
  /// A shortcut the system takes for itself.
  public static let reservedShortcut: RuleID = "reserved-shortcut"
  /// A key the focus or text-input system takes first, on a command without priority, or a
  /// text-editing key taken from text fields by a command with priority.
  public static let systemBehaviorConflict: RuleID = "system-behavior-conflict"
  /// Two commands with the same title in one overlay category.
  public static let ambiguousTitle: RuleID = "ambiguous-title"
  /// A shortcut in a nested submenu without a discoverability title.
  public static let missingDiscoverabilityTitle: RuleID = "missing-discoverability-title"
  /// A responder declares key commands outside the main menu.
  public static let responderKeyCommand: RuleID = "responder-key-command"
  /// A command no responder can perform in a scenario.
  public static let unperformableCommand: RuleID = "unperformable-command"
  /// An alternate without modifiers, or with repeated modifiers.
  public static let invalidAlternate: RuleID = "invalid-alternate"
  /// A responder's `next` runs against UIKit's order of responder kinds.
  public static let responderChainOrder: RuleID = "responder-chain-order"
  /// A responder's key command takes the keystroke of a command further up its chain.
  public static let shadowedShortcut: RuleID = "shadowed-shortcut"
  /// A submenu without a title: a blank item in the Mac menu bar.
  public static let untitledSubmenu: RuleID = "untitled-submenu"
  /// A condition that does not parse or names an unknown state key.
  public static let invalidCondition: RuleID = "invalid-condition"
  /// Swift code the importer cannot evaluate.
  public static let unresolvedSwift: RuleID = "unresolved-swift"
  /// The app's project (Xcode project, XcodeGen spec, Package.swift, Info.plist) cannot be read.
  public static let unreadableProject: RuleID = "unreadable-project"
  /// A Swift file the toolchain's parser cannot read.
  public static let swiftParseError: RuleID = "swift-parse-error"
  /// A `menulint:disable` comment in Swift that hides nothing.
  public static let unusedSuppression: RuleID = "unused-suppression"
}

extension RuleID {
  /// The severity a rule's findings have unless the rule lowers it for a guess (§5) or a
  /// configuration changes it; `error` for an identifier that names no rule.
  ///
  /// Kept beside the identifiers, at the bottom of the library, so that the decoder and the
  /// builder, which report before any rule runs, use the same severities as the rules.
  public var defaultSeverity: Severity {
    Self.defaultSeverities[rawValue] ?? .error
  }

  /// Each rule's default severity, by the identifier's text: tables keyed by ``RuleID``
  /// itself would make the runtime search the process's conformance records at the first
  /// lint (see the README's performance section).
  package static let defaultSeverities: [String: Severity] = {
    let table: [(RuleID, Severity)] = [
      (.invalidJSON, .error),
      (.duplicateJSONKey, .error),
      (.unsupportedFormatVersion, .error),
      (.invalidDefinition, .error),
      (.unknownField, .warning),
      (.invalidShortcut, .error),
      (.missingTarget, .error),
      (.duplicateIdentifier, .error),
      (.duplicateShortcut, .error),
      (.keystrokeCollision, .error),
      (.untypeableShortcut, .warning),
      (.reservedShortcut, .warning),
      (.systemBehaviorConflict, .warning),
      (.ambiguousTitle, .warning),
      (.missingDiscoverabilityTitle, .warning),
      (.responderKeyCommand, .warning),
      (.unperformableCommand, .note),
      (.invalidAlternate, .error),
      (.invalidCondition, .error),
      (.unresolvedSwift, .note),
      (.unreadableProject, .note),
      (.swiftParseError, .error),
      (.unusedSuppression, .note),
      (.responderChainOrder, .note),
      (.shadowedShortcut, .warning),
      (.untitledSubmenu, .warning),
    ]
    return Dictionary(uniqueKeysWithValues: table.map { ($0.0.rawValue, $0.1) })
  }()
}
