/// `duplicate-shortcut`: an operation would repeat a UIKit-equal shortcut, and UIKit refuses it;
/// or a responder's `keyCommands` list repeats one, and the later entry is dead.
struct DuplicateShortcutRule: LintRule {
  static let description = RuleDescription(
    id: .duplicateShortcut,
    name: "Duplicate Shortcut",
    summary: """
      A key command's shortcut is UIKit-equal to one already in the menu, system commands \
      included; the operation is refused.
      """,
    rationale: """
      UIKit compares key commands by input string (case-sensitive) and modifier flags, and \
      refuses an operation that would add an equal one — including against its own commands, \
      such as ⌘I Italic in textStyle. Nothing the operation inserts appears. Remove or replace \
      the other command first, or choose another shortcut. A responder's `keyCommands` list is \
      not refused: UIKit gives the key to the first of two equal entries, so the later one never \
      fires (a warning at the later one). Entries for different states ('when') do not clash.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          1️⃣{"type": "command", "title": "Get Info", "action": "getInfo:", "shortcut": "cmd+i"}],
          "atEndOf": "file"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [
          {"remove": {"menu": "textStyle"}},
          {"insertElements": [
            {"type": "command", "title": "Get Info", "action": "getInfo:", "shortcut": "cmd+i"}],
           "atEndOf": "file"}]}
        """#)
    ])
}

extension DuplicateShortcutRule {
  /// The finding for a key command whose shortcut is UIKit-equal to one in the menu.
  static func diagnostic(
    _ conflict: MenuConflict, _ shortcut: KeyCombination, in operation: BuildOperation,
    losing lost: Diagnostic.Note?, of system: MenuSystem
  ) -> Diagnostic {
    var (location, notes) = system.conflictPlace(conflict, in: operation, losing: lost)
    if system.platform == .iPadOS, conflict.existing.isSystem,
      case .command(let existing) = conflict.existing.element,
      existing.action == "orderFrontPreferencesPanel:"
    {
      notes.append(
        Diagnostic.Note(
          "on iPad the system's Settings… opens the app's page in the Settings app and takes "
            + "⌘, before the app; see Docs/SystemMenus.md"))
    }
    notes.append(
      Diagnostic.Note(
        conflict.existing.isSystem
          ? "choose another shortcut, or remove or replace \(conflict.existing) first"
          : "choose another shortcut for one of them"))
    // SwiftUI's `.commands` reach the menu through SwiftUI, which does not document that it
    // refuses a clashing group as UIKit's builder does: the clash is sure, the loss is not.
    var severity = RuleID.duplicateShortcut.defaultSeverity
    if case .command(let new) = conflict.new.element, new.action == "swiftUIButton:" {
      severity = .warning
      notes.append(
        Diagnostic.Note(
          "SwiftUI adds its commands to the menu itself; that it drops a clashing group as "
            + "UIKit's builder does is not documented, so this is a warning"))
    }
    var diagnostic = Diagnostic(
      .duplicateShortcut, severity,
      "\(Self.name(conflict.new.element)) uses \(shortcut.glyphs), which \(conflict.existing) already uses",
      at: location, notes: notes)
    if case .command(let command) = conflict.new.element, command.origin == .app {
      diagnostic.subject = ShortcutSubject(menuCommand: command)
    }
    return diagnostic
  }
}

extension DuplicateShortcutRule {
  /// Two UIKit-equal entries in one responder's list that can be returned together: a
  /// warning at the later one, which never fires.
  func check(_ context: RuleContext) -> [Diagnostic] {
    let table = context.keyCommands
    var first: [ShortcutInList: Int] = [:]
    var diagnostics: [Diagnostic] = []
    for (index, entry) in table.entries.enumerated() {
      guard let responder = entry.responder else { continue }
      let key = ShortcutInList(responder: responder, shortcut: entry.shortcut)
      guard let earlier = first[key] else {
        first[key] = index
        continue
      }
      let other = table.entries[earlier]
      guard KeyCommandTable.canCoexist(other, entry) else { continue }
      let owner = table.responder(of: entry)?.id ?? ""
      var diagnostic = context.diagnostic(
        .duplicateShortcut,
        "\(table.name(entry)) uses \(entry.shortcut.glyphs), which \(table.name(other)) "
          + "earlier in the key commands of responder '\(owner)' already uses; UIKit gives the key "
          + "to the first, so this one never fires",
        at: entry, notes: [table.note(about: other, in: context.menu)])
      diagnostic.severity = .warning
      diagnostic.subject = table.subject(of: entry, in: context.menu)
      diagnostics.append(diagnostic)
    }
    return diagnostics
  }

  struct ShortcutInList: Hashable {
    var responder: Int
    var shortcut: KeyCombination
  }
}

extension DuplicateShortcutRule {
  /// An element as messages name it: a command by ``Command/displayName``.
  static func name(_ element: MenuElement) -> String {
    if case .command(let command) = element { return command.name }
    return "'\(element.title)'"
  }
}
