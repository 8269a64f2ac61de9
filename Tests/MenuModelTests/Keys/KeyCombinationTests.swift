import Testing

@testable import MenuModel

@Suite struct KeyCombinationTests {
  @Test(arguments: [
    ("cmd+shift+z", "⇧⌘Z", "Shift+Cmd+Z", "shift+cmd+z"),
    ("command+Shift+Z", "⇧⌘Z", "Shift+Cmd+Z", "shift+cmd+Z"),
    ("ctrl+opt+cmd+n", "⌃⌥⌘N", "Ctrl+Option+Cmd+N", "ctrl+opt+cmd+n"),
    ("cmd+alt+control+n", "⌃⌥⌘N", "Ctrl+Option+Cmd+N", "ctrl+opt+cmd+n"),
    ("cmd+plus", "⌘+", "Cmd++", "cmd+plus"),
    ("cmd++", "⌘+", "Cmd++", "cmd+plus"),
    ("cmd+minus", "⌘-", "Cmd+-", "cmd+-"),
    ("cmd+[", "⌘[", "Cmd+[", "cmd+["),
    ("⇧⌘Z", "⇧⌘Z", "Shift+Cmd+Z", "shift+cmd+Z"),
    ("⌃⌘Space", "⌃⌘Space", "Ctrl+Cmd+Space", "ctrl+cmd+space"),
    ("⌘ + ⇧ + s", "⇧⌘S", "Shift+Cmd+S", "shift+cmd+s"),
    ("shift+cmd+S", "⇧⌘S", "Shift+Cmd+S", "shift+cmd+S"),
    ("cmd+S", "⌘S", "Cmd+S", "cmd+S"),
    ("opt+shift+cmd+v", "⌥⇧⌘V", "Option+Shift+Cmd+V", "opt+shift+cmd+v"),
    ("cmd+up", "⌘↑", "Cmd+Up", "cmd+up"),
    ("CMD+PageDown", "⌘⇟", "Cmd+PageDown", "cmd+pageDown"),
    ("cmd+esc", "⌘⎋", "Cmd+Esc", "cmd+escape"),
    ("space", "Space", "Space", "space"),
    ("cmd+f12", "⌘F12", "Cmd+F12", "cmd+f12"),
    ("capslock+⌘+k", "⇪⌘K", "CapsLock+Cmd+K", "capslock+cmd+k"),
    ("numpad+cmd+1", "⌘NumPad1", "Cmd+NumPad1", "cmd+numpad+1"),
    ("cmd+ö", "⌘Ö", "Cmd+Ö", "cmd+ö"),
    ("cmd+,", "⌘,", "Cmd+,", "cmd+,"),
    ("cmd+?", "⌘?", "Cmd+?", "cmd+?"),
    ("+", "+", "+", "plus"),
  ])
  func parsesEverySpelling(written: String, glyphs: String, text: String, canonical: String) throws
  {
    let combination = try KeyCombination(parsing: written)
    #expect(combination.glyphs == glyphs)
    #expect(combination.text == text)
    #expect(combination.canonical == canonical)
    #expect(try KeyCombination(parsing: combination.canonical) == combination)
  }

  /// UIKit matches a key command with both letters in lowercase and the modifiers as written
  /// (`Docs/KeyMatching.md`): an uppercase letter adds no Shift.
  @Test func anUppercaseLetterIsPressedWithTheModifiersAsWritten() throws {
    let duplicate = try KeyCombination(parsing: "shift+cmd+S")
    #expect(duplicate.input == .character("s"))
    #expect(duplicate.modifiers == [.shift, .command])
    #expect(duplicate.isWrittenUppercase)
    #expect(duplicate.writtenInput == "S")
    #expect(!duplicate.isCaseAmbiguous)
    #expect(duplicate.shiftedReading == nil)
    let copyPassword = try KeyCombination(parsing: "cmd+C")
    #expect(copyPassword.modifiers == .command)
    #expect(copyPassword.isCaseAmbiguous)
    #expect(copyPassword.keystroke == (try KeyCombination(parsing: "cmd+c")).keystroke)
    // AppKit's reading, which Mac Catalyst's menu items may follow.
    #expect(copyPassword.shiftedReading == (try KeyCombination(parsing: "shift+cmd+C")))
    #expect(try !KeyCombination(parsing: "cmd+c").isCaseAmbiguous)
    #expect(try !KeyCombination(parsing: "cmd+1").isCaseAmbiguous)
  }

