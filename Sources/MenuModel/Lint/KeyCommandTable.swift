/// Every key command of an app on one platform, as the rules about shortcuts see them: the
/// main menu's commands, the responders' `keyCommands`, and the alternates of both, each an
/// entry with the place it was written.
///
/// Responder key commands are the app's shortcuts as much as the main menu's (many apps keep
/// most of theirs there), so every shortcut rule reads this table rather than the menu alone.
/// An alternate is a keystroke too: the command's shortcut plus the alternate's modifiers.
struct KeyCommandTable: Sendable {
  /// Where a key command was written.
  enum Place: Hashable, Sendable {
    /// A command of the built main menu.
    case menu(MenuNodeID)
    /// The key command at an index of the responder at an index of the responder file.
    case responder(Int, command: Int)
    /// A hidden key command the system adds after building the menu, by its index in
    /// ``MenuSystem/hiddenKeyCommands``.
    case hidden(Int)
  }

  /// One key command.
  struct Entry: Sendable {
    /// Where it was written.
    var place: Place
    /// For an alternate, its index in the command's alternates.
    var alternate: Int?
    /// The command as it is pressed: an alternate has its own title and action and the
    /// command's shortcut plus its modifiers.
    var command: Command
    /// Whether the app defined it (not a system command).
    var isApp: Bool
    /// Where it is reported, in the menu file or the responder file (see ``place``); the
    /// location is found only for a finding (``KeyCommandTable/location(of:)``).
    var source: SourceReference?
    /// A responder key command's `when` condition, if any.
    var condition: Condition?

    /// The key command's index in its responder's list, for a responder's key command.
    var placeIndex: Int? {
      if case .responder(_, let command) = place { return command }
      return nil
    }

    /// The responder's index, for a responder's key command.
    var responder: Int? {
      if case .responder(let index, _) = place { return index }
      return nil
    }

    /// The shortcut; every entry has one.
    var shortcut: KeyCombination { command.shortcut ?? KeyCombination(.literal(""), modifiers: []) }
  }

  /// The entries: the menu's in menu order (each command followed by its alternates), then the
  /// system's hidden key commands, then each responder's in file order.
  var entries: [Entry]
  /// The platform the key commands are for.
  let platform: Platform
  /// The responders, when a responder file was given.
  let responders: ResponderDefinition?
  /// The system version the menu was built for.
  let osVersion: OSVersion
  /// For each responder, the responders after it along its `next` links, nearest first.
  let ancestors: [[Int]]
  /// The menu file, for the locations of the menu's entries.
  private let menuDocument: JSONDocument?

  /// Collects the key commands of a built menu and of the responders on its platform.
  ///
  /// - Parameters:
  ///   - system: The built menu.
  ///   - responders: The app's responders, if a responder file was given.
  init(system: MenuSystem, responders: ResponderDefinition?) {
    var entries: [Entry] = []
    let menu = system.menu
    for node in menu.menuOrder where menu.kind(of: node) == .keyCommand {
      guard case .command(let command) = menu.element(node) else { continue }
      let isApp = command.origin == .app
      let source = command.source
      entries.append(Entry(place: .menu(node), command: command, isApp: isApp, source: source))
      for (index, alternate) in command.alternateCommands.enumerated() {
        entries.append(
          Entry(
            place: .menu(node), alternate: index, command: alternate, isApp: isApp,
            source: alternate.source ?? source))
      }
    }
    self.platform = system.platform
    // UIKit appends its hidden key commands to the menu's. Those on a reserved key are left to
    // `reserved-shortcut`, which names what the system does with it.
    for (index, command) in system.hiddenKeyCommands.enumerated()
    where !ReservedShortcut.reserves(command.shortcut, on: system.platform) {
      entries.append(Entry(place: .hidden(index), command: command, isApp: false, source: nil))
    }
    self.responders = responders
    osVersion = system.osVersion
    menuDocument = system.document
    guard let responders else {
      self.entries = entries
      self.ancestors = []
      return
    }
    for (responderIndex, responder) in responders.responders.enumerated() {
      for (index, command) in responder.keyCommands.enumerated() {
        if let platforms = command.platforms, !platforms.contains(system.platform) { continue }
        let condition = responder.keyCommandConditions[index]?.condition
        let place = Place.responder(responderIndex, command: index)
        entries.append(
          Entry(
            place: place, command: command, isApp: true, source: command.source,
            condition: condition))
        for (alternateIndex, alternate) in command.alternateCommands.enumerated() {
          entries.append(
            Entry(
              place: place, alternate: alternateIndex, command: alternate, isApp: true,
              source: alternate.source ?? command.source, condition: condition))
        }
      }
    }
    self.entries = entries
    let indexByID = Dictionary(
      responders.responders.enumerated().map { ($1.id, $0) },
      uniquingKeysWith: { first, _ in first })
    self.ancestors = responders.responders.map { responder in
      var result: [Int] = []
      var seen: Set<Int> = []
      var next = responder.next
      while let id = next, let index = indexByID[id], seen.insert(index).inserted {
        result.append(index)
        next = responders.responders[index].next
      }
      return result
    }
  }

