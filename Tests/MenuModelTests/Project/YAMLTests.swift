import MenuModel
import Testing

/// The YAML subset XcodeGen specs are written in.
@Suite struct YAMLTests {
  @Test func readsAnXcodeGenSpec() throws {
    let text = """
      # The app's spec
      name: Sketch Pad
      options:
        bundleIdPrefix: com.example
        deploymentTarget:
          iOS: "17.0"   # trailing comment
      settings:
        base:
          SWIFT_VERSION: 5.9
      targets:
        SketchPad:
          type: application
          platform: iOS
          supportedDestinations: [iOS, macCatalyst]
          sources:
            - path: SketchPad
              excludes:
                - "**/*.md"
            - Shared
          info:
            path: SketchPad/Info.plist
            properties:
              UIApplicationSupportsPrintCommand: true
              UIApplicationSceneManifest:
                UIApplicationSupportsMultipleScenes: YES
          preBuildScripts:
            - name: Lint
              script: |
                # not a comment: part of the script
                swiftlint

          dependencies: [{target: Kit}, {sdk: UIKit.framework}]
        Kit:
          type: framework
          platform: iOS
          sources: Kit
      """
    let spec = try YAML.parse(Array(text.utf8))
    #expect(spec["name"]?.text == "Sketch Pad")
    #expect(spec["options"]?["deploymentTarget"]?["iOS"]?.text == "17.0")
    let target = try #require(spec["targets"]?["SketchPad"])
    #expect(target["supportedDestinations"] == .sequence([.scalar("iOS"), .scalar("macCatalyst")]))
    let sources = try #require(target["sources"]?.elements)
    #expect(sources.count == 2)
    #expect(sources[0]["path"]?.text == "SketchPad")
    #expect(sources[0]["excludes"] == .sequence([.scalar("**/*.md")]))
    #expect(sources[1] == .scalar("Shared"))
    #expect(target["info"]?["properties"]?["UIApplicationSupportsPrintCommand"]?.bool == true)
    #expect(
      target["info"]?["properties"]?["UIApplicationSceneManifest"]?[
        "UIApplicationSupportsMultipleScenes"]?.bool == true)
    let script = target["preBuildScripts"]?.elements?.first?["script"]?.text
    #expect(script == "# not a comment: part of the script\nswiftlint")
    #expect(
      target["dependencies"]
        == .sequence([
          .mapping([YAMLPair(key: "target", value: .scalar("Kit"), line: 32)]),
          .mapping([YAMLPair(key: "sdk", value: .scalar("UIKit.framework"), line: 32)]),
        ]))
    #expect(spec["targets"]?["Kit"]?["sources"] == .scalar("Kit"))
    #expect(spec["targets"]?.line(of: "Kit") == 33)
    #expect(spec.pairs?.map(\.key) == ["name", "options", "settings", "targets"])
  }

  @Test func readsScalarsOfEveryQuotingAndNulls() throws {
    let text = """
      ---
      plain: some words here
      single: 'it''s # not a comment'
      double: "tab\\there \\u00e9"
      colon: "a: b"
      url: http://example.com/x
      empty:
      tilde: ~
      folded: >
        one
        two
      sequence:
      - a
      - - nested
      - key: value
        other: more
      """
    let spec = try YAML.parse(Array(text.utf8))
    #expect(spec["plain"]?.text == "some words here")
    #expect(spec["single"]?.text == "it's # not a comment")
    #expect(spec["double"]?.text == "tab\there é")
    #expect(spec["colon"]?.text == "a: b")
    #expect(spec["url"]?.text == "http://example.com/x")
    #expect(spec["empty"] == .null)
    #expect(spec["tilde"] == .null)
    #expect(spec["folded"]?.text == "one two")
    let sequence = try #require(spec["sequence"]?.elements)
    #expect(sequence[0] == .scalar("a"))
    #expect(sequence[1] == .sequence([.scalar("nested")]))
    #expect(sequence[2]["key"]?.text == "value")
    #expect(sequence[2]["other"]?.text == "more")
  }

  @Test func resolvesAnchorsAliasesAndMerges() throws {
    let text = """
      base: &base
        SWIFT_VERSION: "6.0"
        SUPPORTS_MACCATALYST: NO
      app:
        <<: *base
        SUPPORTS_MACCATALYST: YES
      copy: *base
      """
    let spec = try YAML.parse(Array(text.utf8))
    #expect(spec["app"]?["SWIFT_VERSION"]?.text == "6.0")
    #expect(spec["app"]?["SUPPORTS_MACCATALYST"]?.bool == true)
    #expect(spec["copy"]?["SUPPORTS_MACCATALYST"]?.bool == false)
  }

  @Test(arguments: [
    ("a: b\n  c: d", "unexpected indentation", 2),
    ("a: *missing", "unknown alias '*missing'", 1),
    ("a: [1, 2", "'[' is not closed with ']'", 1),
    ("a: 'open", "a quoted scalar is not closed", 1),
    ("a:\n  - x\n  y: z", "unexpected indentation", 3),
    // A closer of the other kind once made the flow reader loop forever.
    ("a: [b}", "unexpected '}' in a flow collection", 1),
    ("a: {b]", "unexpected ']' in a flow collection", 1),
    ("a: {b: c d: e ]}", "unexpected ']' in a flow collection", 1),
  ])
  func reportsProblemsAtTheirLine(text: String, message: String, line: Int) {
    #expect {
      try YAML.parse(Array(text.utf8))
    } throws: { error in
      guard let error = error as? YAMLError else { return false }
      return error.message == message && error.line == line
    }
  }

  /// A billion laughs: aliases of aliases stop at the node limit instead of exhausting memory.
  @Test func aliasExpansionIsBounded() {
    var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    var previous = "a"
    for name in ["b", "c", "d", "e", "f", "g", "h"] {
      text +=
        "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
        + "]\n"
      previous = name
    }
    text += "z: [*h, *h, *h]\n"
    #expect(throws: YAMLError.self) { try YAML.parse(Array(text.utf8)) }
  }

  @Test func deepNestingIsAnError() {
    var text = ""
    for depth in 0..<200 { text += String(repeating: " ", count: depth) + "k:\n" }
    #expect(throws: YAMLError.self) { try YAML.parse(Array(text.utf8)) }
    let flow = "a: " + String(repeating: "[", count: 10_000)
    #expect(throws: YAMLError.self) { try YAML.parse(Array(flow.utf8)) }
  }
}
