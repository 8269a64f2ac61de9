import Testing

@testable import MenuModel

@Suite struct LayoutSweepTests {
  /// A sweep holds one key command per shortcut of a large file, and a shifted reading's flags
  /// fit the padding: 24 bytes each.
  @Test func aKeyCommandIsTwentyFourBytes() {
    #expect(MemoryLayout<LayoutSweep.KeyCommand>.stride == 24)
  }

  /// The summaries let the layout rules set aside the key commands no run concerns: they
  /// must keep every command a rule could report.
  @Test func summariesKeepWhatSomeRunConcerns() throws {
    let json = """
      {"formatVersion": 1, "platforms": ["iPadOS"], "build": [{"insertElements": [
        {"type": "command", "title": "Save Copy", "action": "saveCopy:", "shortcut": "shift+cmd+S"},
        {"type": "command", "title": "Save As", "action": "saveAs:", "shortcut": "shift+cmd+s"},
        {"type": "command", "title": "Convert", "action": "convert:", "shortcut": "cmd+€"},
        {"type": "command", "title": "Kern", "action": "kern:", "shortcut": "ctrl+opt+cmd+k"}],
       "atEndOf": "file"}]}
      """
    let decoded = MenuDefinitionDecoder.decode(
      Array(json.utf8), file: "sweep.json", maximumDepth: 512, maximumDiagnosticsPerRule: 0)
    let definition = try #require(decoded.definition)
    let system = MenuSystem.build(
      definition, for: .iPadOS, osVersion: .v18, document: decoded.document
    ).system
    let table = KeyCommandTable(system: system, responders: nil)
    let sweep = try #require(Linter().sweeps(for: [table], of: [system])?.first)
    func position(_ action: String) throws -> Int {
      try #require(
        sweep.commands.firstIndex { table.entries[$0.entry].command.action == action }, "\(action)")
    }
    func summary(_ action: String) throws -> LayoutSweep.Summary {
      sweep.summaries[sweep.commands[try position(action)].spec]
    }
    let sharing = sweep.positionsSharingKeystrokes()

