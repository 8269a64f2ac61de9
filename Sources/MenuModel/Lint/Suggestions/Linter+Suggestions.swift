/// A command that findings are about, with the shortcuts suggested instead of its own.
///
///     for advice in Linter().suggestions(for: definition) { print(advice) }
///     // 'Get Info' (⌘I, duplicate-shortcut): try ⌃⌘I: free on iPadOS 18/26 and Mac …
public struct ShortcutSuggestions: Hashable, Sendable, CustomStringConvertible {
  /// How findings name the command, such as `'Get Info'`.
  public var command: String
  /// Its shortcut now, in glyphs.
  public var shortcut: String
  /// The rules of the findings another shortcut fixes.
  public var rules: [RuleID]
  /// Where the command is written, when it was read from a file.
  public var location: SourceLocation?
  /// The shortcuts to use instead, best first.
  public var suggestions: [Diagnostic.Suggestion]

  /// "'Get Info' (⌘I, duplicate-shortcut): try ⌃⌘I: free on …".
  public var description: String {
    let rules = rules.map(\.rawValue).joined(separator: ", ")
    let help = suggestions.first?.help ?? "no free keystroke found"
    return "\(command) (\(shortcut), \(rules)): \(help)"
  }
}

extension Linter {
  /// How many keystrokes are suggested for each command.
  static let suggestionCount = 3

  /// The findings of a definition that another shortcut would fix, grouped by command, with
  /// the shortcuts suggested for each: the same suggestions the findings carry.
  ///
  /// - Parameters:
  ///   - definition: The definition.
  ///   - jobs: Runs the per-platform work.
  /// - Returns: One entry per command, in the order of its first finding.
  public func suggestions(
    for definition: MenuDefinition, jobs: some JobRunner = SequentialJobs()
  ) -> [ShortcutSuggestions] {
    Self.suggestions(in: lint(definition, jobs: jobs))
  }

  /// The suggestions for a definition file's findings (see ``suggestions(for:jobs:)``).
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text.
  ///   - file: The name used in locations.
  /// - Returns: One entry per command, in the order of its first finding.
  public func suggestions(for bytes: [UInt8], file: String) -> [ShortcutSuggestions] {
    Self.suggestions(in: lint(bytes, file: file))
  }

  /// The suggestions for the findings of a menu built in code, as in an app's unit tests.
  ///
  /// - Parameters:
  ///   - menu: The built menu.
  ///   - platform: The platform it was built for.
  ///   - osVersion: The system version it was built for.
  ///   - settings: The app-wide settings (``lint(_:for:osVersion:settings:)``).
  /// - Returns: One entry per command, in the order of its first finding.
  public func suggestions(
    for menu: MenuBuilder, on platform: Platform, osVersion: OSVersion = .v18,
    settings: MenuDefinition = MenuDefinition()
  ) -> [ShortcutSuggestions] {
    Self.suggestions(in: lint(menu, for: platform, osVersion: osVersion, settings: settings))
  }

  /// Groups findings that carry suggestions by the command they are about.
  ///
  /// - Parameter diagnostics: Findings, as a lint returns them.
  /// - Returns: One entry per command, in the order of its first finding.
  public static func suggestions(in diagnostics: [Diagnostic]) -> [ShortcutSuggestions] {
    var order: [ShortcutSubject] = []
    var grouped: [ShortcutSubject: ShortcutSuggestions] = [:]
    for diagnostic in diagnostics where !diagnostic.suggestions.isEmpty {
      guard let subject = diagnostic.subject else { continue }
      if grouped[subject] == nil {
        order.append(subject)
        grouped[subject] = ShortcutSuggestions(
          command: subject.name, shortcut: subject.shortcut, rules: [],
          location: diagnostic.location, suggestions: diagnostic.suggestions)
      }
      if grouped[subject]?.rules.contains(diagnostic.ruleID) == false {
        grouped[subject]?.rules.append(diagnostic.ruleID)
      }
    }
    return order.compactMap { grouped[$0] }
  }

  /// Keystrokes free for a new command in a definition, best first: on every platform and
  /// system version it builds, on every layout and direction of the options, untaken by the
  /// menu, the responders and the system, unreserved, and typeable.
  ///
  ///     let free = Linter().freeShortcuts(in: decoded, title: "Export PDF")
  ///     free.first?.help  // "try ⌘E: free on …" where ⌘E is free
  ///
  /// - Parameters:
  ///   - decoded: The decoded definition.
  ///   - title: The new command's title, whose letters come first; `nil` for none.
  ///   - modifiers: The modifier sets allowed, each exactly; `nil` for the HIG's families
  ///     (⌘, ⇧⌘, ⌥⌘, ⌃⌘, then three modifiers).
  ///   - limit: How many to return; 0 for all.
  ///   - jobs: Runs the per-platform work.
  /// - Returns: The keystrokes with their reasons; empty when the file does not decode.
  public func freeShortcuts(
    in decoded: DecodedMenuDefinition, title: String? = nil, modifiers: [ModifierFlags]? = nil,
    limit: Int = 20, jobs: some JobRunner = SequentialJobs()
  ) -> [Diagnostic.Suggestion] {
    guard let definition = decoded.definition else { return [] }
    let (systems, tables) = built(decoded, definition: definition, jobs: jobs)
    guard !systems.isEmpty else { return [] }
    var suggester = ShortcutSuggester(
      systems: systems, tables: tables, sweeps: nil, layouts: options.layouts,
      directions: options.directions)
    let command = Command(title: title ?? "", action: "")
    let subject = ShortcutSuggester.Subject(command: command, systems: Array(systems.indices))
    let reason = suggester.reason(for: subject)
    return suggester.suggestions(
      for: subject, count: limit > 0 ? limit : Int.max, families: modifiers
    ).map { Self.suggestion($0, reason: reason, edits: []) }
  }

