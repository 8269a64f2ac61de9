/// Reads the JSON that `swiftc -dump-parse -dump-ast-format json` prints into
/// ``SwiftFileSyntax``.
///
/// This is the only code that depends on the dump's shape, which the toolchain does not
/// promise to keep (the JSON format arrived in Swift 6.1). Declarations and statements carry
/// byte ranges; expressions carry none, so the reader lines each expression up with the
/// file's tokens (``SwiftTokens``) in source order, within the brackets and commas that
/// delimit it. A node kind the toolchain does not print (a renamed declaration, statement or
/// expression) is an error, never a silent pass; a known kind without the fields it reads is
/// an error too.
package struct SwiftASTReader {
  /// The deepest JSON nesting read: the reader recurses once per level or two.
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
    guard root["_kind"]?.string == "source_file" else {
      throw Failure(message: "swiftc's AST dump does not start with a source_file node")
    }
    let version = try Self.version(root["compiler_version"])
    guard version >= Self.minimumVersion else {
      throw Failure(
        message:
          "swiftc \(version.major).\(version.minor) is too old: reading Swift needs Swift 6.1 or later"
      )
    }
    var reading = Reading(tokens: SwiftTokens(source))
    var declarations: [SwiftDeclaration] = []
    try reading.members(root["items"]?.elements ?? [], into: &declarations)
    return SwiftFileSyntax(
      declarations: declarations, compilerVersion: version, tokens: reading.tokens)
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

  // MARK: Node kinds

  /// Declaration kinds the dump prints (Swift 6.1 to 6.3).
  ///
  /// Any other kind where a declaration stands means the format changed.
  static let declarationKinds: Set<String> = [
    "import_decl", "class_decl", "struct_decl", "enum_decl", "extension_decl", "protocol",
    "typealias", "func_decl", "var_decl", "pattern_binding_decl", "constructor_decl",
    "destructor_decl", "subscript_decl", "enum_case_decl", "enum_element_decl",
    "associated_type_decl", "top_level_code_decl", "macro_decl", "macro_expansion_decl",
    "infix_operator_decl", "prefix_operator_decl", "postfix_operator_decl",
    "precedence_group_decl", "accessor_decl", "missing_decl", "missing_member_decl",
    "using_decl", "generic_type_param", "param", "module", "opaque_type",
    "builtin_tuple_decl", "pound_diagnostic_decl",
  ]

  /// Statement kinds the dump prints.
  static let statementKinds: Set<String> = [
    "brace_stmt", "return_stmt", "yield_stmt", "then_stmt", "defer_stmt", "if_stmt",
    "guard_stmt", "while_stmt", "repeat_while_stmt", "for_each_stmt", "switch_stmt",
    "case_stmt", "break_stmt", "continue_stmt", "fallthrough_stmt", "fail_stmt", "throw_stmt",
    "discard_stmt", "do_stmt", "do_catch_stmt", "pound_assert",
  ]
}

private func kind(_ node: JSONValue) -> String { node["_kind"]?.string ?? "" }

/// One file's reading: the tokens, and where the next node's tokens are looked for.
private struct Reading {
  typealias Failure = SwiftASTReader.Failure

  let tokens: SwiftTokens
  /// The next token a node may match.
  var cursor = 0
  /// The token where the current node's tokens end (exclusive).
  var limit: Int

  init(tokens: SwiftTokens) {
    self.tokens = tokens
    limit = tokens.count
  }

  // MARK: Errors and ranges

  func unexpected(_ node: JSONValue, _ field: String) -> Failure {
    Failure(
      message:
        "swiftc's AST dump has a '\(kind(node))' node without the field '\(field)' this version of menulint reads; the toolchain's format changed"
    )
  }

  func unknownKind(_ node: JSONValue, where place: String) -> Failure {
    Failure(
      message:
        "swiftc's AST dump has a node of kind '\(kind(node))' where \(place) stands, which this version of menulint does not know; the toolchain's format changed"
    )
  }

  /// A declaration's or statement's range, ending after its last token.
  func range(_ node: JSONValue) throws(Failure) -> SwiftRange {
    guard let range = node["range"], let start = range["start"]?.integer,
      let end = range["end"]?.integer, start >= 0, end >= start, end <= tokens.bytes.count
    else { throw unexpected(node, "range") }
    return SwiftRange(start: start, end: tokens.end(ofTokenAt: end))
  }

  /// The offset of the next token, for nodes that match none.
  var here: Int {
    cursor < tokens.count ? tokens[min(cursor, tokens.count - 1)].start : tokens.bytes.count
  }

  var emptyRange: SwiftRange { SwiftRange(start: here, end: here) }

  /// The range of tokens `first...last`.
  func span(_ first: Int, _ last: Int) -> SwiftRange {
    SwiftRange(start: tokens[first].start, end: tokens[last].end)
  }

  /// Finds the next token that is `text`, before the limit, skipping string literals, and
  /// moves past it.
  mutating func find(_ text: String) -> Int? {
    var index = cursor
    while index < limit && index < tokens.count {
      if tokens.token(index, is: text) {
        cursor = index + 1
        return index
      }
      index = next(after: index)
    }
    return nil
  }

  /// Finds the next token of a kind before the limit, and moves past it.
  mutating func find(kind wanted: SwiftTokens.Kind) -> Int? {
    var index = cursor
    while index < limit && index < tokens.count {
      if tokens[index].kind == wanted {
        cursor = wanted == .string ? max(tokens[index].match, index + 1) : index + 1
        return index
      }
      index = next(after: index)
    }
    return nil
  }

  /// The token after `index`, stepping over a string literal's interpolations.
  func next(after index: Int) -> Int {
    tokens[index].kind == .string ? max(tokens[index].match, index + 1) : index + 1
  }

  /// Whether the token at the cursor is `text`.
  func at(_ text: String) -> Bool { cursor < limit && tokens.token(cursor, is: text) }

  /// The comma-separated parts between an open bracket and its partner, as token ranges.
  func segments(inside open: Int) -> [Range<Int>] {
    let close = tokens[open].match
    guard close > open else { return [] }
    var result: [Range<Int>] = []
    var start = open + 1
    var index = open + 1
    while index < close {
      let token = tokens[index]
      if token.kind == .punctuation, tokens.token(index, is: ",") {
        result.append(start..<index)
        start = index + 1
        index += 1
      } else if token.match > index {
        index = token.match + (token.kind == .string ? 0 : 1)
      } else {
        index += 1
      }
    }
    if start < close { result.append(start..<close) }
    return result
  }

