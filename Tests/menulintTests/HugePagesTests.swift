import Foundation
import Testing

@testable import menulint

/// A lint of large files restarts itself once with glibc asking for huge pages (`HugePages`).
@Suite struct HugePagesTests {
  static let large = HugePages.minimumInputBytes

  @Test func aLargeInputRestartsWithTheTunableAddedToWhatIsSet() {
    #expect(
      HugePages.restartTunables(inputBytes: Self.large, current: nil, readilyGiven: { _ in true })
        == "glibc.malloc.hugetlb=1")
    #expect(
      HugePages.restartTunables(inputBytes: Self.large, current: "", readilyGiven: { _ in true })
        == "glibc.malloc.hugetlb=1")
    #expect(
      HugePages.restartTunables(
        inputBytes: Self.large, current: "glibc.malloc.arena_max=2", readilyGiven: { _ in true })
        == "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1")
  }

  @Test func noRestartForSmallInputsAndNoQuestionEither() {
    var asked = false
    let tunables = HugePages.restartTunables(
      inputBytes: Self.large - 1, current: nil,
      readilyGiven: { _ in
        asked = true
        return true
      })
    #expect(tunables == nil)
    #expect(!asked)
  }

  @Test func noRestartWhenTheTunableIsSetOrHugePagesAreNotGivenOnRequest() {
    for current in [
      "glibc.malloc.hugetlb=0", "glibc.malloc.hugetlb=1",
      "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1",
    ] {
      #expect(
        HugePages.restartTunables(
          inputBytes: Self.large, current: current, readilyGiven: { _ in true })
          == nil, "\(current)")
    }
    #expect(
      HugePages.restartTunables(inputBytes: Self.large, current: nil, readilyGiven: { _ in false })
        == nil)
  }

  @Test func theTunableAsksWhenItsLastSettingIsNotZero() {
    #expect(!HugePages.areAsked(tunables: nil))
    #expect(!HugePages.areAsked(tunables: "glibc.malloc.arena_max=2"))
    #expect(HugePages.areAsked(tunables: "glibc.malloc.hugetlb=1"))
    #expect(HugePages.areAsked(tunables: "glibc.malloc.hugetlb=2"))
    #expect(!HugePages.areAsked(tunables: "glibc.malloc.hugetlb=0"))
    #expect(HugePages.areAsked(tunables: "glibc.malloc.hugetlb=0:glibc.malloc.hugetlb=1"))
    #expect(!HugePages.areAsked(tunables: "xglibc.malloc.hugetlb=1"))
  }

  @Test func heapsGrowInLargerStepsWhenHugePagesAreAsked() {
    #expect(POSIX.heapGrowthStep(tunables: nil) == 16 << 20)
    #expect(POSIX.heapGrowthStep(tunables: "glibc.malloc.hugetlb=0") == 16 << 20)
    #expect(POSIX.heapGrowthStep(tunables: "glibc.malloc.hugetlb=1") == 64 << 20)
  }

  @Test func onlyTheMadviseModeGivesHugePagesOnRequest() {
    #expect(HugePages.kernelGivesOnRequest(setting: "always [madvise] never\n"))
    #expect(!HugePages.kernelGivesOnRequest(setting: "[always] madvise never\n"))
    #expect(!HugePages.kernelGivesOnRequest(setting: "always madvise [never]\n"))
    #expect(!HugePages.kernelGivesOnRequest(setting: ""))
  }

  @Test func freeMemoryCountsOnlyBlocksOfAHugePageOrMore() {
    let info = """
      Node 0, zone      DMA      0      0      0      0      0      0      0      0      1      1      3
      Node 0, zone   Normal   1719   5115   4965   2064    964    308    176    136    111    205    892
      Node 1, zone   Normal   9999   9999      0      0      0      0      0      0      0      0      0

      """
    let mebibyte = 1 << 20
    // Order 9 is 2 MiB in 4 KiB pages: DMA 2 + 3 × 4 (its 1 MiB block is too small),
    // Normal 205 × 2 + 892 × 4 MiB.
    #expect(
      HugePages.freeHugePageBytes(buddyInfo: info, hugePageBytes: 2 * mebibyte, pageBytes: 4096)
        == (2 + 12 + 410 + 3568) * mebibyte)
    // A fragmented machine: many free pages, no free huge page.
    let fragmented =
      "Node 0, zone   Normal   90000   40000   20000   100   0   0   0   0   0   0   0"
    #expect(
      HugePages.freeHugePageBytes(
        buddyInfo: fragmented, hugePageBytes: 2 * mebibyte, pageBytes: 4096) == 0)
    // Unreadable counts end a zone's line; a huge page below a page counts nothing.
    #expect(
      HugePages.freeHugePageBytes(
        buddyInfo: "Node 0, zone Normal 0 0 0 0 0 0 0 0 0 x 7", hugePageBytes: 2 * mebibyte,
        pageBytes: 4096) == 0)
    #expect(
      HugePages.freeHugePageBytes(buddyInfo: info, hugePageBytes: 1024, pageBytes: 4096) == 0)
    #expect(
      HugePages.freeHugePageBytes(
        buddyInfo: "Node 0, zone Normal 0 0 0 0 0 0 0 0 0 \(Int.max)", hugePageBytes: 2 * mebibyte,
        pageBytes: 4096) == .max)
  }

  @Test func aRestartAsksForFreeHugePagesInProportionToTheInput() {
    var asked: [Int] = []
    _ = HugePages.restartTunables(
      inputBytes: Self.large, current: nil,
      readilyGiven: {
        asked.append($0)
        return false
      })
    #expect(asked == [Self.large * HugePages.freeBytesPerInputByte])
  }

  @Test func glibcHasTheTunableFrom2_35() {
    for version in ["2.35", "2.36", "2.40.9000", "3.0"] {
      #expect(HugePages.glibcHasTunable(version: version), "\(version)")
    }
    for version in ["2.34", "2.17", "", "2", "two.35"] {
      #expect(!HugePages.glibcHasTunable(version: version), "\(version)")
    }
  }

  /// A definition padded with spaces to `size` bytes.
  static func paddedDefinition(size: Int) -> [UInt8] {
    let text = Array(#"{"formatVersion": 1, "build": []}"#.utf8)
    return text + [UInt8](repeating: 0x20, count: size - text.count)
  }

  /// Runs `lint` in-process over files of these sizes, recording restarts instead of making
  /// them; returns the environments asked for, and what had been printed by then.
  static func restarts(
    sizes: [String: Int], arguments: [String], environment: [String: String] = [:]
  ) -> [(variables: [String: String], printed: String)] {
    var io = CommandIO.capturing(
      files: sizes.mapValues(paddedDefinition(size:)), stdin: paddedDefinition(size: large))
    io.environment = environment
    io.hugePagesReadilyGiven = { _ in true }
    var requests: [(variables: [String: String], printed: String)] = []
    let output = io.standardOutput
    let errors = io.standardError
    io.restart = { requests.append(($0, output.captured + errors.captured)) }
    _ = CommandLineTool.main(root: MenuLint.self, arguments: ["lint"] + arguments, io: &io)
    return requests
  }

  @Test func lintAsksForTheRestartBeforeItPrintsAnything() {
    let requests = Self.restarts(sizes: ["big.json": Self.large], arguments: ["big.json"])
    #expect(requests.count == 1)
    #expect(requests.first?.variables == ["GLIBC_TUNABLES": "glibc.malloc.hugetlb=1"])
    #expect(requests.first?.printed == "")
  }

  @Test func lintAddsToTheTunablesItWasGiven() {
    let requests = Self.restarts(
      sizes: ["big.json": Self.large], arguments: ["big.json"],
      environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=2"])
    #expect(
      requests.map(\.variables) == [
        ["GLIBC_TUNABLES": "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1"]
      ])
  }

  @Test func lintCountsEveryNamedFileButNotStandardInputOrFolders() {
    let half = Self.large / 2
    #expect(
      Self.restarts(sizes: ["a.json": half, "b.json": half], arguments: ["a.json", "b.json"])
        .count == 1)
    #expect(Self.restarts(sizes: ["a.json": half], arguments: ["a.json", "-"]).isEmpty)
    #expect(
      Self.restarts(sizes: ["d/a.menu.json": Self.large], arguments: ["d"]).isEmpty)
    #expect(Self.restarts(sizes: ["a.json": Self.large - 1], arguments: ["a.json"]).isEmpty)
  }

  /// The executable restarts itself for a large file where huge pages are given on request:
  /// the process that maps the file has the tunable in its environment, and it prints what a
  /// run told not to restart prints.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/proc/self/environ")
        && InputAndExitTests.executable != nil,
      "needs /proc and the menulint executable next to the tests"))
  func theExecutableRestartsItselfForALargeFile() throws {
    let root = try InputAndExitTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/big.menu.json"
    let definition = Array(InputAndExitTests.largeDefinition(commands: 100).utf8)
    let padding = [UInt8](repeating: 0x20, count: Self.large - definition.count)
    try Data(definition + padding).write(to: URL(fileURLWithPath: path))
    var environment = ProcessInfo.processInfo.environment
    environment["GLIBC_TUNABLES"] = nil

    /// Runs `menulint lint <path> -`; `watch` is called once the file is mapped, with the
    /// process's environment as it started.
    func lint(_ environment: [String: String], watch: ([String]) -> Void) throws -> (
      output: String, status: Int32
    ) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try #require(InputAndExitTests.executable))
      process.arguments = ["lint", path, "-"]
      process.environment = environment
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let deadline = Date().addingTimeInterval(60)
      while !InputAndExitTests.contents(of: "/proc/\(process.processIdentifier)/maps")
        .contains(path)
      {
        guard process.isRunning && Date() < deadline else { break }
        usleep(5_000)
      }
      watch(
        InputAndExitTests.contents(of: "/proc/\(process.processIdentifier)/environ")
          .split(separator: "\0").map(String.init))
      try input.fileHandleForWriting.close()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (text, process.terminationStatus)
    }

    let restarted = try lint(environment) { variables in
      #expect(
        variables.contains("GLIBC_TUNABLES=glibc.malloc.hugetlb=1")
          == POSIX.hugePagesReadilyGiven(bytes: Self.large * HugePages.freeBytesPerInputByte))
    }
    environment["GLIBC_TUNABLES"] = "glibc.malloc.hugetlb=0"
    let plain = try lint(environment) { variables in
      #expect(variables.contains("GLIBC_TUNABLES=glibc.malloc.hugetlb=0"))
    }
    #expect(restarted.status == plain.status && restarted.output == plain.output)
    #expect(restarted.output.contains("duplicate-shortcut"))
  }

  @Test func noCommandRestartsUnlessTheExecutableSaysItMay() {
    var io = CommandIO.capturing(files: ["big.json": Self.paddedDefinition(size: Self.large)])
    io.hugePagesReadilyGiven = { _ in true }
    #expect(io.restart == nil)
    #expect(
      CommandLineTool.main(root: MenuLint.self, arguments: ["lint", "big.json"], io: &io) == 0)
  }
}
