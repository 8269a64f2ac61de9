extension SwiftInterpreter {
  /// Reads every place UIKit or SwiftUI asks an app for its menus and key commands, type by
  /// type in file order: `buildMenu(with:)`, `keyCommands`, `addKeyCommand(_:)`,
  /// `setBuildConfiguration(_:buildHandler:)` and SwiftUI's `.commands { … }`.
  func run() {
    for name in program.typeOrder {
      guard let info = program.type(name), info.kind != .protocol else { continue }
      let object = SwiftObject(type: name)
      let context = SwiftContext(file: info.file, type: name)
      readMenus(info, object)
      let keyCommands = readKeyCommands(info, object)
      readSwiftUICommands(info, object)
      registerResponder(info, keyCommands: keyCommands, context: context)
    }
    // A `Commands` type that no `.commands { … }` read (its scene is in a file not read).
    for name in program.typeOrder where !evaluatedContentTypes.contains(name) {
      guard let info = program.type(name), info.inherits.contains("Commands") else { continue }
      let saved = mode
      mode = .menu
      let expression = SwiftExpression(.name(name), info.range)
      if let body = contentBody(of: SwiftObject(type: name), expression, SwiftContext(file: info.file, type: name)) {
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
  private func readMenus(_ info: SwiftProgram.TypeInfo, _ object: SwiftObject) {
    for function in info.functions.values.joined().sorted(by: { $0.id < $1.id }) {
      guard let body = function.declaration.body else { continue }
      let isBuildMenu = function.declaration.name == "buildMenu" && function.declaration.labels == ["with"]
      guard isBuildMenu || Self.mentions(body, ["setBuildConfiguration"]) else { continue }
      let saved = mode
      mode = .menu
      defer { mode = saved }
      let parameters: [(SwiftParameter, SwiftValue?)] = function.declaration.parameters.map {
        ($0, isBuildMenu ? .builder : .unknown(
          SwiftUnknown(text: $0.name, location: nil, reason: "it is a parameter")))
      }
      _ = invoke(
        function, self: function.declaration.isStatic ? .type(info.name) : .object(object),
        parameters, SwiftExpression(.name(function.declaration.name), function.declaration.range),
        SwiftContext(file: function.file, type: info.name))
    }
  }

  /// `override var keyCommands` and the methods that call `addKeyCommand(_:)`.
  private func readKeyCommands(_ info: SwiftProgram.TypeInfo, _ object: SwiftObject)
    -> [ImportedElement]?
  {
    var result: [ImportedElement]?
    let saved = mode
    mode = .keyCommands
    defer { mode = saved }
    if let variable = info.variables["keyCommands"], variable.declaration.getter != nil
      || variable.declaration.initializer != nil, !variable.declaration.isStatic
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
      result = (result ?? []) + entries.filter { entry in
        !(result ?? []).contains { $0.identity == entry.identity }
      }
    }
    return result
  }

  /// Bodies that call `.commands { … }` on a scene.
  private func readSwiftUICommands(_ info: SwiftProgram.TypeInfo, _ object: SwiftObject) {
    let saved = mode
    mode = .menu
    defer { mode = saved }
    for variable in info.variables.values.sorted(by: { $0.id < $1.id }) {
      guard let getter = variable.declaration.getter, Self.mentions(getter, ["commands"]) else {
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
        keyCommands: keyCommands ?? [], location: SwiftLocation(file: info.file, offset: info.range.start)))
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
