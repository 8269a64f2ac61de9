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
/// Unicode CLDR's macOS data, plus the Mac Japanese JIS layout) and 13 layouts that have only a
/// measured shortcut table and borrow another layout's key data (``keyDataSource``).
/// `Scripts/generate-layouts` compiles them in as string literals that are read in place, so
/// nothing is decoded at startup.
public struct KeyboardLayout: Sendable, Hashable, Identifiable {
  /// Apple's layout id, the tail of `com.apple.keylayout.<id>`, such as `German`.
  public var id: String { storage.id }
  /// The layout's name, such as `Swiss German` or `Spanish - ISO`.
  public var name: String { storage.name }
  /// Short names such as `de` or `fr-CH`; no alias belongs to two layouts or equals an id.
  public var aliases: [String] { storage.aliases }
  /// The BCP 47 tag of the language or region the layout is for, such as `de-DE`.
  public var locale: String { storage.locale }
  /// The ISO 15924 code of the layout's script, such as `Latn`, `Cyrl` or `Hebr`.
  public var script: String { storage.script }
  /// The keyboard the layout is meant for, which decides ``keys``.
  public var hardware: KeyboardHardware { storage.hardware }
  /// The writing direction of the layout's script (not of any app's interface).
  public var direction: InterfaceDirection { storage.direction }
  /// The id of the layout Command shortcuts follow (`US`), or `nil` when they use this one.
  ///
  /// Non-Latin layouts and `DVORAK-QWERTYCMD` type QWERTY letters while Command is held.
  public var shortcutLayerID: String? { storage.shortcutLayerID }
  /// The id of the layout whose key data this one uses, or `nil` when it has its own.
  ///
  /// Set for the layouts that have a measured shortcut table but no key data in Unicode CLDR,
  /// such as `ABC-QWERTZ` (which uses `German`).
  public var keyDataSource: String? { storage.keyDataSource }
  /// Remarks on the data, such as where borrowed key data comes from, or `nil`.
  public var notes: String? { storage.notes }
  /// The measured table of how macOS remaps Command shortcuts on this layout, if there is one.
  ///
  /// It maps a key equivalent as typed on a US keyboard (`[`) to the one macOS shows and
  /// triggers (`ö` on German). A `nil` value means the measurement found no mapping. Characters
  /// that are not listed are unchanged.
  public var shortcutOverrides: [String: String?]? { storage.measuredTable?.overrides }

  /// Everything about the layout, shared by its copies (so a copy is one retain).
  let storage: Storage

  /// The key data (another layout's when ``keyDataSource`` is set).
  var keyData: KeyData { storage.keyData }

  /// The measured shortcut table, read in place.
  var measuredTable: MeasuredTable? { storage.measuredTable }

  /// Whether the layout has a measured shortcut table (``shortcutOverrides``).
  public var hasMeasuredTable: Bool { storage.measuredTable != nil }

  /// Whether the measured table is known to be incomplete, so that what it leaves out is not
  /// evidence of Apple's behaviour.
  ///
  /// Only `NorwegianExtended`: its measured table lists `^` and `~` alone, while
  /// `NorwegianSami-PC`, whose keys are the same, has the full Nordic table
  /// (`Docs/Localization.md`).
  public var hasPartialMeasuredTable: Bool { Self.hasPartialTable(id) }

  /// See ``hasPartialMeasuredTable``.
  static func hasPartialTable(_ id: String) -> Bool { id == "NorwegianExtended" }

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
  /// as Swift strings do (canonical equivalence). The lookup uses a hash table that
  /// `Scripts/generate-layouts` precomputes for each layout.
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

  /// The key cap of a key as a shortcut shows it while the given modifiers are held.
  ///
  /// This is the unshifted character: from the Command layer when ⌘ is held and the layout has
  /// one, from US QWERTY when ⌘ or ⌃ is held on a layout that types QWERTY then
  /// (``shortcutLayerID``), otherwise from the ``KeyLevel/base`` level. Letters are in uppercase.
  ///
  ///     KeyboardLayout.named("German")?.shortcutCap(.semicolon, modifiers: .command)  // "Ö"
  ///
  /// - Parameters:
  ///   - key: The physical key.
  ///   - modifiers: The modifiers held.
  ///   - shift: Whether to show the shifted character instead.
  /// - Returns: The cap, or `nil` when the key types nothing at that level.
  public func shortcutCap(_ key: PhysicalKey, modifiers: ModifierFlags, shift: Bool = false)
    -> String?
  {
    if key == .space { return NamedKey.space.glyph }
    if shortcutLayerID != nil && !modifiers.isDisjoint(with: [.command, .control]) && self != .us,
      let qwerty = KeyboardLayout.us.shortcutCap(key, modifiers: modifiers, shift: shift)
    {
      // The US layout has no key left of Z; ISO layouts keep their own character there.
      return qwerty
    }
    let usesCommandLayer = modifiers.contains(.command) && hasCommandLayer
    let cap =
      (usesCommandLayer ? commandCharacter(key, shift: shift) : nil)
      ?? character(key, shift ? .shift : .base)
    return cap.map(KeyInput.displayCase)
  }