  /// Runs `body` with the cursor and limit set to a range of tokens, then restores them.
  mutating func within<T>(_ range: Range<Int>, _ body: (inout Reading) throws(Failure) -> T)
    throws(Failure) -> T
  {
    let saved = (cursor, limit)
    cursor = range.lowerBound
    limit = range.upperBound
    defer { (cursor, limit) = saved }
    return try body(&self)
  }

  /// Moves past `label :` at the cursor, if that is what is there.
  mutating func skipLabel(_ label: String?) {
    guard let label, cursor + 1 < limit else { return }
    if tokens.token(cursor, is: label) && tokens.token(cursor + 1, is: ":") { cursor += 2 }
  }

  // MARK: Declarations

  /// Reads a list of declarations (a file's items or a type's members), joining each
  /// `pattern_binding_decl` with the `var_decl`s after it.
  mutating func members(_ nodes: [JSONValue], into result: inout [SwiftDeclaration])
    throws(Failure)
  {
    var pending: [SwiftVariable] = []
    for node in nodes {
      let nodeKind = kind(node)
      if nodeKind == "pattern_binding_decl" {
        pending = try patternBinding(node)
        continue
      }
      if nodeKind == "var_decl" {
        guard node["implicit"]?.bool != true else { continue }
        let name = try self.name(node)
        let declared = try range(node)
        var variable =
          pending.first { $0.name == name }
          ?? SwiftVariable(
            name: name, isStatic: false, isOverride: false, attributes: [], getter: nil,
            initializer: nil, range: declared)
        variable.isStatic = node["static"]?.bool ?? false
        variable.isOverride = hasAttribute(node, "override_attr")
        variable.isMutable = node["let"]?.bool != true
        variable.attributes = attributes(node)
        let getter = node["accessors"]?.elements.first { $0["get"]?.bool == true }
        if let body = getter?["body"] { variable.getter = try block(body) }
        result.append(.variable(variable))
        continue
      }
      result.append(try declaration(node))
    }
  }

  mutating func declaration(_ node: JSONValue) throws(Failure) -> SwiftDeclaration {
    let nodeKind = kind(node)
    switch nodeKind {
    case "class_decl", "struct_decl", "enum_decl", "extension_decl", "protocol":
      let range = try range(node)
      let typeKind: SwiftTypeDeclaration.Kind =
        switch nodeKind {
        case "struct_decl": .struct
        case "enum_decl": .enum
        case "extension_decl": .extension
        case "protocol": .protocol
        default: .class
        }
      let typeName: String
      if typeKind == .extension {
        guard let extended = node["extended_type"]?.string else {
          throw unexpected(node, "extended_type")
        }
        typeName = extended
      } else {
        typeName = try name(node)
      }
      var constraints: [String] = []
      for requirement in node["where_requirements"]?.elements ?? [] {
        if requirement["first_type"]?["id"]?.string == "Self",
          let constraint = requirement["second_type"]?["id"]?.string
        {
          constraints.append(constraint)
        }
      }
      var members: [SwiftDeclaration] = []
      try self.members(node["members"]?.elements ?? [], into: &members)
      return .type(
        SwiftTypeDeclaration(
          kind: typeKind, name: typeName, inherits: inherits(range), selfConstraints: constraints,
          members: members, range: range))
    case "func_decl", "constructor_decl":
      let range = try range(node)
      var parameters: [SwiftParameter] = []
      // The types are not in the dump: each is written after the `:` of its part of the list.
      var types: [String?] = []
      if let list = node["params"]?["range"]?["start"]?.integer {
        let open = tokens.index(atOrAfter: list)
        if open < tokens.count, tokens.token(open, is: "("), tokens[open].match > open {
          for part in segments(inside: open) {
            var index = part.lowerBound
            var depth = 0
            while index < part.upperBound && !(depth == 0 && tokens.token(index, is: ":")) {
              if tokens.token(index, is: "(") || tokens.token(index, is: "[") { depth += 1 }
              if tokens.token(index, is: ")") || tokens.token(index, is: "]") { depth -= 1 }
              index += 1
            }
            var type = ""
            index += 1
            while index < part.upperBound && !tokens.token(index, is: "=") {
              type += tokens.text(index)
              index += 1
            }
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            types.append(type.isEmpty ? nil : type)
          }
        }
      }
      for parameter in node["params"]?["params"]?.elements ?? [] {
        let name = parameter["name"]?["base_name"]?["name"]?.string ?? "_"
        let label = parameter["apiName"]?.string ?? "_"
        var defaultValue: SwiftExpression?
        if let expression = parameter["expression"] {
          // Default values are read without their positions: they are not reported.
          var detached = Reading(tokens: tokens)
          detached.limit = 0
          defaultValue = try detached.expression(expression)
        }
        parameters.append(
          SwiftParameter(
            label: label.isEmpty ? "_" : label, name: name, defaultValue: defaultValue,
            type: parameters.count < types.count ? types[parameters.count] : nil))
      }
      var objcName: String?
      if let attribute = node["attrs"]?.elements.first(where: { kind($0) == "objc_attr" }) {
        objcName = attribute["name"]?.string ?? ""
      } else if node["@objc"]?.bool == true || hasAttribute(node, "ibaction_attr") {
        objcName = ""
      }
      return .function(
        SwiftFunction(
          name: nodeKind == "constructor_decl" ? "init" : try name(node), parameters: parameters,
          isStatic: node["static"]?.bool ?? false, isOverride: hasAttribute(node, "override_attr"),
          objcName: objcName, attributes: attributes(node),
          body: try node["body"].map { (body) throws(Failure) in try block(body) },
          range: range))
    case "top_level_code_decl":
      guard let body = node["body"] else { throw unexpected(node, "body") }
      return .statements(try block(body))
    case "typealias":
      // The aliased types are not in the dump: they are the names after `=`, split at `&`.
      let range = try range(node)
      var index = tokens.index(atOrAfter: range.start)
      while index < tokens.count && tokens[index].start < range.end && !tokens.token(index, is: "=")
      {
        index += 1
      }
      var types: [String] = []
      var current = ""
      index += 1
      while index < tokens.count && tokens[index].start < range.end {
        if tokens.token(index, is: "&") {
          types.append(current)
          current = ""
        } else {
          current += tokens.text(index)
        }
        index += 1
      }
      if !current.isEmpty { types.append(current) }
      return .typeAlias(name: try name(node), types: types)
    case "enum_element_decl":
      // The raw value is not in the dump: it is the literal after `=` in the case's tokens.
      let range = try range(node)
      var index = tokens.index(atOrAfter: range.start)
      var rawValue: String?
      while index + 1 < tokens.count && tokens[index].start < range.end {
        if tokens.token(index, is: "=") {
          let literal = tokens[index + 1]
          let text = tokens.text(index + 1)
          if literal.kind == .number {
            rawValue = text
          } else if literal.kind == .string, text.hasPrefix("\""), text.hasSuffix("\""),
            text.count >= 2
          {
            rawValue = String(text.dropFirst().dropLast())
          }
          break
        }
        index += 1
      }
      return .enumCase(name: try name(node), rawValue: rawValue)
    default:
      guard SwiftASTReader.declarationKinds.contains(nodeKind) else {
        throw unknownKind(node, where: "a declaration")
      }
      return .other
    }
  }

