/// An SVG drawing of a Mac keyboard layout with the keys the sheet's shortcuts use marked.
///
/// Keys are placed from ``PhysicalKey`` geometry for the layout's hardware (ANSI, ISO or JIS)
/// and are never mirrored: a right-to-left page shows the same keyboard. Caps show the layout's
/// own characters, as printed on its keyboards: the base character, with the shifted one above
/// it where Shift types more than the capital. Where ⌘ types another character (layouts that
/// switch to QWERTY, or have a Command layer), that character sits in the cap's top-right
/// corner. Used keys are filled, and carry a tooltip with their commands. Styling comes from the
/// page's CSS classes `key`, `used` and `modifier` on keys, and `shifted`, `base`, `command` and
/// `glyph` on labels.
struct KeyboardPicture {
  var layout: KeyboardLayout
  /// The commands on each used key, with any modifiers.
  var usage: [PhysicalKeystroke.Key: [CheatSheet.CommandItem]]

  /// Units per key width in the drawing's coordinate system.
  static let pitch = 40.0
  /// The gap between keys, in units.
  private static let gap = 4.0
  /// The drawing's width in units: fifteen keys.
  static let width = 15 * pitch
  /// The smallest label, in units; the page's print style scales the drawing so that it
  /// prints at 7 pt or more.
  static let smallestLabel = 11.0

  /// What one key of the drawing shows.
  struct Cap: Equatable {
    /// The main label: the base character, or the capital a letter key shows.
    var base: String
    /// The shifted character shown above the base one, when Shift types more than a capital.
    var shifted: String?
    /// What the key types with ⌘, when that differs from the cap.
    var command: String?
  }

  /// One key of the drawing, in key widths from the top-left corner.
  private struct Key {
    var x: Double
    var row: Double
    var width: Double
    var height = 1.0
    var cap: Cap
    var keystrokeKey: PhysicalKeystroke.Key?
    var isModifier = false
  }

  /// The cap of a character key on a layout.
  ///
  /// A letter whose shifted character is its capital shows only the capital (`Й`, `Σ`);
  /// a key that types two different characters shows both (`!` above `1`); a letter of a
  /// script without case shows its base character (`ש`). The corner shows what ⌘ types when
  /// it is not the cap's character (`Q` on the Russian `Й` key).
  static func cap(of key: PhysicalKey, on layout: KeyboardLayout) -> Cap {
    let base = layout.character(key, .base) ?? ""
    let shifted = layout.character(key, .shift)
    var cap = Cap(base: base)
    if let shifted, shifted != base {
      if shifted == base.uppercased() {
        cap.base = shifted
      } else {
        cap.shifted = shifted
      }
    }
    if let command = layout.shortcutCap(key, modifiers: .command),
      command != KeyInput.displayCase(cap.base), command != cap.base
    {
      cap.command = command
    }
    return cap
  }

