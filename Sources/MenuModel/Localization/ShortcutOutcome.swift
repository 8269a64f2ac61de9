/// What the layout rules need of a localized shortcut, without references to count.
struct ShortcutOutcome: Sendable, Equatable {
  /// The keystroke (``PhysicalKeystroke/packed``), or -1 when it is not known.
  var packedKeystroke: Int16
  var method: LocalizedShortcut.Method
  var mirrored: Bool
  var isTypeable: Bool
  /// Whether the outcome is a guess about Apple's behaviour (DESIGN §5, confidence): moved
  /// by the derived fallback, or found untypeable where no complete measured table and the
  /// layout's own key data say so.
  var isGuess: Bool

  /// Creates an outcome; `hasCompleteMeasuredTable` says whether the layout's own complete
  /// measured table says what Apple does (see ``KeyboardLayout/Storage``).
  init(
    packedKeystroke: Int, method: LocalizedShortcut.Method, mirrored: Bool, isTypeable: Bool,
    hasCompleteMeasuredTable: Bool
  ) {
    self.packedKeystroke = Int16(packedKeystroke)
    self.method = method
    self.mirrored = mirrored
    self.isTypeable = isTypeable
    isGuess =
      method == .derived || (!isTypeable && method != .optedOut && !hasCompleteMeasuredTable)
  }

  /// The outcome of a localized shortcut on a layout.
  init(_ localized: LocalizedShortcut, on layout: KeyboardLayout) {
    self.init(
      packedKeystroke: localized.keystroke?.packed ?? -1, method: localized.method,
      mirrored: localized.mirrored, isTypeable: localized.isTypeable,
      hasCompleteMeasuredTable: layout.storage.hasCompleteMeasuredTable)
  }
}

/// What ``ShortcutLocalizer/outcome(of:)`` reads of a layout, gathered once per localizer:
/// plain values, so that its many look-ups count no references.
struct LayoutTables: Sendable {
  let keyData: KeyData
  let measuredTable: MeasuredTable?
  /// Whether ⌘ and ⌃ shortcuts are typed as on US (``KeyboardLayout/shortcutLayerID``).
  let typesQWERTY: Bool
  /// Whether the key data is another layout's (``KeyboardLayout/keyDataSource``).
  let borrowsKeyData: Bool
  let hasCompleteMeasuredTable: Bool

  init(_ layout: KeyboardLayout) {
    let storage = layout.storage
    keyData = storage.keyData
    measuredTable = storage.measuredTable
    typesQWERTY = storage.shortcutLayerID != nil
    borrowsKeyData = storage.keyDataSource != nil
    hasCompleteMeasuredTable = storage.hasCompleteMeasuredTable
  }
}

/// A shortcut and its opt-outs, prepared once to be localized on many layouts.
///
/// What is the same on every layout is worked out here, so that each layout costs a few table
/// look-ups in ``ShortcutLocalizer/outcome(of:)``. It holds no references, so copies are
/// cheap.
struct PreparedShortcut: Sendable {
  /// Whether automatic localization is allowed.
  let localizes: Bool
  /// Whether mirroring is allowed.
  let mirrors: Bool
  fileprivate let kind: Kind

  fileprivate enum Kind {
    /// A key that is an ASCII character, and its mirror image for a right-to-left interface
    /// when it has one and holds ⌘.
    case ascii(ASCIIShortcut, mirrorImage: ASCIIShortcut?)
    /// A key without a character, with its outcome on every layout, left to right and right
    /// to left: such keys are where they are on every keyboard.
    case named(ltr: ShortcutOutcome, rtl: ShortcutOutcome)
    /// Any other key, which is localized in full.
    case other
  }

  init(_ shortcut: KeyCombination, localizes: Bool, mirrors: Bool) {
    self.localizes = localizes
    self.mirrors = mirrors
    if let plain = ASCIIShortcut(shortcut) {
      let image =
        shortcut.modifiers.contains(.command)
        ? ShortcutLocalizer.mirror(shortcut).flatMap(ASCIIShortcut.init) : nil
      kind = .ascii(plain, mirrorImage: image)
    } else if case .named = shortcut.input {
      func outcome(_ direction: InterfaceDirection) -> ShortcutOutcome {
        ShortcutOutcome(
          ShortcutLocalizer(layout: .us, direction: direction).localize(
            shortcut, localizes: localizes, mirrors: mirrors),
          on: .us)
      }
      kind = .named(ltr: outcome(.ltr), rtl: outcome(.rtl))
    } else {
      kind = .other
    }
  }
}

/// A shortcut whose key is an ASCII character, as ``ShortcutLocalizer/outcome(of:)`` reads it.
private struct ASCIIShortcut: Sendable {
  /// The character as written (`S` for `shift+cmd+S`): the tables' key.
  var written: UInt8
  /// The character typed, with letters in lowercase.
  var input: UInt8
  /// Whether the character may be typed with Shift: the shortcut holds Shift, or the character
  /// needs it on a US keyboard too.
  var shiftAllowed: Bool
  /// The keystroke on a US keyboard, which layouts that type QWERTY while ⌘ or ⌃ is held use
  /// (``PhysicalKeystroke/packed``, or -1).
  var usKeystroke: Int16
  var modifiers: ModifierFlags

