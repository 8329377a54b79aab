import Testing

@testable import NavSimCore

@Suite struct SplitMix64Tests {
  @Test func matchesPublishedReferenceOutputs() {
    // Vigna's splitmix64.c seeded with 1234567 (also Rosetta Code's reference sequence).
    var g = SplitMix64(seed: 1_234_567)
    let expected: [UInt64] = [
      6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
      4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
    ]
    #expect((0..<5).map { _ in g.next() } == expected)
    var zero = SplitMix64(seed: 0)
    #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
  }

  @Test func derivedSeedsDifferPerRun() {
    let seeds = (0..<1000).map { SplitMix64.derive(42, UInt64($0)) }
    #expect(Set(seeds).count == 1000)
    #expect(SplitMix64.derive(42, 7) == SplitMix64.derive(42, 7))
    #expect(SplitMix64.derive(42, 7) != SplitMix64.derive(43, 7))
  }
}
