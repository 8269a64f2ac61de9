/// UTF-8 text kept in a shared block of bytes, made into a `String` when it is read.
///
/// A decoded file keeps its commands' titles and actions this way: the texts of many commands
/// share one block, where a `String` for each would be two heap allocations per command,
/// made and validated while decoding, and mostly never read (rules read the texts of key
/// commands and of what they report).
///
/// Equal when the strings are equal, canonical equivalence included, and hashed exactly as the
/// string is, so that a stored text and a `String` index the same entries.
///
/// Unchecked: a text's bytes never change once stored (see ``TextBlock``), and the standard
/// library does not let a block, a `ManagedBuffer`, be `Sendable`.
struct StoredText: @unchecked Sendable {
  private let block: TextBlock
  /// Where the text starts in its block, with ``asciiFlag`` set when every byte is ASCII: a
  /// shared block is 16 KiB, and a longer text starts a block of its own.
  private let startAndFlag: UInt32
  /// The length in bytes: a parsed document is under 4 GiB.
  private let count: UInt32

  private static let asciiFlag: UInt32 = 1 << 31

  /// Stores a string in a block of its own.
  init(_ string: String) {
    var string = string
    self = string.withUTF8 { TextArena.storedAlone(UnsafeRawBufferPointer($0)) }
  }

  /// The empty text.
  static let empty = StoredText("")

  fileprivate init(block: TextBlock, start: Int, count: Int, isASCII: Bool) {
    self.block = block
    self.startAndFlag = UInt32(start) | (isASCII ? Self.asciiFlag : 0)
    self.count = UInt32(count)
  }

  /// The length in bytes.
  var utf8Count: Int { Int(count) }

  /// Whether every byte is ASCII, which makes byte equality string equality.
  var isASCII: Bool { startAndFlag & Self.asciiFlag != 0 }

  private var start: Int { Int(startAndFlag & ~Self.asciiFlag) }

  /// The text as a string: a new one on each read.
  var string: String {
    withUTF8 { String(decoding: $0, as: UTF8.self) }
  }

  /// Runs `body` with the text's bytes, valid only during the call.
  func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    block.withUnsafeMutablePointerToElements { base in
      body(UnsafeRawBufferPointer(start: base + start, count: utf8Count))
    }
  }
}

extension StoredText: Hashable {
  static func == (lhs: StoredText, rhs: StoredText) -> Bool {
    let sameBytes = lhs.withUTF8 { left in rhs.withUTF8 { right in Bytes.equal(left, right) } }
    if sameBytes { return true }
    // Different ASCII bytes are different strings; other texts may still be canonically
    // equivalent, as `String` compares them.
    return lhs.isASCII && rhs.isASCII ? false : lhs.string == rhs.string
  }

  /// Hashes as `String` does: ASCII bytes directly when that gives the string's hash (see
  /// ``asciiHashesAsBytes``), anything else through a string.
  func hash(into hasher: inout Hasher) {
    if isASCII && Self.asciiHashesAsBytes {
      withUTF8 { hasher.combine(bytes: $0) }
      hasher.combine(Self.stringTerminator)
    } else {
      hasher.combine(string)
    }
  }

  /// What the standard library hashes after a string's bytes.
  private static let stringTerminator: UInt8 = 0xFF

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

/// Bytes that stored texts share, written once by the ``TextArena`` that made them: an arena
/// appends only to the part of its block no stored text refers to yet.
private final class TextBlock: ManagedBuffer<Int, UInt8> {}

/// Copies texts into shared blocks: one allocation for many texts.
///
/// A decoder keeps one arena per thread. Blocks are never moved or freed while a stored text
/// refers to them, so a text stays valid however much the arena grows. An arena is a class,
/// not `Sendable`: a copy of its holder shares where the next text goes, rather than writing
/// over the texts stored after the copy was made.
final class TextArena {
  private var block: TextBlock?
  private var used = 0
  private var capacity = 0
  private let blockSize: Int

  /// Creates an arena that allocates blocks of `blockSize` bytes; longer texts get a block of
  /// their own.
  init(blockSize: Int = 16 * 1024) {
    self.blockSize = blockSize
  }

  /// Copies bytes, which must be valid UTF-8, into the arena.
  func store(_ bytes: UnsafeRawBufferPointer) -> StoredText {
    let count = bytes.count
    // A long text gets a block of its own, and the shared block keeps its room.
    if count > blockSize / 4 { return Self.storedAlone(bytes) }
    let current: TextBlock
    if let block, capacity - used >= count {
      current = block
    } else {
      current = Self.block(blockSize)
      block = current
      used = 0
      capacity = current.capacity
    }
    let text = Self.copy(bytes, into: current, at: used)
    used += count
    return text
  }

  /// Copies bytes, which must be valid UTF-8, into a block of their own.
  static func storedAlone(_ bytes: UnsafeRawBufferPointer) -> StoredText {
    copy(bytes, into: block(bytes.count), at: 0)
  }

  private static func block(_ capacity: Int) -> TextBlock {
    unsafeDowncast(TextBlock.create(minimumCapacity: capacity) { _ in 0 }, to: TextBlock.self)
  }

  private static func copy(_ bytes: UnsafeRawBufferPointer, into block: TextBlock, at start: Int)
    -> StoredText
  {
    precondition(bytes.count <= UInt32.max, "a text of 4 GiB or more")
    block.withUnsafeMutablePointerToElements { base in
      if let source = bytes.baseAddress {
        (base + start).initialize(
          from: source.assumingMemoryBound(to: UInt8.self), count: bytes.count)
      }
    }
    return StoredText(block: block, start: start, count: bytes.count, isASCII: Bytes.isASCII(bytes))
  }
}
