import MenuModel
import TestSupport
import Testing

@Suite struct ResponderChainTests {
  static func decode(_ text: String) -> DecodedResponderDefinition {
    ResponderDefinitionDecoder.decode(Array(text.utf8), file: "r.responders.json")
  }

  static let browser = #"""
    {"formatVersion": 1,
     "responders": [
      {"id": "app", "kind": "application", "next": "appDelegate"},
      {"id": "appDelegate", "kind": "appDelegate", "actions": ["newWindow:", "copy:"]},
      {"id": "window", "kind": "window", "next": "app"},
      {"id": "browser", "kind": "viewController", "next": "window",
       "actions": ["closeTab:", "toggleBookmark:", "copy:"],
       "canPerform": {"closeTab:": "openTabs > 0", "copy:": "false"},
       "validate": {"toggleBookmark:": [
         {"when": "pageIsBookmarked", "title": "Remove Bookmark", "state": "on"},
         {"when": "pageIsBookmarked && readOnly", "attributes": ["disabled"]},
         {"title": "Bookmark (always last)", "when": "openTabs > 9"}]}},
      {"id": "webView", "kind": "view", "next": "browser", "actions": ["copy:", "selectAll:"]},
      {"id": "photoCell", "kind": "view", "next": "browser", "focusable": true, "actions": ["copy:", "showPhoto:"],
       "keyCommands": [
         {"type": "command", "title": "View", "action": "showPhoto:", "shortcut": "space"},
         {"type": "command", "title": "Quick Look", "action": "showPhoto:", "propertyList": "quick",
          "shortcut": "cmd+y", "wantsPriorityOverSystemBehavior": true}]}],
     "scenarios": {
      "reading": {"firstResponder": "webView", "state": {"openTabs": 3, "pageIsBookmarked": true, "readOnly": false}},
      "noTabs": {"firstResponder": "webView", "state": {"openTabs": 0, "pageIsBookmarked": false, "readOnly": false}},
      "photoGrid": {"firstResponder": "webView", "focusedItem": "photoCell", "state": {"openTabs": 1}},
      "browserOnly": {"firstResponder": "browser", "state": {"openTabs": 1}}}}
    """#

  static func chain() throws -> (ResponderChain, ResponderDefinition) {
    let decoded = decode(browser)
    #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
    let definition = try #require(decoded.definition)
    return (ResponderChain(definition), definition)
  }

  @Test func closeTabIsNotPerformableWithoutTabsAndTargetsTheBrowserOtherwise() throws {
    let (chain, definition) = try Self.chain()
    let noTabs = chain.resolve(action: "closeTab:", in: try #require(definition.scenario("noTabs")))
    #expect(noTabs.target == nil)
    #expect(noTabs.chain == ["webView", "browser", "window", "app", "appDelegate"])
    #expect(
      noTabs.steps.map(\.reason) == [
        "does not implement closeTab:",
        "implements closeTab:, but openTabs > 0 is false (openTabs is 0)",
        "does not implement closeTab:", "does not implement closeTab:",
        "does not implement closeTab:",
      ])
    let reading = chain.resolve(
      action: "closeTab:", in: try #require(definition.scenario("reading")))
    #expect(reading.target == "browser")
    #expect(reading.steps.count == 2)
    // --set overrides the scenario's state.
    let overridden = chain.resolve(
      action: "closeTab:", in: try #require(definition.scenario("noTabs")),
      state: ["openTabs": .number(2)])
    #expect(overridden.target == "browser")
  }

  @Test func aFalseCanPerformDoesNotStopTheWalk() throws {
    let (chain, definition) = try Self.chain()
    // The browser implements copy: but refuses it; the app delegate further up accepts.
    let resolution = chain.resolve(
      action: "copy:", in: try #require(definition.scenario("browserOnly")))
    #expect(resolution.target == "appDelegate")
    #expect(resolution.steps.map(\.canPerform) == [false, false, false, true])
  }

  @Test func validateEntriesApplyInOrder() throws {
    let (chain, definition) = try Self.chain()
    let command = Command(title: "Add Bookmark", action: "toggleBookmark:")
    let reading = try #require(definition.scenario("reading"))
    let bookmarked = chain.resolve(action: "toggleBookmark:", command: command, in: reading)
    #expect(bookmarked.command?.title == "Remove Bookmark")
    #expect(bookmarked.command?.state == .on)
    #expect(bookmarked.command?.attributes == [])
    let readOnly = chain.resolve(
      action: "toggleBookmark:", command: command, in: reading,
      state: ["readOnly": .bool(true), "openTabs": .number(10)])
    #expect(readOnly.appliedValidations.count == 3)
    #expect(readOnly.command?.title == "Bookmark (always last)")
    #expect(readOnly.command?.attributes == .disabled)
    let noTabs = chain.resolve(
      action: "toggleBookmark:", command: command, in: try #require(definition.scenario("noTabs")))
    #expect(noTabs.command?.title == "Add Bookmark")
  }

  @Test func copyTargetsTheFocusedCellOrElseTheFirstResponder() throws {
    let (chain, definition) = try Self.chain()
    let menu = MenuBuilder(root: SystemMenus.mainMenu(for: .iPadOS))
    let copy = try KeyCombination(parsing: "cmd+c")
    let us = ShortcutLocalizer(layout: .us)
    let keystroke = try #require(us.keystroke(of: copy))
    let focused = chain.resolve(
      keystroke: keystroke, menu: menu, localizer: us, on: .iPadOS,
      in: try #require(definition.scenario("photoGrid")))
    #expect(focused.resolution?.target == "photoCell")
    #expect(focused.resolution?.startKind == .focusedItem)
    let reading = chain.resolve(
      keystroke: keystroke, menu: menu, localizer: us, on: .iPadOS,
      in: try #require(definition.scenario("reading")))
    #expect(reading.resolution?.target == "webView")
    #expect(reading.resolution?.startKind == .firstResponder)
    #expect(reading.candidates.map(\.source) == [.mainMenu])
  }

  @Test func systemKeysGoToTheFocusSystemUnlessTheCommandWantsPriority() throws {
    let (chain, definition) = try Self.chain()
    let menu = MenuBuilder(root: SystemMenus.mainMenu(for: .macCatalyst))
    let us = ShortcutLocalizer(layout: .us)
    let photoGrid = try #require(definition.scenario("photoGrid"))
    let spaceKey = PhysicalKeystroke(.physical(.space), modifiers: [])
    // Space selects a focused item on Mac Catalyst.
    let space = chain.resolve(
      keystroke: spaceKey, menu: menu, localizer: us, on: .macCatalyst, in: photoGrid)
    #expect(space.consumedBySystem)
    #expect(space.takenBy == .focus)
    #expect(space.resolution == nil)
    #expect(!space.isPerformed)
    #expect(
      space.candidates.first?.reason.hasPrefix("the focus system handles Space first") == true)
    // A command with priority gets the key before the system; ⌘Y is not a system key anyway.
    var prioritized = definition
    prioritized.responders[5].keyCommands[0].wantsPriorityOverSystemBehavior = true
    let withPriority = ResponderChain(prioritized).resolve(
      keystroke: spaceKey, menu: menu, localizer: us, on: .macCatalyst, in: photoGrid)
    #expect(!withPriority.consumedBySystem)
    #expect(withPriority.resolution?.target == "photoCell")
    // Without focus or text input, the key goes to commands directly.
    let reading = try #require(definition.scenario("reading"))
    let unfocused = chain.resolve(
      keystroke: spaceKey, menu: menu, localizer: us, on: .macCatalyst, in: reading)
    #expect(!unfocused.consumedBySystem)
    #expect(unfocused.candidates.isEmpty)
  }

  /// iPadOS selects a focused item with Return, so Space reaches the cell's key command (the
  /// Photos story of seed 000), while Return does not reach a command.
  @Test func onIPadOSTheFocusSystemSelectsWithReturnNotSpace() throws {
    let (chain, definition) = try Self.chain()
    let menu = MenuBuilder(root: SystemMenus.mainMenu(for: .iPadOS))
    let us = ShortcutLocalizer(layout: .us)
    let photoGrid = try #require(definition.scenario("photoGrid"))
    let space = chain.resolve(
      keystroke: PhysicalKeystroke(.physical(.space), modifiers: []), menu: menu, localizer: us,
      on: .iPadOS, in: photoGrid)
    #expect(!space.consumedBySystem)
    #expect(space.isPerformed)
    #expect(space.resolution?.target == "photoCell")
    #expect(space.resolution?.action == "showPhoto:")
    let focusKeys: [(NamedKey, ModifierFlags, Platform, Bool)] = [
      (.return, [], .iPadOS, true), (.return, [], .macCatalyst, false),
      (.space, [], .macCatalyst, true), (.space, [], .iPadOS, false),
      (.tab, [], .iPadOS, true), (.tab, .shift, .macCatalyst, true), (.left, [], .iPadOS, true),
      (.left, .command, .iPadOS, false), (.delete, [], .iPadOS, false),
      (.escape, [], .macCatalyst, false), (.escape, [], .iPadOS, false),
    ]
    for (key, modifiers, platform, taken) in focusKeys {
      let shortcut = KeyCombination(.named(key), modifiers: modifiers)
      #expect(SystemKeys.focusTakes(shortcut, on: platform) == taken, "\(shortcut) \(platform)")
    }
  }

  @Test(arguments: [
    ("a", true), ("A", true), ("?", true), ("space", true), ("return", true), ("tab", true),
    ("delete", true), ("forwardDelete", true), ("home", true), ("end", true), ("pageUp", true),
    ("pageDown", true), ("left", true), ("shift+right", true), ("opt+up", true),
    ("cmd+left", true), ("shift+opt+down", true), ("shift+cmd+right", true),
    ("opt+delete", true), ("cmd+delete", true), ("numpad+1", true),
    ("cmd+a", false), ("ctrl+left", false), ("opt+cmd+left", false), ("shift+tab", false),
    ("escape", false), ("shift+delete", false), ("f1", false), ("ctrl+opt+cmd+right", false),
  ])
  func textInputTakesTheEditingKeys(shortcut: String, taken: Bool) throws {
    let combination = try KeyCombination(parsing: shortcut)
    #expect(SystemKeys.textInputTakes(combination) == taken)
  }

  /// A winner that is disabled, by its attributes or by validate(_:), performs nothing, and the
  /// press does not go on to the next candidate.
  @Test func aDisabledWinnerPerformsNothing() throws {
    let (chain, definition) = try Self.chain()
    var menu = MenuBuilder(root: SystemMenus.mainMenu(for: .iPadOS))
    try menu.insertElements(
      [
        .command(
          Command(
            title: "Add Bookmark", action: "toggleBookmark:",
            shortcut: try KeyCombination(parsing: "cmd+d"))),
        .command(
          Command(
            title: "New Window", action: "newWindow:",
            shortcut: try KeyCombination(parsing: "cmd+n"), attributes: .disabled)),
      ],
      atEndOf: .file)
    let us = ShortcutLocalizer(layout: .us)
    var readOnly = try #require(definition.scenario("reading"))
    readOnly.state["readOnly"] = .bool(true)
    let bookmark = chain.resolve(
      keystroke: try #require(us.keystroke(of: try KeyCombination(parsing: "cmd+d"))), menu: menu,
      localizer: us, on: .iPadOS, in: readOnly)
    #expect(bookmark.resolution?.target == "browser")
    #expect(bookmark.candidates.map(\.won) == [true])
    #expect(bookmark.resolution?.isEnabled == false)
    #expect(!bookmark.isPerformed)
    let reading = try #require(definition.scenario("reading"))
    let enabled = chain.resolve(
      keystroke: try #require(us.keystroke(of: try KeyCombination(parsing: "cmd+d"))), menu: menu,
      localizer: us, on: .iPadOS, in: reading)
    #expect(enabled.isPerformed)
    let newWindow = chain.resolve(
      keystroke: try #require(us.keystroke(of: try KeyCombination(parsing: "cmd+n"))), menu: menu,
      localizer: us, on: .iPadOS, in: reading)
    #expect(newWindow.resolution?.target == "appDelegate")
    #expect(!newWindow.isPerformed)
  }

  @Test func respondersKeyCommandsComeBeforeTheMainMenuAndLosersSayWhy() throws {
    let (chain, definition) = try Self.chain()
    var menu = MenuBuilder(root: SystemMenus.mainMenu(for: .iPadOS))
    try menu.insertElements(
      [
        .command(
          Command(
            title: "Open Recent", action: "openRecent:",
            shortcut: try KeyCombination(parsing: "cmd+y")))
      ],
      atEndOf: .file)
    let us = ShortcutLocalizer(layout: .us)
    let keystroke = try #require(us.keystroke(of: try KeyCombination(parsing: "cmd+y")))
    let result = chain.resolve(
      keystroke: keystroke, menu: menu, localizer: us, on: .iPadOS,
      in: try #require(definition.scenario("photoGrid")))
    #expect(result.candidates.map(\.source) == [.responder("photoCell"), .mainMenu])
    #expect(result.candidates.map(\.won) == [true, false])
    #expect(result.candidates[1].reason == "an earlier candidate handles the key first")
  }

  @Test(arguments: [
    (
      #"{"formatVersion": 1, "responders": [{"id": "a", "next": "b"}, {"id": "b", "next": 1️⃣"c"}], "scenarios": {}}"#,
      "'next' of 'b': 'c' is not a responder; did you mean 'a'?"
    ),
    (
      #"{"formatVersion": 1, "responders": [{"id": "a", "next": 1️⃣"b"}, {"id": "b", "next": "a"}], "scenarios": {}}"#,
      "responders form a cycle: 'a' → 'b' → 'a'"
    ),
    (
      #"{"formatVersion": 1, "responders": [{"id": "a"}, {"id": 1️⃣"a"}], "scenarios": {}}"#,
      "responder id 'a' is used twice"
    ),
    (
      #"{"formatVersion": 1, "responders": [{"id": "view"}], "scenarios": {"s": {"firstResponder": 1️⃣"veiw"}}}"#,
      "scenario 's': 'veiw' is not a responder; did you mean 'view'?"
    ),
    (
      #"{"formatVersion": 1, "responders": [{"id": "v"}], "scenarios": {"s": {"firstResponder": "v", "focusedItem": 1️⃣"v"}}}"#,
      "scenario 's' focuses 'v', which is not focusable; add \"focusable\": true to it"
    ),
    (
      #"{"formatVersion": 1, "responders": [{"id": "v", "actions": ["a:"], "canPerform": {1️⃣"b:": "true"}}], "scenarios": {}}"#,
      "'canPerform' names 'b:', which responder 'v' does not list in 'actions'"
    ),
  ])
  func definitionProblemsAreLocated(input: String, message: String) throws {
    let marked = MarkedText(input)
    let diagnostics = Self.decode(marked.text).diagnostics.filter {
      $0.ruleID == .invalidDefinition
    }
    #expect(diagnostics.map(\.message) == [message])
    #expect(
      diagnostics.first.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        == marked.positions.first)
  }

  @Test func conditionProblemsPointInsideTheString() throws {
    let marked = MarkedText(
      #"""
      {"formatVersion": 1, "responders": [{"id": "v", "actions": ["a:", "b:"],
        "canPerform": {"a:": "1️⃣openTab > 0", "b:": "ready 2️⃣& online"}}],
       "scenarios": {"s": {"firstResponder": "v", "state": {"openTabs": 1, "ready": true, "online": true}}}}
      """#)
    let diagnostics = Self.decode(marked.text).diagnostics
    #expect(diagnostics.allSatisfy { $0.ruleID == .invalidCondition })
    #expect(
      diagnostics.compactMap { $0.location.map { "\($0.line):\($0.column)" } } == marked.positions)
    #expect(diagnostics.first?.message.contains("did you mean 'openTabs'?") == true)
  }
}
