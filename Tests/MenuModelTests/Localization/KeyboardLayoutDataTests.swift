import Foundation
import TestSupport
import Testing

@testable import MenuModel

/// The built-in keyboard layouts: spot checks, the lookup tables, and (with `../shared/`) a
/// full comparison with the layout and shortcut-table JSON files the data is generated from.
@Suite struct KeyboardLayoutDataTests {
  func layout(_ id: String) throws -> KeyboardLayout {
    try #require(KeyboardLayout.all.first { $0.id == id }, "no layout \(id)")
  }

  @Test func germanSpotChecks() throws {
    let german = try layout("German")
    #expect(german.character(.semicolon, .base) == "ö")
    #expect(german.character(.keyY, .base) == "z")
    #expect(german.character(.keyZ, .base) == "y")
    #expect(german.character(.digit5, .option) == "[")
    #expect(german.character(.backquote, .base) == "^")
    #expect(german.isDeadKey(.backquote, .base))
    #expect(!german.isDeadKey(.backquote, .shift))
    #expect(german.character(.intlBackslash, .base) == "<")
    #expect(german.commandCharacter(.minus, shift: true) == "/")
    #expect(german.hasCommandLayer)
    #expect(german.hardware == .iso)
    #expect(german.keys.count == 49)
    #expect(german.direction == .ltr)
    #expect(german.shortcutLayerID == nil)
    #expect(german.keyDataSource == nil)
    #expect(german.shortcutOverrides?["["] == .some("ö"))
    #expect(german.shortcutOverrides?["/"] == .some("ß"))
    #expect(german.hasMeasuredTable)
  }

  @Test func otherSpotChecks() throws {
    let french = try layout("French")
    #expect(french.character(.digit1, .base) == "&")
    #expect(french.character(.digit1, .shift) == "1")
    #expect(french.character(.keyQ, .base) == "a")

    let us = KeyboardLayout.us
    #expect(us.id == "US")
    #expect(us.character(.bracketLeft, .base) == "[")
    #expect(us.character(.intlBackslash, .base) == nil)
    #expect(us.hardware == .ansi)
    #expect(!us.hasCommandLayer)
    #expect(us.commandCharacter(.keyA, shift: false) == nil)
    #expect(!us.hasMeasuredTable)

    let hebrew = try layout("Hebrew")
    #expect(hebrew.direction == .rtl)
    #expect(hebrew.shortcutLayerID == "US")
    #expect(hebrew.character(.keyA, .base) == "ש")
    #expect(hebrew.commandCharacter(.keyA, shift: false) == "a")
    #expect(try layout("DVORAK-QWERTYCMD").shortcutLayerID == "US")

    let japanese = try layout("Japanese")
    #expect(japanese.hardware == .jis)
    #expect(japanese.character(.intlYen, .base) == "¥")
    #expect(japanese.character(.intlRo, .base) == "_")
    #expect(japanese.character(.backquote, .base) == nil)
    #expect(!japanese.keys.contains(.backquote))

    let spanish = try layout("Spanish-ISO")
    let notFound = try #require(spanish.shortcutOverrides?["}"])
    #expect(notFound == nil, "measured, no mapping")
    #expect(spanish.shortcutOverrides?["]"] != nil)
  }

