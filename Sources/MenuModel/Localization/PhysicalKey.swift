/// A character key of a Mac keyboard, named by its W3C `KeyboardEvent.code`.
///
/// The names describe the physical position as on a US QWERTY keyboard: ``keyY`` is the key
/// right of T even where it types "z". The cases are in keyboard order, row by row from the
/// digit row to the space bar and left to right, which is also the order of `Comparable`.
/// Which keys exist depends on the ``KeyboardHardware``.
public enum PhysicalKey: String, CaseIterable, Sendable, Hashable, Comparable {
  /// The key left of 1 (ISO E00): `` ` `` on US, `^` on German.
  case backquote = "Backquote"
  /// The 1 key (E01).
  case digit1 = "Digit1"
  /// The 2 key (E02).
  case digit2 = "Digit2"
  /// The 3 key (E03).
  case digit3 = "Digit3"
  /// The 4 key (E04).
  case digit4 = "Digit4"
  /// The 5 key (E05).
  case digit5 = "Digit5"
  /// The 6 key (E06).
  case digit6 = "Digit6"
  /// The 7 key (E07).
  case digit7 = "Digit7"
  /// The 8 key (E08).
  case digit8 = "Digit8"
  /// The 9 key (E09).
  case digit9 = "Digit9"
  /// The 0 key (E10).
  case digit0 = "Digit0"
  /// The key right of 0 (E11): `-` on US.
  case minus = "Minus"
  /// The key left of Delete on ANSI and ISO (E12): `=` on US.
  case equal = "Equal"
  /// The ¥ key left of Delete, only on JIS keyboards (E13).
  case intlYen = "IntlYen"
  /// The Q key (D01).
  case keyQ = "KeyQ"
  /// The W key (D02).
  case keyW = "KeyW"
  /// The E key (D03).
  case keyE = "KeyE"
  /// The R key (D04).
  case keyR = "KeyR"
  /// The T key (D05).
  case keyT = "KeyT"
  /// The Y key (D06), which types "z" on QWERTZ layouts.
  case keyY = "KeyY"
  /// The U key (D07).
  case keyU = "KeyU"
  /// The I key (D08).
  case keyI = "KeyI"
  /// The O key (D09).
  case keyO = "KeyO"
  /// The P key (D10).
  case keyP = "KeyP"
  /// The key right of P (D11): `[` on US.
  case bracketLeft = "BracketLeft"
  /// The second key right of P (D12): `]` on US.
  case bracketRight = "BracketRight"
  /// The backslash key (D13): above Return on ANSI, left of Return on ISO and JIS.
  case backslash = "Backslash"
  /// The A key (C01).
  case keyA = "KeyA"
  /// The S key (C02).
  case keyS = "KeyS"
  /// The D key (C03).
  case keyD = "KeyD"
  /// The F key (C04).
  case keyF = "KeyF"
  /// The G key (C05).
  case keyG = "KeyG"
  /// The H key (C06).
  case keyH = "KeyH"
  /// The J key (C07).
  case keyJ = "KeyJ"
  /// The K key (C08).
  case keyK = "KeyK"
  /// The L key (C09).
  case keyL = "KeyL"
  /// The key right of L (C10): `;` on US.
  case semicolon = "Semicolon"
  /// The second key right of L (C11): `'` on US.
  case quote = "Quote"
  /// The key left of Z, only on ISO keyboards (B00): `<` on German.
  case intlBackslash = "IntlBackslash"
  /// The Z key (B01), which types "y" on QWERTZ layouts.
  case keyZ = "KeyZ"
  /// The X key (B02).
  case keyX = "KeyX"
  /// The C key (B03).
  case keyC = "KeyC"
  /// The V key (B04).
  case keyV = "KeyV"
  /// The B key (B05).
  case keyB = "KeyB"
  /// The N key (B06).
  case keyN = "KeyN"
  /// The M key (B07).
  case keyM = "KeyM"
  /// The key right of M (B08): `,` on US.
  case comma = "Comma"
  /// The second key right of M (B09): `.` on US.
  case period = "Period"
  /// The third key right of M (B10): `/` on US.
  case slash = "Slash"
  /// The Ro key right of the slash key, only on JIS keyboards (B11).
  case intlRo = "IntlRo"
  /// The space bar (A03).
  case space = "Space"

  /// The W3C `KeyboardEvent.code` name, such as `KeyA` or `BracketLeft`.
  public var code: String { rawValue }

  /// The position in keyboard order: 0 for ``backquote`` up to 50 for ``space``.
  public var ordinal: Int {
    switch self {
    case .backquote: 0
    case .digit1: 1
    case .digit2: 2
    case .digit3: 3
    case .digit4: 4
    case .digit5: 5
    case .digit6: 6
    case .digit7: 7
    case .digit8: 8
    case .digit9: 9
    case .digit0: 10
    case .minus: 11
    case .equal: 12
    case .intlYen: 13
    case .keyQ: 14
    case .keyW: 15
    case .keyE: 16
    case .keyR: 17
    case .keyT: 18
    case .keyY: 19
    case .keyU: 20
    case .keyI: 21
    case .keyO: 22
    case .keyP: 23
    case .bracketLeft: 24
    case .bracketRight: 25
    case .backslash: 26
    case .keyA: 27
    case .keyS: 28
    case .keyD: 29
    case .keyF: 30
    case .keyG: 31
    case .keyH: 32
    case .keyJ: 33
    case .keyK: 34
    case .keyL: 35
    case .semicolon: 36
    case .quote: 37
    case .intlBackslash: 38
    case .keyZ: 39
    case .keyX: 40
    case .keyC: 41
    case .keyV: 42
    case .keyB: 43
    case .keyN: 44
    case .keyM: 45
    case .comma: 46
    case .period: 47
    case .slash: 48
    case .intlRo: 49
    case .space: 50
    }
  }

