extension SwiftInterpreter {
  /// Reads every place UIKit or SwiftUI asks an app for its menus and key commands, type by
  /// type in file order: `buildMenu(with:)`, `keyCommands`, `addKeyCommand(_:)`,
  /// `setBuildConfiguration(_:buildHandler:)` and SwiftUI's `.commands { … }`.
  func run() {
    readMenus()
    for name in program.typeOrder {
      guard let info = program.type(name), info.kind != .protocol else { continue }
      let object = SwiftObject(type: name)
      let context = SwiftContext(file: info.file, type: name)
      let keyCommands = readKeyCommands(info, object)
      readSwiftUICommands(info, object)
      registerResponder(info, keyCommands: keyCommands, context: context)
    }
    // `@CommandsBuilder` properties and functions that no `.commands { … }` read (its scene is
    // in a file not read) are the app's commands all the same.
    for name in program.typeOrder {
      guard let info = program.type(name) else { continue }
      let builders =
        info.variables.values.filter { $0.declaration.attributes.contains("CommandsBuilder") }
        .map {
          (id: $0.id, file: $0.file, body: $0.declaration.getter, range: $0.declaration.range)
        }
        + info.functions.values.joined().filter {
          $0.declaration.attributes.contains("CommandsBuilder") && $0.declaration.parameters.isEmpty
        }.map { (id: $0.id, file: $0.file, body: $0.declaration.body, range: $0.declaration.range) }
      for builder in builders.sorted(by: { $0.id < $1.id })
      where !readCommandBuilders.contains(builder.id) && !invokedFunctions.contains(builder.id) {
        guard let body = builder.body else { continue }
        readCommandBuilders.insert(builder.id)
        let saved = mode
        mode = .menu
        let scope = SwiftScope(parent: nil)
        scope.values["self"] = .object(SwiftObject(type: name))
        let context = SwiftContext(file: builder.file, type: name)
        let expression = SwiftExpression(.name(name), builder.range)
        if case .list(let items)? = run(body, builder: true, scope, context, call: expression) {
          addCommands(items, expression, context)
        }
        mode = saved
      }
    }
    // A `Commands` type that no `.commands { … }` read (its scene is in a file not read).
    for name in program.typeOrder where !evaluatedContentTypes.contains(name) {
      guard let info = program.type(name), info.inherits.contains("Commands") else { continue }
      let saved = mode
      mode = .menu
      let expression = SwiftExpression(.name(name), info.range)
      if let body = contentBody(
        of: SwiftObject(type: name), expression, SwiftContext(file: info.file, type: name))
      {
        addCommands(body, expression, SwiftContext(file: info.file, type: name))
      }
      mode = saved
    }
    if let swiftUILocation {
      responders.append(
        ImportedResponder(
          id: "SwiftUI", kind: "application", actions: ["swiftUIButton:"], keyCommands: [],
          location: swiftUILocation))
    }
  }

  /// `buildMenu(with:)` overrides, and functions that set a build configuration.
  ///
  /// A `buildMenu(with:)` that another hands its builder to (`helper.buildMenu(with:
  /// builder)`) is read once, through that call: the ones that forward are read first.
  private func readMenus() {
    var roots: [(function: SwiftProgram.Function, info: SwiftProgram.TypeInfo, forwards: Bool)] = []
    for name in program.typeOrder {
      guard let info = program.type(name), info.kind != .protocol else { continue }
      for function in info.functions.values.joined().sorted(by: { $0.id < $1.id }) {
        guard let body = function.declaration.body else { continue }
        let isBuildMenu =
          function.declaration.name == "buildMenu" && function.declaration.labels == ["with"]
        guard isBuildMenu || Self.mentions(body, ["setBuildConfiguration"]) else { continue }
        roots.append((function, info, Self.forwardsBuildMenu(body)))
      }
    }
    let ordered = roots.filter(\.forwards) + roots.filter { !$0.forwards }
    var objects: [String: SwiftObject] = [:]
    for (function, info, _) in ordered where !invokedFunctions.contains(function.id) {
      let object = objects[info.name] ?? SwiftObject(type: info.name)
      objects[info.name] = object
      let isBuildMenu =
        function.declaration.name == "buildMenu" && function.declaration.labels == ["with"]
      let saved = mode
      mode = .menu
      defer { mode = saved }
      let parameters: [(SwiftParameter, SwiftValue?)] = function.declaration.parameters.map {
        (
          $0,
          isBuildMenu
            ? .builder
            : .unknown(
              SwiftUnknown(text: $0.name, location: nil, reason: "it is a parameter"))
        )
      }
      _ = invoke(
        function, self: function.declaration.isStatic ? .type(info.name) : .object(object),
        parameters, SwiftExpression(.name(function.declaration.name), function.declaration.range),
        SwiftContext(file: function.file, type: info.name))
    }
  }

