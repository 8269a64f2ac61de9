import Testing

@testable import MenuModel

@Suite struct HashChainsTests {
  /// Items that share a hash are told apart by the comparison, and each is found again.
  @Test func itemsThatShareAHashAreToldApart() {
    let words = ["menu", "undo", "redo", "copy", "menu2"]
    // Two hashes only: every chain holds several words.
    func hash(_ word: String) -> Int { word.count == 4 ? 7 : -7 }
    var chains = HashChains(reservingCapacity: words.count)
    var stored: [String] = []
    for word in words + words {
      if chains.item(withHash: hash(word), where: { stored[$0] == word }) == nil {
        chains.append(hash: hash(word))
        stored.append(word)
      }
    }
    #expect(stored == words)
    #expect(chains.count == words.count)
    for (number, word) in words.enumerated() {
      #expect(chains.item(withHash: hash(word), where: { stored[$0] == word }) == number)
    }
    #expect(chains.item(withHash: 7, where: { stored[$0] == "paste" }) == nil)
    #expect(chains.item(withHash: 8, where: { _ in true }) == nil)
  }
}
