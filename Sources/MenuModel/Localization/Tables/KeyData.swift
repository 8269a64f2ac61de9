/// The key data of one layout, read in place from its generated string.
///
/// Cells are numbered `key.ordinal * 4 + level` for the four levels (0..<204), then
/// `204 + key.ordinal * 2 + shift` for the Command layer (204..<306). Numbers are written in
/// base 64 with the digits U+0030 to U+006F, most significant first. The key data section
/// holds, in order:
///
/// 1. a flags digit: 1 when the layout has a Command layer;
/// 2. a digit n: the hash table has 2^n slots;
/// 3. 307 two-digit offsets: cell i's text is bytes `offset[i]..<offset[i + 1]` of the text
///    area, empty when the cell has no value;
/// 4. the dead-key bits of the 204 level cells, six per digit, lowest bit first;
/// 5. the bits of the 306 cells whose text is not in Unicode NFC; their text continues with
///    U+001B and the NFC form;
/// 6. the hash table: for each slot two digits, 0 when empty or 1 + the first cell (in
///    preference order) of a distinct text; the slot is ``hash(_:)`` of the text's NFC UTF-8
///    bytes, with linear probing;
/// 7. 306 two-digit links: 1 + the next cell with the same text in preference order, or 0;
/// 8. the ASCII index: for each ASCII character the first key, in keyboard order, whose cell
///    is that one character, at the base level, the Shift level, and in the Command layer
///    without and with Shift (512 digits: 1 + ``PhysicalKey/ordinal``, or 0; see
///    ``asciiKey(_:)``);
/// 9. the text area.
///
/// `Scripts/generate-layouts` computes all of it, so nothing is decoded at startup; lookups
/// read the digits they need and create a `String` on demand.
struct KeyData: Sendable {
  static let levelCellCount = 204
  static let cellCount = 306
  static let keys = PhysicalKey.allCases

  let bytes: StaticBytes
  /// The derived remapping of ⌘ shortcuts for layouts without a measured table.
  let derived: DerivedShortcutTable
  let hasCommandLayer: Bool
  private let offsets: Int
  private let deadBits: Int
  private let normalFormBits: Int
  private let table: Int
  private let tableMask: Int
  private let links: Int
  private let ascii: Int
  private let texts: Int

  /// Locates the parts of generated key data.
  init(_ text: StaticString, derived: DerivedShortcutTable) {
    bytes = StaticBytes(text)
    self.derived = derived
    let (flags, exponent) = (Self.digit(bytes.buffer, 0), Self.digit(bytes.buffer, 1))
    hasCommandLayer = flags & 1 != 0
    offsets = 2
    deadBits = offsets + 2 * (Self.cellCount + 1)
    normalFormBits = deadBits + Self.levelCellCount / 6
    table = normalFormBits + Self.cellCount / 6
    tableMask = (1 << exponent) - 1
    links = table + 2 * (1 << exponent)
    ascii = links + 2 * Self.cellCount
    texts = ascii + 512
    precondition(
      texts + Self.number(bytes.buffer, offsets + 2 * Self.cellCount) == bytes.buffer.count,
      "malformed key data")
  }

  /// A one-digit number of generated data.
  static func digit(_ bytes: UnsafeBufferPointer<UInt8>, _ position: Int) -> Int {
    Int(bytes[position]) &- 0x30
  }