  /// Whether a body calls SwiftUI's `.commands { … }` modifier.
  static func callsCommandsModifier(_ body: SwiftBlock) -> Bool {
    var found = false
    visitCalls(body) { callee, arguments in
      if case .member(_, let name) = callee.kind, SwiftASTReaderName.base(name) == "commands",
        arguments.contains(where: { if case .closure = $0.value.kind { true } else { false } })
      {
        found = true
      }
    }
    return found
  }

  /// Calls `visit` with the callee and arguments of every call in a body, closures included.
  static func visitCalls(
    _ body: SwiftBlock, _ visit: (SwiftExpression, [SwiftArgument]) -> Void
  ) {
    body.forEachExpression { expression in
      if case .call(let callee, let arguments) = expression.kind { visit(callee, arguments) }
      return true
    }
  }

  /// Whether a body calls `buildMenu(with:)` on something other than `super`.
  static func forwardsBuildMenu(_ body: SwiftBlock) -> Bool {
    var found = false
    visitCalls(body) { callee, _ in
      if case .member(let base, let name) = callee.kind,
        SwiftASTReaderName.base(name) == "buildMenu"
      {
        if case .name("super") = base.kind {} else { found = true }
      }
    }
    return found
  }

  /// `override var keyCommands` and the methods that call `addKeyCommand(_:)`.
  private func readKeyCommands(_ info: SwiftProgram.TypeInfo, _ object: SwiftObject)
    -> [ImportedElement]?
  {
    var result: [ImportedElement]?
    let saved = mode
    mode = .keyCommands
    defer { mode = saved }
    let readsKeyCommands =
      info.variables["keyCommands"]?.declaration.isOverride == true
      || info.functions.values.joined().contains {
        $0.declaration.body.map { Self.mentions($0, ["addKeyCommand"]) } ?? false
      }
    if readsKeyCommands { setUp(object, info) }
    // UIKit reads `keyCommands` of responders: an override, or the property of a type that
    // descends from a UIKit responder (a helper object's own `keyCommands` is not one).
    if let variable = info.variables["keyCommands"],
      variable.declaration.getter != nil
        || variable.declaration.initializer != nil, !variable.declaration.isStatic,
      variable.declaration.isOverride || program.ancestry(of: info.name).contains("UIResponder")
    {
      let context = SwiftContext(file: variable.file, type: info.name)
      let scope = SwiftScope(parent: nil)
      scope.values["self"] = .object(object)
      let expression = SwiftExpression(.name("keyCommands"), variable.declaration.range)
      path = nil
      let value = variableValue(variable.declaration, expression, scope, context)
      result = keyCommandEntries(value, expression, context)
    }
    for function in info.functions.values.joined().sorted(by: { $0.id < $1.id }) {
      guard let body = function.declaration.body, Self.mentions(body, ["addKeyCommand"]) else {
        continue
      }
      addedKeyCommands = []
      path = nil
      let parameters: [(SwiftParameter, SwiftValue?)] = function.declaration.parameters.map {
        ($0, .unknown(SwiftUnknown(text: $0.name, location: nil, reason: "it is a parameter")))
      }
      let call = SwiftExpression(.name(function.declaration.name), function.declaration.range)
      _ = invoke(
        function, self: .object(object), parameters, call,
        SwiftContext(file: function.file, type: info.name))
      let added = addedKeyCommands ?? []
      addedKeyCommands = nil
      let entries = keyCommandEntries(
        .list(added), call, SwiftContext(file: function.file, type: info.name))
      result =
        (result ?? [])
        + entries.filter { entry in
          !(result ?? []).contains { $0.identity == entry.identity }
        }
    }
    return result
  }

