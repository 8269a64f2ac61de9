/// The kind of physical keyboard a layout is meant for, which decides the keys it has.
public enum KeyboardHardware: String, CaseIterable, Sendable {
  /// The US-style keyboard: 48 character keys, Backslash above Return.
  case ansi
  /// The European-style keyboard: adds ``PhysicalKey/intlBackslash`` left of Z.
  case iso
  /// The Japanese keyboard: adds ``PhysicalKey/intlYen`` and ``PhysicalKey/intlRo`` and has no
  /// ``PhysicalKey/backquote`` or ``PhysicalKey/intlBackslash``.
  case jis
}

/// The modifier state a key is pressed with: none, Shift, Option or Shift+Option.
public enum KeyLevel: Int, CaseIterable, Sendable {
  /// No modifier.
  case base
  /// Shift.
  case shift
  /// Option.
  case option
  /// Shift and Option.
  case shiftOption

  /// Creates the level for a combination of Shift and Option.
  ///
  /// - Parameters:
  ///   - shift: Whether Shift is held.
  ///   - option: Whether Option is held.
  public init(shift: Bool, option: Bool) {
    switch (shift, option) {
    case (false, false): self = .base
    case (true, false): self = .shift
    case (false, true): self = .option
    case (true, true): self = .shiftOption
    }
  }

  /// Whether the level holds Shift.
  public var includesShift: Bool { self == .shift || self == .shiftOption }

  /// Whether the level holds Option.
  public var includesOption: Bool { self == .option || self == .shiftOption }
}

/// A macOS keyboard layout: what each physical key types, and how macOS localizes shortcuts.
///
/// The built-in layouts (``all``) are the 71 layouts of `../shared/layouts` (70 converted from
/// Unicode CLDR's macOS data, plus the Mac Japanese JIS layout) and 8 layouts that have only a
/// measured shortcut table and borrow another layout's key data (``keyDataSource``). They are
/// compiled in by `Scripts/generate-layouts` and decoded once, on first use.
public struct KeyboardLayout: Sendable, Hashable, Identifiable {
  /// Apple's layout id, the tail of `com.apple.keylayout.<id>`, such as `German`.
  public let id: String
  /// The layout's name, such as `Swiss German` or `Spanish - ISO`.
  public let name: String
  /// Short names such as `de` or `fr-CH`; no alias belongs to two layouts or equals an id.
  public let aliases: [String]
  /// The BCP 47 tag of the language or region the layout is for, such as `de-DE`.
  public let locale: String
  /// The ISO 15924 code of the layout's script, such as `Latn`, `Cyrl` or `Hebr`.
  public let script: String
  /// The keyboard the layout is meant for, which decides ``keys``.
  public let hardware: KeyboardHardware
  /// The writing direction of the layout's script (not of any app's interface).
  public let direction: InterfaceDirection
  /// The id of the layout Command shortcuts follow (`US`), or `nil` when they use this one.
  ///
  /// Non-Latin layouts and `DVORAK-QWERTYCMD` type QWERTY letters while Command is held.
  public let shortcutLayerID: String?
  /// The id of the layout whose key data this one uses, or `nil` when it has its own.
  ///
  /// Set for the layouts that have a measured shortcut table but no key data in Unicode CLDR,
  /// such as `ABC-QWERTZ` (which uses `German`).
  public let keyDataSource: String?
  /// Remarks on the data, such as where borrowed key data comes from, or `nil`.
  public let notes: String?
  /// The measured table of how macOS remaps Command shortcuts on this layout, if there is one.
  ///
  /// It maps a key equivalent as typed on a US keyboard (`[`) to the one macOS shows and
  /// triggers (`ö` on German). A `nil` value means the measurement found no mapping. Characters
  /// that are not listed are unchanged.
  public let shortcutOverrides: [String: String?]?

  /// The decoded key data, shared with the layouts that borrow it.
  let keyData: KeyData

