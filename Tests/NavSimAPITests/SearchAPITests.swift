import NavSim
import Testing

/// The fuzzer and the explorer through the public API only.
@Suite struct SearchAPITests {
  @Test func aCampaignFindsTheControlLockupAndIsDeterministic() {
    var campaign = Campaign(seed: 7)
    campaign.budget = .runs(300)
    campaign.mitigations = [.none]
    campaign.shrinking = false
    let first = campaign.run()
    #expect(first.rows.first?.runs(.lockup) ?? 0 > 0)
    #expect(!first.failed)  // none is the control
    campaign.jobs = 2
    #expect(campaign.run().text == first.text)
  }

  @Test func theExplorerGivesAShortestLockupThatReplays() throws {
    var config = Configuration()
    config.start = [0, 1]
    var bounds = ExplorationBounds()
    bounds.depth = 3
    let result = Explorer.explore(configuration: config, bounds: bounds)
    let lockup = try #require(result.counterexample(.lockup))
    #expect(lockup.inputs.count > 0)
    let replayed = Simulator.run(config, inputs: lockup.inputs)
    #expect(replayed.findings.contains { $0.kind == .lockup })
    #expect(ExploreReport(results: [result]).text.contains("lockup"))
  }

  @Test func underAFullScreenCoverNoUserInputLocksUp() {
    var config = Configuration()
    config.start = [0, 1]
    config.mitigations = Mitigations([.fullScreenCover])
    var bounds = ExplorationBounds()
    bounds.depth = 3
    bounds.appEvents = false
    let result = Explorer.explore(configuration: config, bounds: bounds)
    #expect(result.counterexample(.lockup) == nil)
  }
}
