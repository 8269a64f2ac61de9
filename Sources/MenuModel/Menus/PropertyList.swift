/// A command's property list: the value that tells apart commands sharing one action.
///
/// Values compare as Foundation property lists do: numbers by value (`1` equals `1.0`),
/// dictionaries regardless of key order. JSON `null` means "no property list".
public indirect enum PropertyList: Hashable, Sendable, CustomStringConvertible {
  /// A string.
  case string(String)
  /// A number.
  case number(Double)
  /// A boolean.
  case bool(Bool)
  /// An array.
  case array([PropertyList])
  /// A dictionary.
  case dictionary([String: PropertyList])

  /// The value as compact JSON with sorted keys, such as `{"mode":"grid"}`.
  public var description: String {
    var output = ""
    JSONWriter.write(json, to: &output, indent: nil)
    return output
  }

  /// The value as a JSON value for writers.
  var json: JSONOutput {
    switch self {
    case .string(let string): .string(string)
    case .number(let number): .number(number)
    case .bool(let bool): .bool(bool)
    case .array(let array): .array(array.map(\.json))
    case .dictionary(let dictionary): .object(dictionary.map { ($0.key, $0.value.json) })
    }
  }
}
