import MenuModel

/// A small JSON Schema (draft 2020-12) validator for the keywords menulint's schemas use:
/// `type`, `const`, `enum`, `properties`, `required`, `additionalProperties: false`, `items`,
/// `minItems`, `minLength`, `minimum`, `oneOf`, `$ref` to `#/$defs/…`.
struct SchemaValidator {
  let root: JSONValue

  init(schema: String) throws {
    root = try JSONParser().parse(Array(schema.utf8), file: "schema.json").root
  }

  /// The problems with an instance; empty when it validates.
  func errors(in text: String) throws -> [String] {
    errors(try JSONParser().parse(Array(text.utf8), file: "instance.json").root, root, "")
  }

  private func resolve(_ schema: JSONValue) -> JSONValue {
    guard let reference = schema["$ref"]?.string, reference.hasPrefix("#/$defs/"),
      let target = root["$defs"]?[String(reference.dropFirst(8))]
    else { return schema }
    return resolve(target)
  }

  private func errors(_ value: JSONValue, _ rawSchema: JSONValue, _ path: String) -> [String] {
    let schema = resolve(rawSchema)
    var problems: [String] = []
    if let type = schema["type"] {
      let types = type.kind == .array ? type.elements.compactMap(\.string) : [type.string ?? ""]
      if !types.contains(where: { Self.matches(value, $0) }) {
        return ["\(path): expected \(types.joined(separator: " or ")), found \(value.kind)"]
      }
    }
    if let constant = schema["const"], !Self.equal(value, constant) {
      problems.append("\(path): expected \(constant.text)")
    }
    if let options = schema["enum"], !options.elements.contains(where: { Self.equal(value, $0) }) {
      problems.append("\(path): \(value.text) is not one of the allowed values")
    }
    if let minimum = schema["minimum"]?.number, let number = value.number, number < minimum {
      problems.append("\(path): below \(minimum)")
    }
    if let minLength = schema["minLength"]?.integer, let string = value.string,
      string.count < minLength
    {
      problems.append("\(path): shorter than \(minLength)")
    }
    if value.kind == .object {
      let properties = schema["properties"]
      for name in schema["required"]?.elements.compactMap(\.string) ?? [] where value[name] == nil {
        problems.append("\(path): missing \(name)")
      }
      for member in value.members {
        if let propertySchema = properties?[member.name] {
          problems += errors(member.value, propertySchema, path + "/" + member.name)
        } else if let additional = schema["additionalProperties"] {
          if additional.bool == false {
            problems.append("\(path): unexpected \(member.name)")
          } else if additional.kind == .object {
            problems += errors(member.value, additional, path + "/" + member.name)
          }
        }
      }
    }
    if value.kind == .array {
      if let minItems = schema["minItems"]?.integer, value.elements.count < minItems {
        problems.append("\(path): fewer than \(minItems) items")
      }
      if let items = schema["items"] {
        for (index, element) in value.elements.enumerated() {
          problems += errors(element, items, "\(path)/\(index)")
        }
      }
    }
    if let choices = schema["oneOf"]?.elements {
      let passing = choices.filter { errors(value, $0, path).isEmpty }.count
      if passing != 1 { problems.append("\(path): matches \(passing) of the oneOf choices") }
    }
    return problems
  }

  private static func matches(_ value: JSONValue, _ type: String) -> Bool {
    switch type {
    case "object": value.kind == .object
    case "array": value.kind == .array
    case "string": value.kind == .string
    case "boolean": value.kind == .bool
    case "integer": value.integer != nil
    case "number": value.kind == .number
    case "null": value.kind == .null
    default: false
    }
  }

  private static func equal(_ left: JSONValue, _ right: JSONValue) -> Bool {
    switch (left.kind, right.kind) {
    case (.string, .string): left.string == right.string
    case (.number, .number): left.number == right.number
    case (.bool, .bool): left.bool == right.bool
    default: false
    }
  }
}
