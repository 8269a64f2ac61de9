/// A value of a ``JSONDocument`` that does not keep the document alive.
///
/// The decoders read hundreds of thousands of values, on several threads at once. A
/// ``JSONValue`` retains its document whenever it is made or copied, and those updates of one
/// shared reference count cost more than the reading itself. A borrowed value is an index and
/// an unretained reference instead: it is valid only while something else holds the document,
/// as each reader that makes borrowed values does for as long as it reads. It has the same
/// members as ``JSONValue``; the ones read rarely (locations, numbers) go through one.
struct BorrowedJSONValue {
  /// The document, which the caller keeps alive; never retained or released here.
  let documentReference: UnretainedDocument
  /// The value's index in document order.
  let index: Int

  init(document: JSONDocument, index: Int) {
    self.init(documentReference: UnretainedDocument(document), index: index)
  }

  init(documentReference: UnretainedDocument, index: Int) {
    self.documentReference = documentReference
    self.index = index
  }

  /// Borrows a value whose document the caller keeps alive.
  init(_ value: JSONValue) {
    self.init(document: value.document, index: value.index)
  }

  /// The document, as a strong reference: for reads off the hot paths.
  var document: JSONDocument { documentReference.document }

  /// Runs `body` with the document and no reference count update (see
  /// ``UnretainedDocument/withDocument(_:)``).
  @inline(__always)
  func withDocument<Result>(_ body: (JSONDocument) -> Result) -> Result {
    documentReference.withDocument(body)
  }

  /// The value at another index of the same document, borrowed alike.
  func value(at index: Int) -> BorrowedJSONValue {
    BorrowedJSONValue(documentReference: documentReference, index: index)
  }

  /// The value as a ``JSONValue``, which retains the document.
  var retained: JSONValue { JSONValue(document: document, index: index) }

  var kind: JSONKind { withDocument { $0.kinds[index] } }

  var location: SourceLocation { retained.location }

  var pointer: String { retained.pointer }

  var string: String? {
    withDocument { $0.kinds[index] == .string ? $0.string(at: index) : nil }
  }

  /// A boolean's text is `true` or `false`: its length tells which.
  var bool: Bool? {
    withDocument { $0.kinds[index] == .bool ? $0.ends[index] - $0.starts[index] == 4 : nil }
  }

  var number: Double? { retained.number }

  var integer: Int? { retained.integer }

  var text: String { retained.text }

  /// An array's elements, read off the tape one at a time, with their count: no list of them
  /// is made, so that a decoder can fill a list of exactly that many results.
  var elementSequence: ElementSequence { ElementSequence(array: self) }

  /// The elements of an array value, in order; none for other values.
  struct ElementSequence: Sequence, IteratorProtocol {
    private let documentReference: UnretainedDocument
    private var position: Int
    private let end: Int

    fileprivate init(array: BorrowedJSONValue) {
      documentReference = array.documentReference
      (position, end) = array.withDocument { document in
        document.kinds[array.index] == .array
          ? (array.index + 1, Int(document.ends[array.index])) : (0, 0)
      }
    }

    /// How many elements are left: a walk over the tape, not over the text.
    var count: Int {
      documentReference.withDocument { document in
        var count = 0
        var child = position
        while child < end {
          count += 1
          child = document.next(after: child)
        }
        return count
      }
    }

    mutating func next() -> BorrowedJSONValue? {
      guard position < end else { return nil }
      let element = BorrowedJSONValue(documentReference: documentReference, index: position)
      position = documentReference.withDocument { $0.next(after: position) }
      return element
    }
  }

  var elements: [BorrowedJSONValue] {
    withDocument { $0.elementIndices(of: index) }.map {
      BorrowedJSONValue(documentReference: documentReference, index: $0)
    }
  }

  var members: [Member] {
    withDocument { $0.keyIndices(of: index) }.map {
      Member(
        key: BorrowedJSONValue(documentReference: documentReference, index: $0),
        value: BorrowedJSONValue(documentReference: documentReference, index: $0 + 1))
    }
  }

  /// The value of the last member named `key`, when the value is an object.
  subscript(key: String) -> BorrowedJSONValue? {
    retained[key].map(BorrowedJSONValue.init)
  }

  /// An object member: its key and its value.
  struct Member {
    let key: BorrowedJSONValue
    let value: BorrowedJSONValue

    /// The key's text.
    var name: String { key.withDocument { $0.string(at: key.index) } }
  }
}
