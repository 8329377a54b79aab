import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

/// `appPushesLinkedOnly` (what `navfuzz scan --fuzz` uses): an app's own code pushes what it
/// links to, never its root or a sheet's content.
@Suite struct InputGeneratorLinkedPushTests {
  @Test func theLinkedScreensAreTheTargetsOfSomeLink() {
    #expect(InputGenerator.linkedScreens([[2], [], [1, 2]]) == [1, 2])
    #expect(InputGenerator.linkedScreens([[]]).isEmpty)
    // A link past the app's screens is no screen.
    #expect(InputGenerator.linkedScreens([[7]]).isEmpty)
  }

  /// A one-screen app with nothing on it: with app pushes of linked screens only, the campaign
  /// finds nothing (without the option it pushes the root on itself and finds a corruption).
  @Test func aOneScreenAppHoldsWithLinkedPushesOnly() throws {
    let configuration = try Scenario.parse("screen: ContentView\n", path: "h.nav")
      .configuration()
    var campaign = Campaign(seed: 1, configuration: configuration)
    campaign.budget = .runs(400)
    campaign.mitigations = [.none]
    campaign.shrinking = false
    campaign.searchingDependences = false
    campaign.outDirectory = ""
    campaign.generation.appPushesLinkedOnly = true
    let report = campaign.run()
    #expect(report.rows[0].kinds.allSatisfy { $0.runs == 0 }, "\(report.rows[0].kinds)")
    campaign.generation.appPushesLinkedOnly = false
    let any = campaign.run()
    #expect(any.rows[0].kinds.contains { $0.kind == .corruption && $0.runs > 0 })
  }
}
