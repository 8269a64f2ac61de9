/// How a shortcut reads and is pressed on one keyboard layout, in Apple's order: opt-outs,
/// right-to-left mirroring, the layout's measured table, the derived fallback, or untypeable.
///
///     let german = ShortcutLocalizer(layout: KeyboardLayout.named("German")!)
///     german.localize(try KeyCombination(parsing: "cmd+["))
///     // ⌘ö, method .table, pressed as the key right of L
public struct ShortcutLocalizer: Sendable {
  /// The keyboard layout.
  public let layout: KeyboardLayout
  /// The direction of the app's interface, which decides mirroring.
  public let direction: InterfaceDirection
  /// The app-wide setting (`applicationShouldAutomaticallyLocalizeKeyCommands`); `false` keeps
  /// the app's own shortcuts as written, while system commands are still localized.
  public let appLocalizesShortcuts: Bool
  /// Whether the layout's measured table is used; `false` shows what the derived fallback
  /// gives instead (`menulint localize --derived`).
  public let usesMeasuredTable: Bool
  /// What ``outcome(of:)`` reads of the layout.
  let tables: LayoutTables

  /// Creates a localizer.
  ///
  /// - Parameters:
  ///   - layout: The keyboard layout.
  ///   - direction: The app's interface direction.
  ///   - appLocalizesShortcuts: The app-wide localization setting.
  ///   - usesMeasuredTable: Whether to use the layout's measured table; `false` derives every
  ///     remapping from the key data.
  public init(
    layout: KeyboardLayout, direction: InterfaceDirection = .ltr,
    appLocalizesShortcuts: Bool = true,
    usesMeasuredTable: Bool = true
  ) {
    self.layout = layout
    self.direction = direction
    self.appLocalizesShortcuts = appLocalizesShortcuts
    self.usesMeasuredTable = usesMeasuredTable
    tables = LayoutTables(layout)
  }

  /// Localizes a command's shortcut, honouring its opt-outs and the app-wide setting.
  ///
  /// - Parameters:
  ///   - command: The command; `nil` is returned when it has no shortcut.
  ///   - isSystemCommand: Whether it is one of UIKit's own commands, which the app-wide
  ///     setting does not affect.
  /// - Returns: The localized shortcut.
  public func localize(_ command: Command, isSystemCommand: Bool) -> LocalizedShortcut? {
    guard let shortcut = command.shortcut else { return nil }
    let optedOut =
      !command.allowsAutomaticLocalization || (!appLocalizesShortcuts && !isSystemCommand)
    return localize(shortcut, localizes: !optedOut, mirrors: command.allowsAutomaticMirroring)
  }

  /// Localizes a shortcut.
  ///
  /// - Parameters:
  ///   - shortcut: The shortcut as written, for a US keyboard.
  ///   - localizes: Whether automatic localization is allowed; `false` also stops mirroring.
  ///   - mirrors: Whether mirroring is allowed.
  /// - Returns: The shortcut on this layout, how it was obtained, and what the user presses.
  public func localize(
    _ shortcut: KeyCombination, localizes: Bool = true, mirrors: Bool = true
  ) -> LocalizedShortcut {
    guard localizes else {
      return result(shortcut, from: shortcut, method: .optedOut, mirrored: false)
    }
    var current = shortcut
    var mirrored = false
    if direction == .rtl && mirrors && shortcut.modifiers.contains(.command),
      let swapped = Self.mirror(shortcut)
    {
      current = swapped
      mirrored = true
    }
    guard case .character(let input) = current.input else {
      return result(current, from: shortcut, method: .unchanged, mirrored: mirrored)
    }
    // The key equivalent as written: Apple's tables list ⌘W (⇧⌘W) apart from ⌘w.
    let character = current.isWrittenUppercase ? Character(input.uppercased()) : input
    if usesMeasuredTable, let table = layout.measuredTable {
      // The tables list ASCII characters only (`Scripts/generate-layouts` checks).
      let replacementCharacter: Character
      switch character.asciiByte.map({ table.override(Int($0)) }) ?? .none {
      case .none:
        return result(current, from: shortcut, method: .unchanged, mirrored: mirrored)
      case .untypeable:
        return LocalizedShortcut(
          original: shortcut, shortcut: nil, keystroke: nil, method: .untypeable, mirrored: mirrored
        )
      case .replacement(let character):
        replacementCharacter = character
      }
      let localized = Self.shown(replacementCharacter, modifiers: current.modifiers)
      return result(localized, from: shortcut, method: .table, mirrored: mirrored, displayed: true)
    }
    // Non-Latin layouts switch to QWERTY while ⌘ is held; Apple does not remap them.
    guard layout.shortcutLayerID == nil, let ascii = character.asciiByte else {
      return result(current, from: shortcut, method: .unchanged, mirrored: mirrored)
    }
    // The fallback emulates Apple's positional one, which leaves a letter the layout types
    // (in either case) as it is; UIKit then matches it in lowercase, so an uppercase letter
    // written without Shift is derived as its lowercase.
    let derivedCharacter = current.isCaseAmbiguous ? input : character
    guard let entry = layout.derivedShortcutTable[derivedCharacter] else {
      // Letters the layout types keep their keys.
      if (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii) {
        return result(current, from: shortcut, method: .unchanged, mirrored: mirrored)
      }
      // The derivation found no key left for this character: its key serves another.
      return LocalizedShortcut(
        original: shortcut, shortcut: nil, keystroke: nil, method: .untypeable, mirrored: mirrored)
    }
    let localized = Self.shown(entry.display, modifiers: current.modifiers)
    let modifiers = entry.level == .shift ? localized.modifiers.union(.shift) : localized.modifiers
    return LocalizedShortcut(
      original: shortcut, shortcut: localized,
      keystroke: PhysicalKeystroke(.physical(entry.key), modifiers: modifiers),
      method: entry.display == derivedCharacter ? .unchanged : .derived, mirrored: mirrored)
  }

