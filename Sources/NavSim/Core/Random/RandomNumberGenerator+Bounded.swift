extension RandomNumberGenerator {
  /// A uniform integer in `0..<bound` by Lemire's multiply-and-reject method.
  ///
  /// NavSim maps bits to values itself because the standard library's mapping may change
  /// between toolchains, and a seed must give the same run everywhere. Returns 0 when
  /// `bound` is 0.
  @inlinable public mutating func nextBounded(_ bound: UInt64) -> UInt64 {
    guard bound > 0 else { return 0 }
    var m = next().multipliedFullWidth(by: bound)
    if m.low < bound {
      let threshold = (0 &- bound) % bound
      while m.low < threshold { m = next().multipliedFullWidth(by: bound) }
    }
    return m.high
  }

  /// A uniform integer in `range` (which must not be empty).
  @inlinable public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    if width == 0 { return Int(truncatingIfNeeded: next()) }
    return range.lowerBound &+ Int(nextBounded(width))
  }

  /// A uniform integer in `0..<count`; 0 when `count` is 0.
  @inlinable public mutating func nextIndex(_ count: Int) -> Int {
    Int(nextBounded(UInt64(max(0, count))))
  }

  /// A uniform double in `0..<1` with 53 random bits.
  @inlinable public mutating func nextUnit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A fair coin.
  @inlinable public mutating func nextBool() -> Bool { next() >> 63 == 1 }

  /// `true` with probability `p`.
  @inlinable public mutating func chance(_ p: Double) -> Bool { nextUnit() < p }
}
