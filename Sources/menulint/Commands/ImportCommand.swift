import MenuModel

/// `menulint import`: write the definition and responder file an app's Swift describes.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Write the menu definition (and responder file) that Swift code describes.",
    discussion: """
      Reads each .swift file, or every .swift file under each directory, with the toolchain's \
      parser (swiftc 6.1 or later: $SWIFTC, else PATH), and writes the definition to standard \
      output or --output. The app's project (an .xcodeproj, project.yml or Package.swift in or \
      above the directory) gives the definition its platforms, OS versions and Info.plist keys, \
      and its Release #if conditions are taken as true. Code that cannot be evaluated is \
      reported as unresolved-swift notes on standard error. A file swiftc cannot parse is \
      reported there too (swift-parse-error) and left out; the others are still read. Exits 0 \
      on success, 65 when a file cannot be parsed, 66 when an input cannot be read and 69 \
      when swiftc is missing or unusable.
      """)

  static let arguments: [ArgumentSpec] = [
    .positional("paths", help: "Swift files or directories.", isRepeatable: true),
    .option(
      "output", short: "o", valueName: "file",
      help: "Write the menu definition to a file instead of standard output."),
    .option(
      "responders-output", valueName: "file",
      help: "Write the responder file the code describes (key commands, actions) to a file."),
    .option(
      "define", short: "D", valueName: "flag",
      help:
        "An #if flag to take as true (others are false); given, these replace the project's Release conditions.",
      isRepeatable: true),
    .option(
      "target", valueName: "name",
      help:
        "The application target of the app's project to import (by default the first whose files are given)."
    ),
    .option(
      "jobs", short: "j", valueName: "count",
      help: "How many swiftc processes may run at once (default: one per core)."),
    .flag(
      "quiet", short: "q",
      help: "Print only errors on standard error: no notes or warnings, no summary of the project."
    ),
  ]

  var paths: [String]
  var output: String?
  var respondersOutput: String?
  var defines: Set<String>?
  var target: String?
  var jobs: Int
  var quiet: Bool

  init(parsing arguments: ParsedArguments) throws {
    paths = arguments.positionals("paths")
    output = arguments.option("output")
    respondersOutput = arguments.option("responders-output")
    defines = arguments.isGiven("define") ? Set(arguments.values("define")) : nil
    target = arguments.option("target")
    quiet = arguments.flag("quiet")
    let jobsText = arguments.option("jobs") ?? String(ParallelMap.coreCount)
    guard let jobs = Int(jobsText), jobs > 0 else {
      throw ToolError.usage(
        "The value '\(jobsText)' is invalid for '--jobs <count>': give a positive number")
    }
    self.jobs = jobs
  }

  func run(io: inout CommandIO) throws -> ExitCode {
    let options = ProjectSupport.Options(target: target, defines: defines)
    let (read, empty) = try SwiftInputs.importSwift(
      paths.isEmpty ? ["."] : paths, options: options, announces: !quiet, jobs: jobs,
      outputs: [("--output", output), ("--responders-output", respondersOutput)], io: &io)
    if !quiet {
      for directory in empty { io.err("warning: no .swift files found under \(directory)\n") }
      if empty.isEmpty && !read.foundMenuCode {
        io.err("warning: no menu or key-command code found in the Swift files read\n")
      }
    }
    let shown = (quiet ? [] : read.imported.notes) + read.failures
    if !shown.isEmpty {
      io.err(
        TextReporter().report(
          LintResult(diagnostics: shown, fileCount: 1),
          context: ReportContext(toolVersion: menulintVersion)))
    }
    try OutputTarget.write(
      read.imported.menuJSON, to: output, describing: "the definition", io: io)
    if let respondersOutput {
      let text =
        read.imported.respondersJSON ?? "{\n  \"formatVersion\": 1,\n  \"responders\": []\n}\n"
      try OutputTarget.write(
        text, to: respondersOutput, describing: "the responder file", io: io)
    }
    return ExitCode(Outcome(unlintedInput: !read.failures.isEmpty))
  }
}
