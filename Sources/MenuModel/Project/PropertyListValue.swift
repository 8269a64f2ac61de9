/// A property-list value, as Info.plist files (XML) and Xcode project files (the old ASCII
/// format) hold them.
public indirect enum PropertyListValue: Sendable, Hashable {
  /// A string; the old ASCII format writes numbers and identifiers as strings too.
  case string(String)
  /// An XML `<integer>`.
  case integer(Int)
  /// An XML `<real>`, kept as written.
  case real(String)
  /// An XML `<true/>` or `<false/>`.
  case bool(Bool)
  /// An XML `<date>`, kept as written.
  case date(String)
  /// `<data>` (base64 in XML, hexadecimal between angle brackets in the ASCII format).
  case data([UInt8])
  /// An array.
  case array([PropertyListValue])
  /// A dictionary.
  case dictionary(PropertyListDictionary)

  /// The string, when the value is one.
  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The dictionary, when the value is one.
  public var dictionary: PropertyListDictionary? {
    if case .dictionary(let dictionary) = self { return dictionary }
    return nil
  }

  /// The elements, when the value is an array.
  public var array: [PropertyListValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The value as a boolean: `<true/>`, `<false/>`, or a string or integer that Xcode and
  /// Foundation read as one (`YES`, `NO`, `true`, `false`, `1`, `0`); `nil` otherwise.
  public var bool: Bool? {
    switch self {
    case .bool(let flag): flag
    case .integer(let number): number != 0
    case .string(let text): PropertyListValue.bool(text)
    default: nil
    }
  }

  /// A string Xcode reads as a boolean: `YES`/`NO`, `true`/`false`, `1`/`0`, any case.
  public static func bool(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "yes", "true", "1": true
    case "no", "false", "0": false
    default: nil
    }
  }
}

/// A property-list dictionary: its keys in the order written, with their values.
///
/// Each key remembers the byte offset where it was written, for locations. A repeated key
/// keeps its last value.
public struct PropertyListDictionary: Sendable, Hashable {
  /// The keys, in the order first written.
  public private(set) var keys: [String] = []
  private var values: [String: PropertyListValue] = [:]
  private var offsets: [String: Int] = [:]

  /// Creates an empty dictionary.
  public init() {}

  /// Creates a dictionary from keys and values, in order.
  ///
  /// - Parameter entries: The keys and values; a repeated key keeps its last value.
  public init(_ entries: [(String, PropertyListValue)]) {
    for (key, value) in entries { set(key, value, offset: 0) }
  }

  /// The value of a key.
  public subscript(key: String) -> PropertyListValue? { values[key] }

  /// The number of keys.
  public var count: Int { keys.count }

  /// The byte offset where a key was written, or `nil` when it was not.
  public func offset(of key: String) -> Int? { offsets[key] }

  /// Sets a key's value, recording where it was written.
  mutating func set(_ key: String, _ value: PropertyListValue, offset: Int) {
    if values.updateValue(value, forKey: key) == nil { keys.append(key) }
    offsets[key] = offset
  }

  /// Dictionaries are equal when they hold the same keys in the same order with equal values;
  /// where they were written does not matter.
  public static func == (lhs: PropertyListDictionary, rhs: PropertyListDictionary) -> Bool {
    lhs.keys == rhs.keys && lhs.values == rhs.values
  }

  /// Hashes the keys and values, not where they were written.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(keys)
    hasher.combine(values)
  }
}

/// Why a project file could not be read: a message and the byte offset it refers to.
public struct ProjectFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, in lowercase, without a final period.
  public var message: String
  /// The byte offset of the problem in the file.
  public var offset: Int

  /// Creates an error.
  public init(_ message: String, at offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// The message.
  public var description: String { message }
}
