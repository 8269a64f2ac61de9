import MenuModel

/// `menulint lint --fix`: applies the first suggested shortcut of each command a finding is
/// about, where the shortcut is written as a literal (a definition's `shortcut`, `input` and
/// `modifiers`; a Swift `UIKeyCommand`'s `input:` and `modifierFlags:`), then lints again.
///
/// Each file is rewritten at once (a new file renamed over it), only if its bytes are still
/// those the edits were made for, and only the replaced text changes. Fixing one shortcut can
/// let UIKit accept an operation it refused, whose other commands are then checked for the
/// first time: so the lint runs again, fixing what it finds, up to ``passes`` times, and its
/// last run is the report.
enum Fixer {
  /// The most lint runs that fix.
  static let passes = 4

  /// Applies a lint's fixes and lints again, or returns `nil` when there is nothing to fix
  /// (the caller then reports `result`).
  ///
  /// - Parameters:
  ///   - result: The lint's findings.
  ///   - command: The lint command, run again after fixing.
  ///   - io: The streams and file system.
  /// - Returns: The exit code of the run after fixing, or `nil`.
  /// - Throws: What the run after fixing throws (a usage error).
  static func fix(
    _ result: LintResult, command: LintCommand, io: inout CommandIO
  ) throws -> ExitCode? {
    guard command.fixPass < passes else { return nil }
    let advice = Linter.suggestions(in: result.diagnostics)
    // Edits by file, each command's once; a command's edits are all applied or none.
    var byFile: [String: [TextEdit]] = [:]
    var changes: [(ShortcutSuggestions, Diagnostic.Suggestion)] = []
    for item in advice {
      guard let first = item.suggestions.first, !first.edits.isEmpty else { continue }
      let edits = first.edits
      if edits.contains(where: { $0.file == "<stdin>" }) { continue }
      let overlaps = edits.contains { edit in
        byFile[edit.file, default: []].contains { $0.range.overlaps(edit.range) }
      }
      guard !overlaps else { continue }
      for edit in edits { byFile[edit.file, default: []].append(edit) }
      changes.append((item, first))
    }
    guard !byFile.isEmpty else { return nil }
    var written: Set<String> = []
    var failed = false
    for file in byFile.keys.sorted() {
      let edits = byFile[file] ?? []
      let bytes: [UInt8]
      do {
        bytes = try io.fileSystem.read(file, limit: LintCommand.fileSizeLimit)
      } catch {
        io.err("error: cannot fix \(error)\n")
        failed = true
        continue
      }
      guard edits.allSatisfy({ $0.isMade(for: bytes) }) else {
        io.err("error: \(file) changed since it was read; not fixed\n")
        failed = true
        continue
      }
      do {
        try io.fileSystem.write(TextEdit.applying(edits, to: bytes), to: file)
        written.insert(file)
      } catch {
        io.err("error: cannot fix \(error)\n")
        failed = true
      }
    }
    for (item, suggestion) in changes
    where suggestion.edits.allSatisfy({ written.contains($0.file) }) {
      let place = item.location.map { "\($0): " } ?? ""
      let rules = item.rules.map(\.rawValue).joined(separator: ", ")
      io.err(
        "\(place)fixed: \(item.command) \(item.shortcut) → \(suggestion.display) [\(rules)]\n")
    }
    guard !written.isEmpty else { return failed ? .failure : nil }
    var again = command
    again.fixPass += 1
    let code = try again.run(io: &io)
    return failed && code == .success ? .failure : code
  }
}
