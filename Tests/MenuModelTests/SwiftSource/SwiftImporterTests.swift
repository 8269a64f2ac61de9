import Testing

@testable import MenuModel

/// The library's Swift front end on its own.
///
/// Source bytes and the AST JSON swiftc printed (captured from Swift 6.3.1, fields the reader
/// does not use left out) → a definition with Swift locations. The CLI tests run the installed
/// swiftc.
@Suite struct SwiftImporterTests {
  static let source = #"""
    class A: UIResponder {
      override func buildMenu(with builder: UIMenuBuilder) {
        builder.insertChild(UIMenu(title: "Tools", children: [UIKeyCommand(title: "Run", action: #selector(run(_:)), input: "r", modifierFlags: .command)]), atEndOfMenu: .view)
      }
      @objc func run(_ sender: Any?) {}
    }
    """#

  static let dump = #"""
    {"_kind":"source_file","filename":"<stdin>","compiler_version":{"_kind":"compiler_version","major":"6","minor":"3","full":"Swift version 6.3.1 (swift-6.3.1-RELEASE)"},"items":[{"_kind":"class_decl","range":{"start":0,"end":293},"name":{"_kind":"decl_name","base_name":{"_kind":"base_name","name":"A"}},"inherits":[{"_kind":"inherited_entry"}],"members":[{"_kind":"func_decl","range":{"start":34,"end":255},"name":{"_kind":"decl_name","base_name":{"_kind":"base_name","name":"buildMenu"},"args":["with"]},"attrs":[{"_kind":"override_attr","range":{"start":25,"end":25}}],"thrown_type":"","params":{"_kind":"parameter_list","range":{"start":48,"end":76},"params":[{"_kind":"parameter","name":{"_kind":"decl_name","base_name":{"_kind":"base_name","name":"builder"}},"apiName":"with"}]},"body":{"_kind":"brace_stmt","range":{"start":78,"end":255},"elements":[{"_kind":"call_expr","fn":{"_kind":"unresolved_dot_expr","field":"insertChild","base":{"_kind":"unresolved_decl_ref_expr","name":"builder"}},"args":{"_kind":"argument_list","labels":"_:atEndOfMenu:","args":[{"_kind":"argument","expr":{"_kind":"call_expr","fn":{"_kind":"unresolved_decl_ref_expr","name":"UIMenu"},"args":{"_kind":"argument_list","labels":"title:children:","args":[{"_kind":"argument","label":"title","expr":{"_kind":"string_literal_expr","value":"Tools"}},{"_kind":"argument","label":"children","expr":{"_kind":"array_expr","elements":[{"_kind":"call_expr","fn":{"_kind":"unresolved_decl_ref_expr","name":"UIKeyCommand"},"args":{"_kind":"argument_list","labels":"title:action:input:modifierFlags:","args":[{"_kind":"argument","label":"title","expr":{"_kind":"string_literal_expr","value":"Run"}},{"_kind":"argument","label":"action","expr":{"_kind":"objc_selector_expr","kind":"method","decl":"**NULL**","sub_expr":{"_kind":"unresolved_decl_ref_expr","name":"run(_:)"}}},{"_kind":"argument","label":"input","expr":{"_kind":"string_literal_expr","value":"r"}},{"_kind":"argument","label":"modifierFlags","expr":{"_kind":"unresolved_member_expr","name":"command"}}]}}]}}]}}},{"_kind":"argument","label":"atEndOfMenu","expr":{"_kind":"unresolved_member_expr","name":"view"}}]}}]}},{"_kind":"func_decl","range":{"start":265,"end":291},"name":{"_kind":"decl_name","base_name":{"_kind":"base_name","name":"run"},"args":[""]},"@objc":true,"attrs":[{"_kind":"objc_attr","range":{"start":260,"end":260}}],"thrown_type":"","params":{"_kind":"parameter_list","range":{"start":273,"end":288},"params":[{"_kind":"parameter","name":{"_kind":"decl_name","base_name":{"_kind":"base_name","name":"sender"}}}]},"body":{"_kind":"brace_stmt","range":{"start":290,"end":291}}}]}]}
    """#

  func imported() throws -> SwiftImport {
    var importer = SwiftImporter()
    let dump = Array(Self.dump.utf8)
    try importer.add(
      file: "A.swift", source: Array(Self.source.utf8),
      dumps: [.iPadOS: dump, .macCatalyst: dump])
    return importer.finish()
  }

  @Test func aDumpBecomesADefinition() throws {
    let imported = try imported()
    let decoded = imported.definition()
    #expect(decoded.diagnostics.isEmpty)
    #expect(decoded.definition?.operations.count == 1)
    #expect(imported.notes.isEmpty)
    // A type whose @objc methods the menu names is a responder that performs them, so its
    // command is not reported as a dead key.
    let responders = try #require(imported.responders()?.definition)
    #expect(responders.responders.map(\.id) == ["A"])
    #expect(responders.responders.first?.actions == ["run:"])
    #expect(responders.responders.first?.keyCommands.isEmpty == true)
  }

  @Test func findingsMoveToTheSwift() throws {
    let imported = try imported()
    let menuFile = "<swift>.menu.json"
    let found = Linter().lint(Array(imported.menuJSON.utf8), file: menuFile)
    let moved = imported.relocate(found, menuFile: menuFile, respondersFile: "")
    #expect(!moved.isEmpty)
    for diagnostic in moved {
      #expect(diagnostic.location?.file == "A.swift")
    }
    // ⌘R is Mac Catalyst's… whatever the rules say, each finding about the command sits at
    // its initializer: line 3, column 59.
    let atCommand = moved.filter { $0.message.contains("'Run'") }
    #expect(atCommand.allSatisfy { $0.location?.line == 3 && $0.location?.column == 59 })
  }

  @Test func anUnknownShapeIsAnError() {
    var importer = SwiftImporter()
    let broken = Array(
      #"{"_kind":"source_file","compiler_version":{"major":"6","minor":"3"},"items":[{"_kind":"class_decl","range":{"start":0,"end":1}}]}"#
        .utf8)
    #expect(throws: SwiftDumpError.self) {
      try importer.add(file: "A.swift", source: Array("class A {}".utf8), dumps: [.iPadOS: broken])
    }
  }

  /// A dump nested deeper than the reader recurses is a clear error, not a stack overflow.
  @Test func aDeeplyNestedDumpIsAnError() {
    var importer = SwiftImporter()
    let depth = 20_000
    let dump = Array(
      (#"{"_kind":"source_file","compiler_version":{"major":"6","minor":"3"},"items":"#
        + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}").utf8)
    #expect {
      try importer.add(file: "A.swift", source: [], dumps: [.iPadOS: dump])
    } throws: { error in
      (error as? SwiftDumpError)?.message.contains("nested too deeply") == true
    }
  }

  @Test func platformSourcesBlankInactiveBranches() {
    let texts = SwiftImporter.platformSources(
      Array("#if targetEnvironment(macCatalyst)\nmac()\n#endif\n".utf8), compilerVersion: (6, 3))
    #expect(String(decoding: texts[.macCatalyst] ?? [], as: UTF8.self).contains("mac()"))
    #expect(!String(decoding: texts[.iPadOS] ?? [], as: UTF8.self).contains("mac()"))
  }

  /// The files that declare a name the menu code uses but no file read declares are found by
  /// their declarations: a type, then an extension, then a member, and never a mere use.
  @Test(arguments: [
    ("enum Tab: Int, CaseIterable {}", ["Tab": 3]),
    ("extension  Hotkey {\n}", ["Hotkey": 2]),
    ("extension Hotkey.Identifier {}", ["Hotkey": 2]),
    ("final class Tab {}\nextension Tab {}", ["Tab": 3]),
    ("static let Tab = 1", ["Tab": 1]),
    ("case Tab", ["Tab": 1]),
    ("func\tTab() {}\nstruct Hotkey {}", ["Tab": 1, "Hotkey": 3]),
    ("let x = Tab.first", [:]),
    ("enum Tabs {}", [:]),
    ("enumTab", [:]),
    ("// enum", [:]),
    ("enum", [:]),
    ("", [:]),
  ])
  func declarationsRankTheFilesToReadNext(source: String, found: [String: Int]) {
    let names: Set<String> = ["Tab", "Hotkey"]
    #expect(SwiftImporter.declarations(in: Array(source.utf8), of: names) == found)
  }

  /// Each wanted name gets its best file before any name gets a second: a name extended in
  /// many files does not crowd out the others.
  @Test func everyWantedNameGetsAFileFirst() {
    let files = [
      "extension Coordinator { func a() {} }", "extension Coordinator { func b() {} }",
      "extension Coordinator { func c() {} }", "final class Coordinator {}",
      "extension UIMenu { convenience init(inlineChildren: [UIMenuElement]) {} }",
      "let unrelated = 1",
    ].map { Array($0.utf8) }
    let chosen = SwiftImporter.filesDeclaring(["Coordinator", "UIMenu"], in: files, limit: 2)
    #expect(chosen == [3, 4])
    let more = SwiftImporter.filesDeclaring(["Coordinator", "UIMenu"], in: files, limit: 10)
    #expect(more == [3, 4, 0, 1, 2])
    #expect(SwiftImporter.filesDeclaring(["Missing"], in: files, limit: 10).isEmpty)
  }

  @Test func onlyFilesNamingAMenuAPIAreParsedFirst() {
    #expect(SwiftImporter.mentionsMenuAPIs(Array("let c = UIKeyCommand(".utf8)))
    #expect(SwiftImporter.mentionsMenuAPIs(Array("override func buildMenu(with".utf8)))
    #expect(!SwiftImporter.mentionsMenuAPIs(Array("enum Tab { case one }".utf8)))
    #expect(!SwiftImporter.mentionsMenuAPIs([]))
  }
}
