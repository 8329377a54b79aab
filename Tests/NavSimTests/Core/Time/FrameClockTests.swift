import Testing

@testable import NavSimCore

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

/// The frame clock's division by a multiply is the hardware's, for every divisor a profile
/// may set and dividends across the range.
@Suite struct DivisorTests {
  @Test func theMultiplyDividesAsTheHardwareDoes() {
    var rng = Xoshiro256StarStar(seed: 3)
    var divisors = (1...1_200).map { UInt64($0) }
    divisors += [1 << 20, (1 << 20) + 1, 1_000_000, 999_999, UInt64.max, UInt64.max / 3]
    divisors += (0..<200).map { _ in rng.next() >> rng.nextBounded(64) | 1 }
    for d in divisors {
      let divisor = Divisor(d)
      var dividends: [UInt64] = [0, 1, d - 1, d, d &+ 1, UInt64.max, UInt64.max - 1, 1 << 63]
      dividends += (0..<60).map { _ in rng.next() }
      dividends += (0..<60).map { _ in rng.next() >> rng.nextBounded(64) }
      dividends += (0..<20).map { _ in d &* rng.nextBounded(1 << 20) }
      for n in dividends { #expect(divisor.divide(n) == n / d, "\(n) / \(d)") }
    }
  }

  /// A clock whose rate is set after it was made divides by the new rate.
  @Test func settingTheRateRederivesTheClock() {
    var c = FrameClock(fps: 60)
    c.fps = 120
    #expect(c == FrameClock(fps: 120))
    #expect(c.boundary(3) == 25_000 && c.period == FrameClock(fps: 120).period)
    c.fps = 0
    #expect(c.fps == 1 && c.boundary(2) == 2_000_000)
  }

  /// The boundaries are those of the definition, floor(k × 1 000 000 / fps).
  @Test(arguments: [1, 24, 30, 59, 60, 90, 120, 144, 240, 1_000] as [Int64])
  func boundariesAreTheDefinitions(fps: Int64) {
    let c = FrameClock(fps: fps)
    for k in stride(from: Int64(-50), to: 100_000, by: 13) {
      #expect(c.boundary(k) == k * 1_000_000 / fps)
    }
  }
}

extension FrameClockTests {
  /// `periodMark(atOrAfter:)` is the first multiple of the period at or after `t`, before and
  /// after time zero, for every rate a profile may set; at the end of the clock's range, where
  /// no later mark fits, it is `t`.
  @Test(arguments: [1, 7, 24, 30, 48, 60, 90, 120, 144, 240, 999] as [Int64])
  func thePeriodMarkIsTheFirstMultipleAtOrAfter(fps: Int64) {
    let c = FrameClock(fps: fps)
    let p = c.period
    var rng = SplitMix64(seed: UInt64(fps))
    for _ in 0..<2_000 {
      let t = Int64(truncatingIfNeeded: rng.next() % 40_000_000_000) - 20_000_000_000
      let mark = c.periodMark(atOrAfter: t)
      #expect(mark >= t && mark - t < p && mark % p == 0, "fps \(fps) t \(t) mark \(mark)")
    }
    for t in [-p, -1, 0, 1, p - 1, p, p + 1] {
      let mark = c.periodMark(atOrAfter: t)
      #expect(mark >= t && mark - t < p && mark % p == 0, "fps \(fps) t \(t) mark \(mark)")
    }
    #expect(c.periodMark(atOrAfter: Int64.max) == Int64.max)
  }
}
