import Testing

@testable import MenuModel

/// JSON pointers are found from the root down, skipping along long containers by their
/// checkpoints; they must name every value as a walk over the parsed tree does.
@Suite struct PointerTests {
  static func parse(_ text: String) throws -> JSONDocument {
    try JSONParser().parse(Array(text.utf8), file: "p.json")
  }

  /// RFC 6901 escaping, per scalar.
  static func escaped(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      result += scalar == "~" ? "~0" : scalar == "/" ? "~1" : String(scalar)
    }
    return result
  }

  /// Each value's pointer by a recursive walk; a key has its member's pointer.
  static func walk(_ value: JSONValue, _ pointer: String, into pointers: inout [Int: String]) {
    pointers[value.index] = pointer
    for (position, element) in value.elements.enumerated() {
      walk(element, pointer + "/\(position)", into: &pointers)
    }
    for member in value.members {
      let path = pointer + "/" + escaped(member.name)
      pointers[member.key.index] = path
      walk(member.value, path, into: &pointers)
    }
  }

  /// A random value with containers of up to 40 children, across the checkpoint spacing.
  static func randomValue(_ random: inout SplitMix, depth: Int = 0) -> String {
    let keys = ["a", "b/c", "m~n", #"q\"t"#, "caf\u{e9}", #"\u00e9"#, "", "x/\u{301}y"]
    switch depth > 3 ? random.next(3) : random.next(6) {
    case 0: return "1"
    case 1: return #""s\n""#
    case 2: return random.next(2) == 0 ? "true" : "null"
    case 3, 4:
      let count = [0, 1, 15, 16, 17, 33, 40][random.next(7)]
      let elements = (0..<count).map { _ in randomValue(&random, depth: depth + 1) }
      return "[" + elements.joined(separator: ", ") + "]"
    default:
      let count = [0, 1, 16, 17, 35][random.next(5)]
      let members = (0..<count).map { _ in
        "\"\(keys[random.next(keys.count)])\": " + randomValue(&random, depth: depth + 1)
      }
      return "{" + members.joined(separator: ",\n") + "}"
    }
  }

  @Test(arguments: 1...12) func everyValueHasThePointerOfAWalkFromTheRoot(seed: Int) throws {
    var random = SplitMix(seed: UInt64(seed))
    let document = try Self.parse(Self.randomValue(&random))
    var expected: [Int: String] = [:]
    Self.walk(document.root, "", into: &expected)
    #expect(expected.count == document.valueCount)
    for index in 0..<document.valueCount {
      #expect(JSONValue(document: document, index: index).pointer == expected[index])
    }
  }

  @Test func aLongFlatArrayNamesEachElement() throws {
    let count = 1_000
    let document = try Self.parse(
      "[" + (0..<count).map { "{\"k\": [\($0)]}" }.joined(separator: ",") + "]")
    let elements = document.root.elements
    for position in [0, 15, 16, 17, 31, 32, 500, 999] {
      #expect(elements[position].pointer == "/\(position)")
      #expect(elements[position]["k"]?.elements[0].pointer == "/\(position)/k/0")
      #expect(elements[position].members[0].key.pointer == "/\(position)/k")
    }
    // One checkpoint every 16 elements after the first.
    #expect(document.checkpoints.count == (count - 1) / 16)
  }

  @Test func pointersStopAtTheDeepestAncestorThatFits() throws {
    let long = String(repeating: "k", count: 1_500)
    let document = try Self.parse(
      "{\"\(long)\": {\"\(long)\": {\"\(long)\": {\"short\": 1}}}}")
    let deepest = try #require(document.root[long]?[long]?[long]?["short"])
    // Two 1 501-byte tokens fit in 4 096 bytes; the third does not.
    #expect(deepest.pointer == "/\(long)/\(long)")
    let huge = String(repeating: "h", count: JSONValue.maximumPointerLength + 1)
    let withHugeKey = try Self.parse("{\"a\": {\"\(huge)\": [true]}}")
    #expect(withHugeKey.root["a"]?[huge]?.elements[0].pointer == "/a")
  }

  @Test func aSyntaxErrorNamesTheInnermostOpenContainer() {
    let cases = [
      (#"{"a": [1, 2, {"b": ["#, "/a/2/b"),
      ("[" + String(repeating: "0, ", count: 40) + #"{"x": tru"#, "/40"),
      (#"{"a": {"b": 1} "c""#, ""),
      ("[[1], [2, {", "/1/1"),
    ]
    for (text, pointer) in cases {
      #expect(JSONParserTests.error(text)?.location.pointer == pointer, "\(text)")
    }
  }
}
