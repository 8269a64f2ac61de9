/// What the importer knows of a value while it evaluates Swift (DESIGN §10).
///
/// Knowledge is partial: an ``unknown(_:)`` value keeps the source text it came from, so a
/// command whose title is unknown is still imported and named by that text, and a list keeps
/// its other items when one is unknown.
indirect enum SwiftValue {
  /// A value the importer cannot know, with where it came from.
  case unknown(SwiftUnknown)
  case string(String)
  case integer(Int)
  case double(Double)
  case bool(Bool)
  /// `nil`.
  case none
  /// An Objective-C selector: `copy:`.
  case selector(String)
  /// A menu, command, action or alternate being built.
  case element(ImportedElement)
  /// An array, each item under the condition it was added with.
  case list([SwiftListItem])
  /// `.name`, before its type is known: `.command`, `.file`, `.on`.
  case member(String)
  /// A case of an enum of the files read.
  case enumCase(type: String, name: String)
  /// A type, by its qualified name in the files read (`Menus.Keys`) or its own name
  /// (`UIKeyCommand`).
  case type(String)
  /// An instance of a type declared in the files read.
  case object(SwiftObject)
  /// The `UIMenuBuilder` of a `buildMenu(with:)`.
  case builder
  /// A closure, or a function of the files read used as a value.
  case closure(SwiftClosureValue)
  case tuple([(label: String?, value: SwiftValue)])
  /// A value of a framework type the importer models by its fields, such as
  /// `UIMainMenuSystem.Configuration` or SwiftUI's `KeyboardShortcut`.
  case record(type: String, fields: [String: SwiftValue])
  /// `UIMenu.Identifier("…")` or `UIAction.Identifier("…")`.
  case identifier(String)
  /// A SwiftUI `CommandMenu` or `CommandGroup`: what it does to the main menu.
  case operation(ImportedOperation)

  /// The value's text when it is a string, number or Boolean, as Swift prints it.
  var scalarText: String? {
    switch self {
    case .string(let text): text
    case .integer(let number): String(number)
    case .double(let number): String(number)
    case .bool(let flag): String(flag)
    default: nil
    }
  }

  var unknown: SwiftUnknown? {
    if case .unknown(let unknown) = self { return unknown }
    return nil
  }

  /// The items of a list, an element as a list of one, `nil` as none.
  var items: [SwiftListItem]? {
    switch self {
    case .list(let items): items
    case .element: [SwiftListItem(value: self, condition: nil)]
    case .none: []
    default: nil
    }
  }
}

/// What the importer does not know: the source text it came from, where, and why.
struct SwiftUnknown {
  /// The expression's source text, without comments, known values written in.
  var text: String
  var location: SwiftLocation?
  /// Why it is unknown, for notes: "calls 'format(_:)', which is not in the files read".
  var reason: String
}

/// An item of a list and the condition it exists under.
struct SwiftListItem {
  var value: SwiftValue
  var condition: ImportCondition?
}

/// An instance of a type of the files read: its stored properties as far as they are known.
final class SwiftObject {
  let type: String
  var properties: [String: SwiftValue] = [:]
  /// Properties being computed, so that one that reads itself stops.
  var computing: Set<String> = []

  init(type: String) {
    self.type = type
  }
}

/// A closure value: its code, the scope it captured, and the `self` it runs with.
struct SwiftClosureValue {
  var parameters: [String]
  var body: SwiftBlock
  var scope: SwiftScope
  var context: SwiftContext
}

/// Local variables of a block; closures keep the scope they were made in.
final class SwiftScope {
  var values: [String: SwiftValue] = [:]
  let parent: SwiftScope?

  init(parent: SwiftScope?) {
    self.parent = parent
  }

  /// The scope that holds `name`, if any.
  func holder(of name: String) -> SwiftScope? {
    var scope: SwiftScope? = self
    while let current = scope {
      if current.values[name] != nil { return current }
      scope = current.parent
    }
    return nil
  }

  func lookup(_ name: String) -> SwiftValue? { holder(of: name)?.values[name] }
}

/// Where code runs: its file, the type whose members unqualified names find, and `self`.
struct SwiftContext {
  var file: Int
  /// The qualified name of the enclosing type, `nil` at the top level.
  var type: String?
  /// `self`: an object, or the type in a static member.
  var selfValue: SwiftValue?
}

/// A condition the importer cannot decide, kept as a formula over opaque source texts.
///
/// It becomes a key command's `when`: each opaque part is written between backquotes
/// (DESIGN §4), so that lint considers both of its values.
indirect enum ImportCondition: Hashable {
  /// The source text of a condition the importer cannot decide.
  case atom(String)
  case not(ImportCondition)
  case and([ImportCondition])
  case or([ImportCondition])

  /// Both conditions; `nil` stands for "always".
  static func both(_ first: ImportCondition?, _ second: ImportCondition?) -> ImportCondition? {
    guard let first else { return second }
    guard let second else { return first }
    if first == second { return first }
    var parts: [ImportCondition] = []
    for condition in [first, second] {
      if case .and(let inner) = condition { parts += inner } else { parts.append(condition) }
    }
    var unique: [ImportCondition] = []
    for part in parts where !unique.contains(part) { unique.append(part) }
    return unique.count == 1 ? unique[0] : .and(unique)
  }

  /// Either condition; `nil` (always) when one is `nil` or they are each other's negation.
  static func either(_ first: ImportCondition?, _ second: ImportCondition?) -> ImportCondition? {
    guard let first, let second else { return nil }
    if first == second { return first }
    if first == second.negated || second == first.negated { return nil }
    var parts: [ImportCondition] = []
    for condition in [first, second] {
      if case .or(let inner) = condition { parts += inner } else { parts.append(condition) }
    }
    return .or(parts)
  }

  /// The negation, with double negations removed.
  var negated: ImportCondition {
    if case .not(let inner) = self { return inner }
    return .not(self)
  }

  /// The source texts it is made of, each once.
  var atoms: Set<String> {
    switch self {
    case .atom(let text): [text]
    case .not(let inner): inner.atoms
    case .and(let parts), .or(let parts): parts.reduce(into: []) { $0.formUnion($1.atoms) }
    }
  }

  /// The condition in the responder file's language: `` `isEditing` && !`isSearching` ``.
  var rendered: String {
    switch self {
    case .atom(let text):
      // The text goes between backquotes; a backquote inside (`` `default` ``) is dropped.
      return "`" + text.filter { $0 != "`" } + "`"
    case .not(let inner):
      if case .atom = inner { return "!" + inner.rendered }
      return "!(" + inner.rendered + ")"
    case .and(let parts):
      return parts.map { part in
        if case .or = part { return "(" + part.rendered + ")" }
        return part.rendered
      }.joined(separator: " && ")
    case .or(let parts):
      return parts.map { part in
        if case .and = part { return "(" + part.rendered + ")" }
        return part.rendered
      }.joined(separator: " || ")
    }
  }

  /// The condition as the Swift code wrote it, for notes: `isEditing && !isSearching`.
  var sourceText: String {
    switch self {
    case .atom(let text): text
    case .not(let inner):
      if case .atom = inner { "!" + inner.sourceText } else { "!(" + inner.sourceText + ")" }
    case .and(let parts): parts.map(\.sourceText).joined(separator: " && ")
    case .or(let parts): parts.map(\.sourceText).joined(separator: " || ")
    }
  }
}
