import NavSimTestSupport
import Testing

@testable import NavSimCore

@Suite struct MaskRuleTests {
  @Test func r15MaskFollowsEnableAtTheNextFrame() {
    let s = Script().at(0, .tap(.showSheet)).at(700, .tap(.closeSheet))
    let atOnce = model(.detail([.gestureMask]), s, until: 0)
    #expect(atOnce.state.maskEnable == 1)
    #expect(!atOnce.state.maskRendered)
    #expect(model(.detail([.gestureMask]), s, until: 20).state.maskRendered)
    let after = run(.detail([.gestureMask]), s)
    #expect(after.model.state.maskEnable == 0)
    #expect(!after.model.state.maskRendered)
    #expect(after.findings.isEmpty)
  }

  @Test func r15IsABooleanAndTheCountedMaskCounts() {
    var boolean = NavigationModel(.detail([.gestureMask]))
    boolean.disable(true)
    boolean.disable(true)
    boolean.disable(false)
    #expect(boolean.state.maskEnable == 0)
    var counted = NavigationModel(.detail([.gestureMaskCounted]))
    counted.disable(true)
    counted.disable(true)
    counted.disable(false)
    #expect(counted.state.maskEnable == 1)
  }

  @Test func r15ToggleDuringFinalizingClosesTheBinding() {
    // Under the mask the overlay swallows the tap; without it, the tap reaches the button,
    // whose toggle flips the still-true binding to false (the seed writes `popUp.toggle()`).
    let s = Script().at(0, .tap(.showSheet)).drag(at: 700, 0.6, over: 120, velocity: 900)
      .at(1000, .tap(.showSheet))
    let m = model(.detail(), s, until: 1000)
    #expect(m.state.presentation == .finalizing)
    #expect(m.state.bindings == 0)
  }
}
