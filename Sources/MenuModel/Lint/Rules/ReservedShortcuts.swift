/// Shortcuts the system takes before an app sees them, per platform, each with its source.
///
/// Entries are written as on a US keyboard. Global hot keys (Spotlight, screenshots, Mission
/// Control, input sources, the Dock) are bound to key positions, so they are compared as
/// physical keystrokes on every layout; menu items (Log Out, Lock Screen, Force Quit, ⌘` in the
/// Window menu) and iPadOS's ⌘H match by character, so they are localized like any system
/// command first. Shortcuts the default menus already hold (⌘Q, ⌘H on the Mac, ⌃⌘F) are left to
/// `duplicate-shortcut`.
struct ReservedShortcut: Sendable {
  /// The shortcut, as written on a US keyboard.
  var shortcut: String
  /// The platforms that reserve it.
  var platforms: [Platform]
  /// What the system does with it.
  var purpose: String
  /// Where that is documented.
  var source: String
  /// Whether the system matches it as a menu key equivalent (by character, localized per
  /// layout) rather than as a hot key (by key position).
  var isKeyEquivalent = false

  static let macSupport =
    "Apple Support, Mac keyboard shortcuts, https://support.apple.com/en-us/102650"
  static let macScreenshots =
    "Apple Support, Take a screenshot on Mac, https://support.apple.com/en-us/102646"
  static let macMissionControl =
    "macOS User Guide, Use Mission Control on your Mac, https://support.apple.com/guide/mac-help"
  static let macInputSources =
    "macOS User Guide, Use input sources to type in other languages, "
    + "https://support.apple.com/guide/mac-help"
  static let hig =
    "Human Interface Guidelines, Keyboards: Standard keyboard shortcuts, "
    + "https://developer.apple.com/design/human-interface-guidelines/keyboards"
  static let iPadGuide =
    "iPad User Guide, Use keyboard shortcuts with iPad, https://support.apple.com/guide/ipad"

