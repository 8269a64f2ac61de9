import Foundation
import Testing

@testable import menulint

/// Every example's exact `menulint lint` output, kept in `Examples/<Name>/lint.expected`.
@Suite(.serialized) struct ExamplesTests {
  static let examples = ["Browser", "Broken", "MarkdownEditor", "Photos"]

  @Test(arguments: examples) func lintOutputIsAsDocumented(example: String) {
    let arguments = ["lint", "Examples/\(example)"]
    let run = Run.real(arguments)
    Golden.expect(run.transcript(arguments), matches: "Examples/\(example)/lint.expected")
  }

  @Test func exitCodesAreAsDocumented() {
    #expect(Run.real(["lint", "Examples/Browser"]).status == 0)
    #expect(Run.real(["lint", "Examples/Broken"]).status == 1)
    #expect(Run.real(["lint", "Examples/Missing"]).status == 66)
    #expect(Run.real(["lint", "--format", "xml", "Examples"]).status == 64)
  }
}