  /// The complete `<svg>` element.
  func svg(title: String) -> String {
    let keys = self.keys()
    var out = """
      <svg class="keyboard" viewBox="0 0 \(format(Self.width)) \(format(5 * Self.pitch))" \
      direction="ltr" role="img" aria-label="\(HTMLText.escaped(title))">

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
    if let keystrokeKey = key.keystrokeKey, let commands = usage[keystrokeKey] {
      classes.append("used")
      tooltip = commands.map { "\($0.shortcut ?? "") \($0.title)" }.joined(separator: "; ")
    }
    if key.isModifier { classes.append("modifier") }
    var out = "<g class=\"\(classes.joined(separator: " "))\">"
    if let tooltip { out += "<title>\(HTMLText.escaped(tooltip))</title>" }
    if key.height == 2 {
      // The ISO and JIS Return key: an upside-down L, a quarter key narrower in the home row.
      // Its corners are rounded like the other keys' so that the outline reads as one key.
      let notchX = x + Self.pitch / 4
      let notchY = y + Self.pitch - Self.gap
      let points = [
        (x, y), (x + width, y), (x + width, y + height), (notchX, y + height), (notchX, notchY),
        (x, notchY),
      ]
      out +=
        "<path d=\"M" + points.map { "\(format($0.0)) \(format($0.1))" }.joined(separator: " L")
        + " Z\" stroke-linejoin=\"round\"/>"
    } else {
      out +=
        "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(width))\" "
        + "height=\"\(format(height))\" rx=\"5\"/>"
    }
    out += labels(key.cap, x: x, y: y, width: width, height: key.height == 2 ? 36 : height)
    return out + "</g>\n"
  }

  /// The labels of a cap: centred when alone, at the left edge with the shifted character
  /// above, and the ⌘ character in the top-right corner.
  private func labels(_ cap: Cap, x: Double, y: Double, width: Double, height: Double) -> String {
    var out = ""
    func text(_ kind: String, _ textX: Double, _ textY: Double, _ label: String, anchor: String)
      -> String
    {
      "<text class=\"\(kind)\" x=\"\(format(textX))\" y=\"\(format(textY))\" "
        + "text-anchor=\"\(anchor)\">\(HTMLText.escaped(label))</text>"
    }
    if let shifted = cap.shifted {
      out += text("shifted", x + 6, y + 14, shifted, anchor: "start")
      out += text("base", x + 6, y + height - 6, cap.base, anchor: "start")
    } else if !cap.base.isEmpty {
      let kind = height < 30 ? "glyph small" : "base"
      out += text(
        kind, x + width / 2, y + height / 2 + (height < 30 ? 4 : 5.5), cap.base,
        anchor: "middle")
    }
    if let command = cap.command {
      out += text("command", x + width - 4, y + 12, command, anchor: "end")
    }
    return out
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
      keys.append(
        Key(
          x: physical.column(on: hardware) - width / 2, row: Double(row), width: width,
          cap: physical == .space ? Cap(base: "") : Self.cap(of: physical, on: layout),
          keystrokeKey: .physical(physical)))
    }
    func add(
      _ x: Double, _ row: Double, _ width: Double, _ label: String,
      key: PhysicalKeystroke.Key? = nil, height: Double = 1
    ) {
      keys.append(
        Key(
          x: x, row: row, width: width, height: height, cap: Cap(base: label), keystrokeKey: key,
          isModifier: key == nil))
    }
    if hardware == .jis {
      add(14, 0, 1, "⌫", key: .named(.delete))
    } else {
      add(13, 0, 2, "⌫", key: .named(.delete))
    }
    add(0, 1, 1.5, "⇥", key: .named(.tab))
    add(0, 2, 1.75, "⇪")
    if hardware == .ansi {
      add(12.75, 2, 2.25, "↩", key: .named(.return))
    } else {
      add(13.5, 1, 1.5, "↩", key: .named(.return), height: 2)
    }
    add(0, 3, hardware == .iso ? 1.25 : 2.25, "⇧")
    let rightShift = hardware == .jis ? 13.25 : 12.25
    add(rightShift, 3, 15 - rightShift, "⇧")
    add(0, 4, 1, "fn")
    add(1, 4, 1, "⌃")
    add(2, 4, 1, "⌥")
    add(3, 4, 1.25, "⌘")
    add(9.25, 4, 1.25, "⌘")
    add(10.5, 4, 1.25, "⌥")
    add(11.75, 4.5, 1, "←", key: .named(.left), height: 0.5)
    add(12.75, 4, 1, "↑", key: .named(.up), height: 0.5)
    add(12.75, 4.5, 1, "↓", key: .named(.down), height: 0.5)
    add(13.75, 4.5, 1, "→", key: .named(.right), height: 0.5)
    return keys
  }

  /// Keys without a character that the drawing shows; others are listed only in the legend.
  static let pictured: Set<NamedKey> = [.delete, .tab, .return, .left, .up, .down, .right]

  private func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
