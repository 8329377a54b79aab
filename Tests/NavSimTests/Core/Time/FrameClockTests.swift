import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct FrameClockTests {
  @Test func boundariesFollowTheSpec() {
    let c = FrameClock(fps: 60)
    #expect((0..<5).map { c.boundary(Int64($0)) } == [0, 16_666, 33_333, 50_000, 66_666])
  }

  @Test(arguments: [30, 60, 120, 90] as [Int64])
  func nextBoundaryIsStrictlyAfterAndMinimal(fps: Int64) {
    let c = FrameClock(fps: fps)
    for t in stride(from: Int64(0), to: 200_000, by: 7) {
      let next = c.nextBoundary(after: t)
      #expect(next > t)
      let k = c.firstFrame(atOrAfter: next)
      #expect(c.boundary(k) == next)
      #expect(k == 0 || c.boundary(k - 1) <= t, "fps \(fps) t \(t)")
    }
  }

  @Test func completionsLandOnBoundariesAndLastAFrame() {
    let c = FrameClock(fps: 60)
    #expect(c.completion(start: 16_666, duration: 500_000) == 516_666)
    #expect(c.completion(start: 820_000, duration: 140_000) == 966_666)
    #expect(c.completion(start: 100, duration: 0) == 16_666)
    #expect(c.completion(start: 16_666, duration: 0) == 33_333)
  }

  @Test func millisecondsFormatting() {
    #expect(VirtualTime(microseconds: 1_266_666).description == "1266.666ms")
    #expect(VirtualTime(microseconds: 350_000).description == "350ms")
    #expect(VirtualTime(microseconds: 16_700).description == "16.7ms")
    #expect(VirtualDuration.milliseconds(16.7).microseconds == 16_700)
  }
}

extension FrameClockTests {
  /// The boundaries repeat every period, and no sooner, for every rate a profile may set.
  @Test func theBoundariesRepeatEveryPeriod() {
    for fps in [1, 7, 24, 30, 48, 60, 90, 120, 144, 240, 999] as [Int64] {
      let c = FrameClock(fps: fps)
      let p = c.period
      let frames = p * fps / 1_000_000
      #expect(frames * 1_000_000 == p * fps, "fps \(fps): a period is a whole number of frames")
      for k in Int64(0)..<(3 * frames + 5) {
        #expect(c.boundary(k + frames) == c.boundary(k) + p, "fps \(fps) k \(k)")
      }
      // No shorter span: some frame count below `frames` would land on a whole microsecond.
      for m in Int64(1)..<frames {
        #expect(m * 1_000_000 % fps != 0, "fps \(fps): \(m) frames already repeat")
      }
    }
    #expect(FrameClock(fps: 60).period == 50_000)
    #expect(FrameClock(fps: 120).period == 25_000)
  }
}

extension FrameClockTests {
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
