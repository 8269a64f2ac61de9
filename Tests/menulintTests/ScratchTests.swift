import Foundation
import Testing

@testable import MenuModel

@Suite struct ScratchTests {
  @Test func dumpSyntax() throws {
    guard let path = ProcessInfo.processInfo.environment["SCRATCH_SWIFT"] else { return }
    let source = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-frontend", "-dump-parse", "-dump-ast-format", "json", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let syntax = try SwiftASTReader(source: source).read(Array(data))
    var text = ""
    dump(syntax.declarations, to: &text, maxDepth: 60)
    try text.write(toFile: "/tmp/scratch/dump.txt", atomically: true, encoding: .utf8)
  }
}
