/// Reads one JSON object of a definition: finds members by name, reports duplicate keys and
/// keys the format does not define.
///
/// Keys are compared as UTF-8 bytes in the document, without making strings: a definition has
/// hundreds of thousands of small objects, each read a dozen times. The reader notes each
/// member's key and signature (see ``FieldNames``) once; a look-up compares integers, and
/// bytes only for long names. Objects with many members get a hash index, so an object with a
/// million keys is read in linear time.
///
/// Like its ``BorrowedJSONValue``s, a reader does not keep the document alive: it is valid
/// while its caller holds the document, as a ``DefinitionReader`` does while it reads.
///
/// A reader cannot be copied: the decoders borrow it, and a copy would retain and release its
/// arrays, which cost a few percent of decoding a large file when readers were copyable.
struct ObjectReader: ~Copyable {
  /// The object; its document, which the caller keeps alive, is never retained or released
  /// here (see ``BorrowedJSONValue/withDocument(_:)``).
  let object: BorrowedJSONValue
  /// The document's bytes, borrowed by a caller that reads many objects (see
  /// ``DefinitionReader/withText(_:)``); `nil` when each access borrows them itself.
  private let text: UnsafeBufferPointer<UInt8>?
  /// Every member in order; for a slotted reader (see ``isSlotted``), each member at the
  /// index of its slot instead, valid where ``presentSlots`` has the slot's bit.
  private var members: [Member]
  /// A bit for each member's signature (see ``presenceBit(_:)``), or every bit when a key has
  /// escapes or the reader is slotted: most look-ups are for optional fields an object does
  /// not have, and a clear bit answers them without reading the members.
  private let presence: UInt64
  /// For a slotted reader: a bit for each member's slot (see ``ElementField``).
  private let presentSlots: UInt64
  /// Whether this is an element's reader and every member has a slot of its own.
  ///
  /// That is, no key has escapes, none is a name an element may not have, and none repeats.
  /// The members are then kept by slot: look-ups of element fields read a slot's bit and
  /// entry, and the key check has nothing to report when the slots are all known.
  private let isSlotted: Bool
  /// An element's slots, which the caller keeps alive; `nil` for other objects.
  private let slots: Unmanaged<ElementSlots>?

  /// A member: its key's index, its name's signature, and whether the key has escapes (it is
  /// then compared as text, as Swift compares strings, not by its signature: canonically
  /// equivalent spellings are equal).
  struct Member {
    let key: Int
    let signature: UInt64
    let isEscaped: Bool
  }
  /// For objects with many members: the last key of each name.
  private let lastKeys: [String: Int]?

  /// Objects with more members than this are indexed by a hash table.
  private static let linearLimit = 16
  /// The entries a slotted reader's members take: one per possible slot.
  private static let slotCount = 64

  /// Reads the members of `object` without checking them (see ``check(known:context:diagnostics:)``).
  ///
  /// - Parameters:
  ///   - object: An object value.
  ///   - text: The document's bytes, if the caller has borrowed them.
  ///   - storage: An array to keep the members in, such as one that ``takeStorage()`` gave
  ///     back: a caller reading many objects allocates none for most.
  ///   - slots: For an element, ``ElementField/names`` (a reader's own copy), which the
  ///     caller keeps alive: a reference passed from a decoder's fields was retained and
  ///     released for every element.
  init(
    _ object: BorrowedJSONValue, text: UnsafeBufferPointer<UInt8>? = nil,
    storage: consuming [Member] = [], slots: Unmanaged<ElementSlots>? = nil
  ) {
    var members = storage
    var presentSlots: UInt64 = 0
    var isSlotted = false
    var lastKeys: [String: Int]?
    var presence: UInt64 = .max
    if let slots,
      let present = slots._withUnsafeGuaranteedRef({
        Self.readSlotted(object, text: text, slots: $0, into: &members)
      })
    {
      presentSlots = present
      isSlotted = true
    } else {
      if !members.isEmpty { members.removeAll(keepingCapacity: true) }
      presence = object.withDocument { document in
        var presence: UInt64 = 0
        let end = Int(document.ends[object.index])
        var key = object.index + 1
        while key < end {
          let isEscaped = document.escaped[key]
          let signature =
            isEscaped
            ? FieldNames.signature(of: document.string(at: key))
            : Self.signature(ofKey: key, in: document, text: text)
          members.append(Member(key: key, signature: signature, isEscaped: isEscaped))
          presence |= isEscaped ? .max : Self.presenceBit(signature)
          key = document.next(after: key + 1)
        }
        if members.count > Self.linearLimit {
          var keys: [String: Int] = [:]
          keys.reserveCapacity(members.count)
          for member in members { keys[document.string(at: member.key)] = member.key }
          lastKeys = keys
        }
        return presence
      }
    }
    // Every stored property set once, at the end: setting them before the members are read
    // made the reader be copied and destroyed around the read.
    self.object = object
    self.text = text
    self.members = members
    self.presence = presence
    self.presentSlots = presentSlots
    self.isSlotted = isSlotted
    self.slots = slots
    self.lastKeys = lastKeys
  }

