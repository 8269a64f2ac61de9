/// Xcode build settings for one configuration of one target, in the layers Xcode resolves them
/// through, lowest first: the project's xcconfig, the project's settings, the target's xcconfig,
/// the target's settings.
///
/// A value is the highest layer's; `$(inherited)` in it stands for the value below that layer,
/// and `$(NAME)` / `${NAME}` for another setting's value (with the `:default=`, `:lower`,
/// `:upper` and identifier operators). A setting with a condition applies when its conditions
/// hold for an iOS device build of the Release configuration (`KEY[sdk=iphoneos*]`,
/// `KEY[config=Release]`; `[arch=…]` always), and wins over the same layer's unconditional
/// one, as in Xcode; `[sdk=macosx*]` and `[sdk=iphonesimulator*]` settings are not read.
/// Expansion is bounded, so a setting that refers to itself ends empty.
public struct BuildSettings: Sendable, Hashable {
  /// One layer: settings in the order assigned; a later assignment of a key sits above an
  /// earlier one (an xcconfig's `$(inherited)` refers to what came before it).
  public typealias Layer = [(key: String, value: String)]

  private var layers: [[Assignment]]
  /// Values that hold unless a layer sets them, such as `TARGET_NAME` and `SRCROOT`.
  public var builtIns: [String: String]

  struct Assignment: Sendable, Hashable {
    /// The setting's name, without its conditions.
    var name: String
    var value: String
    /// Whether the assignment has conditions (which hold).
    var isConditional: Bool
    /// Whether its conditions hold; always for an unconditional one.
    var applies: Bool
    /// The layer it belongs to.
    var layer: Int

    init(key: String, value: String, layer: Int) {
      self.value = value
      self.layer = layer
      guard let bracket = key.firstIndex(of: "[") else {
        name = key
        isConditional = false
        applies = true
        return
      }
      name = String(key[..<bracket])
      isConditional = true
      applies = Self.conditionsHold(key[bracket...])
    }

    /// Whether `[sdk=…][arch=…][config=…]` hold for an iOS device Release build.
    static func conditionsHold(_ text: Substring) -> Bool {
      for condition in text.split(separator: "]") {
        let body = condition.drop { $0 == "[" }
        guard let equals = body.firstIndex(of: "=") else { return false }
        let name = body[..<equals].trimmingSpaces
        let pattern = body[body.index(after: equals)...].trimmingSpaces
        switch name {
        case "sdk":
          if !Glob.matches(pattern, "iphoneos") && !Glob.matches(pattern, "iphoneos26.0") {
            return false
          }
        case "config":
          if !Glob.matches(pattern, "Release") { return false }
        case "arch", "variant": continue
        default: return false
        }
      }
      return true
    }
  }

  /// Creates settings from layers, lowest first.
  public init(layers: [Layer] = [], builtIns: [String: String] = [:]) {
    self.layers = []
    self.builtIns = builtIns
    for layer in layers { add(layer) }
  }

  /// Adds a layer above the others.
  public mutating func add(_ layer: Layer) {
    let index = layers.count
    layers.append(layer.map { Assignment(key: $0.key, value: $0.value, layer: index) })
  }

  /// The assignments in resolution order, lowest first.
  private var flattened: [Assignment] { layers.flatMap { $0 } }

  /// Whether any layer sets the key (with conditions that hold, or none).
  public func isSet(_ key: String) -> Bool {
    layers.contains { $0.contains { $0.name == key && $0.applies } }
  }

  /// The expanded value of a setting; `nil` when no layer sets it and it is no built-in.
  public func value(_ key: String) -> String? {
    let all = flattened
    var budget = Self.expansionBudget
    return resolve(key, below: all.count, in: all, depth: 0, budget: &budget)
  }

  /// Text with its `$(…)` references to these settings expanded (an Info.plist value such as
  /// `$(PRODUCT_NAME)`).
  public func expand(_ text: String) -> String {
    let all = flattened
    var budget = Self.expansionBudget
    return expand(text, key: "", position: all.count, in: all, depth: 0, budget: &budget)
  }