  @Test func tableOnlyLayoutsBorrowKeyData() throws {
    let sources = [
      "ABC-AZERTY": "French", "ABC-QWERTZ": "German", "Albanian": "German",
      "Brazilian-ABNT2": "Brazilian", "Brazilian-Pro": "Brazilian", "French-PC": "French",
      "German-DIN-2137": "German", "USInternational-PC": "US",
      "FinnishSami-PC": "SwedishSami-PC", "LatinAmerican": "Portuguese", "Sami-PC": "NorthernSami",
      "Turkish-Standard": "Croatian", "Turkmen": "NorwegianExtended",
    ]
    let borrowing = KeyboardLayout.all.filter { $0.keyDataSource != nil }
    #expect(
      Dictionary(uniqueKeysWithValues: borrowing.map { ($0.id, $0.keyDataSource) }) == sources)
    for (id, sourceID) in sources {
      let layout = try layout(id)
      let source = try self.layout(sourceID)
      #expect(layout.hasMeasuredTable)
      #expect(layout.hardware == source.hardware)
      #expect(layout.notes?.contains(sourceID) == true)
      for key in PhysicalKey.allCases {
        for level in KeyLevel.allCases {
          #expect(layout.character(key, level) == source.character(key, level))
        }
      }
    }
    #expect(try layout("ABC-QWERTZ").shortcutOverrides?["["] == .some("ö"))
  }

  @Test func idsAndAliases() throws {
    let all = KeyboardLayout.all
    #expect(all.count == 84)
    #expect(all.filter { $0.keyDataSource == nil }.count == 71)
    let ids = all.map(\.id)
    #expect(ids == ids.sorted())
    #expect(Set(ids.map { $0.lowercased() }).count == ids.count)
    var owners: [String: String] = [:]
    for layout in all {
      for alias in layout.aliases {
        #expect(owners[alias.lowercased()] == nil, "alias \(alias) is used twice")
        owners[alias.lowercased()] = layout.id
        let other = all.first { $0.id.lowercased() == alias.lowercased() && $0.id != layout.id }
        #expect(other == nil, "alias \(alias) of \(layout.id) is another layout's id")
      }
    }
    #expect(KeyboardLayout.named("de")?.id == "German")
    #expect(KeyboardLayout.named("fr")?.id == "French")
    #expect(KeyboardLayout.named("us")?.id == "US")
    #expect(KeyboardLayout.named("US")?.id == "US")
    #expect(KeyboardLayout.named("german")?.id == "German")
    #expect(KeyboardLayout.named("dvorak-qwertycmd")?.id == "DVORAK-QWERTYCMD")
    #expect(KeyboardLayout.named("Russian-PC")?.id == "RussianWin")
    #expect(KeyboardLayout.named("sq")?.id == "Albanian")
    #expect(KeyboardLayout.named("tk")?.id == "Turkmen")
    // Table-only layouts without a counterpart borrow the keys of the closest table.
    #expect(KeyboardLayout.named("Sami-PC")?.keyDataSource == "NorthernSami")
    #expect(KeyboardLayout.named("FinnishSami-PC")?.keyDataSource == "SwedishSami-PC")
    #expect(KeyboardLayout.named("klingon") == nil)
    #expect(KeyboardLayout.all.filter(\.hasMeasuredTable).count == 59)
  }

  /// `keystrokes(for:)` uses a hash table; compare it with grouping every cell as Swift
  /// strings (canonical equivalence) in preference order.
  @Test func reverseLookupFindsEveryPosition() {
    for layout in KeyboardLayout.all where layout.keyDataSource == nil {
      var levels: [String: [(PhysicalKey, KeyLevel)]] = [:]
      var command: [String: [(PhysicalKey, Bool)]] = [:]
      for level in KeyLevel.allCases {
        for key in PhysicalKey.allCases {
          if let text = layout.character(key, level) {
            levels[text, default: []].append((key, level))
          }
        }
      }
      for shift in [false, true] {
        for key in PhysicalKey.allCases {
          if let text = layout.commandCharacter(key, shift: shift) {
            command[text, default: []].append((key, shift))
          }
        }
      }
      for (text, expected) in levels {
        let found = layout.keystrokes(for: text)
        #expect(
          found.map(\.key) == expected.map(\.0) && found.map(\.level) == expected.map(\.1),
          "\(layout.id) \(text.unicodeScalars.map(\.value))")
        #expect(layout.firstKeystroke(for: text)?.key == expected.first?.0)
      }
      for (text, expected) in command {
        let found = layout.commandKeystrokes(for: text)
        #expect(
          found.map(\.key) == expected.map(\.0) && found.map(\.shift) == expected.map(\.1),
          "\(layout.id) command \(text.unicodeScalars.map(\.value))")
      }
      #expect(layout.keystrokes(for: "\u{1F600}").isEmpty)
      #expect(layout.keystrokes(for: "").isEmpty)
      #expect(layout.firstKeystroke(for: "xyz") == nil)
    }
  }

  @Test func reverseLookupComparesCanonically() throws {
    let french = try layout("French")
    let composed = try #require(french.firstKeystroke(for: "é"))
    #expect(composed.key == .digit2 && composed.level == .base)
    let decomposed = try #require(french.firstKeystroke(for: "e\u{301}"))
    #expect(decomposed.key == .digit2 && decomposed.level == .base)
    // Devanagari Shift+/ is U+095F, which NFC decomposes (a composition exclusion).
    let devanagari = try layout("Devanagari")
    #expect(devanagari.character(.slash, .shift)?.unicodeScalars.first == "\u{95F}")
    for text in ["\u{95F}", "\u{92F}\u{93C}"] {
      #expect(devanagari.keystrokes(for: text).contains { $0.key == .slash && $0.level == .shift })
    }
    let hebrew = try layout("Hebrew")
    #expect(hebrew.keystrokes(for: "\u{5E9}\u{5C1}").contains { $0.key == .keyA })
  }

  @Test func commandKeystrokesUseTheCommandLayer() throws {
    let hebrew = try layout("Hebrew")
    let found = hebrew.commandKeystrokes(for: "a")
    #expect(found.first?.key == .keyA && found.first?.shift == false)
    #expect(hebrew.keystrokes(for: "a").allSatisfy { $0.level.includesOption })
    #expect(KeyboardLayout.us.commandKeystrokes(for: "a").isEmpty)
  }

  @Test func physicalKeyGeometry() {
    #expect(PhysicalKey.allCases.count == 51)
    for (index, key) in PhysicalKey.allCases.enumerated() {
      #expect(key.ordinal == index)
      #expect(PhysicalKey(ordinal: index) == key)
      #expect(key.code == key.rawValue)
    }
    #expect(PhysicalKey(ordinal: 51) == nil)
    #expect(PhysicalKey.allCases == PhysicalKey.allCases.sorted())
    #expect(PhysicalKey.digit1 < .keyQ)
    #expect(PhysicalKey.keys(on: .ansi).count == 48)
    #expect(PhysicalKey.keys(on: .iso).count == 49)
    #expect(PhysicalKey.keys(on: .jis).count == 49)
    #expect(PhysicalKey.keyA.isoPosition == "C01")
    #expect(PhysicalKey.intlBackslash.isoPosition == "B00")
    #expect(PhysicalKey.space.isoPosition == "A03")
    #expect(PhysicalKey.backslash.isoPosition == "D13")
    #expect(PhysicalKey.digit1.row == 0 && PhysicalKey.keyQ.row == 1)
    #expect(PhysicalKey.keyA.row == 2 && PhysicalKey.keyZ.row == 3 && PhysicalKey.space.row == 4)
    #expect(PhysicalKey.digit1.column == 1.5)
    #expect(PhysicalKey.keyQ.column == 2.0)
    #expect(PhysicalKey.keyA.column == 2.25)
    #expect(PhysicalKey.keyZ.column == 2.75)
    #expect(PhysicalKey.backslash.column(on: .ansi) == 14.25)
    #expect(PhysicalKey.backslash.column(on: .iso) == 13.25)
    #expect(PhysicalKey.backslash.width(on: .ansi) == 1.5)
    for row in 0...3 {
      let keys = PhysicalKey.allCases.filter { $0.row == row && $0 != .backslash }
      #expect(keys.map(\.column) == keys.map(\.column).sorted(), "row \(row)")
    }
  }

  @Test func keyLevels() {
    #expect(KeyLevel(shift: true, option: true) == .shiftOption)
    #expect(KeyLevel(shift: false, option: true) == .option)
    #expect(KeyLevel.shift.includesShift && !KeyLevel.shift.includesOption)
    #expect(KeyLevel.allCases.map(\.rawValue) == [0, 1, 2, 3])
  }
}

