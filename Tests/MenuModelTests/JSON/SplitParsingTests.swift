import Testing

@testable import MenuModel

/// A text parsed as two halves must give the document, or the error, of one pass from the
/// start, wherever it is split: at element boundaries, inside strings, around deep nesting.
@Suite struct SplitParsingTests {
  /// Every column of two documents, value by value, and the tables beside them.
  static func expectSame(
    _ split: JSONDocument, _ whole: JSONDocument, at position: Int,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(split.valueCount == whole.valueCount, "split at \(position)")
    guard split.valueCount == whole.valueCount else { return }
    var differing: [Int] = []
    for index in 0..<whole.valueCount
    where split.kinds[index] != whole.kinds[index] || split.starts[index] != whole.starts[index]
      || split.ends[index] != whole.ends[index] || split.keys[index] != whole.keys[index]
      || split.escaped[index] != whole.escaped[index]
      || split.nonASCII[index] != whole.nonASCII[index]
    {
      differing.append(index)
    }
    #expect(differing.isEmpty, "split at \(position): values \(differing.prefix(5)) differ")
    #expect(split.checkpoints == whole.checkpoints, "split at \(position)")
    #expect(split.lineStarts == whole.lineStarts, "split at \(position)")
    #expect(
      split.continuationsBeforeBlock == whole.continuationsBeforeBlock, "split at \(position)")
  }

  /// The outcome of parsing `text` split at `position`: the document and whether the second
  /// half was used, or the error.
  static func parse(
    _ text: [UInt8], splitAt position: Int?, maximumDepth: Int = JSONParser.defaultMaximumDepth
  ) -> Result<(JSONDocument, Bool), JSONSyntaxError> {
    let parser = JSONParser(maximumDepth: maximumDepth)
    return Result { () throws(JSONSyntaxError) in
      try parser.parse(
        FileBytes(text), file: "s.json", splittingAt: position.map { .at($0) },
        jobs: SequentialJobs())
    }
  }

  /// Splits `text` at every offset (or, past 2 000 bytes, at every `{` and every 13th offset)
  /// and compares each result with one pass; returns how many splits used the second half.
  @discardableResult
  static func expectEverySplitAgrees(
    _ text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Int {
    let bytes = Array(text.utf8)
    let whole = parse(bytes, splitAt: nil, maximumDepth: maximumDepth)
    var used = 0
    for position in 1..<bytes.count
    where bytes.count <= 2_000 || bytes[position] == UInt8(ascii: "{") || position % 13 == 0 {
      switch (parse(bytes, splitAt: position, maximumDepth: maximumDepth), whole) {
      case (.success(let (split, usedSecondHalf)), .success(let (document, _))):
        expectSame(split, document, at: position, sourceLocation: sourceLocation)
        if usedSecondHalf { used += 1 }
      case (.failure(let splitError), .failure(let error)):
        #expect(splitError == error, "split at \(position)", sourceLocation: sourceLocation)
      case (let split, _):
        Issue.record(
          "split at \(position): \(split) against \(whole)", sourceLocation: sourceLocation)
      }
    }
    return used
  }

  /// Arrays of objects nested in objects and arrays, with strings that hold what a boundary
  /// looks like, escapes, non-ASCII text and both kinds of line break.
  static func randomDocument(_ random: inout SplitMix, depth: Int = 0) -> String {
    let strings = [
      #""plain""#, #"", {\"not\": [1]}""#, #""}, {""#, #""caf\u00e9 \n""#, "\"naïve 😀\"",
      #""""#, #""a\\""#,
    ]
    switch depth > 2 ? random.next(3) : random.next(7) {
    case 0: return strings[random.next(strings.count)]
    case 1: return ["0", "-1.5e3", "true", "null"][random.next(4)]
    case 2: return ["[]", "{}"][random.next(2)]
    case 3, 4:
      let count = [1, 2, 3, 16, 17][random.next(5)]
      let elements = (0..<count).map { _ in
        random.next(3) == 0
          ? randomDocument(&random, depth: depth + 1)
          : "{\"k\": " + randomDocument(&random, depth: depth + 1) + "}"
      }
      return "[" + elements.joined(separator: [", ", ",\r\n", ",\n  ", ","][random.next(4)]) + "]"
    default:
      let count = [1, 2, 5][random.next(3)]
      let members = (0..<count).map { number in
        "\"m\(number % 5)\": " + randomDocument(&random, depth: depth + 1)
      }
      return "{" + members.joined(separator: ", ") + "}"
    }
  }

  @Test(arguments: 1...8) func everySplitOfARandomDocumentAgreesWithOnePass(seed: Int) {
    var random = SplitMix(seed: UInt64(seed))
    let text =
      "{\"build\": ["
      + (0..<4).map { _ in Self.randomDocument(&random) }
      .map { "{\"op\": \($0)}" }.joined(separator: ", ") + "], \"after\": [1, {\"x\": 2}]}"
    // Splits at boundaries inside strings must agree too; real boundaries use the halves.
    #expect(Self.expectEverySplitAgrees(text) > 0)
  }

  /// A container of 40 objects closed after the split: its checkpoints (every 16th child)
  /// are found from children read by both halves.
  @Test func checkpointsOfContainersOpenAtTheSplit() {
    let objects = (0..<40).map { "{\"n\": \($0)}" }
    let used = Self.expectEverySplitAgrees(
      "{\"a\": [" + objects.joined(separator: ", ") + "], \"b\": {"
        + (0..<20).map { "\"k\($0)\": [\($0), {}]" }.joined(separator: ", ") + "}}")
    #expect(used >= 39)
  }

  /// The second half learns each outer container's kind from what follows its split: a key, a
  /// string element, another value, or its closing bracket.
  @Test func outerContainersOfEachKind() {
    Self.expectEverySplitAgrees(#"[[{"a": 1}, {"b": 2}], "s", 3, {"t": [{"u": 4}, {}]}]"#)
    Self.expectEverySplitAgrees(#"{"x": [{"a": 1}, {"b": 2}], "y": "s", "z": [{}, {"c": []}]}"#)
    Self.expectEverySplitAgrees(#"[{"a": [{"b": {"c": [{}, {}]}}, {}]}, {}]"#)
  }

  /// Errors anywhere come out as one pass reports them, whichever half meets them first.
  @Test func errorsAreThoseOfOnePass() {
    let texts = [
      #"[{"a": 1}, {"b": 2}, {"c": 3},]"#,
      #"[{"a": 1}, {"b": 2}, {"c": 3}]]"#,
      #"[{"a": 1}, {"b": 2}, {"c": 3}] x"#,
      #"[{"a": 1}, {"b": 2}, {"c": 3}"#,
      #"[{"a": 1}, {"b": 2}, {"c": 3}}"#,
      #"{"k": [{"a": 1}, {"b": 2}], "v": }"#,
      #"{"k": [{"a": 1}, {"b": 2}], "v" 1}"#,
      #"{"k": [{"a": 1}, {"b": 2}], 5: 1}"#,
      #"[{"a": 1}, {"b": "\x"}, {"c": 3}]"#,
      #"[{"a": 1, "a": 1}, {"b": 2}, ["c", "d": 3]]"#,
      #"[{"a": "unterminated}, {"b": 2}]"#,
      "[{\"a\": 1}, {\"b\": \"\u{1}\"}]",
    ]
    for text in texts { Self.expectEverySplitAgrees(text) }
  }

  /// Nesting is limited as in one pass: the second half counts its depth from the split, and
  /// is used only if the containers around the split leave room for it.
  @Test func depthLimitHoldsAcrossTheSplit() {
    let deep = #"[[[{"a": 1}, {"b": [[[1]]]}, {"c": 2}]]]"#
    for maximumDepth in 3...9 {
      Self.expectEverySplitAgrees(deep, maximumDepth: maximumDepth)
    }
  }

  /// A large text split near its middle, as `lint` reads one with several jobs: the second
  /// half is used, and the document is the one of one pass.
  @Test func aLargeTextIsSplitNearItsMiddle() throws {
    let elements = (0..<30_000).map { #"{"title": "Item \#($0)", "action": "do\#($0):"}"# }
    let bytes = Array(("{\"build\": [" + elements.joined(separator: ",\n") + "]}").utf8)
    #expect(bytes.count >= JSONParser.parallelThreshold)
    let (split, used) = try JSONParser().parse(
      FileBytes(bytes), file: "s.json", splittingAt: .atMiddle, jobs: SequentialJobs())
    #expect(used)
    let whole = try JSONParser().parse(bytes, file: "s.json")
    Self.expectSame(split, whole, at: bytes.count / 2)
    let boundary = try #require(bytes.withUnsafeBufferPointer(JSONParser.elementBoundary))
    #expect(bytes[boundary] == UInt8(ascii: "{") && boundary >= bytes.count / 2)
    // The halves on two threads at once.
    let (threaded, usedOnThreads) = try JSONParser().parse(
      FileBytes(bytes), file: "s.json", splittingAt: .atMiddle,
      jobs: ParallelDecodingTests.ThreadedJobs())
    #expect(usedOnThreads)
    Self.expectSame(threaded, whole, at: boundary)
  }

  /// A runner that counts the batches of jobs it is given.
  struct CountingJobs: JobRunner {
    final class Count: @unchecked Sendable {
      var batches = 0
    }
    let runsConcurrently: Bool
    let count = Count()

    func run<Result: Sendable>(_ jobs: [@Sendable () -> Result]) -> [Result] {
      count.batches += 1
      return jobs.map { $0() }
    }
  }

  /// Only a runner that runs jobs at the same time gets the halves, then the copy of the second
  /// half's values after the first's: for any other, reading the second half while the first
  /// waits would only cost time.
  @Test func onlyAConcurrentRunnerSplitsTheText() throws {
    let elements = (0..<50_000).map { #"{"title": "Item \#($0)"}"# }
    let bytes = FileBytes(Array(("[" + elements.joined(separator: ", ") + "]").utf8))
    #expect(bytes.count >= JSONParser.parallelThreshold)
    for concurrent in [false, true] {
      let jobs = CountingJobs(runsConcurrently: concurrent)
      _ = try JSONParser().parse(bytes, file: "s.json", jobs: jobs)
      #expect(jobs.count.batches == (concurrent ? 2 : 0))
    }
    #expect(!SequentialJobs().runsConcurrently)
  }
}
