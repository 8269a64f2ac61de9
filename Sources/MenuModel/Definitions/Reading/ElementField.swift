/// A name an element of a menu definition may have; its raw value is its slot.
///
/// An element's reader finds each member's slot once, and answers look-ups and the key check
/// with bit masks (see ``ObjectReader``): `fields[.title]` reads one bit and one entry.
enum ElementField: UInt8, CaseIterable, Sendable {
  case action, allowsAutomaticLocalization, allowsAutomaticMirroring, alternates, attributes
  case children, discoverabilityTitle, id, image, input, lintIgnore, modifiers, options
  case platforms, preferredElementSize, propertyList, shortcut, state, title, titleSource, type
  case wantsPriorityOverSystemBehavior, when

  /// The name as written in a definition.
  var name: String {
    switch self {
    case .action: "action"
    case .allowsAutomaticLocalization: "allowsAutomaticLocalization"
    case .allowsAutomaticMirroring: "allowsAutomaticMirroring"
    case .alternates: "alternates"
    case .attributes: "attributes"
    case .children: "children"
    case .discoverabilityTitle: "discoverabilityTitle"
    case .id: "id"
    case .image: "image"
    case .input: "input"
    case .lintIgnore: "lintIgnore"
    case .modifiers: "modifiers"
    case .options: "options"
    case .platforms: "platforms"
    case .preferredElementSize: "preferredElementSize"
    case .propertyList: "propertyList"
    case .shortcut: "shortcut"
    case .state: "state"
    case .title: "title"
    case .titleSource: "titleSource"
    case .type: "type"
    case .wantsPriorityOverSystemBehavior: "wantsPriorityOverSystemBehavior"
    case .when: "when"
    }
  }

  /// Every name, in slot order.
  static let names = allCases.map(\.name)
}

/// The keys of each kind of element, in lists of a reader's own.
///
/// ``MenuFields``' lists are shared by every thread, and checking an element against one
/// retains its arrays: with several threads decoding, the cores fought over those reference
/// counts for every element. A copy per reader keeps each count on one core.
struct ElementFieldNames {
  /// Every name an element may have, in slot order (see ``ElementField``).
  let slots: ElementSlots
  /// The same, for readers: ``slots`` keeps them alive.
  let unretainedSlots: Unmanaged<ElementSlots>
  let menu = MenuFields.menu.elementCopy()
  let command = MenuFields.command.elementCopy()
  let keyCommand = MenuFields.keyCommand.elementCopy()
  let action = MenuFields.action.elementCopy()
  let actionWithShortcut = MenuFields.actionWithShortcut.elementCopy()
  /// The signatures of the element types `type` names (see ``FieldNames``).
  let commandSignature = FieldNames.signature(of: "command")
  let menuSignature = FieldNames.signature(of: "menu")
  let actionSignature = FieldNames.signature(of: "action")

  init() {
    slots = ElementSlots()
    unretainedSlots = Unmanaged.passUnretained(slots)
  }
}
