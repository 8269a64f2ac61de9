/// Finds free keystrokes for an app's commands: free on every platform, system version,
/// layout and direction the definition is checked on.
///
/// What the app and the system take is gathered once per built menu and layout (a bit per
/// keystroke), so that each candidate costs a look-up per layout rather than a lint. A
/// keystroke is free for a command where no key command of the menu (alternates, the system's
/// and its hidden ones included), of any responder, or of an operation UIKit refused is
/// pressed alike, the system reserves nothing there, it is typeable, and neither the focus
/// system nor text input takes it.
struct ShortcutSuggester {
  /// One layout and direction.
  struct Run {
    var layout: KeyboardLayout
    var direction: InterfaceDirection
    var localizer: ShortcutLocalizer
  }

  /// A command to suggest keystrokes for, and the built menus it is in.
  struct Subject {
    /// The command as written: its title, shortcut, alternates and opt-outs.
    var command: Command
    /// The indexes of the built menus (platform and version) that hold it.
    var systems: [Int]
  }

  /// A keystroke found free for a subject.
  struct Found {
    var shortcut: KeyCombination
    var basis: String
  }

  let systems: [MenuSystem]
  let tables: [KeyCommandTable]
  let runs: [Run]
  /// Whether every built-in layout is checked.
  let checksEveryLayout: Bool
  let appLocalizes: Bool
  /// For each built menu, a bit per packed keystroke per run: what is taken there.
  private var taken: [[UInt64]]
  /// Each candidate's keystroke per run (packed), `-1` where typeable at an unknown position,
  /// `-2` where untypeable.
  private var outcomes: [Variant: [Int32]] = [:]
  /// For each built menu, the key commands with each keystroke on the first run, a few each:
  /// who holds a keystroke, for the complement rule.
  private var holders: [[Int: [Holder]]]

  private static let wordsPerRun = PhysicalKeystroke.packedLimit / 64

  private struct Variant: Hashable {
    var shortcut: KeyCombination
    var localizes: Bool
    var mirrors: Bool
  }

  private struct Holder {
    var words: [String]
    var action: String
  }

  /// Gathers what built menus take.
  ///
  /// - Parameters:
  ///   - systems: The menus built for each platform and version.
  ///   - tables: Their key commands.
  ///   - sweeps: Their key commands localized per layout and direction, when the lint made
  ///     them; made here otherwise.
  ///   - layouts: The layouts checked.
  ///   - directions: The directions checked.
  init(
    systems: [MenuSystem], tables: [KeyCommandTable], sweeps: [LayoutSweep]?,
    layouts: [KeyboardLayout], directions: [InterfaceDirection]
  ) {
    self.systems = systems
    self.tables = tables
    appLocalizes = systems.first?.definition.localizesShortcuts ?? true
    let sweeps =
      sweeps
      ?? LayoutSweep.sweeps(
        for: tables, appLocalizes: systems.map(\.definition.localizesShortcuts), layouts: layouts,
        directions: directions)
    let sweepRuns = sweeps.first?.runs ?? []
    runs = sweepRuns.map {
      Run(
        layout: $0.layout, direction: $0.direction,
        localizer: ShortcutLocalizer(layout: $0.layout, direction: $0.direction))
    }
    checksEveryLayout = Set(layouts.map(\.id)).count == KeyboardLayout.all.count
    let words = Self.wordsPerRun
    var taken: [[UInt64]] = []
    var holders: [[Int: [Holder]]] = []
    for (index, sweep) in sweeps.enumerated() {
      var bits = [UInt64](repeating: 0, count: sweepRuns.count * words)
      // Each spec this menu uses, once; and up to four commands for each.
      var users = [[Int]](repeating: [], count: sweep.summaries.count)
      for command in sweep.commands where users[command.spec].count < 4 {
        users[command.spec].append(command.entry)
      }
      let specs = users.indices.filter { !users[$0].isEmpty }
      for (number, run) in sweepRuns.enumerated() {
        for spec in specs {
          let packed = Int(run.results[spec].packedKeystroke)
          if packed >= 0 { bits[number * words + packed >> 6] |= 1 << UInt64(packed & 63) }
        }
      }
      var held: [Int: [Holder]] = [:]
      if let first = sweepRuns.first {
        let table = tables[index]
        for spec in specs {
          let packed = Int(first.results[spec].packedKeystroke)
          guard packed >= 0 else { continue }
          for entry in users[spec] {
            let command = table.entries[entry].command
            held[packed, default: []].append(
              Holder(words: Self.words(of: command), action: command.action))
          }
        }
      }
      taken.append(bits)
      holders.append(held)
    }
    self.taken = taken
    self.holders = holders
    // What refused operations would insert: taken as soon as the operation is fixed.
    for (index, system) in systems.enumerated() where index < taken.count {
      for command in Self.refusedCommands(of: system) {
        for form in command.pressableForms {
          guard let shortcut = form.shortcut, shortcut.input.isKey else { continue }
          take(
            shortcut, localizes: localizes(form), mirrors: form.allowsAutomaticMirroring,
            in: [index])
          if let packed = packedOnFirstRun(shortcut) {
            self.holders[index][packed, default: []].append(
              Holder(words: Self.words(of: form), action: form.action))
          }
        }
      }
    }
  }

