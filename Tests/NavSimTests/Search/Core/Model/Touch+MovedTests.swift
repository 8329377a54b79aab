import Testing

@testable import NavSimCore
@testable import NavSimSearch

/// The moved-touch check (``MovedTouchCheck``) says of a run with one touch moved exactly what
/// the whole performability check says of it.
@Suite struct TouchMovedTests {
  /// Fuzz runs' touches (one and two fingers) under the seed app, the tab app, `ios26` and the
  /// iPad (whose runs rotate the screen).
  static let cases: [(Configuration, [Touch])] = {
    var tabs = Configuration()
    tabs.app = Bench.tabApp
    var ios26 = Configuration()
    ios26.profile = .ios26
    var pad = Configuration()
    pad.device = .ipad
    return TouchStepsTests.fuzzRuns(
      [Configuration(), tabs, ios26, pad], fingers: 1...2, runs: 40, seedBase: 100)
  }()

  /// Every touch of every run moved to seeded times, near and far: the check's answer is the
  /// whole check's.
  @Test func aMovedTouchIsJudgedAsTheWholeCheckJudgesIt() {
    var rng = SplitMix64(seed: 21)
    var compared = 0
    var refused = 0
    var rotationsMoved = 0
    for (config, touches) in Self.cases {
      let physics = TouchPhysics(config)
      let fingers = max(1, Set(touches.filter(\.isTouch).map(\.finger)).count)
      let check = MovedTouchCheck(physics, touches: touches, fingers: fingers)
      guard check.performable else { continue }
      for i in touches.indices {
        if case .rotate = touches[i].motion { rotationsMoved += 1 }
        for k in 0..<8 {
          // Half near the touch (within 300 ms, where the travel decides), half anywhere.
          let range: UInt64 = k < 4 ? 600_001 : 4_000_001
          let shift = Int64(rng.next() % range) - Int64(range / 2)
          let t = max(0, touches[i].time + shift)
          var moved = touches
          moved[i].time = t
          let whole = physics.violations(moved, fingers: fingers).isEmpty
          #expect(check.allows(moving: i, to: t) == whole, "\(touches): input \(i) at \(t) µs")
          compared += 1
          if !whole { refused += 1 }
        }
      }
    }
    #expect(compared > 5_000)
    // Both answers are exercised, and moved rotations (checked whole) too.
    #expect(refused > compared / 20 && refused < compared - compared / 20)
    #expect(rotationsMoved > 0)
  }

  /// A run that is not performable allows no move.
  @Test func anUnperformableRunAllowsNoMove() {
    let config = Configuration()
    let touches = [
      Touch(at: 0, finger: 1, .tap(.back, hold: 80_000)),
      Touch(at: 10_000, finger: 1, .tap(.back, hold: 80_000)),
    ]
    let check = MovedTouchCheck(TouchPhysics(config), touches: touches, fingers: 1)
    #expect(!check.performable)
    #expect(!check.allows(moving: 1, to: 5_000_000))
  }
}
