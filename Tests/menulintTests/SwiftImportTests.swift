import Foundation
import MenuModel
import Testing

@testable import menulint

/// Whether a swiftc is installed; the tests that parse Swift skip visibly without one.
let swiftcIsInstalled: Bool = {
  let environment = ProcessInfo.processInfo.environment
  if let given = environment["SWIFTC"], !given.isEmpty { return true }
  return (environment["PATH"] ?? "").split(separator: ":").contains {
    FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
  }
}()

/// The process's PATH and SWIFTC, for in-memory runs that parse Swift.
let toolchainEnvironment: [String: String] = {
  let environment = ProcessInfo.processInfo.environment
  var result: [String: String] = [:]
  for name in ["PATH", "SWIFTC"] { result[name] = environment[name] }
  return result
}()

/// Imports Swift sources given as text: the definition, responder file and notes printed.
func importSwift(_ files: [String: String], arguments: [String] = []) -> Run {
  Run.memory(
    ["import"] + files.keys.sorted() + arguments,
    bytes: files.mapValues { Array($0.utf8) }, environment: toolchainEnvironment)
}

func lintSwift(_ files: [String: String], arguments: [String] = []) -> Run {
  Run.memory(
    ["lint"] + files.keys.sorted() + arguments, bytes: files.mapValues { Array($0.utf8) },
    environment: toolchainEnvironment)
}

