/// Every key command of built menus, localized for each layout and direction checked.
///
/// Commands that share a shortcut and its opt-outs share one localization ("spec"), across
/// the platforms of a file too, and right to left reuses left to right for shortcuts that
/// do not mirror; the rules then read the results by index. A spec is prepared once
/// (``PreparedShortcut``), after which each layout costs a few look-ups in its generated
/// tables. A summary of each spec across the runs lets the rules set aside the key commands
/// that no run concerns (always typeable, never pressed like another), so that they read the
/// runs only for the others. The work is O(distinct shortcuts × layouts × directions)
/// look-ups plus O(concerned commands × layouts × directions) array reads.
struct LayoutSweep: Sendable {
  /// A key command (an entry of the ``KeyCommandTable``) and the index of its shortcut's spec.
  struct KeyCommand: Sendable {
    /// The index of the entry in the table.
    var entry: Int
    var spec: Int
    /// Whether the app defined it (not a system command).
    var isApp: Bool
    // The flags come before the responder, in the padding after `isApp`: 24 bytes a command.
    /// Whether this is the shifted reading of a case-ambiguous menu command on Mac Catalyst
    /// (⇧⌘C for `"C"` with ⌘, ``KeyCombination/shiftedReading``), which the entry may also be
    /// pressed as; rules about the entry itself, such as typeability, skip it.
    var isShiftedReading = false
    /// Whether no source confirms that the entry is pressed with this keystroke (see
    /// ``KeyMatching``): findings that hold only through such readings are one severity lower.
    var isUnsure = false
    /// The index of the responder whose key command it is, or -1 for the main menu's.
    var responder: Int32 = -1
  }

  /// What the rules need of a localized shortcut.
  typealias Outcome = ShortcutOutcome

  /// One layout and direction.
  struct Run: Sendable {
    var layout: KeyboardLayout
    var direction: InterfaceDirection
    /// Each spec's shortcut on this layout, by spec index.
    var results: [Outcome]
  }

  /// What holds for a spec in every run.
  struct Summary: Sendable {
    /// Whether every run can type the shortcut.
    var isAlwaysTypeable = true
    /// Whether in some run another spec is pressed with the same keystroke.
    var sharesKeystroke = false
    /// The modifiers of its keystrokes across the runs, as bits `1 << (packed & 63)` (see
    /// ``PhysicalKeystroke/packed``).
    var modifierPatterns: UInt64 = 0
  }

  /// The key commands, in menu order.
  var commands: [KeyCommand]
  /// The layouts and directions, shared by every sweep made together.
  var runs: [Run]
  /// Each spec's summary, by spec index.
  var summaries: [Summary]

  /// The key commands whose keystroke equals another key command's in some run.
  ///
  /// Another key command has the same spec, or another spec is pressed alike. Rules that
  /// compare keystrokes need read no others.
  ///
  /// - Returns: Their positions in ``commands``.
  func positionsSharingKeystrokes() -> [Int] {
    var uses = [Int32](repeating: 0, count: summaries.count)
    for command in commands { uses[command.spec] += 1 }
    return commands.indices.filter {
      let spec = commands[$0].spec
      return uses[spec] > 1 || summaries[spec].sharesKeystroke
    }
  }

  /// What localization depends on, besides the layout and direction.
  private struct Spec: Equatable {
    var shortcut: KeyCombination
    var localizes: Bool
    var mirrors: Bool
  }

  /// The distinct specs of the key commands, in order of first use.
  private struct Specs {
    var all: [Spec] = []
    /// The specs by ``key(_:)``.
    private var chains: HashChains

    /// Room for the specs of `count` key commands, so that the table never grows.
    init(reservingCapacity count: Int) {
      chains = HashChains(reservingCapacity: count)
    }

