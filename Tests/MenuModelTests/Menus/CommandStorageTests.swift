import Testing

@testable import MenuModel

/// A command keeps the fields most commands leave at their defaults in a box of its own, which
/// exists only while one of them is set.
@Suite struct CommandStorageTests {
  @Test func extrasAreReadAndWrittenLikeTheOtherFields() throws {
    let alternate = CommandAlternate(title: "Copy Style", action: "copyStyle:", modifiers: .option)
    var command = Command(title: "Copy", action: "copy:")
    #expect(command.alternates.isEmpty && command.discoverabilityTitle == nil)
    #expect(command.attributes.isEmpty && command.platforms == nil)
    command.alternates = [alternate]
    command.discoverabilityTitle = "Copy Selection"
    command.attributes = [.destructive]
    command.platforms = [.macCatalyst]
    #expect(command.alternates == [alternate] && command.hasAlternates)
    #expect(command.discoverabilityTitle == "Copy Selection")
    #expect(command.attributes == [.destructive] && command.platforms == [.macCatalyst])
    let made = MenuElement.command(
      Command(
        title: "Copy", action: "copy:", discoverabilityTitle: "Copy Selection",
        attributes: [.destructive], alternates: [alternate]))
    #expect(made.existing(on: [.macCatalyst]) == .command(command))
  }

  /// Equal commands are equal and hash alike however their extras were set and cleared.
  @Test func clearedExtrasCompareEqualToNeverSetOnes() {
    let plain = Command(title: "Copy", action: "copy:")
    var cleared = plain
    cleared.discoverabilityTitle = "Copy Selection"
    cleared.attributes = [.hidden]
    #expect(cleared != plain)
    cleared.discoverabilityTitle = nil
    #expect(cleared != plain)
    cleared.attributes = []
    #expect(cleared == plain)
    #expect(cleared.hashValue == plain.hashValue)
    var empty = plain
    empty.discoverabilityTitle = ""
    #expect(empty != plain, "an empty discoverability title is not a missing one")
  }

  /// Copies stay independent: changing one copy's extras leaves the other's alone.
  @Test func copiesOfExtrasAreIndependent() {
    var original = Command(title: "Copy", action: "copy:", attributes: [.disabled])
    let copy = original
    original.attributes = [.hidden]
    original.platforms = [.iPadOS]
    #expect(copy.attributes == [.disabled] && copy.platforms == nil)
    #expect(original.attributes == [.hidden] && original.platforms == [.iPadOS])
  }
}
