import NavSimSearchTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

/// The explorer's shortest counterexamples, as its report says them.
@Suite struct ExplorerShortestTests {
  /// On chains of 4 to 12 screens the lockup lies beyond the default bounds (n + 2 inputs,
  /// past 3 s): explore never says "no finding reachable" there; it says the bounds cut paths
  /// and which bound to raise, and raising both finds the lockup (chains 4 to 6).
  @Test(arguments: Array(4...12)) func theDefaultBoundsNeverClaimNoFindingOnAChain(_ n: Int) {
    var config = Configuration()
    config.app = chainApp(n)
    config.mitigations = Mitigations([.none])
    var bounds = ExplorationBounds()
    bounds.appEvents = false
    let result = Explorer.explore(configuration: config, bounds: bounds)
    let text = ExploreReport(results: [result]).text
    #expect(result.counterexample(.lockup) == nil)
    #expect(!text.contains("no finding reachable"), "\(text)")
    #expect(result.boundsCut)
    #expect(text.contains("(try --depth ") || text.contains("(try --horizon "), "\(text)")
    guard n <= 6 else { return }
    bounds.depth = n + 2
    bounds.kind = .lockup
    bounds.horizon = .seconds(Double(n) * 0.5 + 2)
    #expect(Explorer.explore(configuration: config, bounds: bounds).counterexample(.lockup) != nil)
  }
}
