/// The keys each object of a menu definition may have: shared by the decoder and the schema.
enum MenuFields {
  static let file: FieldNames = [
    "$schema", "formatVersion", "app", "platforms", "osVersions", "mainMenuConfiguration", "base",
    "supportsPrintCommand", "supportsOpenCommand", "supportsMultipleScenes",
    "designRequiresCompatibility", "settingsBundle", "localizesShortcuts", "build",
  ]
  static let menu: FieldNames = [
    "type", "title", "titleSource", "id", "image", "options", "preferredElementSize", "children",
    "lintIgnore", "platforms",
  ]
  static let command: FieldNames = [
    "type", "title", "titleSource", "action", "propertyList", "shortcut", "input", "modifiers",
    "discoverabilityTitle", "image", "attributes", "state", "alternates",
    "wantsPriorityOverSystemBehavior", "allowsAutomaticLocalization", "allowsAutomaticMirroring",
    "lintIgnore", "platforms",
  ]
  /// A responder's key command: a command that may exist only while a condition holds.
  static let keyCommand = command + ["when"]
  static let action: FieldNames = [
    "type", "title", "titleSource", "id", "discoverabilityTitle", "image", "attributes", "state",
    "lintIgnore",
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
