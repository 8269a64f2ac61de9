import Testing

@testable import MenuModel

/// Stored texts are equal, and hash, exactly as the strings they stand for.
@Suite struct StoredTextTests {
  /// Pairs that `String` calls equal with different bytes, and pairs it tells apart.
  static let samples = [
    "", "a", "copy:", "Export Selection 0 as PDF…", "caf\u{E9}", "cafe\u{301}", "\u{212A}", "K",
    "\u{212B}", "\u{C5}", "A\u{30A}", "e\u{301}\u{327}", "e\u{327}\u{301}", "\u{1F600}",
    String(repeating: "selectTab:", count: 900),
  ]

  @Test func equalityAndHashesAreTheStrings() {
    let arena = TextArena(blockSize: 64)
    let texts = Self.samples.map { sample in
      var sample = sample
      return sample.withUTF8 { arena.store(UnsafeRawBufferPointer($0)) }
    }
    for (left, leftText) in zip(Self.samples, texts) {
      #expect(leftText.string == left)
      #expect(leftText.utf8Count == left.utf8.count)
      #expect(leftText.hashValue == left.hashValue, "hash of \(left.debugDescription)")
      for (right, rightText) in zip(Self.samples, texts) {
        #expect((leftText == rightText) == (left == right), "\(left) == \(right)")
        #expect((leftText == StoredText(right)) == (left == right))
      }
    }
  }

