import NavSimScenarioTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// One finger's travel between touches (docs/MODEL.md §10.1): Fitts's law with the geometry of
/// §10.7, `refractory` as the floor, a located error that names the move.
@Suite struct TouchTravelTests {
  @Test func backThenShowSheetTooSoonIsALocatedErrorThatNamesTheTravel() throws {
    let errors = Scenario.problems(
      parsing:
        """
        start: root > detail
        @0ms tap back
        @150ms tap show-sheet
        """)
    #expect(errors.count == 1)
    let error = try #require(errors.first)
    #expect(error.hasPrefix("3:1: "), "\(error)")
    #expect(error.contains("finger 1 needs 236ms to travel from back to show-sheet"), "\(error)")
    #expect(error.contains("Fitts's law"), "\(error)")
    // Given the time the move takes, the same two taps are accepted.
    #expect(
      Scenario.problems(parsing: "start: root > detail\n@0ms tap back\n@316ms tap show-sheet\n")
        .isEmpty)
    #expect(
      !Scenario.problems(parsing: "start: root > detail\n@0ms tap back\n@315ms tap show-sheet\n")
        .isEmpty)
  }

  @Test func aPullOfSixTenthsIn80msIsPerformable() {
    #expect(
      Scenario.problems(
        parsing:
          """
          start: root > detail
          @0ms tap show-sheet
          @700ms drag-sheet 0.6 over 80ms
          """
      ).isEmpty)
    #expect(
      Scenario.problems(
        parsing: "start: root > detail\n@0ms tap show-sheet\n@700ms drag-sheet 0.6 over 120ms\n"
      )
      .isEmpty)
  }

  @Test func theSameSpotNeedsOnlyRefractory() {
    let physics = TouchPhysics(Configuration())
    let a = Touch(at: 0, finger: 1, .tap(.back, hold: 80_000))
    let b = Touch(at: 140_000, finger: 1, .tap(.back, hold: 80_000))
    #expect(physics.violations([a, b]).isEmpty)
    let moves = physics.travels([a, b])
    #expect(moves.count == 1)
    #expect(moves.first?.distance == 0)
    #expect(moves.first?.needed == Configuration().profile.refractory)
  }

  @Test func fartherAndNarrowerTakesLonger() throws {
    let physics = TouchPhysics(Configuration())
    let from = TouchPoint(x: 195, y: 600)
    let edge = Touch(
      at: 0, finger: 1, .pan(.swipeBack, progress: 0.5, duration: 200_000, velocity: nil))
    let near = try #require(
      physics.move(from: TouchPoint(x: 60, y: 600), to: edge, landscape: false))
    let far = try #require(physics.move(from: from, to: edge, landscape: false))
    #expect(far.distance > near.distance)
    #expect(far.fitts > near.fitts)
    #expect(far.width == 20)
    // a + b·log2(D/W + 1): 175 pt onto the 20 pt strip at 72 ms per bit.
    #expect(far.fitts == 237_000)
  }

  @Test func theTightestMoveIsTheHumanMargin() throws {
    let physics = TouchPhysics(Configuration())
    let touches = [
      Touch(at: 0, finger: 1, .tap(.showSheet, hold: 80_000)),
      Touch(
        at: 700_000, finger: 1, .pan(.dragSheet, progress: 0.6, duration: 200_000, velocity: 900)),
      Touch(
        at: 1_150_000, finger: 1, .pan(.swipeBack, progress: 0.7, duration: 100_000, velocity: 600)),
    ]
    let tightest = try #require(physics.tightestTravel(touches))
    #expect(tightest.from == "drag-sheet")
    #expect(tightest.to == "swipe-back")
    #expect(tightest.gap == 250_000)
    #expect(
      tightest.margin
        == "the finger from drag-sheet to swipe-back in 250ms, where Fitts's law gives 237ms")
  }

  @Test func log2MatchesPowersOfTwoAndIsMonotone() {
    for k in 0..<20 {
      let x = Double(1 << k)
      #expect(abs(TouchPhysics.log2(x) - Double(k)) < 1e-9)
    }
    var previous = -1.0
    for i in 0..<1000 {
      let v = TouchPhysics.log2(1 + Double(i) * 0.37)
      #expect(v > previous)
      previous = v
    }
    #expect(abs(TouchPhysics.log2(3) - 1.584_962_500_721_156) < 1e-9)
  }

  /// The exponent and significand read from the bits are the properties' own, so `log2` gives
  /// the same bits as before it read them so (every travel time, every file's verdicts).
  @Test func theExponentAndSignificandFromTheBitsAreThePropertiesOwn() {
    var rng = Xoshiro256StarStar(seed: 9)
    var values: [Double] = [1, 1.5, 2, 3, 1e-3, 0.75, 4096, 1e300, Double.greatestFiniteMagnitude]
    values += (0..<5_000).map { _ in 1 + Double(rng.nextBounded(1 << 40)) / 1024 }
    values += (0..<1_000).map { _ in Double(bitPattern: rng.next() >> 2) }  // any positive
    for x in values where x.isFinite && x > 0 {
      let (e, s) = TouchPhysics.exponentAndSignificand(x)
      #expect(e == Double(x.exponent) && s == x.significand, "x = \(x)")
    }
  }
}