  /// Whether the layout has a measured shortcut table (``shortcutOverrides``).
  public var hasMeasuredTable: Bool { shortcutOverrides != nil }

  /// Whether the layout has its own Command layer (see ``commandCharacter(_:shift:)``).
  public var hasCommandLayer: Bool { keyData.hasCommandLayer }

  /// The keys of the layout's ``hardware``, in keyboard order.
  public var keys: [PhysicalKey] { PhysicalKey.keys(on: hardware) }

  /// The text a key types at a level, or `nil` when the key does not exist or has no value.
  ///
  /// Usually one character; a few cells hold sequences such as Devanagari `क्ष`. For a dead key
  /// this is the spacing character it shows (see ``isDeadKey(_:_:)``).
  ///
  /// - Parameters:
  ///   - key: The physical key.
  ///   - level: The modifier state.
  /// - Returns: The text, or `nil`.
  public func character(_ key: PhysicalKey, _ level: KeyLevel) -> String? {
    keyData.string(at: key.ordinal &* 4 &+ level.rawValue)
  }

  /// Whether a key is a dead key at a level, waiting for the next key to compose with.
  ///
  /// - Parameters:
  ///   - key: The physical key.
  ///   - level: The modifier state.
  /// - Returns: `true` for a dead key.
  public func isDeadKey(_ key: PhysicalKey, _ level: KeyLevel) -> Bool {
    keyData.isDead(key.ordinal &* 4 &+ level.rawValue)
  }

  /// What a key types while Command (and Shift) is held, from the layout's Command layer.
  ///
  /// `nil` when the layout has no Command layer for the key and state; then the ``KeyLevel/base``
  /// and ``KeyLevel/shift`` levels apply.
  ///
  /// - Parameters:
  ///   - key: The physical key.
  ///   - shift: Whether Shift is held too.
  /// - Returns: The text, or `nil`.
  public func commandCharacter(_ key: PhysicalKey, shift: Bool) -> String? {
    keyData.string(at: KeyData.levelCellCount &+ key.ordinal &* 2 &+ (shift ? 1 : 0))
  }

  /// Every key and level that types a character, most convenient first.
  ///
  /// The order is by level (``KeyLevel/base``, ``KeyLevel/shift``, ``KeyLevel/option``,
  /// ``KeyLevel/shiftOption``), then keyboard order. Dead keys are included. Characters compare
  /// as Swift strings do (canonical equivalence). The lookup uses a table built once per layout.
  ///
  /// - Parameter character: The text to type, usually one character.
  /// - Returns: The keys and levels; empty when the layout cannot type the text.
  public func keystrokes(for character: String) -> [(key: PhysicalKey, level: KeyLevel)] {
    var result: [(key: PhysicalKey, level: KeyLevel)] = []
    keyData.forEachCell(matching: character) { cell in
      guard cell < KeyData.levelCellCount else { return false }
      result.append(KeyData.keystroke(cell))
      return true
    }
    return result
  }

  /// The first of ``keystrokes(for:)``, without building an array.
  ///
  /// - Parameter character: The text to type, usually one character.
  /// - Returns: The preferred key and level, or `nil` when the layout cannot type the text.
  public func firstKeystroke(for character: String) -> (key: PhysicalKey, level: KeyLevel)? {
    var result: (key: PhysicalKey, level: KeyLevel)?
    keyData.forEachCell(matching: character) { cell in
      if cell < KeyData.levelCellCount { result = KeyData.keystroke(cell) }
      return false
    }
    return result
  }

