import TestSupport
import Testing

@testable import MenuModel

@Suite struct EditDistanceTests {
  @Test(arguments: [
    ("shortcut", "shorcut", 1), ("Shortcut", "shortcut", 0), ("ab", "ba", 1),
    ("copy:", "paste:", 5), ("", "abc", 3), ("Ärger", "ärgern", 1), ("a\r\nb", "ab", 1),
  ])
  func distances(left: String, right: String, expected: Int) {
    #expect(EditDistance.distance(left, right) == expected)
    #expect(EditDistance.distance(right, left) == expected)
  }

  @Test func closestPrefersTheEarlierCandidateOnATie() {
    #expect(EditDistance.closest(to: "cat", in: ["cut", "cot"]) == "cut")
    #expect(EditDistance.closest(to: "cat", in: ["cot", "cut"]) == "cot")
  }

  @Test func unorderedCandidatesTieToTheOneThatSortsFirst() {
    #expect(EditDistance.closest(to: "cat", amongUnordered: ["cut", "cot"]) == "cot")
    #expect(EditDistance.closest(to: "cat", amongUnordered: ["cot", "cut"]) == "cot")
    #expect(EditDistance.closest(to: "cat", amongUnordered: ["dog", "cart"]) == "cart")
  }

  @Test func farAndHugeWordsGetNoSuggestion() {
    #expect(EditDistance.closest(to: "copy:", in: ["selectAll:"]) == nil)
    #expect(EditDistance.closest(to: String(repeating: "a", count: 65), in: ["a"]) == nil)
    #expect(EditDistance.closest(to: String(repeating: "a", count: 5_000_000), in: ["a"]) == nil)
  }

  @Test func missingTargetSuggestionsAreBounded() {
    let operations = (0..<150).map { #"{"remove": {"menu": "fil\#($0)"}}"# }
    let text =
      #"{"formatVersion": 1, "platforms": ["iPadOS"], "build": ["#
      + (operations + [#"{"remove": {"menu": "fiel"}}"#]).joined(separator: ",") + "]}"
    let found = Linter(options: LintOptions(maximumDiagnosticsPerRule: 0))
      .lint(Array(text.utf8), file: "f.json")
    let suggested = found.filter { $0.message.contains("did you mean") }
    #expect(found.count { $0.ruleID == .missingTarget } == 151)
    #expect(suggested.count == MenuSystem.suggestionLimit)
    #expect(found.first { $0.message.contains("'fil0'") }?.message.contains("'file'") == true)
  }
}
