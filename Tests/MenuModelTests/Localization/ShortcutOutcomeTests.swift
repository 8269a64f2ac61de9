import Testing

@testable import MenuModel

/// What `Scripts/generate-layouts` precomputes for the layout rules, and the table look-ups
/// that read it, must agree with the localizer that derives the same at run time.
@Suite struct ShortcutOutcomeTests {
  /// Every measured remapping: the uppercase flag and the key that types the character shown
  /// are what localizing a shortcut with that character finds.
  @Test func measuredTablesKnowWhereTheCharacterShownIsTyped() throws {
    for layout in KeyboardLayout.all {
      guard let table = layout.measuredTable else { continue }
      let localizer = ShortcutLocalizer(layout: layout)
      for byte in 0..<128 {
        switch (table.override(byte), table.entry(byte)) {
        case (.none, .none), (.untypeable, .untypeable):
          continue
        case (.replacement(let shown), .remapped(let key, let shift)):
          let combination = KeyCombination(.character(shown), modifiers: [])
          guard case .character(let typed) = combination.input else {
            Issue.record("\(layout.id) \(byte): \(shown) is not a character")
            continue
          }
          let position = localizer.position(
            of: String(typed), modifiers: combination.modifiers, displayed: true)
          #expect(key == (position?.key.ordinal ?? -1), "\(layout.id) \(byte) key")
          #expect(
            shift == (combination.isWrittenUppercase || position?.shift == true),
            "\(layout.id) \(byte) shift")
        default:
          Issue.record("\(layout.id) \(byte): the table's two readings disagree")
        }
      }
    }
  }

  /// Every derived entry: the flags say what its character shown implies.
  @Test func derivedTablesKnowWhatTheirCharactersImply() {
    for layout in KeyboardLayout.all {
      let table = layout.derivedShortcutTable
      for byte in 0..<128 {
        let character = Character(UnicodeScalar(UInt8(byte)))
        let entry = table[character]
        let placement = table.placement(byte)
        #expect((entry == nil) == (placement == nil), "\(layout.id) \(byte)")
        guard let entry, let placement else { continue }
        #expect(placement.key == entry.key.ordinal, "\(layout.id) \(byte) key")
        #expect(
          placement.shift == (entry.level == .shift || entry.display.isCasedUppercase),
          "\(layout.id) \(byte) shift")
        #expect(placement.isUnchanged == (entry.display == character), "\(layout.id) \(byte)")
      }
    }
  }

  /// Shortcuts of every printable ASCII character (letters written in both cases), a few keys
  /// without a character and a few other characters, with each combination of the modifiers
  /// localization reads.
  static let shortcuts: [KeyCombination] = {
    let modifiers: [ModifierFlags] = [
      [], [.command], [.shift], [.control], [.command, .shift], [.command, .control],
      [.control, .shift], [.command, .control, .shift], [.command, .option, .shift],
    ]
    let inputs =
      (0x21...0x7E).map { KeyInput.character(Character(UnicodeScalar(UInt8($0)))) }
      + [.named(.left), .named(.right), .named(.space), .named(.escape), .named(.f5)]
      + [.character("€"), .character("ö"), .character("É")]
    return inputs.flatMap { input in modifiers.map { KeyCombination(input, modifiers: $0) } }
  }()

  /// The characters a right-to-left interface mirrors, and two it does not.
  static let mirrored = Set<Character>(["[", "]", "{", "}", "(", ")", "<", ">", "a", "1"])

  @Test func tableLookUpsGiveWhatLocalizingGives() {
    for layout in KeyboardLayout.all {
      for direction in InterfaceDirection.allCases {
        for usesMeasuredTable in [true, false] where usesMeasuredTable || layout.hasMeasuredTable {
          let localizer = ShortcutLocalizer(
            layout: layout, direction: direction, usesMeasuredTable: usesMeasuredTable)
          for shortcut in Self.shortcuts {
            if direction == .rtl {
              guard case .character(let character) = shortcut.input,
                Self.mirrored.contains(character)
              else { continue }
            }
            for (localizes, mirrors) in [(false, false), (true, false), (true, true)] {
              let prepared = PreparedShortcut(shortcut, localizes: localizes, mirrors: mirrors)
              let expected = ShortcutOutcome(
                localizer.localize(shortcut, localizes: localizes, mirrors: mirrors), on: layout)
              #expect(
                (localizer.outcome(of: prepared) ?? localizer.fullOutcome(of: prepared, shortcut))
                  == expected,
                "\(layout.id) \(direction) \(shortcut.canonical) \(localizes) \(mirrors)")
            }
          }
        }
      }
    }
  }

  @Test func mostShortcutsNeedNoFullLocalization() throws {
    let german = try #require(KeyboardLayout.named("German"))
    let localizer = ShortcutLocalizer(layout: german)
    for text in ["cmd+[", "shift+cmd+S", "ctrl+opt+cmd+y", "cmd+up", "cmd+space"] {
      let prepared = PreparedShortcut(
        try KeyCombination(parsing: text), localizes: true, mirrors: true)
      #expect(localizer.outcome(of: prepared) != nil, "\(text)")
    }
    let euro = PreparedShortcut(
      try KeyCombination(parsing: "cmd+€"), localizes: true, mirrors: true)
    #expect(localizer.outcome(of: euro) == nil)
  }
}
