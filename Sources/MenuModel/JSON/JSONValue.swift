/// One value in a ``JSONDocument``, with its place in the file.
public struct JSONValue: Sendable {
  /// The document the value belongs to.
  public let document: JSONDocument
  /// The value's index in document order; the root is 0.
  public let index: Int

  /// The kind of value.
  public var kind: JSONKind { document.kinds[index] }

  /// The byte offset where the value starts.
  public var offset: Int { Int(document.starts[index]) }

  /// The value's position: file, 1-based line and column, and JSON pointer.
  public var location: SourceLocation {
    let (line, column) = document.lineAndColumn(ofOffset: offset)
    return SourceLocation(file: document.file, line: line, column: column, pointer: pointer)
  }

  /// The RFC 6901 JSON pointer of the value, such as `/build/0/insertChild/children/2`.
  ///
  /// An object key has the pointer of its member.
  ///
  /// - Complexity: O(*depth* × log *n*): at each level, a search among the container's
  ///   checkpoints and at most 16 steps over its children.
  public var pointer: String {
    // A key has the pointer of its member, whose value follows it.
    let target = document.keys[index] ? index + 1 : index
    var pointer = ""
    var container = 0
    while container != target {
      let (child, key, position) = document.child(of: container, holding: target)
      var token: String?
      if let key {
        let length = Int(document.ends[key] - document.starts[key])
        if length <= Self.maximumPointerLength {
          token = Self.escapePointer(document.string(at: key))
        }
      } else {
        token = String(position)
      }
      guard let token, pointer.utf8.count + 1 + token.utf8.count <= Self.maximumPointerLength
      else { break }
      pointer += "/" + token
      container = child
    }
    return pointer
  }

  /// Pointers stop at the deepest ancestor whose pointer fits in this many bytes, so that a
  /// 60 MB key does not make a 60 MB location.
  public static let maximumPointerLength = 4096

  /// RFC 6901 escaping, per byte: `/` followed by a combining mark is one character, and still
  /// a separator.
  private static func escapePointer(_ token: String) -> String {
    guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") })
    else { return token }
    var escaped = ""
    escaped.append(token) { $0 == "~" ? "~0" : $0 == "/" ? "~1" : nil }
    return escaped
  }

  /// The string, when the value is a string.
  public var string: String? {
    kind == .string ? document.string(at: index) : nil
  }

  /// The boolean, when the value is `true` or `false`.
  public var bool: Bool? {
    kind == .bool ? document.text[offset] == UInt8(ascii: "t") : nil
  }

  /// Whether the value is `null`.
  public var isNull: Bool { kind == .null }

  /// The number as a `Double`, when the value is a number; huge exponents give infinity.
  public var number: Double? {
    kind == .number ? Double(text) : nil
  }

  /// The number as an `Int`, when the value is a number that is exactly an integer in range.
  public var integer: Int? {
    guard kind == .number else { return nil }
    if let exact = Int(text) { return exact }
    return number.flatMap { Int(exactly: $0) }
  }

  /// The source text of a string, number, boolean or `null`, exactly as written; empty for
  /// objects and arrays.
  public var text: String {
    switch kind {
    case .object, .array: ""
    default:
      document.sourceText(offset..<Int(document.ends[index]))
    }
  }

  /// The elements, when the value is an array; otherwise empty.
  public var elements: [JSONValue] {
    document.elementIndices(of: index).map { JSONValue(document: document, index: $0) }
  }

  /// The members in order, duplicate keys included, when the value is an object.
  public var members: [Member] {
    document.keyIndices(of: index).map {
      Member(
        key: JSONValue(document: document, index: $0),
        value: JSONValue(document: document, index: $0 + 1))
    }
  }

  /// The value of the last member named `key`, when the value is an object.
  public subscript(key: String) -> JSONValue? {
    guard kind == .object else { return nil }
    var found: Int?
    var child = index + 1
    let end = Int(document.ends[index])
    while child < end {
      if document.string(at: child, equals: key) { found = child + 1 }
      child = document.next(after: child + 1)
    }
    return found.map { JSONValue(document: document, index: $0) }
  }

  /// An object member: its key (a string value with its own location) and its value.
  public struct Member: Sendable {
    /// The key, as a string value.
    public let key: JSONValue
    /// The member's value.
    public let value: JSONValue

    /// The key's text.
    public var name: String { key.document.string(at: key.index) }
  }
}

extension JSONDocument {
  /// The indices of an array's elements; empty for other values.
  func elementIndices(of index: Int) -> [Int] {
    guard kinds[index] == .array else { return [] }
    var result: [Int] = []
    var child = index + 1
    let end = Int(ends[index])
    while child < end {
      result.append(child)
      child = next(after: child)
    }
    return result
  }

  /// The indices of an object's keys, in order (each member's value follows its key); empty
  /// for other values.
  func keyIndices(of index: Int) -> [Int] {
    guard kinds[index] == .object else { return [] }
    var result: [Int] = []
    var key = index + 1
    let end = Int(ends[index])
    while key < end {
      result.append(key)
      key = next(after: key + 1)
    }
    return result
  }

  /// The index of the value after the subtree at `index`.
  @inline(__always)
  func next(after index: Int) -> Int {
    switch kinds[index] {
    case .object, .array: Int(ends[index])
    default: index + 1
    }
  }

  /// The child of a container whose subtree holds the value at `target`: the child's index,
  /// its key when the container is an object, and its place among the container's children.
  ///
  /// - Complexity: O(log *c*) for the container's ``checkpoints``, then at most
  ///   ``checkpointSpacing`` steps over its children.
  func child(of container: Int, holding target: Int) -> (value: Int, key: Int?, position: Int) {
    let isObject = kinds[container] == .object
    var (start, position) = checkpoint(of: container, atOrBefore: target)
    while true {
      let value = isObject ? start + 1 : start
      let after = next(after: value)
      if target < after { return (value, isObject ? start : nil, position) }
      start = after
      position += 1
    }
  }

  /// Where a container's child at or before `target` starts (its key, in an object), with its
  /// place: the nearest checkpoint, else the first child.
  private func checkpoint(of container: Int, atOrBefore target: Int) -> (
    start: Int, position: Int
  ) {
    let high = UInt64(container) << 32
    let first = firstCheckpoint(notBelow: high)
    let after = firstCheckpoint(notBelow: (high | UInt64(target)) + 1)
    guard after > first else { return (container + 1, 0) }
    let start = Int(checkpoints[after - 1] & 0xFFFF_FFFF)
    return (start, (after - first) * Int(Self.checkpointSpacing))
  }

  /// The index of the first checkpoint not below `value`.
  private func firstCheckpoint(notBelow value: UInt64) -> Int {
    var low = 0
    var high = checkpoints.count
    while low < high {
      let middle = (low + high) / 2
      if checkpoints[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