  /// The fast hash is only for texts no other spelling equals: three ASCII characters have
  /// canonically equivalent scalars outside ASCII, and no other scalar compares below U+0080,
  /// which a scalar whose normalized form starts with ASCII would.
  @Test func onlyThreeScalarsOutsideASCIIAreEquivalentToASCII() {
    var equivalents: [Unicode.Scalar] = []
    for value in UInt32(0x80)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if String(scalar) < "\u{80}" { equivalents.append(scalar) }
    }
    #expect(equivalents == ["\u{37E}", "\u{1FEF}", "\u{212A}"])
    #expect(equivalents.map { String($0) } == [";", "`", "K"])
  }

  @Test func textsNoOtherSpellingEqualsHashTheirBytes() {
    let arena = TextArena(blockSize: 64)
    func stored(_ string: String) -> StoredText {
      var string = string
      return string.withUTF8 { arena.store(UnsafeRawBufferPointer($0)) }
    }
    #expect(stored("copy:").bytesHash == stored("copy:").bytesHash)
    #expect(stored("copy:").bytesHash != nil)
    #expect(stored("copy:").bytesHash != stored("paste:").bytesHash)
    for spelled in ["Kelvin:", "a;b", "`", "caf\u{E9}:", "\u{212A}"] {
      #expect(stored(spelled).bytesHash == nil, "\(spelled)")
    }
  }

  @Test func asciiTextsHashWithoutMakingStrings() {
    // Otherwise every decoded action would be made into a string to be hashed: slower, and
    // a sign that the standard library changed how it hashes strings.
    #expect(StoredText.asciiHashesAsBytes)
  }

  @Test func textsStayValidAsTheArenaGrows() {
    let arena = TextArena(blockSize: 256)
    var random = SplitMix(seed: 11)
    var written: [(String, StoredText)] = []
    for number in 0..<5_000 {
      // Mostly short texts that share blocks, some longer than a quarter of one.
      var string = "text \(number) " + String(repeating: "é", count: random.next(3) == 0 ? 90 : 2)
      written.append((string, string.withUTF8 { arena.store(UnsafeRawBufferPointer($0)) }))
    }
    for (string, text) in written {
      #expect(text.string == string)
      #expect(text.isASCII == string.utf8.allSatisfy { $0 < 0x80 })
    }
  }

  /// A copy of a decoder holds the same arena: what either stores goes after what both stored.
  @Test func copiesOfAnArenasHolderDoNotWriteOverEachOther() {
    struct Holder {
      let arena = TextArena(blockSize: 64)

      func store(_ string: String) -> StoredText {
        var string = string
        return string.withUTF8 { arena.store(UnsafeRawBufferPointer($0)) }
      }
    }
    let first = Holder()
    let stored = first.store("before")
    let second = first
    let fromFirst = first.store("first")
    let fromSecond = second.store("second")
    #expect([stored.string, fromFirst.string, fromSecond.string] == ["before", "first", "second"])
  }

  @Test func decodedAndWrittenIdentitiesAgree() {
    for action in Self.samples where !action.isEmpty {
      var bytes = action
      let stored = bytes.withUTF8 { TextArena.storedAlone(UnsafeRawBufferPointer($0)) }
      for propertyList in [nil, PropertyList.string("name")] {
        let decoded = CommandIdentity(action: stored, propertyList: propertyList)
        let written = CommandIdentity(action: action, propertyList: propertyList)
        #expect(decoded == written)
        #expect(decoded.fingerprint == written.fingerprint)
        #expect(decoded.hashValue == written.hashValue)
        #expect(decoded.action == action)
      }
    }
    // Canonically equivalent actions are one identity, however each was made, also when one
    // spelling is ASCII (whose fingerprint may skip `Hasher`).
    let pairs = [
      ("\u{212A}", "K"), ("select\u{212A}:", "selectK:"), ("a\u{37E}b:", "a;b:"),
      ("\u{1FEF}tick:", "`tick:"),
    ]
    for (other, ascii) in pairs {
      var bytes = other
      let decoded = bytes.withUTF8 { TextArena.storedAlone(UnsafeRawBufferPointer($0)) }
      var asciiBytes = ascii
      let decodedASCII = asciiBytes.withUTF8 {
        TextArena.storedAlone(UnsafeRawBufferPointer($0))
      }
      let identities = [
        CommandIdentity(action: decoded, propertyList: nil), CommandIdentity(action: other),
        CommandIdentity(action: decodedASCII, propertyList: nil), CommandIdentity(action: ascii),
      ]
      for identity in identities {
        #expect(identity == identities[0])
        #expect(identity.fingerprint == identities[0].fingerprint, "\(ascii)")
        #expect(identity.hashValue == identities[0].hashValue)
      }
    }
  }

  @Test func decodedTitlesAndActionsReadAsWritten() throws {
    let file = #"""
      {"formatVersion": 1, "app": "A", "platforms": ["iPadOS"], "base": "empty", "build": [
        {"insertChild": {"type": "menu", "title": "M", "id": "m", "children": [
          {"type": "command", "title": "Caf\u00e9 \"Menu\"", "action": "caf\u00e9:"},
          {"type": "command", "title": "Export…", "action": "exportSelection:", "shortcut": "cmd+e"}]},
         "atEndOf": "root"}]}
      """#
    let menu = try insertedMenu(decoding: file)
    let commands = menu.children.compactMap { element -> Command? in
      guard case .command(let command) = element else { return nil }
      return command
    }
    #expect(commands.map(\.title) == ["Café \"Menu\"", "Export…"])
    #expect(commands.map(\.action) == ["café:", "exportSelection:"])
    #expect(commands[1].identity == CommandIdentity(action: "exportSelection:"))
    // The escaped action is one identity with its canonically equivalent spelling.
    #expect(commands[0].identity == CommandIdentity(action: "cafe\u{301}:"))
  }

  /// Texts of a file read in place stay where they are and keep the file; other texts are
  /// copied and do not.
  @Test func textsOfAFileReadInPlaceKeepTheFile() {
    var freed = 0
    var owner: FileBytesTests.Owner? = .init(Array("café copy: Open…".utf8)) { freed += 1 }
    let file = UnsafeRawBufferPointer(owner!.memory)
    let arena = TextArena(blockSize: 64)
    arena.readInPlace(file, owner: owner!)
    let inPlace = [0..<5, 6..<11, 12..<19].map {
      arena.store(UnsafeRawBufferPointer(rebasing: file[$0]))
    }
    var elsewhere = "copy:"
    let copied = elsewhere.withUTF8 { arena.store(UnsafeRawBufferPointer($0)) }
    owner = nil
    #expect(freed == 0)
    #expect(inPlace.map(\.string) == ["café", "copy:", "Open…"])
    #expect(inPlace.map(\.isASCII) == [false, true, false])
    #expect(inPlace[1] == copied && inPlace[1].hashValue == copied.hashValue)
    _ = consume arena
    #expect(freed == 0)
    _ = consume inPlace
    #expect(freed == 1)
    #expect(copied.string == "copy:")
  }

  /// A title or action read from a file read in place is the text `store` keeps, and every
  /// other value, or an empty required one, is read and reported as from an array.
  @Test func requiredTextsOfAFileReadInPlaceAreReadAsFromAnArray() throws {
    let text = #"""
      {"formatVersion": 1, "base": "empty", "build": [{"insertElements": [
        {"type": "command", "title": "Café", "action": "copy:"},
        {"type": "command", "title": "", "action": "paste:"},
        {"type": "command", "title": "Cut", "action": ""},
        {"type": "command", "title": "Esc\u0061ped", "action": "esc\u0061ped:"},
        {"type": "command", "title": 3, "action": "number:"},
        {"type": "command", "title": "No action"},
        {"type": "command", "title": "Null", "action": null},
        {"type": "action", "title": "Open…", "id": "open"}], "atEndOf": "root"}]}
      """#
    let bytes = Array(text.utf8)
    let owner = FileBytesTests.Owner(bytes)
    let inPlace = MenuDefinitionDecoder.decode(
      FileBytes(unsafeBytes: UnsafeRawBufferPointer(owner.memory), owner: owner),
      file: "f.menu.json")
    let copied = MenuDefinitionDecoder.decode(bytes, file: "f.menu.json")
    #expect(inPlace.diagnostics == copied.diagnostics)
    #expect(inPlace.diagnostics.count == 4)
    guard
      case .insertElementsInMenu(let elements, _, _) = inPlace.definition?.operations.first?.kind,
      case .insertElementsInMenu(let copiedElements, _, _) = copied.definition?.operations.first?
        .kind
    else {
      Issue.record("one insertion")
      return
    }
    #expect(elements == copiedElements)
    let commands = elements.compactMap { element -> Command? in
      guard case .command(let command) = element else { return nil }
      return command
    }
    #expect(commands.map(\.title) == ["Café", "", "Escaped"])
    #expect(commands.map(\.action) == ["copy:", "paste:", "escaped:"])

    let arena = TextArena()
    #expect(arena.storeInFile(offset: 0, count: 1, isASCII: true) == nil)
    arena.readInPlace(UnsafeRawBufferPointer(owner.memory), owner: owner)
    #expect(arena.storeInFile(offset: 2, count: 6, isASCII: true)?.string == "format")
    #expect(arena.storeInFile(offset: bytes.count - 1, count: 2, isASCII: true) == nil)
    #expect(arena.storeInFile(offset: -1, count: 1, isASCII: true) == nil)
  }

  /// Past the first 2 GiB of a file, whose offset a stored text cannot hold, texts are copied.
  @Test func textsBeyondTwoGiBOfAFileAreCopied() {
    var freed = 0
    var owner: FileBytesTests.Owner? = .init(Array("menu".utf8)) { freed += 1 }
    let bytes = UnsafeRawBufferPointer(owner!.memory)
    // A file said to start 2 GiB before these bytes; only the bytes themselves are read.
    let file = UnsafeRawBufferPointer(start: bytes.baseAddress! - (1 << 31), count: (1 << 31) + 4)
    let arena = TextArena()
    arena.readInPlace(file, owner: owner!)
    let text = arena.store(bytes)
    _ = consume arena
    owner = nil
    #expect(freed == 1)
    #expect(text.string == "menu")
  }
}
