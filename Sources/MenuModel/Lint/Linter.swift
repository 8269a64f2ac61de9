/// Checks menu definition files: decoding, building and every rule, in one call per file.
///
/// The linter does no I/O: it takes bytes and returns diagnostics, sorted and deterministic.
///
///     let linter = Linter(options: LintOptions())
///     let diagnostics = linter.lint(bytes, file: "Browser.menu.json")
public struct Linter: Sendable {
  /// What to check and how.
  public var options: LintOptions

  /// Creates a linter.
  ///
  /// - Parameter options: What to check and how.
  public init(options: LintOptions = LintOptions()) {
    self.options = options
  }

  /// Lints one definition file.
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text.
  ///   - file: The name used in locations.
  ///   - jobs: Runs the per-platform work; pass a concurrent runner to use several cores.
  /// - Returns: The diagnostics, sorted, without disabled rules.
  public func lint(
    _ bytes: [UInt8], file: String, jobs: some JobRunner = SequentialJobs()
  ) -> [Diagnostic] {
    run(bytes, file: file, jobs: jobs).diagnostics
  }

  /// Lints one definition file and returns the model it built with the diagnostics.
  ///
  /// The same diagnostics as ``lint(_:file:jobs:)``. The decoded file and each platform's
  /// menu come with them, for questions the rules do not ask, or for a caller about to exit
  /// that need not spend the time freeing a large model.
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text.
  ///   - file: The name used in locations.
  ///   - jobs: Runs the per-platform work; pass a concurrent runner to use several cores.
  /// - Returns: The diagnostics, sorted, and what was built.
  public func run(
    _ bytes: [UInt8], file: String, jobs: some JobRunner = SequentialJobs()
  ) -> LintRun {
    run(FileBytes(bytes), file: file, jobs: jobs)
  }

  /// Lints one definition file read in place, such as one mapped into memory, and returns the
  /// model it built with the diagnostics, as for a file in an array.
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text; the returned document keeps it.
  ///   - file: The name used in locations.
  ///   - jobs: Runs the per-platform work; pass a concurrent runner to use several cores.
  /// - Returns: The diagnostics, sorted, and what was built.
  public func run(
    _ bytes: FileBytes, file: String, jobs: some JobRunner = SequentialJobs()
  ) -> LintRun {
    run(
      MenuDefinitionDecoder.decode(
        bytes, file: file, maximumDepth: options.maximumDepth,
        maximumDiagnosticsPerRule: options.maximumDiagnosticsPerRule, jobs: jobs),
      jobs: jobs)
  }

  /// Lints a decoded definition: builds it for each platform and runs every rule.
  ///
  /// - Parameters:
  ///   - decoded: The decoded file.
  ///   - jobs: Runs the per-platform work (building, then checking); pass a concurrent runner
  ///     to use several cores. The result does not depend on the runner.
  /// - Returns: The decoding diagnostics and the findings, sorted, without those an element's
  ///   `lintIgnore` hides.
  public func lint(
    _ decoded: DecodedMenuDefinition, jobs: some JobRunner = SequentialJobs()
  ) -> [Diagnostic] {
    run(decoded, jobs: jobs).diagnostics
  }

  /// Lints a decoded definition and returns the menus it built with the diagnostics.
  ///
  /// - Parameters:
  ///   - decoded: The decoded file.
  ///   - jobs: Runs the per-platform work; pass a concurrent runner to use several cores.
  /// - Returns: The diagnostics of `lint(_:jobs:)`, and the
  ///   decoded file and menus.
  public func run(
    _ decoded: DecodedMenuDefinition, jobs: some JobRunner = SequentialJobs()
  ) -> LintRun {
    guard let definition = decoded.definition else {
      return LintRun(diagnostics: finish(decoded.diagnostics), decoded: decoded, systems: [])
    }
    let (found, systems, tables, sweeps) = findings(decoded, definition: definition, jobs: jobs)
    // An element's `lintIgnore` hides its findings before they are bounded and counted.
    var diagnostics = finish(
      decoded.suppressions.isEmpty ? found : found.filter { !decoded.isSuppressed($0) })
    if options.suggestsShortcuts {
      diagnostics = suggesting(
        diagnostics, systems: systems, tables: tables, sweeps: sweeps,
        menuDocument: decoded.document)
    }
    return LintRun(diagnostics: diagnostics, decoded: decoded, systems: systems, tables: tables)
  }

