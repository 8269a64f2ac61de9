import Testing

@testable import MenuModel

/// A file read only for its declarations keeps those the menu code mentions, and what they
/// mention in turn, at their original offsets; the rest becomes white space.
@Suite struct SwiftDeclarationPrunerTests {
  /// The pruned text, and its words with white space collapsed.
  func prune(_ text: String, keeping names: Set<String>) -> (text: String, words: String) {
    var names = names
    let pruned = SwiftDeclarationPruner.pruned(Array(text.utf8), keeping: &names)
    #expect(pruned.count == text.utf8.count)
    let result = String(decoding: pruned, as: UTF8.self)
    #expect(
      result.split(separator: "\n", omittingEmptySubsequences: false).count
        == text.split(separator: "\n", omittingEmptySubsequences: false).count)
    return (
      result, result.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    )
  }

  static let table = """
    import Foundation

    /// Titles.
    enum UserText {
        static let find = NSLocalizedString("find", value: "Find {in} Page", comment: "")
        static let unused = NSLocalizedString("unused", value: \"\"\"
            multi { line
            \"\"\", comment: "")
        @available(iOS 15, *)
        static var other: String { "x" }
        static func helper() -> String { tr("a") }
        private static func tr(_ key: String) -> String { key }
    }

    struct Unrelated {
        var body: some View { Text("x") }
    }
    """

  @Test func onlyTheMentionedMembersOfAMentionedTypeStay() {
    let (text, words) = prune(Self.table, keeping: ["UserText", "find"])
    #expect(
      words == #"import Foundation /// Titles. enum UserText { static let find = "#
        + #"NSLocalizedString("find", value: "Find {in} Page", comment: "") }"#)
    // Kept text stays where it was.
    let original = Array(Self.table.utf8)
    let offset = try? #require(original.firstIndex(of: UInt8(ascii: "N")))
    #expect(offset.map { Array(text.utf8)[$0] } == UInt8(ascii: "N"))
  }

  @Test func whatAKeptDeclarationMentionsIsKeptToo() {
    let (_, words) = prune(Self.table, keeping: ["UserText", "helper"])
    #expect(
      words == #"import Foundation /// Titles. enum UserText { static func helper() -> String "#
        + #"{ tr("a") } private static func tr(_ key: String) -> String { key } }"#)
  }

  @Test func anAttributeOnItsOwnLineGoesWithItsDeclaration() {
    let (_, words) = prune(Self.table, keeping: ["UserText", "other"])
    #expect(
      words == #"import Foundation /// Titles. enum UserText { @available(iOS 15, *) "#
        + #"static var other: String { "x" } }"#)
  }

  @Test func casesInitializersAndIfLinesAlwaysStay() {
    let source = """
      enum Tab: String, CaseIterable {
        case a, b
        case c
        init?(key: String) { self.init(rawValue: key) }
      #if DEBUG
        static let debug = 1
      #else
        static let release = 2
      #endif
        var title: String { "t" }
        func unused() {}
      }
      """
    let (_, words) = prune(source, keeping: ["Tab", "debug"])
    #expect(
      words == "enum Tab: String, CaseIterable { case a, b case c init?(key: String) "
        + "{ self.init(rawValue: key) } #if DEBUG static let debug = 1 #else #endif }")
  }

  @Test func aTypeNobodyMentionsGoesWhole() {
    let (_, words) = prune(Self.table, keeping: ["find"])
    #expect(words == "import Foundation /// Titles.")
  }

  /// An extension's members are searched whether or not its type is named: a constant of
  /// `UIMenu.Identifier` is used as `.databaseFile`.
  @Test func anExtensionIsAlwaysSearched() {
    let source = """
      extension UIKeyCommand {
        static let save = UIKeyCommand(input: "s", modifierFlags: .command, action: #selector(save))
        static let other = 1
      }
      extension Outer.Inner { static let x = 1 }
      """
    let (_, words) = prune(source, keeping: ["UIKeyCommand", "save"])
    #expect(
      words == #"extension UIKeyCommand { static let save = UIKeyCommand(input: "s", "#
        + #"modifierFlags: .command, action: #selector(save)) } extension Outer.Inner { }"#)
    #expect(
      prune(source, keeping: ["x"]).words
        == "extension UIKeyCommand { } extension Outer.Inner { static let x = 1 }")
  }

  /// Types nested deeper than real code nests them are kept whole below a depth, so a hostile
  /// file cannot exhaust the stack.
  @Test func deepNestingIsBounded() {
    let depth = 20_000
    let source =
      String(repeating: "extension A {\n", count: depth) + "static let x = 1\n"
      + String(repeating: "}\n", count: depth)
    var names: Set<String> = []
    let pruned = SwiftDeclarationPruner.pruned(Array(source.utf8), keeping: &names)
    #expect(pruned == Array(source.utf8))
  }

  @Test func unbalancedTextIsLeftAlone() {
    let source = "enum A {\n  static let x = 1\n"
    #expect(prune(source, keeping: []).text == source)
  }

  @Test func identifiersLeaveOutCommentsAndStrings() {
    let names = SwiftDeclarationPruner.identifiers(
      in: Array(#"let a = "b \(c)" // d"#.utf8))
    #expect(names == ["let", "a", "c"])
  }
}
