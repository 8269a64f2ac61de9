/// What a `Package.swift` declares about the app it may build, read as text: no Swift is run
/// or type-checked.
///
/// The manifest's `Package(…)` call is read for its `platforms:` list (`.iOS(.v17)`,
/// `.iOS("18.0")`, `.macCatalyst(.v17)`), its `.iOSApplication(…)` products (Swift
/// Playgrounds apps: `targets:`, `supportedDeviceFamilies:`, `displayName:`) and its targets
/// (`name:`, `path:`, `exclude:`, `sources:`, `resources:`). What is computed (a variable, a
/// function call, string concatenation) is not known and is left out.
public struct PackageManifest: Sendable, Hashable {
  /// The package's name.
  public var name: String?
  /// The platforms list, in order: the platform's name as written (`iOS`, `macCatalyst`,
  /// `macOS`, …) and its version (`17`, `17.4`), or `nil` when the version is computed.
  public var platforms: [(name: String, version: String?)] {
    platformEntries.map { ($0.name, $0.version) }
  }
  /// The targets, in order.
  public var targets: [Target]
  /// The `.iOSApplication` products.
  public var applications: [Application]
  /// Where the `platforms:` list is, as a byte offset; `nil` without one.
  public var platformsOffset: Int?

  var platformEntries: [PlatformEntry]

  struct PlatformEntry: Sendable, Hashable {
    var name: String
    var version: String?
  }

  /// A target of the package.
  public struct Target: Sendable, Hashable {
    /// What kind of target (`target`, `executableTarget`, `testTarget`, `macro`, `plugin`,
    /// `binaryTarget`, `systemLibrary`).
    public var kind: String
    /// Its name.
    public var name: String
    /// The `path:` argument, if any.
    public var path: String?
    /// The `exclude:` paths, relative to the target's directory.
    public var exclude: [String]
    /// The `sources:` paths, relative to the target's directory; empty for all.
    public var sources: [String]
    /// The paths named by `resources:` (`.copy("Settings.bundle")`, `.process("…")`).
    public var resources: [String]
    /// The compilation conditions of `swiftSettings: [.define("NAME")]` that hold in a
    /// release build for iOS: without a condition, or `.when(configuration: .release)`, or
    /// `.when(platforms:)` naming `.iOS` or `.macCatalyst`.
    public var defines: [String] = []
  }

  /// A Swift Playgrounds app product (`.iOSApplication`).
  public struct Application: Sendable, Hashable {
    /// The product's name.
    public var name: String
    /// The display name, if given.
    public var displayName: String?
    /// The targets it builds from.
    public var targets: [String]
    /// The device families (`pad`, `phone`, `mac`), as written.
    public var deviceFamilies: [String]
    /// Where the product is, as a byte offset.
    public var offset: Int
  }

  /// Reads a manifest.
  ///
  /// - Parameter bytes: The `Package.swift` text.
  /// - Returns: What it declares.
  /// - Throws: ``ProjectFileError`` when it has no `Package(…)` call or its text cannot be
  ///   tokenized (an unterminated string or comment).
  public static func read(_ bytes: [UInt8]) throws(ProjectFileError) -> PackageManifest {
    var tokenizer = ManifestTokenizer(bytes: bytes)
    let tokens = try tokenizer.tokens()
    var parser = ManifestParser(tokens: tokens)
    guard let call = parser.findCall(named: "Package") else {
      throw ProjectFileError("no 'Package(…)' call", at: 0)
    }
    var manifest = PackageManifest(
      name: nil, targets: [], applications: [], platformsOffset: nil, platformEntries: [])
    manifest.name = call.argument("name")?.string
    if let platforms = call.argumentWithOffset("platforms") {
      manifest.platformsOffset = platforms.offset
      for element in platforms.value.elements ?? [] {
        guard case .call(let name, _, let version) = element else { continue }
        let versionText = version.first.flatMap { Self.version(of: $0.value) }
        manifest.platformEntries.append(
          PlatformEntry(name: String(name.dropFirst()), version: versionText))
      }
    }
    for element in call.argument("products")?.elements ?? [] {
      guard case .call(let name, let offset, _) = element, name == ".iOSApplication" else {
        continue
      }
      manifest.applications.append(
        Application(
          name: element.argument("name")?.string ?? "",
          displayName: element.argument("displayName")?.string,
          targets: (element.argument("targets")?.elements ?? []).compactMap(\.string),
          deviceFamilies: (element.argument("supportedDeviceFamilies")?.elements ?? [])
            .compactMap(\.memberName), offset: offset))
    }
    for element in call.argument("targets")?.elements ?? [] {
      guard case .call(let name, _, _) = element, name.hasPrefix("."),
        let targetName = element.argument("name")?.string
      else { continue }
      manifest.targets.append(
        Target(
          kind: String(name.dropFirst()), name: targetName,
          path: element.argument("path")?.string,
          exclude: (element.argument("exclude")?.elements ?? []).compactMap(\.string),
          sources: (element.argument("sources")?.elements ?? []).compactMap(\.string),
          resources: (element.argument("resources")?.elements ?? []).compactMap {
            if case .call(_, _, let arguments) = $0 { return arguments.first?.value.string }
            return nil
          },
          defines: (element.argument("swiftSettings")?.elements ?? []).compactMap(releaseDefine)
        ))
    }
    return manifest
  }

