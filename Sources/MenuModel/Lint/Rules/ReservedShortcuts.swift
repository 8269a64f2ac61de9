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
  static let uiKitEmoji =
    "UIKit appends ⌃⌘Space (_handleLegacyEmojiKeyboardShortcut:) to Edit on iPadOS; "
    + "../shared/reference/apple-semantics.md §1.2"

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

  /// The physical keystrokes a platform reserves on a layout, with their entries.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - layout: The keyboard layout.
  /// - Returns: What reserves each keystroke, by ``PhysicalKeystroke/packed``.
  static func keystrokes(
    for platform: Platform, on layout: KeyboardLayout
  ) -> Keystrokes {
    if let index = layoutIndex[layout.id] {
      return (platform == .iPadOS ? iPadOSKeystrokes : macCatalystKeystrokes)[index]
    }
    return computeKeystrokes(for: platform, on: layout)
  }

  /// Key equivalents follow the layout; other reserved shortcuts are key positions, the same
  /// on every layout, and are computed once.
  private static func computeKeystrokes(
    for platform: Platform, on layout: KeyboardLayout
  ) -> Keystrokes {
    let local = ShortcutLocalizer(layout: layout)
    var result = platform == .iPadOS ? iPadOSPositions : macCatalystPositions
    for (entry, combination) in parsed
    where entry.isKeyEquivalent && entry.platforms.contains(platform) {
      if let keystroke = local.localize(combination).keystroke { result[keystroke.packed] = entry }
    }
    return Keystrokes(result)
  }

  /// The reserved shortcuts of one platform and layout by packed keystroke, with a bit per
  /// keystroke so that the common answer, "not reserved", needs no hashing.
  struct Keystrokes: Sendable {
    private var bits = [UInt64](repeating: 0, count: PhysicalKeystroke.packedLimit / 64)
    private let entries: [Int: ReservedShortcut]

    init(_ entries: [Int: ReservedShortcut]) {
      self.entries = entries
      for packed in entries.keys where packed >= 0 && packed < PhysicalKeystroke.packedLimit {
        bits[packed >> 6] |= 1 << UInt64(packed & 63)
      }
    }

    /// The reserved shortcut pressed as a packed keystroke, if any.
    subscript(packed: Int) -> ReservedShortcut? {
      guard packed >= 0, packed < PhysicalKeystroke.packedLimit,
        bits[packed >> 6] & (1 << UInt64(packed & 63)) != 0
      else { return nil }
      return entries[packed]
    }
  }

  private static func positions(for platform: Platform) -> [Int: ReservedShortcut] {
    let us = ShortcutLocalizer(layout: .us)
    var result: [Int: ReservedShortcut] = [:]
    for (entry, combination) in parsed
    where !entry.isKeyEquivalent && entry.platforms.contains(platform) {
      if let keystroke = us.keystroke(of: combination) { result[keystroke.packed] = entry }
    }
    return result
  }

  private static let iPadOSPositions = positions(for: .iPadOS)
  private static let macCatalystPositions = positions(for: .macCatalyst)

  private static let layoutIndex: [String: Int] = Dictionary(
    KeyboardLayout.all.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// Computed once per process, for every built-in layout.
  private static let iPadOSKeystrokes = KeyboardLayout.all.map {
    computeKeystrokes(for: .iPadOS, on: $0)
  }
  private static let macCatalystKeystrokes = KeyboardLayout.all.map {
    computeKeystrokes(for: .macCatalyst, on: $0)
  }
}
