/// A rule that checks a built menu.
///
/// Rules run once per platform the definition builds; the linter merges identical findings
/// across platforms. A rule returns diagnostics about what the definition adds or changes —
/// system elements are context, named in notes — and asks the ``MenuSystem`` for locations.
protocol LintRule: Sendable {
  /// What the rule checks, why, and its examples.
  static var description: RuleDescription { get }

  /// Checks one platform's built menu.
  ///
  /// - Parameter context: The built menu and the options of this run.
  /// - Returns: The findings, in any order.
  func check(_ context: RuleContext) -> [Diagnostic]
}

/// What a rule sees: one platform's built menu, and the run's options.
struct RuleContext: Sendable {
  /// The built menu, with its source map.
  let system: MenuSystem
  /// The options of this run.
  var options: LintOptions
  /// Every key command of the app on this platform: the menu's, the responders', alternates.
  let keyCommands: KeyCommandTable
  /// The menu's menus, the root left out, in menu order.
  let menuNodes: [MenuNodeID]
  /// The menu's key commands (commands with a shortcut), in menu order.
  let keyCommandNodes: [MenuNodeID]
  /// Every key command localized per layout and direction, when a layout rule runs.
  var sweep: LayoutSweep?

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - system: The built menu.
  ///   - options: The options of this run.
  ///   - keyCommands: The key commands of the menu and the responders.
  init(system: MenuSystem, options: LintOptions, keyCommands: KeyCommandTable) {
    self.system = system
    self.options = options
    self.keyCommands = keyCommands
    // One walk for the rules that look only at menus or only at key commands: a walk of
    // every node for each of them cost more than their checks.
    var menuNodes: [MenuNodeID] = []
    var keyCommandNodes: [MenuNodeID] = []
    let menu = system.menu
    for node in menu.menuOrder {
      switch menu.kind(of: node) {
      case .menu where node != menu.rootNode: menuNodes.append(node)
      case .keyCommand: keyCommandNodes.append(node)
      default: break
      }
    }
    self.menuNodes = menuNodes
    self.keyCommandNodes = keyCommandNodes
  }

  /// The app's commands (with their nodes), in menu order: found as they are read, rather
  /// than kept in an array as long as the menu for each platform.
  var appCommands: AppCommands {
    AppCommands(menu: system.menu)
  }

  /// The app's commands of a built menu, in menu order.
  struct AppCommands: Sequence {
    let menu: MenuBuilder

    func makeIterator() -> Iterator {
      Iterator(menu: menu, order: menu.menuOrder.makeIterator())
    }

    struct Iterator: IteratorProtocol {
      let menu: MenuBuilder
      var order: LazyMapSequence<MenuBuilder.Preorder, MenuNodeID>.Iterator

      mutating func next() -> (node: MenuNodeID, command: Command)? {
        while let node = order.next() {
          guard menu.kind(of: node) == .command || menu.kind(of: node) == .keyCommand else {
            continue
          }
          if case .command(let command) = menu.element(node), command.origin == .app {
            return (node, command)
          }
        }
        return nil
      }
    }
  }

  /// A diagnostic of a rule about a key command, at its entry's location.
  ///
  /// - Parameters:
  ///   - rule: The rule.
  ///   - message: What is wrong.
  ///   - entry: The key command it is about.
  ///   - notes: Related places and explanations.
  /// - Returns: The diagnostic.
  func diagnostic(
    _ rule: RuleID, _ message: String, at entry: KeyCommandTable.Entry,
    notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    Diagnostic(
      rule, rule.defaultSeverity, message, at: keyCommands.location(of: entry), notes: notes)
  }

  /// The built menu.
  var menu: MenuBuilder { system.menu }

  /// A diagnostic of a rule at a node's location, with the rule's default severity.
  ///
  /// - Parameters:
  ///   - rule: The rule.
  ///   - message: What is wrong.
  ///   - node: The element it is about.
  ///   - notes: Related places and explanations.
  /// - Returns: The diagnostic.
  func diagnostic(
    _ rule: RuleID, _ message: String, at node: MenuNodeID, notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    Diagnostic(
      rule, RuleRegistry.severity(of: rule), message, at: system.location(of: node), notes: notes)
  }

  /// A note naming another element: its location for app elements, its menu for system ones.
  ///
  /// - Parameters:
  ///   - node: The other element.
  ///   - what: How to describe it, such as "'Copy' (copy:)".
  /// - Returns: The note.
  func note(about node: MenuNodeID, _ what: String) -> Diagnostic.Note {
    if let location = system.location(of: node) {
      return Diagnostic.Note("\(what) is defined here", at: location)
    }
    let place = menu.parent(of: node).flatMap { parent -> String? in
      guard case .menu(let menu) = menu.element(parent) else { return nil }
      return menu.identifier.map { " in \($0)" }
    }
    return Diagnostic.Note("\(what) is a system command\(place ?? "")")
  }

  /// The top-level menu (child of the root) a node is in, or `nil` for the root's children.
  func category(of node: MenuNodeID) -> MenuNodeID? {
    let ancestors = menu.ancestors(of: node)
    return ancestors.count >= 2 ? ancestors[1] : nil
  }
}
