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

  /// Whether a platform reserves a shortcut as written (UIKit equality).
  ///
  /// - Parameters:
  ///   - shortcut: The shortcut.
  ///   - platform: The platform.
  /// - Returns: `true` when an entry for the platform is that shortcut.
  static func reserves(_ shortcut: KeyCombination?, on platform: Platform) -> Bool {
    guard let shortcut else { return false }
    return all.contains {
      $0.platforms.contains(platform) && (try? KeyCombination(parsing: $0.shortcut)) == shortcut
    }
  }

  /// What a platform reserves on every built-in layout.
  ///
  /// Hot keys are the same key positions on every layout; key equivalents are localized for
  /// the layout. Both are generated for every built-in layout
  /// (`ReservedShortcuts+Generated.swift`), so a look-up computes nothing.
  ///
  /// - Parameter platform: The platform.
  /// - Returns: The platform's table.
  static func table(for platform: Platform) -> Table {
    platform == .iPadOS ? iPadOSTable : macCatalystTable
  }

  /// What one platform reserves on every built-in layout, as generated.
  struct Table: Sendable {
    /// The modifiers of every keystroke the platform reserves on some layout, as bits
    /// `1 << (packed & 63)` (see ``PhysicalKeystroke/packed``): a command pressed with none
    /// of them is reserved nowhere.
    let modifierPatterns: UInt64
    /// Where each layout's keystrokes start in ``keystrokes``, by layout position in
    /// ``KeyboardLayout/all``, then where the last layout's end.
    let starts: [UInt16]
    /// Each layout's reserved keystrokes, each once (``PhysicalKeystroke/packed``).
    let keystrokes: [UInt16]
    /// What reserves each keystroke: an index in ``ReservedShortcut/all``.
    let entries: [UInt8]
    /// Each layout's keystrokes as 256 bits, one per keystroke hash (see
    /// ``Keystrokes/slot(_:)``), in four words by layout position.
    let filters: [UInt64]

    /// The keystrokes reserved on a built-in layout, with their entries.
    ///
    /// - Parameter layout: The keyboard layout.
    /// - Returns: What reserves each keystroke, by ``PhysicalKeystroke/packed``.
    func keystrokes(on layout: KeyboardLayout) -> Keystrokes {
      Keystrokes(self, layout: layout.storage.position)
    }
  }

  /// The reserved keystrokes of one platform and layout.
  struct Keystrokes: Sendable {
    private let table: Table
    private let layout: Int

    fileprivate init(_ table: Table, layout: Int) {
      self.table = table
      self.layout = layout
    }

    /// The bit of a keystroke in a layout's filter (``Table/filters``), which turns most
    /// keystrokes away without a search: its word and its bit in the word.
    static func slot(_ packed: Int) -> (word: Int, bit: UInt64) {
      let hash = (UInt32(truncatingIfNeeded: packed) &* 0x9E37_79B1) >> 24
      return (Int(hash >> 6), 1 << UInt64(hash & 63))
    }

    /// The entry that reserves a packed keystroke, if any: its index in
    /// ``ReservedShortcut/all``.
    func entry(pressedAs packed: Int) -> Int? {
      guard packed >= 0, packed < PhysicalKeystroke.packedLimit else { return nil }
      let (word, bit) = Self.slot(packed)
      guard table.filters[layout &* 4 &+ word] & bit != 0 else { return nil }
      let range = Int(table.starts[layout])..<Int(table.starts[layout &+ 1])
      guard let index = table.keystrokes[range].firstIndex(of: UInt16(packed)) else { return nil }
      return Int(table.entries[index])
    }
  }
}