  /// The name a `.define("NAME", …)` setting defines in a release build for iOS, if it does.
  static func releaseDefine(_ setting: ManifestExpression) -> String? {
    guard case .call(let name, _, let arguments) = setting, name == ".define",
      let defined = arguments.first?.value.string
    else { return nil }
    guard let condition = arguments.dropFirst().first(where: { $0.label == nil })?.value
    else { return defined }
    guard case .call(".when", _, _) = condition else { return nil }
    if let configuration = condition.argument("configuration")?.memberName,
      configuration != "release"
    {
      return nil
    }
    if let platforms = condition.argument("platforms")?.elements,
      !platforms.contains(where: { ["iOS", "macCatalyst"].contains($0.memberName ?? "") })
    {
      return nil
    }
    return defined
  }

  /// `.v17` → `17`, `.v17_4` → `17.4`, `"18.0"` → `18.0`.
  static func version(of expression: ManifestExpression) -> String? {
    if let text = expression.string { return text }
    guard let member = expression.memberName, member.hasPrefix("v"), member.count > 1 else {
      return nil
    }
    let digits = member.dropFirst().replacingOccurrences(of: "_", with: ".")
    return digits.allSatisfy({ $0.isNumber || $0 == "." }) ? digits : nil
  }

  /// Manifests are equal when they declare the same things.
  public static func == (lhs: PackageManifest, rhs: PackageManifest) -> Bool {
    lhs.name == rhs.name && lhs.targets == rhs.targets && lhs.applications == rhs.applications
      && lhs.platformEntries == rhs.platformEntries && lhs.platformsOffset == rhs.platformsOffset
  }

  /// Hashes what the manifest declares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(targets)
    hasher.combine(platformEntries)
  }
}

extension Substring {
  fileprivate func replacingOccurrences(of target: Character, with replacement: Character)
    -> String
  {
    String(map { $0 == target ? replacement : $0 })
  }
}

/// A Swift token: enough to read a manifest's literal structure.
struct ManifestToken: Sendable {
  enum Kind: Sendable { case identifier, string, number, punctuation }
  var kind: Kind
  var text: String
  var offset: Int
}

/// Splits Swift text into identifiers, string literals (decoded, interpolations kept as
/// written), numbers and punctuation, skipping comments (nested block comments too).
struct ManifestTokenizer {
  let bytes: [UInt8]
  var index = 0
  /// The most tokens read; a manifest has a few thousand.
  static let maximumTokens = 1_000_000

