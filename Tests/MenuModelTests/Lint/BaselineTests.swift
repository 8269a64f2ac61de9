import Testing

@testable import MenuModel

/// Baseline keys name elements, not positions, and baselines round-trip through their file.
@Suite struct BaselineKeyTests {
  static let text = """
    {"formatVersion": 1, "build": [
      {"remove": {"menu": "format"}},
      {"insertElements": [
        {"type": "command", "title": "A", "action": "a:", "propertyList": {"k": 1}},
        {"type": "action", "title": "B", "id": "b"},
        {"type": "menu", "title": "Sub", "children": [{"type": "command", "title": "C", "action": "c:"}]}],
       "atEndOf": "file"},
      {"insertChild": {"type": "menu", "title": "T", "id": "com.example.t"}, "atStartOf": "root"}],
     "responders": [{"id": "browser"}]}
    """

  static func identity(_ pointer: String) throws -> String {
    let document = try JSONParser().parse(Array(text.utf8), file: "f")
    return Baseline.identity(of: pointer, in: document)
  }

  @Test func arrayIndicesBecomeNames() throws {
    #expect(try Self.identity("/build/0/remove") == "/build/remove:{menu=format}/remove")
    #expect(
      try Self.identity("/build/1/insertElements/0/title")
        == "/build/insertElements@atEndOf=file/insertElements/command:a:#{k=1}/title")
    #expect(
      try Self.identity("/build/1/insertElements/1")
        == "/build/insertElements@atEndOf=file/insertElements/action:b")
    #expect(
      try Self.identity("/build/1/insertElements/2/children/0")
        == "/build/insertElements@atEndOf=file/insertElements/menu:title=Sub/children/command:c:")
    #expect(
      try Self.identity("/build/2/insertChild")
        == "/build/insertChild:menu:com.example.t@atStartOf=root/insertChild")
    #expect(try Self.identity("/responders/0/id") == "/responders/id:browser/id")
    #expect(try Self.identity("") == "")
    // A pointer the document does not have is kept as written past the last known value.
    #expect(try Self.identity("/build/9/x") == "/build/9/x")
  }

  @Test func aBaselineRoundTripsAndCountsWhatNoLongerOccurs() throws {
    let diagnostic = Diagnostic(.unknownField, .warning, "unknown field", at: nil)
    let key = Baseline.Key(rule: .unknownField, file: "f", element: "/x")
    let baseline = Baseline([(key, diagnostic), (key, diagnostic)])
    let (decoded, problems) = Baseline.decode(Array(baseline.json.utf8), file: "b.json")
    #expect(problems.isEmpty)
    #expect(decoded == Baseline([(key, diagnostic), (key, diagnostic)]))
    #expect(decoded?.counts[key] == 2)
    let other = Baseline.Key(rule: .unknownField, file: "f", element: "/y")
    let (kept, unmatched) = try #require(decoded).filter([(key, diagnostic), (other, diagnostic)])
    #expect(kept.count == 1)
    #expect(unmatched == 1)
  }
}
