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

  @Test func batchesAreAboutEvenlySized() {
    #expect(SwiftFrontEnd.batches([10, 1, 1, 9], count: 2) == [[0, 2], [1, 3]])
    #expect(SwiftFrontEnd.batches([5, 5, 5], count: 5) == [[0], [1], [2]])
    #expect(SwiftFrontEnd.batches([], count: 0).isEmpty)
    #expect(SwiftFrontEnd.batches([1, 2, 3], count: 1) == [[0, 1, 2]])
  }

  /// Six files in two swiftc runs, one of them broken: the broken one is named in the error,
  /// and a run whose other files all parse imports them all.
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
    let imported = try frontEnd.importFiles(files, defines: [], jobs: 2)
    let responders = try #require(imported.respondersJSON)
    for number in 1...5 { #expect(responders.contains(#""title": "Go \#(number)""#)) }
    files.append((name: "Broken.swift", bytes: Array("class keyCommands {\n  func (\n".utf8)))
    #expect {
      try frontEnd.importFiles(files, defines: [], jobs: 2)
    } throws: { error in
      let message = (error as? SwiftFrontEnd.Failure)?.message ?? ""
      return message.hasPrefix("error: Broken.swift: swiftc cannot parse this file")
    }
  }
}