  mutating func tokens() throws(ProjectFileError) -> [ManifestToken] {
    var result: [ManifestToken] = []
    while index < bytes.count {
      guard result.count < Self.maximumTokens else {
        throw ProjectFileError("the manifest is too long to read", at: index)
      }
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        try blockComment()
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
        if let token = try string() {
          result.append(token)
        } else {
          result.append(ManifestToken(kind: .punctuation, text: "#", offset: index))
          index += 1
        }
      } else if Self.isIdentifierStart(byte) {
        let start = index
        while index < bytes.count,
          Self.isIdentifierStart(bytes[index]) || Self.isDigit(bytes[index])
        {
          index += 1
        }
        result.append(
          ManifestToken(
            kind: .identifier, text: String(decoding: bytes[start..<index], as: UTF8.self),
            offset: start))
      } else if Self.isDigit(byte) {
        let start = index
        while index < bytes.count,
          Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".")
            || bytes[index] == UInt8(ascii: "_")
        {
          index += 1
        }
        result.append(
          ManifestToken(
            kind: .number, text: String(decoding: bytes[start..<index], as: UTF8.self),
            offset: start))
      } else {
        result.append(
          ManifestToken(
            kind: .punctuation, text: String(Unicode.Scalar(byte)), offset: index))
        index += 1
      }
    }
    return result
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  mutating func blockComment() throws(ProjectFileError) {
    let start = index
    var depth = 0
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
    throw ProjectFileError("a /* comment is not closed", at: start)
  }

  /// A string literal (`"…"`, `"""…"""`, `#"…"#`), or `nil` for a `#` that starts none.
  mutating func string() throws(ProjectFileError) -> ManifestToken? {
    let start = index
    var hashes = 0
    while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      index = start
      return nil
    }
    let multiline = bytes[index...].starts(with: Array("\"\"\"".utf8))
    index += multiline ? 3 : 1
    var text: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw ProjectFileError("a string literal is not closed", at: start)
      }
      let byte = bytes[index]
      if !multiline, byte == 0x0A {
        throw ProjectFileError("a string literal is not closed", at: start)
      }
      if byte == UInt8(ascii: "\"") {
        let closing = multiline ? 3 : 1
        if bytes[index...].starts(with: Array(repeating: UInt8(ascii: "\""), count: closing)),
          index + closing + hashes <= bytes.count,
          bytes[(index + closing)..<(index + closing + hashes)].allSatisfy({
            $0 == UInt8(ascii: "#")
          })
        {
          index += closing + hashes
          return ManifestToken(
            kind: .string, text: String(decoding: text, as: UTF8.self), offset: start)
        }
      }
      if byte == UInt8(ascii: "\\"), hashes == 0, index + 1 < bytes.count {
        let escaped = bytes[index + 1]
        index += 2
        switch escaped {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "("):
          // An interpolation stays as written: the value is computed.
          text += Array("\\(".utf8)
        default: text.append(escaped)
        }
        continue
      }
      text.append(byte)
      index += 1
    }
  }
}

/// A literal Swift expression in a manifest.
indirect enum ManifestExpression: Sendable {
  /// `name(arguments)`; `name` keeps a leading dot (`.target`).
  case call(String, offset: Int, arguments: [(label: String?, value: ManifestExpression)])
  case array([ManifestExpression])
  case string(String)
  /// `.name` or a dotted name without a call.
  case member(String)
  /// Anything else (a number, an operator expression, a closure…).
  case other

  var string: String? {
    if case .string(let text) = self, !text.contains("\\(") { return text }
    return nil
  }

  var elements: [ManifestExpression]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// `.pad` → `pad`.
  var memberName: String? {
    if case .member(let name) = self, name.hasPrefix(".") { return String(name.dropFirst()) }
    return nil
  }

  func argument(_ label: String) -> ManifestExpression? {
    argumentWithOffset(label)?.value
  }

  func argumentWithOffset(_ label: String) -> (value: ManifestExpression, offset: Int)? {
    guard case .call(_, let offset, let arguments) = self,
      let found = arguments.first(where: { $0.label == label })
    else { return nil }
    if case .call(_, let inner, _) = found.value { return (found.value, inner) }
    return (found.value, offset)
  }
}

/// Reads literal expressions from tokens.
///
/// Calls with labelled arguments, array literals, strings and member names are read; nesting
/// is bounded.
struct ManifestParser {
  let tokens: [ManifestToken]
  var index = 0
  static let maximumDepth = 64