  /// Builds a decoded definition for each platform and version, with its key commands, and
  /// runs no rule.
  func built(
    _ decoded: DecodedMenuDefinition, definition: MenuDefinition, jobs: some JobRunner
  ) -> (systems: [MenuSystem], tables: [KeyCommandTable]) {
    let versions = osVersions(for: definition)
    let targets = platforms(for: definition).flatMap { platform in
      versions.map { (platform, $0) }
    }
    let built = jobs.run(
      targets.map { platform, version in
        { [responders = options.responders, document = decoded.document] in
          let system = MenuSystem(
            building: definition, for: platform, osVersion: version, document: document,
            reservingCapacityFor: decoded.elementCounts)
          return (system, KeyCommandTable(system: system, responders: responders))
        }
      })
    return (built.map(\.0), built.map(\.1))
  }

  /// Adds suggestions to the findings another shortcut would fix.
  ///
  /// Each command gets its suggestions once, for all its findings, in the order of the
  /// findings; a command's first suggestion is taken before the next command's are found, so
  /// that applying every first suggestion gives no two commands one keystroke.
  func suggesting(
    _ diagnostics: [Diagnostic], systems: [MenuSystem], tables: [KeyCommandTable],
    sweeps: [LayoutSweep]?, menuDocument: JSONDocument?
  ) -> [Diagnostic] {
    var subjects: [ShortcutSubject] = []
    var seen: Set<ShortcutSubject> = []
    for diagnostic in diagnostics {
      if let subject = diagnostic.subject, seen.insert(subject).inserted {
        subjects.append(subject)
      }
    }
    guard !subjects.isEmpty, !systems.isEmpty else { return diagnostics }
    var suggester = ShortcutSuggester(
      systems: systems, tables: tables, sweeps: sweeps, layouts: options.layouts,
      directions: options.directions)
    let resolved = resolve(subjects, systems: systems, tables: tables)
    var edits = SuggestionEdits(menu: menuDocument, responders: options.responders?.document)
    var found: [ShortcutSubject: [Diagnostic.Suggestion]] = [:]
    for subject in subjects {
      guard let target = resolved[subject] else { continue }
      let best = suggester.suggestions(for: target, count: Self.suggestionCount)
      if let first = best.first { suggester.claim(first.shortcut, for: target) }
      let reason = suggester.reason(for: target)
      found[subject] = best.map {
        Self.suggestion(
          $0, reason: reason,
          edits: edits.edits(writing: $0.shortcut, for: subject, current: target.command.shortcut))
      }
    }
    return diagnostics.map { diagnostic in
      guard let subject = diagnostic.subject, let suggestions = found[subject] else {
        return diagnostic
      }
      var suggested = diagnostic
      suggested.suggestions = suggestions
      return suggested
    }
  }

  /// Finds each subject's command and the built menus that hold it.
  private func resolve(
    _ subjects: [ShortcutSubject], systems: [MenuSystem], tables: [KeyCommandTable]
  ) -> [ShortcutSubject: ShortcutSuggester.Subject] {
    var result: [ShortcutSubject: ShortcutSuggester.Subject] = [:]
    var byFingerprint: [Int: [ShortcutSubject]] = [:]
    for subject in subjects {
      if let responder = subject.responder, let index = subject.keyCommand,
        let responders = options.responders, responder < responders.responders.count,
        index < responders.responders[responder].keyCommands.count
      {
        let command = responders.responders[responder].keyCommands[index]
        let present = systems.indices.filter {
          command.platforms?.contains(systems[$0].platform) ?? true
        }
        result[subject] = ShortcutSuggester.Subject(command: command, systems: present)
      } else if subject.document == .menu {
        byFingerprint[subject.fingerprint, default: []].append(subject)
      }
    }
    guard !byFingerprint.isEmpty else { return result }
    func found(_ command: Command, in index: Int) {
      guard let candidates = byFingerprint[command.fingerprint],
        let subject = candidates.first(where: { $0.key == "menu \(command.identity)" })
      else { return }
      if result[subject] == nil {
        result[subject] = ShortcutSuggester.Subject(command: command, systems: [index])
      } else if result[subject]?.systems.contains(index) == false {
        result[subject]?.systems.append(index)
      }
    }
    for (index, table) in tables.enumerated() {
      for entry in table.entries where entry.isApp && entry.alternate == nil {
        if case .menu = entry.place { found(entry.command, in: index) }
      }
      for command in ShortcutSuggester.refusedCommands(of: systems[index]) {
        found(command, in: index)
      }
    }
    return result
  }

  /// A found keystroke as a suggestion.
  static func suggestion(
    _ found: ShortcutSuggester.Found, reason: String, edits: [TextEdit]
  ) -> Diagnostic.Suggestion {
    let shortcut = found.shortcut
    let input: String =
      switch shortcut.input {
      case .character(let character): String(character)
      case .named(let key): key.rawValue
      case .literal(let text): text
      }
    return Diagnostic.Suggestion(
      shortcut: shortcut.canonical, input: input, modifiers: shortcut.modifiers.names,
      display: shortcut.glyphs, basis: found.basis, reason: reason, edits: edits)
  }
}
