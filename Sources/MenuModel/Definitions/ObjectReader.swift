/// Reads one JSON object of a definition: finds members by name, reports duplicate keys and
/// keys the format does not define.
///
/// One pass over the members matches each key against the known names as UTF-8 bytes in the
/// document, without making strings, and remembers the last member of each name: a definition
/// has hundreds of thousands of small objects, each read a dozen times. Long lists of known
/// names and many unknown keys get hash indexes, so an object with a million keys is read in
/// linear time.
struct ObjectReader {
  let object: JSONValue
  /// The object's document, which `object` keeps alive.
  private unowned(unsafe) let document: JSONDocument
  private let known: [String]
  /// The position of each known name in `known`, for lists too long to search.
  private let knownPositions: [String: Int]?
  /// For each position in `known`, the key index of the last member with that name, or -1.
  private var lastKeys: [Int]

  /// Unknown keys past this many are indexed by a hash table.
  private static let linearLimit = 16
  /// Known names past this many (an object's own keys, not a format's fields) are too.
  private static let knownLinearLimit = 64

  /// Reads the members of `object`, reporting duplicates and unknown keys into `diagnostics`.
  ///
  /// - Parameters:
  ///   - object: An object value.
  ///   - known: The keys this object may have.
  ///   - context: A noun for messages, such as "a command".
  ///   - diagnostics: Where findings go.
  init(
    _ object: JSONValue, known: [String], context: String, diagnostics: inout BoundedDiagnostics
  ) {
    self.object = object
    let document = object.document
    self.document = document
    self.known = known
    var positions: [String: Int]?
    if known.count > Self.knownLinearLimit {
      positions = Dictionary(known.enumerated().map { ($1, $0) }) { first, _ in first }
    }
    knownPositions = positions
    lastKeys = Array(repeating: -1, count: known.count)

    var unknown: [Int] = []
    var unknownIndex: [String: Int]?
    var key = object.index + 1
    let end = Int(document.ends[object.index])
    while key < end {
      defer { key = document.next(after: key + 1) }
      if let position = Self.position(of: key, in: known, positions, document) {
        if lastKeys[position] >= 0 {
          Self.reportDuplicate(known[position], key, lastKeys[position], document, &diagnostics)
        }
        lastKeys[position] = key
        continue
      }
      if unknown.count == Self.linearLimit {
        unknownIndex = Dictionary(unknown.map { (document.string(at: $0), $0) }) { $1 }
      }
      if unknownIndex != nil {
        let name = document.string(at: key)
        if let previous = unknownIndex?.updateValue(key, forKey: name) {
          Self.reportDuplicate(name, key, previous, document, &diagnostics)
        }
      } else if let previous = unknown.last(where: { document.keysEqual(key, $0) }) {
        Self.reportDuplicate(document.string(at: key), key, previous, document, &diagnostics)
      }
      unknown.append(key)
    }
    for key in unknown {
      diagnostics.append(
        .unknownField, .warning, at: JSONValue(document: document, index: key).location
      ) {
        let name = document.string(at: key)
        let suggestion = EditDistance.closest(to: name, in: known.filter { $0 != "$schema" })
        return "unknown field '\(name)' in \(context)"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      }
    }
  }

  /// The position in `known` of the name of the key at `key`, or `nil`.
  private static func position(
    of key: Int, in known: [String], _ positions: [String: Int]?, _ document: JSONDocument
  ) -> Int? {
    if let positions { return positions[document.string(at: key)] }
    let length =
      document.escaped[key] ? -1 : Int(document.ends[key] - document.starts[key]) - 2
    return known.firstIndex { name in
      (length < 0 || name.utf8.count == length) && document.string(at: key, equals: name)
    }
  }

  private static func reportDuplicate(
    _ name: String, _ key: Int, _ previous: Int, _ document: JSONDocument,
    _ diagnostics: inout BoundedDiagnostics
  ) {
    diagnostics.append(
      .duplicateJSONKey, .error, at: JSONValue(document: document, index: key).location,
      message: { "duplicate key '\(name)'; the last value is used" },
      notes: {
        [
          .init(
            "the first '\(name)' is here",
            at: JSONValue(document: document, index: previous).location)
        ]
      })
  }

  /// The key of the last member with a name.
  private func keyIndex(_ name: String) -> Int? {
    let length = name.utf8.count
    if let position = knownPositions.map({ $0[name] })
      ?? known.firstIndex(where: { $0.utf8.count == length && $0 == name })
    {
      let key = lastKeys[position]
      return key >= 0 ? key : nil
    }
    // A name outside `known`: search the members, the last one winning.
    var found: Int?
    var key = object.index + 1
    let end = Int(document.ends[object.index])
    while key < end {
      if document.string(at: key, equals: name) { found = key }
      key = document.next(after: key + 1)
    }
    return found
  }

  /// The value of the last member with a name (JSON's "the last value is used").
  subscript(name: String) -> JSONValue? {
    keyIndex(name).map { JSONValue(document: document, index: $0 + 1) }
  }

  /// The member names in order, each once.
  var presentNames: [String] {
    var seen: Set<String> = []
    var names: [String] = []
    var key = object.index + 1
    let end = Int(document.ends[object.index])
    while key < end {
      let name = document.string(at: key)
      if seen.insert(name).inserted { names.append(name) }
      key = document.next(after: key + 1)
    }
    return names
  }

  /// The key value of the last member with a name, for locations.
  func key(_ name: String) -> JSONValue? {
    keyIndex(name).map { JSONValue(document: document, index: $0) }
  }
}
