import Testing

@testable import MenuModel

/// Member look-ups by signature: exact for short names, checked byte by byte for long ones.
@Suite struct ObjectReaderTests {
  static func reader(_ json: String) throws -> (ObjectReader, [Diagnostic]) {
    let document = try JSONParser().parse(Array(json.utf8), file: "f.json")
    var diagnostics = BoundedDiagnostics(limit: 0)
    let reader = ObjectReader(
      document.root, known: MenuFields.command, context: "a command", diagnostics: &diagnostics)
    return (reader, diagnostics.diagnostics)
  }

  @Test func longNamesSharingTheirFirstBytesAreToldApart() throws {
    let (reader, diagnostics) = try Self.reader(#"{"allowsAutomaticLocalization": false}"#)
    #expect(reader[.allowsAutomaticLocalization]?.bool == false)
    #expect(reader[.allowsAutomaticMirroring] == nil)
    #expect(reader["allowsAutomaticMirroring"] == nil)
    #expect(diagnostics.isEmpty)
    // Same length, same first seven bytes: only the bytes tell them apart.
    let (lookalike, found) = try Self.reader(#"{"discoverabilityTitlX": "A"}"#)
    #expect(lookalike[.discoverabilityTitle] == nil)
    #expect(found.map(\.ruleID) == [.unknownField])
  }

  @Test func escapedKeysAreFoundByTheirText() throws {
    let (reader, diagnostics) = try Self.reader(
      #"{"t\u0069tle": "A", "discoverability\u0054itle": "B", "titl": 1}"#)
    #expect(reader[.title]?.string == "A")
    #expect(reader[.discoverabilityTitle]?.string == "B")
    #expect(
      diagnostics.map(\.message) == ["unknown field 'titl' in a command; did you mean 'title'?"])
  }

  @Test func manyMembersAreIndexedAndTheLastOfEachNameWins() throws {
    let filler = (0..<20).map { #""x\#($0)": \#($0)"# }.joined(separator: ", ")
    let (reader, diagnostics) = try Self.reader(
      #"{"title": "A", \#(filler), "title": "B", "wantsPriorityOverSystemBehavior": true}"#)
    #expect(reader[.title]?.string == "B")
    #expect(reader["x19"]?.integer == 19)
    #expect(reader[.wantsPriorityOverSystemBehavior]?.bool == true)
    #expect(diagnostics.filter { $0.ruleID == .duplicateJSONKey }.count == 1)
    #expect(diagnostics.filter { $0.ruleID == .unknownField }.count == 20)
  }
}
