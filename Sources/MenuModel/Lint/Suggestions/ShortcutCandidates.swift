/// The keystrokes worth suggesting for a command, best first, as the Human Interface
/// Guidelines choose them (`Docs/Suggestions.md`).
///
/// - The key the command has, then the first letters of its title's words, then their other
///   letters, then any letter, then digits: a letter from the title is easy to remember (Get
///   Info → I).
/// - Command as the main modifier, kept in the command's family: ⌘, ⇧⌘, ⌥⌘, ⌃⌘, starting
///   from the modifiers it has; three modifiers only after every key was tried with two.
/// - Never Control or Option without Command: Control alone belongs to the system and the
///   text system, Option alone types characters.
/// - Shift and Option complement the shortcut without them (⇧⌘Z beside ⌘Z): a ⇧ or ⌥ variant
///   of a keystroke another, unrelated command holds comes later.
/// - The HIG's standard shortcuts (⌘T Fonts, ⌥⌘I Inspector, ⌘J …) keep their meaning, even
///   where the app does not use them.
struct ShortcutCandidates {
  /// A keystroke to try, and what makes it a good one.
  struct Candidate {
    var shortcut: KeyCombination
    /// "keeps I", "I as in 'Info'".
    var basis: String
  }

  /// The modifier families, in the HIG's order of preference.
  static let ladder: [ModifierFlags] = [
    .command, [.shift, .command], [.option, .command], [.control, .command],
    [.option, .shift, .command], [.control, .shift, .command], [.control, .option, .command],
  ]

  /// Words a title leaves out when it looks for a mnemonic letter.
  static let stopWords: Set<String> = [
    "a", "an", "the", "of", "to", "in", "on", "for", "and", "or", "with", "as", "at", "by",
    "from", "into", "all",
  ]

  /// Verbs so common in titles that their letter says little: their words come after the
  /// others' ("Show Inspector" → I before S).
  static let genericWords: Set<String> = [
    "show", "hide", "toggle", "get", "go", "set", "use", "enter", "exit", "turn", "open", "view",
  ]

  /// The significant words of a title, as written, in order: stop words left out.
  static func words(of title: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in title {
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words.filter { !stopWords.contains($0.lowercased()) }
  }

  /// The words of an action selector: `showSubscriptions:` → show, subscriptions.
  static func words(ofAction action: String) -> [String] {
    var spaced = ""
    for character in action where character != ":" {
      if character.isUppercase { spaced.append(" ") }
      spaced.append(character)
    }
    return words(of: spaced)
  }

  /// Words that names of localized strings add and that say nothing of the command
  /// (`keyCommandFind`, `Strings.Hotkey.newTabTitle`).
  static let sourceNameWords: Set<String> = [
    "key", "keys", "command", "commands", "keyboard", "hotkey", "hotkeys", "shortcut", "title",
    "action",
  ]

  /// The words of a title that is the source text of an expression the Swift importer could
  /// not evaluate (`L10n.Scene.Preview.Keyboard.closePreview`, `UserText.keyCommandFind`):
  /// those of the string's name, its last member (the first argument's, for a call such as
  /// `String.localizedStringWithFormat(LString.actionOpenURL, …)`), split where its case
  /// changes; namespaces and words such as `key` and `title` left out.
  ///
  /// - Parameter title: The title.
  /// - Returns: The words, or `nil` when the title does not start with a dotted name.
  static func words(ofSource title: String) -> [String]? {
    guard var path = dottedName(at: Substring(title)) else { return nil }
    var rest = title.dropFirst(path.length)
    // Nothing may follow the name but a call, whose first argument may name the string.
    guard rest.isEmpty || rest.first == "(" else { return nil }
    while rest.first == "(" {
      let argument = rest.dropFirst().drop { $0 == " " }
      guard let inner = dottedName(at: argument) else { break }
      path = inner
      rest = argument.dropFirst(inner.length)
    }
    let member = path.last
    var words: [String] = []
    var current = ""
    let characters = Array(member)
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let previous = index > 0 ? characters[index - 1] : nil
      // A capital starts a word after a small letter or a digit, and before a small letter
      // when it ends a run of capitals (URLField → URL, Field).
      let starts =
        character.isUppercase
        && ((previous.map { $0.isLowercase || $0.isNumber } ?? false)
          || (previous?.isUppercase == true && next?.isLowercase == true))
      if (starts || character == "_") && !current.isEmpty {
        words.append(current)
        current = ""
      }
      if character != "_" { current.append(character) }
    }
    if !current.isEmpty { words.append(current) }
    return Self.words(of: words.joined(separator: " ")).filter {
      !sourceNameWords.contains($0.lowercased())
    }
  }

  /// A dotted name (`L10n.Menu.find`, at least one dot) at the start of a text: its length and
  /// last member.
  private static func dottedName(at text: Substring) -> (length: Int, last: Substring)? {
    var index = text.startIndex
    var length = 0
    var dots = 0
    var last = text[index..<index]
    while true {
      let start = index
      guard index < text.endIndex, text[index].isLetter || text[index] == "_" else {
        return nil
      }
      while index < text.endIndex,
        text[index].isLetter || text[index].isNumber || text[index] == "_"
      {
        index = text.index(after: index)
      }
      last = text[start..<index]
      length = text.distance(from: text.startIndex, to: index)
      guard index < text.endIndex, text[index] == "." else { break }
      dots += 1
      index = text.index(after: index)
    }
    return dots > 0 ? (length, last) : nil
  }

