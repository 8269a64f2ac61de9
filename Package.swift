// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "MenuModel",
  // The lowest systems where every API the package uses exists (`String.replacing`, clocks);
  // app test targets link the library, so it asks for no more than that.
  platforms: [.macOS(.v13), .iOS(.v16), .macCatalyst(.v16)],
  products: [
    .library(name: "MenuModel", targets: ["MenuModel"]),
    .executable(name: "menulint", targets: ["menulint"]),
    .plugin(name: "MenulintPlugin", targets: ["MenulintPlugin"]),
    .plugin(name: "MenulintBuildToolPlugin", targets: ["MenulintBuildToolPlugin"]),
  ],
  targets: [
    .target(
      name: "MenuModel",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .executableTarget(name: "menulint", dependencies: ["MenuModel"]),
    .plugin(
      name: "MenulintPlugin",
      capability: .command(
        intent: .custom(verb: "menulint", description: "Lint menu definitions with menulint.")),
      dependencies: ["menulint"]),
    // Lints a target's Swift and menu definitions as it builds (Docs/Xcode.md). This one compiles
    // menulint; Scripts/release writes a twin package whose plugins run the prebuilt binary.
    .plugin(name: "MenulintBuildToolPlugin", capability: .buildTool(), dependencies: ["menulint"]),
    .executableTarget(
      name: "menulint-bench", dependencies: ["MenuModel"], path: "Benchmarks/menulint-bench"),
    // Helpers both test targets share: golden files, marked rule examples, ../shared/ access.
    .target(name: "TestSupport", dependencies: ["MenuModel"], path: "Tests/TestSupport"),
    .testTarget(
      name: "MenuModelTests", dependencies: ["MenuModel", "TestSupport"],
      exclude: ["Snapshots", "Project/Fixtures"]),
    .testTarget(
      name: "menulintTests",
      dependencies: ["menulint", "MenuModel", "TestSupport"],
      exclude: ["Snapshots", "Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The libFuzzer target, built only by Scripts/fuzz.sh: libFuzzer supplies its `main`, so a
// plain build could not link it.
if Context.environment["MENULINT_FUZZ"] == "1" {
  package.targets.append(
    .executableTarget(
      name: "menulint-fuzz", dependencies: ["MenuModel"], path: "Fuzz/menulint-fuzz"))
}