  /// The decoding diagnostics and the findings of every platform, unsorted and unbounded, with
  /// the menus, key command tables and layout sweeps built for them.
  private func findings(
    _ decoded: DecodedMenuDefinition, definition: MenuDefinition, jobs: some JobRunner
  ) -> (
    diagnostics: [Diagnostic], systems: [MenuSystem], tables: [KeyCommandTable],
    sweeps: [LayoutSweep]?
  ) {
    let document = decoded.document
    let versions = osVersions(for: definition)
    let targets = platforms(for: definition).flatMap { platform in
      versions.map { (platform, $0) }
    }
    let built = jobs.run(
      targets.map { platform, version in
        { [responders = options.responders, elementCounts = decoded.elementCounts] in
          let (system, diagnostics) = MenuSystem.build(
            definition, for: platform, osVersion: version, document: document,
            elementCounts: elementCounts)
          return (system, diagnostics, KeyCommandTable(system: system, responders: responders))
        }
      })
    let sweeps = self.sweeps(for: built.map(\.2), of: built.map(\.0))
    let perSystem = jobs.run(
      built.indices.map { index in
        { [self] in
          let (system, diagnostics, table) = built[index]
          return (system, diagnostics + check(system, table: table, sweep: sweeps?[index]))
        }
      })
    return (
      decoded.diagnostics + Self.merging(perSystem, versions: versions), built.map(\.0),
      built.map(\.2), sweeps
    )
  }

  /// Merges the findings of each platform and version: one per finding, saying where it holds.
  static func merging(
    _ perSystem: [(system: MenuSystem, diagnostics: [Diagnostic])], versions: [OSVersion]
  ) -> [Diagnostic] {
    // Versions as bits (their index in `OSVersion.allCases`), in a byte per platform (its
    // index in `Platform.allCases`).
    func bits(_ version: OSVersion) -> UInt64 {
      1 << UInt64(OSVersion.allCases.firstIndex(of: version) ?? 0)
    }
    // Most findings hold on every platform and version: room for one system's, made once.
    var merger = FindingMerger(
      reservingCapacity: perSystem.reduce(0) { max($0, $1.diagnostics.count) })
    var holds: [UInt64] = []
    for (system, diagnostics) in perSystem {
      let platform = Platform.allCases.firstIndex(of: system.platform) ?? 0
      let found = bits(system.osVersion) << UInt64(platform * 8)
      for diagnostic in diagnostics {
        let number = merger.add(diagnostic)
        if number == holds.count { holds.append(0) }
        holds[number] |= found
      }
    }
    let order = merger.findings
    let all = versions.reduce(0) { $0 | bits($1) }
    /// The versions of a byte, sorted; none when they are all the versions checked.
    func shown(_ found: UInt64) -> [OSVersion] {
      found == all ? [] : OSVersion.allCases.filter { found & bits($0) != 0 }.sorted()
    }
    return order.indices.map { number in
      var merged = order[number]
      // Each platform where the finding holds, with its versions.
      let byPlatform = Platform.allCases.indices.compactMap { index -> (Platform, UInt64)? in
        let found = holds[number] >> UInt64(index * 8) & 0xFF
        return found == 0 ? nil : (Platform.allCases[index], found)
      }
      merged.platforms = byPlatform.map(\.0).sorted()
      let first = byPlatform.first?.1
      if byPlatform.allSatisfy({ $0.1 == first }) {
        merged.osVersions = shown(first ?? all)
      } else {
        // One finding, even where the versions differ by platform: the note says how.
        merged.osVersions = shown(byPlatform.reduce(0) { $0 | $1.1 })
        let parts = merged.platforms.map { platform in
          let found = byPlatform.first { $0.0 == platform }?.1 ?? 0
          return "on \(platform.rawValue) "
            + OSVersion.allCases.filter { found & bits($0) != 0 }.sorted().map { "\($0)" }
            .joined(separator: " and ")
        }
        merged.notes.append(Diagnostic.Note("holds " + parts.joined(separator: " and ")))
      }
      return merged
    }
  }

