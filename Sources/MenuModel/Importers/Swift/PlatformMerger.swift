/// Merges what one platform's code and the other's describe: an element found on one
/// platform only gets `platforms`.
struct PlatformMerger {
  let first: Platform
  let second: Platform
  /// Operations without elements found on one platform only, which no definition can express.
  var inexpressible: [SwiftLocation] = []

  init(first: Platform, second: Platform) {
    self.first = first
    self.second = second
  }

  /// The longest common subsequence of two lists by a key, as index pairs.
  ///
  /// The common start and end are paired first, so that code with a few `#if`s costs little.
  private func match<T>(_ a: [T], _ b: [T], _ key: (T) -> String) -> [(Int?, Int?)] {
    let keysA = a.map(key)
    let keysB = b.map(key)
    var prefix = 0
    while prefix < a.count && prefix < b.count && keysA[prefix] == keysB[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix
      && keysA[a.count - 1 - suffix] == keysB[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let middle = lcs(
      Array(keysA[prefix..<(a.count - suffix)]), Array(keysB[prefix..<(b.count - suffix)]))
    return (0..<prefix).map { ($0, $0) }
      + middle.map { ($0.0.map { $0 + prefix }, $0.1.map { $0 + prefix }) }
      + (0..<suffix).reversed().map { (a.count - 1 - $0, b.count - 1 - $0) }
  }

  private func lcs(_ keysA: [String], _ keysB: [String]) -> [(Int?, Int?)] {
    let a = keysA
    let b = keysB
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] =
          keysA[i] == keysB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var pairs: [(Int?, Int?)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, keysA[i] == keysB[j] {
        pairs.append((i, j))
        i += 1
        j += 1
      } else if j >= b.count || (i < a.count && table[i + 1][j] >= table[i][j + 1]) {
        pairs.append((i, nil))
        i += 1
      } else {
        pairs.append((nil, j))
        j += 1
      }
    }
    return pairs
  }

  private func only(_ element: ImportedElement, _ platform: Platform) -> ImportedElement {
    if element.platforms == nil || element.platforms?.contains(platform) == true {
      element.platforms = [platform]
    }
    return element
  }

  mutating func mergeElements(_ a: [ImportedElement], _ b: [ImportedElement]) -> [ImportedElement] {
    var result: [ImportedElement] = []
    for pair in match(a, b, { $0.identity }) {
      switch pair {
      case (let i?, let j?):
        let left = a[i]
        let right = b[j]
        if left.comparable == right.comparable {
          result.append(left)
        } else if left.kind == .menu && right.kind == .menu
          && left.fields.map(\.0) == right.fields.map(\.0)
        {
          left.children = mergeElements(left.children, right.children)
          result.append(left)
        } else {
          result.append(only(left, first))
          result.append(only(right, second))
        }
      case (let i?, nil): result.append(only(a[i], first))
      case (nil, let j?): result.append(only(b[j], second))
      default: break
      }
    }
    return result
  }

  mutating func mergeOperations(_ a: [ImportedOperation], _ b: [ImportedOperation])
    -> [ImportedOperation]
  {
    var result: [ImportedOperation] = []
    for pair in match(a, b, { $0.signature }) {
      switch pair {
      case (let i?, let j?):
        var merged = a[i]
        if merged.single {
          merged.elements = mergeElements(a[i].elements, b[j].elements)
          merged.single = merged.elements.count == 1
        } else {
          merged.elements = mergeElements(a[i].elements, b[j].elements)
        }
        result.append(merged)
      case (let i?, nil): result += oneSided(a[i], first)
      case (nil, let j?): result += oneSided(b[j], second)
      default: break
      }
    }
    return result
  }

  private mutating func oneSided(_ operation: ImportedOperation, _ platform: Platform)
    -> [ImportedOperation]
  {
    guard !operation.elements.isEmpty else {
      inexpressible.append(operation.location)
      return []
    }
    var copy = operation
    copy.elements = operation.elements.map { only($0, platform) }
    return [copy]
  }

  mutating func mergeResponders(_ a: [ImportedResponder], _ b: [ImportedResponder])
    -> [ImportedResponder]
  {
    var result: [ImportedResponder] = []
    for pair in match(a, b, { $0.id }) {
      switch pair {
      case (let i?, let j?):
        var merged = a[i]
        merged.keyCommands = mergeElements(a[i].keyCommands, b[j].keyCommands)
        result.append(merged)
      case (let i?, nil):
        var copy = a[i]
        copy.keyCommands = copy.keyCommands.map { only($0, first) }
        result.append(copy)
      case (nil, let j?):
        var copy = b[j]
        copy.keyCommands = copy.keyCommands.map { only($0, second) }
        result.append(copy)
      default: break
      }
    }
    return result
  }
}