  /// Every reserved shortcut.
  static let all: [ReservedShortcut] = [
    // Both platforms.
    .init(
      shortcut: "cmd+space", platforms: [.iPadOS, .macCatalyst], purpose: "Spotlight search",
      source: hig),
    .init(
      shortcut: "cmd+tab", platforms: [.iPadOS, .macCatalyst], purpose: "the app switcher",
      source: macSupport),
    .init(
      shortcut: "shift+cmd+tab", platforms: [.iPadOS, .macCatalyst],
      purpose: "the app switcher, backwards", source: macSupport),
    .init(
      shortcut: "shift+cmd+3", platforms: [.iPadOS, .macCatalyst], purpose: "taking a screenshot",
      source: macScreenshots),
    .init(
      shortcut: "shift+cmd+4", platforms: [.iPadOS, .macCatalyst],
      purpose: "taking a screenshot of part of the screen", source: macScreenshots),
    .init(
      shortcut: "opt+cmd+d", platforms: [.iPadOS, .macCatalyst],
      purpose: "showing and hiding the Dock", source: macSupport),
    .init(
      shortcut: "ctrl+cmd+space", platforms: [.iPadOS, .macCatalyst],
      purpose: "the emoji and symbols viewer", source: hig, isKeyEquivalent: true),
    .init(
      shortcut: "ctrl+space", platforms: [.iPadOS, .macCatalyst],
      purpose: "switching to the previous input source", source: macInputSources),
    // iPadOS.
    .init(
      shortcut: "cmd+h", platforms: [.iPadOS], purpose: "going to the Home Screen",
      source: iPadGuide, isKeyEquivalent: true),
    // macOS.
    .init(
      shortcut: "shift+cmd+5", platforms: [.macCatalyst], purpose: "the Screenshot app",
      source: macScreenshots),
    .init(
      shortcut: "ctrl+shift+cmd+3", platforms: [.macCatalyst],
      purpose: "copying a screenshot to the clipboard", source: macScreenshots),
    .init(
      shortcut: "ctrl+shift+cmd+4", platforms: [.macCatalyst],
      purpose: "copying part of the screen to the clipboard", source: macScreenshots),
    .init(
      shortcut: "opt+cmd+space", platforms: [.macCatalyst], purpose: "a Finder search window",
      source: macSupport),
    .init(
      shortcut: "opt+cmd+escape", platforms: [.macCatalyst], purpose: "Force Quit",
      source: macSupport, isKeyEquivalent: true),
    .init(
      shortcut: "ctrl+cmd+q", platforms: [.macCatalyst], purpose: "locking the screen",
      source: macSupport, isKeyEquivalent: true),
    .init(
      shortcut: "shift+cmd+q", platforms: [.macCatalyst], purpose: "logging out",
      source: macSupport, isKeyEquivalent: true),
    .init(
      shortcut: "opt+shift+cmd+q", platforms: [.macCatalyst],
      purpose: "logging out without confirming", source: macSupport, isKeyEquivalent: true),
    .init(
      shortcut: "cmd+`", platforms: [.macCatalyst], purpose: "switching between the app's windows",
      source: hig, isKeyEquivalent: true),
    .init(
      shortcut: "shift+cmd+`", platforms: [.macCatalyst],
      purpose: "switching between the app's windows, backwards", source: hig,
      isKeyEquivalent: true),
    .init(
      shortcut: "cmd+f5", platforms: [.macCatalyst], purpose: "turning VoiceOver on or off",
      source: macSupport),
    .init(
      shortcut: "opt+cmd+f5", platforms: [.macCatalyst],
      purpose: "the Accessibility Shortcuts panel", source: macSupport),
    .init(
      shortcut: "ctrl+up", platforms: [.macCatalyst], purpose: "Mission Control",
      source: macMissionControl),
    .init(
      shortcut: "ctrl+down", platforms: [.macCatalyst], purpose: "App Exposé",
      source: macMissionControl),
    .init(
      shortcut: "ctrl+left", platforms: [.macCatalyst], purpose: "moving to the space on the left",
      source: macMissionControl),
    .init(
      shortcut: "ctrl+right", platforms: [.macCatalyst],
      purpose: "moving to the space on the right", source: macMissionControl),
    .init(
      shortcut: "ctrl+opt+space", platforms: [.macCatalyst],
      purpose: "switching to the next input source", source: macInputSources),
  ]

  /// Each entry with its shortcut parsed once.
  static let parsed: [(entry: ReservedShortcut, combination: KeyCombination)] = all.compactMap {
    entry in
    (try? KeyCombination(parsing: entry.shortcut)).map { (entry, $0) }
  }

  /// The physical keystrokes a platform reserves on a built-in layout, with their entries.
  ///
  /// Hot keys are the same key positions on every layout; key equivalents are localized for
  /// the layout. Both are worked out for every built-in layout at once, on first use, a few
  /// table look-ups each.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - layout: The keyboard layout.
  /// - Returns: What reserves each keystroke, by ``PhysicalKeystroke/packed``.
  static func keystrokes(for platform: Platform, on layout: KeyboardLayout) -> Keystrokes {
    (platform == .iPadOS ? iPadOS : macCatalyst).byLayout[layout.storage.position]
  }

  /// The modifiers of every keystroke a platform reserves on some layout, as bits
  /// `1 << (packed & 63)` (see ``PhysicalKeystroke/packed``): a command pressed with none of
  /// them is reserved nowhere.
  static func modifierPatterns(for platform: Platform) -> UInt64 {
    (platform == .iPadOS ? iPadOS : macCatalyst).modifierPatterns
  }

  /// The reserved keystrokes of one platform and layout.
  struct Keystrokes: Sendable {
    /// Each reserved keystroke once (``PhysicalKeystroke/packed``).
    private var keystrokes: [Int] = []
    /// What reserves each, as an index in ``ReservedShortcut/parsed``.
    private var entries: [Int] = []
    /// 256 bits, one per keystroke hash (see ``slot(_:)``), so that most keystrokes are
    /// turned away without a search.
    private var filter = [UInt64](repeating: 0, count: 4)

