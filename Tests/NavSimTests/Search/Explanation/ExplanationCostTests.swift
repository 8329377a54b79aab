import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

/// `explain` stays near-linear in the number of inputs: the model steps its
/// searches deliver, counted, not timed.
@Suite struct ExplanationCostTests {
  /// The seed lockup with `padding` back taps, 200 ms apart, before it (at the root, where they
  /// do nothing) or after it (swallowed).
  static func padded(_ padding: Int, before: Bool) -> (Configuration, [Touch]) {
    var (config, lockup) = Bench.seedLockupTouches()
    var touches: [Touch] = []
    if before {
      config.start = [0]
      for k in 0..<padding {
        touches.append(Touch(at: Int64(k) * 200_000, finger: 1, .tap(.back, hold: 80_000)))
      }
      let link = Int64(padding) * 200_000
      touches.append(Touch(at: link, finger: 1, .tap(.link(1), hold: 80_000)))
      for var touch in lockup {
        touch.time += link + 1_000_000
        touches.append(touch)
      }
    } else {
      touches = lockup
      for k in 0..<padding {
        touches.append(
          Touch(at: 1_500_000 + Int64(k) * 200_000, finger: 1, .tap(.back, hold: 80_000)))
      }
    }
    return (config, touches)
  }

  static func steps(_ padding: Int, before: Bool) throws -> Int {
    let (config, touches) = padded(padding, before: before)
    let finding = try #require(
      Simulator.run(config, inputs: TouchPhysics(config).inputs(touches)).findings.first {
        $0.kind == .lockup
      })
    return Explanation(configuration: config, touches: touches, finding: finding).stepsDelivered
  }

  /// Four times the inputs cost at most about four times the steps (quadratic work would be
  /// sixteen times).
  @Test(arguments: [false, true]) func fourTimesTheInputsCostAboutFourTimesTheWork(before: Bool)
    throws
  {
    let small = try Self.steps(100, before: before)
    let large = try Self.steps(400, before: before)
    #expect(large < small * 6, "100 inputs: \(small) steps, 400: \(large)")
  }
}
