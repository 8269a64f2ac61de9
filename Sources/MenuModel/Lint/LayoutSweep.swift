/// Every key command of built menus, localized for each layout and direction checked.
///
/// Commands that share a shortcut and its opt-outs share one localization ("spec"), across
/// the platforms of a file too, and right to left reuses left to right for shortcuts that
/// do not mirror; the rules then read the results by index. The work is
/// O(distinct shortcuts × layouts × directions) localizations plus
/// O(commands × layouts × directions) array reads.
struct LayoutSweep: Sendable {
  /// A key command (an entry of the ``KeyCommandTable``) and the index of its shortcut's spec.
  struct KeyCommand: Sendable {
    /// The index of the entry in the table.
    var entry: Int
    var spec: Int
    /// Whether the app defined it (not a system command).
    var isApp: Bool
    /// The index of the responder whose key command it is, or -1 for the main menu's.
    var responder: Int32 = -1
  }

  /// What the rules need of a localized shortcut, without references to count.
  struct Outcome: Sendable {
    /// The keystroke (``PhysicalKeystroke/packed``), or -1 when it is not known.
    var packedKeystroke: Int16
    var method: LocalizedShortcut.Method
    var mirrored: Bool
    var isTypeable: Bool
    /// Whether the outcome is a guess about Apple's behaviour (DESIGN §5, confidence): moved
    /// by the derived fallback, or found untypeable where no complete measured table and the
    /// layout's own key data say so.
    var isGuess: Bool

    init(_ localized: LocalizedShortcut, on layout: KeyboardLayout) {
      packedKeystroke = localized.keystroke.map { Int16($0.packed) } ?? -1
      method = localized.method
      mirrored = localized.mirrored
      isTypeable = localized.isTypeable
      let measured =
        layout.hasMeasuredTable && layout.keyDataSource == nil
        && !layout.hasPartialMeasuredTable
      isGuess =
        localized.method == .derived
        || (!localized.isTypeable && localized.method != .optedOut && !measured)
    }
  }

  /// One layout and direction.
  struct Run: Sendable {
    var layout: KeyboardLayout
    var direction: InterfaceDirection
    /// Each spec's shortcut on this layout, by spec index.
    var results: [Outcome]
  }

  /// The key commands, in menu order.
  var commands: [KeyCommand]
  /// The layouts and directions, shared by every sweep made together.
  var runs: [Run]

  /// What localization depends on, besides the layout and direction.
  private struct Spec: Hashable {
    var shortcut: KeyCombination
    var localizes: Bool
    var mirrors: Bool
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
    var specs: [Spec] = []
    var specIndex: [Spec: Int] = [:]
    let commandLists = zip(tables, appLocalizes).map { table, appLocalizes in
      table.entries.indices.compactMap { position -> KeyCommand? in
        let entry = table.entries[position]
        let command = entry.command
        // An input no key produces is chosen from a menu only: no layout concerns it.
        guard let shortcut = command.shortcut, shortcut.input.isKey else { return nil }
        let spec = Spec(
          shortcut: shortcut,
          localizes: command.allowsAutomaticLocalization
            && (appLocalizes || command.isSystemCommand),
          mirrors: command.allowsAutomaticMirroring)
        let index: Int
        if let known = specIndex[spec] {
          index = known
        } else {
          index = specs.count
          specs.append(spec)
          specIndex[spec] = index
        }
        return KeyCommand(
          entry: position, spec: index, isApp: entry.isApp,
          responder: entry.responder.map(Int32.init) ?? -1)
      }
    }
    var runs: [Run] = []
    runs.reserveCapacity(layouts.count * directions.count)
    for layout in layouts {
      var leftToRight: [Outcome]?
      func localize(_ direction: InterfaceDirection) -> [Outcome] {
        let localizer = ShortcutLocalizer(layout: layout, direction: direction)
        return specs.map {
          Outcome(
            localizer.localize($0.shortcut, localizes: $0.localizes, mirrors: $0.mirrors),
            on: layout)
        }
      }
      for direction in directions {
        switch direction {
        case .ltr:
          let results = leftToRight ?? localize(.ltr)
          leftToRight = results
          runs.append(Run(layout: layout, direction: .ltr, results: results))
        case .rtl:
          let base = leftToRight ?? localize(.ltr)
          leftToRight = base
          let localizer = ShortcutLocalizer(layout: layout, direction: .rtl)
          var results = base
          for (index, spec) in specs.enumerated()
          where spec.localizes && spec.mirrors && ShortcutLocalizer.mirrors(spec.shortcut) {
            results[index] = Outcome(
              localizer.localize(spec.shortcut, localizes: true, mirrors: true), on: layout)
          }
          runs.append(Run(layout: layout, direction: .rtl, results: results))
        }
      }
    }
    return commandLists.map { LayoutSweep(commands: $0, runs: runs) }
  }
}

