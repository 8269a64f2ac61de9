import Testing

@testable import MenuModel

/// The positional fallback measured against Apple: for each layout with both key data and a
/// measured macOS table, derive the table from the key data alone and compare.
@Suite struct DerivedShortcutTableTests {
  struct Agreement {
    var layout: String
    var agreeing = 0
    var remapped = 0
    var falseChanges = 0
  }

  static func agreement(for layout: KeyboardLayout) -> Agreement? {
    guard let table = layout.shortcutOverrides, layout.keyDataSource == nil else { return nil }
    let derived = DerivedShortcutTable(layout: layout)
    var result = Agreement(layout: layout.id)
    for character in DerivedShortcutTable.usCharacters {
      let got = derived[character].map { String($0.display) }
      if let measured = table[String(character)] {
        result.remapped += 1
        if got == measured { result.agreeing += 1 }
      } else if got != String(character) {
        result.falseChanges += 1
      }
    }
    return result
  }

  @Test func leaveOneOutAgreementWithApplesTables() {
    let results = KeyboardLayout.all.compactMap(Self.agreement)
    #expect(results.count == 26)
    // Norwegian Extended's measurement lists only ^ and ~, unlike every other Nordic table
    // (see Docs/Localization.md); it is reported but kept out of the total.
    let counted = results.filter { $0.layout != "NorwegianExtended" }
    let agreeing = counted.map(\.agreeing).reduce(0, +)
    let remapped = counted.map(\.remapped).reduce(0, +)
    let falseChanges = counted.map(\.falseChanges).reduce(0, +)
    var report =
      "positional fallback vs Apple's measured tables (layout: agreeing/remapped, false changes)\n"
    for result in results {
      report +=
        "  \(result.layout): \(result.agreeing)/\(result.remapped), \(result.falseChanges)\n"
    }
    report +=
      "  total without NorwegianExtended: \(agreeing)/\(remapped), \(falseChanges) false changes"
    print(report)
    #expect(agreeing * 1000 >= remapped * 930, "\(report)")
    #expect(falseChanges <= 2, "\(report)")
  }

  @Test func germanFollowsTheConventionAroundL() throws {
    let german = try #require(KeyboardLayout.named("German"))
    let derived = DerivedShortcutTable(layout: german)
    #expect(derived["["]?.display == "ö")
    #expect(derived["]"]?.display == "ä")
    #expect(derived[";"]?.display == "ü")
    #expect(derived["/"]?.display == "ß")
    #expect(derived["="]?.display == "*")
    #expect(derived["`"]?.key == .intlBackslash)
    #expect(derived["-"]?.display == "-")
  }
}
