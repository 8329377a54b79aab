import NavSimTestSupport
import Testing

@testable import NavSimCore

/// The input class of a run (docs/MODEL.md §10): decided by the performability check.
@Suite struct InputClassTests {
  static let config = Configuration.detail()

  @Test func theSeedLockupIsOneFinger() {
    #expect(InputClass.of(Touches.seedLockup, configuration: Self.config) == .oneFinger)
    #expect(InputClass.of([], configuration: Self.config) == .oneFinger)
  }

  @Test func aTouchWhileAnotherFingerIsDownNeedsASecondFinger() {
    // The swipe goes down at 750 ms while the drag (700…900 ms) is still down.
    let overlapping = [
      Touches.tap(0, .showSheet), Touches.pan(700, .dragSheet, 0.6, over: 200),
      Touches.pan(750, .swipeBack, 0.7, over: 100, finger: 2),
    ]
    #expect(InputClass.of(overlapping, configuration: Self.config) == .multiFinger)
    let tapDuringSwipe = [
      Touches.pan(100, .swipeBack, 0.5, over: 200), Touches.tap(150, .back, finger: 2),
    ]
    #expect(InputClass.of(tapDuringSwipe, configuration: Self.config) == .multiFinger)
  }

  @Test func touchesASecondFingerMadeButOneFingerCouldMakeAreOneFinger() {
    // Finger 2 taps long after finger 1 lifted plus refractory: one hand does it.
    let apart = [Touches.tap(0, .showSheet), Touches.tap(1000, .back, finger: 2)]
    #expect(InputClass.of(apart, configuration: Self.config) == .oneFinger)
    // Within refractory of finger 1's lift: only a second finger can.
    let close = [Touches.tap(0, .showSheet), Touches.tap(100, .back, finger: 2)]
    #expect(InputClass.of(close, configuration: Self.config) == .multiFinger)
  }

  @Test func anAppInputMakesTheRunAppWhateverTheFingers() {
    let app = Touches.seedLockup + [Touch(at: 5000, finger: 0, .app(.pop))]
    #expect(InputClass.of(app, configuration: Self.config) == .app)
    let rotation = Touches.seedLockup + [Touch(at: 1_500_000, finger: 0, .rotate)]
    #expect(InputClass.of(rotation, configuration: Self.config) == .oneFinger)
  }

  @Test func theOrderOfTheListDoesNotMatterOnlyTheTimes() {
    let touches = [
      Touches.tap(0, .showSheet), Touches.pan(700, .dragSheet, 0.6, over: 200),
      Touches.pan(750, .swipeBack, 0.7, over: 100, finger: 2),
    ]
    #expect(
      InputClass.of(touches.reversed(), configuration: Self.config)
        == InputClass.of(touches, configuration: Self.config))
  }
}
