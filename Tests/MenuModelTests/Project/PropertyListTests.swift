import MenuModel
import Testing

/// The ASCII (OpenStep) property lists Xcode writes project files in.
@Suite struct ASCIIPropertyListTests {
  @Test func readsDictionariesArraysStringsDataAndComments() throws {
    let text = """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjects = {
      /* Begin PBXBuildFile section */
      \t\tAB12 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = CD34 /* App.swift */; };
      /* End PBXBuildFile section */
      \t};
      \tlist = (a, "b c", );
      \tempty = ( );
      \tdata = <0fbd 7891>;
      \tquoted = "tab\\tquote\\"back\\\\slash\\U00e9\\012";
      \t'single' = 'x';
      \tpath = Sources/App-Main.swift;
      \t"KEY[sdk=iphoneos*]" = "$(inherited)";
      }
      """
    let root = try #require(try ASCIIPropertyList.parse(Array(text.utf8)).dictionary)
    #expect(root["archiveVersion"] == .string("1"))
    #expect(root["classes"] == .dictionary(PropertyListDictionary()))
    let file = try #require(root["objects"]?.dictionary?["AB12"]?.dictionary)
    #expect(file["isa"] == .string("PBXBuildFile"))
    #expect(file["fileRef"] == .string("CD34"))
    #expect(root["list"] == .array([.string("a"), .string("b c")]))
    #expect(root["empty"] == .array([]))
    #expect(root["data"] == .data([0x0F, 0xBD, 0x78, 0x91]))
    #expect(root["quoted"] == .string("tab\tquote\"back\\slashé\n"))
    #expect(root["single"] == .string("x"))
    #expect(root["path"] == .string("Sources/App-Main.swift"))
    #expect(root["KEY[sdk=iphoneos*]"] == .string("$(inherited)"))
    #expect(root.keys.first == "archiveVersion")
    #expect(root.offset(of: "archiveVersion") == Array(text.utf8).firstIndex(of: UInt8(ascii: "a")))
  }

  @Test(arguments: [
    ("{ a = b; ", "a dictionary is not closed with '}'", 0),
    ("{ a = b }", "expected ';' after the value of 'a'", 8),
    ("{ a b; }", "expected '=' after the key 'a'", 4),
    ("{ a = \"b; }", "a string is not closed", 6),
    ("{ a = (1, 2; }", "expected ',' or ')' in an array", 11),
    ("{ a = <0g>; }", "'g' is not a hexadecimal digit in data", 8),
    ("{ a = <0f1>; }", "data has an odd number of hexadecimal digits", 6),
    ("{ /* open", "a /* comment is not closed", 2),
    ("", "the file is empty", 0),
    ("{ } }", "unexpected text after the property list", 4),
    ("{ a = ; }", "unexpected ';' where a value should be", 6),
  ])
  func reportsProblemsAtTheirOffset(text: String, message: String, offset: Int) {
    #expect(throws: ProjectFileError(message, at: offset)) {
      try ASCIIPropertyList.parse(Array(text.utf8))
    }
  }

  /// Hostile nesting is an error at a bounded depth, not a stack overflow.
  @Test func deepNestingIsAnError() {
    let text = String(repeating: "(", count: 100_000)
    #expect(throws: ProjectFileError.self) { try ASCIIPropertyList.parse(Array(text.utf8)) }
    let dictionaries = String(repeating: "{a=", count: 50_000)
    #expect(throws: ProjectFileError.self) {
      try ASCIIPropertyList.parse(Array(dictionaries.utf8))
    }
  }
}