    /// A number for a shortcut that is cheap to make and hash, equal for equal shortcuts.
    ///
    /// The byte of an ASCII character or the position of a named key, else the input's hash,
    /// with the modifiers and case as written. `K`, `;` and `` ` `` are hashed as characters
    /// like the others: each has a spelling outside ASCII that Swift calls equal (see
    /// ``StoredText``), and `K` is kept as `k` anyway. Hashing every shortcut would hash its
    /// character's normalized form.
    private static func key(_ shortcut: KeyCombination) -> Int {
      let input =
        switch shortcut.input {
        case .character(let character):
          if let byte = character.asciiByte, !"K;`".utf8.contains(byte) {
            Int(byte)
          } else {
            character.hashValue
          }
        case .named(let key): 128 + key.order
        case .literal(let text): text.hashValue
        }
      let flags =
        Int(shortcut.modifiers.rawValue) << 2 | (shortcut.isWrittenUppercase ? 2 : 0)
        | (shortcut.isCaseAmbiguous ? 1 : 0)
      return input &<< 32 ^ flags
    }

    /// The index of a spec, added when it is new.
    mutating func index(of spec: Spec) -> Int {
      let key = Self.key(spec.shortcut)
      if let known = chains.item(withHash: key, where: { all[$0] == spec }) { return known }
      chains.append(hash: key)
      all.append(spec)
      return all.count - 1
    }
  }

  /// Gathers each spec's ``Summary`` run by run.
  private struct Summarizer {
    var summaries: [Summary]
    /// The first spec pressed with each keystroke in the current run, or -1; reset to -1 at
    /// the end of each run, for the keystrokes the run pressed.
    private var first = [Int32](repeating: -1, count: PhysicalKeystroke.packedLimit)

    init(specCount: Int) {
      summaries = [Summary](repeating: Summary(), count: specCount)
    }

    /// Adds the outcomes of one run.
    mutating func add(_ results: [Outcome]) {
      summaries.withUnsafeMutableBufferPointer { summaries in
        first.withUnsafeMutableBufferPointer { first in
          results.withUnsafeBufferPointer { results in
            for (spec, outcome) in results.enumerated() {
              if !outcome.isTypeable { summaries[spec].isAlwaysTypeable = false }
              let packed = Int(outcome.packedKeystroke)
              guard packed >= 0 else { continue }
              summaries[spec].modifierPatterns |= 1 << UInt64(packed & 63)
              let earlier = Int(first[packed])
              if earlier < 0 {
                first[packed] = Int32(spec)
              } else {
                summaries[spec].sharesKeystroke = true
                summaries[earlier].sharesKeystroke = true
              }
            }
            for outcome in results where outcome.packedKeystroke >= 0 {
              first[Int(outcome.packedKeystroke)] = -1
            }
          }
        }
      }
    }
  }

