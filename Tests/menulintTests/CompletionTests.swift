import Foundation
import TestSupport
import Testing

@testable import menulint

/// `menulint --generate-completion-script bash|zsh|fish`.
@Suite struct CompletionTests {
  static func script(_ shell: String) -> String {
    let run = Run.memory(["--generate-completion-script", shell])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    return run.stdout
  }

  /// Runs a shell script with `bash`, returning its standard output and status.
  static func bash(_ arguments: [String], stdin: String) throws -> (String, Int32) {
    let run = try Subprocess.run("bash", arguments, input: stdin)
    return (run.output, run.status)
  }

  static func isInstalled(_ shell: String) -> Bool {
    ["/bin/", "/usr/bin/", "/usr/local/bin/"].contains {
      FileManager.default.isExecutableFile(atPath: $0 + shell)
    }
  }

  @Test func theBashScriptIsValidBash() throws {
    let (output, status) = try Self.bash(["-n"], stdin: Self.script("bash"))
    #expect(status == 0, "\(output)")
  }

  /// What the bash function offers for a command line whose last word is being completed.
  static func bashCompletions(_ words: [String]) throws -> [String] {
    let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
    let program =
      Self.script("bash")
      + "\nCOMP_WORDS=(\(quoted))\nCOMP_CWORD=\(words.count - 1)\n_menulint\n"
      + "printf '%s\\n' \"${COMPREPLY[@]}\"\n"
    let (output, status) = try bash([], stdin: program)
    #expect(status == 0, "\(output)")
    return output.split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesSubcommandsOptionsAndValues() throws {
    #expect(try Self.bashCompletions(["menulint", "li"]).contains("lint"))
    #expect(try Self.bashCompletions(["menulint", "lint", "--form"]) == ["--format"])
    #expect(
      try Self.bashCompletions(["menulint", "lint", "--format", ""])
        == ["text", "json", "sarif", "github"])
    #expect(try Self.bashCompletions(["menulint", "lint", "--platform", "mac"]) == ["macCatalyst"])
    #expect(
      try Self.bashCompletions(["menulint", "explain", "keystroke-c"]) == ["keystroke-collision"])
    #expect(try Self.bashCompletions(["menulint", "schema", "co"]) == ["config"])
    #expect(
      try Self.bashCompletions(["menulint", "--generate-completion-script", ""])
        == ["bash", "zsh", "fish"])
    // `lint` is the default subcommand: its options work without naming it.
    #expect(try Self.bashCompletions(["menulint", "--allow"]) == ["--allow-empty"])
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func everyCommandAndOptionIsOffered(shell: String) {
    let script = Self.script(shell)
    for command in MenuLint.configuration.subcommands {
      #expect(script.contains(command.configuration.commandName), "\(shell): \(command)")
      for spec in command.arguments where spec.kind != .positional {
        #expect(
          script.contains("--\(spec.name)") || script.contains("-l \(spec.name)"),
          "\(shell): \(spec.name)")
      }
    }
  }

  @Test(.enabled(if: isInstalled("zsh"), "zsh is not installed; the zsh script is not parsed"))
  func theZshScriptIsValidZsh() throws {
    let directory = try InputAndExitTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Self.script("zsh").write(
      toFile: directory + "/_menulint", atomically: true, encoding: .utf8)
    let run = try Subprocess.run("zsh", ["-n", directory + "/_menulint"])
    #expect(run.status == 0, "\(run.output)")
  }

  @Test(.enabled(if: isInstalled("fish"), "fish is not installed; the fish script is not parsed"))
  func theFishScriptIsValidFish() throws {
    let directory = try InputAndExitTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Self.script("fish").write(
      toFile: directory + "/menulint.fish", atomically: true, encoding: .utf8)
    let run = try Subprocess.run("fish", ["--no-execute", directory + "/menulint.fish"])
    #expect(run.status == 0, "\(run.output)")
  }

  @Test(.enabled(if: isInstalled("fish"), "fish is not installed; fish completion is not run"))
  func fishCompletesSubcommandsOptionsAndValues() throws {
    let directory = try InputAndExitTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/menulint.fish"
    try Self.script("fish").write(toFile: path, atomically: true, encoding: .utf8)
    /// The words fish offers for a command line.
    func complete(_ line: String) throws -> [String] {
      let run = try Subprocess.run(
        "fish", ["-c", "source \(path); complete -C '\(line)'"],
        in: URL(fileURLWithPath: directory))
      return run.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }
    #expect(try complete("menulint lint --form") == ["--format"])
    #expect(try complete("menulint lint --format ") == ["github", "json", "sarif", "text"])
    #expect(try complete("menulint li").contains("lint"))
    #expect(try complete("menulint --allow") == ["--allow-empty"])
    #expect(try complete("menulint schema co") == ["config"])
  }

  @Test func aMissingOrUnknownShellIsAUsageError() {
    let missing = Run.memory(["--generate-completion-script"])
    #expect(missing.status == 64)
    #expect(
      missing.stderr.hasPrefix("error: Missing value for '--generate-completion-script <shell>'"))
    let unknown = Run.memory(["--generate-completion-script", "tcsh"])
    #expect(unknown.status == 64)
    #expect(
      unknown.stderr.hasPrefix(
        "error: The value 'tcsh' is invalid for '--generate-completion-script <shell>'; expected "
          + "one of 'bash', 'zsh', 'fish'"))
    #expect(Run.memory(["--generate-completion-script=ZSH"]).stdout.hasPrefix("#compdef menulint"))
  }
}
