import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// The input class of a run (docs/MODEL.md §10): decided by the performability check.
@Suite struct InputClassTests {
  static let config = Configuration.detail()

  static func tap(_ t: Int64, _ target: TapTarget, finger: Int = 1) -> Touch {
    Touch(at: t * 1000, finger: finger, .tap(target, hold: 80_000))
  }

  static func pan(_ t: Int64, _ kind: GestureKind, _ p: Double, over d: Int64, finger: Int = 1)
    -> Touch
  {
    Touch(at: t * 1000, finger: finger, .pan(kind, progress: p, duration: d * 1000, velocity: nil))
  }

  /// The seed lockup as one hand performs it: show the sheet, pull it down, swipe back.
  static let seed = [
    tap(0, .showSheet), pan(700, .dragSheet, 0.6, over: 200), pan(1000, .swipeBack, 0.7, over: 100),
  ]

  @Test func theSeedLockupIsOneFinger() {
    #expect(InputClass.of(Self.seed, configuration: Self.config) == .oneFinger)
    #expect(InputClass.of([], configuration: Self.config) == .oneFinger)
  }

  @Test func aTouchWhileAnotherFingerIsDownNeedsASecondFinger() {
    // The swipe goes down at 750 ms while the drag (700…900 ms) is still down.
    let overlapping = [
      Self.tap(0, .showSheet), Self.pan(700, .dragSheet, 0.6, over: 200),
      Self.pan(750, .swipeBack, 0.7, over: 100, finger: 2),
    ]
    #expect(InputClass.of(overlapping, configuration: Self.config) == .multiFinger)
    let tapDuringSwipe = [
      Self.pan(100, .swipeBack, 0.5, over: 200), Self.tap(150, .back, finger: 2),
    ]
    #expect(InputClass.of(tapDuringSwipe, configuration: Self.config) == .multiFinger)
  }

  @Test func touchesASecondFingerMadeButOneFingerCouldMakeAreOneFinger() {
    // Finger 2 taps long after finger 1 lifted plus refractory: one hand does it.
    let apart = [Self.tap(0, .showSheet), Self.tap(1000, .back, finger: 2)]
    #expect(InputClass.of(apart, configuration: Self.config) == .oneFinger)
    // Within refractory of finger 1's lift: only a second finger can.
    let close = [Self.tap(0, .showSheet), Self.tap(100, .back, finger: 2)]
    #expect(InputClass.of(close, configuration: Self.config) == .multiFinger)
  }

  @Test func anAppInputMakesTheRunAppWhateverTheFingers() {
    let app = Self.seed + [Touch(at: 5000, finger: 0, .app(.pop))]
    #expect(InputClass.of(app, configuration: Self.config) == .app)
    let rotation = Self.seed + [Touch(at: 1_500_000, finger: 0, .rotate)]
    #expect(InputClass.of(rotation, configuration: Self.config) == .oneFinger)
  }

  @Test func theOrderOfTheListDoesNotMatterOnlyTheTimes() {
    let touches = [
      Self.tap(0, .showSheet), Self.pan(700, .dragSheet, 0.6, over: 200),
      Self.pan(750, .swipeBack, 0.7, over: 100, finger: 2),
    ]
    #expect(
      InputClass.of(touches.reversed(), configuration: Self.config)
        == InputClass.of(touches, configuration: Self.config))
  }
}
