/// How macOS would remap ⌘ shortcuts on a layout it has no measured table for, derived from
/// the layout's key data.
///
/// Apple's tables remap by *key*, keeping the level: a US character moves to another key at the
/// same Shift state, and every keystroke serves at most one US character. The derivation claims
/// keystrokes for the US digits and punctuation in rounds of decreasing confidence, each US
/// character taking the first rule whose keystroke is still free:
///
/// 1. the layout's Command layer types the character on another key (Czech ⌘[ is the ú key);
/// 2. the digit row stays by position (AZERTY ⌘1 is the & key);
/// 3. on layouts with national letters right of L, `[` `]` `;` `'` rotate through the four
///    keys around them — `[` `]` to the two keys right of L, `;` to the key right of P, `'` to
///    the key right of that, unless it types US punctuation (German ⌘[ → ⌘ö, ⌘] → ⌘ä);
/// 4. a character follows the other character of its US key (⌘{ goes where ⌘[ went);
/// 5. a key typing both characters of a US key takes them (German `-` `_`);
/// 6. on ISO keyboards the US `` ` `` key is the key left of Z (Apple's keycode 50);
/// 7. a key whose unshifted character is the US one keeps its position (`,` `.`);
/// 8. a character no key can type stays on its US key;
/// 9. a character that needs Shift here but not on US takes its key's unshifted character
///    (AZERTY ⌘. → ⌘;);
/// 10. characters that need Shift on US stay where they are typed;
/// 11. a character goes to the key of its US partner, at the other level (German ⌘= → ⌘*),
///     or to its own key at the other level;
/// 12. then the US position, an unshifted character where it is typed, or the nearest free
///     punctuation key.
///
/// ASCII letters and digits are never targets (only the digit row keeps digits). Measured
/// against the 25 layouts that have both key data and an Apple table, leaving each layout's
/// table out: 530 of 567 remapped cells (93.5 %) agree; see `DerivedShortcutTableTests`.
struct DerivedShortcutTable: Sendable, Hashable {
  /// Where a US character is typed on the layout, and what the menu shows.
  struct Entry: Sendable, Hashable {
    var key: PhysicalKey
    var level: KeyLevel
    var display: Character
  }

  /// The derived position of each US digit and punctuation character, by ASCII value.
  private var slots: [Entry?]

  /// The derived position of a US digit or punctuation character, or `nil`.
  subscript(character: Character) -> Entry? {
    guard let scalar = character.unicodeScalars.first, scalar.isASCII,
      character.unicodeScalars.count == 1
    else { return nil }
    return slots[Int(scalar.value)]
  }

  /// The US characters the derivation places: digits, then punctuation.
  static let usCharacters: [Character] = Array("0123456789`~!@#$%^&*()-_=+[{]}\\|;:'\",<.>/?")

  private enum Rule: CaseIterable {
    case commandLayer, digitRow, letterCluster, followPartner, wholeKey, isoGraveKey, anchored
    case home, shiftMismatch, shiftedAsIs, partner, partnerFlip, position, unshiftedAsIs, free
  }

  /// A key at a level: what one keystroke types.
  private struct Slot: Hashable {
    var key: PhysicalKey
    var level: KeyLevel

    init(_ key: PhysicalKey, _ level: KeyLevel) {
      self.key = key
      self.level = level
    }

    var index: Int { key.ordinal * 2 + (level == .shift ? 1 : 0) }
  }

  /// The keys a character with no better place may take, nearest the punctuation block first.
  private static let freeKeys: [PhysicalKey] = [
    .equal, .bracketRight, .minus, .quote, .bracketLeft, .semicolon, .backslash, .backquote, .slash,
    .period, .comma,
  ]

  private static let clusterRotation: [PhysicalKey: PhysicalKey] = [
    .bracketLeft: .semicolon, .bracketRight: .quote, .semicolon: .bracketLeft,
    .quote: .bracketRight,
  ]

  /// Where a US character is on the US layout, and the other character of its key.
  private struct USCharacter {
    var scalar: Unicode.Scalar
    var slot: Slot
    var partner: Unicode.Scalar?
  }

  /// The US digits and punctuation in the order they are placed: unshifted first, then by key.
  private static let usOrder: [USCharacter] = {
    let us = KeyboardLayout.us
    return usCharacters.compactMap { character -> USCharacter? in
      guard let scalar = character.unicodeScalars.first,
        let (key, level) = us.firstKeystroke(for: String(character))
      else { return nil }
      let partner = us.character(key, level == .base ? .shift : .base)?.unicodeScalars.first
      return USCharacter(scalar: scalar, slot: Slot(key, level), partner: partner)
    }
    .sorted {
      ($0.slot.level.rawValue, $0.slot.key.ordinal) < ($1.slot.level.rawValue, $1.slot.key.ordinal)
    }
  }()

  /// The US layout's cells (see ``cells(of:)``).
  private static let usCells = cells(of: .us)