  /// One sweep per built menu, sharing the localization of shortcuts they have in common.
  ///
  /// - Parameters:
  ///   - tables: Each built menu's key commands.
  ///   - appLocalizes: For each, whether the app lets the system localize its shortcuts.
  ///   - layouts: The layouts to check.
  ///   - directions: The interface directions to check.
  /// - Returns: One sweep per table, in order.
  static func sweeps(
    for tables: [KeyCommandTable], appLocalizes: [Bool], layouts: [KeyboardLayout],
    directions: [InterfaceDirection]
  ) -> [LayoutSweep] {
    var specTable = Specs(reservingCapacity: tables.reduce(0) { $0 + $1.entries.count })
    var commandLists: [[KeyCommand]] = []
    for (table, appLocalizes) in zip(tables, appLocalizes) {
      var commands: [KeyCommand] = []
      for (position, entry) in table.entries.enumerated() {
        let command = entry.command
        // An input no key produces is chosen from a menu only: no layout concerns it.
        guard let shortcut = command.shortcut, shortcut.input.isKey else { continue }
        let localizes =
          command.allowsAutomaticLocalization
          && (appLocalizes || command.isSystemCommand(on: table.osVersion))
        let spec = Spec(
          shortcut: shortcut, localizes: localizes, mirrors: command.allowsAutomaticMirroring)
        let responder = entry.responder.map(Int32.init) ?? -1
        commands.append(
          KeyCommand(
            entry: position, spec: specTable.index(of: spec), isApp: entry.isApp,
            isUnsure: !table.isSure(entry), responder: responder))
        // A case-ambiguous menu command may also be pressed with Shift on Mac Catalyst.
        if let shifted = shortcut.shiftedReading,
          KeyMatching.mayMatchShifted(on: table.platform, isMenuCommand: entry.responder == nil)
        {
          let shiftedSpec = Spec(
            shortcut: shifted, localizes: localizes, mirrors: command.allowsAutomaticMirroring)
          commands.append(
            KeyCommand(
              entry: position, spec: specTable.index(of: shiftedSpec), isApp: entry.isApp,
              isShiftedReading: true, isUnsure: true, responder: responder))
        }
      }
      commandLists.append(commands)
    }
    let specs = specTable.all
    let prepared = specs.map {
      PreparedShortcut($0.shortcut, localizes: $0.localizes, mirrors: $0.mirrors)
    }
    // The specs right to left changes; the others keep their left-to-right outcome.
    let mirroring = specs.indices.filter {
      specs[$0].localizes && specs[$0].mirrors && ShortcutLocalizer.mirrors(specs[$0].shortcut)
    }
    // Each spec's outcome in a run. The shortcut as written is read only where the prepared
    // form cannot answer, so that the others copy no key input.
    func outcome(_ localizer: ShortcutLocalizer, _ spec: Int) -> Outcome {
      localizer.outcome(of: prepared[spec])
        ?? localizer.fullOutcome(of: prepared[spec], specs[spec].shortcut)
    }
    func localize(_ layout: KeyboardLayout, _ direction: InterfaceDirection) -> [Outcome] {
      let localizer = ShortcutLocalizer(layout: layout, direction: direction)
      return [Outcome](unsafeUninitializedCapacity: specs.count) { results, count in
        for spec in specs.indices {
          results.initializeElement(at: spec, to: outcome(localizer, spec))
        }
        count = specs.count
      }
    }
    var runs: [Run] = []
    runs.reserveCapacity(layouts.count * directions.count)
    var summarizer = Summarizer(specCount: specs.count)
    for layout in layouts {
      var leftToRight: [Outcome]?
      for direction in directions {
        switch direction {
        case .ltr:
          let results = leftToRight ?? localize(layout, .ltr)
          leftToRight = results
          summarizer.add(results)
          runs.append(Run(layout: layout, direction: .ltr, results: results))
        case .rtl:
          let base = leftToRight ?? localize(layout, .ltr)
          leftToRight = base
          let localizer = ShortcutLocalizer(layout: layout, direction: .rtl)
          var results = base
          for index in mirroring {
            results[index] = outcome(localizer, index)
          }
          // Without mirroring, the results are left to right's, already summarized.
          if !mirroring.isEmpty || !directions.contains(.ltr) { summarizer.add(results) }
          runs.append(Run(layout: layout, direction: .rtl, results: results))
        }
      }
    }
    return commandLists.map {
      LayoutSweep(commands: $0, runs: runs, summaries: summarizer.summaries)
    }
  }
}

/// Collects findings per layout and direction and reports each once, saying where it holds.
///
/// A finding is a number: a key command's entry, or two indexes as a ``FindingPair``. Plain
/// numbers keep the tables free of a key type of their own, whose first table would make the
/// runtime search the process's conformance records for its hashing (see the README's
/// performance section). Layouts are kept as their positions in ``KeyboardLayout/all`` and
/// named only in the scopes reported.
struct LayoutFindings {
  typealias Key = Int

