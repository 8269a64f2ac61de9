/// `responder-chain-order`: a responder's `next` runs against UIKit's order of kinds.
enum ResponderChainOrderRule {
  static let description = RuleDescription(
    id: .responderChainOrder,
    name: "Responder Chain Order",
    summary:
      "A responder's 'next' is a kind UIKit puts earlier in the chain, such as an application followed by a window.",
    rationale: """
      UIKit links responders from the view outwards: a view's next responder is its view \
      controller or its superview, a view controller's is its view's superview, its presenting \
      view controller or the window, a window's is its window scene, a scene's is the \
      application, and the application's is its delegate. A chain that goes the other way \
      (an application followed by a window, a window followed by a view) is not one UIKit \
      builds, so the answers about it would not be UIKit's; check the 'next' links and kinds. \
      Views and view controllers may alternate, and 'other' responders may stand anywhere.
      """,
    triggeringExamples: [
      RuleExample(
        #"{"formatVersion": 1}"#,
        responders: #"""
          {"formatVersion": 1, "responders": [
            {"id": "app", "kind": "application", "next": 1️⃣"window"},
            {"id": "window", "kind": "window", "next": 2️⃣"grid"},
            {"id": "grid", "kind": "view", "actions": ["showPhoto:"]}],
           "scenarios": {"browsing": {"firstResponder": "app"}}}
          """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"{"formatVersion": 1}"#,
        responders: #"""
          {"formatVersion": 1, "responders": [
            {"id": "grid", "kind": "view", "next": "child", "actions": ["showPhoto:"]},
            {"id": "child", "kind": "viewController", "next": "container"},
            {"id": "container", "kind": "view", "next": "root"},
            {"id": "root", "kind": "viewController", "next": "window"},
            {"id": "window", "kind": "window", "next": "scene"},
            {"id": "scene", "kind": "windowScene", "next": "app"},
            {"id": "app", "kind": "application", "next": "helper"},
            {"id": "helper", "kind": "other", "next": "delegate"},
            {"id": "delegate", "kind": "appDelegate"}],
           "scenarios": {"browsing": {"firstResponder": "grid"}}}
          """#)
    ])

  /// UIKit's order, for messages.
  static let order =
    "view → view controller → window → window scene → application → app delegate"

  /// A note for every `next` link that runs against UIKit's order.
  static func check(_ definition: ResponderDefinition, document: JSONDocument?) -> [Diagnostic] {
    definition.responders.compactMap { responder in
      guard let nextID = responder.next, let next = definition.responder(nextID),
        let rank = responder.kind.chainRank, let nextRank = next.kind.chainRank,
        nextRank < rank || (nextRank == rank && rank > 0)
      else { return nil }
      let location = responder.source.flatMap { source in
        document.map { document in
          let value = JSONValue(document: document, index: source.valueIndex)
          return (value["next"] ?? value).location
        }
      }
      return Diagnostic(
        .responderChainOrder, description.defaultSeverity,
        "'\(responder.id)' (\(responder.kind.rawValue)) is followed by '\(next.id)' "
          + "(\(next.kind.rawValue)), against UIKit's order \(order)",
        at: location)
    }
  }
}
