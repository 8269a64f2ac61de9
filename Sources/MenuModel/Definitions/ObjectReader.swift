/// Reads one JSON object of a definition: finds members by name, reports duplicate keys and
/// keys the format does not define.
///
/// Keys are compared as UTF-8 bytes in the document, without making strings: a definition
/// has hundreds of thousands of small objects. Objects with many members get a hash index, so
/// an object with a million keys is read in linear time.
struct ObjectReader {
  let object: JSONValue
  /// The index of each member's key, in order.
  private var keys: [Int] = []
  /// The UTF-8 length of each key, or -1 when it has escapes, to rule out most keys at once.
  private var lengths: [Int] = []
  /// The last key index for each name, for objects too large to search.
  private var index: [String: Int]?

  /// Objects with more members than this are indexed by a hash table.
  private static let linearLimit = 16

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
    var child = object.index + 1
    let end = Int(document.ends[object.index])
    while child < end {
      keys.append(child)
      lengths.append(
        document.escaped[child] ? -1 : Int(document.ends[child] - document.starts[child]) - 2)
      child = document.next(after: child + 1)
    }
    if keys.count > Self.linearLimit {
      var index: [String: Int] = [:]
      index.reserveCapacity(keys.count)
      for key in keys {
        let name = document.string(at: key)
        if let previous = index[name] {
          Self.reportDuplicate(name, key, previous, document, &diagnostics)
        }
        index[name] = key
      }
      self.index = index
    } else {
      for (position, key) in keys.enumerated() {
        if let previous = keys[..<position].last(where: { document.keysEqual(key, $0) }) {
          Self.reportDuplicate(document.string(at: key), key, previous, document, &diagnostics)
        }
      }
    }
    for (key, length) in zip(keys, lengths)
    where !known.contains(where: {
      (length < 0 || $0.utf8.count == length) && document.string(at: key, equals: $0)
    }) {
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
    if let index { return index[name] }
    let document = object.document
    let length = name.utf8.count
    var position = keys.count
    while position > 0 {
      position -= 1
      let keyLength = lengths[position]
      if (keyLength == length || keyLength < 0)
        && document.string(at: keys[position], equals: name)
      {
        return keys[position]
      }
    }
    return nil
  }

  /// The value of the last member with a name (JSON's "the last value is used").
  subscript(name: String) -> JSONValue? {
    keyIndex(name).map { JSONValue(document: object.document, index: $0 + 1) }
  }

  /// The member names in order, each once.
  var presentNames: [String] {
    var seen: Set<String> = []
    return keys.map { object.document.string(at: $0) }.filter { seen.insert($0).inserted }
  }

  /// The key value of the last member with a name, for locations.
  func key(_ name: String) -> JSONValue? {
    keyIndex(name).map { JSONValue(document: object.document, index: $0) }
  }
}
