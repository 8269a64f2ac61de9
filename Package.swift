// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MenuModel",
  products: [
    .library(name: "MenuModel", targets: ["MenuModel"]),
    .executable(name: "menulint", targets: ["menulint"]),
    .plugin(name: "MenulintPlugin", targets: ["MenulintPlugin"]),
  ],
  targets: [
    .target(
      name: "MenuModel",
      // Optimized in debug builds too: `swift test` then checks the code as it ships and runs
      // the hostile-input tests (60 MB strings, a million keys) in seconds, not minutes.
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .executableTarget(name: "menulint", dependencies: ["MenuModel"]),
    .plugin(
      name: "MenulintPlugin",
      capability: .command(
        intent: .custom(verb: "menulint", description: "Lint menu definitions with menulint.")),
      dependencies: ["menulint"]),
    .executableTarget(
      name: "menulint-bench", dependencies: ["MenuModel"], path: "Benchmarks/menulint-bench"),
    .testTarget(name: "MenuModelTests", dependencies: ["MenuModel"]),
    .testTarget(
      name: "menulintTests",
      dependencies: ["menulint", "MenuModel"],
      exclude: ["Snapshots"]
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
