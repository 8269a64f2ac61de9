import UIKit

class CanvasViewController: UIViewController {
  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(
        title: "Brush", action: #selector(selectBrush(_:)), input: "b", modifierFlags: []),
      UIKeyCommand(
        title: "Eraser", action: #selector(selectEraser(_:)), input: "e", modifierFlags: []),
    ]
  }

  @objc func zoomIn(_ sender: Any?) {}
  @objc func zoomOut(_ sender: Any?) {}
  @objc func actualSize(_ sender: Any?) {}
  @objc func mirrorCanvas(_ sender: Any?) {}
  @objc func toggleGrid(_ sender: Any?) {}
  @objc func sendFeedback(_ sender: Any?) {}
  @objc func dumpStrokes(_ sender: Any?) {}
  @objc func selectBrush(_ sender: Any?) {}
  @objc func selectEraser(_ sender: Any?) {}
}