  /// Lints a definition made in code, exactly as the same definition read from a file
  /// (without file locations): builds it for each platform, reports refused operations and
  /// runs every rule.
  ///
  ///     let definition = MenuDefinition(platforms: [.iPadOS], operations: [
  ///       BuildOperation(.insertElementsInMenu([.command(info)], .end, of: .file))])
  ///     let errors = Linter().lint(definition).filter { $0.severity == .error }
  ///
  /// - Parameters:
  ///   - definition: The definition.
  ///   - jobs: Runs the per-platform work; pass a concurrent runner to use several cores.
  /// - Returns: The findings, sorted.
  public func lint(
    _ definition: MenuDefinition, jobs: some JobRunner = SequentialJobs()
  ) -> [Diagnostic] {
    lint(DecodedMenuDefinition(definition: definition, document: nil, diagnostics: []), jobs: jobs)
  }

  /// Lints a menu an app's code built with a ``MenuBuilder``, as in the app's unit tests.
  ///
  /// The builder's elements are the app's unless they came from ``SystemMenus``, so start it
  /// from the platform's default menu to lint what the app adds:
  ///
  ///     var menu = MenuBuilder(mainMenuFor: .iPadOS)
  ///     try menu.insertElements([.command(info)], atEndOf: .file)
  ///     #expect(Linter().lint(menu, for: .iPadOS).isEmpty)
  ///
  /// - Parameters:
  ///   - menu: The built menu.
  ///   - platform: The platform it was built for.
  ///   - osVersion: The system version it was built for.
  ///   - settings: The app-wide settings that a definition file's top level holds (app name,
  ///     `localizesShortcuts`); its operations are ignored.
  /// - Returns: The findings, sorted, each marked with the platform.
  public func lint(
    _ menu: MenuBuilder, for platform: Platform, osVersion: OSVersion = .v18,
    settings: MenuDefinition = MenuDefinition()
  ) -> [Diagnostic] {
    var settings = settings
    settings.platforms = [platform]
    settings.osVersions = [osVersion]
    settings.operations = []
    let system = MenuSystem(
      platform: platform, osVersion: osVersion, menu: menu, definition: settings)
    let table = KeyCommandTable(system: system, responders: options.responders)
    let sweep = sweeps(for: [table], of: [system])
    let found = finish(
      Diagnostic.mergingPlatforms([
        (platform, check(system, table: table, sweep: sweep?.first))
      ]))
    guard options.suggestsShortcuts else { return found }
    return suggesting(
      found, systems: [system], tables: [table], sweeps: sweep, menuDocument: nil)
  }

  /// Runs the rules on a built menu (the checks after building).
  ///
  /// - Parameter system: The menu built for one platform.
  /// - Returns: The rules' findings, unsorted.
  public func check(_ system: MenuSystem) -> [Diagnostic] {
    let table = KeyCommandTable(system: system, responders: options.responders)
    return check(system, table: table, sweep: sweeps(for: [table], of: [system])?.first)
  }

  /// The layout sweeps of built menus, or `nil` when every layout rule is disabled or no menu
  /// has a key command of the app's (the layout rules report only those).
  func sweeps(for tables: [KeyCommandTable], of systems: [MenuSystem]) -> [LayoutSweep]? {
    guard RuleRegistry.layoutRules.contains(where: { !options.disabledRules.contains($0) }),
      tables.contains(where: { $0.entries.contains(where: \.isApp) })
    else { return nil }
    return LayoutSweep.sweeps(
      for: tables, appLocalizes: systems.map(\.definition.localizesShortcuts),
      layouts: options.layouts, directions: options.directions)
  }

  func check(_ system: MenuSystem, table: KeyCommandTable, sweep: LayoutSweep?) -> [Diagnostic] {
    var context = RuleContext(system: system, options: options, keyCommands: table)
    context.sweep = sweep
    return RuleRegistry.lintRules
      .filter { !options.disabledRules.contains(type(of: $0).description.id) }
      .flatMap { $0.check(context) }
  }

  func platforms(for definition: MenuDefinition) -> [Platform] {
    guard let selected = options.platforms else { return definition.platforms }
    return definition.platforms.filter(selected.contains)
  }

  /// The versions to check: the file's, narrowed to ``LintOptions/osVersions``.
  func osVersions(for definition: MenuDefinition) -> [OSVersion] {
    guard let selected = options.osVersions else { return definition.osVersions }
    return definition.osVersions.filter(selected.contains)
  }

