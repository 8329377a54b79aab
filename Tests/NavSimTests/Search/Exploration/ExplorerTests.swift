import NavSimSearchTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

/// One configuration the explorer is checked against the naive enumeration on.
struct NaiveCase: Sendable, CustomTestStringConvertible {
  var mitigation: Mitigation
  var profile: Profile = .ios17
  var device: Device = .iphone

  var testDescription: String { "\(mitigation) \(profile.name) \(device)" }

  var configuration: Configuration {
    var config = quickConfiguration(mitigation, profile: profile)
    config.device = device
    return config
  }

  static let all: [NaiveCase] =
    everyMitigation.map { NaiveCase(mitigation: $0) } + [
      NaiveCase(mitigation: .none, profile: .ios13),
      NaiveCase(mitigation: .gestureMask, profile: .fixed),
      NaiveCase(mitigation: .none, device: .ipad),
      NaiveCase(mitigation: .gestureMask, device: .ipad),
    ]
}

@Suite struct ExplorerTests {
  /// The explorer keeps the kinds a state shows as a bit mask; a new kind past its width would
  /// silently drop out of the search.
  @Test func everyFindingKindFitsTheKindMask() {
    #expect(FindingKind.allCases.count <= Search.KindMask.bitWidth)
  }

  /// The explorer's shortest counterexample of each kind — fewest inputs, then the earliest last
  /// input, then the earliest detection — is the naive enumeration's, and no kind differs.
  @Test(arguments: NaiveCase.all)
  func verdictsEqualNaiveEnumeration(_ c: NaiveCase) {
    let config = c.configuration
    let bounds = quickBounds(depth: 3, horizon: 340, appEvents: false)
    let naive = NaiveEnumeration.verdicts(config, bounds)
    let result = Explorer.explore(configuration: config, bounds: bounds)
    #expect(result.end == .complete)
    #expect(verdicts(result) == naive, "\(c.testDescription)")
  }

  /// With app actions in the menu, at depth 2: corruption and stuck-mask become reachable.
  @Test(arguments: everyMitigation)
  func verdictsEqualNaiveEnumerationWithAppEvents(_ mitigation: Mitigation) {
    let config = quickConfiguration(mitigation)
    let bounds = quickBounds(depth: 2, horizon: 240, appEvents: true)
    let naive = NaiveEnumeration.verdicts(config, bounds)
    let result = Explorer.explore(configuration: config, bounds: bounds)
    #expect(verdicts(result) == naive, "\(mitigation)")
  }

  /// With app actions some of which are deep links (docs/MODEL.md §10.1), timed as one finger
  /// can tap them and `linkGap` apart (shortened to fit the horizon): the naive enumeration,
  /// which keeps only what the check passes, agrees.
  @Test(arguments: [Mitigation.none, .gestureMask])
  func verdictsEqualNaiveEnumerationWithDeepLinks(_ mitigation: Mitigation) {
    var config = quickConfiguration(mitigation)
    config.app.deepLinks = [.push(1), .pop, .popToRoot]
    config.profile.linkGap = 100_000
    let bounds = quickBounds(depth: 3, horizon: 240, appEvents: true)
    let naive = NaiveEnumeration.verdicts(config, bounds)
    let result = Explorer.explore(configuration: config, bounds: bounds)
    #expect(verdicts(result) == naive, "\(mitigation)")
    let physics = TouchPhysics(config)
    for example in result.counterexamples {
      let violations = physics.violations(result.touches(of: example), fingers: 1)
      #expect(violations.isEmpty, "\(example.kind)")
    }
  }
}

/// The explorer's counterexamples in the naive enumeration's terms.
func verdicts(_ result: ExplorationResult) -> [FindingKind: NaiveEnumeration.Verdict] {
  let frames = FrameClock(fps: result.configuration.profile.fps)
  var explored: [FindingKind: NaiveEnumeration.Verdict] = [:]
  for example in result.counterexamples {
    let last = example.steps.last.map { frames.firstFrame(atOrAfter: $0.time.microseconds) }
    explored[example.kind] = NaiveEnumeration.Verdict(
      inputs: example.steps.count, lastFrame: Int(last ?? 0),
      detection: example.finding?.time.microseconds ?? -1)
  }
  return explored
}

