import Testing

@testable import NavSimCore
@testable import NavSimSearch

/// Deep links drawn as a hand makes them (docs/MODEL.md §10.1): over strategies, seeds and
/// finger counts, the fuzzer's runs pass the check with the links in it, and it draws them.
@Suite struct InputGeneratorDeepLinksTests {
  /// The seed app where popping and emptying the path are deep links and presenting is the
  /// app's own.
  static let config: Configuration = {
    var config = Configuration()
    config.app.deepLinks = [.pop, .popToRoot]
    return config
  }()

  @Test(arguments: Strategy.allCases)
  func everyRunWithDeepLinksIsPerformable(strategy: Strategy) {
    let physics = TouchPhysics(Self.config)
    let gap = Self.config.profile.linkGap
    for fingers in [1, 2] {
      var options = GenerationOptions()
      options.strategy = strategy
      options.fingers = fingers
      options.appActions = [.pop, .popToRoot, .dismissSheet]
      var runner = FuzzRunner(configuration: Self.config, options: options)
      var links = 0
      for k in 0..<300 {
        _ = runner.run(seed: SplitMix64.derive(7, UInt64(k)))
        let touches = runner.touches
        let violations = physics.violations(touches, fingers: fingers)
        #expect(violations.isEmpty, "run \(k) \(strategy) fingers \(fingers): \(violations)")
        let times = touches.filter { touch in
          if case .app(let action) = touch.motion { return physics.isDeepLink(action) }
          return false
        }.map(\.time).sorted()
        links += times.count
        for (a, b) in zip(times, times.dropFirst()) {
          #expect(b - a >= gap, "run \(k): deep links @\(a) and @\(b)")
        }
      }
      #expect(links > 0, "\(strategy) fingers \(fingers) drew no deep link")
    }
  }

  /// A verdict search's fork re-times a prefix whose deep links come too soon (every time
  /// halved here) so that it and the run after it pass the check.
  @Test(arguments: [1, 2]) func aPlacedPrefixTimesItsDeepLinks(fingers: Int) {
    let physics = TouchPhysics(Self.config)
    var options = GenerationOptions()
    options.fingers = fingers
    options.appActions = [.pop, .popToRoot, .dismissSheet]
    var source = FuzzRunner(configuration: Self.config, options: options)
    var runner = FuzzRunner(configuration: Self.config, options: options)
    var retimed = 0
    for k in 0..<200 {
      _ = source.run(seed: SplitMix64.derive(11, UInt64(k)))
      let prefix = source.touches.map { touch in
        var touch = touch
        touch.time /= 2
        return touch
      }
      if !physics.violations(prefix, fingers: fingers).isEmpty { retimed += 1 }
      _ = runner.run(seed: UInt64(k), prefix: prefix[...])
      let violations = physics.violations(runner.touches, fingers: fingers)
      #expect(violations.isEmpty, "run \(k) fingers \(fingers): \(violations)")
    }
    #expect(retimed > 0)
  }
}
