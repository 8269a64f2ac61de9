import Testing

@testable import MenuModel

/// The decoder keeps one copy of each repeated name, found by its bytes.
@Suite struct SharedNamesTests {
  static func name(_ text: String, in names: inout SharedNames) -> String {
    var bytes = text
    return bytes.withUTF8 { names.name(for: $0) }
  }

  @Test func aRepeatedNameIsTheSameString() {
    var names = SharedNames(limit: 10)
    let first = Self.name("square.and.arrow.up", in: &names)
    let second = Self.name("square.and.arrow.up", in: &names)
    #expect(first == second)
    #expect(names.count == 1)
    #expect(Self.name("square", in: &names) == "square")
    #expect(names.name(for: "square") == "square")
    #expect(names.count == 2)
  }

  @Test func namesAreSharedAsSpelled() {
    // Canonically equivalent to Swift, but written differently: each keeps its spelling.
    var names = SharedNames(limit: 10)
    let composed = Self.name("caf\u{e9}", in: &names)
    let decomposed = Self.name("cafe\u{301}", in: &names)
    #expect(Array(composed.utf8) == Array("caf\u{e9}".utf8))
    #expect(Array(decomposed.utf8) == Array("cafe\u{301}".utf8))
    #expect(names.count == 2)
  }

  @Test func namesPastTheLimitAreMadeButNotKept() {
    var names = SharedNames(limit: 2)
    for name in ["a", "b", "c", "d"] { #expect(Self.name(name, in: &names) == name) }
    #expect(names.count == 2)
    #expect(Self.name("c", in: &names) == "c")
    #expect(names.count == 2)
  }

  @Test func aNameRepeatedByItsNeighbourIsOneCopyEvenPastTheLimit() {
    var names = SharedNames(limit: 1)
    _ = Self.name("kept.symbol.name", in: &names)
    // Longer than a small string, so each copy has storage of its own.
    let first = Self.name("another.symbol.name", in: &names)
    let second = Self.name("another.symbol.name", in: &names)
    #expect(names.count == 1)
    #expect(Self.storage(of: first) == Self.storage(of: second))
    #expect(Self.name("another.symbol.nam", in: &names) == "another.symbol.nam")
  }

  static func storage(of name: String) -> UnsafeRawPointer? {
    name.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
  }
}

extension SharedNamesTests {
  /// 64-bit FNV-1a, as the names are hashed.
  static func hash(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }

  @Test func namesSharingARecentSlotAreToldApart() throws {
    // Two names whose hashes pick the same one of the 64 recent slots.
    let first = "symbol.0"
    let second = try #require(
      (1..<10_000).lazy.map { "symbol.\($0)" }.first { Self.hash($0) & 63 == Self.hash(first) & 63 }
    )
    var names = SharedNames(limit: 10)
    for _ in 0..<3 {
      #expect(Self.name(first, in: &names) == first)
      #expect(Self.name(second, in: &names) == second)
    }
    #expect(names.count == 2)
  }
}
