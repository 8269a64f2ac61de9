import MenuModel
import Testing

/// The project's facts as a definition's top-level members.
@Suite struct DefinitionFieldsTests {
  /// The Swift import writes them after `formatVersion`, in order, and the result decodes.
  @Test func theSwiftImportWritesThemAfterTheFormatVersion() throws {
    let imported = SwiftImporter().finish(definitionFields: [
      DefinitionField("app", .string("Sketchbook")),
      DefinitionField("platforms", .strings(["iPadOS"])),
      DefinitionField("osVersions", .integers([26])),
      DefinitionField("supportsPrintCommand", .bool(true)),
      DefinitionField("supportsMultipleScenes", .bool(true)),
      DefinitionField("designRequiresCompatibility", .bool(false)),
    ])
    #expect(
      imported.menuJSON == """
        {
          "formatVersion": 1,
          "app": "Sketchbook",
          "platforms": [
            "iPadOS"
          ],
          "osVersions": [
            26
          ],
          "supportsPrintCommand": true,
          "supportsMultipleScenes": true,
          "designRequiresCompatibility": false,
          "build": []
        }

        """)
    let decoded = imported.definition()
    #expect(decoded.diagnostics.isEmpty)
    let definition = try #require(decoded.definition)
    #expect(definition.app == "Sketchbook")
    #expect(definition.platforms == [.iPadOS])
    #expect(definition.osVersions == [.v26])
    #expect(definition.supportsPrintCommand)
    #expect(definition.supportsMultipleScenes)
    #expect(!definition.designRequiresCompatibility)
    #expect(SwiftImporter().finish().menuJSON == "{\n  \"formatVersion\": 1,\n  \"build\": []\n}\n")
  }

  /// The two Info.plist fields are booleans of the format.
  @Test func theInfoPlistFieldsAreKnownBooleans() {
    let good = """
      {"formatVersion": 1, "supportsMultipleScenes": false, "designRequiresCompatibility": true}
      """
    #expect(MenuDefinitionDecoder.decode(Array(good.utf8), file: "a").diagnostics.isEmpty)
    let bad = #"{"formatVersion": 1, "supportsMultipleScenes": "yes"}"#
    #expect(
      MenuDefinitionDecoder.decode(Array(bad.utf8), file: "a").diagnostics.map(\.ruleID) == [
        .invalidDefinition
      ])
  }
}
