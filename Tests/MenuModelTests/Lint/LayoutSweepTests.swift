import Testing

@testable import MenuModel

@Suite struct LayoutSweepTests {
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

  /// Shortcuts that differ only in case as written, in the named key, in a non-ASCII
  /// character or in a modifier make specs of their own, and a shortcut has one spec across
  /// the menus of the platforms swept together.
  @Test func specsAreSharedByEqualShortcutsOnly() throws {
    let json = """
      {"formatVersion": 1, "platforms": ["iPadOS", "macCatalyst"], "build": [{"insertElements": [
        {"type": "command", "title": "Kern", "action": "kern:", "shortcut": "ctrl+cmd+k"},
        {"type": "command", "title": "Kern More", "action": "kernMore:", "shortcut": "ctrl+cmd+K"},
        {"type": "command", "title": "Up", "action": "up:", "shortcut": "ctrl+cmd+up"},
        {"type": "command", "title": "Down", "action": "down:", "shortcut": "ctrl+cmd+down"},
        {"type": "command", "title": "Accent", "action": "accent:", "shortcut": "ctrl+cmd+é"},
        {"type": "command", "title": "Umlaut", "action": "umlaut:", "shortcut": "ctrl+cmd+ö"},
        {"type": "command", "title": "Joined", "action": "joined:", "shortcut": "ctrl+opt+cmd+j"}],
       "atEndOf": "file"}]}
      """
    let decoded = MenuDefinitionDecoder.decode(
      Array(json.utf8), file: "specs.json", maximumDepth: 512, maximumDiagnosticsPerRule: 0)
    let definition = try #require(decoded.definition)
    let systems = [Platform.iPadOS, .macCatalyst].map {
      MenuSystem.build(definition, for: $0, osVersion: .v18, document: decoded.document).system
    }
    let tables = systems.map { KeyCommandTable(system: $0, responders: nil) }
    let sweeps = try #require(Linter().sweeps(for: tables, of: systems))
    func spec(_ action: String, in index: Int) throws -> Int {
      let sweep = sweeps[index]
      let command = try #require(
        sweep.commands.first { tables[index].entries[$0.entry].command.action == action },
        "\(action)")
      return command.spec
    }
    let actions = ["kern:", "kernMore:", "up:", "down:", "accent:", "umlaut:", "joined:"]
    let specs = try actions.map { try spec($0, in: 0) }
    #expect(Set(specs).count == actions.count, "\(specs)")
    #expect(try actions.map { try spec($0, in: 1) } == specs)
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
