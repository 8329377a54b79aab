import NavSimSearchTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

/// The explorer's peak memory and interruption, as its report says them.
@Suite struct ExplorerMemoryTests {
  /// An interrupted search stops at once with the depths before the current one explored.
  @Test func anInterruptedSearchStopsAndSaysHowDeepItGot() {
    var calls = 0
    let results = Explorer.explore(
      configurations: [quickConfiguration(.none), quickConfiguration(.gestureMask)],
      bounds: quickBounds(depth: 8, horizon: 1500, appEvents: true),
      isInterrupted: {
        calls += 1
        return calls > 2
      })
    #expect(results.count == 1)
    #expect(results[0].end == .interrupted)
    #expect(results[0].depthExplored < 8)
    #expect(ExploreReport(results: results).text.contains("interrupted: depth "))
  }
}
