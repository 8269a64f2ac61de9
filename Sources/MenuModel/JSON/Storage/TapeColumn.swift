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

  /// Doubles the room, or makes room for `needed` elements if that is more.
  fileprivate mutating func grow(toHold needed: Int = 0) {
    capacity = max(capacity * 2, needed)
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
  }

  /// Makes room for `needed` elements in all.
  fileprivate mutating func reserve(_ needed: Int) {
    if needed > capacity { grow(toHold: needed) }
  }

  /// Counts `added` more elements, which the caller initialized in the room after the last.
  fileprivate mutating func extend(by added: Int) {
    precondition(count + added <= capacity, "no room in the column")
    count += added
  }

  /// Frees the memory; the column must not be used afterwards.
  func deallocate() {
    base.deallocate()
  }
}

/// The values of a parsed document, a column per field, all of one length.
///
/// A value is appended to every column after one check for room: the columns start with the
/// same room and grow together. A value's parent and its index among its siblings are not
/// stored: only a JSON pointer needs them, and ``JSONDocument`` finds them from the root down.
struct JSONTape: Sendable {
  /// Each value's kind (the low bits), whether it is an object key (``keyFlag``), whether it
  /// is a string with escape sequences (``escapedFlag``) and whether it is a string with bytes
  /// outside ASCII (``nonASCIIFlag``), in one byte: read through ``kinds``, ``keys``,
  /// ``escaped`` and ``nonASCII``.
  private var tags: TapeColumn<UInt8>
  /// Byte offset where each value starts.
  private(set) var starts: TapeColumn<UInt32>
  /// For scalars, the byte offset after the value; for containers, the index after the subtree.
  private(set) var ends: TapeColumn<UInt32>

  /// Set in a tag for an object key.
  private static let keyFlag: UInt8 = 0x40
  /// Set in a tag for a string with escape sequences.
  private static let escapedFlag: UInt8 = 0x80
  /// Set in a tag for a string with a byte outside ASCII between its quotes.
  private static let nonASCIIFlag: UInt8 = 0x20
  /// The bits of a tag that hold the kind.
  private static let kindMask: UInt8 = 0x1F

  /// Each value's kind.
  struct Kinds {
    fileprivate let tags: TapeColumn<UInt8>

    @inline(__always)
    subscript(index: Int) -> JSONKind {
      JSONKind(rawValue: tags[index] & JSONTape.kindMask) ?? .null
    }
  }

  /// Whether each value is an object key.
  struct Keys {
    fileprivate let tags: TapeColumn<UInt8>

    @inline(__always)
    subscript(index: Int) -> Bool {
      tags[index] & JSONTape.keyFlag != 0
    }
  }

  /// Whether each value is a string with escape sequences.
  struct Escapes {
    fileprivate let tags: TapeColumn<UInt8>

    @inline(__always)
    subscript(index: Int) -> Bool {
      tags[index] & JSONTape.escapedFlag != 0
    }
  }

  /// Whether each value is a string with a byte outside ASCII between its quotes: its text
  /// need not be read again to tell (an escape such as `\u00e9` is ASCII here).
  struct NonASCII {
    fileprivate let tags: TapeColumn<UInt8>

    @inline(__always)
    subscript(index: Int) -> Bool {
      tags[index] & JSONTape.nonASCIIFlag != 0
    }
  }

  var kinds: Kinds { Kinds(tags: tags) }
  var keys: Keys { Keys(tags: tags) }
  var escaped: Escapes { Escapes(tags: tags) }
  var nonASCII: NonASCII { NonASCII(tags: tags) }

