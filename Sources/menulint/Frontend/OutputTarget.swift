import MenuModel

/// Where a command writes what it makes: standard output, or a file replaced whole.
enum OutputTarget {
  /// Refuses output files that are among the inputs: writing one would destroy what was read.
  ///
  /// - Parameters:
  ///   - outputs: Each output option as written (`--output`) and its file, if given.
  ///   - inputs: The files read, as given or found (`-` for standard input).
  ///   - io: The file system, which says whether two paths name one file.
  /// - Throws: ``ToolError/usage(_:)`` naming the first output that is an input.
  static func refuse(
    _ outputs: [(option: String, path: String?)], amongInputs inputs: [String], io: CommandIO
  ) throws(ToolError) {
    let named = outputs.compactMap { output in
      output.path.flatMap { path in io.fileSystem.identity(path).map { (output, path, $0) } }
    }
    guard !named.isEmpty else { return }
    var identities: Set<String> = []
    for input in inputs where input != "-" {
      if let identity = io.fileSystem.identity(input) { identities.insert(identity) }
    }
    for (output, path, identity) in named where identities.contains(identity) {
      throw .usage(
        "'\(output.option) \(path)' names an input file, which writing would destroy; "
          + "write to another file")
    }
  }

  /// Writes text to a file, replacing it only once all of it is written (the old file stays
  /// whole when the disk is full), or to standard output when `path` is `nil`.
  ///
  /// - Parameters:
  ///   - text: What to write.
  ///   - path: The file, or `nil` for standard output.
  ///   - what: What the text is, for the error message: `the report`.
  ///   - io: Streams and files.
  /// - Throws: ``ToolError/failed(_:)`` when the file cannot be written.
  static func write(_ text: String, to path: String?, describing what: String, io: CommandIO)
    throws(ToolError)
  {
    guard let path else { return io.out(text) }
    do {
      try io.fileSystem.write(Array(text.utf8), to: path)
    } catch {
      throw .failed("cannot write \(what): \(error)")
    }
  }
}
