/// `unreadable-project`: the app's project cannot be read, so the defaults apply.
enum UnreadableProjectRule {
  static let description = RuleDescription(
    id: .unreadableProject,
    name: "Unreadable Project",
    summary:
      "The app's project (Xcode project, project.yml, Package.swift, Info.plist or xcconfig) cannot be read, so its facts are not known.",
    rationale: """
      When menulint reads Swift from a directory it looks for the app's project in it and \
      above it, and takes from it the platforms the app builds for, the system versions it \
      supports, its Info.plist keys and the compilation conditions of its Release \
      configuration (see Docs/Project.md). A project file that does not parse, an Info.plist \
      that is missing or binary, or an xcconfig that cannot be found is reported here, at its \
      line and column, and the defaults apply to what it would have decided: both platforms, \
      iPadOS 18 and 26, no Info.plist keys. Fix the file, or give the facts with --platform, \
      --os-versions and --define.
      """,
    triggeringExamples: [],
    nonTriggeringExamples: [])
}