    /// The bit of a keystroke in ``filter``: its word and its bit in the word.
    private static func slot(_ packed: Int) -> (word: Int, bit: UInt64) {
      let hash = (UInt32(truncatingIfNeeded: packed) &* 0x9E37_79B1) >> 24
      return (Int(hash >> 6), 1 << UInt64(hash & 63))
    }

    /// How many keystrokes are reserved.
    fileprivate var count: Int { keystrokes.count }

    /// Makes room for keystrokes without copying the storage again.
    fileprivate mutating func reserveCapacity(_ count: Int) {
      keystrokes.reserveCapacity(count)
      entries.reserveCapacity(count)
    }

    /// Records what reserves a packed keystroke (-1: none), replacing an earlier entry.
    fileprivate mutating func insert(_ packed: Int, entry: Int) {
      guard packed >= 0 else { return }
      if let index = keystrokes.firstIndex(of: packed) {
        entries[index] = entry
      } else {
        keystrokes.append(packed)
        entries.append(entry)
        let (word, bit) = Self.slot(packed)
        filter[word] |= bit
      }
    }

    /// The reserved shortcut pressed as a packed keystroke, if any.
    subscript(packed: Int) -> ReservedShortcut? {
      guard packed >= 0, filter[Self.slot(packed).word] & Self.slot(packed).bit != 0,
        let index = keystrokes.firstIndex(of: packed)
      else { return nil }
      return ReservedShortcut.parsed[entries[index]].entry
    }
  }

  /// What one platform reserves, on each built-in layout.
  private struct Reservations: Sendable {
    /// By layout position in ``KeyboardLayout/all``.
    let byLayout: [Keystrokes]
    /// See ``ReservedShortcut/modifierPatterns(for:)``.
    let modifierPatterns: UInt64

    init(_ platform: Platform) {
      // Hot keys first, then key equivalents: a later entry wins over an earlier one pressed
      // alike, and a key equivalent over a hot key.
      let us = ShortcutLocalizer(layout: .us)
      var hotKeys = Keystrokes()
      var keyEquivalents: [(entry: Int, prepared: PreparedShortcut)] = []
      var patterns: UInt64 = 0
      for (index, (entry, combination)) in parsed.enumerated()
      where entry.platforms.contains(platform) {
        if entry.isKeyEquivalent {
          keyEquivalents.append(
            (index, PreparedShortcut(combination, localizes: true, mirrors: true)))
          // Pressed on any layout with its modifiers as written, Shift added or not (see
          // `ShortcutLocalizer.outcome(of:)`).
          for modifiers in [
            combination.writtenModifiers, combination.writtenModifiers.union(.shift),
          ] {
            patterns |= 1 << UInt64(PhysicalKeystroke.packed(key: 0, modifiers: modifiers) & 63)
          }
        } else if let keystroke = us.keystroke(of: combination) {
          hotKeys.insert(keystroke.packed, entry: index)
          patterns |= 1 << UInt64(keystroke.packed & 63)
        }
      }
      modifierPatterns = patterns
      let combinations = keyEquivalents.map { parsed[$0.entry].combination }
      byLayout = KeyboardLayout.all.map { layout in
        let localizer = ShortcutLocalizer(layout: layout)
        var keystrokes = hotKeys
        keystrokes.reserveCapacity(hotKeys.count + keyEquivalents.count)
        for (index, (entry, prepared)) in keyEquivalents.enumerated() {
          let outcome = localizer.outcome(of: prepared, combinations[index])
          keystrokes.insert(Int(outcome.packedKeystroke), entry: entry)
        }
        return keystrokes
      }
    }
  }

  private static let iPadOS = Reservations(.iPadOS)
  private static let macCatalyst = Reservations(.macCatalyst)
}