  /// Where a finding holds, and which layouts and directions a report names.
  struct Scope {
    var key: Key
    /// The layouts named, or empty for every layout checked.
    var layouts: [String]
    /// The directions named, or empty for every direction checked.
    var directions: [InterfaceDirection]
    /// How it happens, one line per distinct way.
    var details: [String]
    /// The positions of ``layouts`` in ``KeyboardLayout/all``, or empty for every layout
    /// checked.
    fileprivate var positions: [Int]
  }

  /// One layout and direction where a finding holds, and how.
  private struct Place {
    var layout: Int
    var direction: InterfaceDirection
    var detail: String
  }

  /// The findings, in the order first recorded.
  private var order: [Key] = []
  /// Each finding's position in ``order``.
  private var numbers: [Key: Int] = [:]
  /// Where each finding holds, by its position in ``order``.
  private var places: [[Place]] = []
  /// Where each finding holds for certain (not only as a guess), as bits numbered by the
  /// layout's position times 2, plus 1 for right to left.
  private var certain: [LayoutBits] = []
  /// Whether each finding holds through a reading the sources confirm somewhere (see
  /// ``KeyMatching``), and whether through a shifted reading (``LayoutSweep/KeyCommand``).
  private var sure: [Bool] = []
  private var shifted: [Bool] = []
  /// The positions of the layouts checked.
  let layouts: [Int]
  let directions: [InterfaceDirection]

  init(layouts: [KeyboardLayout], directions: [InterfaceDirection]) {
    self.layouts = layouts.map(\.storage.position)
    self.directions = directions
  }

  private static func place(_ layout: Int, _ direction: InterfaceDirection) -> Int {
    layout * 2 + (direction == .rtl ? 1 : 0)
  }

  /// Records that a finding holds in a run (a layout and direction).
  ///
  /// `detail` says how, for notes; `isGuess` marks a guess about Apple's behaviour (see
  /// ``LayoutSweep/Outcome/isGuess``).
  ///
  /// `isUnsure` marks a record through a reading no source confirms, `isShifted` one through a
  /// shifted reading (see ``LayoutSweep/KeyCommand``).
  mutating func record(
    _ key: Key, in run: LayoutSweep.Run, detail: String, isGuess: Bool = false,
    isUnsure: Bool = false, isShifted: Bool = false
  ) {
    let number: Int
    if let known = numbers[key] {
      number = known
    } else {
      number = order.count
      numbers[key] = number
      order.append(key)
      places.append([])
      certain.append(LayoutBits(capacity: 2 * KeyboardLayout.all.count))
      sure.append(false)
      shifted.append(false)
    }
    if !isUnsure { sure[number] = true }
    if isShifted { shifted[number] = true }
    let layout = run.layout.storage.position
    places[number].append(Place(layout: layout, direction: run.direction, detail: detail))
    if !isGuess { certain[number].insert(Self.place(layout, run.direction)) }
  }

  /// Whether a finding holds only through readings no source confirms (see ``KeyMatching``).
  func isUnsure(_ scope: Scope) -> Bool {
    numbers[scope.key].map { !sure[$0] } ?? true
  }

  /// Whether a finding holds through the shifted reading of a case-ambiguous shortcut.
  func isShifted(_ scope: Scope) -> Bool {
    numbers[scope.key].map { shifted[$0] } ?? false
  }

  /// Whether a finding holds only as a guess in a scope of ``scopes()``.
  func isGuess(_ scope: Scope) -> Bool {
    guard let number = numbers[scope.key] else { return true }
    let shownLayouts = scope.positions.isEmpty ? layouts : scope.positions
    let shownDirections = scope.directions.isEmpty ? directions : scope.directions
    return !shownDirections.contains { direction in
      shownLayouts.contains { certain[number].contains(Self.place($0, direction)) }
    }
  }