/// Collects findings per layout and direction and reports each once, saying where it holds.
struct LayoutFindings<Key: Hashable> {
  private var order: [Key] = []
  private var places: [Key: [(layout: String, direction: InterfaceDirection, detail: String)]] = [:]
  let layouts: [String]
  let directions: [InterfaceDirection]

  init(layouts: [KeyboardLayout], directions: [InterfaceDirection]) {
    self.layouts = layouts.map(\.id)
    self.directions = directions
  }

  /// Where each finding holds for certain (not only as a guess), as layout id and direction.
  private var certain: [Key: Set<String>] = [:]

  /// Records that a finding holds on a layout in a direction.
  ///
  /// `detail` says how, for notes; `isGuess` marks a guess about Apple's behaviour (see
  /// ``LayoutSweep/Outcome/isGuess``).
  mutating func record(
    _ key: Key, layout: String, direction: InterfaceDirection, detail: String,
    isGuess: Bool = false
  ) {
    if places[key] == nil { order.append(key) }
    places[key, default: []].append((layout, direction, detail))
    if !isGuess { certain[key, default: []].insert("\(direction.rawValue) \(layout)") }
  }

  /// Whether a finding holds only as a guess in a scope of ``scopes()`` (empty lists mean
  /// every layout or direction checked).
  func isGuess(_ key: Key, layouts: [String], directions: [InterfaceDirection]) -> Bool {
    guard let places = certain[key] else { return true }
    let shownLayouts = layouts.isEmpty ? self.layouts : layouts
    let shownDirections = directions.isEmpty ? self.directions : directions
    return !shownDirections.contains { direction in
      shownLayouts.contains { places.contains("\(direction.rawValue) \($0)") }
    }
  }

  /// Each finding, in the order first recorded, with where it holds.
  ///
  /// When the finding holds on different layouts in each direction, it is reported once per
  /// direction so that every report is exact. Empty lists mean "everywhere checked".
  func scopes() -> [(
    key: Key, layouts: [String], directions: [InterfaceDirection], details: [String]
  )] {
    var result:
      [(key: Key, layouts: [String], directions: [InterfaceDirection], details: [String])] = []
    for key in order {
      let entries = places[key] ?? []
      var byDirection: [InterfaceDirection: Set<String>] = [:]
      for entry in entries { byDirection[entry.direction, default: []].insert(entry.layout) }
      let sets = Set(byDirection.values)
      let groups: [[InterfaceDirection]] =
        sets.count == 1
        ? [directions.filter { byDirection[$0] != nil }]
        : directions.filter { byDirection[$0] != nil }.map { [$0] }
      for group in groups {
        let layoutSet = byDirection[group[0]] ?? []
        let shownLayouts =
          layoutSet.count == layouts.count ? [] : layouts.filter(layoutSet.contains)
        let shownDirections = group.count == directions.count ? [] : group
        let details = Self.details(entries.filter { group.contains($0.direction) })
        result.append((key, shownLayouts, shownDirections, details))
      }
    }
    return result
  }

  /// "⇧⌘ß on German, Austrian", one line per distinct detail, in layout order.
  private static func details(
    _ entries: [(layout: String, direction: InterfaceDirection, detail: String)]
  ) -> [String] {
    var order: [String] = []
    var layouts: [String: [String]] = [:]
    for entry in entries where !entry.detail.isEmpty {
      if layouts[entry.detail] == nil { order.append(entry.detail) }
      if layouts[entry.detail]?.contains(entry.layout) != true {
        layouts[entry.detail, default: []].append(entry.layout)
      }
    }
    // One way it happens: the scope line already names the layouts.
    if order.count == 1 { return order }
    return order.map { detail in
      let names = layouts[detail] ?? []
      let shown =
        names.count > 8
        ? names.prefix(8).joined(separator: ", ") + " and \(names.count - 8) more"
        : names.joined(separator: ", ")
      return "\(detail) on \(shown)"
    }
  }
}
