import Foundation
import MenuModel
import TestSupport
import Testing

@testable import menulint

/// `menulint lint --fix` and `menulint free` (issue 46).
@Suite struct FixTests {
  /// Get Info on Italic's ⌘I, Duplicate Note on Mac Catalyst's Duplicate ⇧⌘S in an operation
  /// with Save As… on ⇧⌘s: fixing Duplicate Note lets UIKit build the operation, which shows
  /// Save As… pressed like Duplicate on Mac Catalyst — fixed by the next run.
  static let notes = """
    {"formatVersion": 1, "app": "Notes", "build": [
      {"insertElements": [
        {"type": "command", "title": "Get Info", "action": "getInfo:", "shortcut": "cmd+i"}],
       "atEndOf": "file"},
      {"insertElements": [
        {"type": "command", "title": "Save As…", "action": "saveNoteAs:", "shortcut": "shift+cmd+s"},
        {"type": "command", "title": "Duplicate Note", "action": "duplicateNote:",
         "shortcut": "shift+cmd+S"}],
       "atEndOf": "file"}]}

    """

  @Test func fixWritesTheFirstSuggestionsAndLintsAgain() throws {
    let io = CommandIO.capturing(files: ["notes.menu.json": Array(Self.notes.utf8)])
    var running = io
    let status = CommandLineTool.main(
      root: MenuLint.self, arguments: ["lint", "notes.menu.json", "--fix"], io: &running)
    let files = try #require(io.fileSystem as? MemoryFileSystem)
    let fixed = String(decoding: try #require(files.files["notes.menu.json"]), as: UTF8.self)
    #expect(status == 0)
    #expect(running.standardOutput.captured == "No problems found in 1 file.\n")
    let changes = running.standardError.captured.split(separator: "\n")
    #expect(
      changes == [
        "notes.menu.json:3:5: fixed: 'Get Info' ⌘I → ⌃⌘I [duplicate-shortcut]",
        "notes.menu.json:7:5: fixed: 'Duplicate Note' ⇧⌘S → ⇧⌘D [duplicate-shortcut, keystroke-collision]",
        "notes.menu.json:6:5: fixed: 'Save As…' ⇧⌘S → ⌥⇧⌘S [keystroke-collision]",
      ])
    // Only the shortcuts changed.
    #expect(
      fixed
        == Self.notes.replacing("\"cmd+i\"", with: "\"ctrl+cmd+i\"")
        .replacing("\"shift+cmd+S\"", with: "\"shift+cmd+d\"")
        .replacing("\"shift+cmd+s\"", with: "\"opt+shift+cmd+s\""))
    // A second run finds nothing to fix.
    var again = io
    again.standardError = TextSink()
    #expect(
      CommandLineTool.main(
        root: MenuLint.self, arguments: ["lint", "notes.menu.json", "--fix"], io: &again) == 0)
    #expect(again.standardError.captured.isEmpty)
  }

  /// Without `--fix` no file is written; every other format carries the suggestions.
  @Test func lintWithoutFixWritesNothing() throws {
    let io = CommandIO.capturing(files: ["notes.menu.json": Array(Self.notes.utf8)])
    var running = io
    #expect(
      CommandLineTool.main(
        root: MenuLint.self, arguments: ["lint", "notes.menu.json", "--format", "github"],
        io: &running) == 1)
    let files = try #require(io.fileSystem as? MemoryFileSystem)
    #expect(files.files["notes.menu.json"] == Array(Self.notes.utf8))
    #expect(
      running.standardOutput.captured.contains(
        "%0Ahelp: try ⌃⌘I: free on iPadOS 18/26 and Mac Catalyst, typeable on all 84 layouts"))
  }

  /// A file whose bytes changed after the lint read them is not rewritten.
  @Test func aFileChangedSinceItWasReadIsNotRewritten() {
    let changing = ChangingFileSystem(
      path: "notes.menu.json", first: Array(Self.notes.utf8),
      later: Array((Self.notes + " ").utf8))
    var io = CommandIO.capturing()
    io.fileSystem = changing
    let status = CommandLineTool.main(
      root: MenuLint.self, arguments: ["lint", "notes.menu.json", "--fix"], io: &io)
    #expect(status == 1)
    #expect(changing.writes == 0)
    #expect(
      io.standardError.captured.contains("notes.menu.json changed since it was read; not fixed"))
  }

  /// Standard input is never "fixed".
  @Test func standardInputIsLeftAlone() {
    let run = Run.memory(["lint", "-", "--fix"], stdin: Self.notes)
    #expect(run.status == 1)
    #expect(!run.stderr.contains("fixed:"))
    #expect(run.stdout.contains("help: try ⌃⌘I"))
  }

  /// The replacement is a new file renamed over the old: the old file's permissions stay, and
  /// a symbolic link keeps pointing at the file.
  @Test func replacingKeepsPermissionsAndLinks() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "menulint-replace-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("a.menu.json")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
    let link = directory.appendingPathComponent("link.menu.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
    try RealFileSystem().write(Array("new".utf8), to: link.path)
    #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == file.path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 2)
  }

  /// Swift: the `input:` and `modifierFlags:` literals of the key commands change, and SwiftUI's
  /// `keyboardShortcut` literals; a second run finds nothing to fix.
  @Test(.enabled(if: swiftcIsInstalled, "swiftc is not installed"))
  func fixesSwiftLiterals() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "menulint-fix-\(UUID().uuidString)")
    try FileManager.default.copyItem(
      at: Golden.repositoryRoot.appendingPathComponent("Examples/SwiftApp"), to: directory)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.path
    let first = Run.real(["lint", path, "--define", "DEBUG", "--fix"])
    #expect(first.stderr.contains("fixed: 'Share Note' ⇧⌘S → ⌥⌘N [keystroke-collision]"))
    #expect(first.stderr.contains("fixed: 'Edit Note' ⌘E → ⌃⌘E [shadowed-shortcut]"))
    #expect(first.stderr.contains("fixed: 'Dump State' ⌥⌘D → ⌘D [reserved-shortcut]"))
    let delegate = try String(
      contentsOf: directory.appendingPathComponent("AppDelegate.swift"), encoding: .utf8)
    #expect(delegate.contains(#"input: "n", modifierFlags: [.command, .alternate])"#))
    let controller = try String(
      contentsOf: directory.appendingPathComponent("NotesViewController.swift"), encoding: .utf8)
    #expect(controller.contains(#"input: "e", modifierFlags: [.command, .control]))"#))
    let app = try String(
      contentsOf: directory.appendingPathComponent("NotesApp.swift"), encoding: .utf8)
    #expect(app.contains(#".keyboardShortcut("d", modifiers: [.command])"#))
    // Only those bytes changed.
    let original = try String(
      contentsOf: Golden.repositoryRoot.appendingPathComponent(
        "Examples/SwiftApp/AppDelegate.swift"),
      encoding: .utf8)
    #expect(
      delegate
        == original.replacing(
          #"input: "s", modifierFlags: [.command, .shift])"#,
          with: #"input: "n", modifierFlags: [.command, .alternate])"#))
    let second = Run.real(["lint", path, "--define", "DEBUG", "--fix"])
    #expect(!second.stderr.contains("fixed:"))
    #expect(!second.stdout.contains("help:"))
  }

  /// The SARIF with fixes, for JSON definitions and for Swift, is valid SARIF 2.1.0.
  @Test(SharedData.trait, .enabled(if: swiftcIsInstalled, "swiftc is not installed"))
  func sarifWithFixesValidates() throws {
    for arguments in [
      ["lint", "Examples/Broken", "--format", "sarif"],
      ["lint", "Examples/SwiftApp", "--define", "DEBUG", "--format", "sarif"],
    ] {
      let run = Run.real(arguments)
      #expect(run.stdout.contains(#""artifactChanges""#))
      try SARIFValidation.expectValid(run.stdout)
    }
  }

  /// `free` lists keystrokes best first, with the reason they share and each one's basis.
  @Test func freeListsKeystrokes() throws {
    let files = ["notes.menu.json": Self.notes]
    let run = Run.memory(
      ["free", "notes.menu.json", "--for", "Export PDF", "--limit", "3"], files: files)
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        Keystrokes free for 'Export PDF' in notes.menu.json, best first; each is free on iPadOS 18/26 and Mac Catalyst, typeable on all 84 layouts:
        KEYS  WRITTEN     WHY
        ⌃⌘E   ctrl+cmd+e  E as in 'Export'
        ⌥⌘P   opt+cmd+p   P as in 'PDF'
        ⌃⌘P   ctrl+cmd+p  P as in 'PDF'

        """)
    let json = Run.memory(
      ["free", "notes.menu.json", "--modifiers", "cmd", "--format", "json", "--limit", "0"],
      files: files)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let shortcuts = try #require(object["shortcuts"] as? [[String: Any]])
    #expect(!shortcuts.isEmpty)
    #expect(
      shortcuts.allSatisfy {
        (($0["shortcut"] as? [String: Any])?["modifiers"] as? [String]) == ["command"]
      })
    let usage = Run.memory(["free", "notes.menu.json", "--modifiers", "shift"], files: files)
    #expect(usage.status == 64)
    #expect(usage.stderr.contains("'--modifiers' must include cmd"))
  }

  /// A directory of JSON definitions stands for its one menu definition and its one responder
  /// file, whose key commands take keystrokes too.
  @Test func freeTakesADirectoryOfDefinitions() {
    let responders = #"""
      {"formatVersion": 1, "responders": [{"id": "editor", "kind": "viewController",
       "actions": ["exportFile:"], "keyCommands": [
         {"type": "command", "title": "Export", "action": "exportFile:",
          "shortcut": "ctrl+cmd+e"}]}]}
      """#
    let run = Run.memory(
      ["free", "app", "--for", "Export PDF", "--limit", "1"],
      files: ["app/notes.menu.json": Self.notes, "app/notes.responders.json": responders])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("⌥⌘P   opt+cmd+p  P as in 'PDF'"), "\(run.stdout)")
    #expect(!run.stdout.contains("⌃⌘E"))
  }
}

/// A file system whose one file reads differently after its first read, as a file an editor
/// saves while menulint runs.
final class ChangingFileSystem: FileSystem, @unchecked Sendable {
  let path: String
  let first: [UInt8]
  let later: [UInt8]
  private(set) var reads = 0
  private(set) var writes = 0

  init(path: String, first: [UInt8], later: [UInt8]) {
    self.path = path
    self.first = first
    self.later = later
  }

  func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
    guard path == self.path else { throw FileSystemError(path: path, reason: "no such file") }
    reads += 1
    return reads == 1 ? first : later
  }

  func isDirectory(_ path: String) -> Bool? { path == self.path ? false : nil }
  func entry(_ path: String) -> DirectoryEntry? { path == self.path ? .file : nil }
  func contents(ofDirectory path: String) throws(FileSystemError) -> [String] { [] }
  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) { writes += 1 }
}
