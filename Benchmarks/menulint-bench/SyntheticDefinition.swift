/// Synthetic but realistic menu definitions of any size.
///
/// Commands sit in top-level menus of 1 000 (ten submenus of ten inline groups of ten
/// commands) in the `wide` shape, or in chains of 50 nested submenus in the `deep` shape.
/// Every tenth command has a shortcut, drawn from a pool of shortcuts apps really use
/// (letters, digits and punctuation with ⌘ and extra modifiers, function keys, arrows); once
/// the pool is used up, later commands stay keyless, as no app has more shortcuts than keys.
/// One in ten top-level menus also carries collisions: a case variant UIKit accepts but the
/// user cannot tell apart (`keystroke-collision`), and a small operation that repeats a
/// shortcut and is refused (`duplicate-shortcut`).
struct SyntheticDefinition {
  enum Shape: String, CaseIterable {
    case wide
    case deep
  }

  var commands: Int
  var shape: Shape = .wide
  var platforms = #"["iPadOS", "macCatalyst"]"#

  /// The pool of distinct shortcuts, in the order they are handed out.
  static let shortcutPool: [String] = {
    let keys =
      Array("abcdefghijklmnopqrstuvwxyz0123456789").map(String.init) + [
        // JSON text: the backslash is escaped.
        "minus", "=", "[", "]", ";", "'", ",", ".", "/", "\\\\", "`",
      ]
    let modifierSets = [
      "ctrl+opt+cmd", "ctrl+shift+cmd", "opt+shift+cmd", "ctrl+opt+shift+cmd", "ctrl+cmd",
      "opt+cmd",
    ]
    var pool = modifierSets.flatMap { modifiers in keys.map { "\(modifiers)+\($0)" } }
    for function in 1...19 {
      pool += ["f\(function)", "cmd+f\(function)", "opt+cmd+f\(function)"]
    }
    for arrow in ["up", "down", "left", "right"] {
      pool += ["ctrl+opt+cmd+\(arrow)", "ctrl+shift+cmd+\(arrow)", "opt+shift+cmd+\(arrow)"]
    }
    return pool
  }()

  /// The definition's UTF-8 text.
  func generate() -> [UInt8] {
    var out = ""
    out.reserveCapacity(commands * 130 + 1_000)
    out += #"{"formatVersion": 1, "app": "Synthetic", "platforms": \#(platforms),"#
    out += #" "base": "system", "supportsPrintCommand": true, "build": ["#
    var next = 0
    var shortcutsUsed = 0
    var menuIndex = 0
    var first = true
    func separator() {
      if !first { out += ",\n" }
      first = false
    }
    func command(_ index: Int) -> String {
      var text = #"{"type": "command", "title": "Export Selection \#(index) as PDF…", "#
      text += #""action": "exportSelection\#(index):", "image": "square.and.arrow.up""#
      if index % 10 == 0 && shortcutsUsed < Self.shortcutPool.count {
        text += #", "shortcut": "\#(Self.shortcutPool[shortcutsUsed])""#
        shortcutsUsed += 1
        if index % 30 == 0 { text += #", "discoverabilityTitle": "Run Command \#(index)""# }
      }
      if index % 97 == 0 { text += #", "state": "on""# }
      if index % 89 == 0 { text += #", "propertyList": {"mode": \#(index)}"# }
      return text + "}"
    }
    while next < commands {
      let size = min(1_000, commands - next)
      separator()
      let id = "com.example.synthetic.menu\(menuIndex)"
      out += #"{"insertSibling": {"type": "menu", "title": "Menu \#(menuIndex)", "id": "\#(id)","#
      out += #" "children": ["#
      switch shape {
      case .wide:
        var written = 0
        var submenu = 0
        while written < size {
          if submenu > 0 { out += ",\n" }
          out += #"{"type": "menu", "title": "Submenu \#(submenu)", "children": ["#
          var group = 0
          while group < 10 && written < size {
            if group > 0 { out += ", " }
            out += #"{"type": "menu", "options": ["displayInline"], "children": ["#
            let count = min(10, size - written)
            out += (0..<count).map { command(next + written + $0) }.joined(separator: ", ")
            out += "]}"
            written += count
            group += 1
          }
          out += "]}"
          submenu += 1
        }
      case .deep:
        var written = 0
        var depth = 0
        while written < size {
          if depth > 0 { out += ", " }
          let count = min(20, size - written)
          out += (0..<count).map { command(next + written + $0) }.joined(separator: ", ")
          written += count
          if written < size {
            out += #", {"type": "menu", "title": "Level \#(depth + 1)", "children": ["#
            depth += 1
          }
        }
        out += String(repeating: "]}", count: depth)
      }
      out += #"]}, "after": "view"}"#
      if menuIndex % 10 == 9 {
        // A case variant: UIKit accepts "D" and "d" with ⇧⌘ as different shortcuts.
        separator()
        out += #"{"insertElements": ["#
        out += #"{"type": "command", "title": "Variant \#(menuIndex) lower", "action": "#
        out +=
          #""variantLower\#(menuIndex):", "shortcut": "shift+cmd+\#(menuIndex % 2 == 0 ? "d" : "k")"}"#
        out += #"], "atEndOf": "\#(id)"}"#
        // A repeated shortcut: the whole operation is refused.
        separator()
        out += #"{"insertElements": [{"type": "command", "title": "Copy Again \#(menuIndex)","#
        out += #" "action": "copyAgain\#(menuIndex):", "shortcut": "cmd+c"}], "atEndOf": "\#(id)"}"#
      }
      next += size
      menuIndex += 1
    }
    out += "]}\n"
    return Array(out.utf8)
  }

  /// A realistic app: a few hundred commands (210 unless asked), about a third with shortcuts,
  /// in the menus an app really adds to, in the same proportions.
  static func realisticApp(commands: Int = 210) -> [UInt8] {
    var elements: [String] = []
    var index = 0
    var counts = [("file", 40), ("edit", 60), ("view", 80), ("window", 20), ("help", 10)].map {
      ($0.0, $0.1 * commands / 210)
    }
    counts[2].1 += commands - counts.reduce(0) { $0 + $1.1 }
    for (menu, count) in counts {
      var items: [String] = []
      for _ in 0..<count {
        var text = #"{"type": "command", "title": "Item \#(index)", "action": "item\#(index):""#
        if index % 3 == 0 && index / 3 < shortcutPool.count {
          text += #", "shortcut": "\#(shortcutPool[index / 3])""#
        }
        items.append(text + "}")
        index += 1
      }
      elements.append(
        #"{"insertElements": [\#(items.joined(separator: ",\n"))], "atEndOf": "\#(menu)"}"#)
    }
    let text = """
      {"formatVersion": 1, "app": "Realistic", "base": "system", "supportsPrintCommand": true,
       "build": [\(elements.joined(separator: ",\n"))]}

      """
    return Array(text.utf8)
  }
}
