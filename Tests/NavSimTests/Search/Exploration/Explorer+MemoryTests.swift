import NavSimSearchTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

/// The explorer's memory is bounded and small per state.
@Suite struct ExplorerMemoryTests {
  /// The search's structures, frontier included, stay under 200 bytes per distinct state at a
  /// long horizon.
  @Test func peakMemoryPerDistinctStateIsSmallAtALongHorizon() {
    var config = Configuration()
    config.start = [0, 1]
    let bounds = ExplorationBounds(depth: 3, horizon: .seconds(20))
    let result = Explorer.explore(configuration: config, bounds: bounds)
    #expect(result.end == .complete)
    #expect(result.distinctStates > 2_000)
    let perState = Double(result.peakBytes) / Double(result.distinctStates)
    #expect(perState > 10 && perState <= 200, "\(perState) B per state")
  }

  /// At the default bounds the search's structures, frontier included, take at most 24 bytes
  /// per distinct state.
  @Test(arguments: [4, 5]) func peakMemoryIsAtMost24BytesPerDistinctState(_ depth: Int) {
    var config = Configuration()
    config.start = [0, 1]
    var bounds = ExplorationBounds()
    bounds.depth = depth
    let result = Explorer.explore(configuration: config, bounds: bounds)
    #expect(result.end == .complete)
    #expect(result.distinctStates > 10_000)
    let perState = Double(result.peakBytes) / Double(result.distinctStates)
    #expect(perState <= 24, "\(perState) B per state")
  }

  /// Past `maxMemory` the search stops after a whole depth, and what it reports for the
  /// depths it finished is what an unbounded search reports for them.
  @Test(arguments: [Mitigation.none, .gestureMask, .guardPresented])
  func aMemoryLimitStopsWithTheDepthsBeforeFullyExplored(_ mitigation: Mitigation) {
    let config = quickConfiguration(mitigation)
    var bounds = quickBounds(depth: 6, horizon: 1500, appEvents: true)
    bounds.maxMemory = 200_000
    let limited = Explorer.explore(configuration: config, bounds: bounds)
    #expect(limited.end == .maxMemory)
    #expect(limited.depthExplored < 6)
    #expect(limited.peakBytes > 200_000)
    var full = bounds
    full.maxMemory = 1 << 30
    full.depth = limited.depthExplored
    let reference = Explorer.explore(configuration: config, bounds: full)
    #expect(reference.end == .complete)
    let lines: (ExplorationResult) -> [[String]] = { result in
      result.counterexamples.map { c -> [String] in
        [c.kind.rawValue] + c.steps.map { step -> String in "\(step.time) \(step.action)" }
      }
    }
    #expect(lines(limited) == lines(reference))
  }

}
