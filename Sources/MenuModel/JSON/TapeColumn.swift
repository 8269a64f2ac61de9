/// One column of a parsed document: a value per JSON value, in memory the document owns.
///
/// A column is a pointer and a count, so reading it costs a load and a bounds check and no
/// reference counting: the decoders read each column millions of times, from several threads
/// at once, and an `Array` stored in a class is retained around each of those reads.
///
/// The parser appends to the columns of a ``JSONTape``; the ``JSONDocument`` that adopts them
/// never changes them and frees them when the document goes away.
struct TapeColumn<Element: BitwiseCopyable>: @unchecked Sendable {
  // Unchecked: a column is written only by the parser that made it, and is read-only once a
  // document holds it.
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  /// Creates an empty column with room for `capacity` elements.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  @inline(__always)
  subscript(index: Int) -> Element {
    get {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
      return base[index]
    }
    nonmutating set {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
      base[index] = newValue
    }
  }

  @inline(__always)
  mutating func append(_ element: Element) {
    if isFull { grow() }
    appendInCapacity(element)
  }

  /// Whether the next append needs more room.
  fileprivate var isFull: Bool { count == capacity }

  /// Appends when the caller has made sure there is room (``isFull`` is false): the columns
  /// of a tape grow together, and one check covers them all.
  @inline(__always)
  fileprivate mutating func appendInCapacity(_ element: Element) {
    precondition(count < capacity, "no room in the column")
    (base + count).initialize(to: element)
    count += 1
  }

  /// Doubles the room.
  fileprivate mutating func grow() {
    capacity *= 2
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
  }

  /// Frees the memory; the column must not be used afterwards.
  func deallocate() {
    base.deallocate()
  }
}

/// The values of a parsed document, a column per field, all of one length.
///
/// A value is appended to every column after one check for room: the columns start with the
/// same room and grow together.
struct JSONTape: Sendable {
  private(set) var kinds: TapeColumn<JSONKind>
  /// Byte offset where each value starts.
  private(set) var starts: TapeColumn<UInt32>
  /// For scalars, the byte offset after the value; for containers, the index after the subtree.
  private(set) var ends: TapeColumn<UInt32>
  private(set) var parents: TapeColumn<UInt32>
  /// Index among the parent's elements or members; keys also have ``JSONDocument/keyFlag``
  /// set.
  private(set) var positions: TapeColumn<UInt32>
  /// Whether each string value contains escape sequences.
  private(set) var escaped: TapeColumn<Bool>

  /// Creates empty columns with room for `capacity` values.
  init(capacity: Int) {
    kinds = TapeColumn(capacity: capacity)
    starts = TapeColumn(capacity: capacity)
    ends = TapeColumn(capacity: capacity)
    parents = TapeColumn(capacity: capacity)
    positions = TapeColumn(capacity: capacity)
    escaped = TapeColumn(capacity: capacity)
  }

  /// The number of values.
  var count: Int { kinds.count }

  /// Appends a value without escapes; returns its index.
  mutating func append(
    _ kind: JSONKind, start: UInt32, end: UInt32, parent: UInt32, position: UInt32
  ) -> UInt32 {
    let index = UInt32(kinds.count)
    if kinds.isFull {
      kinds.grow()
      starts.grow()
      ends.grow()
      parents.grow()
      positions.grow()
      escaped.grow()
    }
    kinds.appendInCapacity(kind)
    starts.appendInCapacity(start)
    ends.appendInCapacity(end)
    parents.appendInCapacity(parent)
    positions.appendInCapacity(position)
    escaped.appendInCapacity(false)
    return index
  }

  /// Frees the columns; the tape must not be used afterwards.
  func deallocate() {
    kinds.deallocate()
    starts.deallocate()
    ends.deallocate()
    parents.deallocate()
    positions.deallocate()
    escaped.deallocate()
  }
}
