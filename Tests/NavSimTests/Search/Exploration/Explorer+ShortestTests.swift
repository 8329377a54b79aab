import NavSimSearchTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

/// The shortest counterexample is the shortest (no input that changes nothing
/// spent between others), from the root within the default depth, and two fingers reach what
/// the fuzzer finds.
@Suite struct ExplorerShortestTests {
  /// A chain of n screens locks up in n + 2 inputs: n − 1 pushes, show, pull down, swipe. A
  /// state was claimed when queued, so a child one action deeper took it before waiting got
  /// there and every push was followed by a cancelled swipe (2n + 1 inputs).
  @Test(arguments: [2, 3, 4, 5]) func aChainOfNScreensLocksUpInNPlus2Inputs(_ n: Int) throws {
    var config = Configuration()
    config.app = chainApp(n)
    config.mitigations = Mitigations([.none])
    var bounds = ExplorationBounds()
    bounds.depth = n + 2
    bounds.appEvents = false
    bounds.kind = .lockup
    bounds.horizon = .seconds(Double(n) * 0.5 + 2)
    let result = Explorer.explore(configuration: config, bounds: bounds)
    let lockup = try #require(result.counterexample(.lockup))
    #expect(lockup.steps.count == n + 2, "\(lockup.steps.map { "\($0.time) \($0.action)" })")
    // Not within one input fewer.
    bounds.depth = n + 1
    #expect(Explorer.explore(configuration: config, bounds: bounds).counterexample(.lockup) == nil)
  }

  /// From the root, the seed lockup (push, show, pull down, swipe) is within the default depth
  /// with user inputs alone.
  @Test func theSeedLockupFromTheRootIsWithinTheDefaultDepth() throws {
    var config = Configuration()
    config.start = [0]
    config.mitigations = Mitigations([.none])
    var bounds = ExplorationBounds()
    bounds.appEvents = false
    let result = Explorer.explore(configuration: config, bounds: bounds)
    let lockup = try #require(result.counterexample(.lockup))
    #expect(lockup.steps.count == 4)
    #expect(!lockup.needsAppInput)
  }

  /// `--fingers 2 --app-events off` under `full-screen-cover`: a second finger's tap on the link
  /// just after the first's lift, before one finger could tap again, corrupts the bar (the
  /// fuzzer's finding); the pairing window once ended at the first touch's lift and missed it.
  @Test func twoFingersFindTheFullScreenCoverCorruption() throws {
    var config = Configuration()
    config.mitigations = Mitigations([.fullScreenCover])
    var bounds = ExplorationBounds(depth: 2, horizon: .milliseconds(1200))
    bounds.appEvents = false
    bounds.fingers = 2
    bounds.kind = .corruption
    let result = Explorer.explore(configuration: config, bounds: bounds)
    let corruption = try #require(result.counterexample(.corruption))
    #expect(corruption.steps.count == 1)
    #expect(corruption.finding != nil)
    bounds.fingers = 1
    #expect(
      Explorer.explore(configuration: config, bounds: bounds).counterexample(.corruption) == nil)
  }
}
