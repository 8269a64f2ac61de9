/// The keys each object of a menu definition may have: shared by the decoder and the schema.
enum MenuFields {
  static let file = [
    "$schema", "formatVersion", "app", "platforms", "osVersions", "mainMenuConfiguration", "base",
    "supportsPrintCommand", "supportsOpenCommand", "settingsBundle", "localizesShortcuts", "build",
  ]
  static let menu = [
    "type", "title", "id", "image", "options", "preferredElementSize", "children", "lintIgnore",
    "platforms",
  ]
  static let command = [
    "type", "title", "action", "propertyList", "shortcut", "input", "modifiers",
    "discoverabilityTitle", "image", "attributes", "state", "alternates",
    "wantsPriorityOverSystemBehavior", "allowsAutomaticLocalization", "allowsAutomaticMirroring",
    "lintIgnore", "platforms",
  ]
  /// A responder's key command: a command that may exist only while a condition holds.
  static let keyCommand = command + ["when"]
  static let action = [
    "type", "title", "id", "discoverabilityTitle", "image", "attributes", "state", "lintIgnore",
    "platforms",
  ]
  static let alternate = ["title", "action", "modifiers"]
  static let target = ["menu", "action", "command", "propertyList"]
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

  static let responderFile = ["$schema", "formatVersion", "responders", "scenarios"]
  static let responder = [
    "id", "kind", "next", "actions", "canPerform", "validate", "keyCommands", "focusable",
  ]
  static let validation = ["when", "title", "discoverabilityTitle", "state", "attributes"]
  static let scenario = ["firstResponder", "focusedItem", "textInputActive", "state"]
}
