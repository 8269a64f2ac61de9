import Foundation
import PackagePlugin

/// `swift package menulint [SUBCOMMAND] [ARGUMENTS…]`: runs menulint in the package's directory.
///
/// With no arguments it runs `menulint lint`, which lints every `*.menu.json` under the package
/// (and reads `.menulint.json` there). Anything else is passed to menulint as written, such as
/// `swift package menulint lint Menus --format sarif`. The command fails when menulint exits
/// with a status other than 0.
@main
struct MenulintPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try Self.run(
      context.tool(named: "menulint").url, arguments.isEmpty ? ["lint"] : arguments,
      in: context.package.directoryURL)
  }

  /// Runs menulint in the directory and reports a failure as the plugin's error.
  static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    if process.terminationReason != .exit || process.terminationStatus != 0 {
      Diagnostics.error("menulint exited with status \(process.terminationStatus)")
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension MenulintPlugin: XcodeCommandPlugin {
    /// The Xcode-project twin, run from the project's context menu.
    ///
    /// It runs menulint in the project's directory: with no arguments, `menulint lint` over the
    /// Swift files and `*.menu.json` files of the targets chosen in Xcode (which passes them as
    /// `--target NAME`), or over the project's directory when none is chosen. Other arguments
    /// are passed to menulint as written.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let chosen = Set(extractor.extractOption(named: "target"))
      var menulintArguments = extractor.remainingArguments
      if menulintArguments.isEmpty {
        menulintArguments = ["lint"]
        for target in context.xcodeProject.targets where chosen.contains(target.displayName) {
          for file in target.inputFiles {
            let isSwift = file.type == .source && file.url.pathExtension == "swift"
            if isSwift || file.url.lastPathComponent.hasSuffix(".menu.json") {
              menulintArguments.append(file.url.path(percentEncoded: false))
            }
          }
        }
      }
      try Self.run(
        context.tool(named: "menulint").url, menulintArguments,
        in: context.xcodeProject.directoryURL)
    }
  }
#endif
