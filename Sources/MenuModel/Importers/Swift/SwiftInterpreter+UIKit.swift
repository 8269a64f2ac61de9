extension SwiftInterpreter {
  // MARK: Constructing values

  /// `Type(…)`: a UIKit or SwiftUI element, a framework value, or an instance of a type of the
  /// files read.
  func construct(
    _ type: String, _ arguments: [SwiftArgument], _ expression: SwiftExpression,
    _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue {
    let labels = arguments.map { $0.label ?? "_" }
    switch type {
    case "UIKeyCommand", "UICommand":
      if Set(labels).isSubset(of: Self.commandLabels) {
        return makeCommand(arguments, expression, scope, context)
      }
    case "UIMenu":
      if Set(labels).isSubset(of: Self.menuLabels) {
        return makeMenu(arguments, expression, scope, context)
      }
    case "UIAction":
      if Set(labels).isSubset(of: Self.actionLabels) {
        return makeAction(arguments, expression, scope, context)
      }
    case "UICommandAlternate":
      return makeAlternate(arguments, expression, scope, context)
    case "UIMenu.Identifier", "UIAction.Identifier", "UIMenuIdentifier", "UIActionIdentifier",
      "UICommand.Identifier":
      let values = self.arguments(arguments, scope, context)
      if let first = values.first, case .string(let raw) = first.value { return .identifier(raw) }
      return unknown(expression, scope, context, "the identifier is not known")
    case "UIMainMenuSystem.Configuration":
      return .record(type: type, fields: [:])
    case "Selector":
      if case .string(let name)? = self.arguments(arguments, scope, context).first?.value {
        return .selector(name)
      }
    case "String", "LocalizedStringKey", "LocalizedStringResource", "Character":
      return stringValue(arguments, expression, scope, context)
    case "UnicodeScalar", "Unicode.Scalar":
      if case .integer(let number)? = self.arguments(arguments, scope, context).first?.value,
        let scalar = Unicode.Scalar(UInt32(clamping: max(number, 0)))
      {
        return .string(String(Character(scalar)))
      }
      return unknown(expression, scope, context, "the scalar is not known")
    case "Array", "Set", "ContiguousArray":
      let values = self.arguments(arguments, scope, context)
      if let first = values.first, first.label == nil, let items = first.value.items {
        return .list(items)
      }
      if values.isEmpty { return .list([]) }
      return unknown(expression, scope, context, "the array's contents are not known")
    case "UIKeyModifierFlags", "EventModifiers", "UIMenu.Options", "UIMenuElement.Attributes":
      let values = self.arguments(arguments, scope, context)
      if values.allSatisfy({ $0.label == "arrayLiteral" || $0.label == nil }), !values.isEmpty {
        // `EventModifiers(arrayLiteral: .command, .shift)`: variadic, the first labelled.
        var items: [SwiftListItem] = []
        for value in values {
          if let inner = value.value.items, case .list = value.value {
            items += inner
          } else {
            items.append(SwiftListItem(value: value.value, condition: nil))
          }
        }
        return .list(items)
      }
      return unknown(expression, scope, context, "the flags are not known")
    default:
      if let swiftUI = swiftUIConstruct(type, arguments, expression, scope, context) {
        return swiftUI
      }
    }
    // A type of the files read, or an initializer an extension adds to a framework type.
    if let info = program.type(type) {
      let values = self.arguments(arguments, scope, context)
      let initializers = program.functions(named: "init", in: type)
      if info.kind == .enum && labels == ["rawValue"]
        && !initializers.contains(where: { $0.declaration.parameters.first?.label == "rawValue" })
      {
        return enumCase(type, rawValue: values[0].value, expression, scope, context)
      }
      if info.isDeclared && info.kind != .enum {
        let object = SwiftObject(type: type)
        if let result = invokeFunctions(
          initializers, self: .object(object), values, expression, context)
        {
          return result
        }
        // A subclass of a UIKit element made with UIKit's initializers.
        let ancestry = program.ancestry(of: type)
        if let framework = ancestry.first(where: {
          ["UIKeyCommand", "UICommand", "UIMenu", "UIAction"].contains($0)
        }),
          framework != type
        {
          return construct(framework, arguments, expression, scope, context)
        }
        // A memberwise initializer: each labelled argument is a stored property.
        for value in values {
          if let label = value.label { object.properties[label] = value.value }
        }
        return .object(object)
      }
      if let result = invokeFunctions(initializers, self: .type(type), values, expression, context)
      {
        return result
      }
    }
    // An initializer of its own, or one an extension in a file not read adds (`extension UIMenu
    // { convenience init(inlineChildren:) }`).
    noteMissing(type)
    return unknown(
      expression, scope, context, "'\(type)(…)' is not a type the importer reads")
  }

  /// `Enum(rawValue:)`: the case with that raw value, or `nil` when none has it.
  private func enumCase(
    _ type: String, rawValue: SwiftValue, _ expression: SwiftExpression, _ scope: SwiftScope,
    _ context: SwiftContext
  ) -> SwiftValue {
    let cases = program.type(type)?.cases ?? []
    for name in cases {
      switch (program.rawValue(of: name, in: type), rawValue) {
      case (.string(let a)?, .string(let b)) where a == b: return .enumCase(type: type, name: name)
      case (.integer(let a)?, .integer(let b)) where a == b:
        return .enumCase(type: type, name: name)
      case (nil, _):
        return unknown(expression, scope, context, "the raw values of '\(type)' are not known")
      default: continue
      }
    }
    if case .string = rawValue { return .none }
    if case .integer = rawValue { return .none }
    return unknown(expression, scope, context, "the raw value is not known")
  }

  static let commandLabels: Set<String> = [
    "title", "image", "action", "input", "modifierFlags", "propertyList", "alternates",
    "discoverabilityTitle", "attributes", "state",
  ]
  static let menuLabels: Set<String> = [
    "_", "title", "subtitle", "image", "identifier", "options", "preferredElementSize",
    "children",
  ]
  static let actionLabels: Set<String> = [
    "title", "subtitle", "image", "selectedImage", "identifier", "discoverabilityTitle",
    "attributes", "state", "handler", "_",
  ]

  /// `String(localized: "…")`, `String(describing:)`, `String(x)`: the text when it is known.
  private func stringValue(
    _ arguments: [SwiftArgument], _ expression: SwiftExpression, _ scope: SwiftScope,
    _ context: SwiftContext
  ) -> SwiftValue {
    let values = self.arguments(arguments, scope, context)
    if let fallback = values.first(where: { $0.label == "defaultValue" }),
      case .string(let text) = fallback.value
    {
      return .string(text)
    }
    if let first = values.first,
      first.label == nil || first.label == "localized"
        || first.label == "describing",
      let text = first.value.scalarText
    {
      return .string(text)
    }
    return unknown(
      expression, scope, context, reason(for: values.first?.value ?? .none, "its text"))
  }

  /// `NSLocalizedString`, `stride`, `print` and other functions that are not in the files read.
  func globalFunction(
    _ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpression,
    _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue? {
    switch name {
    case "NSSelectorFromString":
      if case .string(let name)? = self.arguments(arguments, scope, context).first?.value {
        return .selector(name)
      }
      return unknown(expression, scope, context, "the selector's name is not known")
    case "NSLocalizedString":
      let values = self.arguments(arguments, scope, context)
      if let value = values.first(where: { $0.label == "value" }),
        case .string(let text) = value.value,
        !text.isEmpty
      {
        return .string(text)
      }
      if let key = values.first, key.label == nil, case .string(let text) = key.value {
        return .string(text)
      }
      return unknown(expression, scope, context, "the localization key is not known")
    case "stride":
      let values = self.arguments(arguments, scope, context)
      guard values.count == 3, case .integer(let from) = values[0].value,
        case .integer(let to) = values[1].value, case .integer(let by) = values[2].value, by != 0
      else { return unknown(expression, scope, context, "the stride is not known") }
      let through = values[1].label == "through"
      var result: [SwiftListItem] = []
      var current = from
      while (by > 0
        ? (through ? current <= to : current < to) : (through ? current >= to : current > to))
        && result.count < Self.maximumIterations
      {
        result.append(SwiftListItem(value: .integer(current), condition: nil))
        current += by
      }
      return .list(result)
    case "zip":
      let values = self.arguments(arguments, scope, context)
      guard values.count == 2, let first = values[0].value.items, let second = values[1].value.items
      else { return unknown(expression, scope, context, "the lists are not known") }
      return .list(
        zip(first, second).map {
          SwiftListItem(
            value: .tuple([(nil, $0.value), (nil, $1.value)]),
            condition: ImportCondition.both($0.condition, $1.condition))
        })
    case "print", "debugPrint", "assert", "assertionFailure", "precondition", "NSLog", "os_log",
      "dispatchPrecondition":
      return SwiftValue.none
    default:
      return nil
    }
  }

  // MARK: Framework constants

  /// Static members of framework types that the importer knows.
  static func frameworkConstant(_ type: String, _ name: String) -> SwiftValue? {
    switch type {
    case "UIKeyCommand":
      if let input = keyInputs[name] { return .string(input) }
      if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...20).contains(number) {
        return .string("UIKeyInputF\(number)")
      }
      return nil
    case "UIMainMenuSystem":
      return name == "shared" ? .record(type: "UIMainMenuSystem", fields: [:]) : nil
    case "UIMenuSystem":
      // `UIMenuSystem.main` compares with `builder.system`.
      return name == "main" || name == "context" ? .member(name) : nil
    case "UIMenu.Identifier", "UIAction.Identifier", "UIMenuIdentifier", "UIKeyModifierFlags",
      "UIMenu.Options", "UIMenuElement.Attributes", "UIMenuElement.State", "EventModifiers",
      "KeyEquivalent":
      return .member(name)
    default:
      return nil
    }
  }

  /// `UIKeyCommand.inputUpArrow` and the other named inputs, as UIKit's input strings.
  static let keyInputs: [String: String] = [
    "inputUpArrow": "UIKeyInputUpArrow", "inputDownArrow": "UIKeyInputDownArrow",
    "inputLeftArrow": "UIKeyInputLeftArrow", "inputRightArrow": "UIKeyInputRightArrow",
    "inputEscape": "UIKeyInputEscape", "inputHome": "UIKeyInputHome", "inputEnd": "UIKeyInputEnd",
    "inputPageUp": "UIKeyInputPageUp", "inputPageDown": "UIKeyInputPageDown",
    "inputDelete": "UIKeyInputDelete", "inputTab": "\t",
  ]

  /// A framework type's static method: `UIMenu.Identifier(rawValue:)` and the like.
  func frameworkStaticCall(
    _ type: String, _ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpression,
    _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue {
    return unknown(expression, scope, context, "'\(type).\(name)(…)' is not evaluated")
  }

  /// The fields a framework value has before code sets them.
  static func recordDefault(_ type: String, _ name: String) -> SwiftValue? {
    switch (type, name) {
    case ("UIMainMenuSystem.Configuration", "findingConfiguration"):
      .record(type: "UIMenuSystem.FindElementGroupConfiguration", fields: [:])
    default: nil
    }
  }

  /// `UIMainMenuSystem.shared.setBuildConfiguration(_:buildHandler:)`: the configuration
  /// becomes the definition's `mainMenuConfiguration`, and the handler is read as
  /// `buildMenu(with:)`.
  func recordMethod(
    _ type: String, _ name: String, _ value: SwiftValue, _ arguments: [SwiftArgument],
    _ expression: SwiftExpression, _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue? {
    switch (type, name) {
    case ("UIMainMenuSystem", "setBuildConfiguration"):
      let values = self.arguments(arguments, scope, context)
      if let configuration = values.first {
        if case .record(_, let fields) = configuration.value,
          let json = Self.configurationJSON(fields)
        {
          mainMenuConfiguration = .located(
            json, SwiftLocation(file: context.file, offset: expression.range.start))
        } else {
          note(
            SwiftUnknown(
              text: text(of: configuration.expression, scope, context),
              location: SwiftLocation(
                file: context.file, offset: configuration.expression.range.start),
              reason: reason(for: configuration.value, "the configuration")),
            "is not known, so the main menu is checked with UIKit's defaults")
        }
      }
      if let handler = values.dropFirst().last, case .closure(let closure) = handler.value {
        let saved = mode
        mode = .menu
        defer { mode = saved }
        _ = callClosure(closure, [(nil, .builder, expression)], expression, context)
      }
      return SwiftValue.none
    case ("UIMenuSystem", _), ("UIMainMenuSystem", _):
      return SwiftValue.none  // setNeedsRebuild, setNeedsRevalidate
    default:
      return nil
    }
  }

  /// The definition's `mainMenuConfiguration` for a `UIMainMenuSystem.Configuration`'s fields.
  static func configurationJSON(_ fields: [String: SwiftValue]) -> OrderedJSON? {
    var members: [(String, OrderedJSON)] = []
    for (swiftName, name) in [
      ("newScenePreference", "newScene"), ("documentPreference", "document"),
      ("printingPreference", "printing"), ("findingPreference", "finding"),
      ("toolbarPreference", "toolbar"), ("sidebarPreference", "sidebar"),
      ("inspectorPreference", "inspector"), ("textFormattingPreference", "textFormatting"),
    ] {
      guard let value = fields[swiftName] else { continue }
      guard case .member(let preference) = value,
        ["automatic", "removed", "included"].contains(preference)
      else { return nil }
      members.append((name, .string(preference)))
    }
    if case .record(_, let finding)? = fields["findingConfiguration"], let style = finding["style"]
    {
      guard case .member(let name) = style,
        ["automatic", "search", "nonEditableText", "editableText"].contains(name)
      else { return nil }
      members.append(("findingStyle", .string(name)))
    }
    return .object(members)
  }

  /// Methods of elements: `UIMenu.replacingChildren(_:)`.
  func elementMethod(
    _ element: ImportedElement, _ name: String, _ arguments: [SwiftArgument],
    _ expression: SwiftExpression, _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue? {
    switch name {
    case "replacingChildren" where element.kind == .menu:
      let copy = element.copy()
      if let children = self.arguments(arguments, scope, context).first {
        copy.children = elements(
          children.value, children.expression, context, what: "menu children")
      }
      return .element(copy)
    default:
      return swiftUIModifier(name, on: .element(element), arguments, expression, scope, context)
    }
  }

  // MARK: Selectors

  /// `#selector(…)`: the Objective-C selector of the method named.
  func selector(
    _ inner: SwiftExpression, _ expression: SwiftExpression, _ scope: SwiftScope,
    _ context: SwiftContext
  ) -> SwiftValue {
    var written = inner
    var owner: String? = context.type
    if case .member(let base, let name) = inner.kind {
      written = SwiftExpression(.name(name), inner.range)
      if case .name(let type) = base.kind, type != "self", type != "Self" {
        owner = program.resolveType(type, from: context.type) ?? type
      }
    }
    while case .parenthesized(let content) = written.kind { written = content }
    guard case .name(let full) = written.kind else {
      return unknown(expression, scope, context, "the selector is not a method's name")
    }
    let base = SwiftASTReaderName.base(full)
    if let labels = SwiftASTReaderName.labels(full) {
      // `open(_:)`: an `@objc(name)` of the declaration wins.
      let declared = program.functions(named: base, in: owner).first {
        $0.declaration.labels == labels && $0.declaration.objcName?.isEmpty == false
      }
      return .selector(
        declared?.declaration.selector ?? SwiftFunction.selector(name: base, labels: labels))
    }
    let candidates = program.functions(named: base, in: owner)
    if let only = candidates.first,
      candidates.allSatisfy({ $0.declaration.labels == only.declaration.labels })
    {
      return .selector(only.declaration.selector)
    }
    let everywhere = program.typeOrder.flatMap { program.functions(named: base, in: $0) }
      .filter { $0.declaration.objcName != nil }
    if let only = everywhere.first,
      everywhere.allSatisfy({ $0.declaration.selector == only.declaration.selector })
    {
      return .selector(only.declaration.selector)
    }
    if Self.senderActions.contains(base) { return .selector(base + ":") }
    return .selector(base)
  }

  /// UIKit's standard actions, which take a sender: `#selector(copy)` is `copy:`.
  static let senderActions: Set<String> = [
    "copy", "cut", "paste", "delete", "select", "selectAll", "undo", "redo", "find", "findNext",
    "findPrevious", "findAndReplace", "useSelectionForFind", "toggleBoldface", "toggleItalics",
    "toggleUnderline", "increaseSize", "decreaseSize", "pasteAndMatchStyle",
    "makeTextWritingDirectionLeftToRight", "makeTextWritingDirectionRightToLeft",
    "toggleSidebar", "toggleInspector", "performClose", "duplicate", "move", "rename",
    "export", "print", "showHelp", "orderFrontPreferencesPanel", "alignLeft", "alignCenter",
    "alignRight", "alignJustified", "requestNewScene", "runToolbarCustomizationPalette",
  ]

  // MARK: Elements

  /// The fields of a call, by label; a repeated label keeps its last value.
  private func fields(
    _ arguments: [SwiftArgument], _ scope: SwiftScope, _ context: SwiftContext
  ) -> [String: (value: SwiftValue, expression: SwiftExpression)] {
    var result: [String: (value: SwiftValue, expression: SwiftExpression)] = [:]
    for (label, value, expression) in self.arguments(arguments, scope, context) {
      result[label ?? "_"] = (value, expression)
    }
    return result
  }

  /// A title: known text, or the source text of what computes it.
  func setTitle(
    _ field: (value: SwiftValue, expression: SwiftExpression)?, of element: ImportedElement,
    _ context: SwiftContext, key: String = "title"
  ) {
    guard let field else { return }
    switch field.value {
    case .string(let text):
      element.set(key, .string(text))
    case .unknown(let unknown):
      let text = unknown.text.isEmpty ? self.text(of: field.expression, nil, context) : unknown.text
      if key == "title" {
        element.set("titleSource", .string(text))
      }
      recordTitleSource(
        text, at: SwiftLocation(file: context.file, offset: field.expression.range.start))
    default:
      break
    }
  }

  func makeCommand(
    _ arguments: [SwiftArgument], _ expression: SwiftExpression, _ scope: SwiftScope,
    _ context: SwiftContext
  ) -> SwiftValue {
    let location = SwiftLocation(file: context.file, offset: expression.range.start)
    let element = ImportedElement(.command, at: location)
    let given = fields(arguments, scope, context)
    func leftOut(_ field: (value: SwiftValue, expression: SwiftExpression), _ what: String)
      -> SwiftValue
    {
      let unknown =
        field.value.unknown
        ?? SwiftUnknown(
          text: text(of: field.expression, scope, context),
          location: SwiftLocation(file: context.file, offset: field.expression.range.start),
          reason: "it is not a value the importer reads")
      note(
        SwiftUnknown(
          text: unknown.text, location: unknown.location ?? location, reason: unknown.reason),
        "is the command's \(what), which is not known, so the command is left out")
      return .unknown(SwiftUnknown(text: "", location: nil, reason: "its \(what) is not known"))
    }
    setTitle(given["title"], of: element, context)
    if element.field("title") == nil && element.field("titleSource") == nil {
      // UIKeyCommand(input:modifierFlags:action:) has UIKit's empty title.
      element.fields.insert(("title", .string("")), at: 0)
    }
    guard let actionField = given["action"] else {
      note("a command without an action is left out", at: location.offset, file: context.file)
      return .unknown(SwiftUnknown(text: "", location: nil, reason: "it has no action"))
    }
    guard let action = Self.selectorName(actionField.value) else {
      return leftOut(actionField, "action")
    }
    element.set("action", .string(action))
    if let list = given["propertyList"] {
      switch list.value {
      case .none: break
      default:
        guard let json = Self.propertyList(list.value) else {
          return leftOut(list, "property list")
        }
        element.set("propertyList", json)
      }
    }
    if let inputField = given["input"] {
      guard case .string(let input) = inputField.value else { return leftOut(inputField, "input") }
      var modifiers: [String] = []
      if let flags = given["modifierFlags"] {
        guard let names = Self.modifierNames(flags.value) else {
          return leftOut(flags, "modifier flags")
        }
        modifiers = names
      }
      element.setShortcut(input: input, modifiers: modifiers)
      element.location.shortcut = SwiftShortcutLiterals(
        input: inputField.expression, inputValue: input,
        modifiers: given["modifierFlags"]?.expression, modifierNames: modifiers)
    }
    if let alternates = given["alternates"] {
      element.alternates = elements(
        alternates.value, alternates.expression, context, what: "alternates"
      )
      .map(\.json)
    }
    setTitle(given["discoverabilityTitle"], of: element, context, key: "discoverabilityTitle")
    setFlags(given["attributes"], "attributes", of: element, context)
    setFlags(given["state"], "state", of: element, context)
    return .element(element)
  }

  /// A property list as definition JSON: text, numbers, Booleans, enum cases (by raw value or
  /// name), and arrays and dictionaries of them; `nil` when any part is not known.
  static func propertyList(_ value: SwiftValue) -> OrderedJSON? {
    switch value {
    case .string(let text): return .string(text)
    case .integer(let number): return .integer(number)
    case .bool(let flag): return .bool(flag)
    case .member(let name), .enumCase(_, let name): return .string(name)
    case .list(let items):
      var elements: [OrderedJSON] = []
      for item in items {
        guard item.condition == nil, let json = propertyList(item.value) else { return nil }
        elements.append(json)
      }
      return .array(elements)
    case .record("Dictionary", let fields):
      var members: [(String, OrderedJSON)] = []
      for key in fields.keys.sorted() {
        guard let value = fields[key], let json = propertyList(value) else { return nil }
        members.append((key, json))
      }
      return .object(members)
    default: return nil
    }
  }

  /// An action's selector name from `#selector(…)` or `Selector("…")`.
  static func selectorName(_ value: SwiftValue) -> String? {
    switch value {
    case .selector(let name), .string(let name): name
    default: nil
    }
  }

  /// UIKit modifier flag names from `.command`, `[.command, .shift]` or `[]`; `nil` when any
  /// is unknown.
  static func modifierNames(_ value: SwiftValue) -> [String]? {
    let members: [SwiftValue]
    switch value {
    case .member: members = [value]
    case .list(let items):
      guard items.allSatisfy({ $0.condition == nil }) else { return nil }
      members = items.map(\.value)
    case .none: members = []
    default: return nil
    }
    var names: [String] = []
    for member in members {
      guard case .member(let name) = member, modifierJSONNames[name] != nil else { return nil }
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// UIKit's and SwiftUI's modifier names, to the shortcut syntax's names.
  static let modifierJSONNames: [String: String] = [
    "command": "cmd", "shift": "shift", "control": "ctrl", "alternate": "opt", "option": "opt",
    "alphaShift": "capslock", "capsLock": "capslock", "numericPad": "numpad",
  ]

  /// `attributes:` and `state:`: known member names, or left out with a note.
  private func setFlags(
    _ field: (value: SwiftValue, expression: SwiftExpression)?, _ key: String,
    of element: ImportedElement, _ context: SwiftContext
  ) {
    guard let field else { return }
    switch (key, field.value) {
    case ("state", .member(let name)):
      element.set("state", .string(name))
    case ("attributes", _):
      if let names = Self.memberNames(field.value) {
        if !names.isEmpty { element.set("attributes", .array(names.map { .string($0) })) }
        return
      }
      fallthrough
    default:
      note(
        SwiftUnknown(
          text: text(of: field.expression, nil, context),
          location: SwiftLocation(file: context.file, offset: field.expression.range.start),
          reason: field.value.unknown?.reason ?? "it is not a member the importer reads"),
        "is the \(key) of a command, which is not known; it is left out")
    }
  }

  static func memberNames(_ value: SwiftValue) -> [String]? {
    switch value {
    case .member(let name): return [name]
    case .none: return []
    case .list(let items):
      var names: [String] = []
      for item in items {
        guard item.condition == nil, case .member(let name) = item.value else { return nil }
        names.append(name)
      }
      return names
    default: return nil
    }
  }

  func makeAlternate(
    _ arguments: [SwiftArgument], _ expression: SwiftExpression, _ scope: SwiftScope,
    _ context: SwiftContext
  ) -> SwiftValue {
    let element = ImportedElement(
      .command, at: SwiftLocation(file: context.file, offset: expression.range.start))
    let given = fields(arguments, scope, context)
    setTitle(given["title"], of: element, context)
    guard let action = given["action"].flatMap({ Self.selectorName($0.value) }),
      let flags = given["modifierFlags"], let names = Self.modifierNames(flags.value)
    else {
      return unknown(
        expression, scope, context, "the alternate's action or modifiers are not known")
    }
    element.set("action", .string(action))
    element.set(
      "modifiers",
      .array(names.map { .string(["alternate": "option", "alphaShift": "capsLock"][$0] ?? $0) }))
    return .element(element)
  }

  func makeMenu(
    _ arguments: [SwiftArgument], _ expression: SwiftExpression, _ scope: SwiftScope,
    _ context: SwiftContext
  ) -> SwiftValue {
    let element = ImportedElement(
      .menu, at: SwiftLocation(file: context.file, offset: expression.range.start))
    let given = fields(arguments, scope, context)
    if let title = given["title"] ?? given["_"] {
      setTitle(title, of: element, context)
    } else {
      element.set("title", .string(""))
    }
    if let identifier = given["identifier"],
      let raw = identifierText(
        identifier, of: "UIMenu.Identifier", context,
        unknown: "is a menu's identifier, which is not known; the menu gets one made from its title"
      )
    {
      element.set("id", .string(raw))
    }
    if let options = given["options"], let names = Self.memberNames(options.value), !names.isEmpty {
      element.set("options", .array(names.map { .string($0) }))
    }
    if let size = given["preferredElementSize"], case .member(let name) = size.value {
      element.set("preferredElementSize", .string(name))
    }
    if let children = given["children"] {
      element.children = elements(
        children.value, children.expression, context, what: "menu children")
    }
    return .element(element)
  }

  /// The raw value of a `UIMenu.Identifier` or `UIAction.Identifier` argument, or `nil` after
  /// a note (`unknown` says what that means) when it is not known.
  func identifierText(
    _ identifier: (value: SwiftValue, expression: SwiftExpression), of type: String,
    _ context: SwiftContext, unknown: String
  ) -> String? {
    switch contextualMember(identifier.value, of: type, context) ?? identifier.value {
    case .identifier(let raw), .string(let raw), .member(let raw): return raw
    default:
      note(
        SwiftUnknown(
          text: text(of: identifier.expression, nil, context),
          location: SwiftLocation(file: context.file, offset: identifier.expression.range.start),
          reason: reason(for: identifier.value, "the identifier")),
        unknown)
      return nil
    }
  }

  func makeAction(
    _ arguments: [SwiftArgument], _ expression: SwiftExpression, _ scope: SwiftScope,
    _ context: SwiftContext
  ) -> SwiftValue {
    let location = SwiftLocation(file: context.file, offset: expression.range.start)
    let element = ImportedElement(.action, at: location)
    let given = fields(arguments, scope, context)
    setTitle(given["title"], of: element, context)
    guard let identifier = given["identifier"] else {
      note(
        "an action without an identifier gets a random one from UIKit; it is left out",
        at: location.offset, file: context.file)
      return .unknown(SwiftUnknown(text: "", location: nil, reason: "it has no identifier"))
    }
    guard
      let raw = identifierText(
        identifier, of: "UIAction.Identifier", context,
        unknown: "is an action's identifier, which is not known, so the action is left out")
    else {
      return .unknown(SwiftUnknown(text: "", location: nil, reason: "its identifier is not known"))
    }
    element.set("id", .string(raw))
    setTitle(given["discoverabilityTitle"], of: element, context, key: "discoverabilityTitle")
    setFlags(given["attributes"], "attributes", of: element, context)
    setFlags(given["state"], "state", of: element, context)
    return .element(element)
  }

  /// A property set on an element after it was made.
  func setProperty(
    _ property: String, of element: ImportedElement, to value: SwiftValue,
    _ target: SwiftExpression, _ context: SwiftContext
  ) {
    switch (property, value) {
    case ("title", _), ("discoverabilityTitle", _):
      setTitle((value, target), of: element, context, key: property)
    case ("wantsPriorityOverSystemBehavior", .bool(let flag)),
      ("allowsAutomaticLocalization", .bool(let flag)),
      ("allowsAutomaticMirroring", .bool(let flag)):
      element.set(property, .bool(flag))
    case ("attributes", _):
      if let names = Self.memberNames(value) {
        element.set("attributes", .array(names.map { .string($0) }))
      } else {
        note(
          SwiftUnknown(
            text: text(of: target, nil, context),
            location: SwiftLocation(file: context.file, offset: target.range.start),
            reason: reason(for: value, "the value")),
          "is set to a value that is not known; it is left out")
      }
    case ("state", .member(let name)):
      element.set("state", .string(name))
    case ("image", _), ("subtitle", _), ("selectedImage", _):
      break
    case _ where !Self.elementProperties.contains(property):
      break  // a property of the app's own subclass
    default:
      note(
        SwiftUnknown(
          text: text(of: target, nil, context),
          location: SwiftLocation(file: context.file, offset: target.range.start),
          reason: value.unknown?.reason ?? "the property is not one a definition has"),
        "is not read")
    }
  }

  /// The properties of UIKit's menu elements that a definition can hold.
  static let elementProperties: Set<String> = [
    "title", "discoverabilityTitle", "wantsPriorityOverSystemBehavior",
    "allowsAutomaticLocalization", "allowsAutomaticMirroring", "attributes", "state",
    "propertyList", "input", "modifierFlags", "action", "children", "options",
  ]

  /// The note for a list whose value is not known: what it gives is left out.
  private func noteUnknownList(
    _ value: SwiftValue, _ expression: SwiftExpression, _ context: SwiftContext, what: String
  ) {
    guard case .unknown(let unknown) = value else { return }
    note(
      SwiftUnknown(
        text: unknown.text.isEmpty ? text(of: expression, nil, context) : unknown.text,
        location: unknown.location
          ?? SwiftLocation(file: context.file, offset: expression.range.start),
        reason: unknown.reason),
      "gives the \(what), which are not known, so they are left out")
  }

  /// The elements of a value, each unknown item left out alone with a note; conditions of
  /// items are ignored (menu content is read as if they hold).
  func elements(
    _ value: SwiftValue, _ expression: SwiftExpression, _ context: SwiftContext, what: String
  ) -> [ImportedElement] {
    guard let items = value.items else {
      noteUnknownList(value, expression, context, what: what)
      return []
    }
    var result: [ImportedElement] = []
    var pending = items[...]
    var queue: [SwiftListItem] = []
    while let item = queue.popLast() ?? pending.popFirst() {
      switch item.value {
      case .element(let element): result.append(element)
      case .list(let inner): queue += inner.reversed()
      case .none: continue
      case .unknown(let unknown):
        if unknown.location != nil {
          note(unknown, "is left out of the \(what): its value is not known")
        }
      default:
        note(
          "an item of the \(what) is not a menu element; it is left out",
          at: expression.range.start, file: context.file)
      }
    }
    return result
  }

  // MARK: Key commands of responders

  /// `addKeyCommand(_:)`: the command joins the responder's list once, under the conditions
  /// the code adds it under; `removeKeyCommand(_:)` keeps it (apps remove a command while
  /// editing text and add it back after).
  func keyCommandRegistration(
    _ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpression,
    _ scope: SwiftScope, _ context: SwiftContext
  ) -> SwiftValue {
    // Even when not collected, this is a side effect: a call that makes it is not remembered.
    effects += 1
    guard name == "addKeyCommand", addedKeyCommands != nil, let argument = arguments.first else {
      return .none
    }
    let value = evaluate(argument.value, scope, context)
    let items = value.items ?? [SwiftListItem(value: value, condition: nil)]
    for item in items {
      let added = SwiftListItem(
        value: item.value, condition: ImportCondition.both(path, item.condition))
      if case .element(let element) = added.value,
        addedKeyCommands?.contains(where: {
          if case .element(let other) = $0.value {
            other.identity == element.identity
          } else {
            false
          }
        }) == true
      {
        continue
      }
      addedKeyCommands?.append(added)
    }
    return .none
  }

  /// A responder's key commands from list items: each unknown one left out with a note,
  /// conditions kept as `when`.
  func keyCommandEntries(
    _ value: SwiftValue, _ expression: SwiftExpression, _ context: SwiftContext
  )
    -> [ImportedElement]
  {
    guard let items = value.items else {
      noteUnknownList(value, expression, context, what: "key commands")
      return []
    }
    var result: [ImportedElement] = []
    // An element reached on several paths (returned before and after a guard) is one entry
    // under either path's condition.
    var seen: [ObjectIdentifier: Int] = [:]
    var stack: [SwiftListItem] = items.reversed()
    while let item = stack.popLast() {
      switch item.value {
      case .element(let element):
        guard element.kind == .command else { continue }
        let condition = ImportCondition.both(element.condition, item.condition)
        if let index = seen[ObjectIdentifier(element)] {
          result[index].condition = ImportCondition.either(result[index].condition, condition)
          continue
        }
        if case .string("")? = element.field("input") {
          // `UIKeyCommand(input: "", modifierFlags: .alphaShift, …)`: a key command for a
          // modifier key alone, which the definition format cannot write.
          note(
            "a key command with an empty input (a modifier key pressed alone) is left out of "
              + "the key commands: shortcuts name a key",
            at: element.location.offset, file: element.location.file)
          continue
        }
        seen[ObjectIdentifier(element)] = result.count
        let entry = element.copy()
        entry.condition = condition
        result.append(entry)
      case .list(let inner):
        stack += inner.reversed().map {
          SwiftListItem(
            value: $0.value, condition: ImportCondition.both(item.condition, $0.condition))
        }
      case .none:
        continue
      case .unknown(let unknown):
        if unknown.location != nil {
          note(unknown, "is left out of the key commands: its value is not known")
        }
      default:
        note(
          "an item of the key commands is not a key command; it is left out",
          at: expression.range.start, file: context.file)
      }
    }
    // One note for the key commands that depend on the same undecided parts (an `if` and its
    // `else` alike).
    for entry in result {
      guard let condition = entry.condition else { continue }
      let atoms = condition.atoms.sorted()
      let shown = atoms.map { "`\($0)`" }.joined(separator: ", ")
      note(
        "\(shown) \(atoms.count == 1 ? "is" : "are") decided at run time; the key commands that depend on \(atoms.count == 1 ? "it" : "them") are imported under that condition (`when`)",
        at: entry.location.offset, file: entry.location.file,
        key: "condition:\(entry.location.file):\(atoms.joined(separator: "\u{0}"))")
    }
    return result
  }

  // MARK: UIMenuBuilder

  /// A `UIMenuBuilder` call: written as an operation only when its target and elements are
  /// known.
  func builderCall(
    _ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpression,
    _ scope: SwiftScope, _ context: SwiftContext
  ) {
    let base = SwiftASTReaderName.base(name)
    let location = SwiftLocation(file: context.file, offset: builderLocation(expression))
    let labels = arguments.map { $0.label ?? "_" }
    let values = self.arguments(arguments, scope, context)
    effects += 1
    func leftOut(_ why: String) {
      note(
        "this '\(base)' call is left out: \(why)", at: location.offset, file: context.file,
        key: "builder:\(context.file):\(location.offset)")
    }
    func menuID(_ value: SwiftValue) -> OrderedJSON? {
      switch contextualMember(value, of: "UIMenu.Identifier", context) ?? value {
      case .member(let name), .identifier(let name): .string(name)
      default: nil
      }
    }
    func target(_ kind: String, _ written: SwiftValue, propertyList: SwiftValue? = nil)
      -> OrderedJSON?
    {
      let identifierType = kind == "menu" ? "UIMenu.Identifier" : "UIAction.Identifier"
      let value =
        kind == "command"
        ? written : contextualMember(written, of: identifierType, context) ?? written
      switch (kind, value) {
      case ("menu", .member(let id)), ("menu", .identifier(let id)),
        ("action", .identifier(let id)),
        ("action", .member(let id)):
        return .object([(kind, .string(id))])
      case ("command", _):
        guard let selector = Self.selectorName(value) else { return nil }
        var members: [(String, OrderedJSON)] = [("command", .string(selector))]
        switch propertyList {
        case nil, .none?: break
        case let list?:
          guard let json = Self.propertyList(list) else { return nil }
          members.append(("propertyList", json))
        }
        return .object(members)
      default: return nil
      }
    }
    func described(_ value: (label: String?, value: SwiftValue, expression: SwiftExpression))
      -> String
    {
      "`\(text(of: value.expression, scope, context))` is not known"
        + (value.value.unknown.map { " (\($0.reason))" } ?? "")
    }
    func add(_ operation: ImportedOperation) {
      track(operation)
      if let path {
        note(
          "applied as if `\(path.sourceText)` holds", at: location.offset, file: context.file,
          key: "holds-op:\(context.file):\(location.offset)")
      }
      operations.append(operation)
    }
    let sides = [
      "atStartOfMenu": "atStartOf", "atEndOfMenu": "atEndOf", "beforeMenu": "before",
      "afterMenu": "after",
    ]
    switch (base, labels) {
    case ("insertChild", _), ("insertSibling", _):
      guard labels.count == 2, labels[0] == "_", let side = sides[labels[1]] else {
        return leftOut("its form is not one UIMenuBuilder has")
      }
      guard case .element(let menu) = values[0].value, menu.kind == .menu else {
        return leftOut(described(values[0]))
      }
      guard let id = menuID(values[1].value) else { return leftOut(described(values[1])) }
      add(
        ImportedOperation(
          verb: base, elements: [menu], single: true, place: [(side, id)], elementsKey: nil,
          location: location))
    case ("insertElements", _) where labels.count >= 2 && labels[0] == "_":
      let items = elements(
        values[0].value, values[0].expression, context, what: "inserted elements")
      guard !items.isEmpty else { return }
      let place: (String, OrderedJSON)?
      switch labels[1] {
      case "atStartOfMenu", "atEndOfMenu":
        place = menuID(values[1].value).map {
          (labels[1] == "atStartOfMenu" ? "atStartOf" : "atEndOf", $0)
        }
      case "beforeMenu", "afterMenu":
        place = target("menu", values[1].value).map {
          (labels[1] == "beforeMenu" ? "before" : "after", $0)
        }
      case "beforeAction", "afterAction":
        place = target("action", values[1].value).map {
          (labels[1].hasPrefix("before") ? "before" : "after", $0)
        }
      case "beforeCommand", "afterCommand":
        place = target(
          "command", values[1].value, propertyList: values.count > 2 ? values[2].value : nil
        ).map { (labels[1].hasPrefix("before") ? "before" : "after", $0) }
      default: place = nil
      }
      guard let place else { return leftOut(described(values[1])) }
      add(
        ImportedOperation(
          verb: base, elements: items, single: false, place: [place], elementsKey: nil,
          location: location))
    case ("remove", _) where !labels.isEmpty:
      guard
        let removed = target(
          labels[0], values[0].value, propertyList: values.count > 1 ? values[1].value : nil)
      else { return leftOut(described(values[0])) }
      add(
        ImportedOperation(
          verb: base, elements: [], single: false, place: [(base, removed)], elementsKey: nil,
          location: location))
    case ("replace", _) where labels.count >= 2 && labels.last == "with":
      guard
        let replaced = target(
          labels[0], values[0].value, propertyList: labels.count > 2 ? values[1].value : nil)
      else { return leftOut(described(values[0])) }
      let items = elements(
        values[labels.count - 1].value, values[labels.count - 1].expression, context,
        what: "replacing elements")
      guard !items.isEmpty else { return leftOut("its new elements are not known") }
      add(
        ImportedOperation(
          verb: base, elements: items, single: items.count == 1, place: [(base, replaced)],
          elementsKey: "with", location: location))
    case ("replaceChildren", _) where labels.count == 2 && labels[0] == "ofMenu":
      guard let id = menuID(values[0].value) else { return leftOut(described(values[0])) }
      guard case .closure(let closure) = values[1].value else {
        return leftOut("its closure is not known")
      }
      replaceChildren(id, closure, location, expression, context)
    case ("action", _), ("command", _):
      leftOut("it reads the menu being built, which the importer does not")
    default:
      leftOut("it is not a UIMenuBuilder operation the importer reads")
    }
  }

  /// The menus the main menu has at this point of the build: the platform's default menus,
  /// plus those inserted and less those removed so far.
  func menuExists(_ value: SwiftValue) -> Bool? {
    let raw: String
    switch value {
    case .member(let name), .identifier(let name): raw = MenuIdentifier(name).rawValue
    default: return nil
    }
    if presentMenus == nil {
      var found: Set<String> = []
      var pending: [MenuElement] = [.menu(SystemMenus.mainMenu(for: platform))]
      while let element = pending.popLast() {
        guard case .menu(let menu) = element else { continue }
        if let identifier = menu.identifier { found.insert(identifier.rawValue) }
        pending += menu.children
      }
      presentMenus = found
    }
    return presentMenus?.contains(raw)
  }

  /// Updates the menus the build has made or removed.
  private func track(_ operation: ImportedOperation) {
    _ = menuExists(.member("root"))
    if operation.verb == "remove" {
      for case (_, .object(let members)) in operation.place {
        for case ("menu", .string(let id)) in members {
          presentMenus?.remove(MenuIdentifier(id).rawValue)
        }
      }
      return
    }
    var pending = operation.elements
    while let element = pending.popLast() {
      if element.kind == .menu, case .string(let id)? = element.field("id") {
        presentMenus?.insert(MenuIdentifier(id).rawValue)
      }
      pending += element.children
    }
  }

  /// The location of a builder call: its method name.
  private func builderLocation(_ expression: SwiftExpression) -> Int {
    if case .call(let callee, _) = expression.kind, case .member(_, let name) = callee.kind {
      let base = SwiftASTReaderName.base(name)
      return max(callee.range.start, callee.range.end - base.utf8.count)
    }
    return expression.range.start
  }

  /// `replaceChildren(ofMenu:from:)`: the closure is called with a marker for the existing
  /// children; `[new] + $0`, `$0 + [new]` become insertions, anything else replaces them.
  private func replaceChildren(
    _ id: OrderedJSON, _ closure: SwiftClosureValue, _ location: SwiftLocation,
    _ expression: SwiftExpression, _ context: SwiftContext
  ) {
    let marker = ImportedElement(.menu, at: location)
    marker.set("$existing", .bool(true))
    let result = callClosure(
      closure, [(nil, .list([SwiftListItem(value: .element(marker), condition: nil)]), expression)],
      expression, context)
    guard let items = result.items else {
      note(
        "this 'replaceChildren' call is left out: its closure's result is not known",
        at: location.offset, file: context.file)
      return
    }
    var before: [SwiftListItem] = []
    var after: [SwiftListItem] = []
    var sawExisting = false
    for item in items {
      if case .element(let element) = item.value, element === marker {
        sawExisting = true
      } else if sawExisting {
        after.append(item)
      } else {
        before.append(item)
      }
    }
    if sawExisting {
      let start = elements(.list(before), expression, context, what: "new children")
      let end = elements(.list(after), expression, context, what: "new children")
      if !start.isEmpty {
        operations.append(
          ImportedOperation(
            verb: "insertElements", elements: start, single: false, place: [("atStartOf", id)],
            elementsKey: nil, location: location))
      }
      if !end.isEmpty {
        operations.append(
          ImportedOperation(
            verb: "insertElements", elements: end, single: false, place: [("atEndOf", id)],
            elementsKey: nil, location: location))
      }
      return
    }
    operations.append(
      ImportedOperation(
        verb: "replaceChildren",
        elements: elements(.list(before), expression, context, what: "new children"),
        single: false, place: [("replaceChildren", id)], elementsKey: "with", location: location))
  }
}

/// Names as the dump writes them: `find(_:)` is the method `find` with one unlabelled
/// argument.
enum SwiftASTReaderName {
  /// `find` of `find(_:)`.
  static func base(_ name: String) -> String {
    guard let open = name.firstIndex(of: "("), open != name.startIndex, name.hasSuffix(")")
    else { return name }
    return String(name[..<open])
  }

  /// `["_"]` of `find(_:)`; `nil` for a name without labels.
  static func labels(_ name: String) -> [String]? {
    guard let open = name.firstIndex(of: "("), open != name.startIndex, name.hasSuffix(")")
    else { return nil }
    let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
    return inside.split(separator: ":").map(String.init)
  }
}
