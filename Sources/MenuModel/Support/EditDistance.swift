/// Suggestions for misspelled names.
public enum EditDistance {
  /// The optimal-string-alignment distance between two strings, ignoring case: insertions,
  /// deletions, substitutions and swaps of adjacent characters each cost 1.
  ///
  /// - Complexity: O(*m* × *n*) for strings of lengths *m* and *n*.
  public static func distance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs.lowercased())
    let right = Array(rhs.lowercased())
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    let width = right.count + 1
    var table = [Int](repeating: 0, count: (left.count + 1) * width)
    for j in 0...right.count { table[j] = j }
    for i in 1...left.count {
      table[i * width] = i
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        var best = min(table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1)
        best = min(best, table[(i - 1) * width + j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          best = min(best, table[(i - 2) * width + j - 2] + 1)
        }
        table[i * width + j] = best
      }
    }
    return table[left.count * width + right.count]
  }

  /// The candidate closest to `word`, if it is close enough to be a likely misspelling.
  ///
  /// A candidate qualifies when its distance is at most a third of the word's length (at
  /// least 1, at most 3). Ties go to the earlier candidate.
  ///
  /// - Parameters:
  ///   - word: What was written.
  ///   - candidates: The known names.
  /// - Returns: The best candidate, or `nil`.
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    guard word.count <= 64 else { return nil }
    let limit = min(3, max(1, (word.count + 2) / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = distance(word, candidate)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }
}