  /// The value of a boolean setting: `YES`/`NO` as Xcode writes them; `nil` when unset or
  /// neither.
  public func bool(_ key: String) -> Bool? {
    value(key).flatMap { PropertyListValue.bool($0.trimmingSpaces) }
  }

  /// How many expansions one lookup may do: enough for real settings, few enough that
  /// settings referring to each other cannot take long.
  static let expansionBudget = 2_000
  /// The deepest chain of references followed.
  static let maximumDepth = 32

  private func resolve(
    _ key: String, below end: Int, in all: [Assignment], depth: Int, budget: inout Int
  ) -> String? {
    guard depth < Self.maximumDepth, budget > 0 else { return "" }
    budget -= 1
    guard let last = all[..<end].lastIndex(where: { $0.name == key && $0.applies }) else {
      guard let builtIn = builtIns[key] else { return nil }
      return expand(builtIn, key: key, position: 0, in: all, depth: depth + 1, budget: &budget)
    }
    // In the highest layer that sets it, a conditional assignment wins.
    let layer = all[last].layer
    let found =
      all[..<end].lastIndex {
        $0.name == key && $0.applies && $0.isConditional && $0.layer == layer
      } ?? last
    return expand(
      all[found].value, key: key, position: found, in: all, depth: depth + 1, budget: &budget)
  }

  /// Expands `$(…)` and `${…}` references in a value set at `position` for `key`.
  private func expand(
    _ value: String, key: String, position: Int, in all: [Assignment], depth: Int,
    budget: inout Int
  ) -> String {
    let bytes = Array(value.utf8)
    guard bytes.contains(UInt8(ascii: "$")) else { return value }
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "(") || bytes[index + 1] == UInt8(ascii: "{")
      else {
        result.append(bytes[index])
        index += 1
        continue
      }
      let close = bytes[index + 1] == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
      var nesting = 0
      var end = index + 2
      while end < bytes.count {
        if bytes[end] == bytes[index + 1] { nesting += 1 }
        if bytes[end] == close {
          if nesting == 0 { break }
          nesting -= 1
        }
        end += 1
      }
      guard end < bytes.count else {
        result += bytes[index...]
        break
      }
      var inner = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
      if inner.contains("$") {
        inner = expand(
          inner, key: key, position: position, in: all, depth: depth + 1, budget: &budget)
      }
      result += Array(
        reference(inner, key: key, position: position, in: all, depth: depth, budget: &budget)
          .utf8)
      index = end + 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  private func reference(
    _ text: String, key: String, position: Int, in all: [Assignment], depth: Int,
    budget: inout Int
  ) -> String {
    var name = Substring(text)
    var operators: [Substring] = []
    if let colon = text.firstIndex(of: ":") {
      name = text[..<colon]
      operators = text[text.index(after: colon)...].split(separator: ":")
    }
    var value: String
    if name == "inherited" {
      value = resolve(key, below: position, in: all, depth: depth, budget: &budget) ?? ""
    } else {
      value = resolve(String(name), below: all.count, in: all, depth: depth, budget: &budget) ?? ""
    }
    for operation in operators {
      if operation.hasPrefix("default=") {
        if value.isEmpty { value = String(operation.dropFirst("default=".count)) }
      } else if operation == "lower" {
        value = value.lowercased()
      } else if operation == "upper" {
        value = value.uppercased()
      } else if operation == "identifier" || operation == "c99extidentifier"
        || operation == "rfc1034identifier"
      {
        let replacement: Character = operation == "rfc1034identifier" ? "-" : "_"
        value = String(value.map { $0.isLetter || $0.isNumber ? $0 : replacement })
      }
    }
    return value
  }

