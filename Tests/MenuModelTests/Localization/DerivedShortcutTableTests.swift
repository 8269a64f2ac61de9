import Testing

@testable import MenuModel

/// The derived fallback measured against Apple: for each layout with both key data and a
/// measured macOS table, the derived table (computed from the key data alone by
/// `Scripts/generate-layouts`) is compared with the measurement, cell by cell.
@Suite struct DerivedShortcutTableTests {
  struct Agreement {
    var layout: String
    var agreeing = 0
    var remapped = 0
    var falseChanges = 0
  }

  static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

  static func agreement(for layout: KeyboardLayout) -> Agreement? {
    guard let table = layout.shortcutOverrides, layout.keyDataSource == nil,
      layout.shortcutLayerID == nil
    else { return nil }
    let derived = layout.derivedShortcutTable
    var result = Agreement(layout: layout.id)
    for character in DerivedShortcutTable.usCharacters + letters {
      let got: String? =
        derived[character].map { String($0.display) }
        ?? (letters.contains(character) ? String(character) : nil)
      if let measured = table[String(character)] {
        result.remapped += 1
        if got == measured { result.agreeing += 1 }
      } else if got != String(character) {
        result.falseChanges += 1
      }
    }
    return result
  }

  /// The figures of Docs/Localization.md (`Scripts/generate-layouts --agreement`).
  @Test func leaveOneOutAgreementWithApplesTables() {
    let results = KeyboardLayout.all.compactMap(Self.agreement)
    #expect(results.count == 46)
    let agreeing = results.map(\.agreeing).reduce(0, +)
    let remapped = results.map(\.remapped).reduce(0, +)
    let falseChanges = results.map(\.falseChanges).reduce(0, +)
    var report =
      "derived fallback vs Apple's measured tables (layout: agreeing/remapped, false changes)\n"
    for result in results {
      report +=
        "  \(result.layout): \(result.agreeing)/\(result.remapped), \(result.falseChanges)\n"
    }
    report += "  total: \(agreeing)/\(remapped), \(falseChanges) false changes"
    #expect(agreeing == 873 && remapped == 1_009 && falseChanges == 30, "\(report)")
    let norwegianExtended = results.first { $0.layout == "NorwegianExtended" }
    #expect(norwegianExtended?.falseChanges == 20)
  }

  @Test func germanFollowsTheConventionAroundL() throws {
    let derived = try #require(KeyboardLayout.named("German")).derivedShortcutTable
    #expect(derived["["]?.display == "ö")
    #expect(derived["]"]?.display == "ä")
    #expect(derived[";"]?.display == "ü")
    #expect(derived["/"]?.display == "ß")
    #expect(derived["="]?.display == "*")
    #expect(derived["`"]?.key == .intlBackslash)
    #expect(derived["-"]?.display == "-")
    #expect(derived["w"] == nil)
  }

  @Test func croatianKeepsPositionsAndLettersALayoutLacksMoveToTheirKey() throws {
    let croatian = try #require(KeyboardLayout.named("Croatian")).derivedShortcutTable
    #expect(croatian["["]?.display == "š")
    #expect(croatian[";"]?.display == "č")
    let azeri = try #require(KeyboardLayout.named("Azeri")).derivedShortcutTable
    #expect(azeri["w"]?.display == "ü")
    #expect(azeri["W"]?.level == .shift)
  }

  @Test func everyLayoutWithItsOwnShortcutKeysHasADerivedTable() {
    for layout in KeyboardLayout.all {
      let table = layout.derivedShortcutTable
      #expect((table["1"] != nil) == (layout.shortcutLayerID == nil), "\(layout.id)")
    }
  }
}

/// The shortcut objects of `menulint localize --format json`.
@Suite struct LocalizationJSONTests {
  @Test func inputIsTheCharacterOrTheKeyName() throws {
    func input(_ text: String) throws -> String? {
      guard case .object(let fields) = ShortcutLocalization.json(try KeyCombination(parsing: text)),
        case .string(let input) = fields.first(where: { $0.0 == "input" })?.1
      else { return nil }
      return input
    }
    #expect(try input("cmd+plus") == "+")
    #expect(try input("cmd+[") == "[")
    #expect(try input("cmd+up") == "up")
    #expect(try input("shift+cmd+W") == "w")
  }
}
