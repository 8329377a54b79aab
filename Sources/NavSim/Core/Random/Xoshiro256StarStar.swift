/// xoshiro256** 1.0 (Blackman and Vigna 2018): the stream generator for fuzzing and tie-breaks.
///
/// ```swift
/// var rng = Xoshiro256StarStar(seed: 42)
/// let coin = rng.nextBool()
/// ```
public struct Xoshiro256StarStar: RandomNumberGenerator, Hashable, Sendable {
  @usableFromInline var s0, s1, s2, s3: UInt64

  /// Creates a generator whose state is four outputs of ``SplitMix64`` seeded with `seed`, as
  /// the authors recommend.
  public init(seed: UInt64) {
    var sm = SplitMix64(seed: seed)
    self.init(state: (sm.next(), sm.next(), sm.next(), sm.next()))
  }

  /// Creates a generator from its raw state (not all zero).
  public init(state: (UInt64, UInt64, UInt64, UInt64)) {
    (s0, s1, s2, s3) = state
    if s0 | s1 | s2 | s3 == 0 { s0 = 1 }
  }

  /// The next 64 random bits (inlinable: the fuzzer draws several per input).
  @inlinable public mutating func next() -> UInt64 {
    let result = rotl(s1 &* 5, 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotl(s3, 45)
    return result
  }

  @inlinable func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