  func name(_ node: JSONValue) throws(Failure) -> String {
    guard let name = node["name"]?["base_name"]?["name"]?.string else {
      throw unexpected(node, "name")
    }
    return name
  }

  func hasAttribute(_ node: JSONValue, _ attribute: String) -> Bool {
    node["attrs"]?.elements.contains { kind($0) == attribute } ?? false
  }

  /// Custom attribute names (`@CommandsBuilder`), read from the tokens after each `@`.
  func attributes(_ node: JSONValue) -> [String] {
    var names: [String] = []
    for attribute in node["attrs"]?.elements ?? [] where kind(attribute) == "custom_attr" {
      guard let start = attribute["range"]?["start"]?.integer else { continue }
      let index = tokens.index(atOrAfter: start)
      if index + 1 < tokens.count, tokens.token(index, is: "@"),
        tokens[index + 1].kind == .identifier
      {
        names.append(tokens.text(index + 1))
      }
    }
    return names
  }

  /// The inherited types, from the tokens between the declaration's name and its `{`.
  func inherits(_ range: SwiftRange) -> [String] {
    var index = tokens.index(atOrAfter: range.start)
    var result: [String] = []
    var current = ""
    var colonSeen = false
    var angle = 0
    while index < tokens.count && tokens[index].start < range.end {
      if tokens.token(index, is: "{") || tokens.token(index, is: "where") { break }
      if !colonSeen {
        if tokens.token(index, is: ":") { colonSeen = true }
      } else if tokens.token(index, is: ",") && angle == 0 {
        result.append(current)
        current = ""
      } else {
        let text = tokens.text(index)
        angle += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
        current += text
      }
      index += 1
    }
    if !current.isEmpty { result.append(current) }
    return result.filter { !$0.isEmpty }
  }

  func pattern(_ node: JSONValue?) -> SwiftPattern {
    guard let node else { return .ignored }
    switch kind(node) {
    case "pattern_named":
      return node["name"]?["base_name"]?["name"]?.string.map { .name($0) } ?? .ignored
    case "pattern_typed", "pattern_paren", "pattern_binding", "pattern_var", "pattern_let":
      return pattern(node["sub_pattern"])
    case "pattern_tuple":
      return .tuple((node["elements"]?.elements ?? []).map { pattern($0) })
    default:
      return .ignored
    }
  }

  /// A `let`/`var` declaration's entries, each a variable with its initial value.
  mutating func patternBinding(_ node: JSONValue) throws(Failure) -> [SwiftVariable] {
    guard let entries = node["pattern_entries"]?.elements else {
      throw unexpected(node, "pattern_entries")
    }
    let range = try range(node)
    var result: [SwiftVariable] = []
    let saved = (cursor, limit)
    cursor = tokens.index(atOrAfter: range.start)
    limit = tokens.index(atOrAfter: range.end)
    defer { (cursor, limit) = saved }
    for entry in entries {
      guard case .name(let name) = pattern(entry["pattern"]) else { continue }
      var value: SwiftExpression?
      if let initial = entry["original_init"] {
        // The type written before `=`, if any: `let tabs: [Tab] = […]`.
        var type = ""
        var sawColon = false
        while cursor < limit && !tokens.token(cursor, is: "=") {
          if sawColon { type += tokens.text(cursor) }
          if tokens.token(cursor, is: ":") { sawColon = true }
          cursor += 1
        }
        _ = find("=")
        value = try expression(initial)
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if let read = value, !type.isEmpty {
          value = SwiftExpression(.typed(read, type: type), read.range)
        }
      }
      result.append(
        SwiftVariable(
          name: name, isStatic: false, isOverride: false, attributes: [], getter: nil,
          initializer: value, range: range))
    }
    return result
  }

  // MARK: Statements

  mutating func block(_ node: JSONValue, isClosure: Bool = false) throws(Failure) -> SwiftBlock {
    guard kind(node) == "brace_stmt" else { throw unexpected(node, "brace_stmt") }
    let blockRange = try range(node)
    let saved = (cursor, limit)
    defer { (cursor, limit) = saved }
    var first = tokens.index(atOrAfter: blockRange.start)
    var end = tokens.index(atOrAfter: blockRange.end)
    if first < tokens.count, tokens.token(first, is: "{"), tokens[first].match > first {
      end = tokens[first].match
      first += 1
      if isClosure { first = afterSignature(first, end) }
    }
    let elements = node["elements"]?.elements ?? []
    // Where each element with a range starts, so that one without (a bare expression) is
    // looked for between its neighbours.
    var starts: [Int?] = []
    for element in elements {
      if let start = element["range"]?["start"]?.integer, element["implicit"]?.bool != true {
        starts.append(tokens.index(atOrAfter: start))
      } else {
        starts.append(nil)
      }
    }
    var statements: [SwiftStatement] = []
    var next = first
    for (index, element) in elements.enumerated() {
      let elementKind = kind(element)
      if elementKind == "var_decl" { continue }  // its pattern_binding_decl carries it
      if let start = starts[index] {
        cursor = start
        limit = end
        let statementRange = try range(element)
        limit = min(end, tokens.index(atOrAfter: statementRange.end))
      } else {
        cursor = next
        limit = starts[(index + 1)...].lazy.compactMap { $0 }.first ?? end
      }
      if elementKind == "pattern_binding_decl" {
        let bindingRange = try range(element)
        for variable in try patternBinding(element) {
          statements.append(
            .binding(
              pattern: .name(variable.name), value: variable.initializer, range: bindingRange))
        }
        if let entry = element["pattern_entries"]?.elements.first,
          case .tuple = pattern(entry["pattern"]), let initial = entry["original_init"]
        {
          cursor = tokens.index(atOrAfter: bindingRange.start)
          _ = find("=")
          statements.append(
            .binding(
              pattern: pattern(entry["pattern"]), value: try expression(initial),
              range: bindingRange))
        }
      } else if let statement = try statement(element) {
        statements.append(statement)
      }
      next = max(next, cursor)
      if let start = starts[index] {
        next = max(next, tokens.index(atOrAfter: (try? range(element))?.end ?? tokens[start].end))
      }
    }
    return SwiftBlock(statements: statements, range: blockRange)
  }

