import MenuModel
import Testing

/// `Package.swift` read as text.
@Suite struct PackageManifestTests {
  @Test func readsAPlaygroundsApp() throws {
    let text = #"""
      // swift-tools-version: 5.9
      import AppleProductTypes
      import PackageDescription

      let package = Package(
          name: "Focus",
          platforms: [
              .iOS("17.4"), // the app's minimum
              .macCatalyst(.v17)
          ],
          products: [
              .iOSApplication(
                  name: "Focus Timer",
                  targets: ["AppModule"],
                  displayName: "Focus",
                  supportedDeviceFamilies: [
                      .pad,
                      .phone,
                  ],
                  supportedInterfaceOrientations: [
                      .portraitUpsideDown(.when(deviceFamilies: [.pad]))
                  ]
              )
          ],
          targets: [
              .executableTarget(
                  name: "AppModule",
                  path: ".",
                  exclude: ["Docs"],
                  resources: [.copy("Settings.bundle"), .process("Media")],
                  swiftSettings: [
                      .define("MAIN"),
                      .define("VERBOSE", .when(configuration: .debug)),
                      .define("STORE", .when(configuration: .release)),
                      .define("MAC_ONLY", .when(platforms: [.macOS])),
                      .define("TOUCH", .when(platforms: [.iOS, .visionOS])),
                      .enableUpcomingFeature("ExistentialAny"),
                  ]
              ),
              .testTarget(name: "AppTests", dependencies: ["AppModule"]),
              .target(name: "Computed", path: "Sources/" + name),
          ]
      )
      /* package.targets.append(.target(name: "Hidden")) */
      """#
    let manifest = try PackageManifest.read(Array(text.utf8))
    #expect(manifest.name == "Focus")
    #expect(manifest.platforms.map(\.name) == ["iOS", "macCatalyst"])
    #expect(manifest.platforms.map(\.version) == ["17.4", "17"])
    let app = try #require(manifest.applications.first)
    #expect(app.name == "Focus Timer")
    #expect(app.displayName == "Focus")
    #expect(app.targets == ["AppModule"])
    #expect(app.deviceFamilies == ["pad", "phone"])
    #expect(manifest.targets.map(\.name) == ["AppModule", "AppTests", "Computed"])
    #expect(manifest.targets.map(\.kind) == ["executableTarget", "testTarget", "target"])
    #expect(manifest.targets[0].path == ".")
    #expect(manifest.targets[0].exclude == ["Docs"])
    #expect(manifest.targets[0].resources == ["Settings.bundle", "Media"])
    #expect(manifest.targets[0].defines == ["MAIN", "STORE", "TOUCH"])
    // A computed path is not known.
    #expect(manifest.targets[2].path == nil)
  }

  @Test func readsVersionsOfEveryForm() throws {
    let text = """
      let package = Package(name: "Lib", platforms: [.macOS(.v13), .iOS(.v18), .tvOS("17.0"),
        .iOS(version), .macCatalyst(.v16)], targets: [.target(name: "Lib")])
      """
    let manifest = try PackageManifest.read(Array(text.utf8))
    #expect(manifest.platforms.map(\.name) == ["macOS", "iOS", "tvOS", "iOS", "macCatalyst"])
    #expect(manifest.platforms.map(\.version) == ["13", "18", "17.0", nil, "16"])
  }

  @Test func aManifestWithoutAPackageCallIsAnError() {
    #expect(throws: ProjectFileError("no 'Package(…)' call", at: 0)) {
      try PackageManifest.read(Array("let x = 1".utf8))
    }
    #expect(throws: ProjectFileError.self) {
      try PackageManifest.read(Array("let package = Package(name: \"open".utf8))
    }
    #expect(throws: ProjectFileError.self) {
      try PackageManifest.read(Array("/* /* nested */ still open".utf8))
    }
  }

  @Test func hostileNestingStaysBounded() throws {
    let text = "let package = Package(targets: " + String(repeating: "[", count: 50_000) + ")"
    let manifest = try PackageManifest.read(Array(text.utf8))
    #expect(manifest.targets.isEmpty)
  }
}
