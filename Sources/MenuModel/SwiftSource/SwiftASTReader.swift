/// Reads the JSON that `swiftc -dump-parse -dump-ast-format json` prints into
/// ``SwiftFileSyntax``.
///
/// This is the only code that depends on the dump's shape, which the toolchain does not
/// promise to keep (the JSON format arrived in Swift 6.1). A node kind it does not know
/// becomes `.other(kind:)`, which the importer reports as unresolved; a known kind whose
/// fields are not where they were is an error, never a guess.
package struct SwiftASTReader {
  /// The deepest JSON nesting read: the reader recurses once per level or two, on worker
  /// threads with small stacks.
  package static let maximumDepth = 1_024

  /// The oldest compiler whose dump this reader understands.
  package static let minimumVersion = (major: 6, minor: 1)

  /// Why a dump cannot be read.
  package struct Failure: Error, Sendable, CustomStringConvertible {
    package var message: String
    /// Whether the file itself is the problem (nested too deeply), not the toolchain.
    package var isFileProblem = false
    package var description: String { message }
  }

  let source: [UInt8]

  /// Creates a reader for the dump of `source`, the bytes swiftc parsed.
  package init(source: [UInt8]) {
    self.source = source
  }

  /// Reads a dump.
  package func read(_ dump: [UInt8]) throws(Failure) -> SwiftFileSyntax {
    let document: JSONDocument
    do {
      document = try JSONParser(maximumDepth: Self.maximumDepth).parse(dump, file: "<swiftc>")
    } catch {
      if error.message.contains("nested more than") {
        throw Failure(
          message:
            "the code is nested too deeply to read (swiftc's AST is nested more than \(Self.maximumDepth) levels deep)",
          isFileProblem: true)
      }
      throw Failure(message: "swiftc printed something that is not JSON (\(error.message))")
    }
    let root = document.root
    guard kind(root) == "source_file" else {
      throw Failure(message: "swiftc's AST dump does not start with a source_file node")
    }
    let version = try Self.version(root["compiler_version"])
    guard version >= Self.minimumVersion else {
      throw Failure(
        message:
          "swiftc \(version.major).\(version.minor) is too old: reading Swift needs Swift 6.1 or later"
      )
    }
    let items = root["items"]?.elements ?? []
    return SwiftFileSyntax(
      declarations: try items.map(declaration), compilerVersion: version)
  }

  /// The `major.minor` of a `compiler_version` node.
  static func version(_ node: JSONValue?) throws(Failure) -> (major: Int, minor: Int) {
    guard let node, let major = node["major"].flatMap(\.string).flatMap({ Int($0) }),
      let minor = node["minor"].flatMap(\.string).flatMap({ Int($0) })
    else {
      throw Failure(message: "swiftc's AST dump has no compiler_version with major and minor")
    }
    return (major, minor)
  }

  private func kind(_ node: JSONValue) -> String {
    node["_kind"]?.string ?? ""
  }

  private func unexpected(_ node: JSONValue, _ field: String) -> Failure {
    Failure(
      message:
        "swiftc's AST dump has a '\(kind(node))' node without the field '\(field)' this version of menulint reads; the toolchain's format changed"
    )
  }

  private func range(_ node: JSONValue) throws(Failure) -> SwiftRange {
    guard let range = node["range"], let start = range["start"]?.integer,
      let end = range["end"]?.integer, start >= 0, end >= start, end <= source.count
    else { throw unexpected(node, "range") }
    return SwiftRange(start: start, end: end)
  }

  private func name(_ node: JSONValue) throws(Failure) -> String {
    guard let name = node["name"]?["base_name"]?["name"]?.string else {
      throw unexpected(node, "name")
    }
    return name
  }

  private func hasAttribute(_ node: JSONValue, _ attribute: String) -> Bool {
    node["attrs"]?.elements.contains { kind($0) == attribute } ?? false
  }

  func declaration(_ node: JSONValue) throws(Failure) -> SwiftDeclaration {
    switch kind(node) {
    case "class_decl", "struct_decl", "enum_decl", "actor_decl", "extension_decl":
      let isExtension = kind(node) == "extension_decl"
      let range = try range(node)
      let typeName: String
      if isExtension {
        guard let extended = node["extended_type"]?.string else {
          throw unexpected(node, "extended_type")
        }
        typeName = extended
      } else {
        typeName = try name(node)
      }
      var members: [SwiftDeclaration] = []
      for member in node["members"]?.elements ?? [] { members.append(try declaration(member)) }
      return .type(
        SwiftTypeDeclaration(
          name: typeName, isExtension: isExtension, inherits: inherits(range), members: members,
          range: range))
    case "func_decl":
      guard let nameNode = node["name"] else { throw unexpected(node, "name") }
      let labels = nameNode["args"]?.elements.map { $0.string.map { $0.isEmpty ? "_" : $0 } ?? "_" }
      let parameters =
        node["params"]?["params"]?.elements.map {
          $0["name"]?["base_name"]?["name"]?.string ?? "_"
        } ?? []
      var objcName: String?
      if let attribute = node["attrs"]?.elements.first(where: { kind($0) == "objc_attr" }) {
        objcName = attribute["name"]?.string ?? ""
      }
      return .function(
        SwiftFunction(
          name: try name(node), labels: labels ?? [], parameters: parameters,
          isStatic: node["static"]?.bool ?? false,
          isOverride: hasAttribute(node, "override_attr"), objcName: objcName,
          body: try node["body"].map(block), range: try range(node)))
    case "var_decl":
      let getter = node["accessors"]?.elements.first { $0["get"]?.bool == true }
      return .variable(
        SwiftVariable(
          name: try name(node), isStatic: node["static"]?.bool ?? false,
          isOverride: hasAttribute(node, "override_attr"),
          getter: try getter.flatMap { $0["body"] }.map(block), initializer: nil,
          range: try range(node)))
    case "pattern_binding_decl":
      // A stored property's value; its `var_decl` sibling carries the name and attributes.
      guard let entries = node["pattern_entries"] else { throw unexpected(node, "pattern_entries") }
      for entry in entries.elements {
        guard let initial = entry["original_init"], let name = boundName(entry["pattern"]) else {
          continue
        }
        return .variable(
          SwiftVariable(
            name: name, isStatic: false, isOverride: false, getter: nil,
            initializer: try expression(initial), range: try range(node)))
      }
      return .other
    default:
      return .other
    }
  }

  /// The inherited types, from the text between the declaration's first `:` and its `{`.
  private func inherits(_ range: SwiftRange) -> [String] {
    var index = range.start
    var colon: Int?
    while index < range.end {
      let byte = source[index]
      if byte == UInt8(ascii: "{") { break }
      if byte == UInt8(ascii: ":") && colon == nil { colon = index + 1 }
      if byte == UInt8(ascii: "<") && colon == nil { break }
      index += 1
    }
    guard let colon, colon <= index else { return [] }
    let text = String(decoding: source[colon..<index], as: UTF8.self)
    let clause = text.split(separator: " where ").first.map(String.init) ?? text
    return clause.split(separator: ",").map {
      String($0.filter { !$0.isWhitespace })
    }.filter { !$0.isEmpty }
  }

  private func boundName(_ pattern: JSONValue?) -> String? {
    guard let pattern else { return nil }
    switch kind(pattern) {
    case "pattern_named": return pattern["name"]?["base_name"]?["name"]?.string
    case "pattern_typed", "pattern_paren": return boundName(pattern["sub_pattern"])
    default: return nil
    }
  }

  func block(_ node: JSONValue) throws(Failure) -> SwiftBlock {
    guard kind(node) == "brace_stmt" else { throw unexpected(node, "brace_stmt") }
    var statements: [SwiftStatement] = []
    for element in node["elements"]?.elements ?? [] {
      if let statement = try statement(element) { statements.append(statement) }
    }
    return SwiftBlock(statements: statements, range: try range(node))
  }

  private func conditions(_ node: JSONValue) throws(Failure) -> [SwiftExpression] {
    guard let conditions = node["conditions"] else { throw unexpected(node, "conditions") }
    var result: [SwiftExpression] = []
    for condition in conditions.elements {
      // `if let` and `case` patterns are not expressions the importer can decide.
      result.append(
        kind(condition).hasSuffix("_expr")
          ? try expression(condition) : .other(kind: kind(condition)))
    }
    return result
  }

  func statement(_ node: JSONValue) throws(Failure) -> SwiftStatement? {
    let nodeKind = kind(node)
    switch nodeKind {
    case "var_decl":
      return nil  // the pattern_binding_decl before it carries the value
    case "pattern_binding_decl":
      guard let entries = node["pattern_entries"]?.elements, let entry = entries.first else {
        throw unexpected(node, "pattern_entries")
      }
      guard entries.count == 1, let name = boundName(entry["pattern"]) else {
        return .other(kind: "pattern", range: try range(node))
      }
      let isVariable = !source[try range(node).start...].starts(with: Array("let".utf8))
      return .binding(
        name: name, isVariable: isVariable, value: try entry["original_init"].map(expression),
        range: try range(node))
    case "if_stmt":
      guard let then = node["then_stmt"] else { throw unexpected(node, "then_stmt") }
      return .ifStatement(
        conditions: try conditions(node), then: try block(then),
        otherwise: try node["else_stmt"].flatMap(statement), range: try range(node))
    case "guard_stmt":
      guard let body = node["body"] else { throw unexpected(node, "body") }
      return .guardStatement(
        conditions: try conditions(node), body: try block(body), range: try range(node))
    case "return_stmt":
      return .returnStatement(try node["result"].map(expression), range: try range(node))
    case "brace_stmt":
      return .block(try block(node))
    case "for_each_stmt", "while_stmt", "repeat_while_stmt":
      return .loop(range: try range(node))
    case "func_decl", "class_decl", "struct_decl", "enum_decl":
      return .declaration(try declaration(node))
    default:
      if nodeKind.hasSuffix("_expr") { return .expression(try expression(node)) }
      return .other(kind: nodeKind, range: node["range"] == nil ? nil : try range(node))
    }
  }

  private func arguments(_ node: JSONValue) throws(Failure) -> [SwiftArgument] {
    guard let list = node["args"] else { throw unexpected(node, "args") }
    var result: [SwiftArgument] = []
    for argument in list["args"]?.elements ?? [] {
      guard let value = argument["expr"] else { throw unexpected(argument, "expr") }
      result.append(SwiftArgument(label: argument["label"]?.string, value: try expression(value)))
    }
    return result
  }

  private func sub(_ node: JSONValue, _ field: String = "sub_expr") throws(Failure)
    -> SwiftExpression
  {
    guard let child = node[field] else { throw unexpected(node, field) }
    return try expression(child)
  }

  func expression(_ node: JSONValue) throws(Failure) -> SwiftExpression {
    let nodeKind = kind(node)
    switch nodeKind {
    case "call_expr":
      guard let callee = node["fn"] else { throw unexpected(node, "fn") }
      return .call(callee: try expression(callee), arguments: try arguments(node))
    case "unresolved_dot_expr":
      guard let field = node["field"]?.string else { throw unexpected(node, "field") }
      return .member(base: try sub(node, "base"), name: field)
    case "unresolved_member_expr":
      guard let name = node["name"]?.string else { throw unexpected(node, "name") }
      return .implicitMember(name)
    case "unresolved_decl_ref_expr":
      guard let name = node["name"]?.string else { throw unexpected(node, "name") }
      return .name(name)
    case "declref_expr":
      // `$0` and other names the parser bound: `…closure….$0@file:1:34`.
      guard let decl = node["decl"]?.string else { throw unexpected(node, "decl") }
      let path = decl.split(separator: "@").first ?? ""
      return .name(String(path.split(separator: ".").last ?? ""))
    case "string_literal_expr":
      guard let value = node["value"]?.string else { throw unexpected(node, "value") }
      return .string(value)
    case "interpolated_string_literal_expr":
      return .interpolatedString
    case "integer_literal_expr":
      return .integer(node["value"]?.string ?? "")
    case "boolean_literal_expr":
      guard let value = node["value"]?.string else { throw unexpected(node, "value") }
      return .boolean(value == "true")
    case "array_expr":
      var elements: [SwiftExpression] = []
      for element in node["elements"]?.elements ?? [] { elements.append(try expression(element)) }
      return .array(elements)
    case "objc_selector_expr":
      return .selector(try sub(node))
    case "closure_expr":
      guard let body = node["body"] else { throw unexpected(node, "body") }
      let parameters =
        node["params"]?["params"]?.elements.map {
          $0["name"]?["base_name"]?["name"]?.string ?? "_"
        } ?? []
      return .closure(try block(body), parameters: parameters)
    case "sequence_expr":
      var elements: [SwiftExpression] = []
      for element in node["elements"]?.elements ?? [] {
        elements.append(kind(element) == "assign_expr" ? .name("=") : try expression(element))
      }
      return .sequence(elements)
    case "prefix_unary_expr":
      guard case .name(let op) = try sub(node, "fn"), let operand = try arguments(node).first
      else { throw unexpected(node, "fn") }
      return .prefixOperator(op, operand.value)
    case "paren_expr":
      return .parenthesized(try sub(node))
    case "bind_optional_expr", "optional_evaluation_expr", "force_value_expr":
      return .optionalChain(try sub(node))
    default:
      return .other(kind: nodeKind)
    }
  }
}