@Suite struct ExplorerPropertyTests {
  @Test func seedLockupUnderNoneTakesThreeInputs() throws {
    var bounds = ExplorationBounds()
    bounds.kind = .lockup
    let result = Explorer.explore(configuration: Configuration.detail([.none]), bounds: bounds)
    let lockup = try #require(result.counterexample(.lockup))
    #expect(lockup.steps.count == 3)
    #expect(
      lockup.steps.prefix(2).map(\.action) == [
        .tap(.showSheet), .gesture(.dragSheet, complete: true),
      ])
    // R7 orphans the pop whether the swipe completes or is cancelled; the shorter cancelled
    // swipe ends (and is judged) first.
    #expect(
      lockup.steps.last.map { if case .gesture(.swipeBack, _) = $0.action { true } else { false } }
        == true)
    #expect(!lockup.needsAppInput)
    let finding = try #require(lockup.finding)
    #expect(finding.rules.has(.r7))
  }

  /// Under `fixed` (no orphaned pops) no lockup is reachable for the control and for every
  /// mitigation that keeps the system guard or adds a transition check.
  @Test(arguments: [
    Mitigation.none, .gestureMask, .gestureMaskCounted, .guardCoordinator, .fullScreenCover,
    .backHidden,
  ])
  func noLockupUnderFixed(_ mitigation: Mitigation) {
    var bounds = ExplorationBounds()
    bounds.kind = .lockup
    let result = Explorer.explore(
      configuration: Configuration.detail([mitigation], profile: .fixed), bounds: bounds)
    #expect(result.end == .complete)
    #expect(result.depthExplored == 4)
    #expect(result.counterexample(.lockup) == nil, "\(mitigation)")
  }

  /// A guard that drops the system's `transition == none` check lets a swipe begin during a push
  /// (R11), which no profile fixes: the lockup is not R7's.
  @Test func guardPresentedLocksUpThroughR11EvenUnderFixed() throws {
    var bounds = ExplorationBounds()
    bounds.kind = .lockup
    let result = Explorer.explore(
      configuration: Configuration.detail([.guardPresented], profile: .fixed), bounds: bounds)
    let lockup = try #require(result.counterexample(.lockup))
    let finding = try #require(lockup.finding)
    #expect(finding.rules.has(.r11))
    #expect(!finding.rules.has(.r7))
    #expect(lockup.needsAppInput)
  }

  /// At 120 fps a 3 s horizon has more frames than a table tag holds: tags round to two frames.
  @Test func proMotionHorizonBeyondTwoHundredFiftyFiveFrames() throws {
    var config = Configuration.detail([.none])
    config.profile.fps = 120
    var bounds = ExplorationBounds()
    bounds.appEvents = false
    bounds.kind = .lockup
    let result = Explorer.explore(configuration: config, bounds: bounds)
    let lockup = try #require(result.counterexample(.lockup))
    #expect(lockup.steps.count == 3)
    #expect(lockup.finding?.kind == .lockup)
  }

  @Test func kindFilterReportsOnlyThatKind() {
    var bounds = ExplorationBounds(depth: 3, horizon: .seconds(1.5))
    bounds.kind = .corruption
    let result = Explorer.explore(
      configuration: Configuration.detail([.gestureMask]), bounds: bounds)
    #expect(result.counterexamples.map(\.kind) == [.corruption])
  }

  @Test func progressIsReportedAtTheEnd() {
    var last: ExplorationProgress?
    let result = Explorer.explore(
      configuration: Configuration.detail([.none]),
      bounds: ExplorationBounds(depth: 2, horizon: .seconds(1))
    ) { last = $0 }
    #expect(last?.distinct == result.distinctStates)
    #expect(last?.states == result.statesGenerated)
  }
}

/// The explorer judges each quiescent state once, whatever the frame clock's phase when it was
/// reached (the identity of a state leaves the clock out). Check that assumption: the oracles'
/// verdict on a quiescent state does not change when the clock moves on by one or two frames.
@Suite struct OraclePhaseTests {
  @Test(arguments: everyMitigation)
  func verdictDoesNotDependOnTheFramePhase(_ mitigation: Mitigation) {
    let config = Configuration.detail([mitigation])
    let bounds = ExplorationBounds(depth: 2, horizon: .seconds(1))
    let frames = FrameClock(fps: config.profile.fps)
    let menu = ExplorationAction.menu(for: config, appEvents: true)
    var checked = 0
    func check(_ model: NavigationModel) {
      var run = model
      guard run.runUntilQuiescent(limit: run.now + Simulator.hangLimit) else { return }
      let kinds = Oracles.judge(run).map(\.kind)
      for shift in 1...2 {
        var later = run
        later.advance(
          to: VirtualTime(
            microseconds: frames.boundary(
              frames.firstFrame(atOrAfter: run.state.now + 1) + Int64(shift) - 1)))
        #expect(Oracles.judge(later).map(\.kind) == kinds, "\(mitigation) shift \(shift)")
      }
      checked += 1
    }
    // Every action at every fifth frame of the first 30, then every action after it.
    for f in stride(from: 0, to: 30, by: 5) {
      let t = VirtualTime(microseconds: frames.boundary(Int64(f)))
      for first in menu {
        var a = NavigationModel(config)
        for step in first.steps(at: t, bounds: bounds, physics: TouchPhysics(config)) {
          a.advance(to: step.time)
          a.apply(step.input)
        }
        check(a)
        for g in [1, 11] {
          let u = VirtualTime(
            microseconds: frames.boundary(frames.firstFrame(atOrAfter: a.state.now + 1) + Int64(g)))
          var waited = a
          waited.advance(to: u)
          for second in menu {
            var b = waited
            for step in second.steps(at: u, bounds: bounds, physics: TouchPhysics(config)) {
              b.advance(to: step.time)
              b.apply(step.input)
            }
            check(b)
          }
        }
      }
    }
    #expect(checked > 500)
  }
}