  /// The shortcut a remapping shows: its key cap character with the shortcut's modifiers, and
  /// Shift for an uppercase letter.
  ///
  /// Apple's measured tables were read off AppKit menus, where an uppercase key equivalent is
  /// pressed with Shift; the derived fallback shows key caps the same way. (An uppercase letter
  /// an app writes is matched without Shift: see ``KeyCombination/isCaseAmbiguous``.)
  static func shown(_ character: Character, modifiers: ModifierFlags) -> KeyCombination {
    KeyCombination(
      .character(character),
      modifiers: character.isCasedUppercase ? modifiers.union(.shift) : modifiers)
  }

  /// The result for a localized combination; untypeable when no key produces it.
  ///
  /// A table's character is what the key cap shows: it is found on the base and Shift levels
  /// (not the Command layer), and may need Shift (Apple shows ⌘; for ⇧⌘, on Spanish).
  private func result(
    _ localized: KeyCombination, from original: KeyCombination, method: LocalizedShortcut.Method,
    mirrored: Bool, displayed: Bool = false
  ) -> LocalizedShortcut {
    guard let keystroke = keystroke(of: localized, displayed: displayed) else {
      // Apple's table promises the character is typeable, but the key data may not show where
      // (a dead key's spacing form, or key data borrowed from another layout): typeable, at a
      // position not known.
      if method == .table || (layout.keyDataSource != nil && method != .optedOut) {
        return LocalizedShortcut(
          original: original, shortcut: localized, keystroke: nil, method: method,
          mirrored: mirrored, isTypeable: true)
      }
      return LocalizedShortcut(
        original: original, shortcut: method == .optedOut ? localized : nil, keystroke: nil,
        method: method == .optedOut ? .optedOut : .untypeable, mirrored: mirrored)
    }
    return LocalizedShortcut(
      original: original, shortcut: localized, keystroke: keystroke, method: method,
      mirrored: mirrored)
  }

  /// What the user presses for a combination on this layout, or `nil` when no key types it
  /// without an extra modifier.
  ///
  /// Command shortcuts use the layout's Command layer where it has one (non-Latin layouts
  /// switch to QWERTY while ⌘ is held). A character that needs Shift is typeable when the
  /// shortcut holds Shift or the character needs Shift on a US keyboard too; characters that
  /// need Option are not typeable, since Option would change the shortcut.
  ///
  /// - Parameters:
  ///   - combination: The combination.
  ///   - displayed: Whether the character is a key cap shown by a remapping, found on the base
  ///     and Shift levels only and typed with Shift where it needs it.
  /// - Returns: The physical keystroke.
  public func keystroke(
    of combination: KeyCombination, displayed: Bool = false
  ) -> PhysicalKeystroke? {
    if layout.shortcutLayerID != nil
      && !combination.modifiers.isDisjoint(with: [.command, .control])
    {
      return ShortcutLocalizer(layout: .us).keystroke(of: combination, displayed: displayed)
    }
    switch combination.input {
    case .literal:
      return nil
    case .named(.space):
      return PhysicalKeystroke(.physical(.space), modifiers: combination.modifiers)
    case .named(let named):
      return PhysicalKeystroke(.named(named), modifiers: combination.modifiers)
    case .character(let character):
      guard
        let (key, needsShift) = position(
          of: String(character), modifiers: combination.modifiers, displayed: displayed)
      else {
        return nil
      }
      let modifiers = needsShift ? combination.modifiers.union(.shift) : combination.modifiers
      return PhysicalKeystroke(.physical(key), modifiers: modifiers)
    }
  }