  /// Lints a responder file: decoding problems, conditions, responder key commands and the
  /// order of responder kinds.
  ///
  /// Lint menu files with the returned definition in ``LintOptions/responders`` to check
  /// their commands against it.
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text.
  ///   - file: The name used in locations.
  /// - Returns: The definition, when it decodes, and the diagnostics.
  public func lintResponders(
    _ bytes: [UInt8], file: String
  ) -> (definition: ResponderDefinition?, diagnostics: [Diagnostic]) {
    let decoded = ResponderDefinitionDecoder.decode(
      bytes, file: file, maximumDepth: options.maximumDepth,
      maximumDiagnosticsPerRule: options.maximumDiagnosticsPerRule)
    var diagnostics = decoded.diagnostics
    if let definition = decoded.definition {
      diagnostics += ResponderChainOrderRule.check(definition, document: decoded.document)
    }
    return (decoded.definition, finish(diagnostics))
  }

  /// Applies the options to findings made outside the linter, such as the Swift importer's
  /// `unresolved-swift` notes: drops disabled rules, applies configured severities, bounds the
  /// findings per rule and sorts.
  ///
  /// - Parameter diagnostics: The findings.
  /// - Returns: The findings the options keep.
  public func applyingOptions(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    finish(diagnostics)
  }

  /// Drops disabled rules, applies configured severities, bounds the findings per rule and
  /// sorts.
  func finish(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var bounded = BoundedDiagnostics(limit: options.maximumDiagnosticsPerRule)
    let kept = diagnostics.lazy.filter { !options.disabledRules.contains($0.ruleID) }
    if options.severities.isEmpty {
      bounded.append(contentsOf: kept)
    } else {
      bounded.append(
        contentsOf: kept.map { diagnostic in
          var diagnostic = diagnostic
          if let severity = options.severities[diagnostic.ruleID] {
            diagnostic.severity = severity
          }
          return diagnostic
        })
    }
    return bounded.diagnostics
  }
}

/// Options for ``Linter``.
public struct LintOptions: Sendable {
  /// The platforms to check; `nil` checks the ones each file declares.
  public var platforms: [Platform]?
  /// The system versions to check; `nil` checks the ones each file declares.
  public var osVersions: [OSVersion]?
  /// Rules whose diagnostics are dropped.
  public var disabledRules: Set<RuleID>
  /// The keyboard layouts the layout rules check.
  public var layouts: [KeyboardLayout]
  /// The interface directions the layout rules check.
  public var directions: [InterfaceDirection]
  /// Severities that replace the rules' defaults (a configuration's `rules`).
  public var severities: [RuleID: Severity] = [:]
  /// The app's responders, for the responder rules; `nil` skips them.
  public var responders: ResponderDefinition?
  /// The deepest JSON nesting accepted.
  public var maximumDepth: Int
  /// Whether findings another shortcut would fix carry suggestions
  /// (``Diagnostic/suggestions``).
  public var suggestsShortcuts = true
  /// The most findings of one rule reported per file.
  ///
  /// The rest are counted in one more finding (see ``Diagnostic/omittedCount``); 0 reports
  /// every finding.
  public var maximumDiagnosticsPerRule: Int

  /// The default of ``maximumDiagnosticsPerRule``.
  public static let defaultMaximumDiagnosticsPerRule = Diagnostic.defaultMaximumPerRule

  /// Creates options.
  ///
  /// - Parameters:
  ///   - platforms: The platforms to check; `nil` for each file's own.
  ///   - osVersions: The system versions to check; `nil` for each file's own.
  ///   - disabledRules: Rules whose diagnostics are dropped.
  ///   - layouts: The keyboard layouts to check.
  ///   - directions: The interface directions to check.
  ///   - maximumDepth: The deepest JSON nesting accepted.
  ///   - maximumDiagnosticsPerRule: The most findings of one rule reported per file; 0 for
  ///     all.
  public init(
    platforms: [Platform]? = nil, osVersions: [OSVersion]? = nil,
    disabledRules: Set<RuleID> = [],
    layouts: [KeyboardLayout] = KeyboardLayout.all,
    directions: [InterfaceDirection] = [.ltr, .rtl],
    maximumDepth: Int = JSONParser.defaultMaximumDepth,
    maximumDiagnosticsPerRule: Int = defaultMaximumDiagnosticsPerRule
  ) {
    self.platforms = platforms
    self.osVersions = osVersions
    self.disabledRules = disabledRules
    self.layouts = layouts
    self.directions = directions
    self.responders = nil
    self.maximumDepth = maximumDepth
    self.maximumDiagnosticsPerRule = maximumDiagnosticsPerRule
  }
}