  /// The commands of the operations UIKit refused in a built menu.
  static func refusedCommands(of system: MenuSystem) -> [Command] {
    var commands: [Command] = []
    for refusal in system.refusals {
      let elements: [MenuElement]
      switch refusal.operation.kind {
      case .insertChild(let menu, _, _), .insertSibling(let menu, _, _): elements = [.menu(menu)]
      case .insertElements(let inserted, _, _), .insertElementsInMenu(let inserted, _, _),
        .replace(_, let inserted), .replaceChildren(_, let inserted):
        elements = inserted
      case .remove: elements = []
      }
      var stack = Array(elements.reversed())
      while let element = stack.popLast() {
        switch element {
        case .menu(let menu): stack += menu.children.reversed()
        case .command(let command) where command.origin == .app: commands.append(command)
        default: break
        }
      }
    }
    return commands
  }

  /// The significant words of a command's title, or of its action when it has none.
  ///
  /// A title that is Swift source text (`L10n.Menu.find`) gives its string's name's words.
  static func words(of command: Command) -> [String] {
    // A mnemonic comes from a title's first words; a title of megabytes is not read whole.
    let title = String(
      (command.title.isEmpty ? (command.discoverabilityTitle ?? "") : command.title)
        .prefix(maximumTitleLength))
    let words = ShortcutCandidates.words(ofSource: title) ?? ShortcutCandidates.words(of: title)
    return words.isEmpty ? ShortcutCandidates.words(ofAction: command.action) : words
  }

  /// The characters of a title its words are read from.
  static let maximumTitleLength = 256

  /// Whether the app lets the system localize a command's shortcut.
  func localizes(_ command: Command) -> Bool {
    command.allowsAutomaticLocalization && (appLocalizes || command.isSystemCommand)
  }

  /// Marks a shortcut taken in some built menus, on every run.
  mutating func take(
    _ shortcut: KeyCombination, localizes: Bool, mirrors: Bool, in systemIndexes: [Int]
  ) {
    let packed = keystrokes(of: Variant(shortcut: shortcut, localizes: localizes, mirrors: mirrors))
    for index in systemIndexes where index < taken.count {
      for (number, keystroke) in packed.enumerated() where keystroke >= 0 {
        taken[index][number * Self.wordsPerRun + Int(keystroke) >> 6] |=
          1 << UInt64(keystroke & 63)
      }
    }
  }

  /// A variant's keystroke on every run, made once.
  private mutating func keystrokes(of variant: Variant) -> [Int32] {
    if let known = outcomes[variant] { return known }
    let prepared = PreparedShortcut(
      variant.shortcut, localizes: variant.localizes, mirrors: variant.mirrors)
    let packed = runs.map { run -> Int32 in
      let outcome =
        run.localizer.outcome(of: prepared)
        ?? run.localizer.fullOutcome(of: prepared, variant.shortcut)
      guard outcome.isTypeable else { return -2 }
      return Int32(outcome.packedKeystroke)
    }
    outcomes[variant] = packed
    return packed
  }

  /// A shortcut's keystroke on the first run (US, left to right, where checked).
  private func packedOnFirstRun(_ shortcut: KeyCombination) -> Int? {
    guard let run = runs.first, let keystroke = run.localizer.keystroke(of: shortcut) else {
      return nil
    }
    return keystroke.packed
  }

  /// Whether a keystroke is free for a command in the built menus it is in.
  ///
  /// - Parameters:
  ///   - shortcut: The keystroke, which the command's alternates add their modifiers to.
  ///   - subject: The command.
  /// - Returns: `true` when it and every alternate are typeable, untaken and unreserved
  ///   everywhere, and no system takes them first.
  mutating func isFree(_ shortcut: KeyCombination, for subject: Subject) -> Bool {
    let command = subject.command
    var forms = [shortcut]
    for alternate in command.alternates {
      // An alternate that adds nothing would be the command's own keystroke.
      guard shortcut.modifiers.isDisjoint(with: alternate.modifiers) else { return false }
      forms.append(shortcut.adding(alternate.modifiers))
    }
    let localizes = localizes(command)
    for form in forms {
      guard SystemKeys.standardEditAction(of: form.keystroke) == nil,
        !SystemKeys.textInputTakes(form)
      else { return false }
      let packed = keystrokes(
        of: Variant(shortcut: form, localizes: localizes, mirrors: command.allowsAutomaticMirroring)
      )
      for index in subject.systems {
        let platform = systems[index].platform
        guard !SystemKeys.focusTakes(form, on: platform) else { return false }
        let reservations = ReservedShortcut.table(for: platform)
        let bits = taken[index]
        for (number, keystroke) in packed.enumerated() {
          if keystroke == -2 { return false }
          guard keystroke >= 0 else { continue }
          let slot = Int(keystroke)
          if bits[number * Self.wordsPerRun + slot >> 6] & (1 << UInt64(slot & 63)) != 0 {
            return false
          }
          if reservations.keystrokes(on: runs[number].layout).entry(pressedAs: slot) != nil {
            return false
          }
        }
      }
    }
    return true
  }

