import Testing

@testable import MenuModel

/// Each platform's findings are merged into one finding per distinct diagnostic.
@Suite struct MergingTests {
  /// A finding found on every system is reported once, without platforms; findings with the
  /// same rule, place and message but other notes stay apart, each saying where it holds.
  @Test func equalFindingsMergeAndOthersStayApart() {
    let systems = [Platform.iPadOS, .macCatalyst].map {
      MenuSystem.build(MenuDefinition(platforms: [.iPadOS, .macCatalyst]), for: $0).system
    }
    let place = SourceLocation(file: "a.json", line: 3, column: 5)
    let everywhere = Diagnostic(.ambiguousTitle, .warning, "twice", at: place)
    func pressed(_ how: String) -> Diagnostic {
      Diagnostic(
        .untypeableShortcut, .warning, "cannot be typed", at: place, notes: [.init(how)])
    }
    let merged = Linter.merging(
      [
        (systems[0], [everywhere, pressed("on iPad")]),
        (systems[1], [pressed("on the Mac"), everywhere]),
      ], versions: [.v18])
    #expect(merged.count == 3)
    #expect(
      merged[0]
        == Diagnostic(
          .ambiguousTitle, .warning, "twice", at: place, platforms: [.iPadOS, .macCatalyst]))
    #expect(merged[1].notes.map(\.message) == ["on iPad"] && merged[1].platforms == [.iPadOS])
    #expect(
      merged[2].notes.map(\.message) == ["on the Mac"] && merged[2].platforms == [.macCatalyst])
  }
}
