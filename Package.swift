// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MenuModel",
  products: [
    .library(name: "MenuModel", targets: ["MenuModel"]),
    .executable(name: "menulint", targets: ["menulint"]),
  ],
  targets: [
    .target(
      name: "MenuModel",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .executableTarget(name: "menulint", dependencies: ["MenuModel"]),
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