/// XML property lists: Info.plist files.
@Suite struct XMLPropertyListTests {
  @Test func readsEveryElement() throws {
    let text = """
      \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <!-- the app's keys -->
      <dict>
      \t<key>Name</key>
      \t<string>Ledger &amp; Co &#x2014; &lt;1&gt; &#65;</string>
      \t<key>Empty</key>
      \t<string/>
      \t<key>Yes</key>
      \t<true/>
      \t<key>No</key>
      \t<false/>
      \t<key>Count</key>
      \t<integer> -42 </integer>
      \t<key>Ratio</key>
      \t<real>0.5</real>
      \t<key>When</key>
      \t<date>2025-06-09T17:00:00Z</date>
      \t<key>Bytes</key>
      \t<data>
      \tAAEC
      \t</data>
      \t<key>List</key>
      \t<array>
      \t\t<string><![CDATA[<raw> & text]]></string>
      \t\t<dict/>
      \t\t<array/>
      \t</array>
      </dict>
      </plist>
      """
    let root = try #require(try XMLPropertyList.parse(Array(text.utf8)).dictionary)
    #expect(root["Name"] == .string("Ledger & Co — <1> A"))
    #expect(root["Empty"] == .string(""))
    #expect(root["Yes"] == .bool(true))
    #expect(root["No"] == .bool(false))
    #expect(root["Count"] == .integer(-42))
    #expect(root["Ratio"] == .real("0.5"))
    #expect(root["When"] == .date("2025-06-09T17:00:00Z"))
    #expect(root["Bytes"] == .data([0, 1, 2]))
    #expect(
      root["List"]
        == .array([.string("<raw> & text"), .dictionary(PropertyListDictionary()), .array([])]))
    #expect(root.keys == ["Name", "Empty", "Yes", "No", "Count", "Ratio", "When", "Bytes", "List"])
  }

  @Test func readsABareValueWithoutPlist() throws {
    #expect(
      try XMLPropertyList.parse(Array("<array><true/></array>".utf8)) == .array([.bool(true)]))
  }

  @Test func binaryPropertyListsAreNamed() {
    #expect(
      throws: ProjectFileError(
        "this is a binary property list; menulint reads XML ones (convert it with "
          + "'plutil -convert xml1')", at: 0)
    ) {
      try XMLPropertyList.parse(Array("bplist00\u{1}\u{2}".utf8))
    }
  }

  @Test(arguments: [
    ("<plist><dict><key>A</key></dict></plist>", "the key 'A' has no value"),
    (
      "<plist><dict><string>x</string></dict></plist>", "expected <key> in a <dict>, found <string>"
    ),
    ("<plist><dict>", "the file ends too early"),
    ("<plist><integer>x</integer></plist>", "'x' is not an integer"),
    ("<plist><string>a &nbsp; b</string></plist>", "unknown entity '&nbsp;'"),
    ("<plist><string>a & b</string></plist>", "'&' does not start a reference; write &amp;"),
    ("<plist><color/></plist>", "<color> is not a property-list element"),
    ("<plist><array></dict></plist>", "expected </array>, found </dict>"),
    ("<plist><string>x</plist>", "expected </string>, found </plist>"),
    ("<plist><data>@@</data></plist>", "<data> is not valid base64"),
    ("<plist><true/></plist> trailing", "unexpected text after the property list"),
    ("<!-- open", "a comment is not closed"),
  ])
  func reportsProblems(text: String, message: String) {
    #expect {
      try XMLPropertyList.parse(Array(text.utf8))
    } throws: { error in
      (error as? ProjectFileError)?.message == message
    }
  }

  @Test func deepNestingIsAnError() {
    let text = "<plist>" + String(repeating: "<array>", count: 100_000)
    #expect(throws: ProjectFileError.self) { try XMLPropertyList.parse(Array(text.utf8)) }
  }

  @Test func errorsPointAtTheirLine() {
    let text = "<plist>\n<dict>\n  <key>A</key>\n  <wrong/>\n</dict>\n</plist>"
    do {
      _ = try XMLPropertyList.parse(Array(text.utf8))
      Issue.record("parsed")
    } catch {
      let position = LineIndex(Array(text.utf8)).position(ofOffset: error.offset)
      #expect(position.line == 4 && position.column == 3)
    }
  }
}
