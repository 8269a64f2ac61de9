/// Suggestions for misspelled names, by Levenshtein distance.
public enum EditDistance {
  /// The edit distance between two strings, comparing characters case-insensitively.
  ///
  /// - Complexity: O(*m* × *n*) for strings of lengths *m* and *n*.
  public static func distance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs.lowercased())
    let right = Array(rhs.lowercased())
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }

  /// The candidate closest to `word`, if it is close enough to be a likely misspelling.
  ///
  /// A candidate qualifies when its distance is below 4 and below the word's length, the
  /// threshold swift-argument-parser uses. Ties go to the earlier candidate.
  ///
  /// - Parameters:
  ///   - word: What was written.
  ///   - candidates: The known names.
  /// - Returns: The best candidate, or `nil`.
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    guard word.count <= 64 else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = distance(word, candidate)
      if distance < 4, distance < max(word.count, 2), distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }
}
