import Testing

@testable import menulint

/// The CLI has glibc's allocator grow its heaps in large steps (see `POSIX.tuneAllocator()`).
@Suite struct AllocatorTuningTests {
  @Test func glibcTakesTheSettingsAndOtherLibrariesAreLeftAlone() {
    #if canImport(Glibc)
      #expect(POSIX.tuneAllocator())
    #else
      #expect(!POSIX.tuneAllocator())
    #endif
  }
}
