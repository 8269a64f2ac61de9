/// Glob patterns over `/`-separated paths.
///
/// `*` and `?` match within one component, `**` any number of components. A pattern matches a
/// path when it matches the whole path or a directory that contains it (`Fixtures` excludes
/// everything under `Fixtures/`).
public enum Glob {
  /// Whether a pattern matches a path or a directory that contains it.
  ///
  /// - Parameters:
  ///   - pattern: The glob, relative like the path.
  ///   - path: A `/`-separated path.
  /// - Returns: `true` when the pattern matches.
  public static func matches(_ pattern: String, _ path: String) -> Bool {
    var pattern = Substring(pattern)
    while pattern.hasPrefix("./") { pattern.removeFirst(2) }
    if pattern.hasSuffix("/") { pattern.removeLast() }
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map {
      $0 == "**" ? nil : Array($0)
    }
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    guard !components.isEmpty else { return false }
    // The parts that can match next, as a set of positions in `parts` (`parts.count`: the
    // pattern is used up), one pass over the components: at most parts × components steps,
    // however many `**` the pattern has.
    var current = [Bool](repeating: false, count: parts.count + 1)
    current[0] = true
    closeOverDoubleStars(&current, parts)
    for component in components {
      let text = Array(component)
      var next = [Bool](repeating: false, count: parts.count + 1)
      for position in parts.indices where current[position] {
        if let part = parts[position] {
          if matchComponent(part, text) { next[position + 1] = true }
        } else {
          // `**` takes this component and may take more.
          next[position] = true
        }
      }
      closeOverDoubleStars(&next, parts)
      // A directory that contains the path matches too: the pattern used up by a prefix.
      if next[parts.count] { return true }
      current = next
      if !current.contains(true) { return false }
    }
    return false
  }

  /// Adds the positions after each `**` reachable from a position in `states`: `**` may match
  /// no component.
  private static func closeOverDoubleStars(_ states: inout [Bool], _ parts: [[Character]?]) {
    for position in parts.indices where states[position] && parts[position] == nil {
      states[position + 1] = true
    }
  }

  /// `*` and `?` within one component, iteratively (no exponential backtracking).
  private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
    var p = 0
    var t = 0
    var star: Int?
    var resume = 0
    while t < text.count {
      if p < pattern.count && (pattern[p] == "?" || pattern[p] == text[t]) {
        p += 1
        t += 1
      } else if p < pattern.count && pattern[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count && pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