  mutating func conditions(_ node: JSONValue) throws(Failure) -> [SwiftCondition] {
    guard let conditions = node["conditions"] else { throw unexpected(node, "conditions") }
    var result: [SwiftCondition] = []
    for condition in conditions.elements {
      switch kind(condition) {
      case "#available", "#unavailable":
        // The dump writes `#unavailable` as `#available`; the token says which it is.
        var start: Int?
        var scan = cursor
        while scan < limit && start == nil {
          if tokens.token(scan, is: "#available") || tokens.token(scan, is: "#unavailable") {
            start = scan
            cursor = scan + 1
          }
          scan = next(after: scan)
        }
        let negated = start.map { tokens.token($0, is: "#unavailable") } ?? false
        var specs: [(domain: String, version: String?)] = []
        for query in condition["queries"]?.elements ?? [] {
          guard let domain = query["domain"]?.string else { continue }
          specs.append((domain, query["version"]?.string))
        }
        var end = start.map { tokens[$0].end } ?? here
        if let start, start + 1 < tokens.count, tokens.token(start + 1, is: "("),
          tokens[start + 1].match > start
        {
          end = tokens[tokens[start + 1].match].end
          cursor = tokens[start + 1].match + 1
        }
        result.append(
          .availability(
            SwiftAvailability(
              specs: specs, negated: negated,
              range: SwiftRange(start: start.map { tokens[$0].start } ?? here, end: end))))
      case "pattern":
        let start = here
        var names: [String] = []
        Self.names(in: pattern(condition["pattern"]), into: &names)
        var value: SwiftExpression?
        if let initial = condition["initializer"] {
          _ = find("=")
          value = try expression(initial)
        }
        result.append(
          .pattern(names: names, value: value, range: SwiftRange(start: start, end: lastEnd)))
      default:
        result.append(.expression(try expression(condition)))
      }
      _ = find(",")
    }
    return result
  }

  /// The end of the token before the cursor.
  var lastEnd: Int { cursor > 0 ? tokens[min(cursor, tokens.count) - 1].end : 0 }

  static func names(in pattern: SwiftPattern, into names: inout [String]) {
    switch pattern {
    case .name(let name): names.append(name)
    case .tuple(let elements): for element in elements { Self.names(in: element, into: &names) }
    case .ignored: break
    }
  }

  mutating func statement(_ node: JSONValue) throws(Failure) -> SwiftStatement? {
    let nodeKind = kind(node)
    switch nodeKind {
    case "if_stmt":
      guard let then = node["then_stmt"] else { throw unexpected(node, "then_stmt") }
      let range = try range(node)
      _ = find("if")
      let conditions = try self.conditions(node)
      let thenBlock = try block(then)
      cursor = tokens.index(atOrAfter: thenBlock.range.end)
      var otherwise: SwiftStatement?
      if let elseNode = node["else_stmt"] {
        let elseStart = elseNode["range"]?["start"]?.integer ?? here
        cursor = tokens.index(atOrAfter: elseStart)
        otherwise = try statement(elseNode)
      }
      return .ifStatement(
        conditions: conditions, then: thenBlock, otherwise: otherwise, range: range)
    case "guard_stmt":
      guard let body = node["body"] else { throw unexpected(node, "body") }
      let range = try range(node)
      _ = find("guard")
      return .guardStatement(conditions: try conditions(node), body: try block(body), range: range)
    case "return_stmt":
      let range = try range(node)
      _ = find("return")
      return .returnStatement(
        try node["result"].map { (result) throws(Failure) in try expression(result) },
        range: range)
    case "brace_stmt":
      return .block(try block(node))
    case "do_stmt", "do_catch_stmt":
      guard let body = node["body"] else { throw unexpected(node, "body") }
      return .block(try block(body))
    case "defer_stmt":
      guard let body = node["temp_decl"]?["body"] ?? node["body"] else {
        throw unexpected(node, "temp_decl")
      }
      return .deferred(try block(body))
    case "for_each_stmt":
      guard let body = node["body"], let sequence = node["parsed_sequence"] ?? node["sequence"]
      else { throw unexpected(node, "parsed_sequence") }
      let range = try range(node)
      _ = find("in")
      let sequenceExpression = try expression(sequence)
      var filter: SwiftExpression?
      if let condition = node["where"] {
        _ = find("where")
        filter = try expression(condition)
      }
      return .forEach(
        pattern: pattern(node["pattern"]), sequence: sequenceExpression, filter: filter,
        body: try block(body), range: range)
    case "while_stmt", "repeat_while_stmt":
      guard let body = node["body"] else { throw unexpected(node, "body") }
      return .loop(body: try block(body), range: try range(node))
    case "switch_stmt":
      guard let subject = node["subject_expr"] else { throw unexpected(node, "subject_expr") }
      let range = try range(node)
      _ = find("switch")
      let subjectExpression = try expression(subject)
      var cases: [SwiftCase] = []
      for item in node["cases"]?.elements ?? [] where kind(item) == "case_stmt" {
        guard let body = item["body"] else { throw unexpected(item, "body") }
        let caseRange = try self.range(item)
        cursor = tokens.index(atOrAfter: caseRange.start)
        var patterns: [SwiftRange] = []
        var values: [SwiftExpression?] = []
        var isDefault = false
        _ = find("case")
        for label in item["case_label_items"]?.elements ?? [] {
          if label["default"]?.bool == true {
            isDefault = true
            continue
          }
          let start = here
          if let pattern = label["pattern"], kind(pattern) == "pattern_expr",
            let sub = pattern["sub_expr"]
          {
            let value = try expression(sub)
            values.append(value)
            patterns.append(value.range)
          } else {
            values.append(nil)
            patterns.append(SwiftRange(start: start, end: start))
          }
          _ = find(",")
        }
        cases.append(
          SwiftCase(
            patterns: patterns, values: values, isDefault: isDefault, body: try block(body),
            range: caseRange))
      }
      return .switchStatement(subject: subjectExpression, cases: cases, range: range)
    case "throw_stmt", "break_stmt", "continue_stmt", "fallthrough_stmt", "fail_stmt":
      return .jump(kind: String(nodeKind.dropLast(5)), range: try range(node))
    case "func_decl", "class_decl", "struct_decl", "enum_decl", "constructor_decl", "protocol",
      "extension_decl":
      return .declaration(try declaration(node))
    default:
      if SwiftASTReader.statementKinds.contains(nodeKind) {
        return .other(kind: nodeKind, range: try range(node))
      }
      if SwiftASTReader.declarationKinds.contains(nodeKind) { return nil }
      // A statement or declaration kind this reader does not know means the format changed;
      // anything else in a block is an expression.
      if nodeKind.hasSuffix("_stmt") || nodeKind.hasSuffix("_decl") || nodeKind.isEmpty {
        throw unknownKind(node, where: "a statement")
      }
      return .expression(try expression(node))
    }
  }

