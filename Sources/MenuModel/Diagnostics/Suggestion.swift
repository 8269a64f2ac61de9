extension Diagnostic {
  /// Another shortcut for the command a finding is about, free where the finding is not, with
  /// why, and the edits that write it where the shortcut is written as a literal.
  ///
  ///     help: try ⌃⌘I: free on iPadOS 18/26 and Mac Catalyst, typeable on all 84 layouts
  public struct Suggestion: Hashable, Sendable {
    /// The shortcut in canonical form, such as `ctrl+cmd+i`.
    public var shortcut: String
    /// The key: the character (`i`, `[`), or a named key's name (`left`).
    public var input: String
    /// The modifiers' names in display order (`control`, `command`).
    public var modifiers: [String]
    /// The shortcut in glyphs, such as `⌃⌘I`.
    public var display: String
    /// What makes it a good key for the command: "keeps I", "I as in 'Info'".
    public var basis: String
    /// Why it is free: "free on iPadOS 18/26 and Mac Catalyst, typeable on all 84 layouts".
    public var reason: String
    /// The replacements that write the shortcut into the file; empty where it is not written
    /// as a literal that can be replaced (Swift that computes it, a definition made in code).
    public var edits: [TextEdit]

    /// Creates a suggestion.
    ///
    /// - Parameters:
    ///   - shortcut: The canonical form.
    ///   - input: The key's character or name.
    ///   - modifiers: The modifiers' names in display order.
    ///   - display: The glyphs.
    ///   - basis: What makes it a good key for the command.
    ///   - reason: Why it is free.
    ///   - edits: The replacements that write it.
    public init(
      shortcut: String, input: String, modifiers: [String], display: String, basis: String,
      reason: String, edits: [TextEdit] = []
    ) {
      self.shortcut = shortcut
      self.input = input
      self.modifiers = modifiers
      self.display = display
      self.basis = basis
      self.reason = reason
      self.edits = edits
    }

    /// The line reports show under the finding: `try ⌃⌘I: free on …`.
    public var help: String { "try \(display): \(reason)" }
  }
}

/// A replacement of part of a file: the bytes in ``range`` become ``replacement``.
///
/// An edit remembers the file it was made for (``fileLength``, ``fileDigest``), so that it is
/// never applied to a file that changed since.
public struct TextEdit: Hashable, Sendable {
  /// The file, as locations name it.
  public var file: String
  /// The bytes replaced, as offsets into the file.
  public var range: Range<Int>
  /// Where the replaced text starts: 1-based line and column in Unicode scalars.
  public var start: SourceLocation
  /// Where it ends: the position after its last character.
  public var end: SourceLocation
  /// The new text.
  public var replacement: String
  /// The length in bytes of the file the edit was made for.
  public var fileLength: Int
  /// The ``digest(of:)`` of the file the edit was made for.
  public var fileDigest: UInt64

  /// Creates an edit.
  ///
  /// - Parameters:
  ///   - file: The file.
  ///   - range: The bytes replaced.
  ///   - start: Where they start.
  ///   - end: Where they end.
  ///   - replacement: The new text.
  ///   - fileLength: The file's length when the edit was made.
  ///   - fileDigest: The file's digest when the edit was made.
  public init(
    file: String, range: Range<Int>, start: SourceLocation, end: SourceLocation,
    replacement: String, fileLength: Int, fileDigest: UInt64
  ) {
    self.file = file
    self.range = range
    self.start = start
    self.end = end
    self.replacement = replacement
    self.fileLength = fileLength
    self.fileDigest = fileDigest
  }

  /// Whether the edit was made for these bytes: the same length and digest.
  ///
  /// - Parameter bytes: A file's bytes as they are now.
  /// - Returns: `false` when the file changed since the edit was made.
  public func isMade(for bytes: some Collection<UInt8>) -> Bool {
    bytes.count == fileLength && Self.digest(of: bytes) == fileDigest
  }

  /// A 64-bit FNV-1a digest of bytes: enough to tell that a file changed, not a defence
  /// against someone forging one.
  ///
  /// - Parameter bytes: The bytes.
  /// - Returns: The digest.
  public static func digest(of bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// Applies edits to bytes: each replaces its range of the original.
  ///
  /// - Parameters:
  ///   - edits: Edits of one file whose ranges do not overlap.
  ///   - bytes: The file's bytes.
  /// - Returns: The new bytes; every byte outside the ranges is kept as it was.
  public static func applying(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
    var position = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      guard edit.range.lowerBound >= position, edit.range.upperBound <= bytes.count else {
        continue
      }
      result += bytes[position..<edit.range.lowerBound]
      result += Array(edit.replacement.utf8)
      position = edit.range.upperBound
    }
    result += bytes[position...]
    return result
  }
}

/// The key command a finding is about, so that the linter can suggest another shortcut for it
/// and find where that shortcut is written.
///
/// Equal for the same command on every platform and system version, so that findings merge.
struct ShortcutSubject: Hashable, Sendable {
  /// Which file holds the command.
  enum Document: Hashable, Sendable {
    /// The menu definition.
    case menu
    /// The responder file.
    case responders
  }

  /// The command's identity: a main-menu command's action and property list, or a
  /// responder's key command's place in the responder file.
  var key: String
  var document: Document
  /// The index of the command's JSON object in its file, when it was read from one.
  var valueIndex: Int?
  /// A main-menu command's identity hash, which finds it in each built menu.
  var fingerprint = 0
  /// A responder's key command: the responder's index and the command's in its list.
  var responder: Int?
  var keyCommand: Int?
  /// How messages name the command, and its shortcut, for listing suggestions.
  var name = ""
  var shortcut = ""
}