  /// Runs a responder's initializers and `viewDidLoad`, with unknown arguments, so that the
  /// key commands they store in properties are known when `keyCommands` reads them.
  private func setUp(_ object: SwiftObject, _ info: SwiftProgram.TypeInfo) {
    let setUpNames: Set<String> = ["init", "viewDidLoad", "awakeFromNib", "loadView"]
    quiet += 1
    defer { quiet -= 1 }
    for function in info.functions.values.joined().sorted(by: { $0.id < $1.id })
    where setUpNames.contains(function.declaration.name) && !function.declaration.isStatic {
      guard let body = function.declaration.body, !body.statements.isEmpty else { continue }
      path = nil
      let parameters: [(SwiftParameter, SwiftValue?)] = function.declaration.parameters.map {
        ($0, .unknown(SwiftUnknown(text: $0.name, location: nil, reason: "it is a parameter")))
      }
      _ = invoke(
        function, self: .object(object), parameters,
        SwiftExpression(.name(function.declaration.name), function.declaration.range),
        SwiftContext(file: function.file, type: info.name))
    }
    path = nil
  }

  /// Bodies that call `.commands { … }` on a scene.
  private func readSwiftUICommands(_ info: SwiftProgram.TypeInfo, _ object: SwiftObject) {
    let saved = mode
    mode = .menu
    defer { mode = saved }
    for variable in info.variables.values.sorted(by: { $0.id < $1.id }) {
      guard let getter = variable.declaration.getter, Self.callsCommandsModifier(getter) else {
        continue
      }
      let scope = SwiftScope(parent: nil)
      scope.values["self"] = .object(object)
      path = nil
      _ = run(
        getter, builder: true, scope, SwiftContext(file: variable.file, type: info.name),
        call: SwiftExpression(.name(variable.declaration.name), variable.declaration.range))
    }
  }

  /// A type that handles key commands, or whose `@objc` methods menus name, as a responder.
  private func registerResponder(
    _ info: SwiftProgram.TypeInfo, keyCommands: [ImportedElement]?, context: SwiftContext
  ) {
    let actions = info.functions.values.joined().sorted(by: { $0.id < $1.id })
      .filter { $0.declaration.objcName != nil }.map(\.declaration.selector)
    guard keyCommands != nil || !actions.isEmpty else { return }
    var unique: [String] = []
    for action in actions where !unique.contains(action) { unique.append(action) }
    if let existing = responderIndex[info.name] {
      responders[existing].keyCommands += keyCommands ?? []
      return
    }
    responderIndex[info.name] = responders.count
    responders.append(
      ImportedResponder(
        id: info.name, kind: responderKind(info.name), actions: unique,
        keyCommands: keyCommands ?? [],
        location: SwiftLocation(file: info.file, offset: info.range.start)))
  }

  /// The responder kind UIKit gives a type, from the framework class it descends from.
  private func responderKind(_ name: String) -> String {
    for ancestor in program.ancestry(of: name) {
      switch ancestor {
      case "UIWindow": return "window"
      case "UIWindowScene": return "windowScene"
      case "UIApplication": return "application"
      case "UIViewController": return "viewController"
      case "UIView": return "view"
      default: break
      }
      if ancestor.hasSuffix("ViewController") || ancestor.hasSuffix("Controller") {
        return "viewController"
      }
    }
    let inherits = program.type(name)?.inherits ?? []
    if inherits.contains("UIApplicationDelegate") { return "appDelegate" }
    if name.hasSuffix("View") { return "view" }
    return "other"
  }
}
