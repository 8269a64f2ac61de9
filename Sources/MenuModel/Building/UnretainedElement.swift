/// A menu element's bits, held without a reference count: storing or copying one writes
/// nothing to the element's storage.
///
/// Whoever makes one must keep the element alive, unchanged, for as long as it is read: the
/// builder keeps the lists it staged and the elements it made (``MenuBuilder/keptLists``).
/// Reading ``element`` copies the element as any read does, retaining it.
struct UnretainedElement: @unchecked Sendable {
  // Unchecked: the bits are a reference to an element some other value keeps alive, and
  // elements are immutable values shared between threads.
  private let bits: UInt64

  /// The element is one reference with its case in spare bits, which fits the word.
  static let fits = MemoryLayout<MenuElement>.size <= MemoryLayout<UInt64>.size

  /// Holds an element's bits; the element must outlive every read.
  init(_ element: MenuElement) {
    precondition(Self.fits, "a menu element does not fit 64 bits")
    var bits: UInt64 = 0
    withUnsafeBytes(of: element) { element in
      withUnsafeMutableBytes(of: &bits) { $0.copyMemory(from: element) }
    }
    self.bits = bits
  }

  /// The element, retained.
  var element: MenuElement {
    withUnsafeBytes(of: bits) { $0.load(as: MenuElement.self) }
  }
}