  /// Reads an element's members into `members` by slot; returns the slots present, or `nil`
  /// when a key has escapes, names no slot or repeats (the object is then read in order).
  private static func readSlotted(
    _ object: BorrowedJSONValue, text: UnsafeBufferPointer<UInt8>?, slots: ElementSlots,
    into members: inout [Member]
  ) -> UInt64? {
    if members.count < slotCount {
      // Entries whose slot is absent are never read, so what is there stays.
      members.append(
        contentsOf: repeatElement(
          Member(key: 0, signature: 0, isEscaped: false), count: slotCount - members.count))
    }
    return object.withDocument { document in
      members.withUnsafeMutableBufferPointer { table -> UInt64? in
        var present: UInt64 = 0
        let isComplete = document.tape.visitKeys(of: object.index) { key, start, end, isEscaped in
          if isEscaped { return false }
          let signature =
            text.map { Self.signature(quoted: start..<end, in: $0) }
            ?? Self.signature(ofKey: key, in: document, text: nil)
          guard let slot = Self.slot(ofKey: key, signature: signature, in: slots, document, text),
            present & 1 << UInt64(slot) == 0
          else { return false }
          present |= 1 << UInt64(slot)
          table[Int(slot)] = Member(key: key, signature: signature, isEscaped: false)
          return true
        }
        return isComplete ? present : nil
      }
    }
  }

  /// Gives the members' array back for another reader (see ``init(_:text:storage:slots:)``);
  /// the reader must not be used afterwards.
  mutating func takeStorage() -> [Member] {
    var storage: [Member] = []
    swap(&storage, &members)
    return storage
  }

  /// Every member in order.
  private var orderedMembers: [Member] {
    guard isSlotted else { return members }
    var ordered: [Member] = []
    var remaining = presentSlots
    while remaining != 0 {
      ordered.append(members[remaining.trailingZeroBitCount])
      remaining &= remaining &- 1
    }
    return ordered.sorted { $0.key < $1.key }
  }

  /// One of 64 bits, picked by a signature's multiplicative hash.
  private static func presenceBit(_ signature: UInt64) -> UInt64 {
    1 << ((signature &* 0x9E37_79B9_7F4A_7C15) >> 58)
  }

  /// The document, as a strong reference: for reads off the hot paths.
  private var document: JSONDocument { object.document }

  /// Runs `body` with the document and no reference count update.
  private func withDocument<Result>(_ body: (JSONDocument) -> Result) -> Result {
    object.withDocument(body)
  }

  /// Reads the members of `object`, reporting duplicates and unknown keys into `diagnostics`.
  ///
  /// - Parameters:
  ///   - object: An object value.
  ///   - known: The keys this object may have.
  ///   - context: A noun for messages, such as "a command".
  ///   - diagnostics: Where findings go.
  ///   - slots: For an element, ``ElementField/names``, which the caller keeps alive
  ///     while it uses the reader.
  init(
    _ object: BorrowedJSONValue, known: FieldNames, context: String,
    diagnostics: inout BoundedDiagnostics, slots: Unmanaged<ElementSlots>? = nil
  ) {
    self.init(object, slots: slots)
    check(known: known, context: context, diagnostics: &diagnostics)
  }

