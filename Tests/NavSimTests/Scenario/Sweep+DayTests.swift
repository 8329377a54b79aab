import Testing

@testable import NavSimScenario

/// The docs allow a duration up to a day, `86400s` included.
@Suite struct SweepDayTests {
  @Test func aDayIsADurationAndMoreIsNot() throws {
    #expect(Sweep.duration("86400s") == Scenario.maximumTime)
    #expect(Sweep.duration("86400000ms") == Scenario.maximumTime)
    #expect(Sweep.duration("86399s") == Scenario.maximumTime - 1_000_000)
    #expect(Sweep.duration("86400.001s") == nil)
    #expect(Sweep.duration("86401s") == nil)
    let axis = try Sweep.Axis.parse("event 1=86399s..86400s/2")
    #expect(axis.values == [Scenario.maximumTime - 1_000_000, Scenario.maximumTime])
  }
}
