import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct InputGeneratorTests {
  static func runs(
    _ options: GenerationOptions, config: Configuration = Configuration(), count: Int = 300
  ) -> [[Touch]] {
    var runner = FuzzRunner(configuration: config, options: options)
    return (0..<count).map { k in
      _ = runner.run(seed: SplitMix64.derive(99, UInt64(k)))
      return runner.touches
    }
  }

  /// Every touch the fuzzer makes passes the performability check with the fingers allowed,
  /// over strategies, profiles, devices and finger counts (docs/MODEL.md §10.5).
  @Test(arguments: Strategy.allCases)
  func everyTouchIsPerformable(strategy: Strategy) {
    for fingers in [1, 2, 3] {
      for (profile, device) in [(Profile.ios17, Device.iphone), (.ios13, .ipad), (.fixed, .iphone)]
      {
        var options = GenerationOptions()
        options.strategy = strategy
        options.fingers = fingers
        var config = Configuration()
        config.profile = profile
        config.device = device
        let physics = TouchPhysics(config)
        for (k, touches) in Self.runs(options, config: config, count: 150).enumerated() {
          #expect(!touches.isEmpty, "run \(k)")
          let violations = physics.violations(touches, fingers: fingers)
          #expect(
            violations.isEmpty,
            "run \(k) \(strategy) \(profile.name) \(device) fingers \(fingers): \(violations)")
        }
      }
    }
  }

  /// A one-finger campaign never overlaps touches: each goes down after the previous one lifted
  /// plus `refractory`.
  /// A fork adds a few actions: one at least, the most a run may make at most, 2.9 on average
  /// (one, then each next with the chance ``InputGenerator/forkGoesOn``), for any cap.
  @Test(arguments: [1, 3, 20])
  func aForkAddsAGeometricCountOfActions(maxActions: Int) {
    var options = GenerationOptions()
    options.maxActions = maxActions
    var generator = InputGenerator(options: options)
    generator.reset(seed: 5)
    let draws = (0..<20_000).map { _ in generator.forkLength() }
    #expect(draws.allSatisfy { (1...maxActions).contains($0) })
    let mean = Double(draws.reduce(0, +)) / Double(draws.count)
    // The geometric mean 1 / (1 - 0.65), less what the cap cuts off.
    var expected = 0.0
    var reach = 1.0
    for _ in 0..<maxActions {
      expected += reach
      reach *= InputGenerator.forkGoesOn
    }
    #expect(abs(mean - expected) < 0.05, "mean \(mean), expected \(expected)")
    if maxActions == 20 { #expect(abs(mean - 2.86) < 0.05) }
  }

  @Test func oneFingerNeverOverlaps() {
    let refractory = Profile.ios17.refractory
    for strategy in Strategy.allCases {
      var options = GenerationOptions()
      options.strategy = strategy
      for (k, touches) in Self.runs(options).enumerated() {
        let fingers = touches.filter(\.isTouch)
        #expect(fingers.allSatisfy { $0.finger == 1 }, "run \(k)")
        for (a, b) in zip(fingers, fingers.dropFirst()) {
          #expect(b.time >= a.end + refractory, "run \(k) \(strategy): \(a) then \(b)")
        }
      }
    }
  }

  /// With two fingers some touches overlap (the class that one finger cannot reach).
  @Test func twoFingersSometimesOverlap() {
    var options = GenerationOptions()
    options.fingers = 2
    var overlaps = 0
    for touches in Self.runs(options) {
      let fingers = touches.filter(\.isTouch)
      for (a, b) in zip(fingers, fingers.dropFirst()) where b.time < a.end { overlaps += 1 }
    }
    #expect(overlaps > 0)
  }

  @Test func appEventsOffLeavesThemOut() {
    var options = GenerationOptions()
    options.appEvents = false
    for strategy in Strategy.allCases {
      options.strategy = strategy
      #expect(!Self.runs(options).joined().contains { $0.isApp })
    }
    #expect(Self.runs(GenerationOptions()).joined().contains { $0.isApp })
  }

  @Test func throttleSeparatesUserInputs() {
    var options = GenerationOptions()
    options.throttle = .milliseconds(120)
    for (k, touches) in Self.runs(options).enumerated() {
      let user = touches.filter(\.isTouch)
      for (a, b) in zip(user, user.dropFirst()) {
        #expect(b.time - a.end >= 120_000 + Profile.ios17.refractory, "run \(k)")
      }
    }
  }

  @Test func someInputsLandNowhere() {
    var config = Configuration()
    config.start = [0, 1]
    let physics = TouchPhysics(config)
    var dispositions: [Disposition] = []
    for touches in Self.runs(GenerationOptions(), config: config, count: 80) {
      var model = NavigationModel(config)
      for timed in physics.inputs(touches) {
        model.advance(to: timed.time)
        dispositions.append(model.apply(timed.input))
      }
    }
    #expect(dispositions.contains(.acted))
    #expect(dispositions.contains(.nothingThere))
    #expect(dispositions.contains(.windowLock))
  }

  @Test func theSameSeedGivesTheSameTouches() {
    #expect(Self.runs(GenerationOptions(), count: 50) == Self.runs(GenerationOptions(), count: 50))
  }
}
