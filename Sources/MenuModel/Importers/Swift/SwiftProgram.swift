/// The declarations of every file read, for one platform: types with their extensions, and
/// the functions and properties that names in the code can reach.
struct SwiftProgram {
  /// A function or initializer, with where it is declared.
  struct Function {
    var file: Int
    /// The qualified name of the type it belongs to, `nil` at the top level.
    var owner: String?
    var declaration: SwiftFunction
    /// A number that identifies the declaration, for memoizing calls.
    var id: Int
  }

  /// A property or global variable, with where it is declared.
  struct Variable {
    var file: Int
    var owner: String?
    var declaration: SwiftVariable
    var id: Int
  }

  /// A type of the files read, or a framework type the files extend.
  struct TypeInfo {
    var name: String
    var kind: SwiftTypeDeclaration.Kind
    /// Whether the files declare the type (not only extend it).
    var isDeclared = false
    var inherits: [String] = []
    /// For protocol extensions: the types `Self` must be.
    var selfConstraints: [String] = []
    var functions: [String: [Function]] = [:]
    var variables: [String: Variable] = [:]
    /// Nested types by their own name, to their qualified names.
    var nested: [String: String] = [:]
    /// An enum's cases in order, and the raw values the code writes.
    var cases: [String] = []
    var rawValues: [String: String] = [:]
    /// Where it is first declared or extended.
    var file: Int
    var range: SwiftRange
  }

  private(set) var types: [String: TypeInfo] = [:]
  /// Type names in the order they were first met, for deterministic iteration.
  private(set) var typeOrder: [String] = []
  /// Top-level functions and variables.
  private(set) var global = TypeInfo(
    name: "", kind: .struct, file: 0, range: SwiftRange(start: 0, end: 0))
  /// Type aliases by name (`typealias Navigating = A & B`), to the types they name.
  private(set) var aliases: [String: [String]] = [:]
  /// Qualified names by a type's own name, for names used outside their type.
  private var bySimpleName: [String: [String]] = [:]
  private var nextID = 0
  /// ``lookupOrder(of:)`` of each type of the files read.
  private var lookupOrders: [String: [String]] = [:]
  /// Extensions whose type was not known when met: resolved after every file is read.
  private var pendingExtensions: [(file: Int, declaration: SwiftTypeDeclaration, scope: String?)] =
    []

  init(files: [(index: Int, syntax: SwiftFileSyntax)]) {
    for (index, syntax) in files {
      for declaration in syntax.declarations { add(declaration, in: nil, file: index) }
    }
    let pending = pendingExtensions
    pendingExtensions = []
    for (file, declaration, scope) in pending {
      let name = resolveType(declaration.name, from: scope) ?? declaration.name
      merge(declaration, as: name, file: file, declares: false)
    }
    // Every member lookup walks the type's ancestry and protocols: found once per type.
    var orders: [String: [String]] = [:]
    for type in typeOrder { orders[type] = ancestry(of: type) + protocols(of: type) }
    lookupOrders = orders
  }

  // MARK: Building the index

  private mutating func add(_ declaration: SwiftDeclaration, in owner: String?, file: Int) {
    switch declaration {
    case .type(let type):
      if type.kind == .extension {
        // `extension Inner` inside `Outer` or at the top level: resolved once all are known.
        pendingExtensions.append((file, type, owner))
        return
      }
      let name = owner.map { $0 + "." + type.name } ?? type.name
      if let owner { types[owner]?.nested[type.name] = name }
      bySimpleName[type.name, default: []].append(name)
      merge(type, as: name, file: file, declares: true)
    case .function(let function):
      let entry = Function(file: file, owner: owner, declaration: function, id: takeID())
      if let owner {
        types[owner]?.functions[function.name, default: []].append(entry)
      } else {
        global.functions[function.name, default: []].append(entry)
      }
    case .variable(let variable):
      let entry = Variable(file: file, owner: owner, declaration: variable, id: takeID())
      // A protocol's requirement (`var x: T { get }`) gives way to an implementation.
      func replaces(_ existing: Variable?) -> Bool {
        guard let existing else { return true }
        return existing.declaration.getter == nil && existing.declaration.initializer == nil
      }
      if let owner {
        if replaces(types[owner]?.variables[variable.name]) {
          types[owner]?.variables[variable.name] = entry
        }
      } else if replaces(global.variables[variable.name]) {
        global.variables[variable.name] = entry
      }
    case .typeAlias(let name, let types):
      aliases[name] = types
    case .enumCase(let name, let rawValue):
      guard let owner else { return }
      types[owner]?.cases.append(name)
      if let rawValue { types[owner]?.rawValues[name] = rawValue }
    case .statements, .other:
      break
    }
  }

