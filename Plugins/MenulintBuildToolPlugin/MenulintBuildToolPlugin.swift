import Foundation
import PackagePlugin

/// Lints a target with menulint while it builds, so that findings show where the compiler's do:
/// as `file:line:column: warning: …` lines in `swift build`'s log, and inline in Xcode.
///
/// The command lints the target's Swift files and its `*.menu.json` files (sources, resources or
/// files SwiftPM leaves unhandled, but not excluded ones) with `menulint lint --allow-empty --quiet`. It
/// runs in the target's directory (a package) or the project's (Xcode), so the `.menulint.json`
/// there or in a directory above applies, and the app's project supplies platforms, versions and
/// `#if` flags as it does on the command line. It runs again when one of those files, the
/// configuration or menulint itself changes. A lint error fails the build, as a compiler error
/// does; warnings and notes do not.
///
/// A build command must name its output, and SwiftPM compiles an output Swift file into the
/// target (any other file would become a resource of it), so a lint that passes leaves a Swift
/// file holding one comment in the plugin's work directory. That is also why targets without
/// Swift files are left alone.
@main
struct MenulintBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let lint = LintInputs(
      target.sourceFiles.map { (url: $0.url, type: $0.type) }, directory: target.directoryURL)
    return try lint.commands(
      target: target.name, tool: context.tool(named: "menulint").url,
      swiftc: try? context.tool(named: "swiftc").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }
}

/// What a build command lints, and the command.
struct LintInputs {
  /// The target's Swift sources.
  var swiftFiles: [URL] = []
  /// The target's menu definitions, whatever their role in the target.
  var definitions: [URL] = []
  /// Where menulint runs, so that `.menulint.json` there or above applies.
  var directory: URL

  init(_ files: [(url: URL, type: FileType)], directory: URL) {
    self.directory = directory
    for file in files {
      if file.type == .source && file.url.pathExtension == "swift" {
        swiftFiles.append(file.url)
      } else if file.url.lastPathComponent.hasSuffix(".menu.json") {
        definitions.append(file.url)
      }
    }
  }

  /// Runs menulint in the directory, then leaves the output file the build command declares
  /// (once: rewriting it would recompile the target each time).
  static let script = """
    cd "$1" || exit
    tool=$2
    stamp=$3
    shift 3
    "$tool" "$@" || exit
    [ -f "$stamp" ] || printf '%s\\n' '// The last lint of this target by menulint passed.' > "$stamp"
    """

  func commands(target name: String, tool: URL, swiftc: URL?, workDirectory: URL) throws
    -> [Command]
  {
    guard !swiftFiles.isEmpty else { return [] }
    let stamp = workDirectory.appending(path: "menulint-lint.swift")
    // menulint and swiftc write their temporary files where the sandbox lets build commands write.
    let temporary = workDirectory.appending(path: "tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    var environment = ["TMPDIR": temporary.path(percentEncoded: false)]
    // The toolchain building the target parses its Swift; a build's PATH may not hold swiftc.
    if let swiftc { environment["SWIFTC"] = swiftc.path(percentEncoded: false) }
    let linted = swiftFiles + definitions
    var inputs = linted + [tool]
    if let configuration = Self.configuration(from: directory) { inputs.append(configuration) }
    return [
      .buildCommand(
        displayName: "menulint \(name)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: [
          "-c", Self.script, "menulint-build-tool-plugin", directory.path(percentEncoded: false),
          tool.path(percentEncoded: false), stamp.path(percentEncoded: false), "lint",
          "--allow-empty", "--quiet",
        ] + linted.map { $0.path(percentEncoded: false) },
        environment: environment,
        inputFiles: inputs,
        outputFiles: [stamp])
    ]
  }

  /// The `.menulint.json` menulint reads when run in the directory: there or in the nearest
  /// directory above.
  static func configuration(from directory: URL) -> URL? {
    var components = directory.standardizedFileURL.pathComponents
    while !components.isEmpty {
      let path = NSString.path(withComponents: components + [".menulint.json"])
      if FileManager.default.fileExists(atPath: path) { return URL(fileURLWithPath: path) }
      components.removeLast()
    }
    return nil
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension MenulintBuildToolPlugin: XcodeBuildToolPlugin {
    /// An Xcode target: its files as Xcode lists them, linted from the project's directory.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let lint = LintInputs(
        target.inputFiles.map { (url: $0.url, type: $0.type) },
        directory: context.xcodeProject.directoryURL)
      return try lint.commands(
        target: target.displayName, tool: context.tool(named: "menulint").url,
        swiftc: try? context.tool(named: "swiftc").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
