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
/// How the bytes are kept (shared blocks, a file read in place) is in `Storage/TextStorage.swift`.
struct StoredText {
  let source: TextSource
  /// Where the text starts in its source, with ``asciiFlag`` set when every byte is ASCII: a
  /// shared block is 16 KiB, a longer text starts a block of its own, and a file is read in
  /// place only in its first 2 GiB.
  private let startAndFlag: UInt32
  /// The length in bytes: a parsed document is under 4 GiB.
  private let count: UInt32

  private static let asciiFlag: UInt32 = 1 << 31

  /// The empty text.
  static let empty = StoredText("")

  init(source: TextSource, start: Int, count: Int, isASCII: Bool) {
    self.source = source
    self.startAndFlag = UInt32(start) | (isASCII ? Self.asciiFlag : 0)
    self.count = UInt32(count)
  }

  /// The length in bytes.
  var utf8Count: Int { Int(count) }

  /// Whether every byte is ASCII, which makes byte equality string equality.
  var isASCII: Bool { startAndFlag & Self.asciiFlag != 0 }

  /// Where the text starts in its source.
  var start: Int { Int(startAndFlag & ~Self.asciiFlag) }

  /// The text as a string: a new one on each read.
  var string: String {
    withUTF8 { String(decoding: $0, as: UTF8.self) }
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

  /// A hash that equal texts share, found from the bytes alone; `nil` for a text that may be
  /// equal to other bytes, which must hash as a string does.
  ///
  /// Three ASCII characters have canonically equivalent spellings outside ASCII: `K` (U+212A
  /// KELVIN SIGN), `;` (U+037E GREEK QUESTION MARK) and `` ` `` (U+1FEF GREEK VARIA); no other
  /// scalar is equivalent to ASCII (a test checks every one). An ASCII text without them is
  /// equal only to its own bytes, so a seeded hash of them serves, at a fraction of the cost
  /// of `Hasher`.
  ///
  /// The bytes themselves are checked, not ``isASCII``: equal texts must hash alike even if a
  /// caller's flag were wrong.
  var bytesHash: UInt64? {
    withUTF8 { bytes in
      Bytes.isASCII(bytes, avoiding: UInt8(ascii: "K"), UInt8(ascii: ";"), UInt8(ascii: "`"))
        ? Bytes.hash(bytes, seed: Self.bytesHashSeed) : nil
    }
  }

  /// The process's seed for ``bytesHash``, drawn from `Hasher`'s own, so that it is random per
  /// process, or fixed when `SWIFT_DETERMINISTIC_HASHING` is set.
  private static let bytesHashSeed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x6279_7465_7348_6173 as UInt64)
    return UInt64(truncatingIfNeeded: hasher.finalize())
  }()
}
