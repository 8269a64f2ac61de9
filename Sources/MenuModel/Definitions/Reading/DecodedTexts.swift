/// Where a ``DefinitionReader`` keeps the titles and actions it decodes (see ``StoredText``),
/// and the document's bytes while it reads them.
struct DecodedTexts {
  let arena = TextArena()
  /// The document's bytes while ``DefinitionReader/withText(_:)`` runs; `nil` otherwise.
  var bytes: UnsafeBufferPointer<UInt8>?
}

/// Reading strings from the document's bytes in place, into the reader's arena.
extension DefinitionReader {
  /// The document's bytes while ``withText(_:)`` runs; `nil` otherwise.
  var text: UnsafeBufferPointer<UInt8>? { texts.bytes }

  /// Runs `body` with the document's bytes borrowed once, for all the strings it reads.
  ///
  /// Borrowing them for each string would update the reference count of one array from
  /// every thread that decodes a part of the file.
  mutating func withText<Result>(_ body: (inout DefinitionReader) -> Result) -> Result {
    let document = self.document
    return document.text.withUnsafeBufferPointer { bytes in
      let outer = texts.bytes
      texts.bytes = bytes
      // A file read in place stays for as long as its texts do: they need no copies.
      if let owner = document.text.owner {
        texts.arena.readInPlace(UnsafeRawBufferPointer(bytes), owner: owner)
      }
      defer { texts.bytes = outer }
      return body(&self)
    }
  }

  /// A string value without escapes in a file read in place, kept where it is, as
  /// ``storedText(_:_:)`` keeps it; `nil` for any other value, which the caller reads in full
  /// and reports.
  ///
  /// Most titles and actions are such strings: each is then read from the document once.
  func textInFile(_ value: BorrowedJSONValue?, allowsEmpty: Bool) -> StoredText? {
    guard let value, text != nil else { return nil }
    let index = value.index
    let found = value.withDocument { document -> (start: Int, count: Int, isASCII: Bool)? in
      guard document.kinds[index] == .string, !document.escaped[index] else { return nil }
      // Between the quotes.
      let start = Int(document.starts[index]) + 1
      let count = Int(document.ends[index]) - 1 - start
      guard count > 0 || allowsEmpty else { return nil }
      return (start, count, !document.nonASCII[index])
    }
    guard let found else { return nil }
    return texts.arena.storeInFile(offset: found.start, count: found.count, isASCII: found.isASCII)
  }

  /// ``string(_:_:)`` kept as stored text in this reader's arena (see ``StoredText``).
  mutating func storedText(_ value: BorrowedJSONValue, _ field: String) -> StoredText? {
    guard value.kind == .string else {
      report(.invalidDefinition, "'\(field)' must be a string, found \(value.kind)", at: value)
      return nil
    }
    // Read as ``image(_:)`` reads, without retaining the document; the parser noted whether
    // the string is ASCII.
    let index = value.index
    let text = self.text
    let inPlace = value.withDocument { document -> (UnsafeRawBufferPointer, Bool)? in
      guard let text, !document.escaped[index] else { return nil }
      let bytes = UnsafeRawBufferPointer(
        rebasing: UnsafeRawBufferPointer(text)[
          Int(document.starts[index]) + 1..<Int(document.ends[index]) - 1])
      return (bytes, !document.nonASCII[index])
    }
    if let (bytes, isASCII) = inPlace { return texts.arena.store(bytes, isASCII: isASCII) }
    var unescaped = value.withDocument { $0.string(at: index) }
    return unescaped.withUTF8 { texts.arena.store(UnsafeRawBufferPointer($0)) }
  }

  /// An element's image: one copy of each name, shared by the elements that use it (apps use a
  /// few symbols many times), up to ``sharedImageLimit`` names.
  mutating func image(_ value: BorrowedJSONValue) -> String? {
    guard value.kind == .string else { return string(value, "image") }
    // The document is read through the value, which does not retain it (the reader's own
    // reference would be, around the call that changes `images`).
    let index = value.index
    let text = self.text
    let bytes = value.withDocument { document -> UnsafeBufferPointer<UInt8>? in
      guard let text, !document.escaped[index] else { return nil }
      return UnsafeBufferPointer(
        rebasing: text[Int(document.starts[index]) + 1..<Int(document.ends[index]) - 1])
    }
    if let bytes { return images.name(for: bytes) }
    return images.name(for: value.withDocument { $0.string(at: index) })
  }

  /// What `find` finds for a string value, given its document, index and the document's
  /// bytes; `nil` for any other value, or when the bytes are not borrowed.
  func knownPosition<Found>(
    _ value: BorrowedJSONValue,
    _ find: (JSONDocument, Int, UnsafeBufferPointer<UInt8>) -> Found?
  ) -> Found? {
    guard let text else { return nil }
    let index = value.index
    return value.withDocument { document in
      guard document.kinds[index] == .string else { return nil }
      return find(document, index, text)
    }
  }
}
