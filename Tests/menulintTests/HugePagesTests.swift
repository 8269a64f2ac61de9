import Testing

@testable import menulint

/// With `GLIBC_TUNABLES` asking glibc for huge pages, the heaps grow in steps as large as a
/// thread's heap (`HugePages`, `POSIX.tuneAllocator()`).
@Suite struct HugePagesTests {
  @Test func theTunableAsksWhenItsLastSettingIsNotZero() {
    #expect(!HugePages.areAsked(tunables: nil))
    #expect(!HugePages.areAsked(tunables: ""))
    #expect(!HugePages.areAsked(tunables: "glibc.malloc.arena_max=2"))
    #expect(HugePages.areAsked(tunables: "glibc.malloc.hugetlb=1"))
    #expect(HugePages.areAsked(tunables: "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=2"))
    #expect(!HugePages.areAsked(tunables: "glibc.malloc.hugetlb=0"))
    #expect(HugePages.areAsked(tunables: "glibc.malloc.hugetlb=0:glibc.malloc.hugetlb=1"))
    #expect(!HugePages.areAsked(tunables: "glibc.malloc.hugetlb=1:glibc.malloc.hugetlb=0"))
    #expect(!HugePages.areAsked(tunables: "xglibc.malloc.hugetlb=1"))
  }

  @Test func heapsGrowInLargerStepsWhenHugePagesAreAsked() {
    #expect(POSIX.heapGrowthStep(tunables: nil) == 16 << 20)
    #expect(POSIX.heapGrowthStep(tunables: "glibc.malloc.hugetlb=0") == 16 << 20)
    #expect(POSIX.heapGrowthStep(tunables: "glibc.malloc.hugetlb=1") == 64 << 20)
  }
}
