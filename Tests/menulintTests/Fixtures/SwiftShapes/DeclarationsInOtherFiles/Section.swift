import Foundation

/// The sidebar's sections, in the order the sidebar shows them.
enum Section: Int, CaseIterable {
  case inbox
  case drafts
  case archive

  var title: String {
    switch self {
    case .inbox: return "Inbox"
    case .drafts: return "Drafts"
    case .archive: return "Archive"
    }
  }

  /// The digit that selects the section with Command.
  var digit: String { String(rawValue + 1) }
}