  /// Every key of the Command layer that types a character while Command is held.
  ///
  /// The order is without Shift first, then keyboard order. Empty when the layout has no
  /// Command layer (``hasCommandLayer``); then use ``keystrokes(for:)`` at the base and shift
  /// levels.
  ///
  /// - Parameter character: The text to type, usually one character.
  /// - Returns: The keys and whether Shift is needed; possibly empty.
  public func commandKeystrokes(for character: String) -> [(key: PhysicalKey, shift: Bool)] {
    var result: [(key: PhysicalKey, shift: Bool)] = []
    keyData.forEachCell(matching: character) { cell in
      if cell >= KeyData.levelCellCount {
        let index = cell &- KeyData.levelCellCount
        result.append((KeyData.keys[index >> 1], index & 1 == 1))
      }
      return true
    }
    return result
  }

  /// Whether two values are the same layout (layout ids are unique).
  public static func == (lhs: KeyboardLayout, rhs: KeyboardLayout) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the layout's id.
  ///
  /// - Parameter hasher: The hasher to use.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}

// MARK: - Built-in layouts

extension KeyboardLayout {
  /// Every built-in layout, sorted by id: 71 with key data and 8 with only a measured table.
  public static let all: [KeyboardLayout] = decode(generatedLayoutTexts())

  /// The US layout (id `US`), the reference for shortcuts written as on a US keyboard.
  public static let us: KeyboardLayout = {
    guard let layout = all.first(where: { $0.id == "US" }) else {
      preconditionFailure("the generated layouts have no US layout")
    }
    return layout
  }()

  /// The built-in layout with an id or alias, compared case-insensitively.
  ///
  /// - Parameter idOrAlias: A layout id such as `German` or an alias such as `de`.
  /// - Returns: The layout, or `nil` when no built-in layout has that name.
  public static func named(_ idOrAlias: String) -> KeyboardLayout? {
    namesToIndices[idOrAlias.lowercased()].map { all[$0] }
  }

  /// Lowercased ids and aliases to positions in ``all``.
  private static let namesToIndices: [String: Int] = {
    var result: [String: Int] = [:]
    for (index, layout) in all.enumerated() {
      for name in [layout.id] + layout.aliases {
        result[name.lowercased()] = result[name.lowercased()] ?? index
      }
    }
    return result
  }()

  /// Decodes the generated layout texts, sharing key data between a layout and those
  /// borrowing it.
  ///
  /// Each text is UTF-8 text structured by control characters, which never occur in the data:
  ///
  /// - U+001C separates the sections: the header, the key data and, when the layout has a
  ///   measured shortcut table, the table.
  /// - U+001E separates the records of a section, U+001F the units of a record.
  ///
  /// The header has 10 records: id, name, aliases (units), locale, script, hardware,
  /// direction, shortcut layer (empty for the layout itself), key data source and notes (empty
  /// for none). The key data is empty for a layout that borrows it; otherwise it is decoded by
  /// `KeyData` (see there). The table has one record per entry: the US character and the
  /// localized one as units, the second empty for "measured, no mapping".
  ///
  /// - Parameter texts: The texts of `generatedLayoutTexts()`.
  /// - Returns: The layouts, in the order of the texts.
  static func decode(_ texts: [String]) -> [KeyboardLayout] {
    var headers: [[String]] = []
    var tables: [[String: String?]?] = []
    var keyData: [String: KeyData] = [:]
    headers.reserveCapacity(texts.count)
    tables.reserveCapacity(texts.count)
    for text in texts {
      var text = text
      text.withUTF8 { bytes in
        let sections = split(bytes, 0..<bytes.count, at: 0x1C)
        precondition(sections.count == 2 || sections.count == 3, "malformed layout text")
        let header = split(bytes, sections[0], at: KeyData.recordSeparator).map {
          String(decoding: bytes[$0], as: UTF8.self)
        }
        precondition(header.count == 10, "malformed layout header")
        headers.append(header)
        if !sections[1].isEmpty {
          keyData[header[0]] = KeyData(decoding: Array(bytes[sections[1]]))
        }
        tables.append(sections.count == 3 ? decodeTable(bytes, sections[2]) : nil)
      }
    }
    return zip(headers, tables).map { header, table in
      let source = header[8].isEmpty ? nil : header[8]
      guard let data = keyData[source ?? header[0]],
        let hardware = KeyboardHardware(rawValue: header[5]),
        let direction = InterfaceDirection(rawValue: header[6])
      else {
        preconditionFailure("malformed layout \(header[0])")
      }
      return KeyboardLayout(
        id: header[0], name: header[1],
        aliases: header[2].split(separator: "\u{1F}").map(String.init),
        locale: header[3], script: header[4], hardware: hardware, direction: direction,
        shortcutLayerID: header[7].isEmpty ? nil : header[7], keyDataSource: source,
        notes: header[9].isEmpty ? nil : header[9], shortcutOverrides: table, keyData: data)
    }
  }

