import MenuModel

// libFuzzer entry point: the whole pipeline on arbitrary bytes. Built only by Scripts/fuzz.sh
// (MENULINT_FUZZ=1 adds the target); libFuzzer supplies `main`.
//
// Besides crashes and memory errors (AddressSanitizer), it checks two properties of the
// output: the JSON report is valid JSON that this package's parser reads back, and the text
// report holds no control or bidirectional formatting characters.

/// FNV-1a of the input, to vary the expensive parts between inputs deterministically.
private func hash(_ bytes: [UInt8]) -> UInt64 {
  var hash: UInt64 = 14_695_981_039_346_656_037
  for byte in bytes { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
  return hash
}

/// Layouts for one input: three chosen by the input's hash (one with a measured table, one
/// derived, one non-Latin), and every layout for one input in 64.
private func layouts(for hash: UInt64) -> [KeyboardLayout] {
  if hash % 64 == 0 { return KeyboardLayout.all }
  let all = KeyboardLayout.all
  let measured = all.filter(\.hasMeasuredTable)
  let derived = all.filter { !$0.hasMeasuredTable && $0.shortcutLayerID == nil }
  let qwertyLayer = all.filter { $0.shortcutLayerID != nil }
  return [
    measured[Int(hash % UInt64(measured.count))],
    derived[Int((hash / 7) % UInt64(derived.count))],
    qwertyLayer[Int((hash / 131) % UInt64(qwertyLayer.count))],
  ]
}

/// The input in memory of exactly its size, read in place as a mapped file is: an array's
/// spare capacity could hide a read past the end from AddressSanitizer; this cannot.
private final class ExactCopy: @unchecked Sendable {
  // Unchecked: the memory is written only here, before anything reads it.
  let memory: UnsafeMutableRawBufferPointer

  init(_ data: UnsafePointer<UInt8>, count: Int) {
    memory = .allocate(byteCount: count, alignment: 1)
    memory.copyMemory(from: UnsafeRawBufferPointer(start: data, count: count))
  }

  deinit {
    memory.deallocate()
  }

  var bytes: FileBytes { FileBytes(unsafeBytes: UnsafeRawBufferPointer(memory), owner: self) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let inputHash = hash(bytes)
  let chosen = layouts(for: inputHash)
  var options = LintOptions(layouts: chosen)
  let (responders, responderDiagnostics) = Linter(options: options).lintResponders(
    bytes, file: "fuzz.responders.json")
  options.responders = responders
  let decoded = MenuDefinitionDecoder.decode(
    ExactCopy(data, count: size).bytes, file: "fuzz.menu.json", jobs: SequentialJobs())
  let diagnostics = Linter(options: options).lint(decoded) + responderDiagnostics
  let result = LintResult(diagnostics: diagnostics, fileCount: 1)
  let context = ReportContext(toolVersion: "fuzz")

  let json = JSONReporter().report(result, context: context)
  do {
    _ = try JSONParser().parse(Array(json.utf8), file: "report.json")
  } catch {
    preconditionFailure("the JSON report does not parse: \(error)")
  }
  let text = TextReporter().report(result, context: context)
  precondition(
    !text.unicodeScalars.contains { $0 != "\n" && DisplayText.needsEscape($0) },
    "the text report holds a control character")
  _ = GitHubReporter().report(result, context: context)
  // SARIF repeats every rule's description whatever the input: one input in eight.
  if inputHash % 8 == 2 { _ = SARIFReporter().report(result, context: context) }

  // Cheat sheets (SVG keyboards are slow to draw) for one input in 16, on one platform.
  if let definition = decoded.definition, inputHash % 16 == 1, !definition.platforms.isEmpty {
    let platform = definition.platforms[Int(inputHash / 8 % UInt64(definition.platforms.count))]
    let system = MenuSystem.build(definition, for: platform, document: decoded.document).system
    let scenario = responders?.scenarios.first
    for style in CheatSheet.Style.allCases {
      let sheet = CheatSheet(
        system, style: style, layout: chosen[0], direction: .rtl, responders: responders,
        scenario: scenario)
      for format in CheatSheetFormat.allCases { _ = format.render(sheet) }
    }
  }

  // The project readers (DESIGN §12) on the same bytes, as each kind of project file.
  _ = try? ASCIIPropertyList.parse(bytes)
  _ = try? XMLPropertyList.parse(bytes)
  _ = try? YAML.parse(bytes)
  _ = try? PackageManifest.read(bytes)
  _ = XCConfig.parse(bytes)
  return 0
}
