import NavSimTestSupport
import Testing

@testable import NavSimCore

/// The performability check (docs/MODEL.md §10.5): each impossible request is rejected with a reason,
/// and what a person does is accepted.
@Suite struct TouchPerformabilityTests {
  static let physics = TouchPhysics(Configuration())

  static func reasons(_ touches: [Touch], fingers: Int? = nil) -> [String] {
    physics.violations(touches, fingers: fingers).map(\.reason)
  }

  static func tap(_ t: Int64, finger: Int = 1, hold: Int64 = 80_000) -> Touch {
    Touch(at: t, finger: finger, .tap(.back, hold: hold))
  }

  static func swipe(
    _ t: Int64, finger: Int = 1, _ p: Double, over d: Int64, velocity v: Double? = nil
  ) -> Touch {
    Touch(at: t, finger: finger, .pan(.swipeBack, progress: p, duration: d, velocity: v))
  }

  @Test func aPersonsTapsAndSwipesPass() {
    #expect(
      Self.reasons([
        Self.tap(0), Self.swipe(200_000, 0.7, over: 150_000, velocity: 600), Self.tap(600_000),
      ]).isEmpty)
  }

  @Test func aTapHeldShorterThanAFingerCanIsRejected() {
    #expect(Self.reasons([Self.tap(0, hold: 10_000)]).first?.contains("minHold") == true)
  }

  @Test func aTouchHeldTooLongIsNotATap() {
    #expect(Self.reasons([Self.tap(0, hold: 900_000)]).first?.contains("not a tap") == true)
  }

  @Test func aPanShorterThanAFrameIsRejected() {
    #expect(
      Self.reasons([Self.swipe(0, 0.1, over: 10_000)]).first?.contains("shorter than one frame")
        == true)
  }

  @Test func aReleaseFasterThanAFingerIsRejected() {
    #expect(
      Self.reasons([Self.swipe(0, 1, over: 400_000, velocity: 9000)]).first?.contains("maxSpeed")
        == true)
  }

  @Test func aReleaseVelocityWithNoMovementIsRejected() {
    #expect(
      Self.reasons([Self.swipe(0, 0, over: 100_000, velocity: 500)]).first?.contains(
        "no movement") == true)
  }

  @Test func aReleaseVelocityItsTravelCannotGiveIsRejected() {
    // 0.01 of 390 pt is 3.9 pt; leaving at 1000 pt/s needs 16.7 pt in the last frame alone.
    #expect(
      Self.reasons([Self.swipe(0, 0.01, over: 100_000, velocity: 1000)]).first?.contains(
        "last frame") == true)
  }

  @Test func travelFasterThanAFingerIsRejected() {
    #expect(
      Self.reasons([Self.swipe(0, 1, over: 40_000)]).first?.contains("faster than a finger") == true
    )
  }

  @Test func aFingerThatIsStillDownCannotTouchAgain() {
    let reasons = Self.reasons([Self.swipe(0, 0.7, over: 200_000), Self.tap(100_000)])
    #expect(reasons == ["finger 1 is still down: swipe-back began @0ms and lifts @200ms"])
  }

  @Test func aFingerNeedsItsRefractoryPause() {
    let reasons = Self.reasons([Self.tap(0), Self.tap(100_000)])
    #expect(reasons.first?.contains("refractory") == true)
    #expect(Self.reasons([Self.tap(0), Self.tap(140_000)]).isEmpty)
  }

  @Test func moreFingersThanAllowedAreRejected() {
    let touches = [Self.tap(0), Self.tap(10_000, finger: 2)]
    #expect(Self.reasons(touches).isEmpty)
    #expect(Self.reasons(touches, fingers: 1).first?.contains("at most 1 finger") == true)
  }

  @Test func profileValuesMoveTheLimits() {
    var config = Configuration()
    config.profile.refractory = 0
    config.profile.maxSpeed = 10_000
    let physics = TouchPhysics(config)
    #expect(physics.violations([Self.tap(0), Self.tap(80_000)]).isEmpty)
    #expect(physics.violations([Self.swipe(0, 1, over: 40_000)]).isEmpty)
  }
}
