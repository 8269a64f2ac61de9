import Testing

@testable import MenuModel

/// The builder's flat indexes against a dictionary, with hashes chosen to collide.
@Suite struct NodeIndexTests {
  /// The keys of the nodes, action selectors; `hash` maps them to few values at the end of the
  /// table, so most probes meet other keys with the same hash, and runs wrap around to the
  /// start, which removals shift back across.
  static func keys(_ count: Int) -> [String] {
    (0..<count).map { "k\($0 % 50)" }
  }

  static func hash(_ key: String) -> Int { 0xFFFF_FFF8 + key.utf8.reduce(0) { $0 &+ Int($1) } % 7 }

  /// Tables grown by doubling, and tables reserved to sizes that are not powers of two.
  @Test(arguments: [1, 2, 3, 4], [0, 100, 333])
  func agreesWithADictionary(seed: UInt64, reserved: Int) {
    var random = SplitMix(seed: seed)
    let keys = Self.keys(400)
    var index = NodeIndex()
    index.reserveCapacity(reserved)
    var model: [String: Int32] = [:]
    for _ in 0..<4_000 {
      let node = Int32(random.next(keys.count))
      let key = keys[Int(node)]
      let hash = Self.hash(key)
      switch random.next(3) {
      case 0:
        let holder = index.insert(node, hash: hash) { keys[Int($0)] == key }
        #expect(holder == model[key])
        if holder == nil { model[key] = node }
      case 1:
        if let holder = model[key] {
          index.remove(holder, hash: hash)
          model[key] = nil
        } else {
          index.remove(node, hash: hash)  // not indexed: nothing happens
        }
      default:
        if let holder = model[key], holder != node {
          index.replace(holder, with: node, hash: hash)
          model[key] = node
        }
      }
      #expect(index.count == model.count)
    }
    for key in (0..<50).map({ "k\($0)" }) {
      let found = index.node(hash: Self.hash(key)) { keys[Int($0)] == key }
      #expect(found == model[key], "\(key)")
    }
    #expect(Set(index.nodes) == Set(model.values))
  }

  @Test func growsPastItsFirstSlotsAndKeepsEveryEntry() {
    let keys = (0..<10_000).map { "a\($0)" }
    var index = NodeIndex()
    var reserved = NodeIndex()
    reserved.reserveCapacity(10_000)
    for (number, key) in keys.enumerated() {
      let holder = reserved.insert(Int32(number), hash: key.hashValue) { _ in false }
      #expect(holder == nil)
    }
    #expect(reserved.node(hash: "a42".hashValue) { keys[Int($0)] == "a42" } == 42)
    for (number, key) in keys.enumerated() {
      let holder = index.insert(Int32(number), hash: key.hashValue) { keys[Int($0)] == key }
      #expect(holder == nil)
    }
    #expect(index.count == 10_000)
    #expect(index.node(hash: "a9999".hashValue) { keys[Int($0)] == "a9999" } == 9_999)
  }

  /// The numbers of generated identifiers' bases, found through an index, against a
  /// dictionary; the bases' hashes collide, so probes compare bases.
  @Test(arguments: [1, 2, 3]) func generatedNumbersAgreeWithADictionary(seed: UInt64) {
    var random = SplitMix(seed: seed)
    let bases = (0..<60).map { number in
      MenuBuilder.GeneratedBase(
        MenuIdentifier(rawValue: "com.apple.menu.root/Menu \(number)"), hash: number % 5)
    }
    var numbers = MenuBuilder.GeneratedNumbers()
    var model: [String: Int] = [:]
    for _ in 0..<3_000 {
      let base = bases[random.next(bases.count)]
      let key = base.identifier.rawValue
      switch random.next(3) {
      case 0:
        let (position, next) = numbers.entry(for: base)
        #expect(next == model[key])
        let number = random.next(100) + 1
        numbers.setNext(number, at: position)
        model[key] = number
      case 1:
        let number = random.next(2) == 0 ? nil : random.next(100) + 1
        numbers[base] = number
        model[key] = number
      default:
        #expect(numbers[base] == model[key])
      }
    }
    for base in bases { #expect(numbers[base] == model[base.identifier.rawValue]) }
  }

  /// Every build keeps a node per element: a field that breaks the 24-byte layout costs
  /// a third more memory for each of them.
  @Test func aNodeIsTwentyFourBytes() {
    #expect(MemoryLayout<MenuBuilder.Node>.stride == 24)
  }
}
