import Testing

@testable import NavSimCore
@testable import NavSimSearch

/// A touch's steps made one at a time (``TouchPhysics/StepCursor``) and the fuzzer's delivery
/// queue (``StepQueue``) deliver what ``TouchPhysics/inputs(_:)`` lists.
@Suite struct TouchStepsTests {
  /// Fuzz runs' touches (one to three fingers, app inputs on) under the seed app, the tab app
  /// and `ios26` at 120 fps.
  static let cases: [(Configuration, [Touch])] = {
    var tabs = Configuration()
    tabs.app = Bench.tabApp
    var fast = Configuration()
    fast.profile = .ios26
    fast.profile.fps = 120
    return fuzzRuns([Configuration(), tabs, fast], fingers: 1...3, runs: 60)
  }()

  /// The touches of `runs` `timed` fuzz runs (app inputs on) for each configuration and finger
  /// count, the runs seeded from `seedBase` and the finger count.
  static func fuzzRuns(
    _ configurations: [Configuration], fingers: ClosedRange<Int>, runs: Int, seedBase: UInt64 = 0
  ) -> [(Configuration, [Touch])] {
    var out: [(Configuration, [Touch])] = []
    for config in configurations {
      for count in fingers {
        var options = GenerationOptions()
        options.fingers = count
        options.strategy = .timed
        var runner = FuzzRunner(configuration: config, options: options)
        for k in 0..<runs {
          _ = runner.run(seed: SplitMix64.derive(seedBase + UInt64(count), UInt64(k)))
          out.append((config, runner.touches))
        }
      }
    }
    return out
  }

  /// Each touch's steps, in order, are those of `inputs(_:)` for it alone.
  @Test func aCursorMakesTheStepsOfTheTouch() {
    for (config, touches) in Self.cases {
      let physics = TouchPhysics(config)
      for touch in touches {
        var made: [TimedInput] = []
        physics.forEachStep(touch) { made.append(TimedInput(VirtualTime(microseconds: $0), $1)) }
        #expect(made == physics.inputs(touch), "\(touch)")
        #expect(made.count >= 1)
      }
    }
  }

  /// The queue, fed every touch of a run, leaves the model where delivering `inputs(_:)` one by
  /// one does, though it passes over moves (docs/MODEL.md §10.4).
  @Test func theQueueEndsWhereEveryInputTakesTheModel() {
    for (n, (config, touches)) in Self.cases.enumerated() {
      let physics = TouchPhysics(config)
      var full = NavigationModel(config)
      for timed in physics.inputs(touches) {
        full.advance(to: timed.time)
        full.apply(timed.input)
      }
      var queue = StepQueue()
      var queued = NavigationModel(config)
      for (i, touch) in touches.enumerated() { queue.schedule(touch, index: i, physics) }
      queue.deliver(before: Int64.max, to: &queued)
      #expect(queue.isEmpty)
      #expect(queued.state == full.state, "case \(n)")
      #expect(queued.state.now == full.state.now, "case \(n)")
    }
  }

  /// Passing over the moves before a limit lands where advancing one move at a time while the
  /// next step is a move before the limit does, for every frame move of every pan and limits
  /// around every boundary.
  @Test func passingMovesAtOnceIsAdvancingThemOneByOne() {
    for (config, touches) in Self.cases.prefix(120) {
      let physics = TouchPhysics(config)
      for touch in touches {
        guard case .pan = touch.motion else { continue }
        var start = physics.steps(of: touch, index: 3)
        while !start.isDone {
          defer { start.advance() }
          guard start.phase == .frame else { continue }
          for limit in stride(from: start.time - 20_000, through: touch.end + 40_000, by: 4_111) {
            var stepped = start
            while stepped.phase == .frame, stepped.afterMove.time < limit { stepped.advance() }
            var jumped = start
            jumped.passMoves(before: limit)
            #expect(
              (jumped.phase, jumped.time, jumped.sequence, jumped.frameIndex)
                == (stepped.phase, stepped.time, stepped.sequence, stepped.frameIndex),
              "\(touch) limit \(limit)")
          }
        }
      }
    }
  }

  /// Steps due at the delivery's limit wait for the next delivery.
  @Test func aStepAtTheLimitWaits() throws {
    let config = Configuration()
    let physics = TouchPhysics(config)
    let touch = Touch(at: 0, finger: 1, .tap(.showSheet, hold: config.profile.hold))
    var queue = StepQueue()
    var model = NavigationModel(config)
    queue.schedule(touch, index: 0, physics)
    let press = try #require(physics.inputs(touch).first)
    queue.deliver(before: press.time.microseconds, to: &model)
    #expect(!queue.isEmpty)
    queue.deliver(before: press.time.microseconds + 1, to: &model)
    #expect(!queue.isEmpty)
    queue.deliver(before: Int64.max, to: &model)
    #expect(queue.isEmpty)
  }
}
