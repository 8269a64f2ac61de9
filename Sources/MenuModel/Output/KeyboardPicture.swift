/// An SVG drawing of a Mac keyboard layout with the keys of one modifier combination marked.
///
/// Keys are placed from ``PhysicalKey`` geometry for the layout's hardware (ANSI, ISO or JIS);
/// caps show what the keys type while the modifiers are held (the Command layer, or QWERTY on
/// layouts that switch to it). Used keys are filled, held modifiers outlined, and each used
/// key carries a tooltip with its commands. Styling comes from the page's CSS classes `key`,
/// `used`, `held` and `modifier` on keys, and `shifted` and `small` on labels.
struct KeyboardPicture {
  var layout: KeyboardLayout
  var usage: CheatSheet.KeyUsage

  /// Pixels per key width in the drawing's coordinate system.
  private static let pitch = 40.0
  /// The gap between keys, in pixels.
  private static let gap = 4.0

  /// One key of the drawing, in key widths from the top-left corner.
  private struct Key {
    var x: Double
    var row: Double
    var width: Double
    var height = 1.0
    var label: String
    var shiftedLabel: String?
    var keystrokeKey: PhysicalKeystroke.Key?
    var heldModifier: ModifierFlags?
    var isModifier: Bool { heldModifier != nil || keystrokeKey == nil }
  }

  /// The complete `<svg>` element.
  func svg(title: String) -> String {
    let keys = self.keys()
    let width = 15 * Self.pitch
    let height = 5 * Self.pitch
    var out = """
      <svg class="keyboard" viewBox="0 0 \(format(width)) \(format(height))" role="img" \
      aria-label="\(HTMLText.escaped(title))">

      """
    for key in keys { out += draw(key) }
    out += "</svg>\n"
    return out
  }

  private func draw(_ key: Key) -> String {
    let inset = Self.gap / 2
    let x = key.x * Self.pitch + inset
    let y = key.row * Self.pitch + inset
    let width = key.width * Self.pitch - Self.gap
    let height = key.height * Self.pitch - Self.gap
    var classes = ["key"]
    var tooltip: String?
    if let keystrokeKey = key.keystrokeKey, let commands = usage.keys[keystrokeKey] {
      classes.append("used")
      tooltip = commands.map { "\($0.shortcut ?? "") \($0.title)" }.joined(separator: "; ")
    }
    if let held = key.heldModifier, usage.modifiers.contains(held) { classes.append("held") }
    if key.isModifier { classes.append("modifier") }
    var out = "<g class=\"\(classes.joined(separator: " "))\">"
    if let tooltip { out += "<title>\(HTMLText.escaped(tooltip))</title>" }
    if key.height == 2 {
      // The ISO and JIS Return key: an upside-down L, a quarter key narrower in the home row.
      let notchX = x + Self.pitch / 4
      let notchY = y + Self.pitch - Self.gap
      let points = [
        (x, y), (x + width, y), (x + width, y + height), (notchX, y + height), (notchX, notchY),
        (x, notchY),
      ]
      out +=
        "<path d=\"M" + points.map { "\(format($0.0)) \(format($0.1))" }.joined(separator: " L")
        + " Z\"/>"
    } else {
      out +=
        "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(width))\" "
        + "height=\"\(format(height))\" rx=\"5\"/>"
    }
    let centerX = format(x + width / 2)
    if let shifted = key.shiftedLabel {
      out +=
        "<text class=\"shifted\" x=\"\(centerX)\" y=\"\(format(y + height * 0.36))\">"
        + "\(HTMLText.escaped(shifted))</text>"
      out +=
        "<text class=\"cap\" x=\"\(centerX)\" y=\"\(format(y + height * 0.78))\">"
        + "\(HTMLText.escaped(key.label))</text>"
    } else if key.height < 1 {
      out +=
        "<text class=\"cap small\" x=\"\(centerX)\" y=\"\(format(y + height / 2 + 3.5))\">"
        + "\(HTMLText.escaped(key.label))</text>"
    } else if !key.label.isEmpty {
      out +=
        "<text class=\"cap\" x=\"\(centerX)\" y=\"\(format(y + height / 2 + 5))\">"
        + "\(HTMLText.escaped(key.label))</text>"
    }
    return out + "</g>\n"
  }

  /// Every key of the keyboard: the character keys of the layout's hardware, then the keys
  /// around them.
  private func keys() -> [Key] {
    let hardware = layout.hardware
    var keys: [Key] = []
    for physical in layout.keys {
      // ISO and JIS put the backslash key in the home row, left of Return.
      let row = physical == .backslash && hardware != .ansi ? 2 : physical.row
      let width = physical.width(on: hardware)
      let base = layout.shortcutCap(physical, modifiers: usage.modifiers) ?? ""
      let shifted = layout.shortcutCap(physical, modifiers: usage.modifiers, shift: true)
      keys.append(
        Key(
          x: physical.column(on: hardware) - width / 2, row: Double(row), width: width,
          label: base, shiftedLabel: shifted == base || physical == .space ? nil : shifted,
          keystrokeKey: .physical(physical)))
    }
    func add(
      _ x: Double, _ row: Double, _ width: Double, _ label: String,
      named: NamedKey? = nil, held: ModifierFlags? = nil, height: Double = 1
    ) {
      keys.append(
        Key(
          x: x, row: row, width: width, height: height, label: label,
          keystrokeKey: named.map {
            .named($0)
          }, heldModifier: held))
    }
    if hardware == .jis {
      add(14, 0, 1, "⌫", named: .delete)
    } else {
      add(13, 0, 2, "⌫", named: .delete)
    }
    add(0, 1, 1.5, "⇥", named: .tab)
    add(0, 2, 1.75, "⇪", held: .capsLock)
    if hardware == .ansi {
      add(12.75, 2, 2.25, "↩", named: .return)
    } else {
      add(13.5, 1, 1.5, "↩", named: .return, height: 2)
    }
    add(0, 3, hardware == .iso ? 1.25 : 2.25, "⇧", held: .shift)
    let rightShift = hardware == .jis ? 13.25 : 12.25
    add(rightShift, 3, 15 - rightShift, "⇧", held: .shift)
    add(0, 4, 1, "fn")
    add(1, 4, 1, "⌃", held: .control)
    add(2, 4, 1, "⌥", held: .option)
    add(3, 4, 1.25, "⌘", held: .command)
    add(9.25, 4, 1.25, "⌘", held: .command)
    add(10.5, 4, 1.25, "⌥", held: .option)
    add(11.75, 4.5, 1, "←", named: .left, height: 0.5)
    add(12.75, 4, 1, "↑", named: .up, height: 0.5)
    add(12.75, 4.5, 1, "↓", named: .down, height: 0.5)
    add(13.75, 4.5, 1, "→", named: .right, height: 0.5)
    return keys
  }

  /// Keys without a character that the drawing shows; others are listed only in the legend.
  static let pictured: Set<NamedKey> = [.delete, .tab, .return, .left, .up, .down, .right]

  private func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
