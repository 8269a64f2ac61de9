/// A file read only for its declarations, cut down to those the menu code can reach.
///
/// A file parsed for a name the menu code uses (a table of localized titles, a view
/// controller that declares one constant) is often large, and its other declarations cost
/// parsing and reading time and give nothing. The pruner replaces each declaration whose name
/// the code never mentions with white space, keeping line breaks, so every offset, line and
/// column of what remains is the original's. What it keeps is still Swift: whole
/// declarations go, never part of one.
///
/// Kept always: enum cases (a `CaseIterable` list needs them all), initializers, subscripts,
/// imports, `#if` lines and anything that is not a declaration. A type is kept when its name
/// is mentioned, an extension always, and then their members are pruned by the same rule. The names
/// mentioned grow with the identifiers of what is kept, until nothing more is kept.
package enum SwiftDeclarationPruner {
  /// The identifiers of a text, outside comments and string literals (interpolations
  /// included).
  package static func identifiers(in bytes: [UInt8]) -> Set<String> {
    let tokens = SwiftTokens(bytes)
    var names: Set<String> = []
    for index in 0..<tokens.count where tokens[index].kind == .identifier {
      names.insert(name(tokens, index))
    }
    return names
  }

  /// `bytes` with the declarations nobody mentions blanked out.
  ///
  /// - Parameters:
  ///   - bytes: The file's text.
  ///   - names: The names mentioned so far; the identifiers of what is kept are added.
  /// - Returns: The pruned text, the same length as `bytes`; `bytes` itself when its brackets
  ///   do not balance.
  package static func pruned(_ bytes: [UInt8], keeping names: inout Set<String>) -> [UInt8] {
    let tokens = SwiftTokens(bytes)
    guard (0..<tokens.count).allSatisfy({ isBalanced(tokens, $0) }) else { return bytes }
    var blanked: [Range<Int>] = []
    // Each pass may keep more, as what it keeps mentions more names; a pass that keeps
    // nothing new ends it.
    for _ in 0..<8 {
      let before = names.count
      blanked = []
      prune(
        tokens, from: 0, to: tokens.count, end: bytes.count, depth: 0, names: &names,
        into: &blanked)
      if names.count == before { break }
    }
    var result = bytes
    for range in blanked {
      for offset in range where result[offset] != 10 && result[offset] != 13 {
        result[offset] = 32
      }
    }
    return result
  }

  /// Words that begin a declaration, after its attributes and modifiers.
  private static let declarationKeywords: Set<String> = [
    "let", "var", "func", "case", "init", "deinit", "subscript", "typealias", "struct", "class",
    "enum", "extension", "protocol", "actor", "associatedtype", "macro", "operator",
    "precedencegroup", "import",
  ]
  /// Words that may come before a declaration's keyword.
  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "static", "class",
    "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience",
    "required", "dynamic", "nonisolated", "indirect", "prefix", "postfix", "infix",
    "optional", "isolated", "consuming", "borrowing", "distributed",
  ]
  /// Declarations kept whatever their name.
  private static let alwaysKept: Set<String> = [
    "case", "init", "deinit", "subscript", "import", "operator", "precedencegroup",
  ]
  /// Declarations that hold members.
  private static let types: Set<String> = [
    "struct", "class", "enum", "extension", "protocol", "actor",
  ]
  /// Members the importer reads without the code naming them.
  private static let readByName: Set<String> = ["body", "keyCommands", "buildMenu", "rawValue"]

  private static func isBalanced(_ tokens: SwiftTokens, _ index: Int) -> Bool {
    let token = tokens[index]
    guard token.kind == .punctuation else { return true }
    switch tokens.bytes[token.start] {
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "{"), UInt8(ascii: "}"):
      return token.match >= 0
    default: return true
    }
  }

  /// An identifier's name, without backquotes.
  private static func name(_ tokens: SwiftTokens, _ index: Int) -> String {
    var token = tokens[index]
    if tokens.bytes[token.start] == UInt8(ascii: "`"), token.end - token.start >= 2 {
      token.start += 1
      token.end -= 1
    }
    return String(decoding: tokens.bytes[token.start..<token.end], as: UTF8.self)
  }

  private static func isOpening(_ tokens: SwiftTokens, _ index: Int) -> Bool {
    let token = tokens[index]
    guard token.kind == .punctuation, token.match > index else { return false }
    return true
  }

  /// The index after the token at `index`, its brackets' or literal's contents included.
  private static func next(_ tokens: SwiftTokens, _ index: Int) -> Int {
    let token = tokens[index]
    if token.kind == .string { return max(token.match, index + 1) }
    if isOpening(tokens, index) { return token.match + 1 }
    return index + 1
  }

  /// Whether a line break comes between offset `previousEnd` and the token at `index`.
  private static func startsLine(_ tokens: SwiftTokens, _ index: Int, after previousEnd: Int?)
    -> Bool
  {
    guard let previousEnd else { return true }
    return tokens.bytes[previousEnd..<tokens[index].start].contains { $0 == 10 || $0 == 13 }
  }

  /// One declaration or other item of a scope: its tokens and what it declares.
  private struct Item {
    var first: Int
    var end: Int
    /// The keyword, or `nil` for something that is not a declaration.
    var keyword: String?
    /// The declared name, when known.
    var name: String?
    /// A type's body: the index of its `{`.
    var body: Int?
  }

  /// How deep types nest before their members are kept whole: the file controls the depth,
  /// and each level is a call.
  private static let maximumDepth = 16

  /// Prunes the scope of tokens `from..<to` (a file, or a type's body, `depth` types deep),
  /// whose last item ends at offset `end`.
  private static func prune(
    _ tokens: SwiftTokens, from: Int, to: Int, end: Int, depth: Int, names: inout Set<String>,
    into blanked: inout [Range<Int>]
  ) {
    for item in items(tokens, from: from, to: to) {
      // Not a declaration, one kept whatever its name, or one whose name cannot be read.
      guard let keyword = item.keyword, !alwaysKept.contains(keyword), let name = item.name
      else {
        mention(tokens, from: item.first, to: item.end, in: &names)
        continue
      }
      // An extension's members are often reached without its type's name (`.databaseFile`
      // for a `UIMenu.Identifier` constant): it is always searched.
      guard keyword == "extension" || names.contains(name) || readByName.contains(name) else {
        blanked.append(tokens[item.first].start..<(item.end < to ? tokens[item.end].start : end))
        continue
      }
      guard types.contains(keyword), let body = item.body, depth < maximumDepth else {
        mention(tokens, from: item.first, to: item.end, in: &names)
        continue
      }
      // A type or extension mentioned: its header is kept, and its members pruned.
      let close = tokens[body].match
      mention(tokens, from: item.first, to: body, in: &names)
      prune(
        tokens, from: body + 1, to: close, end: tokens[close].start, depth: depth + 1,
        names: &names, into: &blanked)
      mention(tokens, from: close, to: item.end, in: &names)
    }
  }

  /// Adds the identifiers of tokens `from..<to`, nested ones included.
  private static func mention(
    _ tokens: SwiftTokens, from: Int, to: Int, in names: inout Set<String>
  ) {
    for index in from..<to where tokens[index].kind == .identifier {
      names.insert(name(tokens, index))
    }
  }

  /// The items of a scope.
  ///
  /// An item starts at a line's first token when that begins a declaration (an attribute, a
  /// modifier or a keyword) or is a `#if`-family line, and runs to the next item. Attributes
  /// and modifiers on lines of their own stay with the declaration after them.
  private static func items(_ tokens: SwiftTokens, from: Int, to: Int) -> [Item] {
    var items: [Item] = []
    var previousEnd: Int?
    var index = from
    // Whether the current item has held only attributes and modifiers so far.
    var prefixOnly = false
    while index < to {
      let token = tokens[index]
      let word = token.kind == .identifier ? name(tokens, index) : nil
      let isAttribute = token.kind == .punctuation && tokens.bytes[token.start] == UInt8(ascii: "@")
      let isDirective = word.map { $0.hasPrefix("#") && $0 != "#selector" } ?? false
      let beginsDeclaration =
        isAttribute
        || word.map { declarationKeywords.contains($0) || modifiers.contains($0) }
          ?? false
      if items.isEmpty
        || (startsLine(tokens, index, after: previousEnd)
          && (isDirective || (beginsDeclaration && !prefixOnly)))
      {
        if !items.isEmpty { items[items.count - 1].end = index }
        items.append(Item(first: index, end: to))
        prefixOnly = !isDirective
      }
      let current = items.count - 1
      if prefixOnly {
        if let word, declarationKeywords.contains(word),
          !(word == "class" && isModifier(tokens, after: index, to: to))
        {
          items[current].keyword = word
          items[current].name = declaredName(tokens, keyword: word, after: index, to: to)
          prefixOnly = false
        } else if !isAttribute && !isAttributeName(tokens, index)
          && !(index > from && isAttributeName(tokens, index - 1) && isOpening(tokens, index))
          && !(word.map(modifiers.contains) ?? false)
        {
          // Not a declaration: a statement, or something this reader does not know.
          prefixOnly = false
        }
      } else if let keyword = items[current].keyword, types.contains(keyword),
        items[current].body == nil, token.kind == .punctuation,
        tokens.bytes[token.start] == UInt8(ascii: "{")
      {
        items[current].body = index
      }
      let following = next(tokens, index)
      // After brackets skipped, a line break is measured from the closing one; a literal's
      // token spans it whole.
      previousEnd = isOpening(tokens, index) ? tokens[token.match].end : token.end
      index = following
    }
    return items
  }

  /// Whether the identifier at `index` follows an `@`, as an attribute's name does.
  private static func isAttributeName(_ tokens: SwiftTokens, _ index: Int) -> Bool {
    index > 0 && tokens[index - 1].kind == .punctuation
      && tokens.bytes[tokens[index - 1].start] == UInt8(ascii: "@")
  }

  /// Whether `class` at `index` is a modifier (`class func`), not a declaration keyword.
  private static func isModifier(_ tokens: SwiftTokens, after index: Int, to: Int) -> Bool {
    guard index + 1 < to, tokens[index + 1].kind == .identifier else { return false }
    let word = name(tokens, index + 1)
    return declarationKeywords.contains(word) || modifiers.contains(word)
  }

  /// The name a declaration declares, or `nil` when it is not a plain name (a pattern, an
  /// operator).
  private static func declaredName(
    _ tokens: SwiftTokens, keyword: String, after index: Int, to: Int
  ) -> String? {
    guard index + 1 < to, tokens[index + 1].kind == .identifier else { return nil }
    let word = name(tokens, index + 1)
    // `extension Outer.Inner`: the type named last is the one extended.
    guard keyword == "extension" else { return word }
    var last = word
    var position = index + 2
    while position + 1 < to, tokens.token(position, is: "."),
      tokens[position + 1].kind == .identifier
    {
      last = name(tokens, position + 1)
      position += 2
    }
    return last
  }
}
