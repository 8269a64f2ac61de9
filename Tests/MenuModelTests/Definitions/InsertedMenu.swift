import MenuModel
import Testing

/// The menu that the first operation of a definition file inserts with `insertChild`.
///
/// - Parameter json: The file's text.
/// - Returns: The decoded menu.
/// - Throws: When the file does not decode, or its first operation is not an `insertChild`; the
///   test then fails.
func insertedMenu(decoding json: String) throws -> Menu {
  let definition = try #require(
    MenuDefinitionDecoder.decode(Array(json.utf8), file: "f.menu.json").definition)
  guard case .insertChild(let menu, _, _) = definition.operations.first?.kind else {
    Issue.record("expected insertChild")
    throw NotAnInsertChild()
  }
  return menu
}

private struct NotAnInsertChild: Error {}
