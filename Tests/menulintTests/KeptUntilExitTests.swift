import Testing

@testable import menulint

/// The CLI leaves the last files' models for the process exit to free.
@Suite struct KeptUntilExitTests {
  final class Model: Sendable {}

  @Test func aKeptValueOutlivesItsLastReference() {
    weak var weakModel: Model?
    do {
      let model = Model()
      weakModel = model
      KeptUntilExit.keep([model])
    }
    #expect(weakModel != nil)
  }
}
