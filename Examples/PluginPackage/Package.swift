// swift-tools-version: 6.2
import PackageDescription

// A library that menulint's build-tool plugin lints while it builds (Docs/Xcode.md): `swift build`
// prints the findings as file:line:column: warning: lines. It uses the plugin of this repository,
// which compiles menulint; with MENULINT_PLUGINS naming the MenulintPlugins package that
// Scripts/release writes, the same plugin runs the prebuilt binary instead.
let plugins = Context.environment["MENULINT_PLUGINS"].flatMap { $0.isEmpty ? nil : $0 }

// A package found by path is named after its directory, which is the clone's name here.
let repository = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "")

let package = Package(
  name: "PluginPackage",
  platforms: [.iOS(.v17), .macCatalyst(.v17), .macOS(.v13)],
  products: [.library(name: "NotesKit", targets: ["NotesKit"])],
  dependencies: [plugins.map { .package(path: $0) } ?? .package(path: "../..")],
  targets: [
    .target(
      name: "NotesKit",
      resources: [.copy("Notes.menu.json")],
      plugins: [
        .plugin(
          name: "MenulintBuildToolPlugin", package: plugins == nil ? repository : "MenulintPlugins")
      ])
  ],
  swiftLanguageModes: [.v6]
)
