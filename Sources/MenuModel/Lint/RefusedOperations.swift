/// How refused operations become findings: each rule's message is in its own file; this file
/// dispatches and holds what they share (the note naming the other element).
extension MenuSystem {
  /// Builds a platform's main menu and reports each refused operation.
  ///
  /// - Parameters:
  ///   - definition: The definition.
  ///   - platform: The platform whose base menu to start from.
  ///   - osVersion: The system version whose default menu to start from.
  ///   - document: The parsed file, for locations.
  /// - Returns: The built menu and the diagnostics of its refused operations.
  public static func build(
    _ definition: MenuDefinition, for platform: Platform, osVersion: OSVersion = .v18,
    document: JSONDocument? = nil
  ) -> (system: MenuSystem, diagnostics: [Diagnostic]) {
    build(
      definition, for: platform, osVersion: osVersion, document: document,
      elementCounts: MenuBuilder.ElementCounts())
  }

  /// Builds a decoded file's definition for a platform and reports each refused operation, as
  /// ``build(_:for:osVersion:document:)`` does, with room for the elements decoding counted
  /// made at the start, as ``Linter`` builds: a large definition then grows the builder's
  /// tables once, not by doubling.
  ///
  /// - Parameters:
  ///   - decoded: The decoded file; its document gives the locations.
  ///   - platform: The platform whose base menu to start from.
  ///   - osVersion: The system version whose default menu to start from.
  /// - Returns: The built menu and the diagnostics of its refused operations, or `nil` when
  ///   the file did not decode to a definition.
  public static func build(
    _ decoded: DecodedMenuDefinition, for platform: Platform, osVersion: OSVersion = .v18
  ) -> (system: MenuSystem, diagnostics: [Diagnostic])? {
    guard let definition = decoded.definition else { return nil }
    return build(
      definition, for: platform, osVersion: osVersion, document: decoded.document,
      elementCounts: decoded.elementCounts)
  }

  /// Builds with room reserved for the definition's elements (see ``build(_:for:osVersion:document:)``).
  static func build(
    _ definition: MenuDefinition, for platform: Platform, osVersion: OSVersion,
    document: JSONDocument?, elementCounts: MenuBuilder.ElementCounts
  ) -> (system: MenuSystem, diagnostics: [Diagnostic]) {
    let system = MenuSystem(
      building: definition, for: platform, osVersion: osVersion, document: document,
      reservingCapacityFor: elementCounts)
    return (system, system.refusalDiagnostics())
  }

  /// How many missing targets of one build get a "did you mean" suggestion: each compares
  /// against every name in the menu, so a file of many missing targets stays linear.
  static let suggestionLimit = 100

