import NavSimScenarioTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct ShrinkerTests {
  @Test func theSeedLockupShrinksToShowPullDownSwipe() throws {
    let (config, touches) = Bench.seedLockupTouches()
    let physics = TouchPhysics(config)
    let finding = try #require(
      Simulator.run(config, inputs: physics.inputs(touches)).findings.first { $0.kind == .lockup })
    var shrinker = Shrinker(configuration: config, finding: finding)
    let minimal = shrinker.shrink(touches)
    #expect(minimal.count == 3)
    #expect(minimal.first?.motion == .tap(.showSheet, hold: config.profile.hold))
    #expect(
      minimal.contains { if case .pan(.dragSheet, _, _, _) = $0.motion { true } else { false } })
    #expect(
      minimal.contains { if case .pan(.swipeBack, _, _, _) = $0.motion { true } else { false } })
    #expect(minimal.allSatisfy { $0.finger == 1 })
    #expect(physics.violations(minimal, fingers: 1).isEmpty)
    let replayed = Simulator.run(config, inputs: physics.inputs(minimal)).findings
    #expect(replayed.contains { $0.kind == .lockup && $0.cause == finding.cause })
  }

  @Test func shrinkingIsDeterministic() throws {
    let (config, touches) = Bench.seedLockupTouches()
    let finding = try #require(
      Simulator.run(config, inputs: TouchPhysics(config).inputs(touches)).findings.first)
    var a = Shrinker(configuration: config, finding: finding)
    var b = Shrinker(configuration: config, finding: finding)
    #expect(a.shrink(touches) == b.shrink(touches))
  }

  @Test func touchesWithoutTheFindingAreReturnedUnchanged() {
    let (config, touches) = Bench.seedLockupTouches()
    var fixed = config
    fixed.profile = .fixed
    let finding = Finding(kind: .lockup, time: .zero, rules: [], cause: "none")
    var shrinker = Shrinker(configuration: fixed, finding: finding)
    #expect(shrinker.shrink(touches) == touches)
  }

  /// A sweep over campaign runs with findings, one and two fingers, several profiles: the
  /// minimised touches keep the finding, never grow nor end later, and are touches the
  /// generator could have made (the performability check with the campaign's fingers).
  @Test(arguments: [1, 2])
  func shrinkingKeepsTheFindingAndStaysPerformable(fingers: Int) {
    var checked = 0
    for (seed, profile) in [(21 as UInt64, Profile.ios17), (5, .ios13)] {
      var campaign = Campaign(seed: seed)
      campaign.configuration.profile = profile
      campaign.generation.fingers = fingers
      for mitigation in [Mitigation.none, .gestureMask, .guardPresented] {
        var found = 0
        for run in campaign.replay(runs: 0..<300, mitigation: mitigation) where found < 4 {
          guard let finding = run.findings.first else { continue }
          found += 1
          let physics = TouchPhysics(run.configuration)
          var shrinker = Shrinker(configuration: run.configuration, finding: finding)
          let minimal = shrinker.shrink(run.touches)
          let replayed = Simulator.run(run.configuration, inputs: physics.inputs(minimal)).findings
          let context =
            "seed \(seed) run \(run.index) \(mitigation) \(finding.kind) fingers \(fingers)"
          // The finding's signature is kept (kind, recoverability, cause class).
          #expect(replayed.contains(where: shrinker.keeps), "\(context)")
          #expect(
            replayed.contains {
              FindingSignature.causeClass($0) == FindingSignature.causeClass(finding)
                && $0.kind == finding.kind && $0.recoverable == finding.recoverable
            }, "\(context)")
          #expect(minimal.count <= run.touches.count, "\(context)")
          let minimalEnd: Int64 = minimal.map(\.end).max() ?? 0
          let runEnd: Int64 = run.touches.map(\.end).max() ?? 0
          #expect(minimalEnd <= runEnd, "\(context)")
          #expect(physics.violations(minimal, fingers: fingers).isEmpty, "\(context)")
          #expect(zip(minimal, minimal.dropFirst()).allSatisfy { $0.time <= $1.time }, "\(context)")
          checked += 1
        }
      }
    }
    #expect(checked >= 10)
  }

  /// A finger's number only names it: a two-finger run whose second finger is numbered 3
  /// shrinks to what the same run numbered 1 and 2 shrinks to (the candidates' finger limit
  /// is the run's highest finger, ``TouchPhysics/fingerLimit(_:)``).
  @Test func renumberingAFingerShrinksAlike() throws {
    let cases = try RepositoryScenarios.renumberedFindingCases()
    for (file, config, touches, renumbered, finding) in cases {
      var two = Shrinker(configuration: config, finding: finding)
      var three = Shrinker(configuration: config, finding: finding)
      #expect(three.shrink(renumbered) == two.shrink(touches), "\(file)")
    }
    #expect(cases.count >= 2)
  }

  @Test func canonicalFormsAreSimplerAndPerformableOnesExist() {
    let (config, _) = Bench.seedLockupTouches()
    let shrinker = Shrinker(
      configuration: config, finding: Finding(kind: .lockup, time: .zero, rules: [], cause: ""))
    #expect(
      shrinker.canonical(.tap(.back, hold: 123_000)) == [.tap(.back, hold: config.profile.hold)])
    #expect(shrinker.canonical(.tap(.back, hold: config.profile.hold)).isEmpty)
    let forms = shrinker.canonical(
      .pan(.swipeBack, progress: 0.63, duration: 187_000, velocity: 1234))
    // The longest round duration not longer than the original comes first (never later).
    #expect(forms.first == .pan(.swipeBack, progress: 1, duration: 150_000, velocity: nil))
    #expect(!forms.contains(.pan(.swipeBack, progress: 0.63, duration: 187_000, velocity: 1234)))
  }

  /// Inputs that are no part of the race are removed even where they change the cause's words
  /// (a rotation, a visit to another tab and back): the shrinker keeps the signature, so a
  /// person repeating the file does only the race.
  @Test func rotationsAndTabVisitsOutsideTheRaceAreRemoved() throws {
    let text = """
      tabs: feed, settings
      screen: feed: link detail
      screen: settings
      screen: detail: sheet
      start: feed > detail
      expect: dead-stack

      @0ms rotate
      @300ms tap tab settings
      @700ms tap tab feed
      @1000ms rotate
      @1400ms tap show-sheet
      @2500ms drag-sheet 0.2 over 150ms
      @2900ms swipe-back 0.6 over 90ms

      """
    let scenario = try Scenario.parse(text, path: "tab.nav")
    let outcome = try Shrinker.shrink(scenario)
    #expect(outcome.finding?.kind == .deadStack)
    #expect(outcome.inputCount <= 3, "\(outcome.scenario.canonicalText())")
    let replayed = try outcome.scenario.replay()
    #expect(replayed.passed)
  }
}