// MARK: - Against ../shared

extension KeyboardLayoutDataTests {
  /// Compares every value with the JSON files under `../shared/` it is generated from.
  ///
  /// The files are read with `JSONDecoder`: on Linux, `JSONSerialization` drops a U+FEFF at
  /// the start of a string (Thai Shift+Option+Space is exactly that).
  @Suite(SharedData.trait) struct AgainstSharedData {
    struct Index: Decodable {
      struct Entry: Decodable { let id: String }
      let count: Int
      let layouts: [Entry]
    }

    struct Layout: Decodable {
      let id, name, locale, hardware, direction, script, shortcutLayer: String
      let aliases, levels: [String]
      let keys: [String: [String?]]
      let deadKeys: [String: [String]]
      let commandKeys: [String: [String?]]?
      let notes: String?
    }

    struct Tables: Decodable {
      let layouts: [String: [String: String?]]
    }

    struct Keycodes: Decodable {
      struct Key: Decodable { let code, iso: String }
      let keys: [Key]
    }

    func read<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
      try JSONDecoder().decode(type, from: try Data(contentsOf: try SharedData.url(path)))
    }

    /// The exact scalars, so that canonically equivalent but different text does not pass.
    func scalars(_ text: String?) -> [UInt32]? {
      text.map { $0.unicodeScalars.map(\.value) }
    }

