/// The keys each object of a menu definition may have: shared by the decoder and the schema.
enum MenuFields {
  static let file: FieldNames = [
    "$schema", "formatVersion", "app", "platforms", "osVersions", "mainMenuConfiguration", "base",
    "supportsPrintCommand", "supportsOpenCommand", "settingsBundle", "supportsMultipleScenes",
    "designRequiresCompatibility", "localizesShortcuts", "build",
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
  /// Every name an element may have, each once, in the order of their slots.
  ///
  /// An element's reader finds each member's slot once, and answers look-ups and the key
  /// check with bit masks (see ``ObjectReader``). ``Field``'s constants carry these slots.
  static let elementSlots = [
    "action", "allowsAutomaticLocalization", "allowsAutomaticMirroring", "alternates",
    "attributes", "children", "discoverabilityTitle", "id", "image", "input", "lintIgnore",
    "modifiers", "options", "platforms", "preferredElementSize", "propertyList", "shortcut",
    "state", "title", "type", "wantsPriorityOverSystemBehavior", "when",
  ]
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
  /// Every name an element may have, in slot order (see ``ObjectReader``).
  let slots: ElementSlots
  /// The same, for readers: ``slots`` keeps them alive.
  let unretainedSlots: Unmanaged<ElementSlots>
  let menu = MenuFields.menu.elementCopy()
  let command = MenuFields.command.elementCopy()
  let keyCommand = MenuFields.keyCommand.elementCopy()
  let action = MenuFields.action.elementCopy()
  let actionWithShortcut = MenuFields.actionWithShortcut.elementCopy()

  init() {
    slots = ElementSlots()
    unretainedSlots = Unmanaged.passUnretained(slots)
  }
}

/// The names the element decoders look up, with their signatures and slots written out: a
/// computed constant costs nothing to read, where a stored one is initialized lazily and
/// checked on every read (fourteen times per command). A test checks each against
/// ``FieldNames`` and ``MenuFields/elementSlots``.
extension Field {
  static var action: Field { Field(name: "action", signature: 0x0600_6E6F_6974_6361, slot: 0) }
  static var allowsAutomaticLocalization: Field {
    Field(name: "allowsAutomaticLocalization", signature: 0x1B41_7377_6F6C_6C61, slot: 1)
  }
  static var allowsAutomaticMirroring: Field {
    Field(name: "allowsAutomaticMirroring", signature: 0x1841_7377_6F6C_6C61, slot: 2)
  }
  static var alternates: Field {
    Field(name: "alternates", signature: 0x0A61_6E72_6574_6C61, slot: 3)
  }
  static var attributes: Field {
    Field(name: "attributes", signature: 0x0A75_6269_7274_7461, slot: 4)
  }
  static var children: Field { Field(name: "children", signature: 0x0865_7264_6C69_6863, slot: 5) }
  static var discoverabilityTitle: Field {
    Field(name: "discoverabilityTitle", signature: 0x1465_766F_6373_6964, slot: 6)
  }
  static var id: Field { Field(name: "id", signature: 0x0200_0000_0000_6469, slot: 7) }
  static var image: Field { Field(name: "image", signature: 0x0500_0065_6761_6D69, slot: 8) }
  static var input: Field { Field(name: "input", signature: 0x0500_0074_7570_6E69, slot: 9) }
  static var lintIgnore: Field {
    Field(name: "lintIgnore", signature: 0x0A6E_6749_746E_696C, slot: 10)
  }
  static var modifiers: Field {
    Field(name: "modifiers", signature: 0x0965_6966_6964_6F6D, slot: 11)
  }
  static var options: Field { Field(name: "options", signature: 0x0773_6E6F_6974_706F, slot: 12) }
  static var platforms: Field {
    Field(name: "platforms", signature: 0x0972_6F66_7461_6C70, slot: 13)
  }
  static var preferredElementSize: Field {
    Field(name: "preferredElementSize", signature: 0x1472_7265_6665_7270, slot: 14)
  }
  static var propertyList: Field {
    Field(name: "propertyList", signature: 0x0C74_7265_706F_7270, slot: 15)
  }
  static var shortcut: Field { Field(name: "shortcut", signature: 0x0875_6374_726F_6873, slot: 16) }
  static var state: Field { Field(name: "state", signature: 0x0500_0065_7461_7473, slot: 17) }
  static var title: Field { Field(name: "title", signature: 0x0500_0065_6C74_6974, slot: 18) }
  static var type: Field { Field(name: "type", signature: 0x0400_0000_6570_7974, slot: 19) }
  static var wantsPriorityOverSystemBehavior: Field {
    Field(name: "wantsPriorityOverSystemBehavior", signature: 0x1F72_5073_746E_6177, slot: 20)
  }
}
