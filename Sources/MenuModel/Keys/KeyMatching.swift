/// How a key press is matched against a shortcut written as an uppercase letter without Shift
/// (`UIKeyCommand(input: "C", modifierFlags: .command)`), per platform and path; the sources
/// are in `Docs/KeyMatching.md`.
///
/// | | menu command | responder key command |
/// |---|---|---|
/// | iPadOS | ⌘C | ⌘C |
/// | Mac Catalyst | ⌘C, and perhaps ⇧⌘C | ⌘C, unconfirmed |
///
/// - iPadOS: UIKit's matcher lowercases both the key command's input and the pressed key's
///   character and compares the modifiers as written (decompiled UIKitCore 18.0 and 26.1), so
///   `"C"` with ⌘ is ⌘C on both paths — a **sure** reading.
/// - Mac Catalyst, menu commands: a real app's `"C"` with ⌘ menu command fired on a plain ⌘C
///   (KeePassium #426), so ⌘C is sure; the menu command is an `NSMenuItem`, and AppKit documents
///   an uppercase key equivalent as the letter with Shift, so ⇧⌘C is a possible second reading,
///   **unsure** (``KeyCombination/shiftedReading``).
/// - Mac Catalyst, responder key commands: no source; UIKit's iPadOS matcher suggests ⌘C,
///   **unsure**.
///
/// A finding that holds only through an unsure reading is one severity lower, and every finding
/// about such a shortcut carries ``note(for:)``.
public enum KeyMatching {
  /// Whether the sources confirm that a case-ambiguous shortcut is pressed as its letter
  /// without Shift (⌘C for `"C"` with ⌘).
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - isMenuCommand: Whether the shortcut is a main-menu command's (else a responder's
  ///     `keyCommands` entry).
  /// - Returns: `true` on iPadOS, and for Mac Catalyst's menu commands.
  public static func confirmsUnshiftedReading(on platform: Platform, isMenuCommand: Bool) -> Bool {
    platform == .iPadOS || isMenuCommand
  }

  /// Whether a case-ambiguous shortcut may also be pressed with Shift (⇧⌘C for `"C"` with ⌘):
  /// a Mac Catalyst menu command, which AppKit presents as a menu item.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - isMenuCommand: Whether the shortcut is a main-menu command's.
  /// - Returns: `true` for Mac Catalyst's menu commands.
  public static func mayMatchShifted(on platform: Platform, isMenuCommand: Bool) -> Bool {
    platform == .macCatalyst && isMenuCommand
  }

  /// The advice for a shortcut whose reading is in doubt, right under either reading: "UIKit
  /// may match "C" with ⌘ as ⌘C or as ⇧⌘C; write "c" with ⌘, or "C" with ⇧⌘, to say which
  /// you mean".
  ///
  /// - Parameter shortcut: A case-ambiguous shortcut (``KeyCombination/isCaseAmbiguous``).
  /// - Returns: The note's text.
  public static func note(for shortcut: KeyCombination) -> String {
    let upper = shortcut.writtenInput
    let lower = upper.lowercased()
    let modifiers = shortcut.modifiers.glyphs
    let shifted = shortcut.modifiers.union(.shift).glyphs
    let unshiftedKeys = shortcut.glyphs
    let shiftedKeys = shortcut.shiftedReading?.glyphs ?? shifted + upper
    return
      "UIKit may match \"\(upper)\" with \(modifiers.isEmpty ? "no modifier" : modifiers) as "
      + "\(unshiftedKeys) or as \(shiftedKeys); write \"\(lower)\" with "
      + "\(modifiers.isEmpty ? "no modifier" : modifiers), or \"\(upper)\" with \(shifted), to "
      + "say which you mean"
  }

  /// The mark cheat sheets put after a shortcut whose reading is in doubt, with ``note(for:)``
  /// as its footnote.
  public static let mark = "*"
}
