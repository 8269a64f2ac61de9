/// Decodes menu definition files into ``MenuDefinition`` values.
///
/// Problems become diagnostics, never thrown errors: `invalid-json`, `duplicate-json-key`,
/// `unsupported-format-version`, `invalid-definition`, `unknown-field` and `invalid-shortcut`.
/// An element with an error is left out and the rest is kept, so that one mistake does not
/// hide the findings about everything else.
///
///     let result = MenuDefinitionDecoder.decode(Array(text.utf8), file: "App.menu.json")
///     result.definition?.operations.count
///     result.diagnostics  // sorted
public enum MenuDefinitionDecoder {
  /// The format version this decoder reads.
  public static let supportedFormatVersion = 1

  /// Decodes a menu definition file.
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text.
  ///   - file: The file name used in locations.
  ///   - maximumDepth: The deepest JSON nesting accepted.
  ///   - maximumDiagnosticsPerRule: The most findings of one rule reported, followed by one
  ///     that counts the rest; 0 reports every one.
  /// - Returns: The definition (unless the file is not JSON or not format version 1), the
  ///   parsed document for locations, and the diagnostics.
  public static func decode(
    _ bytes: [UInt8], file: String, maximumDepth: Int = JSONParser.defaultMaximumDepth,
    maximumDiagnosticsPerRule: Int = Diagnostic.defaultMaximumPerRule
  ) -> DecodedMenuDefinition {
    decode(
      bytes, file: file, maximumDepth: maximumDepth,
      maximumDiagnosticsPerRule: maximumDiagnosticsPerRule, jobs: SequentialJobs())
  }

  /// Decodes a menu definition file, the operations of a large one in parallel.
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text.
  ///   - file: The file name used in locations.
  ///   - maximumDepth: The deepest JSON nesting accepted.
  ///   - maximumDiagnosticsPerRule: The most findings of one rule reported, followed by one
  ///     that counts the rest; 0 reports every one.
  ///   - jobs: Runs the decoding of parts of a large file; the result does not depend on it.
  /// - Returns: The definition (unless the file is not JSON or not format version 1), the
  ///   parsed document for locations, and the diagnostics.
  public static func decode(
    _ bytes: [UInt8], file: String, maximumDepth: Int = JSONParser.defaultMaximumDepth,
    maximumDiagnosticsPerRule: Int = Diagnostic.defaultMaximumPerRule, jobs: some JobRunner
  ) -> DecodedMenuDefinition {
    decode(
      FileBytes(bytes), file: file, maximumDepth: maximumDepth,
      maximumDiagnosticsPerRule: maximumDiagnosticsPerRule, jobs: jobs)
  }

  /// Decodes a menu definition file read in place, such as one mapped into memory, the
  /// operations of a large one in parallel.
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text; the document keeps it.
  ///   - file: The file name used in locations.
  ///   - maximumDepth: The deepest JSON nesting accepted.
  ///   - maximumDiagnosticsPerRule: The most findings of one rule reported, followed by one
  ///     that counts the rest; 0 reports every one.
  ///   - jobs: Runs the decoding of parts of a large file; the result does not depend on it.
  /// - Returns: The definition (unless the file is not JSON or not format version 1), the
  ///   parsed document for locations, and the diagnostics.
  public static func decode(
    _ bytes: FileBytes, file: String, maximumDepth: Int = JSONParser.defaultMaximumDepth,
    maximumDiagnosticsPerRule: Int = Diagnostic.defaultMaximumPerRule,
    jobs: some JobRunner = SequentialJobs()
  ) -> DecodedMenuDefinition {
    let document: JSONDocument
    do {
      document = try JSONParser(maximumDepth: maximumDepth).parse(bytes, file: file, jobs: jobs)
    } catch {
      return DecodedMenuDefinition(
        definition: nil, document: nil,
        diagnostics: [Diagnostic(.invalidJSON, .error, error.message, at: error.location)])
    }
    return decode(
      document: document, maximumDiagnosticsPerRule: maximumDiagnosticsPerRule, jobs: jobs)
  }

  /// Decodes a menu definition from parsed JSON.
  ///
  /// - Parameters:
  ///   - document: The parsed file.
  ///   - maximumDiagnosticsPerRule: The most findings of one rule reported, followed by one
  ///     that counts the rest; 0 reports every one.
  /// - Returns: The definition (unless the file is not format version 1), the document, and
  ///   the diagnostics.
  public static func decode(
    document: JSONDocument,
    maximumDiagnosticsPerRule: Int = Diagnostic.defaultMaximumPerRule
  ) -> DecodedMenuDefinition {
    decode(
      document: document, maximumDiagnosticsPerRule: maximumDiagnosticsPerRule,
      jobs: SequentialJobs())
  }

  /// Decodes a menu definition from parsed JSON, the operations of a large file in parallel.
  ///
  /// - Parameters:
  ///   - document: The parsed file.
  ///   - maximumDiagnosticsPerRule: The most findings of one rule reported, followed by one
  ///     that counts the rest; 0 reports every one.
  ///   - jobs: Runs the decoding of parts of a large file; the result does not depend on it.
  /// - Returns: The definition (unless the file is not format version 1), the document, and
  ///   the diagnostics.
  public static func decode(
    document: JSONDocument,
    maximumDiagnosticsPerRule: Int = Diagnostic.defaultMaximumPerRule, jobs: some JobRunner
  ) -> DecodedMenuDefinition {
    var decoder = DefinitionReader(document: document, limit: maximumDiagnosticsPerRule)
    let definition = decoder.withText { $0.decodeFile(jobs: jobs) }
    var decoded = DecodedMenuDefinition(
      definition: definition, document: document, diagnostics: decoder.diagnostics.diagnostics,
      suppressions: decoder.suppressions)
    decoded.elementCounts = decoder.elementCounts
    return decoded
  }
}

/// The result of decoding a menu definition file.
public struct DecodedMenuDefinition: Sendable {
  /// The definition, or `nil` when the file is not JSON or not a supported format version.
  public var definition: MenuDefinition?
  /// The parsed JSON, which resolves ``SourceReference``s to locations.
  public var document: JSONDocument?
  /// What decoding found, sorted.
  public var diagnostics: [Diagnostic]
  /// The rules each element's `lintIgnore` names, by the element's JSON pointer: findings of
  /// those rules at that element or inside it are not reported.
  public var suppressions: [String: Set<RuleID>] = [:]
  /// How many elements the operations insert, so that building reserves room for them once.
  var elementCounts = MenuBuilder.ElementCounts()