  private mutating func takeID() -> Int {
    nextID += 1
    return nextID
  }

  private mutating func merge(
    _ type: SwiftTypeDeclaration, as name: String, file: Int, declares: Bool
  ) {
    if types[name] == nil {
      types[name] = TypeInfo(name: name, kind: type.kind, file: file, range: type.range)
      typeOrder.append(name)
    }
    if declares {
      types[name]?.isDeclared = true
      types[name]?.kind = type.kind
    }
    for parent in type.inherits where types[name]?.inherits.contains(parent) == false {
      types[name]?.inherits.append(parent)
    }
    types[name]?.selfConstraints += type.selfConstraints
    for member in type.members { add(member, in: name, file: file) }
  }

  // MARK: Looking up

  /// The qualified name of the type `name` written inside `scope` (a qualified type name):
  /// nested types first, then outer scopes, then any type with that name.
  func resolveType(_ name: String, from scope: String?) -> String? {
    if types[name] != nil && !name.contains(".") && scope == nil { return name }
    let parts = name.split(separator: ".").map(String.init)
    guard let first = parts.first else { return nil }
    var start: String?
    var current = scope
    while let outer = current {
      if let nested = types[outer]?.nested[first] {
        start = nested
        break
      }
      current = Self.enclosing(outer)
    }
    if start == nil {
      if types[first] != nil {
        start = first
      } else if let candidates = bySimpleName[first], candidates.count == 1 {
        start = candidates[0]
      }
    }
    guard var resolved = start else { return nil }
    for part in parts.dropFirst() {
      guard let nested = types[resolved]?.nested[part] else { return nil }
      resolved = nested
    }
    return resolved
  }

  func type(_ name: String) -> TypeInfo? { types[name] }

  /// The type a qualified name is nested in (`A` of `A.B`), or `nil` for a top-level type.
  static func enclosing(_ name: String) -> String? {
    name.lastIndex(of: ".").map { String(name[..<$0]) }
  }

  /// The enum of the files read that has a case named `name`: the one nested in (or being)
  /// the type `near` or one of its outer types, else the only one.
  func enumWithCase(_ name: String, near context: String? = nil) -> String? {
    let candidates = typeOrder.filter { types[$0]?.cases.contains(name) == true }
    if candidates.count <= 1 { return candidates.first }
    var scope = context
    while let current = scope {
      if let close = candidates.first(where: { $0 == current || $0.hasPrefix(current + ".") }) {
        return close
      }
      scope = Self.enclosing(current)
    }
    return nil
  }

  /// The type of the files read with a static property named `name`, when exactly one has.
  func typeWithStaticProperty(_ name: String) -> String? {
    var found: String?
    for type in typeOrder where types[type]?.variables[name]?.declaration.isStatic == true {
      guard found == nil else { return nil }
      found = type
    }
    return found
  }

  /// An enum case's raw value: written, or its name for a `String` enum, or its position
  /// after the last written number for an `Int` enum.
  func rawValue(of name: String, in type: String) -> SwiftValue? {
    guard let info = types[type] else { return nil }
    if let written = info.rawValues[name] {
      if let number = Int(written) { return .integer(number) }
      return .string(written)
    }
    let rawType = info.inherits.first ?? ""
    if rawType == "String" { return .string(name) }
    if rawType == "Int", let index = info.cases.firstIndex(of: name) {
      var value = -1
      for position in 0...index {
        let caseName = info.cases[position]
        if let written = info.rawValues[caseName], let number = Int(written) {
          value = number
        } else {
          value += 1
        }
      }
      return .integer(value)
    }
    return nil
  }

  /// The class a type inherits from: a type of the files read, or a framework class's name.
  func superclass(of name: String) -> String? {
    guard let info = types[name], info.isDeclared, info.kind == .class else {
      return Self.frameworkSuperclasses[name]
    }
    guard let first = info.inherits.first else { return Self.frameworkSuperclasses[name] }
    let base = String(first.prefix { $0 != "<" })
    if let resolved = resolveType(base, from: nil), types[resolved]?.kind == .class {
      return resolved
    }
    // A framework class (`UIViewController`) or a protocol: only classes are superclasses.
    if types[base]?.kind == .protocol { return nil }
    if Self.frameworkSuperclasses[base] != nil || base.hasPrefix("UI") || base.hasPrefix("NS") {
      return base
    }
    return nil
  }

