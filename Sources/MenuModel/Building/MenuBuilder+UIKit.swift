/// `UIMenuBuilder`'s own spellings, so that a `buildMenu(with:)` body can be tried in a test
/// nearly as written: `try builder.remove(menu: .format)`,
/// `try builder.insertSibling(bookmarks, afterMenu: .view)`.
///
/// Each call is all or nothing and throws ``MenuBuilderError`` where UIKit would log and refuse
/// (a clash) or silently do nothing (a missing target).
extension MenuBuilder {
  /// `insertChild(_:atStartOfMenu:)`.
  ///
  /// - Parameters:
  ///   - menu: The menu to insert.
  ///   - parent: The menu to insert it into.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func insertChild(
    _ menu: Menu, atStartOfMenu parent: MenuIdentifier
  ) throws(MenuBuilderError) {
    try insertChild(menu, atStartOf: parent)
  }

  /// `insertChild(_:atEndOfMenu:)`.
  ///
  /// - Parameters:
  ///   - menu: The menu to insert.
  ///   - parent: The menu to insert it into.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func insertChild(
    _ menu: Menu, atEndOfMenu parent: MenuIdentifier
  ) throws(MenuBuilderError) {
    try insertChild(menu, atEndOf: parent)
  }

  /// `insertSibling(_:beforeMenu:)`.
  ///
  /// - Parameters:
  ///   - menu: The menu to insert.
  ///   - sibling: The menu to insert it before.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func insertSibling(
    _ menu: Menu, beforeMenu sibling: MenuIdentifier
  ) throws(MenuBuilderError) {
    try insertSibling(menu, before: sibling)
  }

  /// `insertSibling(_:afterMenu:)`.
  ///
  /// - Parameters:
  ///   - menu: The menu to insert.
  ///   - sibling: The menu to insert it after.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func insertSibling(
    _ menu: Menu, afterMenu sibling: MenuIdentifier
  ) throws(MenuBuilderError) {
    try insertSibling(menu, after: sibling)
  }

  /// `insertElements(_:atStartOfMenu:)`.
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - parent: The menu to insert them into.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func insertElements(
    _ elements: [MenuElement], atStartOfMenu parent: MenuIdentifier
  ) throws(MenuBuilderError) {
    try insertElements(elements, atStartOf: parent)
  }

  /// `insertElements(_:atEndOfMenu:)`.
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - parent: The menu to insert them into.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func insertElements(
    _ elements: [MenuElement], atEndOfMenu parent: MenuIdentifier
  ) throws(MenuBuilderError) {
    try insertElements(elements, atEndOf: parent)
  }

  /// `insertElements(_:beforeMenu:)` (iOS 26).
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - sibling: The menu to insert them before.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func insertElements(
    _ elements: [MenuElement], beforeMenu sibling: MenuIdentifier
  ) throws(MenuBuilderError) {
    try insertElements(elements, before: .menu(sibling))
  }

  /// `insertElements(_:afterMenu:)` (iOS 26).
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - sibling: The menu to insert them after.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func insertElements(
    _ elements: [MenuElement], afterMenu sibling: MenuIdentifier
  ) throws(MenuBuilderError) {
    try insertElements(elements, after: .menu(sibling))
  }

  /// `insertElements(_:beforeAction:)` (iOS 26).
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - sibling: The action to insert them before.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func insertElements(
    _ elements: [MenuElement], beforeAction sibling: ActionIdentifier
  ) throws(MenuBuilderError) {
    try insertElements(elements, before: .action(sibling))
  }

  /// `insertElements(_:afterAction:)` (iOS 26).
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - sibling: The action to insert them after.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func insertElements(
    _ elements: [MenuElement], afterAction sibling: ActionIdentifier
  ) throws(MenuBuilderError) {
    try insertElements(elements, after: .action(sibling))
  }

  /// `insertElements(_:beforeCommand:propertyList:)` (iOS 26).
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - action: The action selector of the command to insert them before.
  ///   - propertyList: That command's property list.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func insertElements(
    _ elements: [MenuElement], beforeCommand action: String, propertyList: PropertyList? = nil
  ) throws(MenuBuilderError) {
    try insertElements(
      elements, before: .command(CommandIdentity(action: action, propertyList: propertyList)))
  }

  /// `insertElements(_:afterCommand:propertyList:)` (iOS 26).
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - action: The action selector of the command to insert them after.
  ///   - propertyList: That command's property list.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func insertElements(
    _ elements: [MenuElement], afterCommand action: String, propertyList: PropertyList? = nil
  ) throws(MenuBuilderError) {
    try insertElements(
      elements, after: .command(CommandIdentity(action: action, propertyList: propertyList)))
  }

  /// `replace(menu:with:)`.
  ///
  /// - Parameters:
  ///   - identifier: The menu to replace.
  ///   - replacement: What takes its place.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func replace(
    menu identifier: MenuIdentifier, with replacement: MenuElement
  ) throws(MenuBuilderError) {
    try replace(.menu(identifier), with: [replacement])
  }

  /// `replace(action:with:)`.
  ///
  /// - Parameters:
  ///   - identifier: The action to replace.
  ///   - replacement: What takes its place.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func replace(
    action identifier: ActionIdentifier, with replacement: MenuElement
  ) throws(MenuBuilderError) {
    try replace(.action(identifier), with: [replacement])
  }

  /// `replace(command:propertyList:with:)`.
  ///
  /// - Parameters:
  ///   - action: The action selector of the command to replace.
  ///   - propertyList: That command's property list.
  ///   - replacement: What takes its place.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func replace(
    command action: String, propertyList: PropertyList? = nil, with replacement: MenuElement
  ) throws(MenuBuilderError) {
    try replace(
      .command(CommandIdentity(action: action, propertyList: propertyList)), with: [replacement])
  }

  /// `replaceChildren(ofMenu:from:)`: the children become what `transform` makes of them.
  ///
  /// - Parameters:
  ///   - parent: The menu whose children to replace.
  ///   - transform: Makes the new children from the current ones.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func replaceChildren(
    ofMenu parent: MenuIdentifier, from transform: ([MenuElement]) -> [MenuElement]
  ) throws(MenuBuilderError) {
    guard let menu = menu(for: parent) else { throw .missingTarget(.menu(parent)) }
    try replaceChildren(of: parent, with: transform(menu.children))
  }

  /// `remove(menu:)`.
  ///
  /// - Parameter identifier: The menu to remove, with everything in it.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func remove(menu identifier: MenuIdentifier) throws(MenuBuilderError) {
    try remove(.menu(identifier))
  }

  /// `remove(action:)`.
  ///
  /// - Parameter identifier: The action to remove.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func remove(action identifier: ActionIdentifier) throws(MenuBuilderError) {
    try remove(.action(identifier))
  }

  /// `remove(command:propertyList:)`.
  ///
  /// - Parameters:
  ///   - action: The action selector of the command to remove.
  ///   - propertyList: That command's property list.
  /// - Throws: ``MenuBuilderError`` when the target is missing or elements clash; nothing changes.
  public mutating func remove(
    command action: String, propertyList: PropertyList? = nil
  ) throws(MenuBuilderError) {
    try remove(.command(CommandIdentity(action: action, propertyList: propertyList)))
  }
}
