/// Suggestions for misspelled names.
package enum EditDistance {
  /// The optimal-string-alignment distance between two strings, ignoring case: insertions,
  /// deletions, substitutions and swaps of adjacent characters each cost 1.
  ///
  /// - Complexity: O(*m* × *n*) for strings of lengths *m* and *n*.
  package static func distance(_ lhs: String, _ rhs: String) -> Int {
    // ASCII names (nearly all) are compared as bytes; "\r\n" is one character, so not ASCII here.
    func isPlainASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
    if isPlainASCII(lhs), isPlainASCII(rhs) {
      func lowercase(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }
      return alignmentDistance(lhs.utf8.map(lowercase), rhs.utf8.map(lowercase))
    }
    return alignmentDistance(Array(lhs.lowercased()), Array(rhs.lowercased()))
  }

  private static func alignmentDistance<Element: Equatable>(
    _ left: [Element], _ right: [Element]
  ) -> Int {
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
  package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    closest(to: word, candidates) { _, _ in false }
  }

  /// ``closest(to:in:)`` for candidates in no particular order, such as a dictionary's keys:
  /// ties go to the candidate that sorts first, so the answer does not depend on the order.
  ///
  /// - Parameters:
  ///   - word: What was written.
  ///   - candidates: The known names, in any order.
  /// - Returns: The best candidate, or `nil`.
  package static func closest(
    to word: String, amongUnordered candidates: some Sequence<String>
  ) -> String? {
    closest(to: word, candidates) { $0 < $1 }
  }

  /// The closest candidate, with `prefers(new, best)` breaking ties.
  ///
  /// Words longer than 64 characters get no suggestion, and candidates whose length alone
  /// puts them out of reach are skipped without computing a distance.
  private static func closest(
    to word: String, _ candidates: some Sequence<String>,
    prefers: (String, String) -> Bool
  ) -> String? {
    guard word.utf8.count <= 1024 else { return nil }
    let length = word.count
    guard length <= 64 else { return nil }
    let limit = min(3, max(1, (length + 2) / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      guard abs(candidate.count - length) <= limit else { continue }
      let distance = distance(word, candidate)
      guard distance <= limit else { continue }
      if let best,
        distance > best.distance
          || (distance == best.distance && !prefers(candidate, best.candidate))
      {
        continue
      }
      best = (candidate, distance)
    }
    return best?.candidate
  }
}
