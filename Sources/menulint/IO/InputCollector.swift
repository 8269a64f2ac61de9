/// Expands the paths given to `lint` into definition files.
///
/// A directory is searched recursively for `*.menu.json`: hidden directories (`.build`, `.git`)
/// are skipped, and so are links to directories (which could loop) and anything that is not a
/// regular file or a link to one (a FIFO could block forever). A directory that cannot be
/// listed, an entry of one that can be listed but not searched, and a dangling link are
/// unreadable inputs. A file named on the command line is taken
/// whatever its name; `-` is standard input. The result is sorted
/// within each argument and free of repeats. Files a search finds are dropped when
/// ``isExcluded`` says so (the configuration's `exclude`); a directory that then yields no
/// definition is reported as ``Input/empty(path:)``.
struct InputCollector {
  /// The suffix of definition files found in directories.
  static let suffix = ".menu.json"

  let fileSystem: any FileSystem
  /// The suffixes of the files a directory search takes.
  var suffixes: [String] = [InputCollector.suffix]
  /// Whether a file found by a directory search is left out.
  var isExcluded: (String) -> Bool = { _ in false }

  init(fileSystem: any FileSystem, suffix: String = InputCollector.suffix) {
    self.fileSystem = fileSystem
    self.suffixes = [suffix]
  }

  init(fileSystem: any FileSystem, suffixes: [String]) {
    self.fileSystem = fileSystem
    self.suffixes = suffixes
  }

  /// An input to lint, or a path that cannot be read.
  enum Input: Equatable {
    case file(path: String)
    case standardInput
    case unreadable(path: String, reason: String)
    /// A directory (or, with no paths, the current directory) without any definition.
    case empty(path: String)

    /// The path, `-` for standard input.
    var path: String {
      switch self {
      case .file(let path), .unreadable(let path, _), .empty(let path): path
      case .standardInput: "-"
      }
    }
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
        let found = search(path)
        if !found.contains(where: { if case .file = $0 { true } else { false } }) {
          inputs.append(.empty(path: path))
        }
        inputs += found.filter { seen.insert($0.path).inserted }
      }
    }
    return inputs
  }

  /// Every definition file under a directory, and every directory that cannot be listed,
  /// sorted by path, without recursion.
  private func search(_ root: String) -> [Input] {
    var found: [Input] = []
    var pending = [root]
    while let directory = pending.popLast() {
      let listing: [(name: String, isRegularFile: Bool)]
      do {
        listing = try fileSystem.listing(ofDirectory: directory)
      } catch {
        found.append(.unreadable(path: directory, reason: error.reason))
        continue
      }
      entries: for (name, isRegularFile) in listing.sorted(by: { $0.name < $1.name }) {
        // A file the listing says is regular, and that is not wanted, needs no look (most of
        // a repository's files).
        if isRegularFile && !suffixes.contains(where: { name.hasSuffix($0) }) { continue }
        let path =
          directory == "."
          ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
        switch fileSystem.entry(path) {
        case .directory?: if !name.hasPrefix(".") && !isExcluded(path) { pending.append(path) }
        case .file?:
          if suffixes.contains(where: { name.hasSuffix($0) }) && !isExcluded(path) {
            found.append(.file(path: path))
          }
        case .unreadable(let reason)?:
          // Listed but not searchable: what it holds is unknown, which must not pass.
          if name.hasPrefix(".") || isExcluded(path) { continue }
          found.append(
            .unreadable(
              path: directory,
              reason: "\(reason): it can be listed, but its entries cannot be examined"))
          break entries
        case .skipped?, nil: break
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}
