import Foundation
import MenuModel
import Testing

@testable import menulint

/// Several files are parsed by one swiftc (`-primary-file` each), since starting swiftc costs
/// more than parsing: the answers are each file's own, as if parsed alone.
@Suite struct SwiftBatchParsingTests {
  @Test func concatenatedDumpsSplitIntoOneValueEach() {
    let text = #"{"a":"}{"} {"b":[1,{"c":"\"}"}]}"# + "\n" + #"{"d":{}}"#
    let values = splitJSONValues(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    #expect(values == [#"{"a":"}{"}"#, #"{"b":[1,{"c":"\"}"}]}"#, #"{"d":{}}"#])
    // Anything but a run of objects is not split: the batch is parsed file by file instead.
    #expect(splitJSONValues(Array(#"{"a":1} x"#.utf8)).isEmpty)
    #expect(splitJSONValues(Array(#"[1]"#.utf8)).isEmpty)
    #expect(splitJSONValues(Array(#"{"a":1"#.utf8)).isEmpty)
    #expect(splitJSONValues(Array(#"{"a":"1}"#.utf8)).isEmpty)
    #expect(splitJSONValues([]).isEmpty)
  }

  /// swiftc checked ahead, on another thread, answers as checking it in place does, to every
  /// caller that waits.
  @Test func swiftcCheckedAheadAnswersAsInPlace() {
    let environment = ["PATH": "/nonexistent"]
    let starting = SwiftFrontEnd.Starting(environment: environment)
    var inPlace = ""
    do { _ = try SwiftFrontEnd.start(environment: environment) } catch { inPlace = error.message }
    for _ in 0..<2 {
      do {
        _ = try starting.wait()
        Issue.record("swiftc was found on a PATH without it")
      } catch {
        #expect(error.message == inPlace)
        #expect(error.message.contains("swiftc not found"))
      }
    }
  }

  @Test func batchesAreAboutEvenlySized() {
    #expect(SwiftFrontEnd.batches([10, 1, 1, 9], count: 2) == [[0, 2], [1, 3]])
    #expect(SwiftFrontEnd.batches([5, 5, 5], count: 5) == [[0], [1], [2]])
    #expect(SwiftFrontEnd.batches([], count: 0).isEmpty)
    #expect(SwiftFrontEnd.batches([1, 2, 3], count: 1) == [[0, 1, 2]])
  }

  /// Six files in two swiftc runs, one of them broken: the broken one alone is a failure, at
  /// the line and column swiftc names, and the other five are imported.
  @Test(.enabled(if: swiftcIsInstalled, "swiftc is not installed"))
  func aBatchWithABrokenFileAnswersForEachFile() throws {
    var files: [(name: String, bytes: [UInt8])] = (1...5).map { number in
      let source = """
        class V\(number): UIViewController {
          override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(title: "Go \(number)", action: #selector(go), input: "\(number)", modifierFlags: .command)]
          }
          @objc func go() {}
        }
        """
      return (name: "V\(number).swift", bytes: Array(source.utf8))
    }
    let frontEnd = try SwiftFrontEnd.start(environment: toolchainEnvironment)
    let imported = try frontEnd.importFiles(files, defines: [], jobs: 2).imported
    let responders = try #require(imported.respondersJSON)
    for number in 1...5 { #expect(responders.contains(#""title": "Go \#(number)""#)) }
    files.append((name: "Broken.swift", bytes: Array("class keyCommands {\n  func (\n".utf8)))
    let (withBroken, failures) = try frontEnd.importFiles(files, defines: [], jobs: 2)
    #expect(failures.map(\.file) == ["Broken.swift"])
    #expect(failures.first?.line == 2, "\(failures)")
    #expect(failures.first?.reason.hasPrefix("swiftc cannot parse this file: ") == true)
    let all = try #require(withBroken.respondersJSON)
    for number in 1...5 { #expect(all.contains(#""title": "Go \#(number)""#)) }
  }

  /// App targets with the same files and flags (a free and a full edition) are evaluated once,
  /// and each gets its own project facts.
  @Test(.enabled(if: swiftcIsInstalled, "swiftc is not installed"))
  func targetsWithTheSameFilesAreEvaluatedOnce() throws {
    let source = """
      class V: UIViewController {
        override var keyCommands: [UIKeyCommand]? {
          [UIKeyCommand(title: "Go", action: #selector(go), input: "g", modifierFlags: .command)]
        }
        @objc func go() {}
      }
      """
    let files = [(name: "V.swift", bytes: Array(source.utf8))]
    let frontEnd = try SwiftFrontEnd.start(environment: toolchainEnvironment)
    let full = try frontEnd.importFiles(
      files, defines: [], definitionFields: [DefinitionField("app", .string("Full"))], jobs: 1)
    let free = try frontEnd.importFiles(
      files, defines: [], definitionFields: [DefinitionField("app", .string("Free"))], jobs: 1)
    #expect(frontEnd.cache.evaluations.count == 1)
    #expect(full.imported.menuJSON.contains(#""app": "Full""#))
    #expect(free.imported.menuJSON.contains(#""app": "Free""#))
    #expect(full.imported.respondersJSON == free.imported.respondersJSON)
    _ = try frontEnd.importFiles(files, defines: ["DEBUG"], jobs: 1)
    #expect(frontEnd.cache.evaluations.count == 2)
  }

  /// The first error swiftc prints on its standard input's text gives the failure its place.
  @Test func theFirstErrorLineGivesThePlace() throws {
    let output = """
      <stdin>:1:1: warning: something harmless
      <stdin>:4:3: error: expected expression in list of expressions
      2 |   func f() {
      <stdin>:5:1: error: expected '}' in class
      """
    let place = try #require(SwiftFrontEnd.firstError(Array(output.utf8)))
    #expect(place.line == 4 && place.column == 3)
    #expect(place.message == "expected expression in list of expressions")
    #expect(SwiftFrontEnd.firstError(Array("error: no input files\n".utf8)) == nil)
  }
}