    // ⇧⌘S and ⇧⌘s: two specs pressed alike on every layout.
    #expect(try summary("saveCopy:").sharesKeystroke && summary("saveAs:").sharesKeystroke)
    #expect(try sharing.contains(position("saveCopy:")) && sharing.contains(position("saveAs:")))
    // ⌘€: not typeable on every layout.
    #expect(try !summary("convert:").isAlwaysTypeable)
    // ⌃⌥⌘K: typeable everywhere, pressed like nothing else.
    #expect(try summary("kern:").isAlwaysTypeable && !summary("kern:").sharesKeystroke)
    #expect(try !sharing.contains(position("kern:")))
    // Every keystroke's modifiers are in the summary.
    for run in sweep.runs {
      for command in sweep.commands where run.results[command.spec].packedKeystroke >= 0 {
        let packed = UInt64(run.results[command.spec].packedKeystroke)
        #expect(sweep.summaries[command.spec].modifierPatterns & 1 << (packed & 63) != 0)
      }
    }
  }

  /// Key commands of one spec (a responder's key command with a menu command's shortcut) are
  /// pressed alike on every layout.
  @Test func keyCommandsOfOneSpecShareTheirKeystroke() {
    let sweep = LayoutSweep(
      commands: [
        .init(entry: 0, spec: 0, isApp: true), .init(entry: 1, spec: 1, isApp: true),
        .init(entry: 2, spec: 0, isApp: true, responder: 0),
      ],
      runs: [], summaries: [LayoutSweep.Summary(), LayoutSweep.Summary()])
    #expect(sweep.positionsSharingKeystrokes() == [0, 2])
  }

  /// The layout rules report only the app's key commands: a menu without any needs no sweep.
  @Test func menusWithoutAppKeyCommandsNeedNoSweep() {
    let system = MenuSystem.build(MenuDefinition(platforms: [.iPadOS]), for: .iPadOS).system
    let table = KeyCommandTable(system: system, responders: nil)
    #expect(!table.entries.isEmpty)
    #expect(Linter().sweeps(for: [table], of: [system]) == nil)
  }

  /// A shortcut has one spec wherever it is used.
  ///
  /// In a menu command and in a responder's key command, on every platform swept together,
  /// and also when one writes `;` or `` ` `` as the character outside ASCII that Swift calls
  /// equal to it. Shortcuts that differ in case as written, named key, character or
  /// modifiers have specs of their own.
  @Test func equalShortcutsShareOneSpec() throws {
    let menu = """
      {"formatVersion": 1, "platforms": ["iPadOS", "macCatalyst"], "build": [{"insertElements": [
        {"type": "command", "title": "Kern", "action": "kern:", "shortcut": "ctrl+cmd+k"},
        {"type": "command", "title": "Kern More", "action": "kernMore:", "shortcut": "ctrl+cmd+K"},
        {"type": "command", "title": "Up", "action": "up:", "shortcut": "ctrl+cmd+up"},
        {"type": "command", "title": "Down", "action": "down:", "shortcut": "ctrl+cmd+down"},
        {"type": "command", "title": "Accent", "action": "accent:", "shortcut": "ctrl+cmd+é"},
        {"type": "command", "title": "Umlaut", "action": "umlaut:", "shortcut": "ctrl+cmd+ö"},
        {"type": "command", "title": "Semicolon", "action": "semicolon:", "shortcut": "ctrl+cmd+;"},
        {"type": "command", "title": "Grave", "action": "grave:", "shortcut": "ctrl+cmd+`"}],
       "atEndOf": "file"}]}
      """
    let responders = """
      {"formatVersion": 1, "responders": [{"id": "app", "kind": "application"},
        {"id": "vc", "kind": "viewController", "next": "app", "keyCommands": [
          {"type": "command", "title": "Greek Question", "action": "question:",
           "shortcut": "ctrl+cmd+\u{037E}"},
          {"type": "command", "title": "Varia", "action": "varia:", "shortcut": "ctrl+cmd+\u{1FEF}"},
          {"type": "command", "title": "Kern Here", "action": "kernHere:", "shortcut": "ctrl+cmd+k"}
        ]}]}
      """
    let decoded = MenuDefinitionDecoder.decode(
      Array(menu.utf8), file: "specs.json", maximumDepth: 512, maximumDiagnosticsPerRule: 0)
    let definition = try #require(decoded.definition)
    let chain = try #require(
      ResponderDefinitionDecoder.decode(Array(responders.utf8), file: "r.json").definition)
    let systems = [Platform.iPadOS, .macCatalyst].map {
      MenuSystem.build(definition, for: $0, osVersion: .v18, document: decoded.document).system
    }
    let tables = systems.map { KeyCommandTable(system: $0, responders: chain) }
    let sweeps = try #require(Linter().sweeps(for: tables, of: systems))
    func spec(_ action: String, in index: Int = 0) throws -> Int {
      let sweep = sweeps[index]
      let command = try #require(
        sweep.commands.first { tables[index].entries[$0.entry].command.action == action },
        "\(action)")
      return command.spec
    }
    let distinct = [
      "kern:", "kernMore:", "up:", "down:", "accent:", "umlaut:", "semicolon:", "grave:",
    ]
    let specs = try distinct.map { try spec($0) }
    #expect(Set(specs).count == distinct.count, "\(specs)")
    #expect(try distinct.map { try spec($0, in: 1) } == specs)
    #expect(try spec("kernHere:") == spec("kern:"))
    #expect(try spec("question:") == spec("semicolon:"))
    #expect(try spec("varia:") == spec("grave:"))
  }
}

@Suite struct FindingPairTests {
  /// A pair survives being one finding key, for indexes up to a 256 MiB file's.
  @Test func aPairIsItsKey() {
    for (entry, other) in [(0, 0), (0, 1), (1, 0), (12, 345), (Int(Int32.max), Int(UInt32.max))] {
      let pair = FindingPair(entry: entry, other: other)
      #expect(FindingPair(key: pair.key) == pair)
    }
    #expect(FindingPair(entry: 1, other: 2).key != FindingPair(entry: 2, other: 1).key)
  }
}

@Suite struct DecodedBuildTests {
  /// A decoded file builds into the same menu and findings as its definition does (with room
  /// for the elements decoding counted made at once, which the benchmark measures); a file
  /// that did not decode builds nothing.
  @Test func aDecodedFileBuildsWithRoomForItsElements() throws {
    let file = """
      {"formatVersion": 1, "build": [{"insertElements": [
        {"type": "command", "title": "A", "action": "a:", "shortcut": "cmd+j"},
        {"type": "command", "title": "B", "action": "b:", "shortcut": "cmd+j"},
        {"type": "menu", "title": "M", "children": [{"type": "action", "title": "C", "id": "c"}]}],
       "atEndOf": "file"}]}
      """
    let decoded = MenuDefinitionDecoder.decode(Array(file.utf8), file: "f.menu.json")
    let definition = try #require(decoded.definition)
    let plain = MenuSystem.build(definition, for: .iPadOS, document: decoded.document)
    let built = try #require(MenuSystem.build(decoded, for: .iPadOS))
    #expect(built.system.menu.root == plain.system.menu.root)
    #expect(built.diagnostics == plain.diagnostics && !built.diagnostics.isEmpty)
    #expect(
      MenuSystem.build(MenuDefinitionDecoder.decode([], file: "empty.json"), for: .iPadOS) == nil)
  }
}
