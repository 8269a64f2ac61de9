import MenuModel
import Testing

/// A container's written extent is found by its brackets, never by those inside strings.
@Suite struct JSONExtentTests {
  @Test func aContainerEndsAtItsOwnClosingBracket() {
    let text = Array(#"x {"a": "}]\"{", "b": [1, {"c": []}]} {"d": 2}"#.utf8)
    let end = JSONExtent.end(ofContainerAt: 2, in: text)
    #expect(
      end.map { String(decoding: text[2..<$0], as: UTF8.self) }
        == #"{"a": "}]\"{", "b": [1, {"c": []}]}"#)
    let list = 22  // the "b" list's bracket
    #expect(text[list] == UInt8(ascii: "["))
    #expect(
      JSONExtent.end(ofContainerAt: list, in: text).map {
        String(decoding: text[list..<$0], as: UTF8.self)
      }
        == #"[1, {"c": []}]"#)
  }

  @Test func aContainerTheTextDoesNotCloseHasNoEnd() {
    #expect(JSONExtent.end(ofContainerAt: 0, in: Array(#"{"a": "}"#.utf8)) == nil)
    #expect(JSONExtent.end(ofContainerAt: 0, in: Array("[[1]".utf8)) == nil)
    #expect(JSONExtent.end(ofContainerAt: 0, in: [UInt8]()) == nil)
  }
}