    @Test func everyLayoutCellMatchesItsJSONFile() throws {
      let index = try read(Index.self, "layouts/index.json")
      #expect(index.count == 71 && index.layouts.count == 71)
      for entry in index.layouts {
        let id = entry.id
        let file = try read(Layout.self, "layouts/\(id).json")
        let layout = try #require(KeyboardLayout.all.first { $0.id == id }, "no layout \(id)")
        #expect(file.id == id)
        #expect(layout.name == file.name)
        #expect(layout.aliases == file.aliases)
        #expect(layout.locale == file.locale)
        #expect(layout.script == file.script)
        #expect(layout.hardware.rawValue == file.hardware)
        #expect(layout.direction.rawValue == file.direction)
        #expect((layout.shortcutLayerID ?? "self") == file.shortcutLayer)
        #expect(layout.notes == file.notes)
        #expect(layout.keyDataSource == nil)
        #expect(file.levels == ["base", "shift", "option", "shiftOption"])

        #expect(Set(file.keys.keys) == Set(layout.keys.map(\.rawValue)), "\(id) keys")
        for key in PhysicalKey.allCases {
          let values = file.keys[key.rawValue]
          for level in KeyLevel.allCases {
            let expected = scalars(values?[level.rawValue] ?? nil)
            #expect(scalars(layout.character(key, level)) == expected, "\(id) \(key) \(level)")
            let dead = file.deadKeys[key.rawValue]?.contains(file.levels[level.rawValue]) == true
            #expect(layout.isDeadKey(key, level) == dead, "\(id) \(key) \(level) dead")
          }
        }

        #expect(layout.hasCommandLayer == (file.commandKeys != nil), "\(id) command layer")
        for key in PhysicalKey.allCases {
          for shift in [false, true] {
            let expected = scalars(file.commandKeys?[key.rawValue]?[shift ? 1 : 0] ?? nil)
            let actual = scalars(layout.commandCharacter(key, shift: shift))
            #expect(actual == expected, "\(id) \(key) command shift: \(shift)")
          }
        }
      }
    }

    @Test func everyShortcutTableMatchesTheMeasurements() throws {
      let tables = try read(Tables.self, "shortcut-overrides/apple-macos-measured.json").layouts
      #expect(tables.count == 59)
      for layout in KeyboardLayout.all {
        guard let table = tables[layout.id] else {
          #expect(layout.shortcutOverrides == nil, "\(layout.id) has no measured table")
          continue
        }
        let overrides = try #require(layout.shortcutOverrides, "\(layout.id) lost its table")
        #expect(overrides.count == table.count, "\(layout.id)")
        for (from, to) in table {
          let entry = try #require(overrides[from], "\(layout.id) lacks \(from)")
          #expect(scalars(entry) == scalars(to), "\(layout.id) \(from)")
        }
      }
    }

    @Test func physicalKeysMatchKeycodes() throws {
      let keys = try read(Keycodes.self, "layouts/keycodes.json").keys
      #expect(keys.map(\.code) == PhysicalKey.allCases.map(\.rawValue))
      for (entry, key) in zip(keys, PhysicalKey.allCases) {
        #expect(entry.iso == key.isoPosition, "\(key)")
      }
    }

    @Test func generatedFileIsCurrent() throws {
      let run = try Subprocess.run(
        "python3", ["Scripts/generate-layouts", "--check", "--shared", SharedData.root.path],
        in: SharedData.repositoryRoot)
      #expect(run.status == 0, "generate-layouts --check failed:\n\(run.output)")
    }
  }
}

@Suite struct ASCIIIndexTests {
  /// The ASCII index `Scripts/generate-layouts` writes must agree with the general look-ups
  /// it replaces.
  @Test func asciiIndexAgreesWithTheGeneralLookUps() {
    for layout in KeyboardLayout.all {
      let keyData = layout.storage.keyData
      for byte in 0..<128 {
        let text = String(UnicodeScalar(UInt8(byte)))
        let levels = layout.keystrokes(for: text)
        let base = levels.first { $0.level == .base }?.key
        let shift = levels.first { $0.level == .shift }?.key
        let command = layout.commandKeystrokes(for: text)
        let commandPlain = command.first { !$0.shift }?.key
        let commandShift = command.first { $0.shift }?.key
        func key(_ slot: Int) -> PhysicalKey? { PhysicalKey(ordinal: keyData.asciiKey(slot)) }
        #expect(key(byte) == base, "\(layout.id) \(byte) base")
        #expect(key(128 + byte) == shift, "\(layout.id) \(byte) shift")
        #expect(key(256 + byte) == commandPlain, "\(layout.id) \(byte) command")
        #expect(key(384 + byte) == commandShift, "\(layout.id) \(byte) command shift")
      }
    }
  }
}
