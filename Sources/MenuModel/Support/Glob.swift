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
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: true)
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    for count in stride(from: components.count, through: 1, by: -1)
    where match(parts[...], components[..<count]) {
      return true
    }
    return false
  }

  private static func match(_ parts: ArraySlice<Substring>, _ components: ArraySlice<Substring>)
    -> Bool
  {
    guard let first = parts.first else { return components.isEmpty }
    if first == "**" {
      var rest = components
      while true {
        if match(parts.dropFirst(), rest) { return true }
        guard !rest.isEmpty else { return false }
        rest = rest.dropFirst()
      }
    }
    guard let component = components.first, matchComponent(Array(first), Array(component))
    else { return false }
    return match(parts.dropFirst(), components.dropFirst())
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