  /// Visits the keys of the object at `object` in order, reading the columns without a bounds
  /// check per read.
  ///
  /// The object's subtree is checked to end within the columns; in a parsed document every
  /// key is followed by its value, and a container's subtree by its next sibling, within the
  /// subtree that holds them, so every read is within it. (Only the document of a failed
  /// parse, which closes its open containers and is never decoded, breaks that.)
  ///
  /// - Parameters:
  ///   - object: The index of an object.
  ///   - visit: Called with each key's index, the offsets of its opening quote and after its
  ///     closing quote, and whether it has escapes; returns `false` to stop.
  /// - Returns: Whether every key was visited.
  @inline(__always)
  func visitKeys(
    of object: Int, _ visit: (_ key: Int, _ start: Int, _ end: Int, _ isEscaped: Bool) -> Bool
  ) -> Bool {
    precondition(tags[object] & Self.kindMask == JSONKind.object.rawValue, "not an object")
    let end = Int(ends[object])
    precondition(end <= count, "a subtree past the last value")
    let tags = tags.base
    let starts = starts.base
    let ends = ends.base
    var key = object + 1
    while key < end {
      guard visit(key, Int(starts[key]), Int(ends[key]), tags[key] & Self.escapedFlag != 0)
      else { return false }
      let value = key + 1
      // The value's subtree ends after it, for a container; a scalar is one value.
      key =
        tags[value] & Self.kindMask <= JSONKind.array.rawValue
        ? max(Int(ends[value]), value + 1) : value + 1
    }
    return true
  }

  /// Creates empty columns with room for `capacity` values.
  init(capacity: Int) {
    tags = TapeColumn(capacity: capacity)
    starts = TapeColumn(capacity: capacity)
    ends = TapeColumn(capacity: capacity)
  }

  /// The number of values.
  var count: Int { tags.count }

  /// Appends a value without escapes; returns its index.
  mutating func append(_ kind: JSONKind, start: UInt32, end: UInt32, isKey: Bool = false)
    -> UInt32
  {
    let index = UInt32(tags.count)
    if tags.isFull {
      tags.grow()
      starts.grow()
      ends.grow()
    }
    tags.appendInCapacity(kind.rawValue | (isKey ? Self.keyFlag : 0))
    starts.appendInCapacity(start)
    ends.appendInCapacity(end)
    return index
  }

  /// Notes what the string at `index` has: escape sequences, bytes outside ASCII.
  func markString(_ index: Int, hasEscapes: Bool, hasNonASCII: Bool) {
    tags[index] |= (hasEscapes ? Self.escapedFlag : 0) | (hasNonASCII ? Self.nonASCIIFlag : 0)
  }

  /// Notes that the string at `index` is an object key.
  func markKey(_ index: Int) {
    tags[index] |= Self.keyFlag
  }

  /// Appends the values of another tape, read after this one's: its containers' ends move by
  /// this tape's length.
  ///
  /// Two jobs copy the columns, one the kinds and starts, the other the ends: most of the cost
  /// is the fresh memory the copies write, which two cores take in half the time.
  mutating func append(_ other: JSONTape, jobs: some JobRunner) {
    let (offset, added) = (count, other.count)
    tags.reserve(offset + added)
    starts.reserve(offset + added)
    ends.reserve(offset + added)
    let target = Destination(
      tags: tags.base + offset, starts: starts.base + offset, ends: ends.base + offset)
    let source = other
    let shift = UInt32(offset)
    _ = jobs.run([
      { @Sendable in
        target.tags.initialize(from: source.tags.base, count: added)
        target.starts.initialize(from: source.starts.base, count: added)
      },
      { @Sendable in
        for index in 0..<added {
          // A container's end is a value index; a scalar's is a byte offset, which stays.
          let isContainer = source.tags.base[index] & Self.kindMask <= JSONKind.array.rawValue
          let end = source.ends.base[index]
          (target.ends + index).initialize(to: isContainer ? end + shift : end)
        }
      },
    ])
    tags.extend(by: added)
    starts.extend(by: added)
    ends.extend(by: added)
  }

  /// Where ``append(_:jobs:)`` writes, for its jobs.
  ///
  /// Unchecked: each job writes its own columns' room, which no one reads until both are done.
  private struct Destination: @unchecked Sendable {
    let tags: UnsafeMutablePointer<UInt8>
    let starts: UnsafeMutablePointer<UInt32>
    let ends: UnsafeMutablePointer<UInt32>
  }

  /// Frees the columns; the tape must not be used afterwards.
  func deallocate() {
    tags.deallocate()
    starts.deallocate()
    ends.deallocate()
  }
}
