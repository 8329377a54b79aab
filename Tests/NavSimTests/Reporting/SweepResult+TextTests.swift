import NavSimScenarioTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimReporting
@testable import NavSimScenario

/// A sweep's text: the grid of outcomes, its legend, the same for the same sweep.
@Suite struct SweepResultTextTests {
  @Test func theTextIsAGridWithALegendAndTheSameTwice() throws {
    let sweep = try Sweep(
      scenario: RepositoryScenarios.seedLockup(), x: Sweep.Axis.parse("event 3=800ms..1400ms/7"),
      y: Sweep.Axis.parse("stateLag=0ms..400ms/3"))
    let result = try sweep.run()
    let text = result.text
    #expect(text == (try sweep.run()).text)
    let gridLines = text.split(separator: "\n").filter { $0.contains(" |") }
    #expect(gridLines.count == 3)
    #expect(gridLines.first?.hasPrefix("   400ms |") == true)
    for line in gridLines { #expect(line.split(separator: "|").last?.count == 7) }
    #expect(text.contains("legend:"))
    #expect(text.contains(". ok ("))
    #expect(text.contains("^800ms"))
  }
}
