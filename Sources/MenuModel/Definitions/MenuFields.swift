/// The keys each object of a menu definition may have: shared by the decoder and the schema.
enum MenuFields {
  static let file: FieldNames = [
    "$schema", "formatVersion", "app", "platforms", "osVersions", "mainMenuConfiguration", "base",
    "supportsPrintCommand", "supportsOpenCommand", "settingsBundle", "localizesShortcuts", "build",
  ]
  static let menu: FieldNames = [
    "type", "title", "id", "image", "options", "preferredElementSize", "children", "lintIgnore",
    "platforms",
  ]
  static let command: FieldNames = [
    "type", "title", "action", "propertyList", "shortcut", "input", "modifiers",
    "discoverabilityTitle", "image", "attributes", "state", "alternates",
    "wantsPriorityOverSystemBehavior", "allowsAutomaticLocalization", "allowsAutomaticMirroring",
    "lintIgnore", "platforms",
  ]
  /// A responder's key command: a command that may exist only while a condition holds.
  static let keyCommand = command + ["when"]
  static let action: FieldNames = [
    "type", "title", "id", "discoverabilityTitle", "image", "attributes", "state", "lintIgnore",
    "platforms",
  ]
  /// An action that wrongly has a shortcut, which is reported on its own.
  static let actionWithShortcut = action + ["shortcut"]
  /// An element without a type: anything an element may have.
  static let anyElement = menu + command + action
  static let alternate: FieldNames = ["title", "action", "modifiers"]
  static let target: FieldNames = ["menu", "action", "command", "propertyList"]
  static let verbs = [
    "insertChild", "insertSibling", "insertElements", "replace", "replaceChildren", "remove",
  ]
  static func operation(_ verb: String) -> [String] {
    switch verb {
    case "insertChild": [verb, "atStartOf", "atEndOf"]
    case "insertSibling": [verb, "before", "after"]
    case "insertElements": [verb, "before", "after", "atStartOf", "atEndOf"]
    case "replace", "replaceChildren": [verb, "with"]
    default: [verb]
    }
  }

  static let responderFile: FieldNames = ["$schema", "formatVersion", "responders", "scenarios"]
  static let responder: FieldNames = [
    "id", "kind", "next", "actions", "canPerform", "validate", "keyCommands", "focusable",
  ]
  static let validation: FieldNames = [
    "when", "title", "discoverabilityTitle", "state", "attributes",
  ]
  static let scenario: FieldNames = ["firstResponder", "focusedItem", "textInputActive", "state"]
}

/// The keys of each kind of element, in lists of a reader's own.
///
/// ``MenuFields``' lists are shared by every thread, and checking an element against one
/// retains its arrays: with several threads decoding, the cores fought over those reference
/// counts for every element. A copy per reader keeps each count on one core.
struct ElementFieldNames {
  let menu = MenuFields.menu.copy()
  let command = MenuFields.command.copy()
  let keyCommand = MenuFields.keyCommand.copy()
  let action = MenuFields.action.copy()
  let actionWithShortcut = MenuFields.actionWithShortcut.copy()
}

/// The names the element decoders look up, with their signatures written out: a computed
/// constant costs nothing to read, where a stored one is initialized lazily and checked on
/// every read (fourteen times per command). A test checks each against ``FieldNames``.
extension Field {
  static var action: Field { Field(name: "action", signature: 0x0600_6E6F_6974_6361) }
  static var allowsAutomaticLocalization: Field {
    Field(name: "allowsAutomaticLocalization", signature: 0x1B41_7377_6F6C_6C61)
  }
  static var allowsAutomaticMirroring: Field {
    Field(name: "allowsAutomaticMirroring", signature: 0x1841_7377_6F6C_6C61)
  }
  static var alternates: Field { Field(name: "alternates", signature: 0x0A61_6E72_6574_6C61) }
  static var attributes: Field { Field(name: "attributes", signature: 0x0A75_6269_7274_7461) }
  static var children: Field { Field(name: "children", signature: 0x0865_7264_6C69_6863) }
  static var discoverabilityTitle: Field {
    Field(name: "discoverabilityTitle", signature: 0x1465_766F_6373_6964)
  }
  static var id: Field { Field(name: "id", signature: 0x0200_0000_0000_6469) }
  static var image: Field { Field(name: "image", signature: 0x0500_0065_6761_6D69) }
  static var input: Field { Field(name: "input", signature: 0x0500_0074_7570_6E69) }
  static var lintIgnore: Field { Field(name: "lintIgnore", signature: 0x0A6E_6749_746E_696C) }
  static var modifiers: Field { Field(name: "modifiers", signature: 0x0965_6966_6964_6F6D) }
  static var options: Field { Field(name: "options", signature: 0x0773_6E6F_6974_706F) }
  static var platforms: Field { Field(name: "platforms", signature: 0x0972_6F66_7461_6C70) }
  static var preferredElementSize: Field {
    Field(name: "preferredElementSize", signature: 0x1472_7265_6665_7270)
  }
  static var propertyList: Field { Field(name: "propertyList", signature: 0x0C74_7265_706F_7270) }
  static var shortcut: Field { Field(name: "shortcut", signature: 0x0875_6374_726F_6873) }
  static var state: Field { Field(name: "state", signature: 0x0500_0065_7461_7473) }
  static var title: Field { Field(name: "title", signature: 0x0500_0065_6C74_6974) }
  static var type: Field { Field(name: "type", signature: 0x0400_0000_6570_7974) }
  static var wantsPriorityOverSystemBehavior: Field {
    Field(name: "wantsPriorityOverSystemBehavior", signature: 0x1F72_5073_746E_6177)
  }
}
