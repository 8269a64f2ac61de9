/// Values kept in one heap box, so that copying their owner costs one retain.
///
/// Copy on write: a change goes to a new box unless this value is the box's only owner.
/// Equal when the boxes are the same or hold equal values.
///
/// The value's type has no requirement but `Sendable`, so that making a box needs no look-up of
/// a conformance by the runtime (about 145 000 instructions for each type's first box); equality
/// and hashing come with the value's.
struct SharedStorage<Value: Sendable>: Sendable {
  // Unchecked: the box is only written through `update`, and only while this value is its
  // sole owner, so no other value (or thread) can observe the write.
  private final class Box: @unchecked Sendable {
    // Unchecked: `update` writes only through a uniquely referenced box, so no access to
    // the value can overlap a write, and the run-time check cost more than the write.
    @exclusivity(unchecked) var value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  init(_ value: Value) {
    box = Box(value)
  }

  /// Which box holds the value.
  var identity: ObjectIdentifier { ObjectIdentifier(box) }

  /// The stored value, borrowed: reading one field copies that field, not the whole value.
  var value: Value {
    _read { yield box.value }
  }

  mutating func update(_ change: (inout Value) -> Void) {
    if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
    change(&box.value)
  }
}

extension SharedStorage: Equatable where Value: Equatable {
  static func == (lhs: SharedStorage, rhs: SharedStorage) -> Bool {
    lhs.box === rhs.box || lhs.box.value == rhs.box.value
  }
}

extension SharedStorage: Hashable where Value: Hashable {
  func hash(into hasher: inout Hasher) {
    hasher.combine(box.value)
  }
}
