import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct TimelineTests {
  @Test func gestureMovesCollapseIntoOneLinePerRun() {
    let r = run(.detail(), .seedLockup(), trace: true)
    let text = Timeline(r.trace).render()
    #expect(text.contains("drag-sheet move ×8 → 0.6"))
    #expect(text.contains("swipe-back move ×6 → 0.7"))
    #expect(!text.contains("swipe-back move 0."))
  }

  @Test func everyLineFitsOneHundredColumnsAndHasItsLanes() {
    for seed in 0..<50 as Range<UInt64> {
      let r = run(.detail(), RandomScript.make(seed: seed, config: .detail()), trace: true)
      let lines = Timeline(r.trace).render().split(separator: "\n")
      #expect(lines.first?.hasSuffix("in  nav sht msk lck  what") == true)
      for line in lines { #expect(line.count <= Timeline.width, "seed \(seed): \(line)") }
      #expect(lines.count <= r.trace.count + 1 + r.trace.count, "seed \(seed)")
    }
  }

  @Test func theSplitLaneShowsOnlyForSplitViews() {
    let r = run(.detail(), .seedLockup(), trace: true)
    #expect(!Timeline(r.trace).render().contains("spl"))
    #expect(Timeline(r.trace, showSplit: true).render().contains("spl"))
  }
}