  // MARK: Expressions

  mutating func arguments(_ node: JSONValue) throws(Failure) -> [(String?, JSONValue)] {
    guard let list = node["args"] else { throw unexpected(node, "args") }
    var result: [(String?, JSONValue)] = []
    for argument in list["args"]?.elements ?? [] {
      guard let value = argument["expr"] else { throw unexpected(argument, "expr") }
      result.append((argument["label"]?.string, value))
    }
    return result
  }

  /// Reads arguments in a bracket group at `open` (when there is one) and trailing closures
  /// after it; returns them and the last token read.
  mutating func callArguments(
    _ nodes: [(String?, JSONValue)], open: Int?, after last: Int
  ) throws(Failure) -> (arguments: [SwiftArgument], last: Int) {
    var result: [SwiftArgument] = []
    var lastToken = last
    var remaining = nodes[...]
    if let open {
      let parts = segments(inside: open)
      for part in parts {
        guard let (label, node) = remaining.first else { break }
        remaining = remaining.dropFirst()
        let value = try within(part) { (reading) throws(Failure) in
          reading.skipLabel(label)
          return try reading.expression(node)
        }
        result.append(SwiftArgument(label: label, value: value))
      }
      lastToken = tokens[open].match
      cursor = lastToken + 1
    }
    // Trailing closures (or arguments the brackets did not account for).
    for (label, node) in remaining {
      skipLabel(label)
      let value = try expression(node)
      result.append(SwiftArgument(label: label, value: value))
      if cursor > 0 { lastToken = max(lastToken, cursor - 1) }
    }
    return (result, lastToken)
  }

