extension SwiftInterpreter {
  /// SwiftUI types whose members are constants (`.upArrow`, `.command`) or views.
  static let swiftUITypes: Set<String> = [
    "KeyEquivalent", "EventModifiers", "KeyboardShortcut", "CommandGroupPlacement",
  ]

  /// SwiftUI's own command sets, which add nothing UIKit's main menu does not have.
  static let builtInCommands: Set<String> = [
    "SidebarCommands", "ToolbarCommands", "TextEditingCommands", "TextFormattingCommands",
    "InspectorCommands", "EmptyCommands", "ImportFromDevicesCommands",
  ]

  /// Views that only arrange or decorate what they hold.
  static let passThroughViews: Set<String> = [
    "Section", "Group", "VStack", "HStack", "ControlGroup",
  ]

  /// Where a `CommandGroupPlacement`'s group sits in UIKit's main menu: the children of one
  /// menu, or a run of sibling menus from `first` to `last` (Docs/Swift.md gives the source of
  /// each).
  enum PlacementGroup {
    case children(of: String)
    /// A run of sibling menus, in order.
    case siblings([String])
  }

  static let placements: [String: PlacementGroup] = [
    "appInfo": .children(of: "about"),
    "appSettings": .children(of: "preferences"),
    "systemServices": .children(of: "services"),
    "appVisibility": .children(of: "hide"),
    "appTermination": .children(of: "quit"),
    "newItem": .children(of: "newScene"),
    "saveItem": .children(of: "close"),
    "printItem": .children(of: "print"),
    "undoRedo": .children(of: "undoRedo"),
    "pasteboard": .children(of: "standardEdit"),
    "textEditing": .siblings(["find", "spelling", "substitutions", "transformations", "speech"]),
    "textFormatting": .siblings(["font", "text"]),
    "toolbar": .children(of: "toolbar"),
    "sidebar": .siblings(["sidebar", "fullscreen"]),
    "windowSize": .children(of: "minimizeAndZoom"),
    "windowArrangement": .children(of: "bringAllToFront"),
    "help": .children(of: "help"),
  ]

  /// `KeyEquivalent` constants, as UIKit inputs.
  static let keyEquivalents: [String: String] = [
    "upArrow": "UIKeyInputUpArrow", "downArrow": "UIKeyInputDownArrow",
    "leftArrow": "UIKeyInputLeftArrow", "rightArrow": "UIKeyInputRightArrow",
    "escape": "UIKeyInputEscape", "home": "UIKeyInputHome", "end": "UIKeyInputEnd",
    "pageUp": "UIKeyInputPageUp", "pageDown": "UIKeyInputPageDown",
    "deleteForward": "UIKeyInputDelete", "delete": "\u{8}", "tab": "\t", "return": "\r",
    "space": " ", "clear": "\u{1B}",
  ]

  // MARK: Views and commands