  /// The keys to try, best first, each with its basis.
  ///
  /// - Parameters:
  ///   - original: The key the command has, if any.
  ///   - words: The title's significant words.
  /// - Returns: Keys in four groups: the command's own and the title's letters (mnemonic),
  ///   then any other letter, then digits; each key once.
  static func keys(original: KeyInput?, words: [String]) -> (
    mnemonic: [(KeyInput, String)], letters: [(KeyInput, String)], digits: [(KeyInput, String)]
  ) {
    var seen: Set<Character> = []
    var mnemonic: [(KeyInput, String)] = []
    var originalCharacter: Character?
    if let original, original.isKey {
      mnemonic.append((original, "keeps \(original.glyph)"))
      originalCharacter = original.character
      if let character = original.character { seen.insert(character) }
    }
    let ordered =
      words.filter { !genericWords.contains($0.lowercased()) }
      + words.filter { genericWords.contains($0.lowercased()) }
    func isPlainLetter(_ character: Character) -> Bool {
      guard let byte = character.asciiByte else { return false }
      return (0x61...0x7A).contains(byte)
    }
    for word in ordered {
      guard let first = word.lowercased().first, isPlainLetter(first), seen.insert(first).inserted
      else {
        continue
      }
      mnemonic.append(
        (
          .character(first),
          "\(KeyInput.displayCase(String(first))) as in '\(word)'"
        ))
    }
    for word in ordered {
      for character in word.lowercased().dropFirst() where isPlainLetter(character) {
        guard seen.insert(character).inserted else { continue }
        mnemonic.append(
          (
            .character(character),
            "\(KeyInput.displayCase(String(character))) from '\(word)'"
          ))
      }
    }
    var letters: [(KeyInput, String)] = []
    for byte in UInt8(ascii: "a")...UInt8(ascii: "z") {
      let character = Character(Unicode.Scalar(byte))
      if seen.insert(character).inserted {
        letters.append((.character(character), "a free letter"))
      }
    }
    var digits: [(KeyInput, String)] = []
    for character in "1234567890" where character != originalCharacter {
      digits.append((.character(character), "a free digit"))
    }
    return (mnemonic, letters, digits)
  }

  /// The modifier families to try for a command, its own first.
  static func families(original: ModifierFlags?) -> [ModifierFlags] {
    let own = original?.subtracting([.capsLock, .numericPad])
    guard let own, ladder.contains(own) else { return ladder }
    return [own] + ladder.filter { $0 != own }
  }

  /// Every candidate in the order to try them.
  ///
  /// - Parameters:
  ///   - original: The command's shortcut, if it has one.
  ///   - words: The title's significant words.
  ///   - allowed: The modifier families allowed, in order; the ladder when `nil`.
  ///   - isLaterComplement: Whether a candidate is a ⇧ or ⌥ variant of a keystroke an
  ///     unrelated command or the system holds, which comes after the other candidates of its
  ///     group.
  /// - Returns: The candidates, best first.
  static func ordered(
    original: KeyCombination?, words: [String], families allowed: [ModifierFlags]? = nil,
    isLaterComplement: (KeyCombination) -> Bool
  ) -> [Candidate] {
    let families = allowed ?? Self.families(original: original?.modifiers)
    let keys = keys(original: original?.input, words: words)
    // Two modifiers at most, and the command's own family.
    let first = families.filter {
      $0.rawValue.nonzeroBitCount <= 2 || $0 == original?.modifiers || allowed != nil
    }
    let rest = families.filter { !first.contains($0) }
    var result: [Candidate] = []
    var later: [Candidate] = []
    func add(_ key: KeyInput, _ modifiers: ModifierFlags, _ basis: String) {
      let shortcut = KeyCombination(key, modifiers: modifiers)
      guard !UntypeableShortcutRule.applesShortcuts.contains(shortcut.keystroke) else { return }
      if isLaterComplement(shortcut) {
        later.append(Candidate(shortcut: shortcut, basis: basis))
      } else {
        result.append(Candidate(shortcut: shortcut, basis: basis))
      }
    }
    // The mnemonic keys, each with every family before the next key. A key of the title that
    // the command has keeps its modifiers with one more too, as Save As… ⌥⇧⌘S beside ⇧⌘S.
    let keepsTitleKey =
      original.map { shortcut in
        words.contains { $0.lowercased().contains(shortcut.input.name) }
      } ?? false
    for (number, (key, basis)) in keys.mnemonic.enumerated() {
      for modifiers in first { add(key, modifiers, basis) }
      if number == 0, keepsTitleKey, let own = original?.modifiers, own.contains(.command),
        allowed == nil
      {
        for extra in [ModifierFlags.option, .control, .shift] where !own.contains(extra) {
          let more = own.union(extra)
          if !first.contains(more) { add(key, more, basis) }
        }
      }
    }
    result += later
    later = []
    // Any letter: the modifiers matter more than which letter.
    for modifiers in first {
      for (key, basis) in keys.letters { add(key, modifiers, basis) }
    }
    for modifiers in rest {
      for (key, basis) in keys.mnemonic + keys.letters { add(key, modifiers, basis) }
    }
    for modifiers in first {
      for (key, basis) in keys.digits { add(key, modifiers, basis) }
    }
    return result + later
  }
}
