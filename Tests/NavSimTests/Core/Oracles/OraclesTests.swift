import NavSimTestSupport
import Testing

@testable import NavSimCore

@Suite struct OraclesTests {
  /// A stack deeper than the dead-end budget is no dead end while every screen can go back.
  @Test func aDeepStackIsNotADeadEnd() {
    var c = Configuration()
    c.app = App(screens: [Screen(name: "root", links: [1]), Screen(name: "page", links: [1])])
    c.start = [0] + Array(repeating: 1, count: 10)
    let r = Simulator.run(c, inputs: [])
    #expect(r.findings.isEmpty, "\(r.findings)")
    #expect(!Oracles.isDeadEnd(r.model))
  }

  @Test func theSeedLockupNamesWhatStoppedEachProbe() throws {
    let r = run(.detail(), .seedLockup())
    let lockup = try #require(r.findings(.lockup).first)
    #expect(lockup.cause.hasPrefix("back: dropped during a transition that never ends (R7)"))
    #expect(lockup.cause.contains("show-sheet, swipe-back: swallowed by the dimming view"))
  }

  @Test func corruptionIsJudgedOnlyWithNoTransitionInFlight() {
    // The orphaned pop leaves the root's bar over detail: part of the lockup, not corruption.
    #expect(Oracles.corruption(run(.detail(), .seedLockup()).model) == nil)
    let nested = run(.detail(), Script().at(0, .tap(.back)).at(5, .app(.push(1))))
    #expect(Oracles.corruption(nested.model)?.contains("(R9)") == true)
  }

  @Test func hiddenBackButtonLosesTheSwipe() throws {
    var c = Configuration()
    c.backButton = .hiddenToolbar
    #expect(Oracles.lostSwipe(c)?.kind == .lostSwipe)
    #expect(Oracles.lostSwipe(Configuration()) == nil)
  }

  /// A probe that changes only hidden state (the toggle of a binding whose present was dropped)
  /// gets a second round, as a user who taps again would: no false lockup.
  @Test func aSecondTapRoundAvoidsAFalseLockup() {
    let s = Script().at(1, .tap(.showSheet)).at(2, .tap(.back)).at(500, .tap(.link(1)))
    let r = run(.detail(), s)
    #expect(!r.has(.lockup), "\(r.findings)")
  }
}
