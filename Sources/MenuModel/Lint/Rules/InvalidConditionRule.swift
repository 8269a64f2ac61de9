/// `invalid-condition`: a responder condition that does not parse or reads an unknown state key.
enum InvalidConditionRule {
  static let description = RuleDescription(
    id: .invalidCondition,
    name: "Invalid Condition",
    summary:
      "A condition in a responder file has a syntax error, an unknown state key or a type mismatch.",
    rationale: """
      Conditions decide canPerformAction and validate(_:) in every scenario, so a typo silently \
      changes what is enabled. They may use || && ! == != < <= > >=, parentheses, state keys, \
      numbers, strings in single or double quotes, true and false; keys must appear in some \
      scenario's state, and values are compared only with values of their own kind. The \
      diagnostic points at the offending token inside the string.
      """,
    triggeringExamples: [
      RuleExample(
        #"{"formatVersion": 1}"#,
        responders: #"""
          {"formatVersion": 1, "responders": [
            {"id": "browser", "actions": ["closeTab:", "reload:"],
             "canPerform": {"closeTab:": "1️⃣openTab > 0", "reload:": "isLoading 2️⃣& online"}}],
           "scenarios": {"reading": {"firstResponder": "browser",
                                     "state": {"openTabs": 1, "isLoading": false, "online": true}}}}
          """#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"{"formatVersion": 1}"#,
        responders: #"""
          {"formatVersion": 1, "responders": [
            {"id": "browser", "actions": ["closeTab:", "reload:"],
             "canPerform": {"closeTab:": "openTabs > 0", "reload:": "!isLoading && online"}}],
           "scenarios": {"reading": {"firstResponder": "browser",
                                     "state": {"openTabs": 1, "isLoading": false, "online": true}}}}
          """#)
    ])
}
