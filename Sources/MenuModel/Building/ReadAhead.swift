extension MenuBuilder {
  /// Reads the command index slots that staging an operation will probe, a window of commands
  /// ahead of it.
  ///
  /// In an index larger than the cache, every probe misses it. Staging waits for each miss in
  /// turn, since the next probe comes a thousand instructions later; reads made ahead do not
  /// depend on each other, so the memory system serves many at once, and staging then finds
  /// its slots in the cache. The reads follow the elements in staging's order (preorder).
  struct ReadAhead {
    /// How many commands are read ahead at a time; their slots fit in a core's cache.
    static let window = 2048

    /// The sibling lists being walked, innermost last, each with the next element to read.
    private var frames: [(siblings: [MenuElement], next: Int)]
    /// The commands read ahead, and staged, so far.
    private(set) var read = 0
    private(set) var staged = 0
    /// The hashes of the window's commands, gathered before their slots are read: the loop
    /// that reads the slots is then short enough for many reads to be under way at once.
    private(set) var hashes: [Int] = []

    init(_ elements: [MenuElement]) {
      frames = [(elements, 0)]
    }

    /// Notes that staging has reached one more command, and reads half a window more when
    /// fewer than half a window of commands are read ahead of it.
    ///
    /// - Parameter index: The command index.
    /// - Returns: The slots read, or-ed together (see ``MenuBuilder/readAheadSlots``).
    mutating func stagingCommand(in index: NodeIndex) -> UInt64 {
      staged &+= 1
      guard read &- staged < Self.window / 2, !frames.isEmpty else { return 0 }
      return read(Self.window / 2, in: index)
    }

    /// Reads the slots of the next `count` commands.
    ///
    /// - Parameters:
    ///   - count: How many commands to read ahead; staging starts with a ``window``.
    ///   - index: The command index.
    /// - Returns: The slots read, or-ed together.
    mutating func read(_ count: Int = window, in index: NodeIndex) -> UInt64 {
      gather(count)
      return index.readFirstSlots(of: hashes)
    }

    /// Replaces ``hashes`` with the fingerprints of the next `count` commands.
    mutating func gather(_ count: Int) {
      hashes.removeAll(keepingCapacity: true)
      var remaining = count
      while remaining > 0, var frame = frames.popLast() {
        var children: [MenuElement]?
        // Through a pointer, so that reading an element does not retain it: its reference
        // count is in the line that misses the cache.
        frame.siblings.withUnsafeBufferPointer { siblings in
          while frame.next < siblings.count, remaining > 0, children == nil {
            let next = frame.next
            frame.next += 1
            if let hash = siblings[next].commandFingerprint {
              hashes.append(hash)
              remaining -= 1
            } else if case .menu(let menu) = siblings[next], !menu.children.isEmpty {
              children = menu.children
            }
          }
        }
        if frame.next < frame.siblings.count || children != nil { frames.append(frame) }
        if let children { frames.append((children, 0)) }
      }
      read &+= hashes.count
    }
  }
}
