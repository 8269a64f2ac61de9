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
    #expect(localized.method == .derived)
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
          KeyCombination(KeyInput(character), modifiers: .command))
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
    #expect(checked == 1_266)
    #expect(KeyboardLayout.all.filter(\.hasMeasuredTable).count == 59)
  }

  @Test func lettersALayoutLacksAreRemappedByItsTable() throws {
    let azeri = ShortcutLocalizer(layout: try Self.layout("Azeri"))
    let close = azeri.localize(try Self.shortcut("cmd+w"))
    #expect(close.display == "⌘Ü")
    #expect(close.method == .table)
    #expect(close.keystroke == PhysicalKeystroke(.physical(.keyW), modifiers: .command))
    // ⇧⌘W is the table's "W": it keeps its Shift.
    let closeAll = azeri.localize(try Self.shortcut("shift+cmd+w"))
    #expect(closeAll.display == "⇧⌘Ü")
    #expect(azeri.localize(try Self.shortcut("cmd+W")).display == "⇧⌘Ü")
    let sami = ShortcutLocalizer(layout: try Self.layout("NorthernSami"))
    #expect(sami.localize(try Self.shortcut("cmd+w")).display == "⌘Š")
    #expect(sami.localize(try Self.shortcut("cmd+q")).display == "⌘Á")
    let turkmen = ShortcutLocalizer(layout: try Self.layout("Turkmen"))
    #expect(turkmen.localize(try Self.shortcut("cmd+c")).display == "⌘Ç")
    let turkish = ShortcutLocalizer(layout: try Self.layout("Turkish"))
    #expect(turkish.localize(try Self.shortcut("cmd+-")).display == "⌘Ş")
  }

  @Test func derivedModeIgnoresTheMeasuredTable() throws {
    let german = try Self.layout("German")
    let derived = ShortcutLocalizer(layout: german, usesMeasuredTable: false)
    let bracket = derived.localize(try Self.shortcut("cmd+["))
    #expect(bracket.method == .derived)
    #expect(bracket.display == "⌘Ö")
    // Where the fallback and the table differ, each mode shows its own (Spanish ⌘[).
    let spanish = try Self.layout("Spanish")
    #expect(ShortcutLocalizer(layout: spanish).localize(try Self.shortcut("cmd+[")).display == "⌘Ñ")
    #expect(
      ShortcutLocalizer(layout: spanish, usesMeasuredTable: false)
        .localize(try Self.shortcut("cmd+[")).method != .table)
    // A layout that borrows key data derives from the borrowed keys.
    let albanian = ShortcutLocalizer(layout: try Self.layout("Albanian"), usesMeasuredTable: false)
    #expect(albanian.localize(try Self.shortcut("cmd+[")).display == "⌘Ö")
  }

  @Test func theCommandLayerCountsAsTypeable() throws {
    // Estonian types [ only with ⌘ held (on the Ü key), and has no measured table.
    let estonian = ShortcutLocalizer(layout: try Self.layout("Estonian"))
    let localized = estonian.localize(try Self.shortcut("cmd+["))
    #expect(localized.isTypeable)
    #expect(localized.keystroke?.key == .physical(.bracketLeft))
    // Vietnamese types its digits only with ⌘ held; the 6 key's cap is a tone mark.
    let vietnamese = ShortcutLocalizer(layout: try Self.layout("Vietnamese"))
    for text in ["cmd+6", "cmd+9", "shift+cmd+6"] {
      let digit = vietnamese.localize(try Self.shortcut(text))
      #expect(digit.isTypeable, "\(text)")
    }
    #expect(vietnamese.localize(try Self.shortcut("cmd+6")).method == .unchanged)
    #expect(vietnamese.localize(try Self.shortcut("cmd+^")).display == "⌘^")
    // Czech, with a table: ⌘; is typed on the ů key while ⌘ is held.
    let czech = ShortcutLocalizer(layout: try Self.layout("Czech"))
    #expect(czech.keystroke(of: try Self.shortcut("ctrl+cmd+;"))?.key == .physical(.semicolon))
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
