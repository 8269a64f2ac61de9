/// A file's bytes: an array, or memory that an owner object keeps valid, such as a file the
/// caller mapped into memory.
///
/// A parser reads mapped bytes in place: a large file then costs neither a copy nor the fresh
/// memory a copy needs.
///
///     let document = try JSONParser().parse(FileBytes(Array(#"{"a": 1}"#.utf8)), file: "a.json")
public struct FileBytes: Sendable {
  /// The array, or the borrowed memory and its owner (see `Storage/FileBytes+Memory.swift`).
  let storage: ByteStorage

  /// The bytes of an array.
  ///
  /// - Parameter bytes: The bytes.
  public init(_ bytes: [UInt8]) {
    storage = .array(bytes)
  }

  /// The number of bytes.
  public var count: Int { storage.count }

  /// Whether the bytes are borrowed memory rather than an array.
  var isBorrowed: Bool { owner != nil }

  /// What keeps borrowed bytes valid; `nil` for an array's.
  var owner: (any AnyObject & Sendable)? { storage.owner }

  /// The bytes as an array: the array itself, or a copy of borrowed memory.
  public var array: [UInt8] { storage.array }
}
