import Testing

@testable import MenuModel

@Suite struct ReservedShortcutTests {
  /// What each platform reserves on each layout, worked out for every layout at once, is
  /// what localizing the entries gives: hot keys where they are on a US keyboard, key
  /// equivalents localized for the layout, a later entry winning over an earlier one.
  @Test func keystrokesAreTheEntriesLocalized() {
    for platform in Platform.allCases {
      let us = ShortcutLocalizer(layout: .us)
      for layout in KeyboardLayout.all {
        var expected: [Int: String] = [:]
        for (entry, combination) in ReservedShortcut.parsed
        where !entry.isKeyEquivalent && entry.platforms.contains(platform) {
          if let keystroke = us.keystroke(of: combination) {
            expected[keystroke.packed] = entry.shortcut
          }
        }
        let localizer = ShortcutLocalizer(layout: layout)
        for (entry, combination) in ReservedShortcut.parsed
        where entry.isKeyEquivalent && entry.platforms.contains(platform) {
          if let keystroke = localizer.localize(combination).keystroke {
            expected[keystroke.packed] = entry.shortcut
          }
        }
        let keystrokes = ReservedShortcut.keystrokes(for: platform, on: layout)
        var found: [Int: String] = [:]
        for packed in -1..<PhysicalKeystroke.packedLimit {
          if let entry = keystrokes[packed] { found[packed] = entry.shortcut }
        }
        #expect(found == expected, "\(platform) \(layout.id)")
        let patterns = ReservedShortcut.modifierPatterns(for: platform)
        #expect(
          expected.keys.allSatisfy { patterns & 1 << UInt64($0 & 63) != 0 },
          "\(platform) \(layout.id) modifiers")
      }
    }
  }
}
