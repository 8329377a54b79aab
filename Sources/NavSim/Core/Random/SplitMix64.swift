/// SplitMix64 (Steele, Lea and Flood 2014): a tiny generator used to seed others.
///
/// Its output for a given seed is fixed forever, unlike the standard library's generators, so
/// NavSim uses it (and ``Xoshiro256StarStar``) wherever a result depends on randomness.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The generator's whole state.
  public var state: UInt64

  /// Creates a generator from a 64-bit seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Mixes two values into one seed, so that run `k` of campaign `seed` has its own stream.
  public static func derive(_ seed: UInt64, _ index: UInt64) -> UInt64 {
    var g = SplitMix64(seed: seed ^ (index &* 0xD1B5_4A32_D192_ED03))
    _ = g.next()
    return g.next()
  }
}
