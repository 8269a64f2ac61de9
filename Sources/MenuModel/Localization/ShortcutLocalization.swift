/// Every key command of a built menu, localized for a set of layouts: the model of
/// `menulint localize`.
public struct ShortcutLocalization: Sendable {
  /// One layout and direction, with each key command's localized shortcut.
  public struct Run: Sendable {
    /// The layout.
    public var layout: KeyboardLayout
    /// The interface direction.
    public var direction: InterfaceDirection
    /// Each key command, in menu order, with its shortcut on this layout.
    public var shortcuts: [(command: Command, localized: LocalizedShortcut)]
  }

  /// The runs, one per layout, in the order asked for.
  public var runs: [Run]

  /// Localizes every key command of a built menu, system commands included.
  ///
  /// - Parameters:
  ///   - system: The built menu.
  ///   - layouts: The layouts.
  ///   - direction: The interface direction.
  ///   - usesMeasuredTables: Whether to use the layouts' measured tables; `false` shows the
  ///     derived fallback everywhere.
  public init(
    _ system: MenuSystem, layouts: [KeyboardLayout], direction: InterfaceDirection,
    usesMeasuredTables: Bool = true
  ) {
    let menu = system.menu
    let commands: [(Command, Bool)] = menu.preorder().compactMap { node in
      guard case .command(let command) = menu.element(node), command.shortcut != nil else {
        return nil
      }
      return (command, command.isSystemCommand(on: system.osVersion))
    }
    runs = layouts.map { layout in
      let localizer = ShortcutLocalizer(
        layout: layout, direction: direction,
        appLocalizesShortcuts: system.definition.localizesShortcuts,
        usesMeasuredTable: usesMeasuredTables)
      return Run(
        layout: layout, direction: direction,
        shortcuts: commands.compactMap { command, isSystem in
          localizer.localize(command, isSystemCommand: isSystem).map { (command, $0) }
        })
    }
  }

  /// The DESIGN §7 JSON document.
  public var json: String {
    JSONWriter.string(
      .object([
        ("version", .integer(1)),
        (
          "layouts",
          .array(
            runs.map { run in
              .object([
                ("id", .string(run.layout.id)),
                ("direction", .string(run.layout.direction.rawValue)),
                ("rtl", .bool(run.direction == .rtl)),
                (
                  "shortcuts",
                  .array(
                    run.shortcuts.map { command, localized in
                      .object([
                        ("command", Self.json(command)),
                        ("shortcut", Self.json(localized.original)),
                        ("localized", localized.shortcut.map(Self.json) ?? .null),
                        ("mirrored", .bool(localized.mirrored)),
                        ("method", .string(localized.method.rawValue)),
                      ])
                    })
                ),
              ])
            })
        ),
      ]))
  }

  /// A command as written in the definition: title, action, property list, identifier.
  static func json(_ command: Command) -> JSONOutput {
    .object([
      ("title", .string(command.title)), ("action", .string(command.action)),
      ("propertyList", command.propertyList?.json ?? .null), ("id", .null),
    ])
  }

  /// A shortcut: the input (the character itself, such as `+`, or a named key's name such as
  /// `up`), modifier names, and display glyphs; for a letter written in uppercase,
  /// `writtenInput` too (`"W"` for `cmd+W`, which UIKit matches as ⌘W but Apple's tables list
  /// apart from `cmd+w`).
  static func json(_ shortcut: KeyCombination) -> JSONOutput {
    let input: String
    switch shortcut.input {
    case .character(let character): input = String(character)
    case .named(let key): input = key.rawValue
    case .literal(let text): input = text
    }
    var fields: [(String, JSONOutput)] = [
      ("input", .string(input)),
      ("modifiers", .array(shortcut.modifiers.names.map(JSONOutput.string))),
      ("display", .string(shortcut.glyphs)),
    ]
    if shortcut.isWrittenUppercase {
      fields.append(("writtenInput", .string(shortcut.writtenInput)))
    }
    return .object(fields)
  }
}