  /// Whether a ⇧ or ⌥ variant complements a keystroke that an unrelated command, or the
  /// system, holds: such a shortcut reads as a variant of the other.
  ///
  /// `words` are the subject's related words (``relatedWords(_:)``), made once per subject.
  func isLaterComplement(
    _ shortcut: KeyCombination, for subject: Subject, words: Set<String>
  ) -> Bool {
    for extra in [ModifierFlags.shift, .option] where shortcut.modifiers.contains(extra) {
      let base = KeyCombination(shortcut.input, modifiers: shortcut.modifiers.subtracting(extra))
      guard let packed = packedOnFirstRun(base) else { continue }
      for index in subject.systems {
        let platform = systems[index].platform
        if let run = runs.first,
          ReservedShortcut.table(for: platform).keystrokes(on: run.layout).entry(pressedAs: packed)
            != nil
        {
          return true
        }
        for holder in holders[index][packed] ?? []
        where holder.action != subject.command.action
          && words.isDisjoint(with: Self.relatedWords(holder.words))
        {
          return true
        }
      }
    }
    return false
  }

  /// The words that make two commands related: their titles' words, common verbs left out,
  /// and the words the HIG gives one key (⇧⌘S: Duplicate, Save As) standing for each other.
  static func relatedWords(_ words: [String]) -> Set<String> {
    var related = Set(
      words.map { $0.lowercased() }.filter { !ShortcutCandidates.genericWords.contains($0) })
    for group in sharedKeyWords where !related.isDisjoint(with: group) {
      related.formUnion(group)
    }
    return related
  }

  /// Words of commands the HIG's standard shortcuts put on one key.
  static let sharedKeyWords: [Set<String>] = [["duplicate", "save"]]

  /// The best free keystrokes for a command.
  ///
  /// - Parameters:
  ///   - subject: The command and where it is.
  ///   - count: How many to find.
  ///   - families: The modifier families allowed; the HIG's ladder from the command's own
  ///     when `nil`.
  /// - Returns: Up to `count` keystrokes, best first.
  mutating func suggestions(
    for subject: Subject, count: Int, families: [ModifierFlags]? = nil
  ) -> [Found] {
    let original = subject.command.shortcut
    let words = Self.words(of: subject.command)
    let related = Self.relatedWords(words)
    let candidates = ShortcutCandidates.ordered(
      original: original, words: words, families: families,
      isLaterComplement: { isLaterComplement($0, for: subject, words: related) })
    var found: [Found] = []
    for candidate in candidates where found.count < count {
      if let original, candidate.shortcut.keystroke == original.keystroke { continue }
      if isFree(candidate.shortcut, for: subject) {
        found.append(Found(shortcut: candidate.shortcut, basis: candidate.basis))
      }
    }
    return found
  }

  /// Takes a suggested keystroke for a command, so that no other command is offered it.
  mutating func claim(_ shortcut: KeyCombination, for subject: Subject) {
    let command = subject.command
    let forms = [shortcut] + command.alternates.map { shortcut.adding($0.modifiers) }
    for form in forms {
      take(
        form, localizes: localizes(command), mirrors: command.allowsAutomaticMirroring,
        in: Array(systems.indices))
    }
  }

  /// Why a keystroke is free for a command: "free on iPadOS 18/26 and Mac Catalyst, typeable
  /// on all 84 layouts".
  func reason(for subject: Subject) -> String {
    var versions: [(Platform, [OSVersion])] = []
    for index in subject.systems {
      let system = systems[index]
      if let known = versions.firstIndex(where: { $0.0 == system.platform }) {
        if !versions[known].1.contains(system.osVersion) {
          versions[known].1.append(system.osVersion)
        }
      } else {
        versions.append((system.platform, [system.osVersion]))
      }
    }
    versions.sort { $0.0 < $1.0 }
    let sameVersions = versions.allSatisfy { Set($0.1) == Set(versions.first?.1 ?? []) }
    let places = versions.enumerated().map { number, pair in
      let name = pair.0 == .macCatalyst ? "Mac Catalyst" : pair.0.rawValue
      // Versions once, after the first platform, when every platform has the same.
      if sameVersions && number > 0 { return name }
      return name + " " + pair.1.sorted().map(\.description).joined(separator: "/")
    }
    let layouts = Set(runs.map(\.layout.id))
    let typeable =
      checksEveryLayout
      ? "typeable on all \(layouts.count) layouts"
      : layouts.count == 1
        ? "typeable on \(layouts.first ?? "")"
        : "typeable on the \(layouts.count) layouts checked"
    return "free on " + places.joined(separator: " and ") + ", " + typeable
  }
}
