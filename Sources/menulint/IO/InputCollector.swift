/// Expands the paths given to `lint` into definition files.
///
/// A directory is searched recursively for `*.menu.json`: hidden directories (`.build`, `.git`)
/// are skipped, and so are links to directories (which could loop) and anything that is not a
/// regular file or a link to one (a FIFO could block forever). A file named on the command
/// line is taken whatever its name; `-` is standard input. The result is sorted
/// within each argument and free of repeats.
struct InputCollector {
  /// The suffix of definition files found in directories.
  static let suffix = ".menu.json"

  let fileSystem: any FileSystem

  /// An input to lint, or a path that cannot be read.
  enum Input: Equatable {
    case file(path: String)
    case standardInput
    case unreadable(path: String, reason: String)
  }

  func collect(_ paths: [String]) -> [Input] {
    var inputs: [Input] = []
    var seen: Set<String> = []
    for path in paths.isEmpty ? ["."] : paths {
      if path == "-" {
        if seen.insert("-").inserted { inputs.append(.standardInput) }
        continue
      }
      switch fileSystem.isDirectory(path) {
      case nil:
        inputs.append(.unreadable(path: path, reason: "no such file or directory"))
      case false?:
        if seen.insert(path).inserted { inputs.append(.file(path: path)) }
      case true?:
        for found in search(path) where seen.insert(found).inserted {
          inputs.append(.file(path: found))
        }
      }
    }
    return inputs
  }

  /// Every definition file under a directory, sorted, without recursion.
  private func search(_ root: String) -> [String] {
    var found: [String] = []
    var pending = [root]
    while let directory = pending.popLast() {
      guard let names = try? fileSystem.contents(ofDirectory: directory) else { continue }
      for name in names.sorted() {
        let path =
          directory == "."
          ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
        switch fileSystem.entry(path) {
        case .directory?: if !name.hasPrefix(".") { pending.append(path) }
        case .file?: if name.hasSuffix(Self.suffix) { found.append(path) }
        case .skipped?, nil: break
        }
      }
    }
    return found.sorted()
  }
}
