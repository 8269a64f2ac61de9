/// Finds items by a hash and an exact comparison, for items whose own hashing costs more than
/// a comparison, or whose type should not key a table.
///
/// Items are numbered 0, 1, 2… in the order they are added; the caller keeps them and says
/// whether one is a match. Items with the same hash form a chain, newest first.
struct HashChains {
  /// The newest item with each hash.
  private var newest: [Int: Int] = [:]
  /// The next older item with the same hash as each item, or -1.
  private var older: [Int] = []

  /// Room for `count` items, so that the table never grows.
  init(reservingCapacity count: Int = 0) {
    newest.reserveCapacity(count)
    older.reserveCapacity(count)
  }

  /// The number of items added.
  var count: Int { older.count }

  /// The item with `hash` for which `isMatch` holds, or `nil`.
  func item(withHash hash: Int, where isMatch: (Int) -> Bool) -> Int? {
    var item = newest[hash] ?? -1
    while item >= 0 {
      if isMatch(item) { return item }
      item = older[item]
    }
    return nil
  }

  /// Adds the next item, numbered ``count``, with its hash.
  mutating func append(hash: Int) {
    older.append(newest.updateValue(older.count, forKey: hash) ?? -1)
  }
}