  /// Each finding, in the order first recorded, with where it holds.
  ///
  /// When the finding holds on different layouts in each direction, it is reported once per
  /// direction so that every report is exact. Empty lists mean "everywhere checked".
  func scopes() -> [Scope] {
    var result: [Scope] = []
    for (number, key) in order.enumerated() {
      let entries = places[number]
      // The layouts where it holds, left to right and right to left.
      var leftToRight: LayoutBits?
      var rightToLeft: LayoutBits?
      for entry in entries {
        switch entry.direction {
        case .ltr:
          leftToRight = leftToRight ?? LayoutBits(capacity: KeyboardLayout.all.count)
          leftToRight?.insert(entry.layout)
        case .rtl:
          rightToLeft = rightToLeft ?? LayoutBits(capacity: KeyboardLayout.all.count)
          rightToLeft?.insert(entry.layout)
        }
      }
      func layoutsWhere(_ direction: InterfaceDirection) -> LayoutBits? {
        direction == .ltr ? leftToRight : rightToLeft
      }
      let present = directions.filter { layoutsWhere($0) != nil }
      let groups: [[InterfaceDirection]] =
        leftToRight == nil || rightToLeft == nil || leftToRight == rightToLeft
        ? [present] : present.map { [$0] }
      for group in groups {
        let layoutSet = layoutsWhere(group[0]) ?? LayoutBits(capacity: 0)
        let shownLayouts =
          layoutSet.count == layouts.count ? [] : layouts.filter(layoutSet.contains)
        let shownDirections = group.count == directions.count ? [] : group
        let details = Self.details(entries.filter { group.contains($0.direction) })
        result.append(
          Scope(
            key: key, layouts: shownLayouts.map { KeyboardLayout.all[$0].id },
            directions: shownDirections, details: details, positions: shownLayouts))
      }
    }
    return result
  }

  /// "⇧⌘ß on German, Austrian", one line per distinct detail, in layout order.
  private static func details(_ entries: [Place]) -> [String] {
    // Few details, and runs of one detail: a search beats hashing each entry's text.
    var order: [String] = []
    var layouts: [[Int]] = []
    var last = -1
    for entry in entries where !entry.detail.isEmpty {
      if last < 0 || order[last] != entry.detail {
        last = order.firstIndex(of: entry.detail) ?? -1
        if last < 0 {
          order.append(entry.detail)
          layouts.append([])
          last = order.count - 1
        }
      }
      if !layouts[last].contains(entry.layout) { layouts[last].append(entry.layout) }
    }
    // One way it happens: the scope line already names the layouts.
    if order.count == 1 { return order }
    return order.indices.map { number in
      let detail = order[number]
      let names = layouts[number].map { KeyboardLayout.all[$0].id }
      let shown =
        names.count > 8
        ? names.prefix(8).joined(separator: ", ") + " and \(names.count - 8) more"
        : names.joined(separator: ", ")
      return "\(detail) on \(shown)"
    }
  }
}

/// Two indexes that make one finding, such as a key command's entry and the entry it clashes
/// with, as one ``LayoutFindings`` key.
struct FindingPair: Equatable {
  /// The index of the key command the finding is reported at.
  var entry: Int
  /// The index of what it clashes with: another entry, or a reserved shortcut.
  var other: Int

  /// Both indexes in one number: `entry` below 2³¹ and `other` below 2³², both not negative
  /// (far more than a definition file of at most 256 MiB has).
  var key: Int { entry << 32 | other }
}

extension FindingPair {
  /// The pair a ``key`` stands for.
  init(key: Int) {
    self.init(entry: key >> 32, other: key & 0xFFFF_FFFF)
  }
}

/// A set of small non-negative numbers, such as layout positions, with a bit each.
struct LayoutBits: Equatable {
  private var words: [UInt64]

  /// An empty set for numbers below `capacity`.
  init(capacity: Int) {
    words = [UInt64](repeating: 0, count: (capacity + 63) / 64)
  }

  mutating func insert(_ number: Int) {
    words[number >> 6] |= 1 << UInt64(number & 63)
  }

  func contains(_ number: Int) -> Bool {
    number >> 6 < words.count && words[number >> 6] & (1 << UInt64(number & 63)) != 0
  }

  var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }
}