  /// Reads the members of `object`, reporting duplicates and keys not in a list made for this
  /// object (such as its own keys).
  ///
  /// - Parameters:
  ///   - object: An object value.
  ///   - known: The keys this object may have.
  ///   - context: A noun for messages, such as "a command".
  ///   - diagnostics: Where findings go.
  init(
    _ object: BorrowedJSONValue, known: [String], context: String,
    diagnostics: inout BoundedDiagnostics
  ) {
    self.init(object, known: FieldNames(known), context: context, diagnostics: &diagnostics)
  }

  /// Whether ``check(known:context:diagnostics:)`` has nothing to report for names whose
  /// slots are `slotMask`: slotted members are unique, and known when their slots are.
  ///
  /// Asking first spares an element's decoder a copy of its list of names, which passing it
  /// next to the reader's diagnostics would make.
  func hasOnlyKnownSlots(_ slotMask: UInt64) -> Bool {
    isSlotted && presentSlots & ~slotMask == 0
  }

  /// Reports each key that repeats an earlier one, then each key not in `known`.
  ///
  /// - Parameters:
  ///   - known: The keys this object may have.
  ///   - context: A noun for messages, such as "a command".
  ///   - diagnostics: Where findings go.
  func check(known: FieldNames, context: String, diagnostics: inout BoundedDiagnostics) {
    if hasOnlyKnownSlots(known.slotMask) { return }
    var unknown: [Int] = []
    var earlier: [String: Int]? = lastKeys == nil ? nil : [:]
    let members = orderedMembers
    for (position, member) in members.enumerated() {
      if earlier != nil {
        let name = document.string(at: member.key)
        if let previous = earlier?.updateValue(member.key, forKey: name) {
          reportDuplicate(name, member.key, previous, &diagnostics)
        }
      } else if let previous = members[..<position].last(where: {
        ($0.signature == member.signature || $0.isEscaped || member.isEscaped)
          && document.keysEqual($0.key, member.key)
      }) {
        reportDuplicate(document.string(at: member.key), member.key, previous.key, &diagnostics)
      }
      if !isKnown(member, in: known) { unknown.append(member.key) }
    }
    for key in unknown {
      diagnostics.append(
        .unknownField, .warning, at: BorrowedJSONValue(document: document, index: key).location
      ) { [document] in
        let name = document.string(at: key)
        let suggestion = EditDistance.closest(
          to: name, in: known.names.filter { $0 != "$schema" })
        return "unknown field '\(name)' in \(context)"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      }
    }
  }

