import Foundation

enum Tool: String, CaseIterable {
  case pen
  case eraser
  case lasso

  var title: String {
    switch self {
    case .pen: return "Pen"
    case .eraser: return "Eraser"
    case .lasso: return "Lasso"
    }
  }

  var key: String {
    switch self {
    case .pen: return "p"
    case .eraser: return "e"
    case .lasso: return "l"
    }
  }
}

/// The tools the Tools menu lists, by the raw value of each tool.
enum ToolsMenuItem: String, CaseIterable {
  case pen
  case lasso
}