  mutating func expression(_ node: JSONValue) throws(Failure) -> SwiftExpression {
    let nodeKind = kind(node)
    let implicit = node["implicit"]?.bool == true
    switch nodeKind {
    case "call_expr":
      guard let callee = node["fn"] else { throw unexpected(node, "fn") }
      let arguments = try self.arguments(node)
      if implicit {
        var values: [SwiftArgument] = []
        for (label, value) in arguments {
          values.append(SwiftArgument(label: label, value: try expression(value)))
        }
        return SwiftExpression(
          .call(callee: try expression(callee), arguments: values), emptyRange)
      }
      let calleeExpression = try expression(callee)
      let open = at("(") ? cursor : nil
      let start = calleeExpression.range.start
      let (values, last) = try callArguments(
        arguments, open: open, after: max(cursor - 1, 0))
      let end = last < tokens.count && last >= 0 ? tokens[last].end : calleeExpression.range.end
      return SwiftExpression(
        .call(callee: calleeExpression, arguments: values),
        SwiftRange(start: start, end: max(end, calleeExpression.range.end)))
    case "unresolved_dot_expr":
      guard let field = node["field"]?.string, let base = node["base"] else {
        throw unexpected(node, "field")
      }
      let baseExpression = try expression(base)
      guard !implicit else {
        return SwiftExpression(.member(base: baseExpression, name: field), emptyRange)
      }
      _ = find(".")
      let end = matchName(field).map { tokens[$0.last].end } ?? baseExpression.range.end
      return SwiftExpression(
        .member(base: baseExpression, name: field),
        SwiftRange(start: baseExpression.range.start, end: end))
    case "unresolved_member_expr":
      guard let name = node["name"]?.string else { throw unexpected(node, "name") }
      let dot = implicit ? nil : find(".")
      let matched = implicit ? nil : matchName(name)
      return SwiftExpression(
        .implicitMember(name), located(dot ?? matched?.first, matched?.last ?? dot))
    case "unresolved_decl_ref_expr":
      guard let name = node["name"]?.string else { throw unexpected(node, "name") }
      let matched = implicit ? nil : matchName(name)
      return SwiftExpression(.name(name), located(matched?.first, matched?.last))
    case "declref_expr":
      // `$0` and other names the parser bound: `…closure….$0@file:1:34`.
      guard let decl = node["decl"]?.string else { throw unexpected(node, "decl") }
      let path = decl.split(separator: "@").first ?? ""
      let name = String(path.split(separator: ".").last ?? "")
      let matched = implicit ? nil : matchName(name)
      return SwiftExpression(.name(name), located(matched?.first, matched?.last))
    case "super_ref_expr":
      let token = find("super")
      return SwiftExpression(.name("super"), located(token, token))
    case "string_literal_expr":
      guard let value = node["value"]?.string else { throw unexpected(node, "value") }
      let token = implicit ? nil : find(kind: .string)
      return SwiftExpression(.string(value), located(token, token))
    case "interpolated_string_literal_expr":
      return try interpolatedString(node)
    case "integer_literal_expr", "float_literal_expr":
      let value = (node["negative"]?.bool == true ? "-" : "") + (node["value"]?.string ?? "")
      var token = implicit ? nil : find(kind: .number)
      if let found = token, node["negative"]?.bool == true, found > 0,
        tokens.token(found - 1, is: "-")
      {
        token = found - 1
      }
      let end = token.map { tokens.token($0, is: "-") ? $0 + 1 : $0 }
      return SwiftExpression(
        nodeKind == "integer_literal_expr" ? .integer(value) : .float(value), located(token, end))
    case "boolean_literal_expr":
      guard let value = node["value"]?.string else { throw unexpected(node, "value") }
      let token = implicit ? nil : find(value)
      return SwiftExpression(.boolean(value == "true"), located(token, token))
    case "nil_literal_expr":
      let token = implicit ? nil : find("nil")
      return SwiftExpression(.nilLiteral, located(token, token))
    case "array_expr":
      let elements = node["elements"]?.elements ?? []
      guard !implicit, let open = find("["), tokens[open].match > open else {
        var values: [SwiftExpression] = []
        for element in elements { values.append(try expression(element)) }
        return SwiftExpression(.array(values), rangeOf(values))
      }
      var values: [SwiftExpression] = []
      let parts = segments(inside: open)
      for (index, element) in elements.enumerated() {
        let part = index < parts.count ? parts[index] : tokens[open].match..<tokens[open].match
        values.append(
          try within(part) { (reading) throws(Failure) in try reading.expression(element) })
      }
      cursor = tokens[open].match + 1
      return SwiftExpression(.array(values), span(open, tokens[open].match))
    case "dictionary_expr":
      let elements = node["elements"]?.elements ?? []
      let open = implicit ? nil : find("[")
      var pairs: [(key: SwiftExpression, value: SwiftExpression)] = []
      let parts = open.map { segments(inside: $0) } ?? []
      for (index, element) in elements.enumerated() {
        let items = element["elements"]?.elements ?? []
        guard items.count == 2 else { continue }
        let part = index < parts.count ? parts[index] : cursor..<cursor
        let pair = try within(part) { (reading) throws(Failure) in
          let key = try reading.expression(items[0])
          _ = reading.find(":")
          return (key: key, value: try reading.expression(items[1]))
        }
        pairs.append(pair)
      }
      if let open, tokens[open].match > open {
        cursor = tokens[open].match + 1
        return SwiftExpression(.dictionary(pairs), span(open, tokens[open].match))
      }
      return SwiftExpression(.dictionary(pairs), emptyRange)
    case "paren_expr":
      guard let sub = node["sub_expr"] else { throw unexpected(node, "sub_expr") }
      guard !implicit, let open = find("("), tokens[open].match > open else {
        return SwiftExpression(.parenthesized(try expression(sub)), emptyRange)
      }
      let inner = try within((open + 1)..<tokens[open].match) { (reading) throws(Failure) in
        try reading.expression(sub)
      }
      cursor = tokens[open].match + 1
      return SwiftExpression(.parenthesized(inner), span(open, tokens[open].match))
    case "tuple_expr":
      let elements = node["elements"]?.elements ?? []
      let names = node["names"]?.elements.map { $0.string ?? "" } ?? []
      guard !implicit, let open = find("("), tokens[open].match > open else {
        var values: [SwiftArgument] = []
        for (index, element) in elements.enumerated() {
          let label = index < names.count && !names[index].isEmpty ? names[index] : nil
          values.append(SwiftArgument(label: label, value: try expression(element)))
        }
        return SwiftExpression(.tuple(values), rangeOf(values.map(\.value)))
      }
      let parts = segments(inside: open)
      var values: [SwiftArgument] = []
      for (index, element) in elements.enumerated() {
        let label = index < names.count && !names[index].isEmpty ? names[index] : nil
        let part = index < parts.count ? parts[index] : tokens[open].match..<tokens[open].match
        let value = try within(part) { (reading) throws(Failure) in
          reading.skipLabel(label)
          return try reading.expression(element)
        }
        values.append(SwiftArgument(label: label, value: value))
      }
      cursor = tokens[open].match + 1
      return SwiftExpression(.tuple(values), span(open, tokens[open].match))
    case "sequence_expr":
      var elements: [SwiftExpression] = []
      for element in node["elements"]?.elements ?? [] {
        elements.append(try sequenceElement(element))
      }
      return SwiftExpression(.sequence(elements), rangeOf(elements))
    case "prefix_unary_expr":
      guard let callee = node["fn"] else { throw unexpected(node, "fn") }
      let op = try expression(callee)
      guard case .name(let name) = op.kind, let operand = try arguments(node).first else {
        throw unexpected(node, "fn")
      }
      let value = try expression(operand.1)
      return SwiftExpression(
        .prefixOperator(name, value), SwiftRange(start: op.range.start, end: value.range.end))
    case "postfix_unary_expr":
      guard let callee = node["fn"], let operand = try arguments(node).first else {
        throw unexpected(node, "fn")
      }
      let value = try expression(operand.1)
      let op = try expression(callee)
      guard case .name(let name) = op.kind else { throw unexpected(node, "fn") }
      return SwiftExpression(
        .postfixOperator(name, value), SwiftRange(start: value.range.start, end: op.range.end))
    case "force_value_expr", "bind_optional_expr":
      let inner = try sub(node)
      let mark = find(nodeKind == "force_value_expr" ? "!" : "?")
      return SwiftExpression(
        .optional(inner),
        SwiftRange(start: inner.range.start, end: mark.map { tokens[$0].end } ?? inner.range.end))
    case "optional_evaluation_expr":
      let inner = try sub(node)
      return SwiftExpression(.optional(inner), inner.range)
    case "objc_selector_expr":
      let start = find("#selector")
      guard let sub = node["sub_expr"] else { throw unexpected(node, "sub_expr") }
      if let start, at("("), tokens[cursor].match > cursor {
        let open = cursor
        let inner = try within((open + 1)..<tokens[open].match) { (reading) throws(Failure) in
          if reading.cursor + 1 < reading.limit, reading.tokens.token(reading.cursor + 1, is: ":") {
            reading.cursor += 2
          }
          return try reading.expression(sub)
        }
        cursor = tokens[open].match + 1
        return SwiftExpression(.selector(inner), span(start, tokens[open].match))
      }
      let inner = try expression(sub)
      return SwiftExpression(.selector(inner), inner.range)
    case "closure_expr":
      return try closure(node)
    case "capture_list":
      guard let body = node["closure_body"] else { throw unexpected(node, "closure_body") }
      return try expression(body)
    case "try_expr", "force_try_expr", "optional_try_expr", "await_expr", "unsafe_expr",
      "consume_expr", "copy_expr", "borrow_expr", "inout_expr", "dot_self_expr",
      "vararg_expansion_expr", "pack_expansion_expr", "pack_element_expr":
      let keyword: String? =
        switch nodeKind {
        case "try_expr", "force_try_expr", "optional_try_expr": "try"
        case "await_expr": "await"
        case "unsafe_expr": "unsafe"
        case "consume_expr": "consume"
        case "copy_expr": "copy"
        case "inout_expr": "&"
        default: nil
        }
      let start = keyword.flatMap { find($0) }
      if nodeKind == "force_try_expr" || nodeKind == "optional_try_expr" { cursor += 1 }
      let inner = try sub(node)
      if nodeKind == "dot_self_expr" {
        _ = find(".")
        _ = find("self")
      }
      let range = SwiftRange(
        start: start.map { tokens[$0].start } ?? inner.range.start,
        end: max(inner.range.end, lastEnd))
      return SwiftExpression(.transparent(inner), range)
    case "coerce_expr", "conditional_checked_cast_expr", "forced_checked_cast_expr",
      "is_subtype_expr":
      let start = find(nodeKind == "is_subtype_expr" ? "is" : "as")
      if nodeKind != "coerce_expr" && nodeKind != "is_subtype_expr" { cursor += 1 }
      skipType()
      let inner: SwiftExpression
      if let sub = node["sub_expr"], kind(sub) != "<null expr>" {
        inner = try expression(sub)
      } else {
        inner = SwiftExpression(.unevaluated(kind: "<null expr>"), emptyRange)
      }
      let range = SwiftRange(
        start: start.map { tokens[$0].start } ?? inner.range.start, end: lastEnd)
      return SwiftExpression(nodeKind == "coerce_expr" ? .transparent(inner) : .cast(inner), range)
    case "subscript_expr":
      guard let base = node["base"] else { throw unexpected(node, "base") }
      let baseExpression = try expression(base)
      let arguments = try self.arguments(node)
      let open = at("[") ? cursor : nil
      let (values, last) = try callArguments(arguments, open: open, after: max(cursor - 1, 0))
      return SwiftExpression(
        .subscripted(base: baseExpression, arguments: values),
        SwiftRange(
          start: baseExpression.range.start,
          end: last < tokens.count ? max(tokens[last].end, baseExpression.range.end) : lastEnd))
    case "unresolved_specialize_expr":
      let inner = try sub(node)
      skipGenericArguments()
      return SwiftExpression(
        .specialized(inner), SwiftRange(start: inner.range.start, end: lastEnd))
    case "ternary_expr", "assign_expr":
      return try sequenceElement(node)
    case "single_value_stmt_expr":
      guard let statement = node["stmt"], let read = try self.statement(statement) else {
        throw unexpected(node, "stmt")
      }
      let range = (statement["range"]).flatMap { _ in try? self.range(statement) } ?? emptyRange
      return SwiftExpression(.statementValue(read), range)
    case "type_expr":
      let start = cursor
      skipType()
      let text =
        cursor > start ? tokens.text(from: tokens[start].start, to: tokens[cursor - 1].end) : ""
      return SwiftExpression(
        .name(text), cursor > start ? span(start, cursor - 1) : emptyRange)
    case "macro_expansion_expr", "magic_identifier_literal_expr", "regex_literal_expr",
      "editor_placeholder_expr", "object_literal", "keypath_expr", "error_expr",
      "discard_assignment_expr", "code_completion_expr", "<null expr>", "tap_expr",
      "unresolved_pattern_expr", "arrow_expr":
      return unevaluated(nodeKind, implicit: implicit)
    default:
      // Expression kinds come and go with the language; one the reader does not evaluate has
      // an unknown value (reported where it matters), never a guessed one.
      return unevaluated(nodeKind, implicit: implicit)
    }
  }

