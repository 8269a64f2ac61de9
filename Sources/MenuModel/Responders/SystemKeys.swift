/// The keys the focus and text-input systems take before key commands, per platform and
/// scenario (DESIGN §4).
///
/// Since iPadOS 15 the system delivers a hardware key press to text input or the focus system
/// first; a key command gets a key they handle only when it sets
/// `wantsPriorityOverSystemBehavior`.
///
/// - While an item is focused and no text is edited, the focus system takes Tab, ⇧Tab, the
///   unmodified arrows, and the select key: Return on iPadOS, Space on Mac Catalyst
///   (WWDC21 "Focus on iPad keyboard navigation"). Delete and Escape are not focus keys.
/// - While text input is active, text input takes every character key pressed alone or with
///   Shift alone (which types the key's other character), Return, Tab, Delete, Forward Delete,
///   Home, End, Page Up, Page Down, the arrows alone or with ⇧, ⌥, ⌘, ⇧⌥ or ⇧⌘ (caret movement
///   and selection), ⌥Delete and ⌘Delete.
///
/// Caps Lock and the numeric-pad flag do not change which key it is.
public enum SystemKeys {
  /// A system that takes keys before key commands.
  public enum Taker: String, Sendable, Hashable, CaseIterable {
    /// The focus system, while an item has focus and no text is being edited.
    case focus
    /// Text input, while a text field or view is being edited.
    case textInput

    /// How messages name it: "the focus system" or "text input".
    public var name: String {
      switch self {
      case .focus: "the focus system"
      case .textInput: "text input"
      }
    }
  }

  /// A key as these sets see it: Space is a named key, other character keys are alike; an
  /// input no key produces is never taken.
  enum Key {
    case character
    case named(NamedKey)
    case none

    init(_ key: PhysicalKeystroke.Key) {
      switch key {
      case .physical(.space): self = .named(.space)
      case .physical: self = .character
      case .named(let named): self = .named(named)
      }
    }

    init(_ input: KeyInput) {
      switch input {
      case .character: self = .character
      case .named(let named): self = .named(named)
      case .literal: self = .none
      }
    }
  }

  /// The standard edit actions text fields perform on ⌘C, ⌘V, ⌘X, ⌘A and ⌘Z, by keystroke:
  /// the Edit menu's Copy, Paste, Cut, Select All and Undo route them to the text field.
  ///
  /// A command with another action that is pressed with one of these keys takes it from text
  /// fields where it gets the key first: with `wantsPriorityOverSystemBehavior`, or as a menu
  /// command once the menu no longer holds the standard command on that key (KeePassium's
  /// "Copy Password" on ⌘C took copying from text fields on macOS: `Docs/KeyMatching.md`).
  public static let standardEditActions: [(keystroke: Keystroke, action: String)] = [
    ("c", "copy:"), ("v", "paste:"), ("x", "cut:"), ("a", "selectAll:"), ("z", "undo:"),
  ].map { (Keystroke(input: .character($0.0), modifiers: .command), $0.1) }

  /// The standard edit action a keystroke performs in a text field, or `nil`.
  ///
  /// - Parameter keystroke: What the user presses, as UIKit matches it.
  /// - Returns: `copy:` for ⌘C, `paste:` for ⌘V, `cut:` for ⌘X, `selectAll:` for ⌘A, `undo:`
  ///   for ⌘Z.
  public static func standardEditAction(of keystroke: Keystroke) -> String? {
    standardEditActions.first { $0.keystroke == keystroke }?.action
  }

  /// The modifiers with which text input moves the caret or selects with an arrow.
  static let arrowModifiers: [ModifierFlags] = [
    [], .shift, .option, .command, [.shift, .option], [.shift, .command],
  ]

  /// Whether the focus system takes a keystroke from a focused item.
  ///
  /// - Parameters:
  ///   - keystroke: What the user presses.
  ///   - platform: The platform.
  /// - Returns: `true` for Tab, ⇧Tab, an unmodified arrow, and the platform's select key.
  public static func focusTakes(_ keystroke: PhysicalKeystroke, on platform: Platform) -> Bool {
    focusTakes(Key(keystroke.key), keystroke.modifiers, on: platform)
  }

  /// Whether the focus system takes a shortcut from a focused item.
  ///
  /// - Parameters:
  ///   - shortcut: The shortcut as written.
  ///   - platform: The platform.
  /// - Returns: `true` for Tab, ⇧Tab, an unmodified arrow, and the platform's select key.
  public static func focusTakes(_ shortcut: KeyCombination, on platform: Platform) -> Bool {
    focusTakes(Key(shortcut.input), shortcut.modifiers, on: platform)
  }

  /// Whether text input takes a keystroke while text is being edited.
  ///
  /// - Parameter keystroke: What the user presses.
  /// - Returns: `true` for a character typed, and the editing and caret keys.
  public static func textInputTakes(_ keystroke: PhysicalKeystroke) -> Bool {
    textInputTakes(Key(keystroke.key), keystroke.modifiers)
  }

  /// Whether text input takes a shortcut while text is being edited.
  ///
  /// - Parameter shortcut: The shortcut as written.
  /// - Returns: `true` for a character typed, and the editing and caret keys.
  public static func textInputTakes(_ shortcut: KeyCombination) -> Bool {
    textInputTakes(Key(shortcut.input), shortcut.modifiers)
  }

  /// The system that takes a keystroke first in a scenario: text input while it is active,
  /// else the focus system while an item has focus.
  ///
  /// - Parameters:
  ///   - keystroke: What the user presses.
  ///   - scenario: Who has focus, and whether text is being edited.
  ///   - platform: The platform.
  /// - Returns: The system, or `nil` when key commands get the key directly.
  public static func taker(
    of keystroke: PhysicalKeystroke, in scenario: Scenario, on platform: Platform
  ) -> Taker? {
    if scenario.isTextInputActive { return textInputTakes(keystroke) ? .textInput : nil }
    if scenario.focusedItem != nil { return focusTakes(keystroke, on: platform) ? .focus : nil }
    return nil
  }

  static func focusTakes(_ key: Key, _ flags: ModifierFlags, on platform: Platform) -> Bool {
    guard case .named(let named) = key else { return false }
    let modifiers = flags.subtracting([.numericPad, .capsLock])
    switch named {
    case .tab: return modifiers.isEmpty || modifiers == .shift
    case .up, .down, .left, .right: return modifiers.isEmpty
    case .return: return modifiers.isEmpty && platform == .iPadOS
    case .space: return modifiers.isEmpty && platform == .macCatalyst
    default: return false
    }
  }

  static func textInputTakes(_ key: Key, _ flags: ModifierFlags) -> Bool {
    let modifiers = flags.subtracting([.numericPad, .capsLock])
    switch key {
    case .character, .named(.space): return modifiers.isEmpty || modifiers == .shift
    case .named(.return), .named(.tab), .named(.forwardDelete), .named(.home), .named(.end),
      .named(.pageUp), .named(.pageDown):
      return modifiers.isEmpty
    case .named(.delete): return modifiers.isEmpty || modifiers == .option || modifiers == .command
    case .named(.up), .named(.down), .named(.left), .named(.right):
      return arrowModifiers.contains(modifiers)
    case .named, .none: return false
    }
  }
}
