/// `untitled-submenu`: a menu without a title that is not an inline group.
struct UntitledSubmenuRule: LintRule {
  static let description = RuleDescription(
    id: .untitledSubmenu,
    name: "Untitled Submenu",
    summary: "A menu without a title that is not 'displayInline' is a blank submenu.",
    rationale: """
      A UIMenu that is not displayed inline is a submenu, and its title is what the Mac menu \
      bar (and the iPad's on iPadOS 26) shows for it; `UIMenu(children:)` and \
      `[UIMenu menuWithChildren:]` make one with no title, which appears as a blank item with an \
      arrow. Give it a title, or add 'displayInline' if it is meant as a group of items.
      """,
    triggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          1️⃣{"type": "menu", "children": [
            {"type": "command", "title": "Export", "action": "export:"}]}],
          "atEndOf": "file"}]}
        """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        {"formatVersion": 1, "build": [{"insertElements": [
          {"type": "menu", "options": ["displayInline"], "children": [
            {"type": "command", "title": "Export", "action": "export:"}]}],
          "atEndOf": "file"}]}
        """#)
    ])

  func check(_ context: RuleContext) -> [Diagnostic] {
    let menu = context.menu
    var found: [Diagnostic] = []
    // A loop rather than `compactMap`: a large optional diagnostic made and dropped per menu
    // cost most of the rule's time. The title is read as bytes: only U+0020 is equal to a
    // space, so its text is all spaces exactly when its characters are.
    for node in context.menuNodes {
      guard case .menu(let submenu) = menu.element(node),
        submenu.origin == .app, !submenu.isInline,
        submenu.title.utf8.allSatisfy({ $0 == UInt8(ascii: " ") })
      else { continue }
      let parent = menu.parent(of: node).flatMap { parent -> String? in
        guard case .menu(let holder) = menu.element(parent), !holder.title.isEmpty else {
          return nil
        }
        return holder.title
      }
      found.append(
        context.diagnostic(
          .untitledSubmenu,
          "a submenu without a title" + (parent.map { " in '\($0)'" } ?? "")
            + " is a blank item in the menu bar; give it a title, or add 'displayInline' to "
            + "make it a group",
          at: node))
    }
    return found
  }
}
