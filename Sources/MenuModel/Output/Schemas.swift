/// JSON Schema documents (draft 2020-12) for editors: definition files and the JSON report.
///
/// The menu schema is built from the same field lists the decoder reads, so the two cannot
/// drift apart; a test validates every example against it.
package enum JSONSchemas {
  /// The schemas `menulint schema` prints.
  package enum Kind: String, Sendable, CaseIterable {
    /// `*.menu.json` files.
    case menu
    /// `*.responders.json` files.
    case responders
    /// The `--format json` report.
    case report
    /// `.menulint.json` configuration files.
    case config
  }

  /// A schema as pretty-printed JSON.
  ///
  /// - Parameter kind: Which schema.
  /// - Returns: The schema document.
  package static func document(_ kind: Kind) -> String {
    switch kind {
    case .menu: JSONWriter.string(menu)
    case .responders: JSONWriter.string(responders)
    case .report: JSONWriter.string(report)
    case .config: JSONWriter.string(config)
    }
  }

  static let draft = "https://json-schema.org/draft/2020-12/schema"

  static func object(
    _ properties: [(String, JSONOutput)], required: [String] = [], description: String? = nil,
    extra: [(String, JSONOutput)] = []
  ) -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("type", .string("object")),
      ("properties", .object(properties)),
      ("additionalProperties", .bool(false)),
    ]
    if !required.isEmpty { members.append(("required", .array(required.map(JSONOutput.string)))) }
    if let description { members.append(("description", .string(description))) }
    return .object(members + extra)
  }

  static func string(_ description: String) -> JSONOutput {
    .object([("type", .string("string")), ("description", .string(description))])
  }

  static func nonEmptyString(_ description: String) -> JSONOutput {
    .object([
      ("type", .string("string")), ("minLength", .integer(1)),
      ("description", .string(description)),
    ])
  }

  static func boolean(_ description: String) -> JSONOutput {
    .object([("type", .string("boolean")), ("description", .string(description))])
  }

  static func oneOf(_ values: [String], _ description: String) -> JSONOutput {
    .object([
      ("enum", .array(values.map(JSONOutput.string))), ("description", .string(description)),
    ])
  }

  static func reference(_ name: String) -> JSONOutput {
    .object([("$ref", .string("#/$defs/\(name)"))])
  }

  static func array(of items: JSONOutput, _ description: String, minItems: Int? = nil) -> JSONOutput
  {
    var members: [(String, JSONOutput)] = [
      ("type", .string("array")), ("items", items), ("description", .string(description)),
    ]
    if let minItems { members.append(("minItems", .integer(minItems))) }
    return .object(members)
  }

  /// Picks the described properties for one of the decoder's field lists, in its order.
  static func properties(_ fields: [String], from all: [String: JSONOutput]) -> [(
    String, JSONOutput
  )] {
    fields.compactMap { name in all[name].map { (name, $0) } }
  }

  static let modifierNames = ModifierFlags.allModifiers.map(\.name)

  /// `.menulint.json` (DESIGN §11).
  static let config: JSONOutput = {
    let ruleIDs = RuleRegistry.rules.map(\.id.rawValue)
    let described: [String: JSONOutput] = [
      "$schema": string("This schema's location, for editors."),
      "formatVersion": .object([
        ("const", .integer(1)), ("description", .string("The format version: 1.")),
      ]),
      "rules": .object([
        ("type", .string("object")),
        (
          "propertyNames",
          .object([("enum", .array(ruleIDs.map(JSONOutput.string)))])
        ),
        (
          "additionalProperties",
          oneOf(LintConfiguration.settings, "Turn the rule off or give it another severity.")
        ),
        ("description", .string("Rule ids (see 'menulint rules') and their severity.")),
      ]),
      "layouts": array(
        of: nonEmptyString("A layout id or alias (see 'menulint layouts'), or \"all\"."),
        "The keyboard layouts to check; --layouts wins.", minItems: 1),
      "directions": array(
        of: oneOf(InterfaceDirection.allCases.map(\.rawValue), "An interface direction."),
        "The interface directions to check; --directions wins.", minItems: 1),
      "platforms": array(
        of: oneOf(Platform.allCases.map(\.rawValue), "A platform."),
        "The platforms to check; --platform wins.", minItems: 1),
      "exclude": array(
        of: string("A glob (*, ?, **) relative to this file's directory."),
        "Paths a directory search leaves out."),
      "baseline": string("The baseline file, relative to this file's directory; --baseline wins."),
    ]
    return .object([
      ("$schema", .string(draft)),
      ("title", .string("menulint configuration (.menulint.json), format version 1")),
      ("type", .string("object")),
      ("properties", .object(properties(LintConfiguration.fields, from: described))),
      ("required", .array([.string("formatVersion")])),
      ("additionalProperties", .bool(false)),
    ])
  }()

  static let elementProperties: [String: JSONOutput] = [
    "title": string("The title shown in menus."),
    "titleSource": string(
      "Instead of a title: the Swift source text that computes it (written by 'menulint import' "
        + "when it cannot evaluate the title); the element is named and compared by it."),
    "id": nonEmptyString(
      "The identifier; for menus optional (a stable one is generated from the parent and title)."),
    "image": string("An SF Symbol name."),
    "options": array(
      of: oneOf(MenuOptions.names.map(\.name), "A UIMenu option."), "UIMenu.Options."),
    "preferredElementSize": oneOf(MenuElementSize.allCases.map(\.rawValue), "UIMenu.ElementSize."),
    "children": array(of: reference("element"), "The menu's children, in order."),
    "lintIgnore": array(
      of: oneOf(RuleRegistry.rules.map(\.id.rawValue), "A rule id (see 'menulint rules')."),
      "Rules whose findings at this element and its children are not reported."),
    "action": nonEmptyString("The action selector, such as \"copy:\"."),
    "propertyList": .object([
      (
        "description",
        .string("Any JSON value; tells apart commands that share an action. null means none.")
      )
    ]),
    "shortcut": reference("shortcut"),
    "input": nonEmptyString(
      "UIKit's input string, exactly as written (\"S\", \"UIKeyInputUpArrow\", \"tap link\"); "
        + "instead of 'shortcut', with 'modifiers'. A string no key produces can be chosen from a "
        + "menu only."),
    "modifiers": array(
      of: .object([("enum", .array(modifierNames.map(JSONOutput.string)))]),
      "The modifier flags that go with 'input'."),
    "platforms": array(
      of: oneOf(Platform.allCases.map(\.rawValue), "A platform."),
      "The platforms the element exists on (a subset of the file's), as code under "
        + "#if targetEnvironment(macCatalyst) does."),
    "when": string(
      "A condition (state keys, textInputActive, platform): the key command exists only while it "
        + "holds."),
    "discoverabilityTitle": string(
      "The title the iPad shortcut overlay shows instead of the title."),
    "attributes": array(
      of: oneOf(MenuElementAttributes.names.map(\.name), "A UIMenuElement attribute."),
      "UIMenuElement.Attributes."),
    "state": oneOf(MenuElementState.allCases.map(\.rawValue), "The check-mark state."),
    "alternates": array(
      of: reference("alternate"), "Variants shown while extra modifiers are held."),
    "wantsPriorityOverSystemBehavior": boolean(
      "Get key presses before the focus and text-input systems (default false)."),
    "allowsAutomaticLocalization": boolean(
      "Let the system remap the shortcut per keyboard layout (default true)."),
    "allowsAutomaticMirroring": boolean(
      "Let the system mirror the shortcut in right-to-left interfaces (default true)."),
  ]

  static func element(_ type: String, _ fields: [String], required: [String], _ description: String)
    -> JSONOutput
  {
    var properties = properties(fields.filter { $0 != "type" }, from: elementProperties)
    properties.insert(("type", .object([("const", .string(type))])), at: 0)
    // A title may be given as the source text that computes it instead.
    guard required.contains("title") else {
      return object(properties, required: ["type"] + required, description: description)
    }
    let titled: JSONOutput = .array([
      .object([("required", .array([.string("title")]))]),
      .object([("required", .array([.string("titleSource")]))]),
    ])
    return object(
      properties, required: ["type"] + required.filter { $0 != "title" }, description: description,
      extra: [("anyOf", titled)])
  }

  static let menu: JSONOutput = {
    let menuIdentifier = nonEmptyString(
      "A menu: a UIKit name (file, edit, textStyle, standardEdit, …), a raw identifier "
        + "(com.apple.menu.file) or your own (reverse-DNS recommended); \"root\" is the root.")
    let target = JSONOutput.object([
      (
        "oneOf",
        .array([
          reference("menuIdentifier"),
          object([("menu", reference("menuIdentifier"))], required: ["menu"]),
          object([("action", nonEmptyString("A UIAction identifier."))], required: ["action"]),
          object(
            [("command", nonEmptyString("An action selector.")), ("propertyList", .object([]))],
            required: ["command"]),
        ])
      ),
      ("description", .string("The element an operation names.")),
    ])
    let elements = array(of: reference("element"), "Elements, in order.")
    func operation(
      _ verb: String, _ payload: JSONOutput, positions: [String], description: String
    ) -> JSONOutput {
      var properties: [(String, JSONOutput)] = [(verb, payload)]
      for position in positions {
        switch position {
        case "with":
          properties.append(
            (
              position,
              verb == "replace"
                ? .object([("oneOf", .array([reference("element"), elements]))]) : elements
            ))
        case "before", "after":
          properties.append(
            (position, verb == "insertSibling" ? reference("menuIdentifier") : reference("target")))
        default: properties.append((position, reference("menuIdentifier")))
        }
      }
      var extra: [(String, JSONOutput)] = []
      let choices = positions.filter { $0 != "with" }
      if !choices.isEmpty {
        extra.append(
          ("oneOf", .array(choices.map { .object([("required", .array([.string($0)]))]) })))
      }
      let required = positions.contains("with") ? [verb, "with"] : [verb]
      return object(properties, required: required, description: description, extra: extra)
    }
    let operations: [JSONOutput] = MenuFields.verbs.map { verb in
      let positions = Array(MenuFields.operation(verb).dropFirst())
      switch verb {
      case "insertChild":
        return operation(
          verb, reference("menu"), positions: positions,
          description: "insertChild(_:atStartOfMenu:/atEndOfMenu:); the root may be the parent.")
      case "insertSibling":
        return operation(
          verb, reference("menu"), positions: positions,
          description: "insertSibling(_:beforeMenu:/afterMenu:); not next to the root.")
      case "insertElements":
        return operation(
          verb, elements, positions: positions,
          description:
            "insertElements before or after a menu, action or command, or at the start or end of a menu."
        )
      case "replace":
        return operation(
          verb, reference("target"), positions: positions,
          description:
            "replace(menu:/action:/command:with:); the old element's own identifiers do not clash.")
      case "replaceChildren":
        return operation(
          verb, reference("menuIdentifier"), positions: positions,
          description: "replaceChildren(ofMenu:from:).")
      default:
        return operation(
          verb, reference("target"), positions: positions,
          description: "remove(menu:/action:/command:); not the root.")
      }
    }
    let fileProperties: [String: JSONOutput] = [
      "$schema": string("This schema's location, for editors."),
      "formatVersion": .object([
        ("const", .integer(1)), ("description", .string("The format version: 1.")),
      ]),
      "app": string(
        "The app's name, used in the Mac application menu and iPadOS 26's App Settings… "
          + "(default App)."),
      "platforms": array(
        of: oneOf(Platform.allCases.map(\.rawValue), "A platform."),
        "The platforms to build (default both).",
        minItems: 1),
      "osVersions": array(
        of: .object([
          ("enum", .array(OSVersion.allCases.map { .integer($0.rawValue) })),
          ("description", .string("A system version.")),
        ]),
        "The system versions whose default menus apply, checked each (default both).",
        minItems: 1),
      "mainMenuConfiguration": object(
        MainMenuConfiguration.fieldNames.map { name in
          (
            name,
            oneOf(
              MainMenuConfiguration.Preference.allCases.map(\.rawValue),
              "UIMainMenuSystem.Configuration's \(name) preference (default automatic, which "
                + "builds as included).")
          )
        } + [
          (
            MainMenuConfiguration.findingStyleFieldName,
            oneOf(
              MainMenuConfiguration.FindingStyle.allCases.map(\.rawValue),
              "findingConfiguration.style: search leaves one Search ⌘F, nonEditableText drops "
                + "Find & Replace (default automatic, which builds as editableText).")
          )
        ],
        description:
          "The configuration the app sets with setBuildConfiguration on iPadOS 26; absent, "
          + "UIKit's compatibility configuration applies (no New Window, no Document commands, "
          + "no Show Inspector)."),
      "base": oneOf(
        MenuBase.allCases.map(\.rawValue),
        "Start from the platform's default main menu or an empty root."),
      "supportsPrintCommand": boolean("Add Print ⌘P, as UIApplicationSupportsPrintCommand does."),
      "supportsOpenCommand": boolean("Add Open… ⌘O."),
      "supportsMultipleScenes": boolean(
        "UIApplicationSupportsMultipleScenes: iPadOS 26's New Window opens a window (default "
          + "false: shown disabled)."),
      "designRequiresCompatibility": boolean(
        "UIDesignRequiresCompatibility: the iOS 26 design is off, so without a "
          + "mainMenuConfiguration there is no Customize Toolbar… (default false)."),
      "settingsBundle": boolean(
        "The app ships a Settings.bundle, so Mac Catalyst adds Settings… ⌘, (default false)."),
      "localizesShortcuts": boolean(
        "The app-wide localization opt-out (UIKit's own commands stay localized)."),
      "build": array(of: reference("operation"), "UIMenuBuilder operations, applied in order."),
    ]
    return .object([
      ("$schema", .string(draft)),
      ("title", .string("menulint menu definition, format version 1")),
      ("type", .string("object")),
      ("properties", .object(properties(MenuFields.file.names, from: fileProperties))),
      ("required", .array([.string("formatVersion")])),
      ("additionalProperties", .bool(false)),
      (
        "$defs",
        .object([
          ("menuIdentifier", menuIdentifier),
          ("target", target),
          (
            "shortcut",
            nonEmptyString(
              "Modifier and key names joined by '+' (cmd+shift+z, ctrl+opt+cmd+n, cmd+plus) or glyphs "
                + "(⇧⌘Z, ⌃⌘Space). A letter's case is UIKit's input as written: UIKit matches "
                + "cmd+S as ⌘S, like cmd+s; write shift+cmd+S or shift+cmd+s for ⇧⌘S.")
          ),
          (
            "alternate",
            object(
              [
                ("title", string("The title.")), ("action", nonEmptyString("The action selector.")),
                (
                  "modifiers",
                  .object([
                    (
                      "oneOf",
                      .array([
                        array(
                          of: .object([("enum", .array(modifierNames.map(JSONOutput.string)))]),
                          "Modifier names."),
                        nonEmptyString("Modifier names joined by '+', such as opt+shift."),
                      ])
                    )
                  ])
                ),
              ], required: ["title", "action"])
          ),
          (
            "menu",
            element(
              "menu", MenuFields.menu.names, required: [],
              "A UIMenu: a submenu, or an inline group with displayInline.")
          ),
          (
            "command",
            element(
              "command", MenuFields.command.names, required: ["title", "action"],
              "A UICommand, or a UIKeyCommand when it has a shortcut.")
          ),
          (
            "keyCommand",
            element(
              "command", MenuFields.keyCommand.names, required: ["action"],
              "A responder's UIKeyCommand: a shortcut (or input), optionally a title, and 'when' it "
                + "exists.")
          ),
          (
            "action",
            element(
              "action", MenuFields.action.names, required: ["title", "id"],
              "A UIAction, identified by id; no shortcut.")
          ),
          (
            "element",
            .object([
              ("oneOf", .array([reference("menu"), reference("command"), reference("action")]))
            ])
          ),
          ("operation", .object([("oneOf", .array(operations))])),
        ])
      ),
    ])
  }()

  static let responders: JSONOutput = {
    let condition = nonEmptyString(
      "A condition: || && ! == != < <= > >=, parentheses, state keys, numbers, 'strings', true, false."
    )
    let actions = JSONOutput.object([
      ("type", .string("object")),
      ("additionalProperties", condition),
      ("description", .string("Keyed by action selector.")),
    ])
    let validation = object(
      properties(
        MenuFields.validation.names,
        from: [
          "when": condition,
          "title": string("The title to show."),
          "discoverabilityTitle": string("The title for the iPad overlay."),
          "state": oneOf(MenuElementState.allCases.map(\.rawValue), "The check-mark state."),
          "attributes": elementProperties["attributes"] ?? .null,
        ]), description: "When 'when' holds (or always), set these properties of the command.")
    let validate = JSONOutput.object([
      ("type", .string("object")),
      ("additionalProperties", array(of: validation, "Applied in order by the target.")),
      ("description", .string("validate(_:) entries, keyed by action selector.")),
    ])
    let responder = object(
      properties(
        MenuFields.responder.names,
        from: [
          "id": nonEmptyString("The responder's identifier."),
          "kind": oneOf(ResponderKind.allCases.map(\.rawValue), "What kind of object it is."),
          "next": nonEmptyString("The next responder's identifier."),
          "actions": array(of: nonEmptyString("An action selector."), "The actions it implements."),
          "canPerform": actions,
          "validate": validate,
          "keyCommands": array(
            of: reference("keyCommand"), "Its own key commands (UIResponder.keyCommands)."),
          "focusable": boolean("Whether the focus system can focus it."),
        ]), required: ["id"])
    let state = JSONOutput.object([
      ("type", .string("object")),
      (
        "additionalProperties",
        .object([("type", .array([.string("boolean"), .string("number"), .string("string")]))])
      ),
      ("description", .string("The app's state: what conditions read.")),
    ])
    let scenario = object(
      properties(
        MenuFields.scenario.names,
        from: [
          "firstResponder": nonEmptyString("The first responder's identifier."),
          "focusedItem": nonEmptyString("The focused item's identifier; key presses start there."),
          "textInputActive": boolean("Whether text is being edited."),
          "state": state,
        ]), required: ["firstResponder"])
    guard case .object(let menuMembers) = menu,
      case .object(let definitions)? = menuMembers.first(where: { $0.0 == "$defs" })?.1
    else { return .null }
    return .object([
      ("$schema", .string(draft)),
      ("title", .string("menulint responder file, format version 1")),
      ("type", .string("object")),
      (
        "properties",
        .object(
          properties(
            MenuFields.responderFile.names,
            from: [
              "$schema": string("This schema's location, for editors."),
              "formatVersion": .object([("const", .integer(1))]),
              "responders": array(of: responder, "The responders."),
              "scenarios": .object([
                ("type", .string("object")), ("additionalProperties", scenario),
                ("description", .string("Named scenarios.")),
              ]),
            ]))
      ),
      ("required", .array([.string("formatVersion"), .string("responders")])),
      ("additionalProperties", .bool(false)),
      (
        "$defs",
        .object(definitions.filter { ["keyCommand", "shortcut", "alternate"].contains($0.0) })
      ),
    ])
  }()

  static let report: JSONOutput = {
    let location = JSONOutput.object([
      (
        "oneOf",
        .array([
          .object([("type", .string("null"))]),
          object(
            [
              ("file", string("The file as named on the command line, or <stdin>.")),
              ("line", .object([("type", .string("integer")), ("minimum", .integer(1))])),
              (
                "column",
                .object([
                  ("type", .string("integer")), ("minimum", .integer(1)),
                  ("description", .string("In Unicode scalars.")),
                ])
              ),
              ("pointer", string("The RFC 6901 JSON pointer of the value.")),
            ], required: ["file", "line", "column", "pointer"]),
        ])
      )
    ])
    let strings = JSONOutput.object([
      ("type", .string("array")), ("items", .object([("type", .string("string"))])),
    ])
    let integer = JSONOutput.object([("type", .string("integer")), ("minimum", .integer(1))])
    let edit = object(
      [
        ("file", string("The file the edit changes, as locations name it.")),
        ("line", integer), ("column", integer), ("endLine", integer),
        (
          "endColumn",
          .object([
            ("type", .string("integer")), ("minimum", .integer(1)),
            ("description", .string("The column after the replaced text, in Unicode scalars.")),
          ])
        ),
        ("replacement", string("The text that replaces it.")),
      ],
      required: ["file", "line", "column", "endLine", "endColumn", "replacement"],
      description: "A replacement of the text between two positions.")
    let suggestion = object(
      [
        (
          "shortcut",
          object(
            [
              ("input", string("The key: its character, or a named key's name (up).")),
              ("modifiers", strings),
              ("display", string("The shortcut in glyphs, such as ⌃⌘I.")),
            ], required: ["input", "modifiers", "display"])
        ),
        ("canonical", string("The shortcut as a definition writes it, such as ctrl+cmd+i.")),
        ("basis", string("What makes it a good key for the command: 'keeps I', 'I as in Info'.")),
        ("reason", string("Why it is free: the platforms, versions and layouts checked.")),
        (
          "edits",
          array(
            of: reference("edit"),
            "The edits that write it where the shortcut is a literal; empty where it is not.")
        ),
      ],
      required: ["shortcut", "canonical", "basis", "reason", "edits"],
      description: "Another shortcut for the command, free wherever the definition is checked.")
    let diagnostic = object(
      [
        ("rule", .object([("enum", .array(RuleRegistry.rules.map { .string($0.id.rawValue) }))])),
        ("severity", oneOf(Severity.allCases.map(\.rawValue), "How serious.")),
        ("message", string("What is wrong.")),
        ("location", reference("location")),
        (
          "notes",
          .object([
            ("type", .string("array")),
            (
              "items",
              object(
                [("message", string("A related remark.")), ("location", reference("location"))],
                required: ["message", "location"])
            ),
          ])
        ),
        ("layouts", strings), ("directions", strings), ("platforms", strings),
        (
          "osVersions",
          array(
            of: .object([("enum", .array(OSVersion.allCases.map { .integer($0.rawValue) }))]),
            "The system versions where the finding holds; empty for every one checked.")
        ),
        (
          "suggestions",
          array(
            of: reference("suggestion"),
            "Other shortcuts that would fix the finding, best first; empty when another shortcut does not."
          )
        ),
      ],
      required: [
        "rule", "severity", "message", "location", "notes", "layouts", "directions", "platforms",
        "osVersions", "suggestions",
      ])
    let count = JSONOutput.object([("type", .string("integer")), ("minimum", .integer(0))])
    func nullable(_ type: String, _ description: String) -> JSONOutput {
      .object([
        ("type", .array([.string(type), .string("null")])), ("description", .string(description)),
      ])
    }
    let factsOfTarget = object(
      [
        ("file", string("The project: an .xcodeproj directory, a project.yml or a Package.swift.")),
        ("kind", oneOf(ProjectFile.Kind.allCases.map(\.rawValue), "What kind of project.")),
        ("target", string("The application target.")),
        ("app", nullable("string", "The app's name, when the project says it.")),
        (
          "platforms",
          array(
            of: .object([("enum", .array(Platform.allCases.map { .string($0.rawValue) }))]),
            "The platforms the app is built for.")
        ),
        ("iPhoneOnly", boolean("The app is for iPhone only, checked as iPadOS.")),
        ("deploymentTarget", nullable("string", "The iOS deployment target, as written.")),
        (
          "osVersions",
          array(
            of: .object([("enum", .array(OSVersion.allCases.map { .integer($0.rawValue) }))]),
            "The system versions the deployment target means.")
        ),
        ("infoPlist", nullable("string", "The Info.plist file read.")),
        ("supportsMultipleScenes", nullable("boolean", "UIApplicationSupportsMultipleScenes.")),
        ("supportsPrintCommand", nullable("boolean", "UIApplicationSupportsPrintCommand.")),
        (
          "designRequiresCompatibility",
          nullable("boolean", "UIDesignRequiresCompatibility.")
        ),
        ("settingsBundle", boolean("The target ships a Settings.bundle.")),
        ("defines", strings),
        ("evidence", strings),
        ("overridden", strings),
      ],
      required: [
        "file", "kind", "target", "app", "platforms", "iPhoneOnly", "deploymentTarget",
        "osVersions", "infoPlist", "supportsMultipleScenes", "supportsPrintCommand",
        "designRequiresCompatibility", "settingsBundle", "defines", "evidence", "overridden",
      ],
      description:
        "What one application target's project says (Docs/Project.md); 'overridden' names the facts options replaced."
    )
    return .object([
      ("$schema", .string(draft)),
      ("title", .string("menulint JSON report, version 1")),
      ("type", .string("object")),
      (
        "properties",
        .object([
          ("version", .object([("const", .integer(1))])),
          (
            "tool",
            object(
              [("name", string("menulint")), ("version", string("The tool's version."))],
              required: ["name", "version"])
          ),
          (
            "project",
            object(
              [("targets", .object([("type", .string("array")), ("items", factsOfTarget)]))],
              required: ["targets"],
              description:
                "The facts of the app's project, when Swift was read with one (DESIGN §12).")
          ),
          (
            "diagnostics",
            .object([("type", .string("array")), ("items", reference("diagnostic"))])
          ),
          (
            "summary",
            object(
              [("files", count), ("errors", count), ("warnings", count), ("notes", count)],
              required: ["files", "errors", "warnings", "notes"])
          ),
        ])
      ),
      ("required", .array(["version", "tool", "diagnostics", "summary"].map(JSONOutput.string))),
      ("additionalProperties", .bool(false)),
      (
        "$defs",
        .object([
          ("location", location), ("diagnostic", diagnostic), ("suggestion", suggestion),
          ("edit", edit),
        ])
      ),
    ])
  }()
}