  /// The findings of every refused operation, in order.
  func refusalDiagnostics() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var suggestionsLeft = Self.suggestionLimit
    // Menus that refused operations would have inserted: a later operation naming one is the
    // earlier finding's consequence (`if builder.menu(for: id) == nil { insert } else
    // { replace }` run twice), not a finding of its own.
    var refusedMenus: [MenuIdentifier: BuildOperation] = [:]
    for refusal in refusals {
      if case .missingTarget(.menu(let identifier)) = refusal.error,
        let earlier = refusedMenus[identifier]
      {
        diagnostics.append(
          MissingTargetRule.diagnostic(
            .menu(identifier), in: refusal.operation, refusedEarlier: earlier, of: self))
        continue
      }
      diagnostics += self.diagnostics(for: refusal, suggesting: suggestionsLeft > 0)
      if case .missingTarget = refusal.error { suggestionsLeft -= 1 }
      if case .conflicts = refusal.error {
        for identifier in Self.menusInserted(by: refusal.operation) {
          refusedMenus[identifier] = refusedMenus[identifier] ?? refusal.operation
        }
      }
    }
    return diagnostics
  }

  /// The identifiers of the menus an operation inserts, at any depth.
  static func menusInserted(by operation: BuildOperation) -> [MenuIdentifier] {
    var pending: [MenuElement]
    switch operation.kind {
    case .insertChild(let menu, _, _), .insertSibling(let menu, _, _): pending = [.menu(menu)]
    case .insertElements(let elements, _, _), .insertElementsInMenu(let elements, _, _),
      .replace(_, let elements), .replaceChildren(_, let elements):
      pending = elements
    case .remove: return []
    }
    var identifiers: [MenuIdentifier] = []
    while let element = pending.popLast() {
      guard case .menu(let menu) = element else { continue }
      if let identifier = menu.identifier { identifiers.append(identifier) }
      pending += menu.children
    }
    return identifiers
  }

  func diagnostics(for refusal: BuildRefusal, suggesting: Bool) -> [Diagnostic] {
    let operation = refusal.operation
    switch refusal.error {
    case .missingTarget(let target):
      if definition.droppedTargets.contains(target) { return [] }
      if case .remove = operation.kind, case .menu(let identifier) = target, identifier.isSystem {
        return [MissingTargetRule.diagnostic(absentSystemMenu: identifier, in: operation, of: self)]
      }
      return [MissingTargetRule.diagnostic(target, in: operation, of: self, suggesting: suggesting)]
    case .alreadyRemoved(let target, let removal):
      return [MissingTargetRule.diagnostic(target, in: operation, removedBy: removal, of: self)]
    case .rootCannotBeRemoved, .rootCannotHaveSiblings, .rootCanOnlyBeReplacedByRoot:
      return [InvalidDefinitionRule.diagnostic(refusal.error, in: operation, of: self)]
    case .invalidAlternates(let problems):
      return problems.map { InvalidAlternateRule.diagnostic($0, in: operation, of: self) }
    case .conflicts(let conflicts):
      // One note for all the operation's clashes, under the first reported: for a large
      // operation it lists thousands of commands.
      let lost = lostCommandsNote(operation)
      var found = conflicts.map { conflict in
        switch conflict.kind {
        case .shortcut(let shortcut):
          DuplicateShortcutRule.diagnostic(
            conflict, shortcut, in: operation, losing: lost, of: self)
        case .commandIdentity, .menuIdentifier, .actionIdentifier:
          DuplicateIdentifierRule.diagnostic(conflict, in: operation, losing: lost, of: self)
        }
      }
      if let lost, found.count > 1, let first = found.indices.min(by: { found[$0] < found[$1] }) {
        for index in found.indices where index != first {
          found[index].notes.removeAll { $0 == lost }
        }
      }
      return found
    }
  }

  /// The note that UIKit refused the whole operation, at the operation.
  func refusedNote(_ operation: BuildOperation) -> Diagnostic.Note {
    Diagnostic.Note(
      "UIKit refuses the whole '\(operation.verb)' operation, so nothing it inserts is in the menu",
      at: location(of: operation.source))
  }

  /// Where a clash is reported, and its notes: the other element, the refusal when the clash
  /// is not reported at the operation itself, and the commands the menu loses
  /// (``lostCommandsNote(_:)``).
  func conflictPlace(
    _ conflict: MenuConflict, in operation: BuildOperation, losing lost: Diagnostic.Note?
  ) -> (location: SourceLocation?, notes: [Diagnostic.Note]) {
    let operationLocation = location(of: operation.source)
    let at = location(of: conflict.new.element.source) ?? operationLocation
    var notes = [note(about: conflict.existing)]
    if at != operationLocation { notes.append(refusedNote(operation)) }
    if let lost { notes.append(lost) }
    return (at, notes)
  }

  /// For a refused operation that inserts several commands, a note naming each one the menu
  /// loses; `nil` for an operation of fewer commands, whose loss the finding already names.
  func lostCommandsNote(_ operation: BuildOperation) -> Diagnostic.Note? {
    let inserted: [MenuElement]
    switch operation.kind {
    case .insertChild(let menu, _, _), .insertSibling(let menu, _, _): inserted = [.menu(menu)]
    case .insertElements(let elements, _, _), .insertElementsInMenu(let elements, _, _),
      .replace(_, let elements), .replaceChildren(_, let elements):
      inserted = elements
    case .remove: return nil
    }
    var lost: [MenuElement] = []
    var stack = Array(inserted.reversed())
    while let element = stack.popLast() {
      if case .menu(let menu) = element {
        stack += menu.children.reversed()
      } else {
        lost.append(element)
      }
    }
    guard lost.count > 1 else { return nil }
    // A refused operation may insert a hundred thousand commands, and the note shows a few of
    // their names: the others are only measured (see `DisplayText.abbreviated(joining:…)`).
    let opening = "the menu loses all \(lost.count) commands of the operation: "
    let message = DisplayText.abbreviated(
      joining: lost.count + 1, limit: Diagnostic.maximumMessageLength,
      byteCount: { $0 == 0 ? opening.utf8.count : Self.listedByteCount(of: lost[$0 - 1], $0 > 1) },
      part: { $0 == 0 ? opening : Self.listed(lost[$0 - 1], $0 > 1) })
    return Diagnostic.Note(message)
  }

  /// How the lost commands note names an element, after a comma unless it is the first.
  private static func listed(_ element: MenuElement, _ isAfterComma: Bool) -> String {
    let separator = isAfterComma ? ", " : ""
    switch element {
    case .command(let command):
      let title = command.title
      if title.isEmpty { return separator + command.identity.description }
      return separator + "'" + title + "' (" + command.identity.description + ")"
    case .action(let action): return separator + "action '" + action.title + "'"
    case .menu: preconditionFailure("the note lists commands and actions, not menus")
    }
  }

  /// The length in UTF-8 bytes of ``listed(_:_:)``, found without making the string.
  private static func listedByteCount(of element: MenuElement, _ isAfterComma: Bool) -> Int {
    let separator = isAfterComma ? 2 : 0
    switch element {
    case .command(let command):
      let title = command.titleByteCount
      let identity = command.identity.descriptionByteCount
      return separator + (title == 0 ? identity : title + identity + 5)
    case .action(let action): return separator + action.title.utf8.count + 9
    case .menu: preconditionFailure("the note lists commands and actions, not menus")
    }
  }

  /// A note saying where the other element of a clash is.
  func note(about element: ElementSummary) -> Diagnostic.Note {
    let place = element.parent.map { " in \($0)" } ?? ""
    if element.isSystem {
      return Diagnostic.Note("\(element) is a system \(kind(of: element.element))\(place)")
    }
    if element.isInsertedByOperation {
      return Diagnostic.Note(
        "\(element) is inserted by the same operation", at: location(of: element.element.source))
    }
    return Diagnostic.Note("\(element) is defined here", at: location(of: element.element.source))
  }

  func kind(of element: MenuElement) -> String {
    switch element {
    case .menu: "menu"
    case .command: "command"
    case .action: "action"
    }
  }
}
