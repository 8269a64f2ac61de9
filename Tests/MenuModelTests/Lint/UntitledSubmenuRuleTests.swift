import MenuModel
import Testing

/// `untitled-submenu` flags a submenu whose title is empty or only spaces, as the menu bar would
/// show it blank, and no other.
@Suite struct UntitledSubmenuRuleTests {
  @Test func onlyEmptyAndAllSpaceTitlesAreBlank() {
    // Escapes keep the titles readable: a space with an acute accent is one character that is
    // not a space, and a no-break space is not U+0020 either.
    let titles = ["", "   ", " \\u0301", "\\u00a0", "Tools"]
    let menus = titles.enumerated().map { number, title in
      #"{"type": "menu", "title": "\#(title)", "id": "com.example.m\#(number)", "children": [{"type": "command", "title": "Item \#(number)", "action": "item\#(number):"}]}"#
    }
    let json = #"""
      {"formatVersion": 1, "platforms": ["macCatalyst"], "build": [{"insertElements": [
      \#(menus.joined(separator: ",\n"))], "atEndOf": "file"}]}
      """#
    let found = Linter(options: LintOptions(osVersions: [.v18]))
      .lint(Array(json.utf8), file: "m.json")
      .filter { $0.ruleID == .untitledSubmenu }
    #expect(found.map(\.location?.line) == [2, 3])
  }
}
