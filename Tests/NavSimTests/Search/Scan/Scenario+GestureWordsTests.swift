import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct ScenarioGestureWordsTests {
  /// The seed's lockup in words: each step after the first says how long after the previous
  /// touch ended it starts (the tap's lift at 80 ms, the pull's end at 900 ms).
  @Test func seedLockupInWords() throws {
    let scenario = try Scenario.parse(
      """
      start: root > detail
      @0ms tap show-sheet
      @700ms drag-sheet 0.6 over 200ms velocity 900
      @1150ms swipe-back 0.7 over 100ms velocity 600
      """, path: "seed.nav")
    #expect(
      scenario.gestureWords(hold: VirtualDuration(microseconds: 80_000))
        == "tap the button that shows the sheet, 0.62 s after the tap pull the sheet down, "
        + "then 0.25 s after letting go swipe back from the left edge")
  }

  @Test func shortStrokesAndOverlapsAreSaid() throws {
    let scenario = try Scenario.parse(
      """
      screen: a: sheet b
      screen: b
      @0ms tap sheet b hold 100ms
      @50ms finger 2: drag-sheet 0.2 over 100ms
      """, path: "two.nav")
    #expect(
      scenario.gestureWords(hold: VirtualDuration(microseconds: 80_000))
        == "tap the button that shows the sheet b, then while the previous touch is still "
        + "down, pull the sheet down a little (20 % of the way)")
  }

  @Test func secondsAreShort() {
    #expect(Scenario.seconds(VirtualDuration(microseconds: 250_000)) == "0.25 s")
    #expect(Scenario.seconds(VirtualDuration(microseconds: 1_000_000)) == "1 s")
    #expect(Scenario.seconds(VirtualDuration(microseconds: 16_700)) == "0.017 s")
  }
}
