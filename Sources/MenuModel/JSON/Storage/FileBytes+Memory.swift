/// Where ``FileBytes`` are: an array, or memory an owner keeps valid.
///
/// Unchecked: borrowed memory is never written, and the owner that keeps it valid is
/// Sendable.
enum ByteStorage: @unchecked Sendable {
  case array([UInt8])
  case borrowed(UnsafeBufferPointer<UInt8>, owner: any AnyObject & Sendable)

  var count: Int {
    switch self {
    case .array(let bytes): bytes.count
    case .borrowed(let bytes, _): bytes.count
    }
  }

  var owner: (any AnyObject & Sendable)? {
    if case .borrowed(_, let owner) = self { return owner }
    return nil
  }

  var array: [UInt8] {
    switch self {
    case .array(let bytes): bytes
    case .borrowed(let bytes, _): Array(bytes)
    }
  }
}

extension FileBytes {
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
