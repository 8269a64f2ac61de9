/// Reads one JSON object of a definition: finds members by name, reports duplicate keys and
/// keys the format does not define.
struct ObjectReader {
  let object: JSONValue
  private var names: [String] = []
  private var keys: [Int] = []

  /// Reads the members of `object`, reporting duplicates and unknown keys into `diagnostics`.
  ///
  /// - Parameters:
  ///   - object: An object value.
  ///   - known: The keys this object may have.
  ///   - context: A noun for messages, such as "a command".
  ///   - diagnostics: Where findings go.
  init(
    _ object: JSONValue, known: [String], context: String, diagnostics: inout [Diagnostic]
  ) {
    self.object = object
    let document = object.document
    var child = object.index + 1
    let end = Int(document.ends[object.index])
    while child < end {
      let name = document.string(at: child)
      if let previous = names.lastIndex(of: name) {
        let key = JSONValue(document: document, index: child)
        let first = JSONValue(document: document, index: keys[previous])
        diagnostics.append(
          Diagnostic(
            .duplicateJSONKey, .error, "duplicate key '\(name)'; the last value is used",
            at: key.location, notes: [.init("the first '\(name)' is here", at: first.location)]))
      }
      if !known.contains(name) {
        let key = JSONValue(document: document, index: child)
        let suggestion = EditDistance.closest(to: name, in: known.filter { $0 != "$schema" })
        diagnostics.append(
          Diagnostic(
            .unknownField, .warning,
            "unknown field '\(name)' in \(context)"
              + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
            at: key.location))
      }
      names.append(name)
      keys.append(child)
      child = document.next(after: child + 1)
    }
  }

  /// The value of the last member named `name`.
  subscript(name: String) -> JSONValue? {
    guard let position = names.lastIndex(of: name) else { return nil }
    return JSONValue(document: object.document, index: keys[position] + 1)
  }

  /// The names present, in order, each once.
  var presentNames: [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// The key value of the last member named `name`, for locations.
  func key(_ name: String) -> JSONValue? {
    guard let position = names.lastIndex(of: name) else { return nil }
    return JSONValue(document: object.document, index: keys[position])
  }
}
