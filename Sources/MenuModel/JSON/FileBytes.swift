/// A file's bytes: an array, or memory that an owner object keeps valid, such as a file the
/// caller mapped into memory.
///
/// A parser reads mapped bytes in place: a large file then costs neither a copy nor the fresh
/// memory a copy needs.
///
///     let document = try JSONParser().parse(FileBytes(Array(#"{"a": 1}"#.utf8)), file: "a.json")
public struct FileBytes: @unchecked Sendable {
  // Unchecked: borrowed memory is never written, and the owner that keeps it valid is
  // Sendable.
  private let storage: Storage

  private enum Storage {
    case array([UInt8])
    case borrowed(UnsafeBufferPointer<UInt8>, owner: any AnyObject & Sendable)
  }

  /// The bytes of an array.
  ///
  /// - Parameter bytes: The bytes.
  public init(_ bytes: [UInt8]) {
    storage = .array(bytes)
  }

  /// Bytes in memory that `owner` keeps valid, and that nothing changes, while it lives.
  ///
  /// These bytes, every document parsed from them and every text decoded from them keep
  /// `owner`. A mapped file must therefore not change while it is read.
  ///
  /// - Parameters:
  ///   - bytes: The memory, such as a file mapped read-only.
  ///   - owner: The object whose lifetime is the memory's, such as one that unmaps the file
  ///     when it is freed.
  public init(unsafeBytes bytes: UnsafeRawBufferPointer, owner: any AnyObject & Sendable) {
    storage = .borrowed(bytes.bindMemory(to: UInt8.self), owner: owner)
  }

  /// The number of bytes.
  public var count: Int {
    switch storage {
    case .array(let bytes): bytes.count
    case .borrowed(let bytes, _): bytes.count
    }
  }

  /// Whether the bytes are borrowed memory rather than an array.
  var isBorrowed: Bool { owner != nil }

  /// What keeps borrowed bytes valid; `nil` for an array's.
  var owner: (any AnyObject & Sendable)? {
    if case .borrowed(_, let owner) = storage { return owner }
    return nil
  }

  /// The bytes as an array: the array itself, or a copy of borrowed memory.
  public var array: [UInt8] {
    switch storage {
    case .array(let bytes): bytes
    case .borrowed(let bytes, _): Array(bytes)
    }
  }

  /// Calls `body` with the bytes, valid only during the call.
  ///
  /// - Parameter body: What reads the bytes.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public func withUnsafeBufferPointer<Result, Failure: Error>(
    _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    switch storage {
    case .array(let bytes):
      return try bytes.withUnsafeBufferPointer(body)
    case .borrowed(let bytes, let owner):
      return try withExtendedLifetime(owner) { () throws(Failure) in try body(bytes) }
    }
  }

  /// The byte at `offset`.
  subscript(offset: Int) -> UInt8 {
    withUnsafeBufferPointer { $0[offset] }
  }
}