  /// The ranges between the separators in a range of bytes (one range when there is none).
  private static func split(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, at separator: UInt8
  ) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = range.lowerBound
    for index in range where bytes[index] == separator {
      result.append(start..<index)
      start = index + 1
    }
    result.append(start..<range.upperBound)
    return result
  }

  /// Decodes a shortcut table section.
  private static func decodeTable(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> [String: String?] {
    var result: [String: String?] = [:]
    guard !range.isEmpty else { return result }
    result.reserveCapacity(range.count / 4)
    var start = range.lowerBound
    var separator = -1
    for index in range.lowerBound...range.upperBound {
      let byte = index < range.upperBound ? bytes[index] : KeyData.recordSeparator
      if byte == KeyData.unitSeparator {
        separator = index
      } else if byte == KeyData.recordSeparator {
        precondition(separator > start, "malformed shortcut table")
        let from = String(decoding: bytes[start..<separator], as: UTF8.self)
        result[from] =
          separator + 1 < index
          ? String(decoding: bytes[(separator + 1)..<index], as: UTF8.self) : String?.none
        start = index + 1
        separator = -1
      }
    }
    return result
  }
}

// MARK: - Key data

/// The decoded key data of one layout: the UTF-8 text of every cell and a reverse index.
///
/// The encoded key data has 51 records separated by U+001E, one per ``PhysicalKey`` in
/// keyboard order. A record holds the cells `base`, `shift`, `option`, `shiftOption` and, when
/// the layout has a Command layer, `command` and `commandShift`, separated by U+001F. An empty
/// record is a key the hardware lacks; an empty cell has no value. A cell starting with U+001D
/// is a dead key. A cell whose text is not in Unicode NFC continues with U+001B and its NFC
/// form, which the reverse lookup uses.
///
/// Cells are numbered `key.ordinal * 4 + level` for the four levels (0..<204), then
/// `204 + key.ordinal * 2 + shift` for the Command layer (204..<306). Cell text stays in the
/// UTF-8 buffer; lookups create the `String` on demand.
final class KeyData: Sendable {
  static let levelCellCount = 204
  static let cellCount = 306
  static let keys = PhysicalKey.allCases
  static let recordSeparator: UInt8 = 0x1E
  static let unitSeparator: UInt8 = 0x1F
  static let deadMarker: UInt8 = 0x1D
  static let normalFormMarker: UInt8 = 0x1B

  /// Where a cell's text and its NFC form (usually the same bytes) are in ``bytes``.
  struct Cell {
    var start: UInt16 = 0
    var count: UInt8 = 0
    var flags: UInt8 = 0
    var keyStart: UInt16 = 0
    var keyCount: UInt8 = 0

    static let present: UInt8 = 1
    static let dead: UInt8 = 2
  }

  private static let tableSize = 512
  private static let empty = UInt16.max

  /// The encoded key data, which the cells point into.
  let bytes: [UInt8]
  let cells: [Cell]
  let hasCommandLayer: Bool
  /// An open-addressing hash table from cell text (NFC) to the first cell with that text.
  private let table: [UInt16]
  /// The next cell with the same text as a cell, in preference order.
  private let next: [UInt16]