  @Test func equalityIsUIKitEqualityAndKeystrokeIsWhatIsPressed() throws {
    let upper = try KeyCombination(parsing: "shift+cmd+S")
    let lower = try KeyCombination(parsing: "shift+cmd+s")
    let unshifted = try KeyCombination(parsing: "cmd+S")
    #expect(upper != lower)
    #expect(upper != unshifted)
    #expect(upper.keystroke == lower.keystroke)
    #expect(upper.keystroke != unshifted.keystroke)
    #expect(unshifted.keystroke == (try KeyCombination(parsing: "cmd+s")).keystroke)
    #expect(try KeyCombination(parsing: "⇧⌘S") == KeyCombination(parsing: "shift+command+S"))
    #expect(try KeyCombination(parsing: "opt+cmd+x") == KeyCombination(parsing: "cmd+alt+x"))
    #expect(Set([upper, lower, unshifted, try KeyCombination(parsing: "⇧⌘S")]).count == 3)
  }

  @Test func spaceTabAndReturnCharactersAreNamedKeys() {
    #expect(KeyInput(" ") == .named(.space))
    #expect(KeyInput("\t") == .named(.tab))
    #expect(KeyInput("\r") == .named(.return))
  }

  @Test(
    arguments: [
      ("", "shortcut is empty", nil),
      ("   ", "shortcut is empty", nil),
      ("cmd+", "expected a key after the last '+'", 3),
      ("cmd+shft+z", "unknown key or modifier 'shft'; did you mean 'shift'?", 4),
      ("cmd+shift", "shortcut 'cmd+shift' has modifiers but no key", nil),
      ("⌘⇧", "shortcut '⌘⇧' has modifiers but no key", nil),
      ("cmd+a+b", "shortcut has two keys, 'a' and 'b'", 6),
      ("cmd+cmd+s", "modifier 'cmd' is written twice", 4),
      ("⌘⌘S", "modifier '⌘' is written twice", 1),
      ("cmd+pagedwn", "unknown key or modifier 'pagedwn'; did you mean 'pageDown'?", 4),
      ("cmd+hyper", "unknown key or modifier 'hyper'", 4),
      ("cmd+\u{7}", "unknown key or modifier '\u{7}'", 4),
    ] as [(String, String, Int?)])
  func badShortcutsNameTheOffendingToken(written: String, message: String, offset: Int?) {
    #expect(throws: KeyCombinationParseError.self) { try KeyCombination(parsing: written) }
    do {
      _ = try KeyCombination(parsing: written)
    } catch {
      #expect(error.description == message)
      #expect(error.offset == offset)
    }
  }

  @Test func aKeyCharacterHoldsAtMostSixteenScalars() throws {
    let family = "👩🏽\u{200D}👩🏽\u{200D}👧🏽\u{200D}👦🏽"  // 11 scalars, one character
    #expect(try KeyCombination(parsing: "cmd+" + family).input == .character(Character(family)))
    let sixteen = "e" + String(repeating: "\u{301}", count: 15)
    #expect(try KeyCombination(parsing: "cmd+" + sixteen).input == .character(Character(sixteen)))
    #expect(throws: KeyCombinationParseError.keyTooLong(scalars: 17, offset: 4)) {
      try KeyCombination(parsing: "cmd+" + sixteen + "\u{301}")
    }
    #expect(
      KeyCombinationParseError.keyTooLong(scalars: 17, offset: 4).description
        == "a key is one character of at most 16 Unicode scalars; this one has 17")
  }

  @Test func modifiersDisplayInHIGOrder() {
    let all: ModifierFlags = [.command, .shift, .option, .control]
    #expect(all.glyphs == "⌃⌥⇧⌘")
    #expect(all.names == ["control", "option", "shift", "command"])
    #expect(ModifierFlags.command.rawValue == 1 << 20)
    #expect(ModifierFlags.option.rawValue == 1 << 19)
    #expect(ModifierFlags.named("ALT") == .option)
    #expect(ModifierFlags.named("hyper") == nil)
  }
}

@Suite struct PackedKeystrokeTests {
  @Test func namedKeyOrderIsTheDeclarationOrder() {
    for (index, key) in NamedKey.allCases.enumerated() {
      #expect(key.order == index)
    }
  }

  @Test func packedKeystrokesAreDistinctAndBounded() {
    var seen: Set<Int> = []
    let keys =
      PhysicalKey.allCases.map(PhysicalKeystroke.Key.physical)
      + NamedKey.allCases.map(PhysicalKeystroke.Key.named)
    for key in keys {
      for bits in 0..<64 {
        let modifiers = ModifierFlags(rawValue: bits << 16)
        let packed = PhysicalKeystroke(key, modifiers: modifiers).packed
        #expect(packed >= 0 && packed < PhysicalKeystroke.packedLimit)
        #expect(seen.insert(packed).inserted)
      }
    }
  }
}

extension PackedKeystrokeTests {
  @Test func packedKeystrokesUnpack() {
    let keys =
      PhysicalKey.allCases.map(PhysicalKeystroke.Key.physical)
      + NamedKey.allCases.map(PhysicalKeystroke.Key.named)
    for key in keys {
      for modifiers: ModifierFlags in [[], .command, [.shift, .option, .control, .command]] {
        let keystroke = PhysicalKeystroke(key, modifiers: modifiers)
        #expect(PhysicalKeystroke(packed: keystroke.packed) == keystroke)
      }
    }
  }
}