  /// A type, its superclasses (those of the files read, then the framework's), in order.
  func ancestry(of name: String) -> [String] {
    var result: [String] = []
    var current: String? = name
    while let type = current, !result.contains(type), result.count < 32 {
      result.append(type)
      current = superclass(of: type)
    }
    return result
  }

  /// Every protocol a type conforms to as written in the files read, its superclasses' too.
  func protocols(of name: String) -> [String] {
    var result: [String] = []
    let ancestors = ancestry(of: name)
    for type in ancestors {
      var parents = types[type]?.inherits ?? []
      // `A & B` and aliases of compositions name several protocols.
      var expanded: [String] = []
      var guardCount = 0
      while let parent = parents.first, guardCount < 64 {
        guardCount += 1
        parents.removeFirst()
        let parts = parent.split(separator: "&").map { $0.trimmingPrefix(" ") }.map(String.init)
        if parts.count > 1 {
          parents = parts + parents
        } else if let alias = aliases[parent] {
          parents = alias + parents
        } else {
          expanded.append(parent)
        }
      }
      for parent in expanded {
        let base = String(parent.prefix { $0 != "<" })
        let resolved = resolveType(base, from: nil) ?? base
        // A protocol of the files read, or one of another module that the files extend.
        guard let info = types[resolved], info.kind == .protocol || !info.isDeclared,
          !ancestors.contains(resolved)
        else { continue }
        if !result.contains(resolved) {
          result.append(resolved)
          // Protocols that the protocol refines.
          for refined in types[resolved]?.inherits ?? [] {
            let inner = resolveType(refined, from: nil) ?? refined
            if types[inner]?.kind == .protocol, !result.contains(inner) { result.append(inner) }
          }
        }
      }
    }
    return result
  }

  /// Where a member of a type is looked for: the type, its superclasses, then extensions of
  /// the protocols it conforms to.
  func lookupOrder(of name: String) -> [String] {
    lookupOrders[name] ?? ancestry(of: name) + protocols(of: name)
  }

  /// The one protocol extension of the files read that declares a property named `name`, for
  /// a type whose conformance is declared in a file not read.
  func protocolExtensionVariable(named name: String) -> Variable? {
    var found: Variable?
    for type in typeOrder {
      guard let info = types[type], info.kind == .protocol || !info.isDeclared,
        let variable = info.variables[name],
        variable.declaration.getter != nil || variable.declaration.initializer != nil
      else { continue }
      guard found == nil else { return nil }
      found = variable
    }
    return found
  }

  /// The functions named `name` a type can call, nearest first.
  func functions(named name: String, in type: String?) -> [Function] {
    guard let type else { return global.functions[name] ?? [] }
    var result: [Function] = []
    for owner in lookupOrder(of: type) { result += types[owner]?.functions[name] ?? [] }
    return result
  }

  /// The property named `name` a type can read, nearest first.
  func variable(named name: String, in type: String?) -> Variable? {
    guard let type else { return global.variables[name] }
    for owner in lookupOrder(of: type) {
      if let found = types[owner]?.variables[name] { return found }
    }
    return nil
  }

  /// Superclasses of the UIKit classes apps subclass, so that a member of an extension of
  /// `UIViewController` is found from a `UITableViewController` subclass.
  static let frameworkSuperclasses: [String: String] = [
    "UITableViewController": "UIViewController",
    "UICollectionViewController": "UIViewController",
    "UINavigationController": "UIViewController", "UISplitViewController": "UIViewController",
    "UITabBarController": "UIViewController", "UIPageViewController": "UIViewController",
    "UIHostingController": "UIViewController",
    "UIDocumentBrowserViewController": "UIViewController",
    "UIViewController": "UIResponder", "UITableView": "UIScrollView",
    "UICollectionView": "UIScrollView", "UITextView": "UIScrollView", "UIScrollView": "UIView",
    "UITextField": "UIControl", "UIControl": "UIView", "UIWindow": "UIView",
    "UIView": "UIResponder", "UIWindowScene": "UIScene", "UIScene": "UIResponder",
    "UIApplication": "UIResponder", "UIResponder": "NSObject",
  ]
}
