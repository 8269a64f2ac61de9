import MenuModel
import TestSupport
import Testing

@Suite struct ShortcutLocalizerTests {
  static func layout(_ name: String) throws -> KeyboardLayout {
    try #require(KeyboardLayout.named(name))
  }

  static func shortcut(_ text: String) throws -> KeyCombination {
    try KeyCombination(parsing: text)
  }

  @Test func germanCommandBracketBecomesCommandOFromTheTable() throws {
    let localized = ShortcutLocalizer(layout: try Self.layout("German")).localize(
      try Self.shortcut("cmd+["))
    #expect(localized.display == "⌘Ö")
    #expect(localized.method == .table)
    #expect(localized.keystroke == PhysicalKeystroke(.physical(.semicolon), modifiers: .command))
  }

  @Test func bracketsMirrorInARightToLeftInterface() throws {
    let rtl = ShortcutLocalizer(layout: .us, direction: .rtl)
    let back = rtl.localize(try Self.shortcut("cmd+["))
    #expect(back.display == "⌘]")
    #expect(back.mirrored)
    #expect(rtl.localize(try Self.shortcut("cmd+]")).display == "⌘[")
    #expect(rtl.localize(try Self.shortcut("cmd+left")).display == "⌘→")
    #expect(rtl.localize(try Self.shortcut("shift+cmd+{")).display == "⇧⌘}")
    // Not without ⌘, not when the command opts out of mirroring or of localization.
    #expect(!rtl.localize(try Self.shortcut("ctrl+[")).mirrored)
    #expect(rtl.localize(try Self.shortcut("cmd+["), mirrors: false).display == "⌘[")
    #expect(rtl.localize(try Self.shortcut("cmd+["), localizes: false).display == "⌘[")
    // Left to right, nothing moves.
    #expect(ShortcutLocalizer(layout: .us).localize(try Self.shortcut("cmd+[")).display == "⌘[")
  }

  @Test func mirroringComesBeforeTheTable() throws {
    let localized = ShortcutLocalizer(layout: try Self.layout("German"), direction: .rtl)
      .localize(try Self.shortcut("cmd+["))
    #expect(localized.display == "⌘Ä")
    #expect(localized.mirrored && localized.method == .table)
  }

  @Test func appWideOptOutKeepsAppShortcutsButLocalizesSystemOnes() throws {
    let german = ShortcutLocalizer(layout: try Self.layout("German"), appLocalizesShortcuts: false)
    let app = Command(title: "Back", action: "goBack:", shortcut: try Self.shortcut("cmd+["))
    let appResult = try #require(german.localize(app, isSystemCommand: false))
    #expect(appResult.method == .optedOut)
    #expect(appResult.display == "⌘[")
    #expect(!appResult.isTypeable)
    let system = Command(
      title: "Bigger", action: "increaseSize:", shortcut: try Self.shortcut("cmd+/"))
    let systemResult = try #require(german.localize(system, isSystemCommand: true))
    #expect(systemResult.display == "⌘ß")
    #expect(systemResult.method == .table)
  }

  @Test func perCommandOptOutKeepsTheShortcut() throws {
    var command = Command(
      title: "Align Right", action: "alignRight:", shortcut: try Self.shortcut("cmd+}"))
    command.allowsAutomaticLocalization = false
    let result = try #require(
      ShortcutLocalizer(layout: try Self.layout("German"), direction: .rtl).localize(
        command, isSystemCommand: false))
    #expect(result.method == .optedOut)
    #expect(!result.mirrored)
  }

  @Test func backslashOnJapaneseBecomesTypeable() throws {
    let japanese = try Self.layout("Japanese")
    let localized = ShortcutLocalizer(layout: japanese).localize(try Self.shortcut("cmd+\\"))
    #expect(localized.isTypeable)
    #expect(localized.display == "⌘¥")
    #expect(localized.method == .positional)
    #expect(localized.keystroke == PhysicalKeystroke(.physical(.intlYen), modifiers: .command))
  }

  @Test func lettersFollowTheirKeysAndNonLatinLayoutsUseQWERTY() throws {
    let z = try Self.shortcut("cmd+z")
    #expect(
      ShortcutLocalizer(layout: try Self.layout("German")).localize(z).keystroke?.key
        == .physical(.keyY))
    let russian = ShortcutLocalizer(layout: try Self.layout("Russian")).localize(
      try Self.shortcut("cmd+c"))
    #expect(russian.keystroke?.key == .physical(.keyC))
    #expect(russian.method == .unchanged)
    let hebrew = ShortcutLocalizer(layout: try Self.layout("Hebrew")).localize(
      try Self.shortcut("cmd+["))
    #expect(hebrew.display == "⌘[")
  }

  @Test func everyMeasuredTableIsReproducedExactly() throws {
    var checked = 0
    for layout in KeyboardLayout.all {
      guard let table = layout.shortcutOverrides else { continue }
      let localizer = ShortcutLocalizer(layout: layout)
      for (usCharacter, measured) in table {
        let character = try #require(usCharacter.first)
        let localized = localizer.localize(
          KeyCombination(.character(character), modifiers: .command))
        if let measured {
          #expect(
            localized.shortcut?.input == KeyInput(Character(measured.lowercased())),
            "\(layout.id) \(usCharacter)")
          #expect(localized.method == .table, "\(layout.id) \(usCharacter)")
        } else {
          #expect(localized.method == .untypeable, "\(layout.id) \(usCharacter)")
        }
        checked += 1
      }
    }
    #expect(checked > 700)
    #expect(KeyboardLayout.all.filter(\.hasMeasuredTable).count == 34)
  }

  @Test func aShortcutUniqueOnUSThatCollidesElsewhereNamesTheLayout() throws {
    let diagnostics = lint(
      #"""
      {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [
        {"type": "command", "title": "Mention", "action": "mention:", "shortcut": "cmd+@"},
        {"type": "command", "title": "Pipe", "action": "pipe:", "shortcut": "cmd+|"}], "atEndOf": "edit"}]}
      """#)
    let collision = try #require(diagnostics.first { $0.ruleID == .keystrokeCollision })
    #expect(collision.layouts == ["Spanish-ISO"])
    #expect(collision.message.contains("'Pipe'") && collision.message.contains("'Mention'"))
    #expect(collision.notes.contains { $0.message == "both are pressed as ⇧⌘2 after localization" })
  }
}
