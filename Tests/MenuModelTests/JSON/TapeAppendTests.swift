import Testing

@testable import MenuModel

/// A tape appended after another, its two jobs on two threads, holds what appending its
/// values one by one would: the same kinds, flags and starts, and containers' ends moved.
@Suite struct TapeAppendTests {
  /// A tape of `count` values cycling through every kind, with keys and string flags; a
  /// container's end is a value index, a scalar's a byte offset.
  static func tape(_ count: Int, capacity: Int) -> JSONTape {
    var tape = JSONTape(capacity: capacity)
    let kinds: [JSONKind] = [.object, .array, .string, .number, .bool, .null]
    for number in 0..<count {
      let kind = kinds[number % kinds.count]
      let node = tape.append(
        kind, start: UInt32(3 * number), end: UInt32(3 * number + 2 + number % 5),
        isKey: number % 7 == 2)
      if kind == .string {
        tape.markString(Int(node), hasEscapes: number % 4 == 2, hasNonASCII: number % 3 == 2)
      }
    }
    return tape
  }

  /// The fields of each value, as the document reads them.
  static func values(_ tape: JSONTape) -> [String] {
    (0..<tape.count).map { index in
      "\(tape.kinds[index]) \(tape.keys[index]) \(tape.escaped[index]) \(tape.nonASCII[index]) "
        + "\(tape.starts[index]) \(tape.ends[index])"
    }
  }

  /// Sizes that leave room and sizes that make the columns grow, with empty halves.
  @Test(arguments: [(0, 0), (0, 5), (5, 0), (15, 1), (16, 1), (17, 40), (1_000, 100), (3, 20_000)])
  func matchesAppendingOneByOne(first: Int, second: Int) {
    let appended = Self.tape(second, capacity: 16)
    defer { appended.deallocate() }
    for capacity in [16, first + second] {
      var tape = Self.tape(first, capacity: capacity)
      defer { tape.deallocate() }
      tape.append(appended, jobs: ParallelDecodingTests.ThreadedJobs())
      let original = Self.tape(first, capacity: 16)
      defer { original.deallocate() }
      var expected = Self.values(original)
      let shift = UInt32(first)
      for (index, value) in Self.values(appended).enumerated() {
        let kind = appended.kinds[index]
        guard kind == .object || kind == .array else {
          expected.append(value)
          continue
        }
        let end = appended.ends[index]
        expected.append(value.dropLast("\(end)".count) + "\(end + shift)")
      }
      #expect(Self.values(tape) == expected, "capacity \(capacity)")
    }
  }
}