  /// The words of a setting that holds a list (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`,
  /// `OTHER_SWIFT_FLAGS`): split at spaces, with shell-style quotes and backslashes.
  public static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        current.append(character)
        escaped = false
        continue
      }
      if character == "\\" && quote != "'" {
        escaped = true
        inWord = true
        continue
      }
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
        continue
      }
      if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character == " " || character == "\t" || character == "\n" {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  /// The compilation conditions a target's settings define: the words of
  /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D` flags of `OTHER_SWIFT_FLAGS`, each
  /// once, in order; words that are not identifiers are left out.
  public var compilationConditions: [String] {
    var names: [String] = []
    func add(_ name: String) {
      if Self.isIdentifier(name), !names.contains(name) { names.append(name) }
    }
    for word in Self.words(value("SWIFT_ACTIVE_COMPILATION_CONDITIONS") ?? "") { add(word) }
    let flags = Self.words(value("OTHER_SWIFT_FLAGS") ?? "")
    var index = 0
    while index < flags.count {
      let flag = flags[index]
      if flag == "-D", index + 1 < flags.count {
        add(flags[index + 1])
        index += 2
        continue
      }
      if flag.hasPrefix("-D") { add(String(flag.dropFirst(2))) }
      index += 1
    }
    return names
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first,
      first == "_" || (first.properties.isAlphabetic && first.isASCII)
    else { return false }
    return text.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
  }

  /// A value as a build setting's text: an array's elements joined with spaces (quoted when
  /// they hold a space), a string as it is.
  public static func text(of value: PropertyListValue) -> String? {
    switch value {
    case .string(let text): return text
    case .array(let elements):
      return elements.compactMap(\.string).map {
        $0.contains(" ") && !$0.hasPrefix("\"") ? "\"" + $0 + "\"" : $0
      }.joined(separator: " ")
    case .integer(let number): return String(number)
    case .bool(let flag): return flag ? "YES" : "NO"
    default: return nil
    }
  }

  /// Settings are equal when they have the same layers and built-in values.
  public static func == (lhs: BuildSettings, rhs: BuildSettings) -> Bool {
    lhs.layers == rhs.layers && lhs.builtIns == rhs.builtIns
  }

  /// Hashes the layers.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(layers)
  }
}

/// An `.xcconfig` file: `KEY = value` assignments and `#include "other.xcconfig"` lines.
public enum XCConfig {
  /// One line that matters.
  public enum Line: Sendable, Hashable {
    /// `KEY = value` (a key with a condition keeps it: `KEY[sdk=iphoneos*]`).
    case assignment(key: String, value: String, line: Int)
    /// `#include "path"`; `optional` for `#include?`.
    case include(path: String, optional: Bool, line: Int)
  }

  /// The assignments and includes of a file, in order; other lines are skipped.
  public static func parse(_ bytes: [UInt8]) -> [Line] {
    var result: [Line] = []
    let text = String(decoding: bytes, as: UTF8.self)
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var line = Substring(rawLine)
      if line.hasSuffix("\r") { line = line.dropLast() }
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("#include") {
        var rest = trimmed.dropFirst("#include".count)
        let optional = rest.hasPrefix("?")
        if optional { rest = rest.dropFirst() }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") else {
          continue
        }
        result.append(
          .include(
            path: String(rest[rest.index(after: rest.startIndex)..<close]), optional: optional,
            line: number + 1))
        continue
      }
      // A comment starts at `//`.
      var content = trimmed
      if let comment = content.firstRange(of: "//") { content = content[..<comment.lowerBound] }
      // The `=` that ends the key is outside its conditions (`KEY[sdk=iphoneos*] = …`).
      var brackets = 0
      guard
        let equals = content.firstIndex(where: { character in
          if character == "[" { brackets += 1 }
          if character == "]" { brackets -= 1 }
          return character == "=" && brackets == 0
        })
      else { continue }
      let key = content[..<equals].trimmingSpaces
      let value = content[content.index(after: equals)...].trimmingSpaces.dropTrailingSemicolon
      guard !key.isEmpty, !key.contains(" ") else { continue }
      result.append(.assignment(key: key, value: value, line: number + 1))
    }
    return result
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    let characters = Array(self)
    var start = 0
    var end = characters.count
    while start < end, characters[start] == " " || characters[start] == "\t" { start += 1 }
    while end > start, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
    return String(characters[start..<end])
  }
}

extension String {
  fileprivate var dropTrailingSemicolon: String {
    hasSuffix(";") ? String(dropLast()).trimmingSpaces : self
  }
}