@Suite(.enabled(if: swiftcIsInstalled, "swiftc is not installed")) struct SwiftImportTests {
  /// A menu command whose method is in another class, one with no key commands, is not a dead
  /// key; and the Swift app's responders are not applied to a JSON menu file linted with it.
  @Test func actionsOfOtherClassesAndJSONFilesBesideSwift() {
    let swift = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        override func buildMenu(with builder: UIMenuBuilder) {
          let refresh = UIKeyCommand(title: "Refresh", action: #selector(DocumentViewController.refresh(_:)), input: "r", modifierFlags: [.command, .shift])
          builder.insertChild(UIMenu(title: "", options: .displayInline, children: [refresh]), atStartOfMenu: .file)
        }
      }
      class DocumentViewController: UIViewController {
        override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(go))] }
        @objc func go() {}
        @objc func refresh(_ sender: Any?) {}
      }
      class Other: UIViewController {
        @objc func export(_ sender: Any?) {}
      }
      """
    let json = #"""
      {"formatVersion": 1, "build": [{"insertElements": [
        {"type": "command", "title": "Archive", "action": "archive:", "shortcut": "ctrl+cmd+a"}],
        "atEndOf": "file"}]}
      """#
    let run = lintSwift(
      ["App.swift": swift, "other.menu.json": json],
      arguments: ["--layouts", "US", "--directions", "ltr", "--os-versions", "18"])
    #expect(!run.stdout.contains("which no responder implements"), "\(run.stdout)")
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
  }

  @Test func buildMenuBehindTheMainGuardRemovesAndInserts() {
    let run = importSwift([
      "App.swift": """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        override func buildMenu(with builder: UIMenuBuilder) {
          guard builder.system == .main else { return }
          builder.remove(menu: .format)
          let open = UIKeyCommand(title: "Open Recent Note", action: #selector(AppDelegate.openRecent(_:)), input: "o", modifierFlags: [.command, .alternate])
          builder.insertChild(UIMenu(title: "Notes", identifier: UIMenu.Identifier("com.example.notes"), children: [open]), atEndOfMenu: .file)
          builder.insertSibling(UIMenu(title: "Tools", children: []), beforeMenu: .window)
          builder.replaceChildren(ofMenu: .help) { [UICommand(title: "Guide", action: #selector(showGuide))] + $0 }
          builder.remove(command: #selector(UIResponderStandardEditActions.paste(_:)))
        }
        @objc func openRecent(_ sender: Any?) {}
        @objc func showGuide() {}
      }
      """
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(#""remove": {\#n        "menu": "format"\#n      }"#))
    #expect(
      run.stdout.contains(#""shortcut": "opt+cmd+o""#)
        || run.stdout.contains(#""shortcut": "cmd+opt+o""#))
    #expect(run.stdout.contains(#""id": "com.example.notes""#))
    #expect(run.stdout.contains(#""atEndOf": "file""#))
    #expect(run.stdout.contains(#""before": "window""#))
    #expect(run.stdout.contains(#""action": "showGuide""#))
    #expect(run.stdout.contains(#""atStartOf": "help""#))
    #expect(run.stdout.contains(#""command": "paste:""#))
    #expect(run.stderr.isEmpty, "\(run.stderr)")
  }

  @Test func aContextMenuBuildIsNotTheMainMenu() {
    let run = importSwift([
      "App.swift": """
      class V: UIViewController {
        override func buildMenu(with builder: UIMenuBuilder) {
          if builder.system == .context {
            builder.remove(menu: .file)
          }
          if builder.system == .main { builder.remove(menu: .help) }
        }
      }
      """
    ])
    #expect(!run.stdout.contains("\"file\""))
    #expect(run.stdout.contains("\"help\""))
  }

  @Test func keyCommandFactoriesInAnExtensionAndConditionalLists() {
    let run = importSwift([
      "Editor.swift": """
      class EditorViewController: UIViewController {
        var isEditingText = false
        override var keyCommands: [UIKeyCommand]? {
          var commands = Self.navigation
          if isEditingText {
            commands += [UIKeyCommand(title: "Done", action: #selector(done(_:)), input: "\\r", modifierFlags: .command)]
          } else {
            commands.append(makeEditCommand())
          }
          return commands
        }
        @objc func done(_ sender: Any?) {}
        @objc func edit(_ sender: Any?) {}
        @objc func back(_ sender: Any?) {}
      }
      extension EditorViewController {
        static var navigation: [UIKeyCommand] {
          let back = UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: .command, action: #selector(back(_:)))
          back.discoverabilityTitle = "Back"
          back.wantsPriorityOverSystemBehavior = true
          return [back]
        }
        func makeEditCommand() -> UIKeyCommand {
          UIKeyCommand(title: NSLocalizedString("Edit", comment: "key command"), action: #selector(edit(_:)), input: "e", modifierFlags: .command)
        }
      }
      """
    ])
    #expect(run.status == 0, "\(run.stderr)")
    // The state the list depends on is decided at run time: one note says the commands of
    // both branches depend on it.
    #expect(
      run.stderr.contains(
        "Editor.swift:6:20: note: `isEditingText` is decided at run time; the key commands that depend on it are imported under that condition"
      ), "\(run.stderr)")
    #expect(run.stderr.components(separatedBy: "note:").count == 2, "\(run.stderr)")
  }

  /// The responder file written for the code above: both branches' key commands, the factory
  /// in the extension, properties set after creation.
  @Test func keyCommandListsBecomeTheResponderFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "menulint-keycommands-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let swift = directory.appendingPathComponent("Editor.swift")
    try Self.conditionalEditor.write(to: swift, atomically: true, encoding: .utf8)
    let responders = directory.appendingPathComponent("r.json").path
    let run = Run.real(["import", swift.path, "--responders-output", responders])
    #expect(run.status == 0, "\(run.stderr)")
    let text = try String(contentsOfFile: responders, encoding: .utf8)
    for expected in [
      #""shortcut": "cmd+left""#, #""discoverabilityTitle": "Back""#,
      #""wantsPriorityOverSystemBehavior": true"#, #""title": "Done""#,
      #""shortcut": "cmd+return""#, #""title": "Edit""#, #""action": "edit:""#,
    ] {
      #expect(text.contains(expected), "\(expected) in \(text)")
    }
  }

  static let conditionalEditor = """
    class EditorViewController: UIViewController {
      var isEditingText = false
      override var keyCommands: [UIKeyCommand]? {
        var commands = Self.navigation
        if isEditingText {
          commands += [UIKeyCommand(title: "Done", action: #selector(done(_:)), input: "\\r", modifierFlags: .command)]
        } else {
          commands.append(makeEditCommand())
        }
        return commands
      }
      @objc func done(_ sender: Any?) {}
      @objc func edit(_ sender: Any?) {}
      @objc func back(_ sender: Any?) {}
    }
    extension EditorViewController {
      static var navigation: [UIKeyCommand] {
        let back = UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: .command, action: #selector(back(_:)))
        back.discoverabilityTitle = "Back"
        back.wantsPriorityOverSystemBehavior = true
        return [back]
      }
      func makeEditCommand() -> UIKeyCommand {
        UIKeyCommand(title: NSLocalizedString("Edit", comment: "key command"), action: #selector(edit(_:)), input: "e", modifierFlags: .command)
      }
    }
    """

  static let editor = """
    class EditorViewController: UIViewController {
      override var keyCommands: [UIKeyCommand]? {
        let back = UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: .command, action: #selector(back(_:)))
        back.discoverabilityTitle = "Back"
        return [back]
      }
      @objc func back(_ sender: Any?) {}
    }
    """

  @Test func respondersCarryKeyCommandsActionsAndDiscoverabilityTitles() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "menulint-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let swift = directory.appendingPathComponent("Editor.swift")
    try Self.editor.write(to: swift, atomically: true, encoding: .utf8)
    let responders = directory.appendingPathComponent("r.json").path
    let run = Run.real(["import", swift.path, "--responders-output", responders])
    #expect(run.status == 0, "\(run.stderr)")
    let text = try String(contentsOfFile: responders, encoding: .utf8)
    #expect(text.contains(#""id": "EditorViewController""#))
    #expect(text.contains(#""kind": "viewController""#))
    #expect(text.contains(#""back:""#))
    #expect(text.contains(#""shortcut": "cmd+left""#))
    #expect(text.contains(#""discoverabilityTitle": "Back""#))
  }

  @Test func localizedTitlesAreTheirKeys() {
    let run = importSwift([
      "App.swift": """
      class A: UIResponder {
        override func buildMenu(with builder: UIMenuBuilder) {
          builder.insertChild(UIMenu(title: String(localized: "Library"), children: [
            UICommand(title: NSLocalizedString("Import Photos", comment: ""), action: #selector(importPhotos(_:)))
          ]), atEndOfMenu: .file)
        }
        @objc func importPhotos(_ sender: Any?) {}
      }
      """
    ])
    #expect(run.stdout.contains(#""title": "Library""#))
    #expect(run.stdout.contains(#""title": "Import Photos""#))
  }

  @Test func helpersThatTakeTheBuilderAreFollowed() {
    let run = importSwift([
      "App.swift": """
      class A: UIResponder {
        override func buildMenu(with builder: UIMenuBuilder) {
          addViewCommands(builder)
          addMore(builder, count: 3)
        }
        func addViewCommands(_ builder: UIMenuBuilder) {
          builder.insertChild(Self.zoomMenu, atEndOfMenu: .view)
        }
        static var zoomMenu: UIMenu {
          UIMenu(title: "Zoom", children: [UIKeyCommand(title: "Zoom In", action: #selector(zoomIn(_:)), input: "+", modifierFlags: .command)])
        }
        func addMore(_ builder: UIMenuBuilder, count: Int) {
          builder.insertChild(UIMenu(title: "\\(count) More", children: []), atEndOfMenu: .view)
        }
        @objc func zoomIn(_ sender: Any?) {}
      }
      """
    ])
    #expect(run.stdout.contains(#""shortcut": "cmd+plus""#))
    // A helper called with known arguments is followed with them.
    #expect(run.stdout.contains(#""title": "3 More""#), "\(run.stdout)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
  }

  @Test func unresolvedCodeIsReportedWhereItIs() {
    let run = importSwift([
      "App.swift": """
      class A: UIResponder {
        override func buildMenu(with builder: UIMenuBuilder) {
          for name in names {
            builder.insertChild(UIMenu(title: name, children: []), atEndOfMenu: .file)
          }
          builder.insertChild(UIMenu(title: computedTitle(), children: []), atEndOfMenu: .view)
          builder.insertChild(UIMenu(title: "Kept", children: []), atEndOfMenu: .view)
        }
      }
      """
    ])
    #expect(run.status == 0)
    #expect(
      run.stderr.contains(
        "App.swift:3:5: note: `names` is looped over, so what the loop adds is left out"),
      "\(run.stderr)")
    // The menu with a computed title is kept, named by the title's source text.
    #expect(
      run.stderr.contains(
        "App.swift:6:39: note: a title is computed at run time (`computedTitle()`)"),
      "\(run.stderr)")
    #expect(run.stdout.contains(#""titleSource": "computedTitle()""#), "\(run.stdout)")
    #expect(run.stderr.contains("[unresolved-swift]"))
    #expect(run.stdout.contains(#""title": "Kept""#))
    #expect(!run.stdout.contains("\"title\": \"name\""))
  }

  @Test func ifTargetEnvironmentGivesPlatformsAndUnknownFlagsANote() {
    let source = """
      class A: UIResponder {
        override func buildMenu(with builder: UIMenuBuilder) {
          builder.insertChild(UIMenu(title: "Shared", children: []), atEndOfMenu: .file)
          #if targetEnvironment(macCatalyst)
            builder.insertChild(UIMenu(title: "MacOnly", children: []), atEndOfMenu: .file)
          #else
            builder.insertChild(UIMenu(title: "PadOnly", children: []), atEndOfMenu: .file)
          #endif
          #if DEBUG
            builder.insertChild(UIMenu(title: "Debug", children: []), atEndOfMenu: .help)
          #endif
        }
      }
      """
    let run = importSwift(["App.swift": source])
    #expect(run.status == 0, "\(run.stderr)")
    let mac = run.stdout.range(of: "MacOnly").map { String(run.stdout[$0.upperBound...]) } ?? ""
    #expect(mac.prefix(120).contains("macCatalyst"))
    let pad = run.stdout.range(of: "PadOnly").map { String(run.stdout[$0.upperBound...]) } ?? ""
    #expect(pad.prefix(120).contains("iPadOS"))
    let shared = run.stdout.range(of: "Shared").map { String(run.stdout[$0.upperBound...]) } ?? ""
    #expect(!shared.prefix(60).contains("platforms"))
    #expect(!run.stdout.contains("\"Debug\""))
    #expect(
      run.stderr.contains("App.swift:9:5: note: #if conditions taken as false: 'DEBUG'"),
      "\(run.stderr)")
    let defined = importSwift(["App.swift": source], arguments: ["--define", "DEBUG"])
    #expect(defined.stdout.contains("\"Debug\""))
    #expect(!defined.stderr.contains("DEBUG"))
  }

  @Test func aCatalystOnlyElementIsLintedOnMacCatalystOnly() {
    let run = lintSwift([
      "App.swift": """
      class A: UIResponder {
        override func buildMenu(with builder: UIMenuBuilder) {
          #if targetEnvironment(macCatalyst)
            builder.insertChild(UIMenu(title: "Mac", children: [UIKeyCommand(title: "Quick Quit", action: #selector(quickQuit(_:)), input: "q", modifierFlags: .command)]), atEndOfMenu: .file)
          #endif
          if showsDebugMenu {
            builder.remove(menu: .help)
          }
        }
        @objc func quickQuit(_ sender: Any?) {}
      }
      """
    ])
    #expect(!run.stdout.contains("unknown-field"), "\(run.stdout)")
    #expect(run.stdout.contains("App.swift:4:59: error:"), "\(run.stdout)")
    #expect(!run.stdout.contains("iPadOS 18"), "\(run.stdout)")
    // Menu-building code under a condition it cannot decide is read as if the condition holds.
    #expect(
      run.stdout.contains("App.swift:6:5: note: read as if `showsDebugMenu` holds"),
      "\(run.stdout)")
  }

  @Test func unresolvedNotesFollowTheLintOptions() {
    let source = [
      "App.swift": """
      class A: UIResponder {
        override func buildMenu(with builder: UIMenuBuilder) {
          for name in names { builder.remove(menu: .help) }
        }
      }
      """
    ]
    #expect(lintSwift(source).stdout.contains("[unresolved-swift]"))
    #expect(
      !lintSwift(source, arguments: ["--disable", "unresolved-swift"]).stdout.contains(
        "unresolved-swift"))
  }

  @Test func swiftUICommandsAreImported() {
    let run = importSwift([
      "App.swift": """
      @main struct NotesApp: App {
        var body: some Scene {
          WindowGroup { ContentView() }
            .commands {
              CommandMenu("Tools") {
                Button("Run") { run() }.keyboardShortcut("r", modifiers: [.command, .shift])
              }
              CommandGroup(replacing: .help) {
                Button("Notes Help") { help() }
              }
              CommandGroup(before: .toolbar) {
                Button("Previous") { previous() }.keyboardShortcut(.upArrow, modifiers: .option)
              }
            }
        }
      }
      """
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(#""title": "Tools""#))
    #expect(run.stdout.contains(#""shortcut": "cmd+shift+r""#))
    #expect(run.stdout.contains(#""replaceChildren": "help""#))
    #expect(run.stdout.contains(#""shortcut": "opt+up""#))
    #expect(run.stdout.contains(#""atStartOf": "toolbar""#))
  }

  @Test func alternatesActionsAndReplace() {
    let run = importSwift([
      "App.swift": """
      class A: UIResponder {
        override func buildMenu(with builder: UIMenuBuilder) {
          let alternate = UICommandAlternate(title: "Close All", action: #selector(closeAll(_:)), modifierFlags: .alternate)
          let close = UICommand(title: "Close Note", action: #selector(closeNote(_:)), alternates: [alternate])
          builder.replace(menu: .close, with: UIMenu(title: "", options: .displayInline, children: [close]))
          let share = UIAction(title: "Share", identifier: UIAction.Identifier("com.example.share")) { _ in }
          builder.insertElements([share], atEndOfMenu: .file)
        }
        @objc func closeAll(_ sender: Any?) {}
        @objc func closeNote(_ sender: Any?) {}
      }
      """
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(#""modifiers": ["#))
    #expect(run.stdout.contains(#""option""#))
    #expect(run.stdout.contains(#""replace": {"#))
    #expect(run.stdout.contains(#""id": "com.example.share""#))
  }

  /// `import` then `lint` of the written JSON finds what `lint` of the Swift finds.
  @Test func importRoundTrips() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "menulint-roundtrip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let menu = directory.appendingPathComponent("App.menu.json").path
    let responders = directory.appendingPathComponent("App.responders.json").path
    let imported = Run.real([
      "import", "Examples/SwiftApp", "--output", menu, "--responders-output", responders,
    ])
    #expect(imported.status == 0, "\(imported.stderr)")
    let fromJSON = Run.real(["lint", menu, "--responders", responders, "--format", "json"])
    let fromSwift = Run.real(["lint", "Examples/SwiftApp", "--format", "json"])
    #expect(fromJSON.status == fromSwift.status)
    func findings(_ report: String) throws -> [String] {
      let document = try JSONParser().parse(Array(report.utf8), file: "report")
      return document.root["diagnostics"]?.elements.compactMap { diagnostic in
        guard let rule = diagnostic["rule"]?.string, rule != "unresolved-swift" else { return nil }
        return rule + " " + (diagnostic["message"]?.string ?? "")
      }.sorted() ?? []
    }
    let swiftFindings = try findings(fromSwift.stdout)
    #expect(!swiftFindings.isEmpty)
    #expect(try findings(fromJSON.stdout) == swiftFindings)
  }

  @Test func findingsAreAtSwiftLocationsInSARIF() {
    let run = Run.real(["lint", "Examples/SwiftApp", "--format", "sarif"])
    #expect(run.stdout.contains("Examples/SwiftApp/AppDelegate.swift"))
    #expect(!run.stdout.contains("<swift>"))
  }

  /// The one place that knows the dump's shape, against the installed toolchain: every node
  /// kind it reads comes out as the neutral syntax, with ranges where the dump has them.
  @Test func astReaderReadsTheInstalledToolchainsDump() throws {
    let source = """
      class V: UIViewController, Editing {
        static let shared = [UIKeyCommand]()
        override var keyCommands: [UIKeyCommand]? { nil }
        @objc(openWith:) func open(_ item: Any?) {
          guard !isEditing && (ready) else { return }
          if let x = y { }
          let k = UIKeyCommand.inputUpArrow
          k.title = "\\(a)"
          for _ in 0..<3 {}
          items.append { $0 + 1 }
          return #selector(V.open(_:))
        }
      }
      extension V {}
      """
    let frontEnd = try SwiftFrontEnd.start(environment: toolchainEnvironment)
    let run = try #require(
      POSIX.run(
        frontEnd.compiler, SwiftFrontEnd.arguments, input: Array(source.utf8), timeout: 60,
        outputLimit: 1 << 24))
    let syntax = try SwiftASTReader(source: Array(source.utf8)).read(run.output)
    #expect(syntax.compilerVersion >= (6, 1))
    /// The source text of a range.
    func text(_ range: SwiftRange) -> String {
      String(decoding: Array(source.utf8)[range.start..<range.end], as: UTF8.self)
    }
    #expect(syntax.declarations.count == 2)
    guard case .type(let type) = syntax.declarations[0],
      case .type(let extensionType) = syntax.declarations[1]
    else {
      Issue.record("no type declarations")
      return
    }
    #expect(type.name == "V" && type.kind == .class)
    #expect(type.inherits == ["UIViewController", "Editing"])
    #expect(extensionType.name == "V" && extensionType.kind == .extension)
    let functions = type.members.compactMap { if case .function(let f) = $0 { f } else { nil } }
    let variables = type.members.compactMap { if case .variable(let v) = $0 { v } else { nil } }
    #expect(functions.map(\.selector) == ["openWith:"])
    #expect(functions.first?.labels == ["_"])
    #expect(variables.contains { $0.name == "keyCommands" && $0.isOverride && $0.getter != nil })
    #expect(variables.contains { $0.name == "shared" && $0.isStatic && $0.initializer != nil })
    let statements = functions.first?.body?.statements ?? []
    #expect(statements.count == 7)
    guard statements.count == 7 else { return }
    if case .guardStatement(let conditions, _, let range) = statements[0],
      case .expression(let condition) = conditions.first
    {
      #expect(text(range).hasPrefix("guard"))
      #expect(text(condition.range) == "!isEditing && (ready)")
    } else {
      Issue.record("not a guard: \(statements[0])")
    }
    if case .ifStatement(let conditions, _, _, _) = statements[1],
      case .pattern(let names, let value?, _) = conditions.first
    {
      #expect(names == ["x"])
      #expect(text(value.range) == "y")
    } else {
      Issue.record("if let: \(statements[1])")
    }
    if case .binding(.name("k"), let value?, _) = statements[2],
      case .member(let base, "inputUpArrow") = value.kind, case .name("UIKeyCommand") = base.kind
    {
      #expect(text(value.range) == "UIKeyCommand.inputUpArrow")
    } else {
      Issue.record("let: \(statements[2])")
    }
    if case .expression(let assignment) = statements[3],
      case .sequence(let parts) = assignment.kind,
      parts.count == 3, case .assignment = parts[1].kind,
      case .interpolatedString(let segments) = parts[2].kind
    {
      #expect(text(parts[2].range) == "\"\\(a)\"")
      if case .interpolation(let arguments)? = segments.first {
        #expect(text(arguments[0].value.range) == "a")
      } else {
        Issue.record("interpolation: \(segments)")
      }
    } else {
      Issue.record("assignment: \(statements[3])")
    }
    if case .forEach(_, let sequence, _, _, _) = statements[4] {
      #expect(text(sequence.range) == "0..<3")
    } else {
      Issue.record("loop: \(statements[4])")
    }
    if case .expression(let call) = statements[5],
      case .call(let callee, let arguments) = call.kind,
      case .member(_, "append") = callee.kind,
      case .closure(let closure) = arguments.first?.value.kind
    {
      #expect(closure.parameters == ["$0"])
      #expect(text(call.range) == "items.append { $0 + 1 }")
      #expect(text(arguments[0].value.range) == "{ $0 + 1 }")
    } else {
      Issue.record("closure: \(statements[5])")
    }
    if case .returnStatement(let value?, _) = statements[6], case .selector(let inner) = value.kind,
      case .member(_, "open(_:)") = inner.kind
    {
      #expect(text(value.range) == "#selector(V.open(_:))")
    } else {
      Issue.record("selector: \(statements[6])")
    }
  }

  @Test func addKeyCommandMakesAResponder() {
    let run = Run.memory(
      ["import", "Player.swift", "--responders-output", "r.json"],
      bytes: [
        "Player.swift": Array(
          """
          class PlayerView: UIView {
            func setUp() {
              let play = UIKeyCommand(input: " ", modifierFlags: [], action: #selector(togglePlayback), discoverabilityTitle: "Play/Pause")
              addKeyCommand(play)
              self.addKeyCommand(UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(toggleFullScreen(_:))))
              configureColors()
            }
            @objc func togglePlayback() {}
            @objc func toggleFullScreen(_ sender: Any?) {}
          }
          """.utf8)
      ], environment: toolchainEnvironment)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    let lint = lintSwift([
      "Player.swift": """
      class PlayerView: UIView {
        func setUp() {
          addKeyCommand(UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(toggleFullScreen(_:))))
        }
        @objc func toggleFullScreen(_ sender: Any?) {}
      }
      """
    ])
    // The responder's key command is checked, and found at its initializer.
    #expect(
      lint.stdout.contains(
        "Player.swift:3:19: warning: 'toggleFullScreen:' (⌘F), a key command of responder 'PlayerView'"
      ), "\(lint.stdout)")
  }

  @Test func cheatsheetAndLocalizeTakeSwift() {
    let cheatsheet = Run.real(["cheatsheet", "Examples/SwiftApp"])
    #expect(cheatsheet.status == 0, "\(cheatsheet.stderr)")
    #expect(cheatsheet.stdout.contains("| New Note | **⌘N** |"))
    let localize = Run.real([
      "localize", "Examples/SwiftApp/AppDelegate.swift", "--layouts", "German",
    ])
    #expect(localize.status == 0, "\(localize.stderr)")
    #expect(localize.stdout.contains("Pin Note"))
  }

  @Test func aFileThatDoesNotParseIsAClearError() {
    let run = importSwift(["Bad.swift": "class A { func f( { UIKeyCommand\n"])
    #expect(run.status == 65)
    #expect(
      run.stderr.contains(
        "Bad.swift:1:19: error: swiftc cannot parse this file: expected parameter name "
          + "followed by ':'; this file is not linted [swift-parse-error]"),
      "\(run.stderr)")
  }

  @Test func aFileThatIsNotUTF8IsAClearError() {
    let run = Run.memory(
      ["import", "Bad.swift"],
      bytes: ["Bad.swift": Array("let k = UIKeyCommand\n\"".utf8) + [0xFF, 0x22]],
      environment: toolchainEnvironment)
    #expect(run.status == 65)
    #expect(
      run.stderr.contains("Bad.swift:2:2: error: not UTF-8 text; Swift source must be UTF-8"),
      "\(run.stderr)")
  }

  @Test func filesThatDoNotMentionTheAPIsAreNotParsed() {
    // With a swiftc that fails every parse, a file without menu APIs is never handed to it.
    let run = Run.memory(
      ["import", "Model.swift"],
      bytes: ["Model.swift": Array("struct Note { let title: String }\n".utf8)],
      environment: toolchainEnvironment)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(#""build": []"#))
  }

  @Test func aDirectoryWithoutSwiftIsAWarning() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "menulint-noswift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = Run.real(["import", directory.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("warning: no .swift files found under"))
    #expect(run.stdout.contains(#""build": []"#))
  }

  @Test func aHugeFileIsRead() {
    var source =
      "class A: UIResponder {\n  override func buildMenu(with builder: UIMenuBuilder) {\n"
    for index in 0..<4000 {
      source +=
        "    builder.insertChild(UIMenu(title: \"Menu \(index)\", children: []), atEndOfMenu: .file)\n"
    }
    source += "  }\n}\n"
    let run = importSwift(["Huge.swift": source])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Menu 3999"))
  }
}

/// A fake `$SWIFTC` that misbehaves: each gives a clear error and exit 1 or 69.
@Suite(.serialized) struct BrokenToolchainTests {
  func fake(_ script: String) throws -> (path: String, cleanup: () -> Void) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "menulint-fake-swiftc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("swiftc").path
    try ("#!/bin/sh\n" + script + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return (path, { try? FileManager.default.removeItem(at: directory) })
  }

  func run(_ swiftc: String, extra: [String: String] = [:]) -> Run {
    Run.memory(
      ["lint", "App.swift"],
      bytes: [
        "App.swift": Array(
          "let k = UIKeyCommand(input: \"k\", modifierFlags: .command, action: #selector(k))\n".utf8
        )
      ],
      environment: ["SWIFTC": swiftc, "PATH": "/usr/bin:/bin"].merging(extra) { $1 })
  }

  @Test func filesWithoutMenuAPIsNeedNoToolchain() {
    let result = Run.memory(
      ["import", "Model.swift"], bytes: ["Model.swift": Array("struct Note {}\n".utf8)],
      environment: ["PATH": "/nonexistent"])
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test func missingToolchain() {
    let result = Run.memory(
      ["import", "App.swift"], bytes: ["App.swift": Array("let k = UIKeyCommand()\n".utf8)],
      environment: ["PATH": "/nonexistent"])
    #expect(result.status == 69)
    #expect(result.stderr.contains("swiftc not found"))
  }

  @Test func swiftcThatIsNotExecutable() {
    let result = run("/nonexistent/swiftc")
    #expect(result.status == 69)
    #expect(result.stderr.contains("not an executable file"))
  }

  @Test func tooOldToolchain() throws {
    let (path, cleanup) = try fake(
      "echo \"<unknown>:0: error: unknown argument: '-dump-ast-format'\" >&2; exit 1")
    defer { cleanup() }
    let result = run(path)
    #expect(result.status == 69)
    #expect(result.stderr.contains("needs swiftc 6.1 or later"), "\(result.stderr)")
    #expect(result.stderr.contains("unknown argument"))
  }

  @Test func oldVersionInTheDump() throws {
    let (path, cleanup) = try fake(
      #"cat >/dev/null; echo '{"_kind":"source_file","compiler_version":{"major":"6","minor":"0"},"items":[]}'"#
    )
    defer { cleanup() }
    let result = run(path)
    #expect(result.status == 69)
    #expect(result.stderr.contains("swiftc 6.0 is too old"), "\(result.stderr)")
  }

  @Test func crashingSwiftc() throws {
    let (path, cleanup) = try fake("cat >/dev/null; kill -SEGV $$")
    defer { cleanup() }
    let result = run(path)
    #expect(result.status == 69)
    #expect(result.stderr.contains("failed"), "\(result.stderr)")
  }

  @Test func garbagePrintingSwiftc() throws {
    let (path, cleanup) = try fake("cat >/dev/null; echo 'this is not json \u{1B}[31m'")
    defer { cleanup() }
    let result = run(path)
    #expect(result.status == 69)
    #expect(result.stderr.contains("not JSON"), "\(result.stderr)")
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test func unknownNodeShapeIsAnErrorNotAGuess() throws {
    // The probe is answered properly; the real parse has a call without its callee.
    let (path, cleanup) = try fake(
      #"""
      input=$(cat)
      case "$input" in
        "let x = 1") echo '{"_kind":"source_file","compiler_version":{"major":"6","minor":"3"},"items":[]}' ;;
        *) echo '{"_kind":"source_file","compiler_version":{"major":"6","minor":"3"},"items":[{"_kind":"top_level_code_decl","range":{"start":0,"end":1}},{"_kind":"func_decl","range":{"start":0,"end":1},"name":{"base_name":{"name":"f"}},"body":{"_kind":"brace_stmt","range":{"start":0,"end":1},"elements":[{"_kind":"call_expr","args":{}}]}}]}' ;;
      esac
      """#)
    defer { cleanup() }
    let result = run(path)
    #expect(result.status == 69)
    #expect(result.stderr.contains("node without the field"), "\(result.stderr)")
  }

  /// A declaration or statement kind the reader does not know (the dump's format changed) is
  /// an error at the file, never a file that passes with nothing read.
  @Test func renamedDeclarationAndStatementKindsAreErrors() throws {
    for (item, kind) in [
      (#"{"_kind":"klass_declaration","range":{"start":0,"end":1}}"#, "klass_declaration"),
      (
        #"{"_kind":"func_decl","range":{"start":0,"end":1},"name":{"base_name":{"name":"f"}},"body":{"_kind":"brace_stmt","range":{"start":0,"end":1},"elements":[{"_kind":"iff_stmt","range":{"start":0,"end":1}}]}}"#,
        "iff_stmt"
      ),
    ] {
      let (path, cleanup) = try fake(
        #"""
        input=$(cat)
        case "$input" in
          "let x = 1") echo '{"_kind":"source_file","compiler_version":{"major":"6","minor":"3"},"items":[]}' ;;
          *) echo '{"_kind":"source_file","compiler_version":{"major":"6","minor":"3"},"items":[ITEM]}' ;;
        esac
        """#.replacing("ITEM", with: item))
      defer { cleanup() }
      let result = run(path)
      #expect(result.status == 69, "\(kind): \(result.stdout)\(result.stderr)")
      #expect(result.stderr.contains("'\(kind)'"), "\(result.stderr)")
      #expect(!result.stdout.contains("No problems"), "\(result.stdout)")
    }
  }

  /// `--jobs 1` runs one swiftc at a time: each parse records when it started and ended.
  @Test func jobsBoundTheSwiftcProcesses() throws {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "menulint-jobs-\(UUID().uuidString).log"
    ).path
    defer { try? FileManager.default.removeItem(atPath: log) }
    let (path, cleanup) = try fake(
      #"""
      input=$(cat)
      case "$input" in
        "let x = 1") ;;
        *) echo "start $(date +%s%N)" >> LOG; sleep 0.3; echo "end $(date +%s%N)" >> LOG ;;
      esac
      echo '{"_kind":"source_file","compiler_version":{"major":"6","minor":"3"},"items":[]}'
      """#.replacing("LOG", with: log))
    defer { cleanup() }
    func overlaps(_ jobs: String) -> Bool {
      try? FileManager.default.removeItem(atPath: log)
      var files: [String: [UInt8]] = [:]
      for name in ["A", "B", "C"] {
        files["\(name).swift"] = Array("let \(name.lowercased()) = UIKeyCommand.inputEscape\n".utf8)
      }
      _ = Run.memory(
        ["lint", "A.swift", "B.swift", "C.swift", "-j", jobs], bytes: files,
        environment: ["SWIFTC": path, "PATH": "/usr/bin:/bin"])
      let lines = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n") ?? []
      var running = 0
      var most = 0
      for line in lines {
        running += line.hasPrefix("start") ? 1 : -1
        most = max(most, running)
      }
      return most > 1
    }
    #expect(!overlaps("1"))
    #expect(overlaps("3"))
  }

  /// A SIGTERM to menulint ends the swiftc it started too.
  @Test(
    .enabled(
      if: InputAndExitTests.executable != nil, "needs the menulint executable next to the tests"))
  func aTerminatedLintEndsItsSwiftc() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "menulint-term-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let pidFile = directory.appendingPathComponent("swiftc.pid").path
    let (path, cleanup) = try fake(
      #"""
      input=$(cat)
      case "$input" in
        "let x = 1") echo '{"_kind":"source_file","compiler_version":{"major":"6","minor":"3"},"items":[]}' ;;
        *) echo $$ > PIDFILE; exec sleep 30 ;;
      esac
      """#.replacing("PIDFILE", with: pidFile))
    defer { cleanup() }
    let source = directory.appendingPathComponent("App.swift").path
    try "let k = UIKeyCommand.inputEscape\n".write(
      toFile: source, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(InputAndExitTests.executable))
    process.arguments = ["lint", source]
    process.environment = ["SWIFTC": path, "PATH": "/usr/bin:/bin"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(30)
    while !FileManager.default.fileExists(atPath: pidFile) && Date() < deadline { usleep(20_000) }
    usleep(100_000)
    let text = try String(contentsOfFile: pidFile, encoding: .utf8)
    let child = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(child, 0) == 0)
    let terminated = Date()
    process.terminate()
    process.waitUntilExit()
    #expect(Date().timeIntervalSince(terminated) < 10)
    #expect(process.terminationReason == .uncaughtSignal)
    var gone = false
    for _ in 0..<100 where !gone {
      gone = kill(child, 0) != 0
      if !gone { usleep(20_000) }
    }
    if !gone { kill(child, SIGKILL) }
    #expect(gone, "swiftc \(child) outlived menulint")
  }

  /// The probe is answered properly; the parse of the file itself misbehaves as `script` says.
  func failingParse(_ script: String) throws -> (path: String, cleanup: () -> Void) {
    try fake(
      """
      input=$(cat)
      case "$input" in
        "let x = 1") echo '{"_kind":"source_file","compiler_version":{"major":"6","minor":"3"},"items":[]}' ;;
        *) \(script) ;;
      esac
      """)
  }

  @Test func swiftcCrashingOnAFile() throws {
    let (path, cleanup) = try failingParse("kill -SEGV $$")
    defer { cleanup() }
    let result = run(path)
    #expect(result.status == 65)
    #expect(
      result.stdout.contains("App.swift:1:1: error: swiftc crashed parsing it (signal 11)"),
      "\(result.stdout)")
  }

  @Test func swiftcPrintingWithoutEnd() throws {
    let (path, cleanup) = try failingParse("yes")
    defer { cleanup() }
    let result = run(path, extra: ["MENULINT_SWIFTC_OUTPUT_LIMIT": "100000"])
    #expect(result.status == 65)
    #expect(
      result.stdout.contains("App.swift:1:1: error: swiftc printed more than 100000 bytes"),
      "\(result.stdout)")
  }

  @Test func hangingSwiftcIsStopped() throws {
    let (path, cleanup) = try fake(
      #"""
      input=$(cat)
      case "$input" in
        "let x = 1") echo '{"_kind":"source_file","compiler_version":{"major":"6","minor":"3"},"items":[]}' ;;
        *) sleep 30 ;;
      esac
      """#)
    defer { cleanup() }
    let start = Date()
    let result = run(path, extra: ["MENULINT_SWIFTC_TIMEOUT": "1"])
    #expect(Date().timeIntervalSince(start) < 20)
    #expect(result.status == 65)
    #expect(result.stdout.contains("took longer than"), "\(result.stdout)")
  }
}