  /// Where an entry is reported, or `nil` for a system command or one made in code.
  func location(of entry: Entry) -> SourceLocation? {
    let document: JSONDocument?
    switch entry.place {
    case .menu: document = menuDocument
    case .responder: document = responders?.document
    case .hidden: return nil
    }
    guard let source = entry.source, let document else { return nil }
    return document.location(of: source)
  }

  /// The responder that declares an entry, for a responder's key command.
  func responder(of entry: Entry) -> Responder? {
    entry.responder.flatMap { responders?.responders[$0] }
  }

  /// Whether the sources confirm how an entry's shortcut is matched: not for a case-ambiguous
  /// shortcut on a path where ``KeyMatching`` leaves its unshifted reading unconfirmed.
  func isSure(_ entry: Entry) -> Bool {
    !entry.shortcut.isCaseAmbiguous
      || KeyMatching.confirmsUnshiftedReading(on: platform, isMenuCommand: entry.responder == nil)
  }

  /// The spelling advice for a finding about entries, when one of their shortcuts is
  /// case-ambiguous (``KeyMatching/note(for:)``), else none.
  func readingNotes(_ entries: Entry...) -> [Diagnostic.Note] {
    guard let ambiguous = entries.first(where: { $0.shortcut.isCaseAmbiguous }) else { return [] }
    return [Diagnostic.Note(KeyMatching.note(for: ambiguous.shortcut))]
  }

  /// How messages name an entry's command: `'Title'`, or its action when it has no title.
  func name(_ entry: Entry) -> String {
    "'\(entry.command.displayName)'"
  }

  /// The system menu holding a system command, such as `textStyle`.
  func systemMenu(of entry: Entry, in menu: MenuBuilder) -> String? {
    guard case .menu(let node) = entry.place, let parent = menu.parent(of: node),
      case .menu(let holder) = menu.element(parent)
    else { return nil }
    return holder.identifier.map { "\($0)" }
  }

  /// A note naming another entry: where it is defined, or which system command it is.
  func note(about entry: Entry, in menu: MenuBuilder) -> Diagnostic.Note {
    let what = "\(name(entry)) (\(entry.command.action))"
    if case .hidden = entry.place {
      return Diagnostic.Note(
        "\(what) is a hidden key command UIKit adds on iPadOS 26 after the app's menu is built: "
          + "no operation removes it")
    }
    if !entry.isApp {
      return Diagnostic.Note(
        "\(what) is a system command" + (systemMenu(of: entry, in: menu).map { " in \($0)" } ?? ""))
    }
    if let location = location(of: entry) {
      return Diagnostic.Note("\(what) is defined here", at: location)
    }
    if let responder = responder(of: entry) {
      return Diagnostic.Note("\(what) is a key command of responder '\(responder.id)'")
    }
    return Diagnostic.Note("\(what) is in the main menu")
  }

  /// The command an entry belongs to, as findings that another shortcut would fix name it:
  /// the command itself for an alternate; `nil` for a system command.
  func subject(of entry: Entry, in menu: MenuBuilder) -> ShortcutSubject? {
    guard entry.isApp else { return nil }
    switch entry.place {
    case .menu(let node):
      guard case .command(let command) = menu.element(node) else { return nil }
      return ShortcutSubject(menuCommand: command)
    case .responder(let responder, let index):
      guard let command = responders?.responders[responder].keyCommands[index] else {
        return nil
      }
      return ShortcutSubject(
        key: "responder \(responder) \(index)", document: .responders,
        valueIndex: command.source?.valueIndex, responder: responder, keyCommand: index,
        name: command.name, shortcut: command.shortcut?.glyphs ?? "")
    case .hidden:
      return nil
    }
  }

  /// Whether an entry is a hidden key command the system adds.
  static func isHidden(_ entry: Entry) -> Bool {
    if case .hidden = entry.place { return true }
    return false
  }

  /// Whether two entries of one responder's list can exist together: unless both have `when`
  /// conditions that cannot hold in one state (apps return one list while editing and another
  /// otherwise; `` `isEditing` `` and `` !`isEditing` `` never meet).
  static func canCoexist(_ first: Entry, _ second: Entry) -> Bool {
    guard let one = first.condition, let other = second.condition else { return true }
    return one == other || one.canHold(with: other)
  }

}

extension ShortcutSubject {
  /// The subject of a main-menu command: its identity, equal on every platform.
  init(menuCommand command: Command) {
    self.init(
      key: "menu \(command.identity)", document: .menu, valueIndex: command.source?.valueIndex,
      fingerprint: command.fingerprint, name: command.name,
      shortcut: command.shortcut?.glyphs ?? "")
  }
}
