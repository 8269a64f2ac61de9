// How stored texts keep their bytes: shared blocks an arena writes once, or a file read in
// place, reached through raw pointers.

// Unchecked: a text's bytes never change once stored: a block's are written once, and a file
// read in place must not change while it is read (see `FileBytes`).
extension StoredText: @unchecked Sendable {
  /// Stores a string in a block of its own.
  init(_ string: String) {
    var string = string
    self = string.withUTF8 { TextArena.storedAlone(UnsafeRawBufferPointer($0)) }
  }

  /// Runs `body` with the text's bytes, valid only during the call.
  func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    body(UnsafeRawBufferPointer(start: source.base + start, count: utf8Count))
  }

  /// What the standard library hashes after a string's bytes.
  static let stringTerminator: UInt8 = 0xFF

  /// Whether an ASCII string hashes as its bytes followed by ``stringTerminator``, as the
  /// standard library has always done; checked once on sample strings, so that a library that
  /// hashes strings otherwise only makes hashing slower, never different.
  static let asciiHashesAsBytes: Bool = {
    let samples = ["", "a", "copy:", "toggleSidebar:", String(repeating: "selectTab:", count: 9)]
    return samples.allSatisfy { sample in
      var hasher = Hasher()
      var bytes = sample
      bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      hasher.combine(stringTerminator)
      return hasher.finalize() == sample.hashValue
    }
  }()
}

/// Bytes that stored texts share: a block written once by the ``TextArena`` that made it (an
/// arena appends only to the part no stored text refers to yet), or a file read in place,
/// whose owner it keeps.
final class TextSource: ManagedBuffer<TextSource.Header, UInt8> {
  struct Header {
    /// The first byte: the block's own bytes, or the file's.
    let base: UnsafeRawPointer
    let count: Int
    /// What keeps a file's bytes valid; `nil` for a block, which holds its bytes.
    let owner: AnyObject?
  }

  /// A block of at least `capacity` bytes, to be written once: one allocation.
  static func block(capacity: Int) -> TextSource {
    let source = create(minimumCapacity: capacity) { buffer in
      Header(
        base: UnsafeRawPointer(buffer.withUnsafeMutablePointerToElements { $0 }),
        count: buffer.capacity, owner: nil)
    }
    return unsafeDowncast(source, to: TextSource.self)
  }

  /// `count` bytes at `base` that `owner` keeps valid and unchanged.
  static func borrowing(_ base: UnsafeRawPointer, count: Int, owner: AnyObject) -> TextSource {
    let source = create(minimumCapacity: 0) { _ in
      Header(base: base, count: count, owner: owner)
    }
    return unsafeDowncast(source, to: TextSource.self)
  }

  /// The first byte, read without copying the header (which would retain its owner).
  var base: UnsafeRawPointer { withUnsafeMutablePointerToHeader { $0.pointee.base } }
  var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

  /// Whether `bytes` lie within the source.
  func contains(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let start = bytes.baseAddress else { return false }
    let base = self.base
    return start >= base && start + bytes.count <= base + count
  }
}

/// Copies texts into shared blocks: one allocation for many texts.
///
/// A decoder keeps one arena per thread. Blocks are never moved or freed while a stored text
/// refers to them, so a text stays valid however much the arena grows. An arena is a class,
/// not `Sendable`: a copy of its holder shares where the next text goes, rather than writing
/// over the texts stored after the copy was made.
///
/// An arena told of a file read in place (see ``readInPlace(_:owner:)``) stores that file's
/// texts as references to it, without copying them.
final class TextArena {
  private var block: TextSource?
  private var used = 0
  private let blockSize: Int
  /// The file read in place, if any.
  private var file: TextSource?

  /// Creates an arena that allocates blocks of `blockSize` bytes; longer texts get a block of
  /// their own.
  init(blockSize: Int = 16 * 1024) {
    self.blockSize = blockSize
  }

  /// From now on, texts within `bytes` are kept where they are, and keep `owner`.
  ///
  /// - Parameters:
  ///   - bytes: A file's bytes, which `owner` keeps valid and unchanged.
  ///   - owner: What keeps them.
  func readInPlace(_ bytes: UnsafeRawBufferPointer, owner: AnyObject) {
    guard let base = bytes.baseAddress else { return }
    file = TextSource.borrowing(base, count: bytes.count, owner: owner)
  }

  /// The text of `count` bytes at `offset` in the file read in place, kept where it is;
  /// `nil` when no file is read in place or the text is not within its first 2 GiB.
  ///
  /// - Parameters:
  ///   - offset: Where the text starts in the file.
  ///   - count: Its length in bytes, which must be valid UTF-8.
  ///   - isASCII: Whether every byte is ASCII.
  /// - Returns: The stored text, or `nil`.
  func storeInFile(offset: Int, count: Int, isASCII: Bool) -> StoredText? {
    guard let file, offset >= 0, count >= 0, offset < 1 << 31, offset + count <= file.count
    else { return nil }
    return StoredText(source: file, start: offset, count: count, isASCII: isASCII)
  }

  /// Keeps bytes, which must be valid UTF-8: in place when they are in the file read in
  /// place, else copied into the arena.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - isASCII: Whether every byte is ASCII, when the caller knows (a parsed string's tape
  ///     does); `nil` reads the bytes to tell.
  /// - Returns: The stored text.
  func store(_ bytes: UnsafeRawBufferPointer, isASCII: Bool? = nil) -> StoredText {
    assert(isASCII == nil || isASCII == Bytes.isASCII(bytes), "wrong isASCII")
    let isASCII = isASCII ?? Bytes.isASCII(bytes)
    let count = bytes.count
    if let file, file.contains(bytes), let start = bytes.baseAddress {
      let offset = start - file.base
      if offset < 1 << 31 {
        return StoredText(source: file, start: offset, count: count, isASCII: isASCII)
      }
    }
    // A long text gets a block of its own, and the shared block keeps its room.
    if count > blockSize / 4 { return Self.storedAlone(bytes, isASCII: isASCII) }
    let current: TextSource
    if let block, block.count - used >= count {
      current = block
    } else {
      current = TextSource.block(capacity: blockSize)
      block = current
      used = 0
    }
    let text = Self.copy(bytes, into: current, at: used, isASCII: isASCII)
    used += count
    return text
  }

  /// Copies bytes, which must be valid UTF-8, into a block of their own; `isASCII` says
  /// whether every byte is ASCII, or `nil` to read them to tell.
  static func storedAlone(_ bytes: UnsafeRawBufferPointer, isASCII: Bool? = nil) -> StoredText {
    copy(
      bytes, into: TextSource.block(capacity: bytes.count), at: 0,
      isASCII: isASCII ?? Bytes.isASCII(bytes))
  }

  private static func copy(
    _ bytes: UnsafeRawBufferPointer, into block: TextSource, at start: Int, isASCII: Bool
  ) -> StoredText {
    precondition(bytes.count <= UInt32.max, "a text of 4 GiB or more")
    if let source = bytes.baseAddress {
      UnsafeMutableRawPointer(mutating: block.base + start).copyMemory(
        from: source, byteCount: bytes.count)
    }
    return StoredText(source: block, start: start, count: bytes.count, isASCII: isASCII)
  }
}