  /// A layout's single-scalar characters at the base and shift levels, indexed by ``Slot/index``.
  private static func cells(of layout: KeyboardLayout) -> [Unicode.Scalar?] {
    var cells = [Unicode.Scalar?](repeating: nil, count: PhysicalKey.allCases.count * 2)
    for key in layout.keys {
      for level in [KeyLevel.base, .shift] {
        guard let text = layout.character(key, level) else { continue }
        var scalars = text.unicodeScalars.makeIterator()
        if let scalar = scalars.next(), scalars.next() == nil {
          cells[Slot(key, level).index] = scalar
        }
      }
    }
    return cells
  }

  private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    default: false
    }
  }

  private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
    (0x30...0x39).contains(scalar.value)
  }

  private static func isNationalLetter(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar, !scalar.isASCII else { return false }
    return scalar.properties.isAlphabetic
  }

  /// Derives the table for a layout.
  ///
  /// - Complexity: O(*k*) in the number of keys; a few microseconds per layout.
  init(layout: KeyboardLayout) {
    let keyCount = PhysicalKey.allCases.count
    let keys = layout.keys
    let cells = Self.cells(of: layout)
    // Where each ASCII character is typed (base level first, then keyboard order), flat:
    // the slots of scalar `v` are `slots[start[v] ..< start[v + 1]]`.
    var start = [Int](repeating: 0, count: 129)
    for scalar in cells.compactMap({ $0 }) where scalar.isASCII {
      start[Int(scalar.value) + 1] += 1
    }
    for index in 1..<start.count { start[index] += start[index - 1] }
    var filled = start
    var slots = [Slot](repeating: Slot(.space, .base), count: start[128])
    for level in [KeyLevel.base, .shift] {
      for key in keys {
        guard let scalar = cells[Slot(key, level).index], scalar.isASCII else { continue }
        slots[filled[Int(scalar.value)]] = Slot(key, level)
        filled[Int(scalar.value)] += 1
      }
    }
    func positions(_ scalar: Unicode.Scalar) -> ArraySlice<Slot> {
      scalar.isASCII ? slots[start[Int(scalar.value)]..<start[Int(scalar.value) + 1]] : []
    }
    var commandKeys: [UInt32: PhysicalKey] = [:]
    if layout.hasCommandLayer {
      for key in keys {
        guard let text = layout.commandCharacter(key, shift: false), text.unicodeScalars.count == 1,
          let scalar = text.unicodeScalars.first, cells[Slot(key, .base).index] != scalar,
          commandKeys[scalar.value] == nil
        else { continue }
        commandKeys[scalar.value] = key
      }
    }
    var taken = [Bool](repeating: false, count: keyCount * 2)
    // ASCII letters keep their keys, at both levels (⇧⌘ with a letter is a common shortcut).
    for key in keys {
      if let scalar = cells[Slot(key, .base).index], Self.isASCIIAlphanumeric(scalar),
        !Self.isASCIIDigit(scalar)
      {
        taken[Slot(key, .base).index] = true
        taken[Slot(key, .shift).index] = true
      }
    }
    func isAvailable(_ slot: Slot, allowingDigits: Bool = false) -> Bool {
      guard !taken[slot.index], let scalar = cells[slot.index] else { return false }
      if Self.isASCIIAlphanumeric(scalar) { return allowingDigits && Self.isASCIIDigit(scalar) }
      return true
    }
    let hasLetterCluster = Self.isNationalLetter(cells[Slot(.semicolon, .base).index])
    var assigned: [UInt32: Slot] = [:]
    assigned.reserveCapacity(64)

    func candidate(_ rule: Rule, for us: USCharacter) -> Slot? {
      let key = us.slot.key
      let level = us.slot.level
      switch rule {
      case .commandLayer:
        return commandKeys[us.scalar.value].map { Slot($0, level) }
      case .digitRow:
        return key.isDigit ? us.slot : nil
      case .letterCluster:
        guard hasLetterCluster, let target = Self.clusterRotation[key],
          isAvailable(Slot(target, .base)), isAvailable(Slot(target, .shift))
        else { return nil }
        // A key typing US punctuation stays for that punctuation (German + right of Ü).
        if let base = cells[Slot(target, .base).index], base.isASCII,
          !Self.isASCIIAlphanumeric(base),
          !layout.isDeadKey(target, .base)
        {
          return nil
        }
        return Slot(target, level)
      case .followPartner:
        guard let partner = us.partner, let slot = assigned[partner.value] else { return nil }
        return Slot(slot.key, level)
      case .wholeKey:
        let usBase = Self.usCells[Slot(key, .base).index]
        let usShift = Self.usCells[Slot(key, .shift).index]
        return keys.first {
          cells[Slot($0, .base).index] == usBase && cells[Slot($0, .shift).index] == usShift
        }
        .map { Slot($0, level) }
      case .isoGraveKey:
        return key == .backquote && layout.hardware == .iso ? Slot(.intlBackslash, level) : nil
      case .anchored:
        return !key.isDigit && cells[Slot(key, .base).index] == Self.usCells[Slot(key, .base).index]
          ? us.slot : nil
      case .home:
        let free = positions(us.scalar).contains { !taken[$0.index] }
        let partnerUnshifted =
          us.partner.map { positions($0).contains { $0.level == .base } } ?? false
        return !free && !(level == .base && partnerUnshifted) ? us.slot : nil
      case .shiftMismatch:
        guard level == .base,
          let shifted = positions(us.scalar).first(where: { $0.level == .shift })
        else {
          return nil
        }
        return Slot(shifted.key, .base)
      case .shiftedAsIs:
        return level == .shift ? positions(us.scalar).first : nil
      case .partner:
        guard let partner = us.partner, let found = positions(partner).first else { return nil }
        return Slot(found.key, found.level == .base ? .shift : .base)
      case .partnerFlip:
        guard let partner = us.partner, let found = positions(partner).first else { return nil }
        return Slot(key, found.level == .base ? .shift : .base)
      case .position:
        return us.slot
      case .unshiftedAsIs:
        return positions(us.scalar).first { $0.level == .base }
      case .free:
        return Self.freeKeys.first { isAvailable(Slot($0, level)) }.map { Slot($0, level) }
      }
    }

    var pending = Self.usOrder
    for rule in Rule.allCases {
      var next: [USCharacter] = []
      for us in pending {
        if let slot = candidate(rule, for: us), isAvailable(slot, allowingDigits: rule == .digitRow)
        {
          taken[slot.index] = true
          assigned[us.scalar.value] = slot
        } else {
          next.append(us)
        }
      }
      pending = next
    }
    var entries = [Entry?](repeating: nil, count: 128)
    for us in Self.usOrder {
      guard let slot = assigned[us.scalar.value], let display = cells[slot.index] else { continue }
      entries[Int(us.scalar.value)] = Entry(
        key: slot.key, level: slot.level, display: Character(display))
    }
    self.slots = entries
  }
}