  /// The first call of a name, such as the manifest's `Package(`.
  mutating func findCall(named name: String) -> ManifestExpression? {
    while index + 1 < tokens.count {
      if tokens[index].kind == .identifier, tokens[index].text == name,
        tokens[index + 1].text == "("
      {
        return primary(depth: 0)
      }
      index += 1
    }
    return nil
  }

  /// One expression, which stops before `,`, `)`, `]` or `:` at its own level.
  ///
  /// An expression that goes on after its literal part (an operator, a method call) is
  /// computed: `.other`.
  mutating func expression(depth: Int) -> ManifestExpression {
    let start = index
    let result = primary(depth: depth)
    var computed = false
    while index < tokens.count, ![",", ")", "]", ":"].contains(tokens[index].text) {
      computed = true
      if tokens[index].text == "(" || tokens[index].text == "[" || tokens[index].text == "{" {
        let open = tokens[index].text
        skipBalanced(open: open, close: open == "(" ? ")" : open == "[" ? "]" : "}")
      } else {
        index += 1
      }
    }
    if index == start { index += 1 }
    return computed ? .other : result
  }

  /// A literal: a string, an array, a call or a member name.
  mutating func primary(depth: Int) -> ManifestExpression {
    guard depth < Self.maximumDepth, index < tokens.count else {
      skipToEnd()
      return .other
    }
    var result: ManifestExpression = .other
    let token = tokens[index]
    if token.kind == .string {
      index += 1
      result = .string(token.text)
    } else if token.text == "[" {
      index += 1
      var elements: [ManifestExpression] = []
      var isDictionary = false
      while index < tokens.count, tokens[index].text != "]" {
        elements.append(expression(depth: depth + 1))
        if index < tokens.count, tokens[index].text == ":" {
          isDictionary = true
          index += 1
          _ = expression(depth: depth + 1)
        }
        if index < tokens.count, tokens[index].text == "," { index += 1 }
      }
      index += 1
      result = isDictionary ? .other : .array(elements)
    } else if token.text == "." || token.kind == .identifier {
      var name = ""
      while index < tokens.count {
        if tokens[index].text == "." {
          name += "."
          index += 1
        } else if tokens[index].kind == .identifier, name.isEmpty || name.hasSuffix(".") {
          name += tokens[index].text
          index += 1
        } else {
          break
        }
      }
      if index < tokens.count, tokens[index].text == "(" {
        index += 1
        var arguments: [(label: String?, value: ManifestExpression)] = []
        while index < tokens.count, tokens[index].text != ")" {
          var label: String?
          if index + 1 < tokens.count, tokens[index].kind == .identifier,
            tokens[index + 1].text == ":"
          {
            label = tokens[index].text
            index += 2
          }
          arguments.append((label, expression(depth: depth + 1)))
          if index < tokens.count, tokens[index].text == "," { index += 1 }
        }
        index += 1
        result = .call(name, offset: token.offset, arguments: arguments)
      } else {
        result = .member(name)
      }
    } else if token.text == "(" {
      index += 1
      while index < tokens.count, tokens[index].text != ")" {
        _ = expression(depth: depth + 1)
        if index < tokens.count, tokens[index].text == "," { index += 1 }
      }
      index += 1
    } else if token.text == "{" {
      skipBalanced(open: "{", close: "}")
    } else if ![",", ")", "]", ":"].contains(token.text) {
      index += 1
    }
    return result
  }

  mutating func skipBalanced(open: String, close: String) {
    var depth = 0
    while index < tokens.count {
      if tokens[index].text == open { depth += 1 }
      if tokens[index].text == close {
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      }
      index += 1
    }
  }

  mutating func skipToEnd() {
    var depth = 0
    while index < tokens.count {
      let text = tokens[index].text
      if text == "(" || text == "[" || text == "{" { depth += 1 }
      if text == ")" || text == "]" || text == "}" {
        if depth == 0 { return }
        depth -= 1
      }
      if text == ",", depth == 0 { return }
      index += 1
    }
  }
}
