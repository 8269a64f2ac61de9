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

/// The names the element decoders look up, signatures made once.
extension Field {
  static let action = Field("action")
  static let allowsAutomaticLocalization = Field("allowsAutomaticLocalization")
  static let allowsAutomaticMirroring = Field("allowsAutomaticMirroring")
  static let alternates = Field("alternates")
  static let attributes = Field("attributes")
  static let children = Field("children")
  static let discoverabilityTitle = Field("discoverabilityTitle")
  static let id = Field("id")
  static let image = Field("image")
  static let input = Field("input")
  static let lintIgnore = Field("lintIgnore")
  static let modifiers = Field("modifiers")
  static let options = Field("options")
  static let platforms = Field("platforms")
  static let preferredElementSize = Field("preferredElementSize")
  static let propertyList = Field("propertyList")
  static let shortcut = Field("shortcut")
  static let state = Field("state")
  static let title = Field("title")
  static let type = Field("type")
  static let wantsPriorityOverSystemBehavior = Field("wantsPriorityOverSystemBehavior")
}
