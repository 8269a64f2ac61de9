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
    let tool = try context.tool(named: "menulint")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments.isEmpty ? ["lint"] : arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationReason != .exit || process.terminationStatus != 0 {
      Diagnostics.error("menulint exited with status \(process.terminationStatus)")
    }
  }
}