  /// Decodes encoded key data and builds the reverse index.
  init(decoding bytes: [UInt8]) {
    precondition(bytes.count < Int(UInt16.max), "layout data too long")
    var cells = [Cell](repeating: Cell(), count: Self.cellCount)
    var table = [UInt16](repeating: Self.empty, count: Self.tableSize)
    var next = [UInt16](repeating: Self.empty, count: Self.cellCount)
    var hasCommandLayer = false
    bytes.withUnsafeBufferPointer { bytes in
      cells.withUnsafeMutableBufferPointer { cells in
        hasCommandLayer = Self.parse(bytes, into: cells)
        table.withUnsafeMutableBufferPointer { table in
          next.withUnsafeMutableBufferPointer { next in
            Self.buildIndex(bytes, cells, table, next)
          }
        }
      }
    }
    self.bytes = bytes
    self.cells = cells
    self.hasCommandLayer = hasCommandLayer
    self.table = table
    self.next = next
  }

  /// Finds the cells; returns whether the layout has a Command layer.
  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, into cells: UnsafeMutableBufferPointer<Cell>
  ) -> Bool {
    var hasCommandLayer = false
    var key = 0
    var field = 0
    var index = 0
    let count = bytes.count
    while true {
      var start = index
      let dead = start < count && bytes[start] == deadMarker
      if dead { start += 1 }
      var end = start
      while end < count && bytes[end] >= 0x20 { end += 1 }
      var keyStart = start
      var stop = end
      if end < count && bytes[end] == normalFormMarker {
        keyStart = end + 1
        stop = keyStart
        while stop < count && bytes[stop] >= 0x20 { stop += 1 }
      }
      if end > start {
        precondition(key < 51 && field < 6 && stop - keyStart <= 255, "malformed layout data")
        let cell = field < 4 ? key &* 4 &+ field : levelCellCount &+ key &* 2 &+ field &- 4
        cells[cell] = Cell(
          start: UInt16(start), count: UInt8(end - start),
          flags: dead ? Cell.present | Cell.dead : Cell.present,
          keyStart: UInt16(keyStart), keyCount: UInt8(stop - keyStart))
      }
      guard stop < count else { break }
      if bytes[stop] == recordSeparator {
        key += 1
        field = 0
      } else {
        precondition(bytes[stop] == unitSeparator, "malformed layout data")
        field += 1
        if field == 4 { hasCommandLayer = true }
      }
      index = stop + 1
    }
    precondition(key == 50, "layout data must have 51 keys")
    return hasCommandLayer
  }

  /// The key and level of a level cell.
  static func keystroke(_ cell: Int) -> (key: PhysicalKey, level: KeyLevel) {
    (keys[cell >> 2], KeyLevel(rawValue: cell & 3) ?? .base)
  }

  /// The cells in preference order: the levels level by level in keyboard order, then the
  /// Command layer without Shift and with Shift.
  private static func cell(atPreference position: Int) -> Int {
    if position < levelCellCount {
      return (position % 51) &* 4 &+ position / 51
    }
    let command = position &- levelCellCount
    return levelCellCount &+ (command % 51) &* 2 &+ command / 51
  }

  private static func buildIndex(
    _ bytes: UnsafeBufferPointer<UInt8>, _ cells: UnsafeMutableBufferPointer<Cell>,
    _ table: UnsafeMutableBufferPointer<UInt16>, _ next: UnsafeMutableBufferPointer<UInt16>
  ) {
    guard let base = bytes.baseAddress else { return }
    func insert(_ cell: Int) {
      let info = cells[cell]
      guard info.flags & Cell.present != 0 else { return }
      let text = UnsafeBufferPointer(start: base + Int(info.keyStart), count: Int(info.keyCount))
      var slot = hash(text) & (tableSize &- 1)
      while true {
        let head = table[slot]
        if head == empty {
          table[slot] = UInt16(cell)
          return
        }
        let other = cells[Int(head)]
        if equal(text, base + Int(other.keyStart), Int(other.keyCount)) {
          next[cell] = head
          table[slot] = UInt16(cell)
          return
        }
        slot = (slot &+ 1) & (tableSize &- 1)
      }
    }
    // Prepending in reverse preference order (see `cell(atPreference:)`) leaves every chain in
    // preference order.
    for shift in (0..<2).reversed() {
      for key in (0..<51).reversed() { insert(levelCellCount &+ key &* 2 &+ shift) }
    }
    for level in (0..<4).reversed() {
      for key in (0..<51).reversed() { insert(key &* 4 &+ level) }
    }
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return Int(hash ^ (hash >> 15))
  }

