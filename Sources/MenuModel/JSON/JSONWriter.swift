/// A JSON value to be written: what reporters and renderers build.
package indirect enum JSONOutput: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case integer(Int)
  /// A number; integral values print without a fraction, non-finite ones as `null`.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONOutput])
  /// An object; keys are written sorted, so member order does not matter, unless the writer
  /// is asked for the written order (``JSONWriter/KeyOrder/written``).
  case object([(String, JSONOutput)])
  /// A value whose JSON pointer the writer reports under a tag, such as where an importer
  /// found it; written as the value itself.
  case tagged(JSONOutput, tag: Int)

  /// Compares structurally, ignoring member order.
  package static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.integer(let a), .integer(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.sorted { $0.0 < $1.0 }.elementsEqual(b.sorted { $0.0 < $1.0 }) {
        $0.0 == $1.0 && $0.1 == $1.1
      }
    case (.tagged(let a, let tagA), .tagged(let b, let tagB)): a == b && tagA == tagB
    default: false
    }
  }

  /// Hashes structurally, ignoring member order.
  package func hash(into hasher: inout Hasher) {
    var output = ""
    JSONWriter.write(self, to: &output, indent: nil)
    hasher.combine(output)
  }

  /// An optional string as a string or `null`.
  package static func string(_ value: String?) -> JSONOutput {
    value.map(JSONOutput.string) ?? .null
  }
}

/// Writes ``JSONOutput`` deterministically: sorted keys, two-space indentation, UTF-8 text.
///
/// The one JSON writer: reporters and renderers write sorted keys; the Swift importer writes
/// members in the order it found them and learns where each tagged value landed.
package enum JSONWriter {
  /// The order an object's members are written in.
  package enum KeyOrder: Sendable {
    /// Sorted by key: the same output whatever order the members were made in.
    case sorted
    /// As listed.
    case written
  }

  /// The value as pretty-printed JSON followed by a newline.
  ///
  /// - Parameter value: The value.
  /// - Returns: The JSON text.
  package static func string(_ value: JSONOutput) -> String {
    var output = ""
    write(value, to: &output, indent: 0)
    output.append("\n")
    return output
  }

  /// Appends a value as JSON; `indent` `nil` writes it compactly on one line.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - output: The text to append to.
  ///   - indent: The current indentation level, or `nil` for compact output.
  package static func write(_ value: JSONOutput, to output: inout String, indent: Int?) {
    write(value, to: &output, indent: indent, order: .sorted, pointer: nil) { _, _ in }
  }

  /// Appends a value as JSON in a chosen key order, reporting each tagged value's JSON pointer
  /// (RFC 6901, such as `/build/0/insertElements`).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - output: The text to append to.
  ///   - indent: The current indentation level, or `nil` for compact output.
  ///   - order: The order of each object's members.
  ///   - tagged: Called with each tag and the pointer of the value it tags.
  package static func write(
    _ value: JSONOutput, to output: inout String, indent: Int?, order: KeyOrder,
    tagged: (Int, String) -> Void
  ) {
    write(value, to: &output, indent: indent, order: order, pointer: "", tagged: tagged)
  }

  /// Appends a value; `pointer` is its JSON pointer, or `nil` when nothing is tagged.
  private static func write(
    _ value: JSONOutput, to output: inout String, indent: Int?, order: KeyOrder,
    pointer: String?, tagged: (Int, String) -> Void
  ) {
    switch value {
    case .null: output.append("null")
    case .bool(let bool): output.append(bool ? "true" : "false")
    case .integer(let integer): output.append(String(integer))
    case .number(let number):
      if !number.isFinite {
        output.append("null")
      } else if let integer = Int(exactly: number), abs(number) < 0x1p53 {
        output.append(String(integer))
      } else {
        output.append(String(number))
      }
    case .string(let string): writeString(string, to: &output)
    case .tagged(let inner, let tag):
      if let pointer { tagged(tag, pointer) }
      write(inner, to: &output, indent: indent, order: order, pointer: pointer, tagged: tagged)
    case .array(let elements):
      guard !elements.isEmpty else { return output.append("[]") }
      output.append("[")
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output.append(",") }
        newline(&output, indent.map { $0 + 1 })
        write(
          element, to: &output, indent: indent.map { $0 + 1 }, order: order,
          pointer: pointer.map { $0 + "/\(offset)" }, tagged: tagged)
      }
      newline(&output, indent)
      output.append("]")
    case .object(let members):
      guard !members.isEmpty else { return output.append("{}") }
      output.append("{")
      let ordered = order == .sorted ? members.sorted(by: { $0.0 < $1.0 }) : members
      for (offset, member) in ordered.enumerated() {
        if offset > 0 { output.append(",") }
        newline(&output, indent.map { $0 + 1 })
        writeString(member.0, to: &output)
        output.append(indent == nil ? ":" : ": ")
        let escaped = pointer.map {
          $0 + "/" + member.0.replacing("~", with: "~0").replacing("/", with: "~1")
        }
        write(
          member.1, to: &output, indent: indent.map { $0 + 1 }, order: order, pointer: escaped,
          tagged: tagged)
      }
      newline(&output, indent)
      output.append("}")
    }
  }

  private static func newline(_ output: inout String, _ indent: Int?) {
    guard let indent else { return }
    if indent < newlines.count {
      output.append(newlines[indent])
    } else {
      output.append("\n")
      output.append(String(repeating: "  ", count: indent))
    }
  }

  /// A newline and the indentation of each of the first levels, made once.
  private static let newlines = (0..<16).map { "\n" + String(repeating: "  ", count: $0) }

  /// Appends a JSON string literal, escaping quotes, backslashes, control characters and
  /// bidirectional formatting characters (``DisplayText/needsEscape(_:)``), so the text reads
  /// safely when the JSON itself is shown in a terminal or a log.
  ///
  /// - Parameters:
  ///   - string: The string.
  ///   - output: The text to append to.
  package static func writeString(_ string: String, to output: inout String) {
    output.append("\"")
    // Most strings are printable ASCII without quotes or backslashes: copied as they are.
    if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
      output.append(string)
      output.append("\"")
      return
    }
    // Otherwise runs of bytes that need no escape are copied whole. Only a scalar that starts
    // with a byte below 0x20, '"', '\', 0x7F, or a lead byte of the scalars
    // ``DisplayText/needsEscape(_:)`` names (0xC2, 0xD8, 0xE2, 0xEF) is looked at.
    let utf8 = string.utf8
    var run = utf8.startIndex
    var index = run
    while index != utf8.endIndex {
      let byte = utf8[index]
      let mayEscape =
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2
        || byte == 0xD8 || byte == 0xE2 || byte == 0xEF
      guard mayEscape else {
        index = utf8.index(after: index)
        continue
      }
      let scalar = string.unicodeScalars[index]
      let next = string.unicodeScalars.index(after: index)
      if let replacement = escape(scalar) {
        output += string[run..<index]
        output += replacement
        run = next
      }
      index = next
    }
    output += string[run..<index]
    output.append("\"")
  }

  /// What a scalar is written as in a JSON string, when not as itself.
  private static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    case "\u{08}": "\\b"
    case "\u{0C}": "\\f"
    case _ where DisplayText.needsEscape(scalar): unicodeEscape(scalar)
    default: nil
    }
  }

  /// `\uXXXX` for a scalar of the Basic Multilingual Plane (all that ``TerminalText`` escapes).
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
