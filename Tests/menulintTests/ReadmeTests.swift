import Foundation
import MenuModel
import TestSupport
import Testing

@testable import menulint

/// The README's CI material: the workflow is valid YAML and every menulint option it uses
/// exists and works; the sample configuration is valid.
@Suite struct ReadmeTests {
  static func readme() throws -> String {
    try String(
      contentsOf: Golden.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The fenced blocks of a language, in order.
  static func blocks(_ language: String, in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```\(language)" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  static func workflow() throws -> String {
    try #require(blocks("yaml", in: readme()).first { $0.contains("upload-sarif") })
  }

  /// Whether `python3` with PyYAML is available to parse YAML.
  static let hasPyYAML: Bool = {
    (try? Subprocess.run("python3", ["-c", "import yaml"], errors: .discarded))?.status == 0
  }()

  @Test(.enabled(if: hasPyYAML, "python3 with PyYAML is needed to parse the workflow"))
  func theWorkflowIsValidYAMLWithTheExpectedSteps() throws {
    let run = try Subprocess.run(
      "python3",
      [
        "-c",
        """
        import sys, yaml
        w = yaml.safe_load(sys.stdin)
        steps = w["jobs"]["menulint"]["steps"]
        assert w["permissions"]["security-events"] == "write"
        assert any(s.get("uses", "").startswith("github/codeql-action/upload-sarif") for s in steps)
        assert any("menulint" in s.get("run", "") and "--format sarif" in s.get("run", "") for s in steps)
        print("ok")
        """,
      ], input: try Self.workflow())
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output == "ok\n")
  }

  /// The words of the workflow's menulint command line, from `lint` on.
  static func lintArguments() throws -> [String] {
    let lines = try workflow().split(separator: "\n")
    let start = try #require(lines.firstIndex { $0.contains(#"menulint" lint"#) })
    var words: [String] = []
    for line in lines[start...] {
      let trimmed = line.drop { $0 == " " }
      if line != lines[start] && trimmed.hasPrefix("- ") { break }
      words += trimmed.split(separator: " ").map(String.init)
    }
    return Array(words.drop { $0 != "lint" })
  }

  @Test func everyOptionTheWorkflowUsesExistsAndWorks() throws {
    let arguments = try Self.lintArguments()
    #expect(arguments == ["lint", "Menus", "--format", "sarif", "--output", "menulint.sarif"])
    let declared = Set(LintCommand.arguments.map { "--" + $0.name })
    for word in arguments where word.hasPrefix("--") {
      #expect(declared.contains(word), "\(word) is not a lint option")
    }
    // The same command on a directory of definitions writes SARIF.
    let directory = try InputAndExitTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let menus = directory + "/Menus"
    try FileManager.default.createDirectory(atPath: menus, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Golden.repositoryRoot.appendingPathComponent("Examples/Photos/Photos.menu.json")
        .path,
      toPath: menus + "/Photos.menu.json")
    var io = CommandIO.capturing()
    io.fileSystem = RootedFileSystem(root: directory)
    let status = CommandLineTool.main(root: MenuLint.self, arguments: arguments, io: &io)
    #expect(status == 0)
    let sarif = try String(contentsOfFile: directory + "/menulint.sarif", encoding: .utf8)
    #expect(sarif.contains(#""version": "2.1.0""#))
  }

  @Test func theSampleConfigurationIsValid() throws {
    let sample = try #require(
      Self.blocks("json", in: Self.readme()).first { $0.contains(#""exclude""#) })
    let (configuration, diagnostics) = LintConfiguration.decode(
      Array(sample.utf8), file: ".menulint.json")
    #expect(diagnostics.isEmpty)
    #expect(configuration?.rules[RuleID(rawValue: "ambiguous-title")] == .off)
    #expect(configuration?.baseline == "menulint-baseline.json")
  }
}

extension ReadmeTests {
  /// The README's rule table is `menulint rules --format markdown`, so a rule added to the
  /// registry shows there or fails this test.
  @Test func theRuleTableIsGeneratedFromTheRegistry() throws {
    let readme = try Self.readme()
    let table = RulesCommand.markdown
    #expect(readme.contains(table), "README.md's rule table differs from:\n\(table)")
    let run = Run.real(["rules", "--format", "markdown"])
    #expect(run.status == 0)
    #expect(run.stdout == table)
  }

  /// The README is for users and fits in under 400 lines, in the order they meet menulint:
  /// the two commands, then install, Xcode, CI and Swift source, before the rules.
  @Test func theReadmeIsShortAndInTheOrderUsersNeed() throws {
    let readme = try Self.readme()
    let lines = readme.filter { $0 == "\n" }.count
    #expect(lines < 400, "README.md has \(lines) lines")
    let headings = readme.split(separator: "\n").filter { $0.hasPrefix("## ") }.map {
      String($0.dropFirst(3))
    }
    let order = ["Install", "Xcode", "CI", "Swift source", "What it checks"].map { name in
      headings.firstIndex { $0.hasPrefix(name) } ?? Int.max
    }
    #expect(order == order.sorted() && !order.contains(Int.max), "\(headings)")
    #expect(readme.hasPrefix("# menulint\n\n```sh\nswift run menulint lint Examples/"))
  }

  /// Every document the README links to exists.
  @Test func everyLinkedDocumentExists() throws {
    let readme = try Self.readme()
    var missing: [String] = []
    var rest = Substring(readme)
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      let target = String(rest[..<close])
      rest = rest[close...]
      guard !target.contains("://"), !target.hasPrefix("#") else { continue }
      let path = Golden.repositoryRoot.appendingPathComponent(target).path
      if !FileManager.default.fileExists(atPath: path) { missing.append(target) }
    }
    #expect(missing.isEmpty, "\(missing)")
  }
}
