/// Where a JSON array or object ends in text, found without parsing it: for values written one
/// after another (a compiler's dump of several files) and for a value's written extent.
public enum JSONExtent {
  /// The offset after the closing bracket of the array or object whose opening bracket is at
  /// `start`, or `nil` when the text ends first.
  ///
  /// Brackets are counted outside string literals; the text is assumed to be JSON, so a
  /// bracket of the other kind closes as well.
  public static func end<Text: RandomAccessCollection>(ofContainerAt start: Int, in bytes: Text)
    -> Int? where Text.Element == UInt8, Text.Index == Int
  {
    var depth = 0
    var inString = false
    var escaped = false
    var offset = start
    while offset < bytes.endIndex {
      let byte = bytes[offset]
      offset += 1
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return offset }
      default: break
      }
    }
    return nil
  }
}