  /// The signature of an unescaped string whose quotes are at the ends of `quoted` in `text`.
  @inline(__always)
  static func signature(quoted: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let range = quoted.lowerBound + 1..<quoted.upperBound - 1
    if let base = UnsafeRawPointer(text.baseAddress), range.lowerBound + 8 <= text.count {
      // The first seven bytes in one load, the bytes after the name masked off.
      let word = UInt64(
        littleEndian: base.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
      let kept = min(range.count, 7)
      let mask = kept == 0 ? 0 : UInt64.max >> (64 - 8 * kept)
      return UInt64(min(range.count, 255)) << 56 | word & mask
    }
    return FieldNames.signature(UnsafeBufferPointer(rebasing: text[range]))
  }

  /// The signature of the unescaped key at `key`.
  static func signature(
    ofKey key: Int, in document: JSONDocument, text: UnsafeBufferPointer<UInt8>?
  ) -> UInt64 {
    let quoted = Int(document.starts[key])..<Int(document.ends[key])
    if let text { return signature(quoted: quoted, in: text) }
    return document.text.withUnsafeBufferPointer { signature(quoted: quoted, in: $0) }
  }

  /// The slot of an unescaped key's name among `slots`; `nil` when the name has none.
  private static func slot(
    ofKey key: Int, signature: UInt64, in slots: ElementSlots, _ document: JSONDocument,
    _ text: UnsafeBufferPointer<UInt8>?
  ) -> UInt8? {
    slots.slot(of: signature) { name in
      text.map { document.string(at: key, in: $0, equals: name) }
        ?? document.string(at: key, equals: name)
    }
  }

  /// Whether the key at `index` is `name`.
  private func key(_ index: Int, is name: String) -> Bool {
    withDocument { document in
      if let text { return document.string(at: index, in: text, equals: name) }
      return document.string(at: index, equals: name)
    }
  }

  private func isKnown(_ member: Member, in known: FieldNames) -> Bool {
    if let positions = known.positions {
      return positions[document.string(at: member.key)] != nil
    }
    if member.isEscaped {
      return known.names.contains { key(member.key, is: $0) }
    }
    return known.signatures.indices.contains { position in
      known.signatures[position] == member.signature
        && (FieldNames.isExact(member.signature) || key(member.key, is: known.names[position]))
    }
  }

  private func reportDuplicate(
    _ name: String, _ key: Int, _ previous: Int, _ diagnostics: inout BoundedDiagnostics
  ) {
    diagnostics.append(
      .duplicateJSONKey, .error, at: BorrowedJSONValue(document: document, index: key).location,
      message: { "duplicate key '\(name)'; the last value is used" },
      notes: { [document] in
        [
          .init(
            "the first '\(name)' is here",
            at: BorrowedJSONValue(document: document, index: previous).location)
        ]
      })
  }

  /// The key of the last member with a name.
  private func keyIndex(_ name: String) -> Int? {
    keyIndex(name, signature: lastKeys == nil ? FieldNames.signature(of: name) : 0)
  }

  private func keyIndex(_ name: String, signature: UInt64) -> Int? {
    if let lastKeys { return lastKeys[name] }
    if isSlotted, let slots {
      // Every member has a slot: a name without one is not there.
      let slot = slots._withUnsafeGuaranteedRef { $0.slot(of: signature) { $0 == name } }
      guard let slot, presentSlots & 1 << UInt64(slot) != 0 else { return nil }
      return members[Int(slot)].key
    }
    guard presence & Self.presenceBit(signature) != 0 else { return nil }
    var position = members.count
    while position > 0 {
      position &-= 1
      let member = members[position]
      if member.signature == signature
        && (FieldNames.isExact(signature) || key(member.key, is: name))
        || member.isEscaped && key(member.key, is: name)
      {
        return member.key
      }
    }
    return nil
  }

  /// The value of the last member with a name (JSON's "the last value is used").
  subscript(name: String) -> BorrowedJSONValue? {
    keyIndex(name).map { object.value(at: $0 + 1) }
  }

  /// The value of the last member named after an element's field.
  ///
  /// Inlined so that the look-ups of the fields an element does not have, most of them, end
  /// at its slot's bit without a call.
  @inline(__always)
  subscript(field: ElementField) -> BorrowedJSONValue? {
    if isSlotted {
      guard presentSlots & 1 << UInt64(field.rawValue) != 0 else { return nil }
      return value(inSlot: field.rawValue)
    }
    return self[field.name]
  }

  /// The value of the member in a present slot, of a slotted reader.
  private func value(inSlot slot: UInt8) -> BorrowedJSONValue {
    object.value(at: members[Int(slot)].key + 1)
  }

  /// The member names in order, each once.
  var presentNames: [String] {
    var seen: Set<String> = []
    var names: [String] = []
    for member in orderedMembers {
      let name = document.string(at: member.key)
      if seen.insert(name).inserted { names.append(name) }
    }
    return names
  }

  /// The key value of the last member with a name, for locations.
  func key(_ name: String) -> BorrowedJSONValue? {
    keyIndex(name).map { object.value(at: $0) }
  }
}