  private static func equal(
    _ text: UnsafeBufferPointer<UInt8>, _ other: UnsafePointer<UInt8>, _ count: Int
  ) -> Bool {
    guard text.count == count else { return false }
    for index in 0..<count where text[index] != other[index] { return false }
    return true
  }

  /// The text of a cell, or `nil` when it is empty.
  func string(at cell: Int) -> String? {
    let info = cells[cell]
    guard info.flags & Cell.present != 0 else { return nil }
    let start = Int(info.start)
    return bytes.withUnsafeBufferPointer {
      String(
        decoding: UnsafeBufferPointer(rebasing: $0[start..<(start &+ Int(info.count))]),
        as: UTF8.self)
    }
  }

  /// Whether a level cell is a dead key.
  func isDead(_ cell: Int) -> Bool {
    cells[cell].flags & Cell.dead != 0
  }

  /// Calls `body` with each cell whose text equals `character`, in preference order, until it
  /// returns `false`.
  func forEachCell(matching character: String, _ body: (Int) -> Bool) {
    var character = character
    let first = character.withUTF8 { text in Self.isKnownNFC(text) ? head(for: text) : nil }
    guard let first else {
      // Rare: text that may not be in NFC is compared as Swift strings, cell by cell.
      for position in 0..<Self.cellCount {
        let cell = Self.cell(atPreference: position)
        if string(at: cell) == character, !body(cell) { return }
      }
      return
    }
    var cell = first
    while cell != Self.empty {
      if !body(Int(cell)) { return }
      cell = next[Int(cell)]
    }
  }

  /// The first cell in preference order whose NFC text is `text`, or ``empty``.
  private func head(for text: UnsafeBufferPointer<UInt8>) -> UInt16 {
    bytes.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return Self.empty }
      var slot = Self.hash(text) & (Self.tableSize &- 1)
      while true {
        let head = table[slot]
        if head == Self.empty { return head }
        let info = cells[Int(head)]
        if Self.equal(text, base + Int(info.keyStart), Int(info.keyCount)) { return head }
        slot = (slot &+ 1) & (Self.tableSize &- 1)
      }
    }
  }

  /// Whether UTF-8 text is certainly in Unicode NFC, judged by a conservative quick check.
  ///
  /// `true` at once for text below U+0300. `false` for text with a combining mark, a character
  /// excluded from composition, or a character of a script whose vowel signs compose (Indic,
  /// Hangul jamo, …).
  static func isKnownNFC(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    // Below U+0300 (lead bytes below 0xCC) no text can change under NFC.
    guard text.contains(where: { $0 >= 0xCC }) else { return true }
    for scalar in String(decoding: text, as: UTF8.self).unicodeScalars where scalar.value >= 0x300 {
      let value = scalar.value
      if scalar.properties.canonicalCombiningClass != .notReordered
        || scalar.properties.isFullCompositionExclusion
        || (0x900...0xDFF).contains(value) || (0xF00...0x109F).contains(value)
        || (0x1100...0x11FF).contains(value) || (0x1B00...0x1B7F).contains(value)
        || (0x3099...0x309A).contains(value) || (0x11000...0x16FFF).contains(value)
      {
        return false
      }
    }
    return true
  }
}
