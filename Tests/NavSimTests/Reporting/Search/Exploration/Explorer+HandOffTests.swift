import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

/// When a bound stops the search, the explorer fuzzes from the depth it explored fully
/// (``ExplorationHandOff``), says so, and reports what the runs found as no shortest
/// counterexample; a search that ends within its bounds is reported as without a hand-off.
@Suite struct ExplorerHandOffTests {
  /// The seed app from `root > detail` under `none`, stopped at `maxStates` before depth 2:
  /// its lockup takes three inputs.
  static func stopped(runs: Int, maxStates: Int = 60) -> ExplorationResult {
    var bounds = ExplorationBounds()
    bounds.maxStates = maxStates
    bounds.appEvents = false
    bounds.handOffRuns = runs
    return Explorer.explore(configuration: Configuration.detail([.none]), bounds: bounds)
  }

  @Test func aStoppedSearchHandsOffAndFindsTheLockupPastItsFrontier() throws {
    let result = Self.stopped(runs: 4_000)
    #expect(result.end == .maxStates)
    #expect(result.depthExplored < 3)
    #expect(result.counterexample(.lockup) == nil)
    let handOff = try #require(result.handOff)
    #expect(handOff.frontierDepth == result.depthExplored)
    #expect(handOff.runs == 4_000)
    #expect(handOff.frontierStates > 0 && handOff.sampledStates == handOff.frontierStates)
    #expect(handOff.inputs > handOff.runs)
    #expect(handOff.novelStates > 0)
    let lockup = try #require(result.handOffCounterexamples.first { $0.kind == .lockup })
    // Past the frontier, within the depth asked for, and it replays to its finding.
    #expect(lockup.steps.count > result.depthExplored && lockup.steps.count <= 4)
    #expect(lockup.finding?.kind == .lockup)
    #expect(result.hasFinding)
    let text = ExploreReport(results: [result]).text
    #expect(
      text.contains(
        "hand-off: 4000 fuzz runs (--hand-off) from the \(handOff.frontierStates) states at depth \(result.depthExplored) to depth 4"
      ))
    #expect(text.contains("hand-off found: lockup in \(lockup.steps.count) inputs; past depth"))
    #expect(text.contains("lockup: counterexample from the hand-off (not proven shortest)"))
    #expect(text.contains("lockup ~\(lockup.steps.count)"))
  }

  @Test func theHandOffIsDeterministic() {
    let a = ExploreReport(results: [Self.stopped(runs: 500)]).text
    let b = ExploreReport(results: [Self.stopped(runs: 500)]).text
    #expect(a == b)
  }

  @Test func noHandOffIsSaidWithTheDepthsNotSearched() {
    let result = Self.stopped(runs: 0)
    #expect(result.end == .maxStates)
    #expect(result.handOff == nil && result.handOffCounterexamples.isEmpty)
    let text = ExploreReport(results: [result]).text
    #expect(
      text.contains(
        "hand-off: none (--hand-off 0): depths \(result.depthExplored + 1) to 4 were not searched"))
  }

  /// A search that ends within its bounds makes no hand-off: its report is the same whatever
  /// `handOffRuns` says.
  @Test func aCompleteSearchMakesNoHandOff() {
    var bounds = ExplorationBounds(depth: 3, horizon: .seconds(1.5))
    let config = Configuration.detail([.none])
    let on = Explorer.explore(configuration: config, bounds: bounds)
    bounds.handOffRuns = 0
    let off = Explorer.explore(configuration: config, bounds: bounds)
    #expect(on.end == .complete && on.handOff == nil)
    #expect(ExploreReport(results: [on]).text == ExploreReport(results: [off]).text)
    #expect(!ExploreReport(results: [on]).text.contains("hand-off"))
  }

  /// Past ``ExplorationBounds/handOffStarts`` the frontier is sampled evenly, and the report
  /// says how many of its states the runs started from.
  @Test func aLargeFrontierIsSampledAndSaidSo() throws {
    var bounds = ExplorationBounds()
    bounds.maxStates = 3_000
    bounds.handOffRuns = 200
    bounds.handOffStarts = 16
    let result = Explorer.explore(configuration: Configuration.detail([.none]), bounds: bounds)
    let handOff = try #require(result.handOff)
    #expect(handOff.frontierStates > 16)
    #expect(handOff.sampledStates == 16)
    let text = ExploreReport(results: [result]).text
    #expect(text.contains("from 16 of the \(handOff.frontierStates) states at depth"))
    #expect(text.contains("(an even sample)"))
  }
}
