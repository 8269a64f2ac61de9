/// Gathers findings that several runs report, such as the builds for each platform and
/// version, each app target's Swift or each menu file, keeping one of each finding in the
/// order first reported.
///
/// Each ``add(_:)`` returns the finding's number, so a caller notes beside it where the
/// finding held (platforms, versions, targets) or what came with it (a baseline key).
///
///     var merger = FindingMerger()
///     for (platform, findings) in perPlatform {
///       for finding in findings { platforms[merger.add(finding), default: []].append(platform) }
///     }
///
/// Findings are looked up by a hash of their rule, place and message, and compared in full
/// only with those that share it: hashing every note and layout cost more than the rest of a
/// merge, and a table keyed by `Diagnostic` makes the runtime search the conformance records
/// (Docs/Performance.md).
package struct FindingMerger {
  /// Each finding once, in the order first added.
  package private(set) var findings: [Diagnostic] = []
  private var chains: HashChains

  /// A merger with room for `count` findings, so that its table does not grow while most runs
  /// report the same findings.
  package init(reservingCapacity count: Int = 0) {
    chains = HashChains(reservingCapacity: count)
  }

  /// Adds a finding; returns its number in ``findings``, an earlier one's when it repeats it.
  package mutating func add(_ diagnostic: Diagnostic) -> Int {
    var hasher = Hasher()
    hasher.combine(diagnostic.ruleID.rawValue)
    hasher.combine(diagnostic.location?.line ?? -1)
    hasher.combine(diagnostic.location?.column ?? -1)
    hasher.combine(diagnostic.message)
    let hash = hasher.finalize()
    if let number = chains.item(withHash: hash, where: { findings[$0] == diagnostic }) {
      return number
    }
    chains.append(hash: hash)
    findings.append(diagnostic)
    return findings.count - 1
  }

  /// The findings without repeats, in the order first reported.
  package static func removingRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var merger = FindingMerger(reservingCapacity: diagnostics.count)
    for diagnostic in diagnostics { _ = merger.add(diagnostic) }
    return merger.findings
  }
}

extension Diagnostic {
  /// Merges diagnostics that are identical apart from their platform into one listing each.
  ///
  /// - Parameter perPlatform: Diagnostics and the platform each was found on.
  /// - Returns: One diagnostic per finding, with ``platforms`` listing where it holds.
  public static func mergingPlatforms(_ perPlatform: [(Platform, [Diagnostic])]) -> [Diagnostic] {
    var merger = FindingMerger()
    var platforms: [[Platform]] = []
    for (platform, diagnostics) in perPlatform {
      for diagnostic in diagnostics {
        let number = merger.add(diagnostic)
        if number == platforms.count { platforms.append([]) }
        if !platforms[number].contains(platform) { platforms[number].append(platform) }
      }
    }
    return zip(merger.findings, platforms).map { diagnostic, platforms in
      var merged = diagnostic
      merged.platforms = platforms.sorted()
      return merged
    }
  }
}