  /// A two-digit number of generated data.
  static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ position: Int) -> Int {
    digit(bytes, position) << 6 | digit(bytes, position &+ 1)
  }

  /// The first key typing an ASCII character.
  ///
  /// - Parameter slot: The character's value plus 0 for the base level, 128 for the Shift
  ///   level, 256 for the Command layer and 384 for the Command layer with Shift.
  /// - Returns: The key's ``PhysicalKey/ordinal``, or -1 when no key types it.
  @inline(__always)
  func asciiKey(_ slot: Int) -> Int {
    Self.digit(bytes.buffer, ascii &+ slot) &- 1
  }

  /// The key typing an ASCII character with a shortcut's modifiers, and whether it needs
  /// Shift (see ``ShortcutLocalizer/position(of:modifiers:displayed:)``).
  ///
  /// - Parameters:
  ///   - byte: The character.
  ///   - modifiers: The shortcut's modifiers.
  ///   - displayed: Whether the character is a key cap a remapping shows (found on the base
  ///     and Shift levels only).
  ///   - shiftAllowed: Whether the character may need Shift.
  /// - Returns: The key's ordinal and whether it needs Shift, or `nil`.
  func asciiPosition(
    of byte: Int, modifiers: ModifierFlags, displayed: Bool, shiftAllowed: Bool
  ) -> (key: Int, shift: Bool)? {
    if !displayed && hasCommandLayer && modifiers.contains(.command) {
      let plain = asciiKey(256 &+ byte)
      if plain >= 0 { return (plain, false) }
      let shifted = asciiKey(384 &+ byte)
      if shiftAllowed && shifted >= 0 { return (shifted, true) }
    }
    let plain = asciiKey(byte)
    if plain >= 0 { return (plain, false) }
    let shifted = asciiKey(128 &+ byte)
    if shiftAllowed && shifted >= 0 { return (shifted, true) }
    return nil
  }

  private func bit(_ bytes: UnsafeBufferPointer<UInt8>, _ bits: Int, _ index: Int) -> Bool {
    Self.digit(bytes, bits &+ index / 6) >> (index % 6) & 1 != 0
  }

  /// The byte ranges of a cell's text and of its NFC form (the reverse index's key).
  private func ranges(_ bytes: UnsafeBufferPointer<UInt8>, _ cell: Int) -> (
    text: Range<Int>, key: Range<Int>
  ) {
    let start = texts &+ Self.number(bytes, offsets &+ 2 &* cell)
    let end = texts &+ Self.number(bytes, offsets &+ 2 &* cell &+ 2)
    guard end > start, bit(bytes, normalFormBits, cell),
      let marker = bytes[start..<end].firstIndex(of: 0x1B)
    else {
      return (start..<end, start..<end)
    }
    return (start..<marker, (marker + 1)..<end)
  }

  /// The text of a cell, or `nil` when it has no value.
  func string(at cell: Int) -> String? {
    let range = ranges(bytes.buffer, cell).text
    return range.isEmpty ? nil : String(decoding: bytes.buffer[range], as: UTF8.self)
  }

  /// Whether a level cell is a dead key.
  func isDead(_ cell: Int) -> Bool {
    bit(bytes.buffer, deadBits, cell)
  }

  /// The key and level of a level cell.
  static func keystroke(_ cell: Int) -> (key: PhysicalKey, level: KeyLevel) {
    (keys[cell >> 2], KeyLevel(rawValue: cell & 3) ?? .base)
  }

  /// The cell at a position in preference order: the levels level by level in keyboard order,
  /// then the Command layer without Shift and with Shift.
  private static func cell(atPreference position: Int) -> Int {
    if position < levelCellCount {
      return (position % 51) &* 4 &+ position / 51
    }
    let command = position &- levelCellCount
    return levelCellCount &+ (command % 51) &* 2 &+ command / 51
  }

  /// FNV-1a (32 bit) of UTF-8 bytes, mixed; the generator computes the same.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return Int(hash ^ (hash >> 15))
  }

  /// Calls `body` with each cell whose text equals `character`, in preference order, until it
  /// returns `false`.
  func forEachCell(matching character: String, _ body: (Int) -> Bool) {
    var query = character
    let first = query.withUTF8 { query in
      // Below U+0300 (lead bytes below 0xCC) no text can change under NFC.
      query.contains { $0 >= 0xCC } && !Self.isKnownNFC(character)
        ? nil : firstCell(bytes.buffer, query)
    }
    guard var cell = first else {
      // Rare: text that may not be in NFC is compared as Swift strings, cell by cell.
      for position in 0..<Self.cellCount {
        let cell = Self.cell(atPreference: position)
        if string(at: cell) == character, !body(cell) { return }
      }
      return
    }
    while cell >= 0 {
      if !body(cell) { return }
      cell = Self.number(bytes.buffer, links &+ 2 &* cell) &- 1
    }
  }

  /// The first cell in preference order whose NFC text is `query`, or -1.
  private func firstCell(_ bytes: UnsafeBufferPointer<UInt8>, _ query: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    var slot = Self.hash(query) & tableMask
    while true {
      let entry = Self.number(bytes, table &+ 2 &* slot)
      guard entry > 0 else { return -1 }
      let key = ranges(bytes, entry &- 1).key
      if key.count == query.count && bytes[key].elementsEqual(query) { return entry &- 1 }
      slot = (slot &+ 1) & tableMask
    }
  }

  /// The characters of the Basic Multilingual Plane that are not combining marks but can
  /// compose with the character before them (vowel signs and length marks of Indic and other
  /// scripts; Hangul jamo are checked as ranges).
  private static let composingStarters: Set<UInt32> = [
    0x9BE, 0x9D7, 0xB3E, 0xB56, 0xB57, 0xBBE, 0xBD7, 0xCC2, 0xCD5, 0xCD6, 0xD3E, 0xD57, 0xDCF,
    0xDDF, 0xFB5, 0xFB7, 0x102E, 0x1B35,
  ]

  /// Whether text is certainly in Unicode NFC, judged by a conservative quick check.
  ///
  /// `false` for text with a combining mark, a character excluded from composition, a
  /// character that composes with the one before it, or any character from U+11000 to U+16FFF
  /// (scripts with composing vowel signs).
  static func isKnownNFC(_ text: String) -> Bool {
    for scalar in text.unicodeScalars where scalar.value >= 0x300 {
      let value = scalar.value
      if scalar.properties.canonicalCombiningClass != .notReordered
        || scalar.properties.isFullCompositionExclusion
        || composingStarters.contains(value) || (0x1161...0x1175).contains(value)
        || (0x11A8...0x11C2).contains(value) || (0x11000...0x16FFF).contains(value)
      {
        return false
      }
    }
    return true
  }
}
