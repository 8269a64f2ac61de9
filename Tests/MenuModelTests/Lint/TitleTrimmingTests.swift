import Testing

@testable import MenuModel

/// Titles are compared without surrounding spaces, as the overlay shows them.
@Suite struct TitleTrimmingTests {
  @Test(arguments: [
    ("Copy", "Copy"), ("  Copy ", "Copy"), (" Copy  Link ", "Copy  Link"), ("   ", ""), ("", ""),
    ("é ", "é"),
  ])
  func trimsSpacesAtBothEnds(title: String, trimmed: String) {
    #expect(title.trimmingCharacters(in: " ") == trimmed)
  }
}
