import UIKit

final class CanvasMenu {
  static var registered: [UIKeyCommand] = []

  static func build(with builder: UIMenuBuilder) {
    let preferences = Preferences.load()
    let tools = ToolsMenuItem.allCases.compactMap { Tool(rawValue: $0.rawValue) }
      .map { command(for: $0) }
    let custom = ToolsMenuItem.allCases.compactMap { item -> UICommand? in
      guard let tool = Tool(rawValue: item.rawValue) else { return nil }
      return customizable(tool, preferences)
    }
    builder.insertSibling(UIMenu(title: "Tools", children: tools + custom), afterMenu: .view)
  }

  private static func command(for tool: Tool) -> UIKeyCommand {
    UIKeyCommand(
      title: tool.title, action: #selector(CanvasViewController.selectTool(_:)), input: tool.key,
      modifierFlags: [.command, .option], propertyList: tool.rawValue)
  }

  /// A shortcut the user may have changed: which one exists is known only at run time.
  private static func customizable(_ tool: Tool, _ preferences: Preferences) -> UICommand {
    if let shortcut = preferences.shortcuts.first(where: { $0.tool == tool.rawValue }) {
      if !registered.contains(where: { $0.input == shortcut.input }) {
        let command = UIKeyCommand(
          title: "Use " + tool.title, action: #selector(CanvasViewController.useTool(_:)),
          input: shortcut.input, modifierFlags: shortcut.modifiers, propertyList: tool.rawValue)
        registered.append(command)
        return command
      }
    }
    return UICommand(
      title: "Use " + tool.title, action: #selector(CanvasViewController.useTool(_:)),
      propertyList: tool.rawValue)
  }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
  override func buildMenu(with builder: UIMenuBuilder) {
    super.buildMenu(with: builder)
    guard builder.system == .main else { return }
    CanvasMenu.build(with: builder)
  }
}

final class CanvasViewController: UIViewController {
  @objc func selectTool(_ sender: UICommand) {}
  @objc func useTool(_ sender: UICommand) {}
}
