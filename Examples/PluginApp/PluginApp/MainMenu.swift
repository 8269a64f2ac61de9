import UIKit

/// The app's additions to the main menu: a Recipe menu after View.
enum MainMenu {
  static func build(with builder: UIMenuBuilder) {
    let scale = UIMenu(
      title: "Scale",
      children: [
        UIKeyCommand(
          title: "Double", action: #selector(RecipeViewController.doubleRecipe(_:)),
          input: "2", modifierFlags: [.command, .option]),
        UIKeyCommand(
          title: "Halve", action: #selector(RecipeViewController.halveRecipe(_:)),
          input: "1", modifierFlags: [.command, .option]),
      ])
    let recipe = UIMenu(
      title: "Recipe", identifier: UIMenu.Identifier("com.example.recipes.recipe"),
      children: [
        UIKeyCommand(
          title: "Add to Shopping List",
          action: #selector(RecipeViewController.addToShoppingList(_:)),
          input: "l", modifierFlags: [.command, .shift]),
        scale,
      ])
    builder.insertSibling(recipe, afterMenu: .view)
  }
}

class RecipeViewController: UIViewController {
  @objc func doubleRecipe(_ sender: Any?) {}
  @objc func halveRecipe(_ sender: Any?) {}
  @objc func addToShoppingList(_ sender: Any?) {}
}