  /// Whether an element's `lintIgnore` hides a finding: one of the element's rules, located
  /// in this file at the element or inside it.
  ///
  /// - Parameter diagnostic: A finding about this file.
  /// - Returns: `true` when it is not to be reported.
  public func isSuppressed(_ diagnostic: Diagnostic) -> Bool {
    guard !suppressions.isEmpty, let location = diagnostic.location,
      location.file == document?.file
    else { return false }
    var pointer = Substring(location.pointer)
    while true {
      if suppressions[String(pointer)]?.contains(diagnostic.ruleID) == true { return true }
      guard let slash = pointer.lastIndex(of: "/") else { return false }
      pointer = pointer[..<slash]
    }
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension JSONDocument {
  /// The location of the value a source reference names.
  ///
  /// - Parameter source: A reference made while decoding this document.
  /// - Returns: The value's location.
  public func location(of source: SourceReference) -> SourceLocation {
    JSONValue(document: self, index: source.valueIndex).location
  }
}

/// Reads definition files: the shared machinery for menu and responder files, reporting
/// problems as diagnostics.
struct DefinitionReader {
  let document: JSONDocument
  var diagnostics: BoundedDiagnostics
  var droppedTargets: Set<ElementTarget> = []
  /// Each element's `lintIgnore` rules, by its pointer.
  var suppressions: [String: Set<RuleID>] = [:]
  /// The platforms the file builds, which an element's `platforms` must be a subset of.
  var filePlatforms: [Platform] = Platform.allCases
  /// Whether the command being read is a responder's key command, which may have `when`.
  var readsKeyCommand = false
  /// The elements read so far.
  var elementCounts = MenuBuilder.ElementCounts()
  /// One copy of each image name: apps use a few symbols many times.
  var images = SharedNames(limit: DefinitionReader.sharedImageLimit)
  /// The keys of each kind of element, this reader's own copy (see ``ElementFieldNames``).
  let elementFields = ElementFieldNames()
  /// Emptied arrays that element readers gave back, for the next ones to fill (see
  /// ``ObjectReader/takeStorage()``).
  var memberStorage: [[ObjectReader.Member]] = []
  /// Where commands' titles and actions are kept, and the document's bytes while
  /// ``withText(_:)`` runs.
  var texts = DecodedTexts()

  init(document: JSONDocument, limit: Int) {
    self.document = document
    self.diagnostics = BoundedDiagnostics(limit: limit)
  }

  /// Parses a small JSON file and reads it: `invalid-json` when it does not parse, else what
  /// `read` returns with the diagnostics it reported, unbounded.
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text.
  ///   - file: The name used in locations.
  ///   - read: Reads the parsed document.
  /// - Returns: What `read` returned, `nil` when the file is not JSON, and the diagnostics.
  static func read<Value>(
    _ bytes: [UInt8], file: String, _ read: (inout DefinitionReader) -> Value?
  ) -> (Value?, [Diagnostic]) {
    let document: JSONDocument
    do {
      document = try JSONParser().parse(bytes, file: file)
    } catch {
      return (nil, [Diagnostic(.invalidJSON, .error, error.message, at: error.location)])
    }
    var reader = DefinitionReader(document: document, limit: 0)
    let value = reader.withText { read(&$0) }
    return (value, reader.diagnostics.diagnostics)
  }

  mutating func report(_ rule: RuleID, _ message: String, at value: BorrowedJSONValue) {
    diagnostics.append(
      Diagnostic(rule, rule.defaultSeverity, message, at: value.location))
  }

  /// Checks `formatVersion`, reporting a missing or unsupported one.
  mutating func supportsFormatVersion(_ fields: borrowing ObjectReader, of root: BorrowedJSONValue)
    -> Bool
  {
    guard let version = fields["formatVersion"] else {
      report(
        .unsupportedFormatVersion,
        "missing 'formatVersion'; add \"formatVersion\": 1 (this menulint reads version 1)",
        at: root)
      return false
    }
    guard version.integer == MenuDefinitionDecoder.supportedFormatVersion else {
      let written =
        version.kind == .number
        ? "format version \(version.text)" : "'formatVersion' \(version.kind)"
      report(
        .unsupportedFormatVersion, "\(written) is not supported; this menulint reads version 1",
        at: version)
      return false
    }
    return true
  }

  mutating func decodeFile(jobs: some JobRunner = SequentialJobs()) -> MenuDefinition? {
    let root = BorrowedJSONValue(document.root)
    guard root.kind == .object else {
      report(
        .invalidDefinition, "a menu definition must be an object, found \(root.kind)", at: root)
      return nil
    }
    let fields = ObjectReader(
      root, known: MenuFields.file, context: "a menu definition", diagnostics: &diagnostics)
    guard supportsFormatVersion(fields, of: root) else { return nil }
    var definition = MenuDefinition()
    definition.app = fields["app"].flatMap { string($0, "app") }
    if let platforms = fields["platforms"] {
      definition.platforms = decodePlatforms(platforms)
      filePlatforms = definition.platforms
    }
    if let versions = fields["osVersions"] {
      definition.osVersions = decodeOSVersions(versions)
    }
    if let configuration = fields["mainMenuConfiguration"] {
      definition.mainMenuConfiguration = decodeMainMenuConfiguration(configuration)
    }
    if let base = fields["base"] {
      definition.base =
        enumeration(base, "base", MenuBase.allCases.map(\.rawValue)).flatMap(MenuBase.init)
        ?? .system
    }
    definition.supportsPrintCommand =
      fields["supportsPrintCommand"].flatMap { bool($0, "supportsPrintCommand") } ?? false
    definition.supportsOpenCommand =
      fields["supportsOpenCommand"].flatMap { bool($0, "supportsOpenCommand") } ?? false
    definition.supportsMultipleScenes =
      fields["supportsMultipleScenes"].flatMap { bool($0, "supportsMultipleScenes") } ?? false
    definition.designRequiresCompatibility =
      fields["designRequiresCompatibility"].flatMap { bool($0, "designRequiresCompatibility") }
      ?? false
    definition.settingsBundle =
      fields["settingsBundle"].flatMap { bool($0, "settingsBundle") } ?? false
    definition.localizesShortcuts =
      fields["localizesShortcuts"].flatMap { bool($0, "localizesShortcuts") } ?? true
    if let build = fields["build"] {
      if build.kind == .array {
        definition.operations = decodeOperations(build, jobs: jobs)
      } else {
        report(
          .invalidDefinition, "'build' must be an array of operations, found \(build.kind)",
          at: build)
      }
    }
    definition.droppedTargets = droppedTargets
    return definition
  }

  /// Files with at least this many JSON values have their operations decoded in chunks, in
  /// parallel; smaller ones decode faster than the jobs start.
  var parallelDecodingThreshold = 100_000
  /// How many chunks a large file's operations are decoded in: a few per core, so that chunks
  /// of unequal cost still keep every core busy.
  static let decodingChunkCount = 8

  /// The operations of a `build` array, in order.
  ///
  /// A large file's operations are split into contiguous chunks of about equal size. Each is
  /// read by a fresh reader with this one's settings, and the chunks are merged in order:
  /// operations, dropped targets, suppressions and element counts as if read one by one, and
  /// diagnostics bounded again, which keeps the same findings and counts the same omissions.
  mutating func decodeOperations(_ build: BorrowedJSONValue, jobs: some JobRunner)
    -> [BuildOperation]
  {
    let values = build.elements
    guard values.count > 1, document.valueCount >= parallelDecodingThreshold else {
      return values.compactMap { decodeOperation($0) }
    }
    let chunks = Self.chunks(of: values.map(\.index), in: document)
    let (document, limit, filePlatforms) = (self.document, diagnostics.limit, self.filePlatforms)
    let decoded = jobs.run(
      chunks.map { chunk in
        { @Sendable in
          var reader = DefinitionReader(document: document, limit: limit)
          reader.filePlatforms = filePlatforms
          let operations = reader.withText { reader in
            chunk.compactMap {
              reader.decodeOperation(BorrowedJSONValue(document: document, index: $0))
            }
          }
          return DecodedChunk(
            operations: operations, diagnostics: reader.diagnostics.diagnostics,
            droppedTargets: reader.droppedTargets, suppressions: reader.suppressions,
            elementCounts: reader.elementCounts)
        }
      })
    var operations: [BuildOperation] = []
    operations.reserveCapacity(decoded.reduce(0) { $0 + $1.operations.count })
    for chunk in decoded {
      operations += chunk.operations
      diagnostics.append(contentsOf: chunk.diagnostics)
      droppedTargets.formUnion(chunk.droppedTargets)
      suppressions.merge(chunk.suppressions) { $0.union($1) }
      elementCounts.add(chunk.elementCounts)
    }
    return operations
  }

  /// Operations split into contiguous runs of about equal size in JSON values.
  static func chunks(of operations: [Int], in document: JSONDocument) -> [[Int]] {
    let total = operations.reduce(0) { $0 + document.next(after: $1) - $1 }
    let target = max(1, total / decodingChunkCount)
    var chunks: [[Int]] = [[]]
    var size = 0
    for operation in operations {
      if size >= target {
        chunks.append([])
        size = 0
      }
      chunks[chunks.count - 1].append(operation)
      size += document.next(after: operation) - operation
    }
    return chunks
  }

  /// What a reader found in one chunk of operations.
  struct DecodedChunk: Sendable {
    var operations: [BuildOperation]
    var diagnostics: [Diagnostic]
    var droppedTargets: Set<ElementTarget>
    var suppressions: [String: Set<RuleID>]
    var elementCounts: MenuBuilder.ElementCounts
  }

  mutating func decodePlatforms(_ value: BorrowedJSONValue) -> [Platform] {
    guard value.kind == .array else {
      report(
        .invalidDefinition, "'platforms' must be an array of strings, found \(value.kind)",
        at: value)
      return Platform.allCases
    }
    var platforms: [Platform] = []
    for element in value.elements {
      guard let name = enumeration(element, "platform", Platform.allCases.map(\.rawValue)),
        let platform = Platform(rawValue: name)
      else { continue }
      if !platforms.contains(platform) { platforms.append(platform) }
    }
    if value.elements.isEmpty {
      report(.invalidDefinition, "'platforms' must name at least one platform", at: value)
    }
    return platforms.isEmpty ? Platform.allCases : platforms
  }

  mutating func decodeOSVersions(_ value: BorrowedJSONValue) -> [OSVersion] {
    let allowed = OSVersion.allCases.map(\.description).joined(separator: ", ")
    guard value.kind == .array else {
      report(
        .invalidDefinition,
        "'osVersions' must be an array of numbers (\(allowed)), found \(value.kind)", at: value)
      return OSVersion.allCases
    }
    var versions: [OSVersion] = []
    for element in value.elements {
      guard let number = element.integer, let version = OSVersion(rawValue: number) else {
        let written = element.kind == .number ? element.text : "\(element.kind)"
        report(
          .invalidDefinition, "unknown OS version \(written); expected one of \(allowed)",
          at: element)
        continue
      }
      if !versions.contains(version) { versions.append(version) }
    }
    if value.elements.isEmpty {
      report(.invalidDefinition, "'osVersions' must name at least one version", at: value)
    }
    return versions.isEmpty ? OSVersion.allCases : versions.sorted()
  }

  mutating func decodeMainMenuConfiguration(_ value: BorrowedJSONValue) -> MainMenuConfiguration {
    var configuration = MainMenuConfiguration()
    guard value.kind == .object else {
      report(
        .invalidDefinition, "'mainMenuConfiguration' must be an object, found \(value.kind)",
        at: value)
      return configuration
    }
    let fields = ObjectReader(
      value, known: MainMenuConfiguration.allFieldNames, context: "'mainMenuConfiguration'",
      diagnostics: &diagnostics)
    let allowed = MainMenuConfiguration.Preference.allCases.map(\.rawValue)
    for name in MainMenuConfiguration.fieldNames {
      guard let field = fields[name],
        let text = enumeration(field, "'\(name)' preference", allowed)
      else { continue }
      configuration[field: name] = MainMenuConfiguration.Preference(rawValue: text)
    }
    let styleName = MainMenuConfiguration.findingStyleFieldName
    if let field = fields[styleName],
      let text = enumeration(
        field, "'\(styleName)'", MainMenuConfiguration.FindingStyle.allCases.map(\.rawValue)),
      let style = MainMenuConfiguration.FindingStyle(rawValue: text)
    {
      configuration.findingStyle = style
    }
    return configuration
  }

  // MARK: - Operations

  mutating func decodeOperation(_ value: BorrowedJSONValue) -> BuildOperation? {
    guard value.kind == .object else {
      report(.invalidDefinition, "an operation must be an object, found \(value.kind)", at: value)
      return nil
    }
    let verbs = value.members.map(\.name).filter { MenuFields.verbs.contains($0) }
    guard let verb = verbs.first else {
      let names = value.members.map(\.name)
      let guess = names.lazy.compactMap {
        EditDistance.closest(to: $0, in: MenuFields.verbs).map { ($0, $0) }
      }.first
      if let written = names.first(where: {
        EditDistance.closest(to: $0, in: MenuFields.verbs) != nil
      }
      ),
        let suggestion = guess?.0
      {
        report(
          .invalidDefinition, "unknown operation '\(written)'; did you mean '\(suggestion)'?",
          at: value)
      } else {
        report(
          .invalidDefinition,
          "an operation needs one of " + MenuFields.verbs.map { "'\($0)'" }.joined(separator: ", "),
          at: value)
      }
      return nil
    }
    if Set(verbs).count > 1 {
      report(
        .invalidDefinition,
        "an operation has one verb; found "
          + Array(Set(verbs)).sorted().map { "'\($0)'" }.joined(separator: " and "),
        at: value)
      return nil
    }
    let fields = ObjectReader(
      value, known: MenuFields.operation(verb), context: "a '\(verb)' operation",
      diagnostics: &diagnostics)
    guard let payload = fields[verb] else { return nil }
    let source = SourceReference(valueIndex: value.index)
    switch verb {
    case "insertChild":
      guard let (edge, parent) = edgeTarget(fields, verb, in: value),
        let menu = menuElement(payload, verb)
      else {
        return nil
      }
      return BuildOperation(.insertChild(menu, edge, of: parent), source: source)
    case "insertSibling":
      guard let (side, sibling) = sideKey(fields, verb, in: value),
        let identifier = menuIdentifier(sibling, side.rawValue),
        let menu = menuElement(payload, verb)
      else { return nil }
      return BuildOperation(.insertSibling(menu, side, of: identifier), source: source)
    case "insertElements":
      let hasEdge = fields["atStartOf"] != nil || fields["atEndOf"] != nil
      let hasSide = fields["before"] != nil || fields["after"] != nil
      if hasEdge && hasSide {
        report(
          .invalidDefinition,
          "'insertElements' takes one of 'before', 'after', 'atStartOf' or 'atEndOf'", at: value)
        return nil
      }
      if hasSide {
        guard let (side, target) = sideKey(fields, verb, in: value),
          let target = elementTarget(target, side.rawValue),
          let elements = elementList(payload, verb)
        else { return nil }
        return BuildOperation(.insertElements(elements, side, of: target), source: source)
      }
      guard let (edge, menu) = edgeTarget(fields, verb, in: value),
        let elements = elementList(payload, verb)
      else {
        return nil
      }
      return BuildOperation(.insertElementsInMenu(elements, edge, of: menu), source: source)
    case "replace":
      guard let target = elementTarget(payload, verb) else { return nil }
      guard let with = fields["with"] else {
        report(
          .invalidDefinition, "'replace' needs 'with': an element or an array of elements",
          at: value)
        return nil
      }
      let elements: [MenuElement]?
      if with.kind == .array {
        elements = elementList(with, "with")
      } else {
        elements = element(with).map { [$0] }
      }
      guard let elements else { return nil }
      return BuildOperation(.replace(target, with: elements), source: source)
    case "replaceChildren":
      guard let menu = menuIdentifier(payload, verb) else { return nil }
      guard let with = fields["with"] else {
        report(
          .invalidDefinition, "'replaceChildren' needs 'with': an array of elements", at: value)
        return nil
      }
      guard let elements = elementList(with, "with") else { return nil }
      return BuildOperation(.replaceChildren(of: menu, with: elements), source: source)
    default:
      guard let target = elementTarget(payload, verb) else { return nil }
      return BuildOperation(.remove(target), source: source)
    }
  }

  mutating func edgeTarget(
    _ fields: borrowing ObjectReader, _ verb: String, in value: BorrowedJSONValue
  ) -> (
    MenuEdge, MenuIdentifier
  )? {
    switch (fields["atStartOf"], fields["atEndOf"]) {
    case (let start?, nil): return menuIdentifier(start, "atStartOf").map { (.start, $0) }
    case (nil, let end?): return menuIdentifier(end, "atEndOf").map { (.end, $0) }
    case (.some, .some):
      report(.invalidDefinition, "'\(verb)' takes 'atStartOf' or 'atEndOf', not both", at: value)
    case (nil, nil):
      report(
        .invalidDefinition, "'\(verb)' needs 'atStartOf' or 'atEndOf': the menu to insert into",
        at: value)
    }
    return nil
  }

  mutating func sideKey(
    _ fields: borrowing ObjectReader, _ verb: String, in value: BorrowedJSONValue
  ) -> (
    SiblingSide, BorrowedJSONValue
  )? {
    switch (fields["before"], fields["after"]) {
    case (let before?, nil): return (.before, before)
    case (nil, let after?): return (.after, after)
    case (.some, .some):
      report(.invalidDefinition, "'\(verb)' takes 'before' or 'after', not both", at: value)
    case (nil, nil):
      report(.invalidDefinition, "'\(verb)' needs 'before' or 'after'", at: value)
    }
    return nil
  }

  mutating func menuIdentifier(_ value: BorrowedJSONValue, _ field: String) -> MenuIdentifier? {
    if value.kind == .object {
      guard case .menu(let identifier)? = elementTarget(value, field) else {
        report(.invalidDefinition, "'\(field)' must name a menu", at: value)
        return nil
      }
      return identifier
    }
    guard let name = string(value, field) else { return nil }
    guard !name.isEmpty else {
      report(.invalidDefinition, "'\(field)' must not be empty", at: value)
      return nil
    }
    return MenuIdentifier(name)
  }

  /// A target: `{"menu": id}`, `{"action": id}`, `{"command": "sel:", "propertyList": …}`,
  /// or a bare string naming a menu.
  mutating func elementTarget(_ value: BorrowedJSONValue, _ field: String) -> ElementTarget? {
    if value.kind == .string { return menuIdentifier(value, field).map(ElementTarget.menu) }
    guard value.kind == .object else {
      report(
        .invalidDefinition,
        "'\(field)' must be a target such as {\"menu\": \"file\"}, found \(value.kind)", at: value)
      return nil
    }
    let fields = ObjectReader(
      value, known: MenuFields.target, context: "a target", diagnostics: &diagnostics)
    let kinds = ["menu", "action", "command"].filter { fields[$0] != nil }
    guard kinds.count == 1, let kind = kinds.first, let name = fields[kind] else {
      report(
        .invalidDefinition,
        "a target names exactly one of 'menu', 'action' or 'command'", at: value)
      return nil
    }
    if kind != "command", let propertyList = fields["propertyList"] {
      report(
        .invalidDefinition, "'propertyList' only applies to a 'command' target", at: propertyList)
    }
    guard let text = string(name, kind) else { return nil }
    guard !text.isEmpty else {
      report(.invalidDefinition, "'\(kind)' must not be empty", at: name)
      return nil
    }
    switch kind {
    case "menu": return .menu(MenuIdentifier(text))
    case "action": return .action(text)
    default:
      let propertyList = fields["propertyList"].flatMap { self.propertyList($0) }
      return .command(CommandIdentity(action: text, propertyList: propertyList))
    }
  }

  // MARK: - Elements

  mutating func elementList(_ value: BorrowedJSONValue, _ field: String) -> [MenuElement]? {
    guard value.kind == .array else {
      report(
        .invalidDefinition, "'\(field)' must be an array of elements, found \(value.kind)",
        at: value)
      return nil
    }
    // Read off the tape into a list of the right size: growing it by doubling would allocate
    // and copy it several times, and leave room unused in every menu.
    var elements = value.elementSequence
    var decoded: [MenuElement] = []
    decoded.reserveCapacity(elements.count)
    while let child = elements.next() {
      if let element = element(child) { decoded.append(element) }
    }
    return decoded
  }

  mutating func menuElement(_ value: BorrowedJSONValue, _ verb: String) -> Menu? {
    guard let element = element(value) else { return nil }
    guard case .menu(let menu) = element else {
      report(
        .invalidDefinition,
        "'\(verb)' inserts a menu; use 'insertElements' to insert commands and actions", at: value)
      return nil
    }
    return menu
  }

  mutating func element(_ value: BorrowedJSONValue) -> MenuElement? {
    guard value.kind == .object else {
      report(.invalidDefinition, "an element must be an object, found \(value.kind)", at: value)
      return nil
    }
    // One reader per element: the decoders of each type check its keys against their own.
    // Its members go in an array an earlier element's reader gave back.
    var fields = ObjectReader(
      value, text: text, storage: memberStorage.popLast() ?? [],
      slots: elementFields.unretainedSlots)
    defer { memberStorage.append(fields.takeStorage()) }
    guard let typeValue = fields[.type] else {
      fields.check(known: MenuFields.anyElement, context: "an element", diagnostics: &diagnostics)
      report(
        .invalidDefinition,
        "element is missing the required field 'type' ('menu', 'command' or 'action')", at: value)
      dropTargets(of: value)
      return nil
    }
    guard let type = elementType(typeValue) else {
      dropTargets(of: value)
      return nil
    }
    if let ignored = fields[.lintIgnore] { readLintIgnore(ignored, of: value) }
    let errorsBefore = errorCount
    let element: MenuElement?
    // Counted as made: binding a command out of the element again would retain it.
    switch type {
    case .menu:
      element = decodeMenu(value, fields).map(MenuElement.menu)
      if element != nil { elementCounts.menus += 1 }
    case .command:
      let command = decodeCommand(value, fields)
      if let command {
        elementCounts.commands += 1
        if command.shortcut != nil { elementCounts.shortcuts += 1 }
      }
      element = command.map(MenuElement.command)
    case .action:
      element = decodeAction(value, fields).map(MenuElement.action)
      if element != nil { elementCounts.actions += 1 }
    }
    if element == nil || errorCount > errorsBefore && element.map(isDroppedOnError) == true {
      dropTargets(of: value)
      return nil
    }
    if let platforms = fields[.platforms], let element {
      return elementPlatforms(platforms).map { element.existing(on: $0) } ?? element
    }
    return element
  }

  /// An element's `type` (see ``enumeration(_:_:_:)``).
  ///
  /// A type is found by its signature: each name is at most seven bytes long, so the
  /// signature of a string without escapes is equal to a name's only when the string is that
  /// name (see ``FieldNames``).
  mutating func elementType(_ value: BorrowedJSONValue) -> ElementType? {
    if let text {
      let index = value.index
      let signature = value.withDocument { document -> UInt64? in
        guard document.kinds[index] == .string, !document.escaped[index] else { return nil }
        return ObjectReader.signature(ofKey: index, in: document, text: text)
      }
      switch signature {
      case elementFields.commandSignature: return .command
      case elementFields.menuSignature: return .menu
      case elementFields.actionSignature: return .action
      default: break
      }
    }
    return enumeration(value, "type", ElementType.allCases.map(\.rawValue))
      .flatMap(ElementType.init(rawValue:))
  }

  /// The kinds of element a definition writes in `type`.
  enum ElementType: String, CaseIterable {
    case menu, command, action
  }

  /// An element's `platforms`: a non-empty subset of the file's, as `#if` code decides.
  mutating func elementPlatforms(_ value: BorrowedJSONValue) -> Set<Platform>? {
    let names = stringArray(value, "platforms", allowed: Platform.allCases.map(\.rawValue))
    let platforms = Set(names.compactMap(Platform.init(rawValue:)))
    guard value.kind == .array, names.count == value.elements.count else { return nil }
    guard !platforms.isEmpty else {
      report(
        .invalidDefinition,
        "'platforms' must name at least one platform; remove the element instead", at: value)
      return nil
    }
    let outside = Platform.allCases.filter { platforms.contains($0) && !filePlatforms.contains($0) }
    if !outside.isEmpty {
      report(
        .invalidDefinition,
        "'platforms' names \(outside.map { "'\($0.rawValue)'" }.joined(separator: ", ")), which "
          + "the file does not build; the file's platforms are "
          + filePlatforms.map { "'\($0.rawValue)'" }.joined(separator: ", "),
        at: value)
      return nil
    }
    return platforms
  }

  /// Records an element's `"lintIgnore": ["rule-id", …]`; an id that is not a rule is
  /// `invalid-definition`.
  mutating func readLintIgnore(_ value: BorrowedJSONValue, of element: BorrowedJSONValue) {
    guard value.kind == .array else {
      report(
        .invalidDefinition, "'lintIgnore' must be an array of rule ids, found \(value.kind)",
        at: value)
      return
    }
    let ids = RuleID.defaultSeverities.keys.sorted()
    var rules: Set<RuleID> = []
    for entry in value.elements {
      guard let name = string(entry, "lintIgnore") else { continue }
      guard ids.contains(name) else {
        report(
          .invalidDefinition,
          "'lintIgnore' names '\(name)', which is not a rule"
            + (EditDistance.closest(to: name, in: ids).map { "; did you mean '\($0)'?" }
              ?? "; see 'menulint rules'"),
          at: entry)
        continue
      }
      rules.insert(RuleID(rawValue: name))
    }
    if !rules.isEmpty { suppressions[element.pointer, default: []].formUnion(rules) }
  }

  /// Commands and actions with an invalid field are dropped; a menu keeps its valid children.
  func isDroppedOnError(_ element: MenuElement) -> Bool {
    if case .menu = element { return false }
    return true
  }

  var errorCount: Int { diagnostics.errorCount }

  /// Remembers what a dropped element would have declared, to avoid follow-up reports.
  mutating func dropTargets(of value: BorrowedJSONValue) {
    if let id = value["id"]?.string {
      droppedTargets.insert(.menu(MenuIdentifier(id)))
      droppedTargets.insert(.action(id))
    }
    if let action = value["action"]?.string {
      let propertyList = value["propertyList"].flatMap { quietPropertyList($0) }
      droppedTargets.insert(.command(CommandIdentity(action: action, propertyList: propertyList)))
    }
    for child in value["children"]?.elements ?? [] where child.kind == .object {
      dropTargets(of: child)
    }
  }

  mutating func decodeMenu(_ value: BorrowedJSONValue, _ fields: borrowing ObjectReader) -> Menu? {
    if !fields.hasOnlyKnownSlots(elementFields.menu.slotMask) {
      fields.check(known: elementFields.menu, context: "a menu", diagnostics: &diagnostics)
    }
    // Every field is read first and the menu made once, as a command is. A title the Swift
    // importer could not evaluate is its source text (`titleSource`), and names the menu.
    let title =
      fields[.title].flatMap { string($0, "title") }
      ?? fields[.titleSource].flatMap { string($0, "titleSource") } ?? ""
    var identifier: MenuIdentifier?
    if let id = fields[.id].flatMap({ string($0, "id") }) {
      if id.isEmpty {
        report(.invalidDefinition, "'id' must not be empty", at: fields[.id] ?? value)
      } else {
        identifier = MenuIdentifier(id)
      }
    }
    let imageName = fields[.image].flatMap { image($0) }
    let options = fields[.options].map { flags($0, "options", Self.optionNames) } ?? []
    let size = fields[.preferredElementSize].flatMap {
      enumeration($0, "preferredElementSize", MenuElementSize.allCases.map(\.rawValue))
        .flatMap(MenuElementSize.init)
    }
    let children = fields[.children].map { elementList($0, "children") ?? [] } ?? []
    return Menu(
      title: title, identifier: identifier, image: imageName, options: options,
      preferredElementSize: size, children: children,
      source: SourceReference(valueIndex: value.index))
  }

  mutating func decodeCommand(_ value: BorrowedJSONValue, _ fields: borrowing ObjectReader)
    -> Command?
  {
    let knownSlots =
      readsKeyCommand ? elementFields.keyCommand.slotMask : elementFields.command.slotMask
    if !fields.hasOnlyKnownSlots(knownSlots) {
      fields.check(
        known: readsKeyCommand ? elementFields.keyCommand : elementFields.command,
        context: readsKeyCommand ? "a key command" : "a command", diagnostics: &diagnostics)
    }
    // A responder's key command may be untitled (UIKeyCommand(input:modifierFlags:action:)):
    // hidden from the overlay on purpose, such as ⌘1…⌘9 tab switching.
    // A title the Swift importer could not evaluate is its source text (`titleSource`): the
    // command counts as titled and is named and compared by it.
    let titleSource = fields[.title] == nil ? fields[.titleSource] : nil
    let title =
      if let titleSource {
        storedText(titleSource, "titleSource")
      } else if readsKeyCommand {
        fields[.title].flatMap { storedText($0, "title") } ?? StoredText.empty
      } else {
        requiredText(fields, .title, in: value, "command")
      }
    guard let title, let action = requiredText(fields, .action, in: value, "command") else {
      return nil
    }
    // Every field is read first and the command made once: each property set afterwards
    // would check that the storage is not shared.
    let writtenPropertyList = fields[.propertyList].flatMap { propertyList($0) }
    var shortcut: KeyCombination?
    if let input = fields[.input] {
      if let written = fields[.shortcut] {
        report(
          .invalidDefinition,
          "a command has either 'shortcut' or 'input' with 'modifiers', not both", at: written)
      } else if let text = string(input, "input") {
        if text.isEmpty {
          report(.invalidDefinition, "'input' must not be empty", at: input)
        } else {
          let modifiers = fields[.modifiers].flatMap { modifierList($0) } ?? []
          shortcut = KeyCombination(input: text, modifiers: modifiers)
        }
      }
    } else if let modifiers = fields[.modifiers] {
      report(
        .invalidDefinition, "'modifiers' goes with 'input'; write the key in 'input'",
        at: modifiers)
    }
    if fields[.input] == nil, let written = fields[.shortcut],
      let text = string(written, "shortcut")
    {
      do {
        shortcut = try KeyCombination(parsing: text)
      } catch {
        var location = written.location
        if let offset = error.offset, !document.escaped[written.index] {
          location.column += 1 + offset
        }
        diagnostics.append(
          Diagnostic(.invalidShortcut, .error, "invalid shortcut '\(text)': \(error)", at: location)
        )
      }
    }
    let discoverabilityTitle = fields[.discoverabilityTitle].flatMap {
      string($0, "discoverabilityTitle")
    }
    let imageName = fields[.image].flatMap { image($0) }
    let writtenAttributes = fields[.attributes].map { attributes($0) } ?? []
    let writtenState = fields[.state].flatMap { state($0) } ?? .off
    let alternates = fields[.alternates].map { decodeAlternates($0) } ?? []
    let wantsPriority =
      fields[.wantsPriorityOverSystemBehavior].flatMap {
        bool($0, "wantsPriorityOverSystemBehavior")
      } ?? false
    let localizes =
      fields[.allowsAutomaticLocalization].flatMap { bool($0, "allowsAutomaticLocalization") }
      ?? true
    let mirrors =
      fields[.allowsAutomaticMirroring].flatMap { bool($0, "allowsAutomaticMirroring") } ?? true
    return Command(
      title: title, identity: CommandIdentity(action: action, propertyList: writtenPropertyList),
      shortcut: shortcut, discoverabilityTitle: discoverabilityTitle, image: imageName,
      attributes: writtenAttributes, state: writtenState, alternates: alternates,
      wantsPriorityOverSystemBehavior: wantsPriority, allowsAutomaticLocalization: localizes,
      allowsAutomaticMirroring: mirrors, source: SourceReference(valueIndex: value.index),
      origin: .app)
  }

  mutating func decodeAction(_ value: BorrowedJSONValue, _ fields: borrowing ObjectReader)
    -> Action?
  {
    if let shortcut = fields[.shortcut] {
      report(
        .invalidDefinition,
        "an action cannot have a shortcut; use \"type\": \"command\" for a key command",
        at: shortcut)
    }
    let known = fields[.shortcut] == nil ? elementFields.action : elementFields.actionWithShortcut
    if !fields.hasOnlyKnownSlots(known.slotMask) {
      fields.check(known: known, context: "an action", diagnostics: &diagnostics)
    }
    let titleSource = fields[.title] == nil ? fields[.titleSource] : nil
    guard
      let title = titleSource.flatMap({ string($0, "titleSource") })
        ?? required(fields, .title, in: value, "action"),
      let id = required(fields, .id, in: value, "action")
    else {
      return nil
    }
    var action = Action(
      title: title, identifier: id, source: SourceReference(valueIndex: value.index))
    action.discoverabilityTitle = fields[.discoverabilityTitle].flatMap {
      string($0, "discoverabilityTitle")
    }
    action.image = fields[.image].flatMap { image($0) }
    action.attributes = fields[.attributes].map { attributes($0) } ?? []
    action.state = fields[.state].flatMap { state($0) } ?? .off
    return action
  }

  mutating func decodeAlternates(_ value: BorrowedJSONValue) -> [CommandAlternate] {
    guard value.kind == .array else {
      report(.invalidDefinition, "'alternates' must be an array, found \(value.kind)", at: value)
      return []
    }
    var result: [CommandAlternate] = []
    for element in value.elements {
      guard element.kind == .object else {
        report(
          .invalidDefinition, "an alternate must be an object, found \(element.kind)", at: element)
        continue
      }
      let fields = ObjectReader(
        element, known: MenuFields.alternate, context: "an alternate", diagnostics: &diagnostics)
      guard let title = required(fields, .title, in: element, "alternate"),
        let action = required(fields, .action, in: element, "alternate")
      else { continue }
      var modifiers: ModifierFlags = []
      if let written = fields[.modifiers] {
        guard let parsed = modifierList(written) else { continue }
        modifiers = parsed
      }
      result.append(
        CommandAlternate(
          title: title, action: action, modifiers: modifiers,
          source: SourceReference(valueIndex: element.index)))
    }
    return result
  }

  /// Modifiers as an array of names (`["option", "shift"]`) or a string (`"opt+shift"`).
  mutating func modifierList(_ value: BorrowedJSONValue) -> ModifierFlags? {
    var names: [(String, BorrowedJSONValue)] = []
    switch value.kind {
    case .array:
      for element in value.elements {
        guard let name = string(element, "modifiers") else { return nil }
        names.append((name, element))
      }
    case .string:
      let text = value.string ?? ""
      names =
        text.isEmpty
        ? []
        : text.split(separator: "+", omittingEmptySubsequences: false).map { (String($0), value) }
    default:
      report(
        .invalidDefinition, "'modifiers' must be an array of modifier names, found \(value.kind)",
        at: value)
      return nil
    }
    var flags: ModifierFlags = []
    for (name, at) in names {
      guard let flag = ModifierFlags.named(name) else {
        let suggestion = EditDistance.closest(to: name, in: ModifierFlags.allModifiers.map(\.name))
        report(
          .invalidDefinition,
          "unknown modifier '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
          at: at)
        return nil
      }
      flags.insert(flag)
    }
    return flags
  }

  // MARK: - Values

  mutating func required(
    _ fields: borrowing ObjectReader, _ name: String, in object: BorrowedJSONValue, _ noun: String
  ) -> String? {
    guard let value = requiredValue(fields[name], name, in: object, noun) else { return nil }
    return string(value, name)
  }

  mutating func required(
    _ fields: borrowing ObjectReader, _ field: ElementField, in object: BorrowedJSONValue,
    _ noun: String
  ) -> String? {
    guard let value = requiredValue(fields[field], field.name, in: object, noun) else {
      return nil
    }
    return string(value, field.name)
  }

  /// A required string field, kept as stored text in this reader's arena.
  mutating func requiredText(
    _ fields: borrowing ObjectReader, _ field: ElementField, in object: BorrowedJSONValue,
    _ noun: String
  ) -> StoredText? {
    let value = fields[field]
    if let stored = textInFile(value, allowsEmpty: field == .title) { return stored }
    guard let value = requiredValue(value, field.name, in: object, noun) else { return nil }
    return storedText(value, field.name)
  }

  /// A required field's value, reported when missing, or when an empty string where only a
  /// title may be empty; the caller reads the string and reports a value of another kind.
  private mutating func requiredValue(
    _ value: BorrowedJSONValue?, _ name: String, in object: BorrowedJSONValue, _ noun: String
  ) -> BorrowedJSONValue? {
    guard let value else {
      report(.invalidDefinition, "\(noun) is missing the required field '\(name)'", at: object)
      return nil
    }
    // An empty string is its two quotes.
    if name != "title", value.kind == .string,
      value.withDocument({ $0.ends[value.index] - $0.starts[value.index] }) == 2
    {
      report(.invalidDefinition, "'\(name)' must not be empty", at: value)
      return nil
    }
    return value
  }

  static let sharedImageLimit = 1024

  mutating func string(_ value: BorrowedJSONValue, _ field: String) -> String? {
    guard value.kind == .string else {
      report(.invalidDefinition, "'\(field)' must be a string, found \(value.kind)", at: value)
      return nil
    }
    return text.map { document.string(at: value.index, in: $0) }
      ?? document.string(at: value.index)
  }

  mutating func bool(_ value: BorrowedJSONValue, _ field: String) -> Bool? {
    guard let bool = value.bool else {
      report(.invalidDefinition, "'\(field)' must be true or false, found \(value.kind)", at: value)
      return nil
    }
    return bool
  }

  /// A string value that must be one of `allowed`: found by comparing its bytes with each
  /// name, without making a string; anything else is reported.
  mutating func enumeration(_ value: BorrowedJSONValue, _ field: String, _ allowed: [String])
    -> String?
  {
    if let name = knownName(value, among: allowed) { return name }
    guard let text = string(value, field) else { return nil }
    guard allowed.contains(text) else {
      let suggestion = EditDistance.closest(to: text, in: allowed)
      report(
        .invalidDefinition,
        "unknown \(field) '\(text)'; "
          + (suggestion.map { "did you mean '\($0)'?" }
            ?? "expected " + allowed.map { "'\($0)'" }.joined(separator: ", ")),
        at: value)
      return nil
    }
    return text
  }

  /// The name among `names` that a string value spells, compared as bytes; `nil` for any other
  /// value.
  func knownName(_ value: BorrowedJSONValue, among names: [String]) -> String? {
    knownPosition(value) { document, index, text in
      names.first { document.string(at: index, in: text, equals: $0) }
    }
  }

  mutating func stringArray(_ value: BorrowedJSONValue, _ field: String, allowed: [String])
    -> [String]
  {
    guard value.kind == .array else {
      report(
        .invalidDefinition, "'\(field)' must be an array of strings, found \(value.kind)", at: value
      )
      return []
    }
    let noun = String(field.dropLast())
    var elements = value.elementSequence
    var names: [String] = []
    names.reserveCapacity(elements.count)
    while let element = elements.next() {
      if let name = enumeration(element, noun, allowed) { names.append(name) }
    }
    return names
  }

  mutating func attributes(_ value: BorrowedJSONValue) -> MenuElementAttributes {
    flags(value, "attributes", Self.attributeNames)
  }

  /// The names of the options and attributes, made once.
  static let optionNames = MenuOptions.names.map { (name: $0.name, flag: $0.option) }
  static let attributeNames = MenuElementAttributes.names.map {
    (name: $0.name, flag: $0.attribute)
  }

  /// The flags an array of names sets, such as a menu's options: each name is looked up in
  /// `table` as bytes, and only a value that is not a known name is read as text and reported
  /// (as ``stringArray(_:_:allowed:)`` reports it).
  mutating func flags<Flags: OptionSet>(
    _ value: BorrowedJSONValue, _ field: String, _ table: [(name: String, flag: Flags)]
  ) -> Flags where Flags.Element == Flags {
    guard value.kind == .array else {
      report(
        .invalidDefinition, "'\(field)' must be an array of strings, found \(value.kind)", at: value
      )
      return []
    }
    var result: Flags = []
    var elements = value.elementSequence
    while let element = elements.next() {
      let known = knownPosition(element) { document, index, text in
        table.firstIndex { document.string(at: index, in: text, equals: $0.name) }
      }
      if let known {
        result.insert(table[known].flag)
      } else if let name = enumeration(element, String(field.dropLast()), table.map(\.name)),
        let known = table.first(where: { $0.name == name })
      {
        result.insert(known.flag)
      }
    }
    return result
  }

  mutating func state(_ value: BorrowedJSONValue) -> MenuElementState? {
    enumeration(value, "state", MenuElementState.allCases.map(\.rawValue)).flatMap(
      MenuElementState.init)
  }

  /// Converts any JSON to a property list.
  ///
  /// `null` means none. Duplicate keys are reported.
  mutating func propertyList(_ value: BorrowedJSONValue) -> PropertyList? {
    switch value.kind {
    case .null: return nil
    case .string: return .string(document.string(at: value.index))
    case .number: return .number(value.number ?? 0)
    case .bool: return .bool(value.bool ?? false)
    case .array: return .array(value.elements.map { propertyList($0) ?? .string("") })
    case .object:
      let fields = ObjectReader(
        value, known: value.members.map(\.name), context: "a property list",
        diagnostics: &diagnostics)
      var dictionary: [String: PropertyList] = [:]
      for name in fields.presentNames {
        if let member = fields[name], let converted = propertyList(member) {
          dictionary[name] = converted
        }
      }
      return .dictionary(dictionary)
    }
  }

  /// A property list without reporting, for remembering dropped targets.
  func quietPropertyList(_ value: BorrowedJSONValue) -> PropertyList? {
    var copy = self
    return copy.propertyList(value)
  }
}
