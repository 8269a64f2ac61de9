import Foundation

/// `menulint import` of 200 Swift files of which 20 mention the menu APIs, against
/// `swiftc -dump-parse` alone on those 20 (DESIGN §9: at most 2×).
enum SwiftImportBenchmark {
  /// A file that builds menus and key commands, as an app's would.
  static func menuFile(_ index: Int) -> String {
    var text = """
      import UIKit

      class Scene\(index)ViewController: UIViewController {
        override func buildMenu(with builder: UIMenuBuilder) {
          guard builder.system == .main else { return }

      """
    for menu in 0..<5 {
      text += "    let menu\(menu) = UIMenu(title: \"Menu \(index).\(menu)\", children: [\n"
      for command in 0..<10 {
        text += """
                UIKeyCommand(
                  title: NSLocalizedString("Command \(index).\(menu).\(command)", comment: ""),
                  action: #selector(perform\(menu)x\(command)(_:)), input: "\(command)",
                  modifierFlags: [.command, .control]),

          """
      }
      text += "    ])\n    builder.insertSibling(menu\(menu), afterMenu: .view)\n"
    }
    text += "  }\n"
    for menu in 0..<5 {
      for command in 0..<10 {
        text += "  @objc func perform\(menu)x\(command)(_ sender: Any?) {}\n"
      }
    }
    return text + "}\n"
  }

  /// A model file of about the same size that names no menu API.
  static func modelFile(_ index: Int) -> String {
    var text = "import Foundation\n\nstruct Model\(index) {\n"
    for field in 0..<120 {
      text += "  var field\(field): String = \"value \(field)\"\n"
    }
    return text + "}\n"
  }

  static func run(menulint: String, directory: String, runs: Int) throws {
    guard Measure.isAvailable("swiftc") else {
      print("\nSwift import: skipped, no swiftc on PATH")
      return
    }
    let folder = "\(directory)/swift"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var menuFiles: [String] = []
    for index in 0..<200 {
      let isMenu = index % 10 == 0
      let path = "\(folder)/File\(index).swift"
      try (isMenu ? menuFile(index) : modelFile(index)).write(
        toFile: path, atomically: true, encoding: .utf8)
      if isMenu { menuFiles.append(path) }
    }
    guard
      let parse = Measure.repeatedly(
        ["swiftc", "-dump-parse", "-dump-ast-format", "json"] + menuFiles, runs: runs),
      let imported = Measure.repeatedly([menulint, "import", folder], runs: runs)
    else { throw Failure("cannot run swiftc or \(menulint) import") }
    print("\nSwift import: 200 files, 20 of which build menus (medians):\n")
    print("| program | ms | ratio |")
    print("|---|---:|---:|")
    print("| swiftc -dump-parse on the 20 | \(Format.milliseconds(parse.seconds)) | 1.00× |")
    print(
      "| menulint import of the 200 | \(Format.milliseconds(imported.seconds)) | "
        + "\(Format.ratio(imported.seconds / parse.seconds)) (goal ≤ 2×) |")
  }
}