  init?(_ shortcut: KeyCombination) {
    // An uppercase letter without Shift is matched in lowercase, while the tables list the
    // uppercase one, whose placements hold Shift: localized in full.
    guard case .character(let character) = shortcut.input, let byte = character.asciiByte,
      !shortcut.isCaseAmbiguous
    else { return nil }
    input = byte
    if shortcut.isWrittenUppercase {
      guard (0x61...0x7A).contains(byte) else { return nil }
      written = byte - 0x20
    } else {
      written = byte
    }
    modifiers = shortcut.modifiers
    shiftAllowed =
      modifiers.contains(.shift) || ShortcutLocalizer.needsShiftOnUS(asciiByte: Int(byte))
    usKeystroke = Int16(ShortcutLocalizer(layout: .us).keystroke(of: shortcut)?.packed ?? -1)
  }
}

extension ShortcutLocalizer {
  /// ``localize(_:localizes:mirrors:)`` reduced to what the layout rules read.
  ///
  /// A shortcut whose key is an ASCII character costs a few look-ups in the layout's
  /// generated tables (measured, derived, and where each ASCII character is typed); one whose
  /// key has no character costs nothing.
  ///
  /// - Parameter prepared: The shortcut and its opt-outs.
  /// - Returns: What ``ShortcutOutcome/init(_:on:)`` gives for the localized shortcut, or
  ///   `nil` when the shortcut must be localized in full (a key that is not ASCII, or a table
  ///   remapping on a layout that types QWERTY with ⌘).
  func outcome(of prepared: PreparedShortcut) -> ShortcutOutcome? {
    let plain: ASCIIShortcut
    let mirrorImage: ASCIIShortcut?
    switch prepared.kind {
    case .ascii(let shortcut, let image): (plain, mirrorImage) = (shortcut, image)
    case .named(let ltr, let rtl): return direction == .rtl ? rtl : ltr
    case .other: return nil
    }
    guard prepared.localizes else {
      let packed = keystroke(of: plain)
      return outcome(packed, .optedOut, mirrored: false, isTypeable: packed >= 0)
    }
    var key = plain
    var mirrored = false
    if direction == .rtl && prepared.mirrors, let mirrorImage {
      key = mirrorImage
      mirrored = true
    }
    if usesMeasuredTable, let table = tables.measuredTable {
      switch table.entry(Int(key.written)) {
      case .none:
        return unchangedOutcome(of: key, mirrored: mirrored)
      case .untypeable:
        return outcome(-1, .untypeable, mirrored: mirrored, isTypeable: false)
      case .remapped(let ordinal, let shift):
        // The remapped character is typed as on US where ⌘ types QWERTY (no such layout has
        // a table today).
        guard !tables.typesQWERTY else { return nil }
        let modifiers = shift ? key.modifiers.union(.shift) : key.modifiers
        let packed = ordinal < 0 ? -1 : PhysicalKeystroke.packed(key: ordinal, modifiers: modifiers)
        return outcome(packed, .table, mirrored: mirrored, isTypeable: true)
      }
    }
    if tables.typesQWERTY {
      return unchangedOutcome(of: key, mirrored: mirrored)
    }
    guard let placement = tables.keyData.derived.placement(Int(key.written)) else {
      // Letters the layout types keep their keys; other characters found no key.
      let isLetter = (0x41...0x5A).contains(key.written) || (0x61...0x7A).contains(key.written)
      return isLetter
        ? unchangedOutcome(of: key, mirrored: mirrored)
        : outcome(-1, .untypeable, mirrored: mirrored, isTypeable: false)
    }
    let modifiers =
      placement.shift ? key.modifiers.union(.shift) : key.modifiers
    return outcome(
      PhysicalKeystroke.packed(key: placement.key, modifiers: modifiers),
      placement.isUnchanged ? .unchanged : .derived, mirrored: mirrored, isTypeable: true)
  }

  /// The outcome of a shortcut localized in full, for where ``outcome(of:)`` cannot answer.
  ///
  /// - Parameters:
  ///   - prepared: The shortcut's opt-outs, prepared.
  ///   - shortcut: The shortcut as written.
  /// - Returns: The outcome.
  func fullOutcome(of prepared: PreparedShortcut, _ shortcut: KeyCombination) -> ShortcutOutcome {
    ShortcutOutcome(
      localize(shortcut, localizes: prepared.localizes, mirrors: prepared.mirrors), on: layout)
  }

  private func outcome(
    _ packed: Int, _ method: LocalizedShortcut.Method, mirrored: Bool, isTypeable: Bool
  ) -> ShortcutOutcome {
    ShortcutOutcome(
      packedKeystroke: packed, method: method, mirrored: mirrored, isTypeable: isTypeable,
      hasCompleteMeasuredTable: tables.hasCompleteMeasuredTable)
  }

  /// The outcome of a shortcut that stays as written: untypeable when no key types it,
  /// except where the key data is borrowed and so not evidence.
  private func unchangedOutcome(of key: ASCIIShortcut, mirrored: Bool) -> ShortcutOutcome {
    let packed = keystroke(of: key)
    if packed >= 0 || tables.borrowsKeyData {
      return outcome(packed, .unchanged, mirrored: mirrored, isTypeable: true)
    }
    return outcome(-1, .untypeable, mirrored: mirrored, isTypeable: false)
  }

  /// ``keystroke(of:displayed:)`` of a shortcut as written, packed, or -1.
  private func keystroke(of key: ASCIIShortcut) -> Int {
    if tables.typesQWERTY && !key.modifiers.isDisjoint(with: [.command, .control]) {
      return Int(key.usKeystroke)
    }
    guard
      let (ordinal, shift) = tables.keyData.asciiPosition(
        of: Int(key.input), modifiers: key.modifiers, displayed: false,
        shiftAllowed: key.shiftAllowed)
    else { return -1 }
    return PhysicalKeystroke.packed(
      key: ordinal, modifiers: shift ? key.modifiers.union(.shift) : key.modifiers)
  }
}
