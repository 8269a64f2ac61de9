/// Findings accepted for now (DESIGN §11): `lint --write-baseline` records them, `--baseline`
/// hides them and reports only new ones.
///
/// A finding is keyed by rule, file and the identity of the element it is about, never by its
/// line: the identity is the finding's JSON pointer with each array index replaced by the name
/// of the object there (`command:addBookmark:`, `menu:com.example.tabs`,
/// `insertChild:menu:title=Tabs@atEndOf=file`, a responder's `id:`). Inserting, removing or moving
/// other elements and operations therefore keeps the baseline valid.
public struct Baseline: Sendable, Equatable {
  /// What identifies a finding in a baseline.
  public struct Key: Sendable, Hashable, Comparable {
    /// The rule.
    public var rule: RuleID
    /// The file, as named in the report (a leading `./` dropped).
    public var file: String
    /// The element's identity within the file.
    public var element: String

    /// Creates a key.
    public init(rule: RuleID, file: String, element: String) {
      self.rule = rule
      self.file = file
      self.element = element
    }

    /// Orders keys by file, element and rule, as baseline files list them.
    public static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.file, lhs.element, lhs.rule.rawValue) < (rhs.file, rhs.element, rhs.rule.rawValue)
    }
  }

  /// How many findings each key holds.
  public var counts: [Key: Int]
  /// A message for each key, written to the file for people (not used for matching).
  var messages: [Key: String] = [:]

  /// The format version of baseline files.
  public static let formatVersion = 1

  /// A baseline that holds the given findings.
  ///
  /// - Parameter findings: Each finding's key (see ``keys(for:bytes:file:)``) and diagnostic.
  public init(_ findings: [(key: Key, diagnostic: Diagnostic)]) {
    counts = [:]
    for (key, diagnostic) in findings {
      counts[key, default: 0] += 1
      if messages[key] == nil { messages[key] = diagnostic.message }
    }
  }

  /// The baseline as a JSON file, entries sorted by file, element and rule.
  public var json: String {
    let entries: [JSONOutput] = counts.keys.sorted().map { key in
      .object([
        ("rule", .string(key.rule.rawValue)), ("file", .string(key.file)),
        ("element", .string(key.element)), ("count", .integer(counts[key] ?? 1)),
        ("message", .string(messages[key] ?? "")),
      ])
    }
    return JSONWriter.string(
      .object([("version", .integer(Self.formatVersion)), ("findings", .array(entries))]))
  }

  /// Hides the findings the baseline holds.
  ///
  /// - Parameter findings: Each finding's key and diagnostic, in report order.
  /// - Returns: The diagnostics the baseline does not hold, and how many of its entries matched
  ///   nothing (findings that no longer occur).
  public func filter(_ findings: [(key: Key, diagnostic: Diagnostic)]) -> (
    kept: [Diagnostic], unmatched: Int
  ) {
    var remaining = counts
    var kept: [Diagnostic] = []
    for (key, diagnostic) in findings {
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
      } else {
        kept.append(diagnostic)
      }
    }
    return (kept, remaining.values.reduce(0, +))
  }

  /// Reads a baseline file.
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text.
  ///   - file: The name used in locations.
  /// - Returns: The baseline, or `nil` with the diagnostics that say why it cannot be used.
  public static func decode(_ bytes: [UInt8], file: String) -> (
    baseline: Baseline?, diagnostics: [Diagnostic]
  ) {
    let (entries, diagnostics) = DefinitionReader.read(bytes, file: file) {
      $0.decodeBaselineEntries(formatVersion: formatVersion)
    }
    var baseline = Baseline([])
    for entry in entries ?? [] {
      let key = Key(rule: RuleID(rawValue: entry.rule), file: entry.file, element: entry.element)
      baseline.counts[key, default: 0] += entry.count
      if let message = entry.message { baseline.messages[key] = message }
    }
    return (
      diagnostics.contains { $0.severity == .error } || entries == nil ? nil : baseline, diagnostics
    )
  }

  /// The baseline key of each diagnostic of one file.
  ///
  /// - Parameters:
  ///   - diagnostics: The file's diagnostics.
  ///   - bytes: The file's text, to name the elements the diagnostics point into.
  ///   - file: The file's name in the diagnostics.
  /// - Returns: A key per diagnostic, in order.
  public static func keys(for diagnostics: [Diagnostic], bytes: [UInt8], file: String) -> [Key] {
    keys(for: diagnostics, bytes: FileBytes(bytes), file: file)
  }

  /// The baseline key of each diagnostic of one file read in place.
  ///
  /// - Parameters:
  ///   - diagnostics: The file's diagnostics.
  ///   - bytes: The file's text, to name the elements the diagnostics point into.
  ///   - file: The file's name in the diagnostics.
  /// - Returns: A key per diagnostic, in order.
  public static func keys(for diagnostics: [Diagnostic], bytes: FileBytes, file: String) -> [Key] {
    let document = diagnostics.isEmpty ? nil : try? JSONParser().parse(bytes, file: file)
    return diagnostics.map { diagnostic in
      let location = diagnostic.location
      var name = location?.file ?? ""
      while name.hasPrefix("./") { name.removeFirst(2) }
      let element: String
      if let location, location.file == file, let document {
        element = identity(of: location.pointer, in: document)
      } else {
        element = location?.pointer ?? ""
      }
      return Key(rule: diagnostic.ruleID, file: name, element: element)
    }
  }

  /// A JSON pointer with every array index replaced by the name of the object there.
  static func identity(of pointer: String, in document: JSONDocument) -> String {
    var value: JSONValue? = document.root
    var result = ""
    for escaped in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
      let token = String(escaped).replacing("~1", with: "/").replacing("~0", with: "~")
      guard let current = value else {
        result += "/" + escaped
        continue
      }
      switch current.kind {
      case .array:
        guard let index = Int(token), index >= 0 else {
          value = nil
          result += "/" + escaped
          continue
        }
        let element = current.elements.dropFirst(index).first
        value = element
        result += "/" + (element.flatMap(name(of:)) ?? String(escaped))
      case .object:
        value = current[token]
        result += "/" + escaped
      default:
        value = nil
        result += "/" + escaped
      }
    }
    return result
  }

  /// The name of an object in an array: an element's identity, an operation's verb and
  /// target, or an `id`; `nil` for anything else.
  static func name(of value: JSONValue) -> String? {
    guard value.kind == .object else { return nil }
    if let type = value["type"]?.string {
      switch type {
      case "command":
        let action = value["action"]?.string ?? ""
        return "command:" + action + (value["propertyList"].map { "#" + canonical($0) } ?? "")
      case "action": return "action:" + (value["id"]?.string ?? "")
      default:
        if let id = value["id"]?.string { return "menu:" + id }
        return "menu:title=" + (value["title"]?.string ?? "")
      }
    }
    for verb in MenuFields.verbs {
      guard let operand = value[verb] else { continue }
      // A list of elements is named by where it goes: each element is named on its own.
      var text =
        operand.kind == .array ? verb : verb + ":" + (name(of: operand) ?? canonical(operand))
      for position in ["atStartOf", "atEndOf", "before", "after"] {
        if let place = value[position] { text += "@\(position)=" + canonical(place) }
      }
      return text
    }
    if let id = value["id"]?.string { return "id:" + id }
    return nil
  }

  /// A short, order-independent text for a value: strings as written, objects with sorted keys.
  static func canonical(_ value: JSONValue, depth: Int = 0) -> String {
    guard depth < 8 else { return "…" }
    switch value.kind {
    case .string: return value.string ?? ""
    case .array:
      return "[" + value.elements.map { canonical($0, depth: depth + 1) }.joined(separator: ",")
        + "]"
    case .object:
      let members = value.members.compactMap { member in
        member.key.string.map { ($0, canonical(member.value, depth: depth + 1)) }
      }.sorted { $0.0 < $1.0 }
      return "{" + members.map { "\($0.0)=\($0.1)" }.joined(separator: ",") + "}"
    default: return value.text
    }
  }
}
