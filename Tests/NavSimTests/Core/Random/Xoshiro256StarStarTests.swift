import Testing

@testable import NavSimCore

@Suite struct Xoshiro256StarStarTests {
  @Test func matchesReferenceOutputsForStateOneTwoThreeFour() {
    // xoshiro256starstar.c with s = {1, 2, 3, 4} (the vector rand_xoshiro checks against).
    var g = Xoshiro256StarStar(state: (1, 2, 3, 4))
    let expected: [UInt64] = [
      11520, 0, 1_509_978_240, 1_215_971_899_390_074_240, 1_216_172_134_540_287_360,
      607_988_272_756_665_600, 16_172_922_978_634_559_625, 8_476_171_486_693_032_832,
      10_595_114_339_597_558_777, 2_904_607_092_377_533_576,
    ]
    #expect((0..<10).map { _ in g.next() } == expected)
  }

  @Test func allZeroStateIsRepaired() {
    var g = Xoshiro256StarStar(state: (0, 0, 0, 0))
    #expect((0..<4).map { _ in g.next() }.contains { $0 != 0 })
  }

  @Test(arguments: [1, 2, 3, 7, 10, 1000, 1 << 40])
  func boundedValuesStayInRangeAndCoverIt(bound: UInt64) {
    var g = Xoshiro256StarStar(seed: bound)
    var seenLow = false
    var seenHigh = false
    for _ in 0..<20_000 {
      let v = g.nextBounded(bound)
      #expect(v < bound)
      if v == 0 { seenLow = true }
      if v == bound - 1 { seenHigh = true }
    }
    if bound <= 1000 { #expect(seenLow && seenHigh, "bound \(bound)") }
  }

  @Test func unitIntervalIsHalfOpen() {
    var g = Xoshiro256StarStar(seed: 9)
    for _ in 0..<10_000 {
      let u = g.nextUnit()
      #expect(u >= 0 && u < 1)
    }
  }
}
