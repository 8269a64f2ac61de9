/// One column of a parsed document: a value per JSON value, in memory the document owns.
///
/// A column is a pointer and a count, so reading it costs a load and a bounds check and no
/// reference counting: the decoders read each column millions of times, from several threads
/// at once, and an `Array` stored in a class is retained around each of those reads.
///
/// The parser appends to a column; the ``JSONDocument`` that adopts it never changes it and
/// frees it when the document goes away.
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
  var isFull: Bool { count == capacity }

  /// Appends when the caller has made sure there is room (``isFull`` is false): columns that
  /// grow together check one of them.
  @inline(__always)
  mutating func appendInCapacity(_ element: Element) {
    precondition(count < capacity, "no room in the column")
    (base + count).initialize(to: element)
    count += 1
  }

  /// Doubles the room.
  mutating func grow() {
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
