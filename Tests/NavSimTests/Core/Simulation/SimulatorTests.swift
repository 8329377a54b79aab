import NavSimTestSupport
import Testing

@testable import NavSimCore

@Suite struct SeedLockupTests {
  @Test func seedLockupUnderNone() throws {
    let r = run(.detail(), .seedLockup())
    let lockup = try #require(r.findings(.lockup).first)
    #expect(!lockup.recoverable)
    #expect(lockup.rules.has(.r7) && lockup.rules.has(.r6) && lockup.rules.has(.r3))
    #expect(lockup.cause.contains("dimming view of an orphaned pop (R7)"))
    #expect(r.findings.map(\.kind) == [.lockup])
  }

  @Test(arguments: [
    Mitigation.gestureMask, .gestureMaskCounted, .guardPresented, .fullScreenCover,
  ])
  func mitigationsHoldOnTheSeedInputs(mitigation: Mitigation) {
    let r = run(.detail([mitigation]), .seedLockup())
    #expect(r.findings.isEmpty, "\(mitigation): \(r.findings)")
  }

  /// The coordinator exists while the sheet animates out but not while it is finalizing, so the
  /// guard lets the seed's swipe (at 1000 ms, finalizing) through; one during the animation
  /// (900 ms) is refused.
  @Test func guardCoordinatorMissesTheFinalizingWindow() {
    #expect(run(.detail([.guardCoordinator]), .seedLockup()).has(.lockup))
    #expect(!run(.detail([.guardCoordinator]), .seedLockup(swipeAt: 900)).has(.lockup))
  }

  @Test func programmaticCloseThenImmediateSwipeIsSafe() {
    for swipeAt in stride(from: 700.0, through: 1500, by: 10) {
      let s = Script().at(0, .tap(.showSheet)).at(700, .tap(.closeSheet))
        .swipe(at: swipeAt, 0.7, over: 100, velocity: 600)
      #expect(!run(.detail(), s).has(.lockup), "swipe at \(swipeAt)")
    }
  }

  @Test func swipeAfterTheWindowIsSafe() {
    let r = run(.detail(), .seedLockup(swipeAt: 1300))
    #expect(r.findings.isEmpty)
    #expect(r.model.state.stack.elements == [0])
  }

  @Test func iPadLockupIsRecoverableByRotationAndIPhoneIsNot() throws {
    var pad = Configuration.detail()
    pad.device = .ipad
    let lockup = try #require(run(pad, .seedLockup()).findings(.lockup).first)
    #expect(lockup.recoverable)
    let phone = try #require(run(.detail(), .seedLockup()).findings(.lockup).first)
    #expect(!phone.recoverable)
  }

  @Test func maskLeaksThroughPopToRoot() {
    let s = Script().at(0, .tap(.showSheet)).at(700, .app(.popToRoot))
    let r = run(.detail([.gestureMask]), s)
    #expect(r.has(.stuckMask))
    #expect(r.has(.lockup))
    #expect(r.findings.allSatisfy { $0.needsAppInput })
    // The counted mask leaks the same way: R13 skips onDismiss, so the count stays at one.
    let counted = run(.detail([.gestureMaskCounted]), s)
    #expect(counted.has(.stuckMask) && counted.has(.lockup))
    // Without the mask, the same inputs are harmless.
    #expect(run(.detail(), s).findings.isEmpty)
  }
}

/// The window is emergent: sweep the swipe's start across the dismissal.
@Suite struct LockupWindowTests {
  /// The start times (ms) whose swipe locks up, which must form one interval.
  func window(_ config: Configuration) -> ClosedRange<Double>? {
    var hits: [Double] = []
    for t in stride(from: 600.0, through: 2400, by: 1) {
      if run(config, .seedLockup(swipeAt: t)).has(.lockup) { hits.append(t) }
    }
    guard let first = hits.first, let last = hits.last else { return nil }
    #expect(hits.count == Int(last - first) + 1, "the lockup window has holes")
    return first...last
  }

  @Test func windowRunsFromReleaseToVisualEndPlusStateLag() throws {
    let frame = 1000.0 / 60
    let w = try #require(window(.detail()))
    let release = 820.0  // drag at 700 ms over 120 ms
    let visualEnd = 966.666  // (1 − 0.6) × 350 ms after the release, on a frame
    #expect(abs(w.lowerBound - release) <= frame)
    #expect(abs(w.upperBound - (visualEnd + 300)) <= frame)
  }

  @Test func windowWidensWithStateLag() throws {
    var c = Configuration.detail()
    c.profile.stateLag = 1_000_000
    let w = try #require(window(c))
    #expect(abs(w.upperBound - (966.666 + 1000)) <= 1000.0 / 60)
  }

  @Test func fixedProfileNeverLocksUp() {
    #expect(window(.detail(profile: .fixed)) == nil)
  }
}

@Suite struct DeterminismTests {
  @Test func sameInputsAndTieBreakGiveIdenticalTraces() {
    for seed in [nil, 1, 99] as [UInt64?] {
      var c = Configuration.detail()
      c.tieBreakSeed = seed
      let a = run(c, .seedLockup(), trace: true)
      let b = run(c, .seedLockup(), trace: true)
      #expect(a.trace == b.trace)
      #expect(a.findings == b.findings)
    }
  }

  @Test func randomSequencesRunTwiceCompareEqual() {
    for seed in 0..<1000 as Range<UInt64> {
      let s = RandomScript.make(seed: seed, config: .detail())
      let a = run(.detail(), s)
      let b = run(.detail(), s)
      #expect(a.findings == b.findings, "seed \(seed)")
      #expect(a.model.state == b.model.state, "seed \(seed)")
      #expect(a.model.state.fingerprint == b.model.state.fingerprint, "seed \(seed)")
    }
  }

  @Test func fixedProfileHasNoLockupOnRandomSequences() {
    for seed in 0..<1000 as Range<UInt64> {
      let s = RandomScript.make(seed: seed, config: .detail(profile: .fixed))
      let r = run(.detail(profile: .fixed), s)
      #expect(!r.has(.lockup), "seed \(seed): \(r.findings)")
    }
  }
}
