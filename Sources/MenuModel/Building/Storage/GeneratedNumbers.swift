extension MenuBuilder {
  /// The base of generated menu identifiers (`com.apple.menu.file/Tabs`) with its hash, made
  /// once: each generated identifier finds its base's number by that hash, and the first
  /// candidate is the base itself, whose hash the menu index also needs.
  struct GeneratedBase: Equatable, Sendable {
    let identifier: MenuIdentifier
    let hash: Int

    init(_ identifier: MenuIdentifier, hash: Int? = nil) {
      self.identifier = identifier
      self.hash = hash ?? identifier.hashValue
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.hash == rhs.hash && lhs.identifier == rhs.identifier
    }
  }

  /// The next number to try for each base of generated identifiers.
  ///
  /// Bases are found by the hash they carry, in a ``NodeIndex`` over a list of entries: one
  /// probe finds a base's entry or makes it, where a `Dictionary` would hash the hash again
  /// for a look-up and again to store the new number, for every menu without an identifier.
  struct GeneratedNumbers: Sendable {
    private var index = NodeIndex()
    /// Every base entered, with its next number; `nil` when it has none (never taken, or
    /// given back).
    private var entries: [(base: GeneratedBase, next: Int?)] = []

    /// The position of `base`'s entry, made without a number if need be, and its number.
    mutating func entry(for base: GeneratedBase) -> (position: Int, next: Int?) {
      let position = Int32(entries.count)
      let found = entries.withUnsafeBufferPointer { entries in
        index.insert(position, hash: base.hash) { entries[Int($0)].base == base }
      }
      if let found { return (Int(found), entries[Int(found)].next) }
      entries.append((base, nil))
      return (Int(position), nil)
    }

    /// Sets the next number of the entry at `position`.
    mutating func setNext(_ next: Int, at position: Int) {
      entries[position].next = next
    }

    /// The next number of a base; setting it enters the base if need be.
    subscript(base: GeneratedBase) -> Int? {
      get {
        index.node(hash: base.hash) { entries[Int($0)].base == base }.flatMap {
          entries[Int($0)].next
        }
      }
      set {
        entries[entry(for: base).position].next = newValue
      }
    }
  }
}

extension MenuIdentifier {
  /// `base`, a space and `number` (`com.apple.menu.file/Tabs 2`), written in one allocation:
  /// every untitled group after a menu's first has such an identifier.
  static func numbered(_ base: MenuIdentifier, _ number: Int) -> MenuIdentifier {
    precondition(number > 0, "generated numbers start at 1")
    var digits = 1
    var rest = number / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    var prefix = base.rawValue
    let raw = prefix.withUTF8 { prefix in
      String(unsafeUninitializedCapacity: prefix.count + 1 + digits) { buffer in
        let written = buffer.initialize(fromContentsOf: prefix)
        buffer[written] = UInt8(ascii: " ")
        var rest = number
        for index in (written + 1..<written + 1 + digits).reversed() {
          buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
        return written + 1 + digits
      }
    }
    return MenuIdentifier(rawValue: raw)
  }
}
