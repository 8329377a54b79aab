import NavSimScenarioTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// The parser gives each performability problem a located error (docs/MODEL.md §10.5).
@Suite struct ScenarioPerformabilityTests {
  @Test func overlappingTouchesOfOneFingerAreLocatedErrors() {
    let errors = Scenario.problems(
      parsing:
        """
        start: root > detail
        @0ms swipe-back 0.7 over 200ms
        @100ms tap back
        """)
    #expect(errors == ["3:1: finger 1 is still down: swipe-back began @0ms and lifts @200ms"])
  }

  @Test func aSecondFingerMayOverlap() {
    #expect(
      Scenario.problems(
        parsing:
          """
          start: root > detail
          @0ms swipe-back 0.7 over 200ms
          @100ms finger 2: tap back hold 50ms
          """
      ).isEmpty)
  }

  @Test func aGestureStepAloneIsNotSomethingAFingerDoes() {
    let errors = Scenario.problems(parsing: "@0ms swipe-back begin\n")
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("1:6: a finger does not deliver 'swipe-back begin'") == true)
  }

  @Test func impossibleStrokesAndHoldsSayWhy() {
    let errors = Scenario.problems(
      parsing:
        """
        @0ms drag-sheet 1 over 100ms velocity 1000
        @1s tap show-sheet hold 5ms
        @2s swipe-back 0 over 100ms velocity 300
        """)
    #expect(errors.count == 3)
    #expect(errors[0].hasPrefix("1:1: drag-sheet travels faster than a finger moves"))
    #expect(errors[1].hasPrefix("2:1: a tap held 5ms is shorter"))
    #expect(errors[2].hasPrefix("3:1: swipe-back velocity 300 with no movement"))
  }

  @Test func fingerAndHoldReadBackAndPrintCanonically() throws {
    let text = "@0ms finger 2: tap show-sheet hold 120ms\n"
    let s = try Scenario.parse(text, path: "f.nav")
    #expect(s.events[0].finger == 2)
    #expect(s.events[0].hold == VirtualDuration(microseconds: 120_000))
    #expect(s.canonicalText() == text)
  }
}

/// MODEL.md §1: a change a timer makes at a frame boundary waits for the next boundary, even
/// when a render pass is already scheduled for that instant.
@Suite struct RenderPassOrderTests {
  static func overlayRemoved(_ extra: String) throws -> Int64? {
    let s = try Scenario.parse(
      """
      mitigation: gesture-mask
      start: root > detail
      @0ms tap show-sheet
      @600ms tap close-sheet
      \(extra)
      """, path: "m.nav")
    let outcome = try s.replay(recordingTrace: true)
    return outcome.result.trace.last { $0.message == "overlay removed" }?.time.microseconds
  }

  @Test func aTimersChangeAtAScheduledPassWaitsForTheNextFrame() throws {
    let alone = try #require(try Self.overlayRemoved(""))
    // An unrelated app push at 960 ms schedules a render pass for the boundary where the
    // dismissal's completion (a timer) calls onDismiss → disable(false).
    let withPush = try #require(try Self.overlayRemoved("@960ms app push detail"))
    #expect(alone == withPush)
  }
}

/// `exclusive-touch` (docs/MODEL.md §12): matters only with two fingers.
@Suite struct ExclusiveTouchTests {
  static let twoFingers = """
    start: root > detail
    expect: ok
    @1ms tap show-sheet
    @2ms finger 2: tap back
    """

  static func outcome(_ mitigation: String) throws -> ScenarioOutcome {
    let s = try Scenario.parse("mitigation: \(mitigation)\n" + twoFingers, path: "x.nav")
    return try s.replay()
  }

  @Test func aSecondFingerIsHeldOffWhileAnExclusiveButtonTracks() throws {
    // Without it both taps act in one frame: the pop wins and the present is dropped (R14).
    let plain = try Self.outcome("none")
    #expect(plain.result.model.state.stack.count == 1)
    #expect(plain.result.model.state.rulesFired.has(.r14))
    // With it the back button's touch is held off: the sheet is shown on detail.
    let exclusive = try Self.outcome("exclusive-touch")
    #expect(exclusive.result.model.state.stack.count == 2)
    #expect(exclusive.result.model.state.presentation == .presented)
  }

  /// Two fingers on the same button in one frame: the button tracks the first touch and acts
  /// once; the second finger gets nothing. Nothing stays held off afterwards (the probes find
  /// the app working), with or without exclusive touch.
  @Test func twoFingersOnOneButtonActOnceAndLeaveNothingHeld() throws {
    for mitigation in ["none", "exclusive-touch"] {
      let s = try Scenario.parse(
        """
        mitigation: \(mitigation)
        start: root > detail
        @0ms finger 2: tap show-sheet
        @0ms tap show-sheet
        """, path: "z.nav")
      let outcome = try s.replay()
      #expect(outcome.findings.isEmpty, "\(mitigation): \(outcome.findings)")
      #expect(outcome.result.model.state.presentation == .presented, "\(mitigation)")
      #expect(outcome.result.model.state.window.exclusiveHeld == false, "\(mitigation)")
      #expect(outcome.result.model.state.window.touchesDown == 0, "\(mitigation)")
      #expect(outcome.result.model.state.window.pressIgnored == 0, "\(mitigation)")
    }
  }

  /// A back-button touch accepted before another finger's swipe began is cancelled with the
  /// bar's interaction when the pop starts: the swipe decides alone (here it is let go, so the
  /// pop settles back and `top` stays).
  @Test func aBackTapAcceptedBeforeASwipeDoesNotPopInTheMiddleOfIt() throws {
    let s = try Scenario.parse(
      """
      screen: root: link middle
      screen: middle: link top
      screen: top
      start: root > middle > top
      expect: ok
      expect: screen top
      @0ms finger 2: tap back hold 200ms
      @20ms swipe-back 0.2 over 300ms velocity 0
      """, path: "w.nav")
    let outcome = try s.replay()
    #expect(outcome.passed, "\(outcome.failures)")
    #expect(outcome.result.model.state.stack.count == 3)
  }

  @Test func oneFingerRunsAreTheSameWithOrWithoutIt() throws {
    let text = """
      start: root > detail
      @0ms tap show-sheet
      @700ms drag-sheet 0.6 over 200ms velocity 900
      @1150ms swipe-back 0.7 over 100ms velocity 600
      """
    for mitigation in ["none", "exclusive-touch"] {
      let s = try Scenario.parse("mitigation: \(mitigation)\n" + text, path: "y.nav")
      #expect(try s.replay().result.has(.lockup), "\(mitigation)")
    }
  }
}

/// `run --tie-break`: an odd seed also tries the other finger order within a touch event.
@Suite struct TieBreakTouchOrderTests {
  @Test func anOddTieBreakSeedReversesTheFingerOrder() throws {
    // The back button's touch-up and a second finger's touch-down on "Show Sheet" reach the
    // app in the same event (the frame of 83.333 ms).
    let s = try Scenario.parse(
      """
      start: root > detail
      @0ms tap back
      @70ms finger 2: tap show-sheet
      """, path: "t.nav")
    // Finger order: the pop starts first, so the second touch-down lands on views in a
    // transition and is dropped: no present is ever requested.
    #expect(try !s.replay().result.model.state.rulesFired.has(.r14))
    #expect(try !s.replay(tieBreakSeed: 2).result.model.state.rulesFired.has(.r14))
    // Reversed: the touch-down is accepted before the pop; at its touch-up the present
    // reaches a detached presenter (R14).
    #expect(try s.replay(tieBreakSeed: 1).result.model.state.rulesFired.has(.r14))
  }
}
