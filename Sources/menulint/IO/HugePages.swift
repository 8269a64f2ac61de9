/// How `lint` gets huge pages for a large input: it starts again, once, with glibc told to ask
/// the kernel for them.
///
/// A lint takes most of its memory fresh, and on Linux each fresh 4 KiB page is a page fault:
/// about 12 000 of them for a 10⁵-command file, a quarter of the run's processor time. Backed
/// by 2 MiB pages, the same memory takes a few dozen faults, and the lint ran 13–15 ms faster
/// (68 → 54 ms). Where the kernel gives huge pages only on request (transparent huge pages in
/// `madvise` mode, the usual default), glibc asks for them when its `glibc.malloc.hugetlb`
/// tunable is 1 — and it reads tunables only from `GLIBC_TUNABLES` when a process starts.
///
/// So a lint of files that together reach ``minimumInputBytes`` restarts itself before it
/// reads anything, with the tunable added. The restart costs a process start (1–3 ms), which
/// smaller inputs would not win back. A `GLIBC_TUNABLES` that already sets the tunable, to any
/// value, is left as it is: that is how to turn the restart off
/// (`GLIBC_TUNABLES=glibc.malloc.hugetlb=0`), and how the restarted process knows not to
/// restart again.
///
/// Nor does it restart when the kernel's free memory is too fragmented to hand out the huge
/// pages at once (``freeHugePageBytes(buddyInfo:hugePageBytes:pageBytes:)``): in `madvise`
/// mode, a page fault in memory that asked for huge pages then waits while the kernel
/// compacts memory, and an earlier measurement saw a lint take 1.5 times as long.
enum HugePages {
  /// The glibc tunable that has `malloc` ask for huge pages.
  static let tunable = "glibc.malloc.hugetlb"

  /// The input size from which a restart pays for itself: 8 MiB, about 60 000 commands.
  static let minimumInputBytes = 8 << 20

  /// The free memory in huge-page blocks asked for each byte of input: a lint's peak memory
  /// is about 6 bytes per byte of input (78 MB for a 13.4 MB file), and a third more leaves
  /// room for the rest of the machine.
  static let freeBytesPerInputByte = 8

  /// The `GLIBC_TUNABLES` value to restart with, or `nil` when a restart would not pay.
  ///
  /// - Parameters:
  ///   - inputBytes: The size of the files to lint.
  ///   - current: The process's `GLIBC_TUNABLES`, if set.
  ///   - readilyGiven: Whether the C library and kernel would give that many bytes of huge
  ///     pages at once (``POSIX/hugePagesReadilyGiven(bytes:)``); asked only for a large input.
  /// - Returns: `current` with the tunable appended.
  static func restartTunables(
    inputBytes: Int, current: String?, readilyGiven: (_ bytes: Int) -> Bool
  ) -> String? {
    guard inputBytes >= minimumInputBytes, setting(in: current) == nil,
      readilyGiven(inputBytes * freeBytesPerInputByte)
    else { return nil }
    let current = current ?? ""
    return current.isEmpty ? tunable + "=1" : current + ":" + tunable + "=1"
  }

  /// Whether a `GLIBC_TUNABLES` value has glibc ask for huge pages: it sets the tunable to a
  /// value other than 0.
  ///
  /// - Parameter tunables: The value, if the variable is set.
  /// - Returns: Whether glibc asks for huge pages.
  static func areAsked(tunables: String?) -> Bool {
    guard let value = setting(in: tunables) else { return false }
    return value != "0"
  }

  /// The value the tunable is given in a `GLIBC_TUNABLES` value, if any; glibc takes the
  /// last one given.
  private static func setting(in tunables: String?) -> Substring? {
    (tunables ?? "").split(separator: ":").last { $0.hasPrefix(tunable + "=") }?
      .dropFirst(tunable.count + 1)
  }

  /// Whether the kernel gives huge pages on request.
  ///
  /// The transparent huge page setting (`/sys/kernel/mm/transparent_hugepage/enabled`) has
  /// `madvise` chosen. `always` needs no request, and `never` gives none.
  ///
  /// - Parameter setting: The setting file's text, such as `always [madvise] never`.
  /// - Returns: Whether `madvise` is the chosen mode.
  static func kernelGivesOnRequest(setting: String) -> Bool {
    setting.split(whereSeparator: \.isWhitespace).contains("[madvise]")
  }

  /// How much free memory the kernel has in blocks of at least a huge page, which it hands
  /// out without compacting memory.
  ///
  /// - Parameters:
  ///   - buddyInfo: The text of `/proc/buddyinfo`: for each memory zone, after its name, how
  ///     many free blocks of 1, 2, 4, … pages it has.
  ///   - hugePageBytes: The size of a huge page (`hpage_pmd_size`).
  ///   - pageBytes: The size of a page.
  /// - Returns: The free bytes in such blocks, over all zones.
  static func freeHugePageBytes(buddyInfo: String, hugePageBytes: Int, pageBytes: Int) -> Int {
    guard pageBytes > 0, hugePageBytes >= pageBytes else { return 0 }
    var free = 0
    for line in buddyInfo.split(separator: "\n") {
      // "Node 0, zone   Normal   1719   5115 …": the counts follow the zone's name.
      let fields = line.split(whereSeparator: \.isWhitespace)
      guard let zone = fields.firstIndex(of: "zone") else { continue }
      let counts = fields.dropFirst(zone + 2).map { Int($0) }
      for (order, count) in counts.enumerated() where order < 40 {
        guard let count, count >= 0 else { break }
        let blockBytes = pageBytes << order
        guard blockBytes >= hugePageBytes else { continue }
        let (bytes, overflow) = count.multipliedReportingOverflow(by: blockBytes)
        let (sum, sumOverflow) = free.addingReportingOverflow(bytes)
        if overflow || sumOverflow { return .max }
        free = sum
      }
    }
    return free
  }

  /// Whether a glibc version has the tunable: 2.35 and later.
  ///
  /// - Parameter version: What `gnu_get_libc_version()` says, such as `2.36`.
  /// - Returns: Whether the version is at least 2.35.
  static func glibcHasTunable(version: String) -> Bool {
    let parts = version.split(separator: ".").prefix(2).map { Int($0) }
    guard parts.count == 2, let major = parts[0], let minor = parts[1] else { return false }
    return (major, minor) >= (2, 35)
  }
}