/// Shortcuts from UIKit's input strings and flags, including inputs no key produces.
@Suite struct UIKitInputTests {
  @Test func namedInputsBecomeKeys() {
    #expect(KeyCombination(input: "UIKeyInputLeftArrow", modifiers: .command).glyphs == "⌘←")
    #expect(KeyCombination(input: "UIKeyInputDelete", modifiers: []).input == .named(.delete))
    #expect(KeyCombination(input: "UIKeyInputF5", modifiers: []).input == .named(.f5))
    #expect(KeyCombination(input: "\r", modifiers: .command).input == .named(.return))
    #expect(KeyCombination(input: " ", modifiers: []).input == .named(.space))
  }

  @Test func oneCharacterIsItsKeyAndItsCaseAddsNoShift() {
    let duplicate = KeyCombination(input: "S", modifiers: [.shift, .command])
    #expect(duplicate.glyphs == "⇧⌘S")
    #expect(duplicate.writtenInput == "S")
    let unshifted = KeyCombination(input: "S", modifiers: .command)
    #expect(unshifted.glyphs == "⌘S")
    #expect(unshifted.keystroke == KeyCombination(input: "s", modifiers: .command).keystroke)
    #expect(unshifted.shiftedReading?.keystroke == duplicate.keystroke)
    #expect(unshifted != duplicate)
  }

  @Test func anyOtherStringIsALiteralNoKeyProduces() {
    let literal = KeyCombination(input: "tap link", modifiers: [])
    #expect(literal.input == .literal("tap link"))
    #expect(!literal.input.isKey)
    #expect(literal.writtenInput == "tap link")
    #expect(literal.glyphs == "\"tap link\"")
    #expect(ShortcutLocalizer(layout: .us).keystroke(of: literal) == nil)
    #expect(!SystemKeys.textInputTakes(literal))
    #expect(!SystemKeys.focusTakes(literal, on: .macCatalyst))
  }
}

/// Plain ASCII shortcuts are read from their bytes, and the general parser agrees.
///
/// `KeyCombination.parsedASCII` reads printable ASCII without spaces-only tokens; every other
/// spelling, and every error, takes the general path.
@Suite struct ASCIIShortcutParsingTests {
  /// Pieces that shortcuts are written with: names in several cases, keys, separators,
  /// spaces, near misses and characters outside ASCII.
  static let pieces = [
    "cmd", "CMD", "Command", "shift", "SHIFT", "ctrl", "Control", "opt", "Option", "alt", "ALT",
    "capslock", "CapsLock", "numpad", "numericPad", "a", "Z", "s", "S", "1", "[", "]", "+", "-",
    "=", ",", ".", "/", "`", "'", ";", "\\", "plus", "Minus", "space", "Space", "f1", "F12", "up",
    "pageUp", "PGDOWN", "esc", "return", "tab", "delete", "forwardDelete", "home", " ", "  ",
    "cm", "command2", "shiftt", "⌘", "⇧", "é", "\t", "\u{7F}", "+ ", " +",
  ]

  /// Spaces around a token are not part of it, and error offsets count them: the byte
  /// reader and the general parser split ASCII text alike, so this pins down how.
  @Test func spacesAroundTokensAreTrimmedAndCounted() throws {
    let plain = try KeyCombination(parsing: "cmd+shift+z")
    #expect(try KeyCombination(parsing: "  cmd +  shift + z ") == plain)
    #expect(try KeyCombination(parsing: " cmd+ plus") == KeyCombination(parsing: "cmd++"))
    do {
      _ = try KeyCombination(parsing: "cmd +  bogus ")
      Issue.record("'bogus' parsed")
    } catch {
      guard case .unknownToken(let token, let offset, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(token == "bogus" && offset == 7)
    }
  }

  @Test func theByteReaderAgreesWithTheGeneralParser() {
    var random = SplitMix(seed: 11)
    var read = 0
    for _ in 0..<20_000 {
      let count = Int(random.next() % 5) + 1
      var text = ""
      for index in 0..<count {
        if index > 0 && random.next() % 4 != 0 { text += "+" }
        text += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
      }
      let general = Result { () throws(KeyCombinationParseError) in
        try KeyCombination(parsingInGeneral: text)
      }
      let parsed = Result { () throws(KeyCombinationParseError) in
        try KeyCombination(parsing: text)
      }
      #expect(parsed == general, "\(text.debugDescription)")
      if let fast = KeyCombination.parsedASCII(text) {
        read += 1
        #expect(general == .success(fast), "\(text.debugDescription)")
      } else if case .success = general,
        text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
      {
        Issue.record("\(text.debugDescription) parses but took the general path")
      }
    }
    #expect(read > 1_000)
  }
}
