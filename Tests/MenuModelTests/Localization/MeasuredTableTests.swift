import Foundation
import TestSupport
import Testing

@testable import MenuModel

/// Apple's measured tables, cell by cell, against the shared data: localization reproduces
/// every one of them.
@Suite(SharedData.trait) struct MeasuredTableTests {
  struct Tables: Decodable {
    let layouts: [String: [String: String?]]
  }

  static func tables() throws -> [String: [String: String?]] {
    let url = try SharedData.url("shortcut-overrides/apple-macos-measured.json")
    return try JSONDecoder().decode(Tables.self, from: Data(contentsOf: url)).layouts
  }

  @Test func localizationReproducesEveryCellOfAll59Tables() throws {
    let tables = try Self.tables()
    #expect(tables.count == 59)
    var remapped = 0
    for (id, table) in tables.sorted(by: { $0.key < $1.key }) {
      let layout = try #require(KeyboardLayout.named(id), "no layout \(id)")
      #expect(layout.hasMeasuredTable, "\(id)")
      let localizer = ShortcutLocalizer(layout: layout)
      for value in UInt8(0x21)...0x7E {
        let character = Character(UnicodeScalar(value))
        let localized = localizer.localize(
          KeyCombination(KeyInput(character), modifiers: .command))
        let written = localized.shortcut?.writtenInput
        switch table[String(character)] {
        case .some(.some(let target)):
          remapped += 1
          #expect(written == target, "\(id) ⌘\(character): \(written ?? "nil") ≠ \(target)")
          #expect(localized.method == .table, "\(id) ⌘\(character)")
          #expect(localized.isTypeable, "\(id) ⌘\(character)")
        case .some(.none):
          #expect(
            localized.shortcut == nil && localized.method == .untypeable, "\(id) \(character)")
        case .none:
          #expect(localized.method != .table, "\(id) ⌘\(character)")
          #expect(written == nil || written == String(character), "\(id) ⌘\(character)")
        }
      }
    }
    #expect(remapped == 1_265)
  }

  /// Where a character a measured table leaves unmapped cannot be typed on the layout's keys.
  ///
  /// These (base, Shift or Command layer) are the cases `untypeable-shortcut` can report with
  /// full confidence; Docs/Localization.md lists them.
  @Test func unmappedUntypeableCharactersOnMeasuredLayouts() throws {
    var found: [String: String] = [:]
    for layout in KeyboardLayout.all
    where layout.hasMeasuredTable && layout.keyDataSource == nil && layout.shortcutLayerID == nil {
      let localizer = ShortcutLocalizer(layout: layout)
      var characters = ""
      for value in UInt8(0x21)...0x7E {
        let character = Character(UnicodeScalar(value))
        let localized = localizer.localize(
          KeyCombination(KeyInput(character), modifiers: .command))
        if !localized.isTypeable { characters.append(character) }
      }
      if !characters.isEmpty { found[layout.id] = characters }
    }
    #expect(
      found == [
        "NorthernSami": "Yy", "NorwegianExtended": "/;=[\\]`{|}", "Spanish-ISO": "=}",
      ])
  }
}

/// Findings about Apple's own shortcuts stay notes on every layout, and guesses drop a level.
@Suite struct LayoutConfidenceTests {
  static func lint(
    _ shortcuts: [String], layouts: [KeyboardLayout] = KeyboardLayout.all
  ) -> [Diagnostic] {
    let commands = shortcuts.enumerated().map { index, shortcut in
      #"{"type": "command", "title": "C\#(index)", "action": "c\#(index):", "#
        + #""shortcut": "\#(shortcut)"}"#
    }
    let text =
      #"{"formatVersion": 1, "platforms": ["iPadOS", "macCatalyst"], "base": "empty", "#
      + #""build": [{"insertChild": {"type": "menu", "id": "x", "title": "X", "children": ["#
      + commands.joined(separator: ",") + #"]}, "atEndOf": "root"}]}"#
    return Linter(options: LintOptions(layouts: layouts, maximumDiagnosticsPerRule: 0))
      .lint(Array(text.utf8), file: "f.json")
  }

  static func layout(_ id: String) throws -> KeyboardLayout {
    try #require(KeyboardLayout.named(id))
  }

  @Test func applesOwnShortcutsAreAtMostNotesOnEveryLayout() {
    let apples = [
      "cmd+w", "shift+cmd+w", "cmd+y", "cmd+[", "cmd+]", "cmd+-", "cmd+,", "cmd+=", "cmd+/",
      "cmd+plus", "cmd+{", "cmd+}", "cmd+;", "cmd+:", "cmd+?", "cmd+`", "cmd+|", "cmd+q",
      "cmd+x", "cmd+z", "shift+cmd+z", "shift+cmd+\\\\",
    ]
    let findings = Self.lint(apples).filter { $0.ruleID == .untypeableShortcut }
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect(finding.severity == .note, "\(finding.message) \(finding.layouts)")
    }
  }

  @Test func untypeableOnAMeasuredLayoutIsAWarning() throws {
    // Northern Sami has no Y key and its table leaves ⌘Y as it is; ⌃⌘Y is not Apple's.
    let findings = Self.lint(["ctrl+cmd+y"]).filter { $0.ruleID == .untypeableShortcut }
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.severity == .warning)
    #expect(finding.layouts == ["NorthernSami"])
    #expect(!finding.notes.contains { $0.message.hasPrefix("derived") })
  }

  @Test func untypeableOnlyWhereDerivedIsANoteSayingDerived() throws {
    // € needs Option on US, which has no measured table: a guess. British has a table.
    let derived = Self.lint(["ctrl+cmd+€"], layouts: [try Self.layout("US")])
    let note = try #require(derived.first { $0.ruleID == .untypeableShortcut })
    #expect(note.severity == .note)
    #expect(note.notes.contains { $0.message.hasPrefix("derived") })
    let measured = Self.lint(["ctrl+cmd+€"], layouts: [try Self.layout("British")])
    let warning = try #require(measured.first { $0.ruleID == .untypeableShortcut })
    #expect(warning.severity == .warning)
  }

  @Test func borrowedKeyDataAndPartialTablesAreNotEvidence() throws {
    // Albanian borrows German's keys, where [ needs Option: the position is unknown, not
    // untypeable. Norwegian Extended's table is partial: a guess, so a note.
    let albanian = Self.lint(["ctrl+cmd+["], layouts: [try Self.layout("Albanian")])
    #expect(!albanian.contains { $0.ruleID == .untypeableShortcut })
    let norwegian = Self.lint(["ctrl+cmd+["], layouts: [try Self.layout("NorwegianExtended")])
    let finding = try #require(norwegian.first { $0.ruleID == .untypeableShortcut })
    #expect(finding.severity == .note)
    #expect(finding.notes.contains { $0.message.hasPrefix("derived") })
  }

  @Test func collisionsOnlyWhereDerivedDropASeverity() throws {
    // Japanese has no measured table; the fallback puts ⌘\ on the ¥ key, where ⌘¥ is.
    let diagnostics = Self.lint(["cmd+\\\\", "cmd+¥"], layouts: [try Self.layout("Japanese")])
    let collision = try #require(diagnostics.first { $0.ruleID == .keystrokeCollision })
    #expect(collision.severity == .warning)
    #expect(collision.notes.contains { $0.message.hasPrefix("derived") })
    // On a layout whose measured table moves nothing onto ¥, nothing collides.
    let german = Self.lint(["cmd+\\\\", "cmd+¥"], layouts: [try Self.layout("German")])
    #expect(!german.contains { $0.ruleID == .keystrokeCollision })
  }
}