  /// A SwiftUI view or command value made by `Type(…)`, or `nil` when `type` is none of them.
  func swiftUIConstruct(
    _ type: String, _ arguments: [SwiftArgument], _ expression: SwiftExpression,
    _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue? {
    let location = SwiftLocation(file: context.file, offset: expression.range.start)
    switch type {
    case "Button", "Toggle":
      let values = self.arguments(arguments, scope, context)
      let element = ImportedElement(.command, at: location)
      var title: (value: SwiftValue, expression: SwiftExpression)?
      if let first = values.first, first.label == nil || first.label == "title" {
        if case .closure = first.value {} else { title = (first.value, first.expression) }
      }
      if title == nil, let label = values.first(where: { $0.label == "label" }) ?? values.last,
        case .closure(let closure) = label.value
      {
        title = labelTitle(closure, label.expression, context)
      }
      guard let title else {
        note(
          "this \(type) has no title the importer can read; it is left out", at: location.offset,
          file: context.file)
        return .unknown(SwiftUnknown(text: "", location: nil, reason: "it has no title"))
      }
      setTitle(title, of: element, context)
      // A SwiftUI button has no selector: each is its own command, named by its title.
      let name =
        element.field("title")?.text ?? element.field("titleSource")?.text
        ?? "\(location.file):\(location.offset)"
      element.set("action", .string("swiftUIButton:"))
      element.set("propertyList", .string(name))
      if swiftUILocation == nil { swiftUILocation = location }
      return .element(element)
    case "Text", "Label", "LocalizedStringKey":
      let values = self.arguments(arguments, scope, context)
      if let first = values.first, first.label == nil || first.label == "verbatim" {
        return .record(type: "Text", fields: ["title": first.value])
      }
      if let label = values.first(where: { $0.label == "title" }),
        case .closure(let closure) = label.value,
        let title = labelTitle(closure, label.expression, context)
      {
        return .record(type: "Text", fields: ["title": title.value])
      }
      return .record(type: "Text", fields: [:])
    case "Menu":
      let values = self.arguments(arguments, scope, context)
      let element = ImportedElement(.menu, at: location)
      if let first = values.first, first.label == nil, !first.value.isClosure {
        setTitle((first.value, first.expression), of: element, context)
      } else if let label = values.first(where: { $0.label == "label" }),
        case .closure(let closure) = label.value,
        let title = labelTitle(closure, label.expression, context)
      {
        setTitle(title, of: element, context)
      } else {
        element.set("title", .string(""))
      }
      if let content = values.first(where: { $0.label == "content" })
        ?? values.first(where: { $0.label == nil && $0.value.isClosure }),
        case .closure(let closure) = content.value
      {
        element.children = viewElements(
          builderContent(closure, content.expression), content.expression, context)
      }
      return .element(element)
    case _ where Self.passThroughViews.contains(type):
      let values = self.arguments(arguments, scope, context)
      var items: [SwiftListItem] = []
      for value in values where value.label == nil || value.label == "content" {
        if case .closure(let closure) = value.value {
          items += builderContent(closure, value.expression)
        }
      }
      return .list(items)
    case "ForEach":
      let values = self.arguments(arguments, scope, context)
      guard let data = values.first, let closure = values.last,
        case .closure(let body) = closure.value
      else { return unknown(expression, scope, context, "the ForEach is not evaluated") }
      guard let items = data.value.items, items.count <= Self.maximumIterations else {
        return unknown(expression, scope, context, reason(for: data.value, "its data"))
      }
      var result: [SwiftListItem] = []
      for item in items {
        let content = builderContent(
          body, closure.expression, arguments: [(nil, item.value, data.expression)])
        result += content.map {
          SwiftListItem(
            value: $0.value, condition: ImportCondition.both(item.condition, $0.condition))
        }
      }
      return .list(result)
    case "Divider", "EmptyView", "Spacer", "Picker":
      return SwiftValue.none
    case "KeyEquivalent":
      let values = self.arguments(arguments, scope, context)
      if case .string(let key)? = values.first?.value { return .string(key) }
      return unknown(expression, scope, context, "the key is not known")
    case "KeyboardShortcut":
      let values = self.arguments(arguments, scope, context)
      var fields: [String: SwiftValue] = [:]
      if let key = values.first { fields["key"] = key.value }
      if let modifiers = values.first(where: { $0.label == "modifiers" }) {
        fields["modifiers"] = modifiers.value
      }
      return .record(type: "KeyboardShortcut", fields: fields)
    case "CommandMenu":
      return commandMenu(arguments, expression, scope, context)
    case "CommandGroup":
      return commandGroup(arguments, expression, scope, context)
    case _ where Self.builtInCommands.contains(type):
      return SwiftValue.none
    default:
      return nil
    }
  }

  /// The title a `label:` closure shows: its first `Text` or `Label`.
  private func labelTitle(
    _ closure: SwiftClosureValue, _ expression: SwiftExpression, _ context: SwiftContext
  ) -> (value: SwiftValue, expression: SwiftExpression)? {
    for item in builderContent(closure, expression) {
      if case .record("Text", let fields) = item.value, let title = fields["title"] {
        return (title, textExpression(in: closure) ?? expression)
      }
    }
    return nil
  }

  /// The first argument of the first call in a closure, for naming a computed label title.
  private func textExpression(in closure: SwiftClosureValue) -> SwiftExpression? {
    for statement in closure.body.statements {
      if case .expression(let expression) = statement,
        case .call(_, let arguments) = expression.kind,
        let first = arguments.first
      {
        return first.value
      }
    }
    return nil
  }

  /// A result builder closure's content: what each of its statements makes.
  func builderContent(
    _ closure: SwiftClosureValue, _ expression: SwiftExpression,
    arguments: [(label: String?, value: SwiftValue, expression: SwiftExpression)] = []
  ) -> [SwiftListItem] {
    guard callStack.count < Self.maximumCallDepth * 4 else { return [] }
    callStack.append(-1)
    defer { callStack.removeLast() }
    let scope = SwiftScope(parent: closure.scope)
    bindClosureParameters(closure.parameters, arguments.map(\.value), in: scope)
    guard
      case .list(let items)? = run(
        closure.body, builder: true, scope, closure.context, call: expression)
    else { return [] }
    return items
  }

  /// Menu elements from view content: buttons, menus, and the content of views of the files
  /// read; anything else is left out with a note.
  func viewElements(
    _ items: [SwiftListItem], _ expression: SwiftExpression, _ context: SwiftContext
  ) -> [ImportedElement] {
    var result: [ImportedElement] = []
    for value in flattenedContent(items, expression, context) {
      switch value {
      case .element(let element):
        result.append(element)
      case .unknown(let unknown):
        if unknown.location != nil { note(unknown, "is left out of the menu: it is not known") }
      default:
        continue
      }
    }
    return result
  }

  /// The values of view or commands content in order, with nested lists flattened and each
  /// view or commands value of the files read replaced by its `body` (up to 1 000 of them).
  func flattenedContent(
    _ items: [SwiftListItem], _ expression: SwiftExpression, _ context: SwiftContext
  ) -> [SwiftValue] {
    var result: [SwiftValue] = []
    var stack: [SwiftListItem] = items.reversed()
    var expanded = 0
    while let item = stack.popLast() {
      switch item.value {
      case .list(let inner):
        stack += inner.reversed()
      case .object(let object):
        expanded += 1
        guard expanded < 1_000, let body = contentBody(of: object, expression, context) else {
          continue
        }
        stack += body.reversed()
      default:
        result.append(item.value)
      }
    }
    return result
  }

  /// The content of a view or commands value of the files read: its `body`.
  func contentBody(of object: SwiftObject, _ expression: SwiftExpression, _ context: SwiftContext)
    -> [SwiftListItem]?
  {
    guard let variable = program.variable(named: "body", in: object.type),
      let getter = variable.declaration.getter
    else { return nil }
    let scope = SwiftScope(parent: nil)
    scope.values["self"] = .object(object)
    let inner = SwiftContext(file: variable.file, type: variable.owner ?? object.type)
    guard callStack.count < Self.maximumCallDepth * 4 else { return nil }
    callStack.append(-2)
    defer { callStack.removeLast() }
    evaluatedContentTypes.insert(object.type)
    guard case .list(let items)? = run(getter, builder: true, scope, inner, call: expression) else {
      return nil
    }
    return items
  }

  /// `CommandMenu("Title") { … }`: a menu SwiftUI puts before the Window menu.
  private func commandMenu(
    _ arguments: [SwiftArgument], _ expression: SwiftExpression, _ scope: SwiftScope,
    _ context: SwiftContext
  ) -> SwiftValue {
    let location = SwiftLocation(file: context.file, offset: expression.range.start)
    let values = self.arguments(arguments, scope, context)
    let menu = ImportedElement(.menu, at: location)
    if let title = values.first, !title.value.isClosure {
      setTitle((title.value, title.expression), of: menu, context)
    }
    if let content = values.last, case .closure(let closure) = content.value {
      menu.children = viewElements(
        builderContent(closure, content.expression), content.expression, context)
    }
    return .operation(
      ImportedOperation(
        verb: "insertSibling", elements: [menu], single: true,
        place: [("before", .string("window"))], elementsKey: nil, location: location))
  }

  /// `CommandGroup(before:/after:/replacing: placement) { … }`, placed where UIKit's menu has
  /// the commands Apple documents for the placement.
  private func commandGroup(
    _ arguments: [SwiftArgument], _ expression: SwiftExpression, _ scope: SwiftScope,
    _ context: SwiftContext
  ) -> SwiftValue {
    let location = SwiftLocation(file: context.file, offset: expression.range.start)
    let values = self.arguments(arguments, scope, context)
    guard let first = values.first, let label = first.label,
      case .member(let placement) = first.value, let group = Self.placements[placement]
    else {
      note(
        "the placement of this CommandGroup has no counterpart in UIKit's main menu; it is left out",
        at: location.offset, file: context.file)
      return SwiftValue.none
    }
    var buttons: [ImportedElement] = []
    if let content = values.last, case .closure(let closure) = content.value {
      buttons = viewElements(
        builderContent(closure, content.expression), content.expression, context)
    }
    func insert(_ side: String, _ target: OrderedJSON) -> SwiftValue {
      guard !buttons.isEmpty else { return SwiftValue.none }
      return .operation(
        ImportedOperation(
          verb: "insertElements", elements: buttons, single: false, place: [(side, target)],
          elementsKey: nil, location: location))
    }
    switch (label, group) {
    case ("before", .children(let menu)): return insert("atStartOf", .string(menu))
    case ("after", .children(let menu)): return insert("atEndOf", .string(menu))
    case ("before", .siblings(let menus)):
      return insert("before", .object([("menu", .string(menus[0]))]))
    case ("after", .siblings(let menus)):
      return insert("after", .object([("menu", .string(menus[menus.count - 1]))]))
    case ("replacing", .children(let menu)):
      return .operation(
        ImportedOperation(
          verb: "replaceChildren", elements: buttons, single: false,
          place: [("replaceChildren", .string(menu))], elementsKey: "with", location: location))
    case ("replacing", .siblings(let menus)):
      // The new content goes where the run of menus was, and the menus go.
      var result: [SwiftListItem] = []
      if case .operation(let insertion) = insert("before", .object([("menu", .string(menus[0]))])) {
        result.append(SwiftListItem(value: .operation(insertion), condition: nil))
      }
      for menu in menus {
        result.append(
          SwiftListItem(
            value: .operation(
              ImportedOperation(
                verb: "remove", elements: [], single: false,
                place: [("remove", .object([("menu", .string(menu))]))], elementsKey: nil,
                location: location)),
            condition: nil))
      }
      return .list(result)
    default:
      note(
        "CommandGroup(\(label): .\(placement)) is not one the importer places; it is left out",
        at: location.offset, file: context.file)
      return SwiftValue.none
    }
  }

  // MARK: Modifiers

  /// A view modifier: `.keyboardShortcut(…)` sets a button's shortcut, `.commands { … }` reads
  /// a scene's commands, `.disabled(true)` disables; others leave the view as it is.
  func swiftUIModifier(
    _ name: String, on value: SwiftValue, _ arguments: [SwiftArgument],
    _ expression: SwiftExpression, _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue? {
    switch name {
    case "keyboardShortcut":
      guard case .element(let element) = value else { return value }
      keyboardShortcut(arguments, on: element, expression, scope, context)
      return value
    case "commands":
      let values = self.arguments(arguments, scope, context)
      if let content = values.last, case .closure(let closure) = content.value {
        let saved = mode
        mode = .menu
        defer { mode = saved }
        addCommands(builderContent(closure, content.expression), content.expression, context)
      }
      return value
    case "disabled":
      if case .element(let element) = value,
        case .bool(true)? = self.arguments(arguments, scope, context).first?.value
      {
        element.set("attributes", .array([.string("disabled")]))
      }
      return value
    default:
      switch value {
      case .element, .list, .record, .object, .none, .operation:
        return value
      default:
        return nil
      }
    }
  }

  /// `.keyboardShortcut("k", modifiers: […])`, `.keyboardShortcut(.upArrow)`,
  /// `.keyboardShortcut(KeyboardShortcut(…))`, `.keyboardShortcut(.defaultAction)`.
  private func keyboardShortcut(
    _ arguments: [SwiftArgument], on element: ImportedElement, _ expression: SwiftExpression,
    _ scope: SwiftScope, _ context: SwiftContext
  ) {
    let values = self.arguments(arguments, scope, context)
    guard let keyArgument = values.first else { return }
    var key = keyArgument.value
    var modifiers: SwiftValue = .member("command")
    if case .record("KeyboardShortcut", let fields) = key {
      key = fields["key"] ?? .none
      modifiers = fields["modifiers"] ?? .member("command")
    }
    if let given = values.first(where: { $0.label == "modifiers" }) { modifiers = given.value }
    var input: String?
    switch key {
    case .string(let text): input = text
    case .member("defaultAction"):
      input = "\r"
      modifiers = .list([])
    case .member("cancelAction"):
      input = "UIKeyInputEscape"
      modifiers = .list([])
    case .member(let name): input = Self.keyEquivalents[name]
    default: input = nil
    }
    guard let input, let names = Self.modifierNames(modifiers) else {
      let failed =
        input == nil ? keyArgument : (values.first { $0.label == "modifiers" } ?? keyArgument)
      note(
        SwiftUnknown(
          text: text(of: failed.expression, scope, context),
          location: SwiftLocation(file: context.file, offset: failed.expression.range.start),
          reason: failed.value.unknown?.reason ?? "it is not a key the importer reads"),
        "is a keyboard shortcut that is not known; the command is read without it")
      return
    }
    let uikitNames = names.map { $0 == "option" ? "alternate" : $0 }
    element.setShortcut(input: input, modifiers: uikitNames)
    if keyArgument.label == nil, case .string = keyArgument.expression.kind,
      case .string = keyArgument.value
    {
      let written = values.first { $0.label == "modifiers" }
      element.location.shortcut = SwiftShortcutLiterals(
        input: keyArgument.expression, inputValue: input, modifiers: written?.expression,
        modifierNames: written == nil ? ["command"] : uikitNames, isSwiftUI: true)
    }
  }

  /// What a `.commands { … }` closure adds to the main menu.
  func addCommands(_ items: [SwiftListItem], _ expression: SwiftExpression, _ context: SwiftContext)
  {
    for value in flattenedContent(items, expression, context) {
      switch value {
      case .operation(let operation):
        operations.append(operation)
      case .unknown(let unknown):
        if unknown.location != nil { note(unknown, "is left out of the commands: it is not known") }
      default:
        continue
      }
    }
  }
}

extension SwiftValue {
  var isClosure: Bool {
    if case .closure = self { return true }
    return false
  }
}
