import Foundation
import MenuModel
import Testing

@testable import menulint

/// The Swift idioms real apps write menus and key commands in (`Fixtures/SwiftShapes`, one
/// folder per idiom, each with the commands it defines in `expected.json`): the import reads
/// every command each defines, and nothing else.
@Suite(.enabled(if: swiftcIsInstalled, "swiftc is not installed")) struct SwiftShapesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/SwiftShapes")

  static let fixtures: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
    .filter {
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("\($0)/expected.json").path)
    }
    .sorted()

  /// A command as the fixture's `expected.json` or the import writes it: what identifies it,
  /// its action (or, for a SwiftUI button, its title) and its shortcut as UIKit compares it.
  struct Command: Hashable, CustomStringConvertible {
    var name: String
    var shortcut: String

    var description: String { "\(name) \(shortcut)" }
  }

  /// The shortcut text (`input modifiers`) for a key as the fixtures write it.
  static func shortcut(input: String?, modifiers: [String]) -> String {
    guard let input else { return "(none)" }
    let names = [
      "command": "cmd", "shift": "shift", "control": "ctrl", "option": "opt",
      "capsLock": "capslock", "numericPad": "numpad",
    ]
    let keys = [
      "\t": "tab", "\r": "return", " ": "space", "\u{8}": "delete", "+": "plus", "-": "minus",
    ]
    let text = (modifiers.compactMap { names[$0] } + [keys[input] ?? input]).joined(separator: "+")
    guard let combination = try? KeyCombination(parsing: text) else { return text }
    return combination.writtenInput + " " + String(combination.writtenModifiers.rawValue)
  }

  static func expected(_ fixture: String) throws -> [Command] {
    let data = try Data(contentsOf: root.appendingPathComponent("\(fixture)/expected.json"))
    let document = try JSONParser().parse(Array(data), file: "expected.json")
    return (document.root["commands"]?.elements ?? []).map { command in
      let action = command["action"]?.string
      let name =
        action ?? "SwiftUI " + (command["title"]?.string ?? command["titleSource"]?.string ?? "")
      let modifiers = command["modifiers"]?.elements.compactMap(\.string) ?? []
      return Command(
        name: name, shortcut: shortcut(input: command["input"]?.string, modifiers: modifiers))
    }
  }

  /// Every command in the written definition and responder file, alternates aside.
  static func imported(_ json: String, into commands: inout [Command]) throws {
    let document = try JSONParser().parse(Array(json.utf8), file: "imported.json")
    var pending = [document.root]
    while let value = pending.popLast() {
      if value.kind == .array { pending += value.elements.reversed() }
      guard value.kind == .object else { continue }
      guard value["type"]?.string == "command" else {
        for member in value.members where member.name != "alternates" {
          pending.append(member.value)
        }
        continue
      }
      let action = value["action"]?.string ?? ""
      let name =
        action == "swiftUIButton:"
        ? "SwiftUI " + (value["title"]?.string ?? value["titleSource"]?.string ?? "") : action
      var shortcut = "(none)"
      if let text = value["shortcut"]?.string, let combination = try? KeyCombination(parsing: text)
      {
        shortcut = combination.writtenInput + " " + String(combination.writtenModifiers.rawValue)
      } else if let input = value["input"]?.string {
        let names = value["modifiers"]?.elements.compactMap(\.string) ?? []
        shortcut = Self.shortcut(input: input, modifiers: names)
      }
      commands.append(Command(name: name, shortcut: shortcut))
    }
  }

  /// Imports a fixture's Swift files, as `menulint import` does.
  static func importFixture(_ fixture: String) throws -> SwiftImport {
    let folder = root.appendingPathComponent(fixture)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    let files = try names.map { name in
      (name: name, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
    }
    let expected = try JSONParser().parse(
      Array(try Data(contentsOf: folder.appendingPathComponent("expected.json"))), file: "expected")
    let defines = Set(expected.root["defines"]?.elements.compactMap(\.string) ?? [])
    let frontEnd = try SwiftFrontEnd.start(environment: toolchainEnvironment)
    return try frontEnd.importFiles(files, defines: defines, jobs: 2).imported
  }

  @Test(arguments: fixtures) func everyCommandOfTheIdiomIsReadAndNothingElse(_ fixture: String)
    throws
  {
    let imported = try Self.importFixture(fixture)
    var found: [Command] = []
    try Self.imported(imported.menuJSON, into: &found)
    if let responders = imported.respondersJSON { try Self.imported(responders, into: &found) }
    // An insert and a replace that write one command alike are one command of the app.
    var seen: [Command: Int] = [:]
    for command in found { seen[command, default: 0] += 1 }
    var expected: [Command: Int] = [:]
    for command in try Self.expected(fixture) { expected[command, default: 0] += 1 }
    let missing = expected.filter { (seen[$0.key] ?? 0) < $0.value }.keys.map(\.description)
      .sorted()
    let extra = seen.filter { expected[$0.key] == nil }.keys.map(\.description).sorted()
    #expect(missing.isEmpty, "\(fixture) misses \(missing)\n\(imported.notes.map(\.message))")
    #expect(extra.isEmpty, "\(fixture) reads commands it does not define: \(extra)")
  }

  /// One element that cannot be evaluated is left out alone, with a note that names it; the
  /// literal commands before and after it stay.
  @Test func anUnknownElementDoesNotDropItsNeighbours() throws {
    let imported = try Self.importFixture("UnknownElementBetweenLiterals")
    let responders = try #require(imported.respondersJSON)
    #expect(responders.contains(#""title": "Zoom In""#), "\(responders)")
    #expect(responders.contains(#""title": "Zoom Out""#), "\(responders)")
    #expect(
      imported.notes.contains { $0.message.contains("is left out of the key commands") },
      "\(imported.notes.map(\.message))")
  }

  /// Notes point at the code, never into a comment or a string: the file is full of comments
  /// and strings that repeat the names the notes are about.
  @Test func notesPointAtCodeNeverIntoComments() throws {
    let source = """
      // UIKeyCommand(title: L10n.find) in a comment, before the code
      /* addKeyCommand(UIKeyCommand(title: L10n.find, ...)) */
      class V: UIViewController {
        let label = "UIKeyCommand(title: L10n.find"
        override var keyCommands: [UIKeyCommand]? {
          [
            /* L10n.find */ UIKeyCommand(title: L10n.find, action: #selector(find), input: "f", modifierFlags: .command),
            makeUnknown(), // makeUnknown() again in a comment
          ]
        }
        @objc func find() {}
      }
      """
    let frontEnd = try SwiftFrontEnd.start(environment: toolchainEnvironment)
    let imported = try frontEnd.importFiles(
      [(name: "V.swift", bytes: Array(source.utf8))], defines: [], jobs: 1
    ).imported
    let locations = imported.notes.compactMap(\.location).map { "\($0.line):\($0.column)" }
    // `L10n.find` at line 7, column 43; `makeUnknown()` at line 8, column 7.
    #expect(locations.contains("7:43"), "\(imported.notes)")
    #expect(locations.contains("8:7"), "\(imported.notes)")
    #expect(locations.allSatisfy { $0.hasPrefix("7:") || $0.hasPrefix("8:") }, "\(locations)")
  }

  /// A note quotes the code it is about on one line: line breaks and indentation become one
  /// space, and long code keeps its start and end around an ellipsis.
  @Test func notesQuoteCodeOnOneShortLine() throws {
    let source = """
      class V: UIViewController {
        override var keyCommands: [UIKeyCommand]? {
          [
            UIKeyCommand(
              title: Strings.shared.localizedString(
                forKey: "toolbar.find.title.that.is.rather.long",
                comment: "The title of the find command in the toolbar"),
              action: #selector(find), input: "f", modifierFlags: .command)
          ]
        }
        @objc func find() {}
      }
      """
    let frontEnd = try SwiftFrontEnd.start(environment: toolchainEnvironment)
    let imported = try frontEnd.importFiles(
      [(name: "V.swift", bytes: Array(source.utf8))], defines: [], jobs: 1
    ).imported
    let note = try #require(imported.notes.first { $0.message.contains("Strings.shared") })
    #expect(!note.message.contains("\n"), "\(note.message)")
    #expect(!note.message.contains("  "), "\(note.message)")
    #expect(note.message.contains("Strings.shared.localizedString(forKey: \"toolbar"))
    #expect(note.message.contains("…"), "\(note.message)")
    #expect(note.message.contains("n the toolbar\")`"), "\(note.message)")
    #expect(note.message.count < 300, "\(note.message)")
  }

  /// A file read only for a name the menu code uses (`ShortcutKeys`) that swiftc cannot parse
  /// is passed over; the rest of the run is unchanged.
  @Test func anUnparsableFileReadForItsDeclarationsIsPassedOver() throws {
    let controller = """
      class V: UIViewController {
        override var keyCommands: [UIKeyCommand]? {
          [
            UIKeyCommand(title: "Find", action: #selector(find), input: ShortcutKeys.find, modifierFlags: .command),
            UIKeyCommand(title: "Print", action: #selector(print), input: "p", modifierFlags: .command),
          ]
        }
        @objc func find() {}
        @objc func print() {}
      }
      """
    let broken = "enum ShortcutKeys {\n  static let find = (\n"
    let frontEnd = try SwiftFrontEnd.start(environment: toolchainEnvironment)
    let imported = try frontEnd.importFiles(
      [
        (name: "V.swift", bytes: Array(controller.utf8)),
        (name: "Keys.swift", bytes: Array(broken.utf8)),
      ], defines: [], jobs: 1
    ).imported
    let responders = try #require(imported.respondersJSON)
    #expect(responders.contains(#""title": "Print""#), "\(responders)")
    #expect(imported.notes.contains { $0.message.contains("ShortcutKeys.find") })
    #expect(imported.notes.allSatisfy { $0.location?.file != "Keys.swift" })
  }

  /// `UIMainMenuSystem.shared.setBuildConfiguration(_:buildHandler:)`: the configuration's
  /// preferences become the definition's `mainMenuConfiguration`, and the handler's operations
  /// its build.
  @Test func theBuildConfigurationBecomesTheMainMenuConfiguration() throws {
    let source = """
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          var configuration = UIMainMenuSystem.Configuration()
          configuration.newScenePreference = .removed
          configuration.documentPreference = .included
          configuration.findingConfiguration.style = .search
          UIMainMenuSystem.shared.setBuildConfiguration(configuration) { builder in
            builder.insertElements(
              [UIKeyCommand(title: "Go", action: #selector(go), input: "g", modifierFlags: .command)],
              atEndOfMenu: .file)
          }
          return true
        }
        @objc func go() {}
      }
      """
    let frontEnd = try SwiftFrontEnd.start(environment: toolchainEnvironment)
    let imported = try frontEnd.importFiles(
      [(name: "App.swift", bytes: Array(source.utf8))], defines: [], jobs: 1
    ).imported
    let document = try JSONParser().parse(Array(imported.menuJSON.utf8), file: "menu.json")
    let configuration = try #require(document.root["mainMenuConfiguration"])
    #expect(configuration["newScene"]?.string == "removed")
    #expect(configuration["document"]?.string == "included")
    #expect(configuration["findingStyle"]?.string == "search")
    #expect(imported.menuJSON.contains(#""title": "Go""#), "\(imported.menuJSON)")
  }

  /// A helper object's `update()` that inserts a menu when `builder.menu(for:)` is `nil` and
  /// replaces it otherwise, run twice: an insert, then a replace — never two inserts, which
  /// UIKit would refuse and lint would report.
  @Test func insertOrReplaceRunTwiceInsertsOnceThenReplaces() throws {
    let imported = try Self.importFixture("BuildMenuHelperObject")
    let json = imported.menuJSON
    #expect(json.components(separatedBy: #""insertChild""#).count - 1 == 1, "\(json)")
    #expect(json.components(separatedBy: #""insertSibling""#).count - 1 == 1, "\(json)")
    #expect(json.components(separatedBy: #""replace""#).count - 1 == 2, "\(json)")
  }

  /// `static var haFile: Self { .init(rawValue: "ha.file") }` in an extension of
  /// `UIMenu.Identifier` is the identifier `ha.file`, and on iPadOS the idiom is `.pad`.
  @Test func staticIdentifiersMadeWithImplicitInitAreRead() throws {
    let source = """
      private extension UIMenu.Identifier {
        static var haFile: Self { .init(rawValue: "ha.file") }
      }
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        override func buildMenu(with builder: UIMenuBuilder) {
          guard UIDevice.current.userInterfaceIdiom == .pad || UIDevice.current.userInterfaceIdiom == .mac else { return }
          builder.insertChild(UIMenu(title: "", identifier: .haFile, children: [
            UIKeyCommand(title: "Update", action: #selector(update), input: "u", modifierFlags: .command)
          ]), atStartOfMenu: .file)
        }
        @objc func update() {}
      }
      """
    let frontEnd = try SwiftFrontEnd.start(environment: toolchainEnvironment)
    let imported = try frontEnd.importFiles(
      [(name: "App.swift", bytes: Array(source.utf8))], defines: [], jobs: 1
    ).imported
    #expect(imported.menuJSON.contains(#""id": "ha.file""#), "\(imported.menuJSON)")
    // iPadOS decides the idiom; Mac Catalyst's depends on the app's "Optimize for Mac".
    #expect(
      imported.notes.allSatisfy { !$0.message.contains("haFile") }, "\(imported.notes)")
    #expect(imported.notes.count == 2, "\(imported.notes.map(\.message))")
  }

  /// `UIKeyCommand(input: "", modifierFlags: .alphaShift, …)` watches Caps Lock alone: valid
  /// UIKit that the definition format cannot write, so it is left out with a note, not made an
  /// invalid definition.
  @Test func aModifierOnlyKeyCommandIsLeftOutWithANote() throws {
    let source = """
      class V: UIViewController {
        override var keyCommands: [UIKeyCommand]? {
          [
            UIKeyCommand(input: "", modifierFlags: .alphaShift, action: #selector(escape)),
            UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(clear)),
          ]
        }
        @objc func escape() {}
        @objc func clear() {}
      }
      """
    let frontEnd = try SwiftFrontEnd.start(environment: toolchainEnvironment)
    let imported = try frontEnd.importFiles(
      [(name: "V.swift", bytes: Array(source.utf8))], defines: [], jobs: 1
    ).imported
    let responders = try #require(imported.respondersJSON)
    #expect(responders.contains(#""shortcut": "cmd+k""#), "\(responders)")
    #expect(!responders.contains(#""input": """#), "\(responders)")
    #expect(
      imported.notes.contains { $0.message.contains("empty input") && $0.location?.line == 4 },
      "\(imported.notes)")
  }
}
