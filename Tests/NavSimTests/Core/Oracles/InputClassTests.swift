import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct InputClassTests {
  @Test func theSeedLockupIsOneFinger() {
    #expect(InputClass.of(Script.seedLockup().inputs) == .oneFinger)
    #expect(InputClass.of([]) == .oneFinger)
  }

  @Test func aTouchWhileAGestureIsDownNeedsASecondFinger() {
    // The swipe begins at 750 ms while the drag (700…820 ms) is still down.
    let overlapping = Script().at(0, .tap(.showSheet)).drag(at: 700, 0.6, over: 120)
      .swipe(at: 750, 0.7, over: 100)
    #expect(InputClass.of(overlapping.inputs) == .multiFinger)
    let tapDuringSwipe = Script().swipe(at: 100, 0.5, over: 200).at(150, .tap(.back))
    #expect(InputClass.of(tapDuringSwipe.inputs) == .multiFinger)
  }

  @Test func twoTouchDownsAtOneInstantNeedTwoFingers() {
    let both = Script().at(10, .tap(.showSheet)).at(10, .tap(.back))
    #expect(InputClass.of(both.inputs) == .multiFinger)
    let apart = Script().at(10, .tap(.showSheet)).at(11, .tap(.back))
    #expect(InputClass.of(apart.inputs) == .oneFinger)
  }

  @Test func anAppInputMakesTheRunAppWhateverTheFingers() {
    let script = Script.seedLockup().at(5, .app(.pop))
    #expect(InputClass.of(script.inputs) == .app)
    let rotation = Script.seedLockup().at(1500, .rotate)
    #expect(InputClass.of(rotation.inputs) == .oneFinger)
  }

  @Test func theOrderOfTheListDoesNotMatterOnlyTheTimes() {
    let inputs = Script().at(0, .tap(.showSheet)).drag(at: 700, 0.6, over: 120)
      .swipe(at: 750, 0.7, over: 100).inputs
    #expect(InputClass.of(inputs.reversed()) == InputClass.of(inputs))
  }
}
