import Foundation
import MenuModel
import TestSupport

/// Files for the project reader, in memory: paths map to contents, directories are implied.
struct MemoryProjectFiles: ProjectFileAccess {
  var files: [String: [UInt8]]

  init(_ files: [String: String]) {
    self.files = files.mapValues { Array($0.utf8) }
  }

  func read(_ path: String, limit: Int) throws(ProjectAccessError) -> [UInt8] {
    guard let bytes = files[ProjectPath.normalize(path)] else {
      throw ProjectAccessError(
        reason: isDirectory(path) == true ? "is a directory" : "no such file or directory")
    }
    guard bytes.count <= limit else { throw ProjectAccessError(reason: "is too large") }
    return bytes
  }

  func isDirectory(_ path: String) -> Bool? {
    let path = ProjectPath.normalize(path)
    if files[path] != nil { return false }
    if path == "." { return true }
    return files.keys.contains { $0.hasPrefix(path + "/") } ? true : nil
  }

  func contents(ofDirectory path: String) -> [String]? {
    let path = ProjectPath.normalize(path)
    guard isDirectory(path) == true else { return nil }
    let prefix = path == "." ? "" : path + "/"
    return Array(
      Set(
        files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
          $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
        }))
  }

  /// A fixture of `Tests/MenuModelTests/Project/Fixtures`.
  static func fixture(_ name: String) -> String {
    let url = Golden.repositoryRoot.appendingPathComponent(
      "Tests/MenuModelTests/Project/Fixtures/" + name)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  /// Reads the project at `path` among these files.
  func read(_ kind: ProjectFile.Kind, _ path: String) -> ReadProject {
    ProjectReader(access: self).read(ProjectFile(kind, path: path))
  }
}

extension ReadProject {
  /// The target with a name.
  func target(_ name: String) -> ProjectTarget? {
    targets.first { $0.name == name }
  }
}
