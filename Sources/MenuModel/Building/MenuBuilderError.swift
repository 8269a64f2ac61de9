/// Why a ``MenuBuilder`` operation was refused.
///
/// A refused operation changes nothing.
public enum MenuBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The operation names a menu, action or command that is not in the menu.
  case missingTarget(ElementTarget)
  /// A `remove` names a menu, action or command that an earlier operation already took out of
  /// the menu, by itself or with the menu it was in: UIKit does nothing, harmlessly.
  case alreadyRemoved(ElementTarget, Removal)
  /// The root menu cannot be removed.
  case rootCannotBeRemoved
  /// Nothing can be inserted before or after the root menu.
  case rootCannotHaveSiblings
  /// The root menu can only be replaced by one menu with the root identifier.
  case rootCanOnlyBeReplacedByRoot
  /// The elements clash with each other or with the menu: every clashing pair.
  case conflicts([MenuConflict])
  /// Commands whose alternates UIKit would reject.
  case invalidAlternates([AlternateProblem])

  /// A sentence naming what went wrong.
  public var description: String {
    switch self {
    case .missingTarget(let target): "\(target) does not exist"
    case .alreadyRemoved(let target, let removal): "\(target) was \(removal)"
    case .rootCannotBeRemoved: "the root menu cannot be removed"
    case .rootCannotHaveSiblings: "nothing can be inserted before or after the root menu"
    case .rootCanOnlyBeReplacedByRoot:
      "the root menu can only be replaced by a single menu with the root identifier"
    case .conflicts(let conflicts): conflicts.map(\.description).joined(separator: "; ")
    case .invalidAlternates(let problems): problems.map(\.description).joined(separator: "; ")
    }
  }
}

/// How an earlier operation took an element out of the menu.
public struct Removal: Hashable, Sendable, CustomStringConvertible {
  /// The element the operation took out: the element itself, or the menu it was in, with a
  /// menu's children left out.
  public var removedWith: ElementSummary
  /// Whether the operation took out the element itself rather than a menu holding it.
  public var isItself: Bool
  /// The operation's position in its definition's operations; -1 when not known (an
  /// operation applied in code).
  public var operation: Int

  /// Creates a removal.
  ///
  /// - Parameters:
  ///   - removedWith: The element taken out: the element itself or a menu holding it.
  ///   - isItself: Whether it is the element itself.
  ///   - operation: The operation's position in its definition, or -1.
  public init(removedWith: ElementSummary, isItself: Bool, operation: Int) {
    self.removedWith = removedWith
    self.isItself = isItself
    self.operation = operation
  }

  /// "already removed", "already removed with menu 'Spelling'".
  public var description: String {
    isItself ? "already removed" : "already removed with \(removedWith)"
  }
}

/// Two elements that UIKit considers duplicates.
public struct MenuConflict: Hashable, Sendable, CustomStringConvertible {
  /// What the two share.
  public var kind: Kind
  /// The element the operation inserts.
  public var new: ElementSummary
  /// The element it clashes with: already in the menu, or inserted by the same operation.
  public var existing: ElementSummary

  /// What two clashing elements share.
  public enum Kind: Hashable, Sendable {
    /// The same menu identifier.
    case menuIdentifier(MenuIdentifier)
    /// The same action identifier.
    case actionIdentifier(ActionIdentifier)
    /// The same action and property list.
    case commandIdentity(CommandIdentity)
    /// UIKit-equal shortcuts.
    case shortcut(KeyCombination)
  }

  /// Creates a conflict.
  ///
  /// - Parameters:
  ///   - kind: What the two share.
  ///   - new: The inserted element.
  ///   - existing: The element it clashes with.
  public init(kind: Kind, new: ElementSummary, existing: ElementSummary) {
    self.kind = kind
    self.new = new
    self.existing = existing
  }

  /// A sentence naming both elements and what they share.
  public var description: String {
    switch kind {
    case .menuIdentifier(let identifier):
      "menu id '\(identifier)' of \(new) is already used by \(existing)"
    case .actionIdentifier(let identifier):
      "action id '\(identifier)' of \(new) is already used by \(existing)"
    case .commandIdentity(let identity):
      "\(new) has the same action and property list ('\(identity)') as \(existing)"
    case .shortcut(let shortcut):
      "\(new) uses \(shortcut.glyphs), which \(existing) already uses"
    }
  }
}

/// An alternate that UIKit's `UICommand` initializer would assert on.
public struct AlternateProblem: Hashable, Sendable, CustomStringConvertible {
  /// The command the alternate belongs to.
  public var command: ElementSummary
  /// The alternate.
  public var alternate: CommandAlternate
  /// What is wrong with it.
  public var kind: Kind

  /// What is wrong with an alternate.
  public enum Kind: Hashable, Sendable {
    /// The alternate has no modifiers.
    case noModifiers
    /// Another alternate of the same command uses the same modifiers.
    case repeatedModifiers(CommandAlternate)
  }

  /// Creates a problem.
  ///
  /// - Parameters:
  ///   - command: The command the alternate belongs to.
  ///   - alternate: The alternate.
  ///   - kind: What is wrong.
  public init(command: ElementSummary, alternate: CommandAlternate, kind: Kind) {
    self.command = command
    self.alternate = alternate
    self.kind = kind
  }

  /// A sentence naming the alternate.
  public var description: String {
    switch kind {
    case .noModifiers:
      "alternate '\(alternate.title)' of \(command) has no modifiers; UIKit requires at least one"
    case .repeatedModifiers(let other):
      "alternates '\(other.title)' and '\(alternate.title)' of \(command) both use "
        + (alternate.modifiers.glyphs.isEmpty ? "no modifiers" : alternate.modifiers.glyphs)
    }
  }
}

/// Enough about an element to name it in a message.
public struct ElementSummary: Hashable, Sendable, CustomStringConvertible {
  /// The element, with a menu's children left out.
  public var element: MenuElement
  /// The identifier of the menu that contains it.
  public var parent: MenuIdentifier?
  /// Whether the same operation inserts it (rather than the menu already holding it).
  public var isInsertedByOperation: Bool

  /// Creates a summary.
  ///
  /// - Parameters:
  ///   - element: The element, children left out.
  ///   - parent: The menu that contains it.
  ///   - isInsertedByOperation: Whether the operation inserts it.
  public init(element: MenuElement, parent: MenuIdentifier?, isInsertedByOperation: Bool) {
    self.element = element
    self.parent = parent
    self.isInsertedByOperation = isInsertedByOperation
  }

  /// Whether the element comes from the system menu rather than the definition.
  public var isSystem: Bool { element.origin == .system }

  /// `'Italic' (toggleItalics:)`, `menu 'Tools'`, `action 'Refresh'`.
  public var description: String {
    switch element {
    case .menu(let menu):
      menu.title.isEmpty
        ? "menu \(menu.identifier.map { "'\($0)'" } ?? "(untitled)")" : "menu '\(menu.title)'"
    case .command(let command):
      "'\(command.displayName)' (\(command.identity))"
    case .action(let action): "action '\(action.title)'"
    }
  }
}
