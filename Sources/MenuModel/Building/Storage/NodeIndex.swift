/// A hash index from keys to the positions of what holds them, such as the nodes of a
/// ``MenuBuilder``, that stores integers only.
///
/// The keys (identifiers, command identities, shortcuts) live in the nodes, or in whatever
/// list the positions are of. Each slot holds a key's 32-bit hash and its position ("node"
/// below), so a look-up compares integers and asks the caller about a node only when the
/// hashes agree; growing rehashes nothing; copying, comparing and freeing the index touch one
/// array and no reference counts.
///
/// Open addressing with linear probing; removal shifts the following entries back, so there
/// are no tombstones. A hash picks its first slot by multiplying rather than masking, so the
/// table can have any size: reserved for a known count, it stays three quarters full instead
/// of rounding up to a power of two, and a large one misses the cache less.
struct NodeIndex: Sendable {
  /// 0 for an empty slot, else the hash in the high half and the node plus one in the low half.
  private var slots = [UInt64](repeating: 0, count: 8)
  /// The number of nodes indexed.
  private(set) var count = 0

  /// The slot a hash starts probing at: its 32 bits scaled to the table's size.
  private func home(_ high: UInt64) -> Int {
    Int(truncatingIfNeeded: (high &* UInt64(slots.count)) >> 32)
  }

  /// The slot after `slot`, wrapping around.
  private func after(_ slot: Int) -> Int {
    let next = slot &+ 1
    return next == slots.count ? 0 : next
  }

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
  ///   - matches: Whether a node with an equal hash holds the key.
  /// - Returns: The node, or `nil` when no node holds the key.
  func node(hash: Int, where matches: (Int32) -> Bool) -> Int32? {
    let high = Self.hash32(hash)
    var slot = home(high)
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      if entry >> 32 == high, matches(Self.node(entry)) { return Self.node(entry) }
      slot = after(slot)
    }
  }

  /// Whether the table is larger than a core's cache (2 MB): up to that size, reading slots
  /// ahead costs more than it saves.
  var isLarge: Bool { slots.count > 1 << 18 }

  /// Reads the slots that look-ups for some hashes read first, bringing them into the cache.
  ///
  /// - Parameter hashes: The keys' hash values.
  /// - Returns: The slots or-ed together, for the caller to keep so that the reads are made.
  func readFirstSlots(of hashes: [Int]) -> UInt64 {
    var read: UInt64 = 0
    slots.withUnsafeBufferPointer { slots in
      for hash in hashes { read |= slots[home(Self.hash32(hash))] }
    }
    return read
  }

  /// Indexes `node` unless a node holding the same key is indexed; returns that node.
  ///
  /// - Parameters:
  ///   - node: The node to add.
  ///   - hash: Its key's hash value.
  ///   - matches: Whether an indexed node with an equal hash holds the same key.
  /// - Returns: The node already holding the key, in which case nothing changed.
  mutating func insert(_ node: Int32, hash: Int, where matches: (Int32) -> Bool) -> Int32? {
    if (count &+ 1) &* 4 > slots.count &* 3 { grow() }
    let high = Self.hash32(hash)
    var slot = home(high)
    while true {
      let entry = slots[slot]
      if entry == 0 { break }
      if entry >> 32 == high, matches(Self.node(entry)) { return Self.node(entry) }
      slot = after(slot)
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
    /// How far `to` lies after `from`, wrapping around.
    func distance(from: Int, to: Int) -> Int {
      to >= from ? to &- from : to &+ slots.count &- from
    }
    var next = after(hole)
    while slots[next] != 0 {
      // Move the entry back unless its home lies cyclically after the hole.
      let entryHome = home(slots[next] >> 32)
      if distance(from: entryHome, to: next) >= distance(from: hole, to: next) {
        slots[hole] = slots[next]
        hole = next
      }
      next = after(next)
    }
    slots[hole] = 0
  }

  /// Every indexed node, in no particular order.
  var nodes: [Int32] {
    slots.compactMap { $0 == 0 ? nil : Self.node($0) }
  }

  private func slot(of node: Int32, hash: Int) -> Int? {
    let wanted = Self.hash32(hash) << 32 | UInt64(UInt32(bitPattern: node &+ 1))
    var slot = home(wanted >> 32)
    while slots[slot] != 0 {
      if slots[slot] == wanted { return slot }
      slot = after(slot)
    }
    return nil
  }

  /// Makes room for `count` entries without growing.
  mutating func reserveCapacity(_ count: Int) {
    // At most three quarters full once `count` entries are in.
    let capacity = count &* 4 / 3 &+ 1
    if capacity > slots.count { rehash(into: capacity) }
  }

  private mutating func grow() {
    rehash(into: slots.count &* 2)
  }

  private mutating func rehash(into capacity: Int) {
    let old = slots
    slots = [UInt64](repeating: 0, count: capacity)
    for entry in old where entry != 0 {
      var slot = home(entry >> 32)
      while slots[slot] != 0 { slot = after(slot) }
      slots[slot] = entry
    }
  }
}
