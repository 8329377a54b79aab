import Foundation
import NavSimScenarioTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario

@Suite struct SweepTests {
  @Test func axesParseTimesSettingsStepsAndCounts() throws {
    let a = try Sweep.Axis.parse("event 3=700ms..1500ms/20ms")
    #expect(a.quantity == .eventTime(3))
    #expect(a.values.count == 41)
    #expect(a.values.first == 700_000 && a.values.last == 1_500_000)
    let b = try Sweep.Axis.parse("stateLag=0ms..1500ms/31")
    #expect(b.quantity == .setting("stateLag"))
    #expect(b.values.count == 31)
    #expect(b.values[1] == 50_000 && b.values.last == 1_500_000)
    let c = try Sweep.Axis.parse("fps=30..120/4")
    #expect(c.values == [30, 60, 90, 120])
    #expect(try Sweep.Axis.parse("event 1 = 1s..1s/1").values == [1_000_000])
  }

  /// Every plain setting (points, pt/s, thousandths, 0/1) sweeps over whole
  /// numbers in its range, not only `fps`; each cell's value is written as a number.
  @Test(arguments: ["slop", "maxSpeed", "popFinishProgress", "r6Lock", "fps"])
  func plainSettingsSweepOverWholeNumbers(_ name: String) throws {
    let range = try #require(Profile.plainRange(name))
    let top = min(range.upperBound, range.lowerBound + 100)
    let axis = try Sweep.Axis.parse("\(name)=\(range.lowerBound)..\(top)/2")
    #expect(axis.values == [range.lowerBound, top])
    #expect(axis.text(top) == "\(top)")
    #expect(throws: SweepError.self) { try Sweep.Axis.parse("\(name)=0ms..10ms/2") }
  }

  @Test func badAxesAreErrorsThatSayWhy() {
    for bad in [
      "event 0=0ms..1s/10", "event x=0ms..1s/10", "lag=0ms..1s/10", "stateLag",
      "stateLag=0ms-1s/10",
      "stateLag=1s..0ms/10", "stateLag=0ms..1s/0", "stateLag=0ms..1s/0ms", "stateLag=0..1s/10",
      "stateLag=0ms..1000s/1us", "fps=0..60/2", "stateLag=0ms..1s/401", "stateLag=-1ms..1s/3",
    ] {
      #expect(throws: SweepError.self, "\(bad)") { try Sweep.Axis.parse(bad) }
    }
  }

  @Test func theSeedLockupWindowIsADiagonalBandOverSwipeStartAndStateLag() throws {
    let sweep = try Sweep(
      scenario: RepositoryScenarios.seedLockup(), x: Sweep.Axis.parse("event 3=700ms..1700ms/25ms"),
      y: Sweep.Axis.parse("stateLag=0ms..800ms/100ms"))
    let result = try sweep.run()
    let lockup = Sweep.Outcome.finding(.lockup, recoverable: false)
    #expect(result.count(lockup) > 0)
    #expect(result.count(.ok) > 0)
    // In every row the lockups form one run of columns (the window), and a longer lag moves
    // its end later: the band leans to the right as stateLag grows.
    var previousEnd = -1
    for (r, row) in result.cells.enumerated() {
      let columns = row.indices.filter { row[$0] == lockup }
      guard let first = columns.first, let last = columns.last else { continue }
      #expect(columns.count == last - first + 1, "row \(r) has a gap: \(String(row.map(\.symbol)))")
      #expect(last >= previousEnd, "row \(r)")
      previousEnd = last
    }
    let ends = result.cells.compactMap { row in row.lastIndex(of: lockup) }
    #expect(ends.last ?? 0 > ends.first ?? 0, "the window's end moves with stateLag")
  }

  @Test func sweepsCheckTheirAxesAgainstTheScenario() throws {
    let scenario = try RepositoryScenarios.seedLockup()
    #expect(throws: SweepError.self) {
      try Sweep(
        scenario: scenario, x: Sweep.Axis.parse("event 4=0ms..1s/3"),
        y: Sweep.Axis.parse("stateLag=0ms..1s/3"))
    }
    #expect(throws: SweepError.self) {
      try Sweep(
        scenario: scenario, x: Sweep.Axis.parse("stateLag=0ms..1s/3"),
        y: Sweep.Axis.parse("stateLag=0ms..1s/3"))
    }
  }
}
