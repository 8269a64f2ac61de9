/// Every key command of a built menu, localized for each layout and direction checked.
///
/// Computed once per platform and shared by the layout rules, so the work is
/// O(commands × layouts × directions) table look-ups.
struct LayoutSweep: Sendable {
  /// One layout and direction.
  struct Run: Sendable {
    var layout: KeyboardLayout
    var direction: InterfaceDirection
    /// Each key command's node and its shortcut on this layout, in menu order.
    var shortcuts: [(node: MenuNodeID, localized: LocalizedShortcut)]
  }

  var runs: [Run]

  init(system: MenuSystem, layouts: [KeyboardLayout], directions: [InterfaceDirection]) {
    let menu = system.menu
    let commands: [(MenuNodeID, Command, Bool)] = menu.preorder().compactMap { node in
      guard case .command(let command) = menu.element(node), command.shortcut != nil else {
        return nil
      }
      return (node, command, command.isSystemCommand)
    }
    runs = []
    runs.reserveCapacity(layouts.count * directions.count)
    for layout in layouts {
      for direction in directions {
        let localizer = ShortcutLocalizer(
          layout: layout, direction: direction,
          appLocalizesShortcuts: system.definition.localizesShortcuts)
        let shortcuts = commands.compactMap { node, command, isSystem in
          localizer.localize(command, isSystemCommand: isSystem).map { (node, $0) }
        }
        runs.append(Run(layout: layout, direction: direction, shortcuts: shortcuts))
      }
    }
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

  /// Records that a finding holds on a layout in a direction; `detail` says how, for notes.
  mutating func record(_ key: Key, layout: String, direction: InterfaceDirection, detail: String) {
    if places[key] == nil { order.append(key) }
    places[key, default: []].append((layout, direction, detail))
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
