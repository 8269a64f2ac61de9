/// What a rule checks, why, and examples that show it.
///
/// Examples are menu definitions in which `1️⃣`, `2️⃣`, … mark every place the rule must
/// report; the test suite runs each one, so a rule's documentation cannot drift from its code.
public struct RuleDescription: Sendable, Hashable {
  /// The kebab-case identifier.
  public var id: RuleID
  /// The rule's name in Title Case.
  public var name: String
  /// One sentence saying what the rule finds.
  public var summary: String
  /// Why it matters, for `menulint explain`.
  public var rationale: String
  /// The severity of its diagnostics (``RuleID/defaultSeverity``).
  public var defaultSeverity: Severity { id.defaultSeverity }
  /// Definitions the rule reports on, with markers where it must.
  public var triggeringExamples: [RuleExample]
  /// Definitions the rule must not report on.
  public var nonTriggeringExamples: [RuleExample]

  /// Creates a description.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - name: The name in Title Case.
  ///   - summary: One sentence.
  ///   - rationale: Why it matters.
  ///   - triggeringExamples: Examples it reports on.
  ///   - nonTriggeringExamples: Examples it must not report on.
  public init(
    id: RuleID, name: String, summary: String, rationale: String,
    triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }
}

/// A rule example: a menu definition, and for responder rules a responder file and scenario;
/// for rules about Swift source, a Swift file.
public struct RuleExample: Sendable, Hashable {
  /// The menu definition (or, for ``isSwift``, the Swift file), with `1️⃣`-style markers where
  /// the rule must report.
  public var menu: String
  /// Whether ``menu`` is a Swift file, linted as `menulint lint` reads Swift (the tests that
  /// run such examples need swiftc).
  public var isSwift = false
  /// A responder file, with markers, for rules that need one.
  public var responders: String?
  /// Keyboard layouts to check; `nil` checks the defaults.
  public var layouts: [String]?

  /// Creates an example.
  ///
  /// - Parameters:
  ///   - menu: The menu definition, with markers.
  ///   - responders: A responder file, with markers.
  ///   - layouts: Keyboard layouts to check.
  public init(_ menu: String, responders: String? = nil, layouts: [String]? = nil) {
    self.menu = menu
    self.responders = responders
    self.layouts = layouts
  }

  /// An example that is a Swift file, with markers.
  public static func swift(_ source: String) -> RuleExample {
    var example = RuleExample(source)
    example.isSwift = true
    return example
  }

  /// The markers used in examples, in order.
  public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

  /// The text with markers removed.
  public static func strippingMarkers(_ text: String) -> String {
    markers.reduce(text) { $0.replacing($1, with: "") }
  }
}
