import UIKit
import XCTest

@testable import Sketchbook

final class SketchbookTests: XCTestCase {
  func testQuitShortcutIsNotTaken() {
    let quit = UIKeyCommand(
      title: "Quit", action: #selector(CanvasViewController.zoomIn(_:)), input: "q",
      modifierFlags: .command)
    XCTAssertEqual(quit.input, "q")
  }
}
