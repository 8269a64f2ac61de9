import Foundation
import TestSupport
import Testing

@testable import menulint

/// `menulint localize --format json` against Apple's measured tables, and its JSON shape.
@Suite struct LocalizeTests {
  /// A definition with one ⌘ command per printable ASCII character, without system menus.
  static let definition: String = {
    let commands = (UInt8(0x21)...0x7E).map { value -> String in
      let character = Character(UnicodeScalar(value))
      let key: String
      switch character {
      case "+": key = "plus"
      case "\"": key = #"\""#
      case "\\": key = #"\\"#
      default: key = String(character)
      }
      return #"{"type": "command", "title": "C\#(value)", "action": "c\#(value):", "#
        + #""shortcut": "cmd+\#(key)"}"#
    }
    return #"{"formatVersion": 1, "platforms": ["iPadOS"], "base": "empty", "build": ["#
      + #"{"insertChild": "#
      + #"{"type": "menu", "id": "x", "title": "X", "children": ["#
      + commands.joined(separator: ",") + #"]}, "atEndOf": "root"}]}"#
  }()

  struct Output: Decodable {
    struct Layout: Decodable {
      let id: String
      let shortcuts: [Shortcut]
    }

    struct Shortcut: Decodable {
      let shortcut: Combination
      let localized: Combination?
      let method: String
    }

    struct Combination: Decodable {
      let input: String
      let modifiers: [String]
      let display: String
      let writtenInput: String?
    }

    let layouts: [Layout]
  }

  static func localize(_ layouts: String, _ extra: [String] = []) throws -> Output {
    let run = Run.memory(
      ["localize", "app.menu.json", "--layouts", layouts, "--format", "json"] + extra,
      files: ["app.menu.json": definition])
    return try JSONDecoder().decode(Output.self, from: Data(run.stdout.utf8))
  }

  /// The key equivalent as written: the letter's case as written, or, for what a table
  /// shows, an uppercase letter for a letter with Shift.
  static func written(_ combination: Output.Combination) -> String? {
    let letter = combination.input.count == 1 && combination.input.first?.isLetter == true
    if combination.modifiers == ["command"] { return combination.writtenInput ?? combination.input }
    if letter && combination.modifiers == ["shift", "command"] {
      return combination.input.uppercased()
    }
    return nil
  }

  @Test(SharedData.trait) func jsonReproducesEveryCellOfEveryMeasuredTable() throws {
    struct Tables: Decodable { let layouts: [String: [String: String?]] }
    let url = try SharedData.url("shortcut-overrides/apple-macos-measured.json")
    let tables = try JSONDecoder().decode(Tables.self, from: Data(contentsOf: url)).layouts
    #expect(tables.count == 59)
    let output = try Self.localize(tables.keys.sorted().joined(separator: ","))
    #expect(output.layouts.map(\.id) == tables.keys.sorted())
    var cells = 0
    for layout in output.layouts {
      let table = try #require(tables[layout.id])
      var seen = Set<String>()
      for entry in layout.shortcuts {
        guard let original = Self.written(entry.shortcut), original.count == 1,
          original.unicodeScalars.first.map({ (0x21...0x7E).contains($0.value) }) == true
        else { continue }
        seen.insert(original)
        switch table[original] {
        case .some(.some(let target)):
          cells += 1
          #expect(entry.method == "table", "\(layout.id) \(original)")
          #expect(
            entry.localized.flatMap(Self.written) == target,
            "\(layout.id) ⌘\(original) → \(entry.localized?.display ?? "nil"), not ⌘\(target)")
        case .some(.none):
          #expect(entry.localized == nil && entry.method == "untypeable", "\(layout.id)")
        case .none:
          #expect(entry.method != "table", "\(layout.id) \(original)")
          let shown = entry.localized.flatMap(Self.written)
          #expect(shown == nil || shown == original, "\(layout.id) \(original)")
        }
      }
      // Every cell is covered (the table's W is the input "W" with ⌘, written cmd+W).
      let missing = table.keys.filter { !seen.contains($0) }
      #expect(missing.isEmpty, "\(layout.id) lacks \(missing.sorted())")
    }
    #expect(cells == 1_265)
  }

  @Test func inputIsTheCharacterItselfAndDerivedIsTheMethod() throws {
    let us = try Self.localize("US")
    let plus = try #require(us.layouts.first?.shortcuts.first { $0.shortcut.display == "⌘+" })
    #expect(plus.shortcut.input == "+")
    let german = try Self.localize("German", ["--derived"])
    let bracket = try #require(
      german.layouts.first?.shortcuts.first { $0.shortcut.input == "[" })
    #expect(bracket.method == "derived")
    #expect(bracket.localized?.input == "ö")
    let measured = try Self.localize("German")
    #expect(measured.layouts.first?.shortcuts.first { $0.shortcut.input == "[" }?.method == "table")
  }

  @Test func layoutsSaysWhereBorrowedKeysComeFrom() {
    let run = Run.memory(["layouts"])
    let turkmen = run.stdout.split(separator: "\n").first { $0.hasPrefix("Turkmen ") }
    #expect(turkmen?.contains("measured table, keys of NorwegianExtended") == true)
  }
}
