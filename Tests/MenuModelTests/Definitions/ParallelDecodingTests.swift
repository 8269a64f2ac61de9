import Dispatch
import Testing

@testable import MenuModel

/// A large file's operations are decoded in chunks, possibly in parallel: the result is the
/// same as reading them one by one.
@Suite struct ParallelDecodingTests {
  /// Runs jobs on Dispatch's worker threads.
  struct ThreadedJobs: JobRunner {
    func run<Result: Sendable>(_ jobs: [@Sendable () -> Result]) -> [Result] {
      let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: jobs.count)
      slots.initialize(repeating: nil)
      defer {
        slots.deinitialize()
        slots.deallocate()
      }
      // Each job writes its own slot; the slots are read after every job is done.
      nonisolated(unsafe) let shared = slots
      DispatchQueue.concurrentPerform(iterations: jobs.count) { shared[$0] = jobs[$0]() }
      let results = slots.compactMap { $0 }
      precondition(results.count == jobs.count, "a job did not store its result")
      return results
    }
  }

  /// Operations of every kind of outcome: good elements, unknown keys and bad shortcuts (more
  /// than the per-rule limit, across chunks), `lintIgnore`, dropped elements, elements for a
  /// platform the file does not build, and a bad operation.
  static let file: [UInt8] = {
    let operations = (0..<60).map { number in
      let commands = (0..<8).map { index in
        let extra =
          switch (number + index) % 5 {
          case 0: #", "colour": "red""#
          case 1: #", "shortcut": "cmd+\#(index)+nonsense""#
          case 2: #", "lintIgnore": ["duplicate-shortcut"], "shortcut": "cmd+c""#
          case 3: #", "platforms": ["macCatalyst"]"#
          default: ""
          }
        let name = "\(number)x\(index)"
        return #"{"type": "command", "title": "C\#(name)", "action": "c\#(name):"\#(extra)}"#
      }
      if number == 17 { return #"{"insertChild": 3}"# }
      if number == 31 {
        return #"{"insertChild": {"type": "menu", "title": "Broken", "id": "m31"}, "atEndOf": 5}"#
      }
      return #"""
        {"insertChild": {"type": "menu", "title": "M\#(number)", "id": "m\#(number)",
          "children": [\#(commands.joined(separator: ", "))]}, "atEndOf": "root"}
        """#
    }
    return Array(
      #"{"formatVersion": 1, "platforms": ["iPadOS"], "build": [\#(operations.joined(separator: ",\n"))]}"#
        .utf8)
  }()

  static func decode(threshold: Int, jobs: some JobRunner) throws -> (
    MenuDefinition?, DefinitionReader
  ) {
    let document = try JSONParser().parse(file, file: "big.menu.json")
    var reader = DefinitionReader(document: document, limit: 3)
    reader.parallelDecodingThreshold = threshold
    let definition = reader.decodeFile(jobs: jobs)
    return (definition, reader)
  }

  @Test func chunkedDecodingEqualsReadingOneByOne() throws {
    let (oneByOne, reader) = try Self.decode(threshold: .max, jobs: SequentialJobs())
    let expected = try #require(oneByOne)
    #expect(expected.operations.count == 58)
    #expect(reader.diagnostics.diagnostics.contains { $0.omittedCount > 0 })
    #expect(!reader.suppressions.isEmpty)
    #expect(!expected.droppedTargets.isEmpty)
    #expect(
      DefinitionReader.chunks(of: try Self.operationIndices(), in: try Self.document()).count > 1)
    for jobs in [ThreadedJobs() as any JobRunner, SequentialJobs()] {
      let (chunked, chunkedReader) = try Self.decode(threshold: 0, jobs: jobs)
      let definition = try #require(chunked)
      #expect(definition.operations == expected.operations)
      #expect(definition.droppedTargets == expected.droppedTargets)
      #expect(chunkedReader.diagnostics.diagnostics == reader.diagnostics.diagnostics)
      #expect(chunkedReader.suppressions == reader.suppressions)
      #expect(chunkedReader.elementCounts == reader.elementCounts)
    }
  }

  static func document() throws -> JSONDocument {
    try JSONParser().parse(file, file: "big.menu.json")
  }

  static func operationIndices() throws -> [Int] {
    try document().root["build"]?.elements.map(\.index) ?? []
  }
}