  /// An expression the importer does not evaluate: its range is its first token up to the
  /// next delimiter.
  mutating func unevaluated(_ nodeKind: String, implicit: Bool) -> SwiftExpression {
    guard !implicit, nodeKind != "<null expr>", cursor < limit else {
      return SwiftExpression(.unevaluated(kind: nodeKind), emptyRange)
    }
    let start = cursor
    // Up to the next comma or closing bracket at this level.
    while cursor < limit {
      if tokens.token(cursor, is: ",") || tokens.token(cursor, is: ")")
        || tokens.token(cursor, is: "]") || tokens.token(cursor, is: "}")
      {
        break
      }
      let match = tokens[cursor].match
      cursor = match > cursor ? match + (tokens[cursor].kind == .string ? 0 : 1) : cursor + 1
    }
    return SwiftExpression(
      .unevaluated(kind: nodeKind), cursor > start ? span(start, cursor - 1) : emptyRange)
  }

  mutating func sub(_ node: JSONValue) throws(Failure) -> SwiftExpression {
    guard let child = node["sub_expr"] else { throw unexpected(node, "sub_expr") }
    return try expression(child)
  }

  mutating func sequenceElement(_ node: JSONValue) throws(Failure) -> SwiftExpression {
    switch kind(node) {
    case "assign_expr":
      let token = find("=")
      return SwiftExpression(.assignment, located(token, token))
    case "ternary_expr":
      let question = find("?")
      guard let middle = node["then_expr"] else { throw unexpected(node, "then_expr") }
      let value = try expression(middle)
      let colon = find(":")
      return SwiftExpression(.ternary(value), located(question, colon))
    default:
      return try expression(node)
    }
  }

  /// The range from one token to another, or an empty range at the cursor.
  func located(_ first: Int?, _ last: Int?) -> SwiftRange {
    guard let first, let last, first <= last else {
      if let only = first ?? last { return span(only, only) }
      return emptyRange
    }
    return span(first, last)
  }

  /// The range from the first to the last of some expressions.
  func rangeOf(_ expressions: [SwiftExpression]) -> SwiftRange {
    let ranged = expressions.filter { $0.range.end > $0.range.start }
    guard let first = ranged.first, let last = ranged.last else { return emptyRange }
    return SwiftRange(start: first.range.start, end: last.range.end)
  }

  /// Finds a name's tokens (`find` of `find(_:)`, with its argument labels), and moves past
  /// them: the first and last token.
  mutating func matchName(_ name: String) -> (first: Int, last: Int)? {
    let base = Self.baseName(name)
    guard let token = find(base) else { return nil }
    if name.hasSuffix(")"), base != name, at("("), tokens[cursor].match > cursor {
      let close = tokens[cursor].match
      cursor = close + 1
      return (token, close)
    }
    return (token, token)
  }

