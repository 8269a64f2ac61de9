import Testing

@testable import MenuModel

@Suite struct ConditionalCompilationTests {
  func evaluate(_ text: String, _ platform: Platform, defines: Set<String> = []) -> (
    String, [String]
  ) {
    let result = ConditionalCompilation(
      Array(text.utf8), platform: platform, defines: defines, compilerVersion: (6, 3))
    return (String(decoding: result.source, as: UTF8.self), result.unknownFlags.map(\.name))
  }

  @Test func inactiveBranchesAndDirectivesBecomeSpacesWithOffsetsKept() {
    let text = """
      a()
      #if targetEnvironment(macCatalyst)
      mac()
      #elseif os(iOS)
      pad()
      #else
      other()
      #endif
      b()
      """
    let (mac, _) = evaluate(text, .macCatalyst)
    let (pad, _) = evaluate(text, .iPadOS)
    #expect(mac.utf8.count == text.utf8.count)
    #expect(pad.utf8.count == text.utf8.count)
    #expect(mac.split(separator: "\n", omittingEmptySubsequences: false).count == 9)
    #expect(mac.contains("mac()") && !mac.contains("pad()") && !mac.contains("other()"))
    #expect(pad.contains("pad()") && !pad.contains("mac()") && !pad.contains("other()"))
    #expect(!mac.contains("#if") && !mac.contains("#endif"))
    #expect(mac.hasPrefix("a()\n") && mac.hasSuffix("\nb()"))
  }

  @Test func decidedConditions() {
    func active(_ condition: String, _ platform: Platform = .iPadOS) -> Bool {
      evaluate("#if \(condition)\nx\n#endif", platform).0.contains("x")
    }
    #expect(active("os(iOS)"))
    #expect(!active("os(macOS)"))
    #expect(active("canImport(UIKit)"))
    #expect(!active("canImport(AppKit)"))
    #expect(active("swift(>=5.9)"))
    #expect(!active("swift(>=7.0)"))
    #expect(active("compiler(<7)"))
    #expect(active("targetEnvironment(macCatalyst) || os(iOS)"))
    #expect(!active("targetEnvironment(macCatalyst) && !os(iOS)", .macCatalyst))
    #expect(active("!targetEnvironment(macCatalyst)"))
    #expect(!active("!targetEnvironment(macCatalyst)", .macCatalyst))
  }

  @Test func otherFlagsAreFalseUnlessDefinedAndNamed() {
    let text = "#if DEBUG && os(iOS)\nx\n#endif\n#if arch(arm64)\ny\n#endif\n"
    let (source, unknown) = evaluate(text, .iPadOS)
    #expect(!source.contains("x") && !source.contains("y"))
    #expect(unknown == ["DEBUG", "arch(arm64)"])
    let (defined, none) = evaluate("#if DEBUG\nx\n#endif\n", .iPadOS, defines: ["DEBUG"])
    #expect(defined.contains("x"))
    #expect(none.isEmpty)
  }

  @Test func nestedRegionsAndDirectivesInCommentsOrStrings() {
    let text = """
      #if os(iOS)
        #if targetEnvironment(macCatalyst)
        mac()
        #endif
        both()
      #endif
      /*
      #if false
      */
      let s = \"\"\"
      #if false
      \"\"\"
      after()
      """
    let (pad, _) = evaluate(text, .iPadOS)
    #expect(pad.contains("both()") && !pad.contains("mac()"))
    #expect(pad.contains("after()"))
    #expect(pad.contains("#if false"))
  }
}