extension PhysicalKey {
  /// Whether the key is one of the digit-row keys `1`…`0`.
  var isDigit: Bool {
    switch self {
    case .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9, .digit0:
      true
    default: false
    }
  }
}

extension KeyboardLayout {
  /// The derived remapping of this layout's ⌘ shortcuts, computed once per process.
  var derivedShortcutTable: DerivedShortcutTable {
    DerivedShortcutTable.all[storage.position]
  }
}

extension DerivedShortcutTable {
  /// The derived table of every built-in layout, in the order of ``KeyboardLayout/all``.
  ///
  /// Read from `DerivedShortcutTables+Generated.swift`, which `DerivedShortcutTableTests`
  /// keeps equal to what the derivation computes (`MENULINT_RECORD=1` rewrites it); a layout
  /// missing there is derived here. Layouts with a measured table, or that type QWERTY with
  /// ⌘, never use theirs, which stays empty.
  static let all: [DerivedShortcutTable] = {
    let generated = Dictionary(
      generatedDerivedShortcutTables.map { ($0.layout, $0.entries) },
      uniquingKeysWith: { first, _ in first })
    return KeyboardLayout.all.map { layout in
      if layout.shortcutOverrides != nil || layout.shortcutLayerID != nil {
        return DerivedShortcutTable(slots: [Entry?](repeating: nil, count: 128))
      }
      return generated[layout.id].map(DerivedShortcutTable.init(encoded:))
        ?? DerivedShortcutTable(layout: layout)
    }
  }()

  private init(slots: [Entry?]) {
    self.slots = slots
  }

  /// Creates a table from its encoded entries (see ``encoded``).
  init(encoded: StaticString) {
    var slots = [Entry?](repeating: nil, count: 128)
    encoded.withUTF8Buffer { bytes in
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count && bytes[end] != 0x1E { end += 1 }
        guard end - start > 4, bytes[start] < 0x80,
          let level = KeyLevel(rawValue: Int(bytes[start + 3]) - 0x30),
          let key = PhysicalKey(
            ordinal: Int(bytes[start + 1] - 0x30) * 10 + Int(bytes[start + 2] - 0x30)),
          let display = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[(start + 4)..<end]), as: UTF8.self
          ).first
        else { preconditionFailure("malformed derived shortcut table") }
        slots[Int(bytes[start])] = Entry(key: key, level: level, display: display)
        start = end + 1
      }
    }
    self.slots = slots
  }

  /// The entries as text: for each US character with an entry, the character, the key's
  /// ordinal in two digits, the level digit and the displayed character, records separated
  /// by U+001E.
  var encoded: String {
    slots.enumerated().compactMap { value, entry in
      guard let entry else { return nil }
      let ordinal = entry.key.ordinal
      return "\(Character(UnicodeScalar(UInt8(value))))\(ordinal / 10)\(ordinal % 10)"
        + "\(entry.level.rawValue)\(entry.display)"
    }.joined(separator: "\u{1E}")
  }
}