  /// The key typing a character with a shortcut's modifiers, and whether it needs Shift.
  func position(
    of character: String, modifiers: ModifierFlags, displayed: Bool = false
  ) -> (key: PhysicalKey, shift: Bool)? {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first, byte < 0x80 {
      return asciiPosition(of: Int(byte), modifiers: modifiers, displayed: displayed)
    }
    let shiftAllowed = displayed || modifiers.contains(.shift) || Self.needsShiftOnUS(character)
    if !displayed && modifiers.contains(.command) && layout.hasCommandLayer {
      for (key, shift) in layout.commandKeystrokes(for: character) where !shift || shiftAllowed {
        return (key, shift)
      }
    }
    let options = layout.keystrokes(for: character)
    if let base = options.first(where: { $0.level == .base }) { return (base.key, false) }
    if shiftAllowed, let shifted = options.first(where: { $0.level == .shift }) {
      return (shifted.key, true)
    }
    return nil
  }

  /// ``position(of:modifiers:displayed:)`` for an ASCII character, by table look-ups.
  private func asciiPosition(
    of byte: Int, modifiers: ModifierFlags, displayed: Bool
  ) -> (key: PhysicalKey, shift: Bool)? {
    let shiftAllowed =
      displayed || modifiers.contains(.shift) || Self.needsShiftOnUS(asciiByte: byte)
    return layout.storage.keyData.asciiPosition(
      of: byte, modifiers: modifiers, displayed: displayed, shiftAllowed: shiftAllowed
    ).map { (KeyData.keys[$0.key], $0.shift) }
  }

  /// Whether an ASCII character needs Shift on a US keyboard (`?`, `{`, `A`).
  static func needsShiftOnUS(asciiByte byte: Int) -> Bool {
    let us = KeyboardLayout.us.storage.keyData
    return us.asciiKey(byte) < 0 && us.asciiKey(128 &+ byte) >= 0
  }

  /// Whether a character needs Shift on a US keyboard (`?`, `{`, `A`).
  static func needsShiftOnUS(_ character: String) -> Bool {
    KeyboardLayout.us.firstKeystroke(for: character)?.level == .shift
  }

  /// Whether a right-to-left interface changes a shortcut: it holds ⌘ and has a mirror image.
  static func mirrors(_ shortcut: KeyCombination) -> Bool {
    shortcut.modifiers.contains(.command) && mirror(shortcut) != nil
  }

  /// The mirror image of a shortcut for a right-to-left interface, or `nil` when it has none.
  static func mirror(_ shortcut: KeyCombination) -> KeyCombination? {
    let swapped: KeyInput
    switch shortcut.input {
    case .named(.left): swapped = .named(.right)
    case .named(.right): swapped = .named(.left)
    case .character(let character):
      guard let pair = mirrorImage(of: character) else { return nil }
      swapped = .character(pair)
    default: return nil
    }
    return KeyCombination(swapped, modifiers: shortcut.modifiers)
  }

  /// The character a right-to-left interface swaps a character with, or `nil`.
  static func mirrorImage(of character: Character) -> Character? {
    switch character {
    case "[": "]"
    case "]": "["
    case "{": "}"
    case "}": "{"
    case "(": ")"
    case ")": "("
    case "<": ">"
    case ">": "<"
    default: nil
    }
  }
}

/// A shortcut as it is on one keyboard layout.
public struct LocalizedShortcut: Hashable, Sendable {
  /// How the localized shortcut was obtained.
  public enum Method: String, Hashable, Sendable, CaseIterable {
    /// Typeable as written (after mirroring, if any).
    case unchanged
    /// From the layout's measured macOS table.
    case table
    /// From the derived fallback, for layouts without a table (or with `--derived`).
    case derived
    /// Not typeable on this layout.
    case untypeable
    /// Not localized: the command or the app opted out.
    case optedOut
  }

  /// The shortcut as written.
  public var original: KeyCombination
  /// The shortcut on this layout, or `nil` when it cannot be typed.
  public var shortcut: KeyCombination?
  /// What the user presses, or `nil` when it cannot be typed or the position is not known
  /// (layouts that borrow key data).
  public var keystroke: PhysicalKeystroke?
  /// How the result was obtained.
  public var method: Method
  /// Whether the shortcut was mirrored for a right-to-left interface.
  public var mirrored: Bool

  /// Whether the user can type the shortcut on this layout.
  public var isTypeable: Bool

  /// Creates a localized shortcut.
  ///
  /// - Parameters:
  ///   - original: The shortcut as written.
  ///   - shortcut: The shortcut on the layout, or `nil` when it cannot be typed.
  ///   - keystroke: What the user presses, when known.
  ///   - method: How the result was obtained.
  ///   - mirrored: Whether it was mirrored.
  ///   - isTypeable: Whether it can be typed; by default, whether the keystroke is known.
  public init(
    original: KeyCombination, shortcut: KeyCombination?, keystroke: PhysicalKeystroke?,
    method: Method, mirrored: Bool, isTypeable: Bool? = nil
  ) {
    self.original = original
    self.shortcut = shortcut
    self.keystroke = keystroke
    self.method = method
    self.mirrored = mirrored
    self.isTypeable = isTypeable ?? (keystroke != nil)
  }

  /// The localized shortcut as displayed (`⌘Ö`), or the original when it cannot be typed.
  public var display: String { (shortcut ?? original).glyphs }
}
