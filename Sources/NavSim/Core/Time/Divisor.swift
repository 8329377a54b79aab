/// Division of unsigned 64-bit numbers by a divisor fixed in advance, by a multiply and a
/// shift (the method of libdivide, after Granlund and Montgomery, "Division by invariant
/// integers using multiplication", PLDI 1994): exact for every dividend.
///
/// The frame clock divides by its frame rate on every boundary it finds, many times a fuzz
/// run; a hardware division by a divisor known only at run time costs tens of cycles.
struct Divisor: Hashable, Sendable {
  private var magic: UInt64
  private var shift: UInt64
  private var add: Bool

  /// Divides by `d` (at least 1).
  init(_ d: UInt64) {
    let d = max(1, d)
    let log2d = UInt64(63 - d.leadingZeroBitCount)
    guard d & (d - 1) != 0 else {
      (magic, shift, add) = (0, log2d, false)
      return
    }
    // floor(2^(64 + log2d) / d) and its remainder; the high word 2^log2d is below d.
    var (m, rem) = d.dividingFullWidth((high: UInt64(1) << log2d, low: 0))
    let e = d &- rem
    if e < UInt64(1) << log2d {
      add = false
    } else {
      m = m &+ m
      let twice = rem &+ rem
      if twice >= d || twice < rem { m &+= 1 }
      add = true
    }
    (magic, shift) = (m &+ 1, log2d)
  }

  /// `n / d`.
  @inline(__always)
  func divide(_ n: UInt64) -> UInt64 {
    guard magic != 0 else { return n >> shift }
    let q = magic.multipliedFullWidth(by: n).high
    guard add else { return q >> shift }
    return (((n &- q) >> 1) &+ q) >> shift
  }
}