  /// `find` for `find(_:)`; operators and plain names as they are.
  static func baseName(_ name: String) -> String { SwiftASTReaderName.base(name) }

  /// Moves past a type written in an expression: names, dots, generic arguments, `?`, `!`
  /// and brackets.
  mutating func skipType() {
    while cursor < limit {
      let token = tokens[cursor]
      if token.kind == .identifier {
        cursor += 1
      } else if tokens.token(cursor, is: ".") || tokens.token(cursor, is: "?")
        || tokens.token(cursor, is: "!")
      {
        cursor += 1
      } else if tokens.token(cursor, is: "["), token.match > cursor {
        cursor = token.match + 1
      } else if tokens.token(cursor, is: "<") {
        skipGenericArguments()
      } else {
        break
      }
    }
  }

  /// Moves past `<…>` at the cursor, counting nested angle brackets in operator tokens.
  mutating func skipGenericArguments() {
    guard cursor < limit, tokens[cursor].kind == .operator,
      tokens.text(cursor).hasPrefix("<")
    else { return }
    var depth = 0
    while cursor < limit {
      if tokens[cursor].kind == .operator {
        let text = tokens.text(cursor)
        for character in text {
          if character == "<" { depth += 1 }
          if character == ">" { depth -= 1 }
        }
      }
      let match = tokens[cursor].match
      cursor = match > cursor ? match + 1 : cursor + 1
      if depth <= 0 { return }
    }
  }

  mutating func closure(_ node: JSONValue) throws(Failure) -> SwiftExpression {
    guard let body = node["body"] else { throw unexpected(node, "body") }
    var parameters =
      node["params"]?["params"]?.elements.map {
        $0["name"]?["base_name"]?["name"]?.string ?? "_"
      } ?? []
    let blockRange = try range(body)
    let open = tokens.index(atOrAfter: blockRange.start)
    var read = try block(body, isClosure: true)
    // A closure without named parameters may still use `$0`, `$1`.
    if parameters.isEmpty || parameters.allSatisfy({ $0.hasPrefix("$") }) {
      parameters = (0..<Self.anonymousCount(in: open, tokens: tokens)).map { "$\($0)" }
    }
    if open < tokens.count, tokens.token(open, is: "{"), tokens[open].match > open {
      cursor = tokens[open].match + 1
      read.range = span(open, tokens[open].match)
    }
    return SwiftExpression(.closure(SwiftClosure(parameters: parameters, body: read)), read.range)
  }

  /// In a closure's braces, the token after the `in` that ends its signature (`x in`,
  /// `[weak self] (a, b) -> Int in`), or `first` when it has none.
  func afterSignature(_ first: Int, _ end: Int) -> Int {
    var index = first
    while index < end {
      if tokens.token(index, is: "in") { return index + 1 }
      if tokens.token(index, is: "for") || tokens.token(index, is: "{") { return first }
      let match = tokens[index].match
      index = match > index ? match + (tokens[index].kind == .string ? 0 : 1) : index + 1
    }
    return first
  }

  /// How many anonymous parameters (`$0`, `$1`) a closure's own body uses.
  static func anonymousCount(in open: Int, tokens: SwiftTokens) -> Int {
    guard open < tokens.count, tokens[open].match > open else { return 0 }
    var highest = -1
    var index = open + 1
    while index < tokens[open].match {
      if tokens.token(index, is: "{"), tokens[index].match > index {
        index = tokens[index].match + 1  // a nested closure's `$0` is its own
        continue
      }
      if tokens[index].kind == .identifier, tokens.bytes[tokens[index].start] == UInt8(ascii: "$"),
        let number = Int(tokens.text(index).dropFirst())
      {
        highest = max(highest, number)
      }
      index += 1
    }
    return highest + 1
  }

  /// A string with interpolations: its literal pieces from the dump, each interpolation's
  /// arguments lined up with the tokens between its `\(` and `)`.
  mutating func interpolatedString(_ node: JSONValue) throws(Failure) -> SwiftExpression {
    let token = node["implicit"]?.bool == true ? nil : find(kind: .string)
    var openings: [Int] = []
    if let token {
      var index = token + 1
      while index < tokens[token].match {
        if tokens[index].kind == .interpolationOpen {
          openings.append(index)
          index = max(tokens[index].match + 1, index + 1)
        } else {
          index = next(after: index)
        }
      }
    }
    var segments: [SwiftStringSegment] = []
    let calls = node["appending_expr"]?["body"]?["elements"]?.elements ?? []
    var interpolation = 0
    for call in calls where kind(call) == "call_expr" {
      let field = call["fn"]?["field"]?.string ?? ""
      let arguments = try self.arguments(call)
      if field.hasPrefix("appendLiteral") {
        if let text = arguments.first?.1["value"]?.string, !text.isEmpty {
          segments.append(.literal(text))
        }
        continue
      }
      let open = interpolation < openings.count ? openings[interpolation] : nil
      interpolation += 1
      var values: [SwiftArgument] = []
      if let open, tokens[open].match > open {
        let inside = (open + 1)..<tokens[open].match
        var parts: [Range<Int>] = []
        // The arguments split at the commas of the interpolation's own level.
        var start = inside.lowerBound
        var index = inside.lowerBound
        while index < inside.upperBound {
          if tokens.token(index, is: ",") {
            parts.append(start..<index)
            start = index + 1
          }
          let match = tokens[index].match
          index = match > index ? match + (tokens[index].kind == .string ? 0 : 1) : index + 1
        }
        parts.append(start..<inside.upperBound)
        for (position, (label, value)) in arguments.enumerated() {
          let part =
            position < parts.count ? parts[position] : inside.upperBound..<inside.upperBound
          let read = try within(part) { (reading) throws(Failure) in
            reading.skipLabel(label)
            return try reading.expression(value)
          }
          values.append(SwiftArgument(label: label, value: read))
        }
      } else {
        var detached = Reading(tokens: tokens)
        detached.limit = 0
        for (label, value) in arguments {
          values.append(SwiftArgument(label: label, value: try detached.expression(value)))
        }
      }
      segments.append(.interpolation(values))
    }
    if let token { cursor = max(tokens[token].match, token + 1) }
    return SwiftExpression(.interpolatedString(segments), located(token, token))
  }
}