  /// Whether two values are the same layout (layout ids are unique).
  public static func == (lhs: KeyboardLayout, rhs: KeyboardLayout) -> Bool {
    lhs.storage === rhs.storage || lhs.id == rhs.id
  }

  /// Hashes the layout's id.
  ///
  /// - Parameter hasher: The hasher to use.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}

extension KeyboardLayout {
  /// The stored properties of a ``KeyboardLayout``.
  final class Storage: Sendable {
    let id: String
    let name: String
    let aliases: [String]
    let locale: String
    let script: String
    let hardware: KeyboardHardware
    let direction: InterfaceDirection
    let shortcutLayerID: String?
    let keyDataSource: String?
    let notes: String?
    let keyData: KeyData
    let measuredTable: MeasuredTable?
    /// The layout's index in ``KeyboardLayout/all``.
    let position: Int
    /// Whether the layout has its own complete measured table, so that what it leaves out is
    /// evidence of Apple's behaviour (see ``KeyboardLayout/hasPartialMeasuredTable``).
    let hasCompleteMeasuredTable: Bool

    init(
      id: String, name: String, aliases: [String], locale: String, script: String,
      hardware: KeyboardHardware, direction: InterfaceDirection, shortcutLayerID: String?,
      keyDataSource: String?, notes: String?, keyData: KeyData, measuredTable: MeasuredTable?,
      position: Int
    ) {
      self.id = id
      self.name = name
      self.aliases = aliases
      self.locale = locale
      self.script = script
      self.hardware = hardware
      self.direction = direction
      self.shortcutLayerID = shortcutLayerID
      self.keyDataSource = keyDataSource
      self.notes = notes
      self.keyData = keyData
      self.measuredTable = measuredTable
      self.position = position
      hasCompleteMeasuredTable =
        measuredTable != nil && keyDataSource == nil && !KeyboardLayout.hasPartialTable(id)
    }
  }

  /// Creates a built-in layout from its generated data (see `KeyboardLayouts+Generated.swift`).
  ///
  /// - Parameters:
  ///   - position: The layout's index in ``all``.
  ///   - id: See ``id``.
  ///   - name: See ``name``.
  ///   - aliases: See ``aliases``.
  ///   - locale: See ``locale``.
  ///   - script: See ``script``.
  ///   - hardware: See ``hardware``.
  ///   - direction: See ``direction``.
  ///   - shortcutLayerID: See ``shortcutLayerID``.
  ///   - keyDataSource: See ``keyDataSource``.
  ///   - keyData: The index of the layout's key data (its source's when it borrows it) in
  ///     ``generatedKeyData``.
  ///   - measuredTable: The index of its measured table in ``generatedMeasuredTables``.
  ///   - notes: See ``notes``.
  init(
    position: Int, id: String, name: String, aliases: [String], locale: String, script: String,
    hardware: KeyboardHardware, direction: InterfaceDirection, shortcutLayerID: String?,
    keyDataSource: String?, keyData: Int, measuredTable: Int?, notes: String?
  ) {
    let (keys, derived) = Self.generatedKeyData[keyData]
    storage = Storage(
      id: id, name: name, aliases: aliases, locale: locale, script: script, hardware: hardware,
      direction: direction, shortcutLayerID: shortcutLayerID, keyDataSource: keyDataSource,
      notes: notes, keyData: KeyData(keys, derived: DerivedShortcutTable(derived)),
      measuredTable: measuredTable.map { MeasuredTable(Self.generatedMeasuredTables[$0]) },
      position: position)
  }
}

/// What a layout's measured table says about one character.
enum ShortcutOverride: Sendable {
  /// The table has no entry: the shortcut stays as written.
  case none
  /// The table says the shortcut cannot be typed.
  case untypeable
  /// The table shows and types this character instead.
  case replacement(Character)
}

// MARK: - Built-in layouts

extension KeyboardLayout {
  /// Every built-in layout, sorted by id: 71 with key data and 13 with only a measured table.
  public static let all: [KeyboardLayout] = generatedLayouts

  /// The US layout (id `US`), the reference for shortcuts written as on a US keyboard.
  public static let us: KeyboardLayout = all[generatedUSPosition]

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
}
