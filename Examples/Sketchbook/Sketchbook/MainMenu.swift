import UIKit

/// The main menu: a Canvas menu after View, and a Help item for the App Store build.
enum MainMenu {
  static func build(with builder: UIMenuBuilder) {
    builder.remove(menu: .format)

    let zoomIn = UIKeyCommand(
      title: "Zoom In", action: #selector(CanvasViewController.zoomIn(_:)), input: "+",
      modifierFlags: .command)
    let zoomOut = UIKeyCommand(
      title: "Zoom Out", action: #selector(CanvasViewController.zoomOut(_:)), input: "-",
      modifierFlags: .command)
    let actualSize = UIKeyCommand(
      title: "Actual Size", action: #selector(CanvasViewController.actualSize(_:)), input: "0",
      modifierFlags: .command)
    let mirror = UIKeyCommand(
      title: "Mirror Canvas", action: #selector(CanvasViewController.mirrorCanvas(_:)),
      input: "m", modifierFlags: .command)
    let grid = UIKeyCommand(
      title: "Show Grid", action: #selector(CanvasViewController.toggleGrid(_:)), input: "'",
      modifierFlags: .command)
    let canvas = UIMenu(
      title: "Canvas", identifier: UIMenu.Identifier("com.example.sketchbook.canvas"),
      children: [
        UIMenu(title: "", options: .displayInline, children: [zoomIn, zoomOut, actualSize]),
        mirror, grid,
      ])
    builder.insertSibling(canvas, afterMenu: .view)

    #if APPSTORE
      let feedback = UIKeyCommand(
        title: "Send Feedback…", action: #selector(CanvasViewController.sendFeedback(_:)),
        input: "f", modifierFlags: [.command, .alternate])
      builder.insertChild(
        UIMenu(title: "", options: .displayInline, children: [feedback]), atEndOfMenu: .help)
    #endif

    #if DEBUG
      let strokes = UIKeyCommand(
        title: "Dump Strokes", action: #selector(CanvasViewController.dumpStrokes(_:)),
        input: "d", modifierFlags: [.command, .alternate, .shift])
      builder.insertChild(
        UIMenu(title: "Debug", children: [strokes]), atEndOfMenu: .help)
    #endif
  }
}
