import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// The frame clock over every time a scenario may name.
@Suite struct FrameClockScenarioTimesTests {
  /// `firstFrame(atOrAfter:)` is the first frame whose boundary is at or after `t`, by its
  /// definition (the boundary before it is earlier), for every rate a profile may set and times
  /// up to the latest a scenario may name.
  @Test(arguments: [1, 7, 24, 30, 48, 60, 90, 120, 144, 240, 999] as [Int64])
  func theFirstFrameAtOrAfterIsTheDefinition(fps: Int64) {
    let c = FrameClock(fps: fps)
    var rng = SplitMix64(seed: UInt64(fps))
    var times: [Int64] = Array(-3...200_000)
    for _ in 0..<20_000 { times.append(Int64(rng.next() % UInt64(Scenario.maximumTime * 2))) }
    let wrong = times.filter { t in
      let k = c.firstFrame(atOrAfter: t)
      return c.boundary(k) < t || (k > 0 && c.boundary(k - 1) >= t)
    }
    #expect(wrong.isEmpty, "fps \(fps): first frames at or after \(wrong.prefix(5)) are wrong")
  }
}
