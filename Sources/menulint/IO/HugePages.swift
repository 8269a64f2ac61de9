/// What the process does when its user has glibc ask for huge pages
/// (`GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, glibc 2.35 or later).
///
/// glibc reads the tunable only from the environment when a process starts; `menulint` does
/// not set it for itself. What it does is grow its heaps in steps as large as a thread's heap
/// can be (see ``POSIX/tuneAllocator()``): glibc asks for huge pages for the part of a
/// thread's heap it makes writable when it makes the heap, not for what it adds later, and
/// with the usual 16 MiB steps a thread's heap grew past them in 4 KiB pages in half the runs
/// of a 10⁵-command lint, 3 000 page faults more.
enum HugePages {
  /// The glibc tunable that has `malloc` ask for huge pages.
  static let tunable = "glibc.malloc.hugetlb"

  /// Whether a `GLIBC_TUNABLES` value has glibc ask for huge pages: its last setting of the
  /// tunable (glibc takes the last) is not 0.
  ///
  /// - Parameter tunables: The value, if the variable is set.
  /// - Returns: Whether glibc asks for huge pages.
  static func areAsked(tunables: String?) -> Bool {
    let setting = (tunables ?? "").split(separator: ":").last { $0.hasPrefix(tunable + "=") }
    guard let setting else { return false }
    return setting.dropFirst(tunable.count + 1) != "0"
  }
}
