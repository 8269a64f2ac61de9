import Foundation
import MenuModel
import TestSupport
import Testing

/// Runs every file of JSONTestSuite's `test_parsing`.
///
/// `y_` files must parse, `n_` files must fail with a located error, and `i_` files must get
/// the answer documented in `Docs/JSON.md` (and below), never a crash.
@Suite(SharedData.trait)
struct JSONTestSuiteTests {
  static let implementationDefined: [String: Bool] = [
    // Numbers of any size are accepted; their text is kept.
    "i_number_double_huge_neg_exp.json": true,
    "i_number_huge_exp.json": true,
    "i_number_neg_int_huge_exp.json": true,
    "i_number_pos_double_huge_exp.json": true,
    "i_number_real_neg_overflow.json": true,
    "i_number_real_pos_overflow.json": true,
    "i_number_real_underflow.json": true,
    "i_number_too_big_neg_int.json": true,
    "i_number_too_big_pos_int.json": true,
    "i_number_very_big_negative_int.json": true,
    // Lone surrogates cannot be represented in a Swift String: rejected.
    "i_object_key_lone_2nd_surrogate.json": false,
    "i_string_1st_surrogate_but_2nd_missing.json": false,
    "i_string_1st_valid_surrogate_2nd_invalid.json": false,
    "i_string_incomplete_surrogate_and_escape_valid.json": false,
    "i_string_incomplete_surrogate_pair.json": false,
    "i_string_incomplete_surrogates_escape_valid.json": false,
    "i_string_invalid_lonely_surrogate.json": false,
    "i_string_invalid_surrogate.json": false,
    "i_string_inverted_surrogates_U+1D11E.json": false,
    "i_string_lone_second_surrogate.json": false,
    // Invalid UTF-8 (including encoded surrogates and overlong forms) is rejected.
    "i_string_UTF-8_invalid_sequence.json": false,
    "i_string_UTF8_surrogate_U+D800.json": false,
    "i_string_invalid_utf-8.json": false,
    "i_string_iso_latin_1.json": false,
    "i_string_lone_utf8_continuation_byte.json": false,
    "i_string_not_in_unicode_range.json": false,
    "i_string_overlong_sequence_2_bytes.json": false,
    "i_string_overlong_sequence_6_bytes.json": false,
    "i_string_overlong_sequence_6_bytes_null.json": false,
    "i_string_truncated-utf-8.json": false,
    // UTF-16 text is rejected with a message saying so.
    "i_string_UTF-16LE_with_BOM.json": false,
    "i_string_utf16BE_no_BOM.json": false,
    "i_string_utf16LE_no_BOM.json": false,
    // 500 levels is within the 512-level limit.
    "i_structure_500_nested_arrays.json": true,
    // A UTF-8 byte order mark is skipped.
    "i_structure_UTF-8_BOM_empty_object.json": true,
  ]

  static func files() throws -> [URL] {
    let directory = try SharedData.url("testsuites/JSONTestSuite/test_parsing")
    return try FileManager.default.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "json" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test func everyFileIsAnsweredAsDocumented() throws {
    let files = try Self.files()
    #expect(files.count > 300)
    var counts: [Character: Int] = [:]
    for url in files {
      let name = url.lastPathComponent
      let bytes = try [UInt8](Data(contentsOf: url))
      let result = Result { () throws(JSONSyntaxError) in try JSONParser().parse(bytes, file: name)
      }
      let expected: Bool
      switch name.first {
      case "y": expected = true
      case "n": expected = false
      default:
        expected = try #require(
          Self.implementationDefined[name] as Bool?, "\(name) is not documented")
      }
      counts[name.first ?? "?", default: 0] += 1
      switch result {
      case .success:
        #expect(expected, "\(name) was accepted")
      case .failure(let error):
        #expect(!expected, "\(name) was rejected: \(error)")
        #expect(error.location.line >= 1 && error.location.column >= 1)
        #expect(error.location.file == name)
        #expect(!error.message.isEmpty)
      }
    }
    #expect(counts["i"] == Self.implementationDefined.count)
  }
}
