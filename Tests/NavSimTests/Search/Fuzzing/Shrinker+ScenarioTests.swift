import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct ShrinkerScenarioTests {
  @Test func theSeedFileShrinksAndStillLocksUp() throws {
    let scenario = try Scenario.parse(SeedLockup.text, path: "seed.nav")
    let outcome = try Shrinker.shrink(scenario)
    let finding = try #require(outcome.finding)
    #expect(finding.kind == .lockup)
    #expect(outcome.inputCount <= 5)
    #expect(outcome.scenario.name == "quick swipe-back after pull-to-dismiss")
    let text = outcome.scenario.canonicalText()
    let reparsed = try Scenario.parse(text, path: "min.nav")
    let config = try reparsed.configuration()
    let replayed = Simulator.run(config, inputs: reparsed.inputs(for: config)).findings
    #expect(replayed.contains { $0.kind == .lockup && $0.cause == finding.cause })
  }

  @Test func aScenarioWithoutFindingIsLeftAlone() throws {
    let scenario = try Scenario.parse("@0ms tap back\n", path: "ok.nav")
    let outcome = try Shrinker.shrink(scenario)
    #expect(outcome.finding == nil)
    #expect(outcome.scenario == scenario)
  }

  /// Every file of `scenarios/` with a finding, shrunk, still passes `check`
  /// (its output lists every finding the minimised inputs lead to, as the fuzzer's files do).
  @Test(arguments: RepositoryScenarios.files)
  func everyRepositoryScenarioPassesCheckAfterShrinking(_ file: String) throws {
    let url = RepositoryScenarios.folder.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    let scenario = try Scenario.parse(text, path: file)
    let outcome = try Shrinker.shrink(scenario)
    guard outcome.finding != nil else { return }
    let printed = outcome.scenario.canonicalText()
    let reparsed = try Scenario.parse(printed, path: "shrunk-" + file)
    #expect(reparsed == outcome.scenario, "\(file)")
    let replay = try reparsed.replay()
    #expect(replay.passed, "\(file): \(replay.failures)\n\(printed)")
  }
}