  /// The key at a position in keyboard order, or `nil` outside `0..<51`.
  ///
  /// - Parameter ordinal: A value of ``ordinal``.
  public init?(ordinal: Int) {
    guard ordinal >= 0, ordinal < Self.allCases.count else { return nil }
    self = Self.allCases[ordinal]
  }

  /// The keyboard row: 0 for the digit row, 1 for Q, 2 for A, 3 for Z, 4 for the space bar.
  ///
  /// This is ISO/IEC 9995's row letter (E, D, C, B, A) counted from the top.
  public var row: Int {
    switch ordinal {
    case 0..<14: 0
    case 14..<27: 1
    case 27..<38: 2
    case 38..<50: 3
    default: 4
    }
  }

  /// The ISO/IEC 9995 position as Unicode CLDR names it, such as `E01` or `B00`.
  ///
  /// CLDR names ``backslash`` `D13` on every keyboard, although on ISO and JIS keyboards the
  /// key sits left of Return, in row C.
  public var isoPosition: String {
    let letter: String
    switch row {
    case 0: letter = "E"
    case 1: letter = "D"
    case 2: letter = "C"
    case 3: letter = "B"
    default: letter = "A"
    }
    let number = isoColumn
    return number < 10 ? "\(letter)0\(number)" : "\(letter)\(number)"
  }

  /// The number of ``isoPosition``: 0 for the keys left of 1 and left of Z, 1 for 1, Q, A, Z.
  private var isoColumn: Int {
    switch row {
    case 0: ordinal
    case 1: ordinal - 13
    case 2: ordinal - 26
    case 3: ordinal - 38
    default: 3
    }
  }

  /// The horizontal center of the key in key widths, measured from the keyboard's left edge.
  ///
  /// Rows are staggered as on a Mac keyboard (Tab 1.5, Caps Lock 1.75, left Shift 1.25 key
  /// widths left of the first letter on ISO), so ``digit1`` is at 1.5, ``keyQ`` at 2.0,
  /// ``keyA`` at 2.25 and ``keyZ`` at 2.75. Keys one apart in a row are 1.0 apart. This is the
  /// ANSI position of ``backslash`` (above Return); see ``column(on:)`` for ISO and JIS.
  public var column: Double {
    switch self {
    case .backslash: 14.25
    case .space: 6.75
    default: Double(isoColumn) + Self.rowOffsets[row]
    }
  }

  /// How far right of ``backquote``'s center each row's position 0 is, in key widths.
  private static let rowOffsets: [Double] = [0.5, 1.0, 1.25, 1.75, 0]

  /// The horizontal center of the key on a given keyboard, in key widths (see ``column``).
  ///
  /// On ISO and JIS keyboards ``backslash`` sits left of Return, right of ``quote``.
  ///
  /// - Parameter hardware: The keyboard.
  /// - Returns: The center in key widths.
  public func column(on hardware: KeyboardHardware) -> Double {
    self == .backslash && hardware != .ansi ? 13.25 : column
  }

  /// The width of the key on a given keyboard, in key widths.
  ///
  /// Every key is 1.0 wide except ``backslash`` on ANSI (1.5) and the space bar (5.0).
  ///
  /// - Parameter hardware: The keyboard.
  /// - Returns: The width in key widths.
  public func width(on hardware: KeyboardHardware) -> Double {
    switch self {
    case .backslash: hardware == .ansi ? 1.5 : 1.0
    case .space: 5.0
    default: 1.0
    }
  }

  /// Whether the key exists on a given keyboard.
  ///
  /// ANSI has no ``intlBackslash``, ``intlYen`` or ``intlRo``; ISO adds ``intlBackslash``;
  /// JIS adds ``intlYen`` and ``intlRo`` and has no ``backquote`` or ``intlBackslash``.
  ///
  /// - Parameter hardware: The keyboard.
  /// - Returns: `true` when the keyboard has the key.
  public func isPresent(on hardware: KeyboardHardware) -> Bool {
    switch self {
    case .backquote: hardware != .jis
    case .intlBackslash: hardware == .iso
    case .intlYen, .intlRo: hardware == .jis
    default: true
    }
  }

  /// The keys of a keyboard in keyboard order: 48 on ANSI, 49 on ISO and JIS.
  ///
  /// - Parameter hardware: The keyboard.
  /// - Returns: The keys the keyboard has.
  public static func keys(on hardware: KeyboardHardware) -> [PhysicalKey] {
    switch hardware {
    case .ansi: ansiKeys
    case .iso: isoKeys
    case .jis: jisKeys
    }
  }

  private static let ansiKeys = allCases.filter { $0.isPresent(on: .ansi) }
  private static let isoKeys = allCases.filter { $0.isPresent(on: .iso) }
  private static let jisKeys = allCases.filter { $0.isPresent(on: .jis) }

  /// Orders keys by keyboard order (``ordinal``).
  public static func < (lhs: PhysicalKey, rhs: PhysicalKey) -> Bool {
    lhs.ordinal < rhs.ordinal
  }
}
