import NavSimTestSupport
import Testing

@testable import NavSimCore

/// One focused test per navigation rule (R1–R3, R7–R12), each on the rule's effect on state.
@Suite struct NavigationRuleTests {
  @Test func r1PushStartsAtTheNextFrameAndCommitsAtItsEnd() {
    var c = Configuration()
    c.start = [0]
    let s = Script().at(0, .tap(.link(1)))
    #expect(model(c, s, until: 10).state.transition == .none)  // waits for the frame
    let during = model(c, s, until: 20)
    #expect(during.state.transition == .push)
    #expect(during.state.stack.count == 1)
    let after = model(c, s, until: 400)
    #expect(after.state.transition == .none)
    #expect(after.state.stack.elements == [0, 1])
    #expect(after.state.barScreen == 1)
    #expect(after.state.rulesFired.has(.r1))
  }

  @Test func r2BackTapPopsAtOnceWithADimmingViewUntilCompletion() {
    let s = Script().at(5, .tap(.back))
    let during = model(.detail(), s, until: 5)
    #expect(during.state.transition == .pop)
    #expect(during.state.dimming)
    let after = model(.detail(), s, until: 400)
    #expect(after.state.transition == .none)
    #expect(!after.state.dimming)
    #expect(after.state.stack.elements == [0])
    #expect(after.state.barDepth == 0)
  }

  @Test(arguments: [
    (0.4, 0.0, false), (0.6, 0.0, true), (0.2, 200.0, true), (0.9, -200.0, false),
    (0.5, -149.0, true),
  ])
  func r3SwipeReleaseDecidesByProgressAndVelocity(progress: Double, velocity: Double, pops: Bool) {
    let r = run(.detail(), Script().swipe(at: 0, progress, over: 100, velocity: velocity))
    #expect(r.model.state.stack.count == (pops ? 1 : 2), "p \(progress) v \(velocity)")
    #expect(r.findings.isEmpty)
  }

  @Test func r3SystemGuardRefusesAtTheRootAndDuringTransitions() {
    var m = NavigationModel(Configuration())
    #expect(m.apply(.gesture(.swipeBack, .begin)) == .guardRefused)
    var d = NavigationModel(.detail())
    d.apply(.tap(.back))
    #expect(d.apply(.gesture(.swipeBack, .begin)) == .dimmingView(orphanedBy: nil))
  }

  @Test func r7PopBegunWhileFinalizingIsOrphaned() {
    let r = run(.detail(), .seedLockup())
    let s = r.model.state
    #expect(s.transition == .orphaned)
    #expect(s.orphanedBy == Rule.r7.rawValue)
    #expect(s.dimming)
    #expect(s.stack.elements == [0, 1])  // not committed
    #expect(s.barScreen == 0 && s.barDepth == 0)  // the target's bar: no back button
    #expect(s.presentation == .none)  // the sheet still committed later
  }

  @Test func r8RotationOnIPadClearsTheOrphanedPop() {
    var c = Configuration.detail()
    c.device = .ipad
    let r = run(c, Script.seedLockup().at(2000, .rotate))
    #expect(r.model.state.transition == .none)
    #expect(!r.model.state.dimming)
    #expect(r.model.state.barScreen == 1)
    #expect(r.model.state.rulesFired.has(.r8))
    let phone = run(.detail(), Script.seedLockup().at(2000, .rotate))
    #expect(phone.model.state.transition == .orphaned)
  }

  @Test func r9PathChangeDuringAPopDesyncsBarAndStack() {
    let s = Script().at(0, .tap(.back)).at(5, .app(.push(1)))
    let r = run(.detail(), s)
    #expect(r.model.state.rulesFired.has(.r9))
    // The path still held detail when the app pushed: the nested push lands on root > detail
    // > detail once the pop ends, while the bar stays with the pop's outcome (the root's bar).
    #expect(r.model.state.stack.elements == [0, 1, 1])
    #expect(r.model.state.barDepth == 0)
    #expect(r.has(.corruption))
  }

  @Test func r10RootSwipeWithoutGuardNeverCompletes() {
    var c = Configuration()
    c.mitigations = Mitigations([.guardNone])
    let r = run(c, Script().swipe(at: 0, 1, over: 100))
    #expect(r.model.state.transition == .orphaned)
    #expect(r.model.state.orphanedBy == Rule.r10.rawValue)
    #expect(r.has(.lockup))
  }

  @Test func r11SwipeDuringPushOrphansBoth() {
    var c = Configuration()
    c.mitigations = Mitigations([.guardNone])
    let r = run(c, Script().at(0, .tap(.link(1))).swipe(at: 100, 0.8, over: 100))
    #expect(r.model.state.transition == .orphaned)
    #expect(r.model.state.orphanedBy == Rule.r11.rawValue)
    #expect(r.model.state.stack.elements == [0])  // the push never committed
    #expect(r.has(.lockup))
  }

  @Test func r12CancelledPopFreezesOnIOS13Only() {
    let s = Script().swipe(at: 0, 0.3, over: 100, velocity: 0)
    let old = run(.detail(profile: .ios13), s)
    #expect(old.model.state.orphanedBy == Rule.r12.rawValue)
    #expect(old.has(.lockup))
    let new = run(.detail(), s)
    #expect(new.model.state.transition == .none)
    #expect(new.findings.isEmpty)
  }
}
