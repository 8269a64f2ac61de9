/// A hash index from keys to the nodes of a ``MenuBuilder`` that stores integers only.
///
/// The keys (identifiers, command identities, shortcuts) live in the nodes. Each slot holds a
/// key's 32-bit hash and its node, so a look-up compares integers and reads a node only when
/// the hashes agree; growing rehashes nothing; copying, comparing and freeing the index touch
/// one array and no reference counts.
///
/// Open addressing with linear probing; removal shifts the following entries back, so there
/// are no tombstones.
struct NodeIndex: Sendable {
  /// 0 for an empty slot, else the hash in the high half and the node plus one in the low half.
  private var slots = [UInt64](repeating: 0, count: 8)
  /// The number of nodes indexed.
  private(set) var count = 0

  private var mask: Int { slots.count &- 1 }

  private static func hash32(_ hash: Int) -> UInt64 {
    UInt64(UInt32(truncatingIfNeeded: hash ^ (hash >> 32)))
  }

  private static func node(_ entry: UInt64) -> Int32 {
    Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
  }

  /// The node whose key `matches` says is the one sought, among those with this hash.
  ///
  /// - Parameters:
  ///   - hash: The key's hash value.
  ///   - nodes: The builder's nodes.
  ///   - matches: Whether a node with an equal hash holds the key.
  /// - Returns: The node, or `nil` when no node holds the key.
  func node(
    hash: Int, in nodes: [MenuBuilder.Node], where matches: (MenuBuilder.Node) -> Bool
  ) -> Int32? {
    let high = Self.hash32(hash)
    var slot = Int(high) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      if entry >> 32 == high, matches(nodes[Int(Self.node(entry))]) { return Self.node(entry) }
      slot = (slot &+ 1) & mask
    }
  }

  /// Indexes `node` unless a node holding the same key is indexed; returns that node.
  ///
  /// - Parameters:
  ///   - node: The node to add.
  ///   - hash: Its key's hash value.
  ///   - nodes: The builder's nodes.
  ///   - matches: Whether an indexed node with an equal hash holds the same key.
  /// - Returns: The node already holding the key, in which case nothing changed.
  mutating func insert(
    _ node: Int32, hash: Int, in nodes: UnsafeBufferPointer<MenuBuilder.Node>,
    where matches: (MenuBuilder.Node) -> Bool
  ) -> Int32? {
    if (count &+ 1) &* 4 > slots.count &* 3 { grow() }
    let high = Self.hash32(hash)
    var slot = Int(high) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { break }
      if entry >> 32 == high, matches(nodes[Int(Self.node(entry))]) { return Self.node(entry) }
      slot = (slot &+ 1) & mask
    }
    slots[slot] = high << 32 | UInt64(UInt32(bitPattern: node &+ 1))
    count &+= 1
    return nil
  }

  /// Points the entry of `old` at `new`, which holds the same key.
  mutating func replace(_ old: Int32, with new: Int32, hash: Int) {
    guard let slot = slot(of: old, hash: hash) else { return }
    slots[slot] = slots[slot] & ~0xFFFF_FFFF | UInt64(UInt32(bitPattern: new &+ 1))
  }

  /// Removes the entry of `node`, if it has one.
  mutating func remove(_ node: Int32, hash: Int) {
    guard var hole = slot(of: node, hash: hash) else { return }
    count &-= 1
    var next = (hole &+ 1) & mask
    while slots[next] != 0 {
      let home = Int(slots[next] >> 32) & mask
      // Move the entry back unless its home lies cyclically after the hole.
      let distanceToEntry = (next &- home) & mask
      let distanceToHole = (next &- hole) & mask
      if distanceToEntry >= distanceToHole {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next &+ 1) & mask
    }
    slots[hole] = 0
  }

  /// Every indexed node, in no particular order.
  var nodes: [Int32] {
    slots.compactMap { $0 == 0 ? nil : Self.node($0) }
  }

  private func slot(of node: Int32, hash: Int) -> Int? {
    let wanted = Self.hash32(hash) << 32 | UInt64(UInt32(bitPattern: node &+ 1))
    var slot = Int(wanted >> 32) & mask
    while slots[slot] != 0 {
      if slots[slot] == wanted { return slot }
      slot = (slot &+ 1) & mask
    }
    return nil
  }

  /// Makes room for `count` entries without growing.
  mutating func reserveCapacity(_ count: Int) {
    var capacity = slots.count
    while capacity &* 3 < count &* 4 { capacity &*= 2 }
    if capacity > slots.count { rehash(into: capacity) }
  }

  private mutating func grow() {
    rehash(into: slots.count &* 2)
  }

  private mutating func rehash(into capacity: Int) {
    let old = slots
    slots = [UInt64](repeating: 0, count: capacity)
    for entry in old where entry != 0 {
      var slot = Int(entry >> 32) & mask
      while slots[slot] != 0 { slot = (slot &+ 1) & mask }
      slots[slot] = entry
    }
  }
}
