/// A platform's main menu built from a definition, with the map back to the file.
///
/// Rules ask the source map for locations; they never compute them.
public struct MenuSystem: Sendable {
  /// The platform built for.
  public var platform: Platform
  /// The built menu.
  public var menu: MenuBuilder
  /// The definition it was built from.
  public var definition: MenuDefinition
  /// The parsed file, which resolves source references; `nil` for definitions made in code.
  public var document: JSONDocument?

  /// Builds a platform's main menu: the base menu, then each operation in order.
  ///
  /// A refused operation changes nothing and becomes a diagnostic: `duplicate-identifier`,
  /// `duplicate-shortcut`, `missing-target`, `invalid-alternate`, or `invalid-definition` for
  /// an operation on the root that UIKit does not allow.
  ///
  /// - Parameters:
  ///   - definition: The definition.
  ///   - platform: The platform whose base menu to start from.
  ///   - document: The parsed file, for locations.
  /// - Returns: The built menu and the diagnostics, each marked with the platform.
  public static func build(
    _ definition: MenuDefinition, for platform: Platform, document: JSONDocument? = nil
  ) -> (system: MenuSystem, diagnostics: [Diagnostic]) {
    let base =
      definition.base == .system
      ? SystemMenus.mainMenu(
        for: platform, app: definition.app ?? "App",
        supportsOpenCommand: definition.supportsOpenCommand,
        supportsPrintCommand: definition.supportsPrintCommand,
        settingsBundle: definition.settingsBundle)
      : Menu(identifier: .root)
    var system = MenuSystem(
      platform: platform, menu: MenuBuilder(root: base), definition: definition, document: document)
    var diagnostics: [Diagnostic] = []
    var suggestionsLeft = suggestionLimit
    for operation in definition.operations {
      do {
        try system.menu.apply(operation)
      } catch {
        diagnostics += system.diagnostics(
          for: error, in: operation, suggesting: suggestionsLeft > 0)
        if case .missingTarget = error { suggestionsLeft -= 1 }
      }
    }
    return (system, diagnostics)
  }

  /// How many missing targets of one build get a "did you mean" suggestion: each compares
  /// against every name in the menu, so a file of many missing targets stays linear.
  static let suggestionLimit = 100

  /// The location of a source reference, or `nil` for system elements.
  ///
  /// - Parameter source: A reference from this system's definition.
  /// - Returns: The location in the file.
  public func location(of source: SourceReference?) -> SourceLocation? {
    guard let source, let document else { return nil }
    return document.location(of: source)
  }

  /// The location of a node's element, or `nil` for system elements.
  ///
  /// - Parameter node: A node of ``menu``.
  /// - Returns: The location in the file.
  public func location(of node: MenuNodeID) -> SourceLocation? {
    location(of: menu.element(node).source)
  }

  // MARK: - Refused operations

  func diagnostics(
    for error: MenuBuilderError, in operation: BuildOperation, suggesting: Bool = true
  ) -> [Diagnostic] {
    let operationLocation = location(of: operation.source)
    let refused = Diagnostic.Note(
      "UIKit refuses the whole '\(operation.verb)' operation, so nothing it inserts is in the menu",
      at: operationLocation)
    switch error {
    case .missingTarget(let target):
      if definition.droppedTargets.contains(target) { return [] }
      let suggestion =
        (suggesting ? self.suggestion(for: target) : nil).map { "; did you mean '\($0)'?" } ?? ""
      return [
        Diagnostic(
          .missingTarget, RuleRegistry.severity(of: .missingTarget),
          "'\(operation.verb)' names \(target), which does not exist at this point\(suggestion)",
          at: operationLocation)
      ]
    case .rootCannotBeRemoved, .rootCannotHaveSiblings, .rootCanOnlyBeReplacedByRoot:
      return [
        Diagnostic(
          .invalidDefinition, RuleRegistry.severity(of: .invalidDefinition), error.description,
          at: operationLocation)
      ]
    case .invalidAlternates(let problems):
      return problems.map { problem in
        Diagnostic(
          .invalidAlternate, RuleRegistry.severity(of: .invalidAlternate), problem.description,
          at: location(of: problem.alternate.source) ?? location(of: problem.command.element.source)
            ?? operationLocation,
          notes: [refused])
      }
    case .conflicts(let conflicts):
      return conflicts.map { conflict in
        let at = location(of: conflict.new.element.source) ?? operationLocation
        var notes = [note(about: conflict.existing)]
        if at != operationLocation { notes.append(refused) }
        switch conflict.kind {
        case .shortcut(let shortcut):
          notes.append(
            Diagnostic.Note(
              conflict.existing.isSystem
                ? "choose another shortcut, or remove or replace \(conflict.existing) first"
                : "choose another shortcut for one of them"))
          return Diagnostic(
            .duplicateShortcut, RuleRegistry.severity(of: .duplicateShortcut),
            "'\(conflict.new.element.title)' uses \(shortcut.glyphs), which \(conflict.existing) already uses",
            at: at, notes: notes)
        case .commandIdentity:
          return Diagnostic(
            .duplicateIdentifier, RuleRegistry.severity(of: .duplicateIdentifier),
            "\(conflict.description); give each command a unique action, or distinct propertyList values",
            at: at, notes: notes)
        case .menuIdentifier, .actionIdentifier:
          return Diagnostic(
            .duplicateIdentifier, RuleRegistry.severity(of: .duplicateIdentifier),
            conflict.description + "; give each one a unique id", at: at, notes: notes)
        }
      }
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

  /// The nearest existing name to a missing target.
  func suggestion(for target: ElementTarget) -> String? {
    switch target {
    case .menu(let identifier):
      return EditDistance.closest(
        to: identifier.description, amongUnordered: menu.menus.keys.lazy.map(\.description))
    case .action(let identifier):
      return EditDistance.closest(to: identifier, amongUnordered: menu.actions.keys)
    case .command(let identity):
      return EditDistance.closest(
        to: identity.action, amongUnordered: menu.commands.keys.lazy.map(\.action))
    }
  }
}

extension Diagnostic {
  /// Merges diagnostics that are identical apart from their platform into one listing each.
  ///
  /// - Parameter perPlatform: Diagnostics and the platform each was found on.
  /// - Returns: One diagnostic per finding, with ``platforms`` listing where it holds.
  public static func mergingPlatforms(_ perPlatform: [(Platform, [Diagnostic])]) -> [Diagnostic] {
    var order: [Diagnostic] = []
    var platforms: [Diagnostic: [Platform]] = [:]
    for (platform, diagnostics) in perPlatform {
      for diagnostic in diagnostics {
        if platforms[diagnostic] == nil { order.append(diagnostic) }
        if platforms[diagnostic]?.contains(platform) != true {
          platforms[diagnostic, default: []].append(platform)
        }
      }
    }
    return order.map { diagnostic in
      var merged = diagnostic
      merged.platforms = (platforms[diagnostic] ?? []).sorted()
      return merged
    }
  }
}
