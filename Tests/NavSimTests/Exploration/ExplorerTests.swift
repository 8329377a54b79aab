import Testing

@testable import NavSim

/// A fast configuration for exhaustive comparisons: the seed app from `root > detail` at 30 fps
/// with 100 ms transitions, so a lockup fits in a third of a second.
func quickConfiguration(_ mitigation: Mitigation, profile: Profile = .ios17) -> Configuration {
  var config = Configuration()
  config.start = [0, 1]
  config.mitigations = Mitigations([mitigation])
  var p = profile
  p.fps = 30
  p.push = 100_000
  p.pop = 100_000
  p.present = 100_000
  p.dismiss = 100_000
  p.stateLag = 100_000
  config.profile = p
  return config
}

/// Bounds for the quick configuration: one-frame gestures.
func quickBounds(depth: Int, horizon: Double, appEvents: Bool) -> ExplorationBounds {
  var bounds = ExplorationBounds(depth: depth, horizon: .milliseconds(horizon))
  bounds.appEvents = appEvents
  bounds.completeGesture.duration = VirtualDuration(microseconds: 33_333)
  bounds.cancelledGesture.duration = VirtualDuration(microseconds: 33_333)
  return bounds
}

let everyMitigation: [Mitigation] = [
  .none, .gestureMask, .gestureMaskCounted, .guardPresented, .guardCoordinator,
  .fullScreenCover, .guardNone, .backHidden,
]

@Suite struct ExplorerTests {
  @Test(arguments: everyMitigation)
  func verdictsEqualNaiveEnumeration(_ mitigation: Mitigation) {
    let config = quickConfiguration(mitigation)
    let bounds = quickBounds(depth: 3, horizon: 340, appEvents: false)
    let naive = NaiveEnumeration.verdicts(config, bounds)
    let result = Explorer.explore(configuration: config, bounds: bounds)
    #expect(result.end == .complete)
    var explored: [FindingKind: NaiveEnumeration.Verdict] = [:]
    for c in result.counterexamples {
      explored[c.kind] = NaiveEnumeration.Verdict(
        inputs: c.steps.count,
        lastFrame: Int(
          c.steps.last.map { FrameClock(fps: 30).firstFrame(atOrAfter: $0.time.microseconds) } ?? 0),
        detection: c.finding?.time.microseconds ?? -1)
    }
    #expect(explored == naive, "\(mitigation)")
  }

  @Test(arguments: [Mitigation.none, .gestureMask, .guardPresented])
  func verdictsEqualNaiveEnumerationWithAppEvents(_ mitigation: Mitigation) {
    let config = quickConfiguration(mitigation)
    let bounds = quickBounds(depth: 2, horizon: 240, appEvents: true)
    let naive = NaiveEnumeration.verdicts(config, bounds)
    let result = Explorer.explore(configuration: config, bounds: bounds)
    let explored = Dictionary(
      uniqueKeysWithValues: result.counterexamples.map { ($0.kind, $0.steps.count) })
    #expect(explored == naive.mapValues(\.inputs), "\(mitigation)")
  }
}
