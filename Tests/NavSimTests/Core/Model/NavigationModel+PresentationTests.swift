import NavSimTestSupport
import Testing

@testable import NavSimCore

/// One focused test per presentation rule (R4–R6, R13, R14).
@Suite struct PresentationRuleTests {
  @Test func r4PresentHoldsTheWindowLock() {
    let s = Script().at(0, .tap(.showSheet))
    #expect(model(.detail(), s, until: 0).state.bindings == 0b10)
    #expect(model(.detail(), s, until: 0).state.presentation == .none)
    let during = model(.detail(), s, until: 100)
    #expect(during.state.presentation == .presenting)
    #expect(during.state.window.windowLock == 1)
    let after = model(.detail(), s, until: 600)
    #expect(after.state.presentation == .presented)
    #expect(after.state.window.windowLock == 0)
  }

  @Test func r5ProgrammaticDismissUpdatesStateFirst() {
    let s = Script().at(0, .tap(.showSheet)).at(700, .tap(.closeSheet))
    let atOnce = model(.detail(), s, until: 700)
    #expect(atOnce.state.bindings == 0)
    #expect(atOnce.state.presentation == .presented)
    let during = model(.detail(), s, until: 720)
    #expect(during.state.presentation == .dismissing)
    #expect(during.state.window.windowLock == 1)
    let after = model(.detail(), s, until: 1100)
    #expect(after.state.presentation == .none)
    #expect(after.state.window.windowLock == 0)
  }

  @Test func r6InteractiveDismissLagsTheBinding() {
    let s = Script().at(0, .tap(.showSheet)).drag(at: 700, 0.6, over: 120, velocity: 900)
    let out = model(.detail(), s, until: 900)
    #expect(out.state.presentation == .dismissingInteractive)
    #expect(out.state.window.windowLock == 0)
    let finalizing = model(.detail(), s, until: 1000)
    #expect(finalizing.state.presentation == .finalizing)
    #expect(finalizing.state.bindings == 0b10)  // still true
    #expect(!finalizing.observation.sheetShown)
    let done = model(.detail(), s, until: 1300)
    #expect(done.state.presentation == .none)
    #expect(done.state.bindings == 0)
  }

  @Test func r6CancelledDragReturns() {
    let r = run(
      .detail(), Script().at(0, .tap(.showSheet)).drag(at: 700, 0.1, over: 100, velocity: 0))
    #expect(r.model.state.presentation == .presented)
    #expect(r.findings.isEmpty)
  }

  @Test func r13PresenterRemovedDropsTheSheetAndSkipsOnDismiss() {
    let s = Script().at(0, .tap(.showSheet)).at(700, .app(.popToRoot))
    let r = run(.detail([.gestureMask]), s)
    #expect(r.model.state.rulesFired.has(.r13))
    #expect(r.model.state.presentation == .none)
    #expect(r.model.state.stack.elements == [0])
    #expect(r.model.state.maskEnable == 1)  // onDismiss never ran
    var fixed = Configuration.detail([.gestureMask], profile: .fixed)
    fixed.profile.onDismissWhenPresenterRemoved = true
    #expect(run(fixed, s).model.state.maskEnable == 0)
  }

  @Test func r14PresentFromAPoppingScreenIsDroppedForGood() {
    // "Show Sheet" and the back button within one frame: the present reaches a popping screen.
    let s = Script().at(1, .tap(.showSheet)).at(2, .tap(.back))
    let r = run(.detail(), s)
    #expect(r.model.state.rulesFired.has(.r14))
    #expect(r.model.state.presentation == .none)
    #expect(!r.model.state.rulesFired.has(.r4))
  }
}
