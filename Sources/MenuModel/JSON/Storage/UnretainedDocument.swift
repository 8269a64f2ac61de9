/// A reference to a ``JSONDocument`` that is never retained or released: valid only while
/// something else holds the document (see ``BorrowedJSONValue``).
struct UnretainedDocument {
  private let reference: Unmanaged<JSONDocument>

  init(_ document: JSONDocument) {
    reference = .passUnretained(document)
  }

  /// The document, as a strong reference: for reads off the hot paths.
  var document: JSONDocument { reference.takeUnretainedValue() }

  /// Runs `body` with the document and no reference count update.
  ///
  /// Even an `unowned(unsafe)` reference is retained when passed to a function; from several
  /// threads, those updates of one count cost more than the reads they surround.
  @inline(__always)
  func withDocument<Result>(_ body: (JSONDocument) -> Result) -> Result {
    reference._withUnsafeGuaranteedRef(body)
  }
}
