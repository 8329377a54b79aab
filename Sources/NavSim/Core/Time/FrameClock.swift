/// The display's frame boundaries (MODEL.md §1).
///
/// Frame `k` starts at `floor(k × 1 000 000 / fps)` µs. SwiftUI state becomes visible at the
/// next boundary after it changes, and Core Animation delivers completions on a boundary.
public struct FrameClock: Hashable, Sendable {
  /// Frames per second (60 by default, 120 for ProMotion; at least 1).
  public var fps: Int64 {
    didSet { derive() }
  }
  /// Division by ``fps`` without a hardware division (``Divisor``).
  private var perFrame = Divisor(1)
  /// ``period``, computed once.
  private var repeatsEvery: Int64 = 1_000_000

  /// Creates a clock for a display of `fps` frames per second (at least 1).
  public init(fps: Int64) {
    self.fps = max(1, fps)
    derive()
  }

  /// The values derived from ``fps``.
  private mutating func derive() {
    if fps < 1 { fps = 1 }
    perFrame = Divisor(UInt64(fps))
    var a: Int64 = 1_000_000
    var b = fps
    while b != 0 { (a, b) = (b, a % b) }
    repeatsEvery = 1_000_000 / a
  }

  /// The start of frame `k`.
  @inline(__always)
  public func boundary(_ k: Int64) -> Int64 {
    let n = k &* 1_000_000
    guard n >= 0 else { return n / fps }
    return Int64(bitPattern: perFrame.divide(UInt64(bitPattern: n)))
  }

  /// The index of the first frame that starts at or after `t`.
  public func firstFrame(atOrAfter t: Int64) -> Int64 {
    guard t > 0 else { return 0 }
    // For a whole t, floor(k × 1e6 / fps) ≥ t exactly when k × 1e6 ≥ t × fps, so the first
    // such k is ceil(t × fps / 1e6): one division (the clock's hot path).
    let (product, overflow) = t.multipliedReportingOverflow(by: fps)
    if !overflow && product <= Int64.max - 999_999 { return (product + 999_999) / 1_000_000 }
    // Past the exact range: an estimate corrected against `boundary`.
    var k = t / 1_000_000 &* fps
    while k > 0 && boundary(k - 1) >= t { k -= 1 }
    while boundary(k) < t { k += 1 }
    return k
  }

  /// The first frame boundary strictly after `t`: when a state change made at `t` is rendered.
  public func nextBoundary(after t: Int64) -> Int64 {
    boundary(firstFrame(atOrAfter: t &+ 1))
  }

  /// The first boundary at or after `t`.
  public func boundary(atOrAfter t: Int64) -> Int64 {
    boundary(firstFrame(atOrAfter: t))
  }

  /// When an animation of `duration` µs started at `t` completes: the first boundary at or after
  /// `t + duration`, and never before the next frame (every settle lasts at least one frame).
  public func completion(start t: Int64, duration: Int64) -> Int64 {
    max(boundary(atOrAfter: t &+ max(0, duration)), nextBoundary(after: t))
  }

  /// The shortest span after which the boundaries repeat, µs: `1 000 000 / gcd(1 000 000, fps)`
  /// (50 ms at 60 fps: three frames). A model moved by a whole period meets every boundary as
  /// before.
  package var period: Int64 { repeatsEvery }

  /// The first mark of the clock's period at or after `t`: the first multiple of ``period``
  /// (or `t` itself when no later one fits in the clock's range). The oracles' probes begin on
  /// one (docs/MODEL.md §8), so a quiescent model meets the same boundaries whenever it settled.
  package func periodMark(atOrAfter t: Int64) -> Int64 {
    let r = t % repeatsEvery
    guard r != 0 else { return t }
    let (mark, overflow) = (t &- r).addingReportingOverflow(r > 0 ? repeatsEvery : 0)
    return overflow ? t : mark
  }

  /// The length of one frame, rounded down to the microsecond.
  public var frameDuration: Int64 { boundary(1) }
}
