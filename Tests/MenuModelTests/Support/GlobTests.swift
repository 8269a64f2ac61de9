import Testing

@testable import MenuModel

/// `exclude` globs: `**` across components, matched in one pass.
@Suite struct GlobTests {
  @Test(arguments: [
    ("**/generated/*.menu.json", "a/b/generated/x.menu.json", true),
    ("**/generated/*.menu.json", "generated/x.menu.json", true),
    ("**", "a/b", true), ("a/**", "a", true), ("a/**/b", "a/b", true), ("a/**/b", "a/x/y/b", true),
    ("a/**/b", "a/x/y/c", false), ("**/b/**", "a/b/c", true), ("Fixtures/", "Fixtures/a", true),
    ("./a/*.json", "a/x.json", true), ("", "a", false), ("a", "", false),
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(Glob.matches(pattern, path) == expected)
  }

  /// Eight `**` against a path of 400 components that almost matches: backtracking would try
  /// about 10^16 ways; one pass takes 8 × 400 steps.
  @Test(.timeLimit(.minutes(1))) func manyDoubleStarsOnADeepPathAreLinear() {
    let path = Array(repeating: "a", count: 400).joined(separator: "/") + "/z"
    let pattern = Array(repeating: "**/a", count: 8).joined(separator: "/") + "/y"
    #expect(!Glob.matches(pattern, path))
    #expect(Glob.matches(String(pattern.dropLast()) + "z", path))
  }
}
