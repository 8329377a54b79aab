import NavSim
import NavSimTestSupport
import Testing

/// Scenario files through the public API only: parse, print, replay, diagnose.
@Suite struct ScenarioAPITests {
  @Test func aParsedScenarioPrintsAndParsesBackTheSame() throws {
    let scenario = try Scenario.parse(SeedLockup.text, path: "seed.nav")
    let printed = scenario.canonicalText()
    let again = try Scenario.parse(printed, path: "printed.nav")
    #expect(again.canonicalText() == printed)
  }

  @Test func theSeedLockupReplaysAsItExpects() throws {
    let outcome = try Scenario.parse(SeedLockup.text, path: "seed.nav").replay(
      recordingTrace: true)
    #expect(outcome.passed)
    #expect(outcome.findings.map(\.kind) == [.lockup])
    let lockup = try #require(outcome.findings.first)
    #expect(lockup.rules.rules.contains(.r7))
    #expect(Rule.r7.tag == .evidence)
    #expect(!outcome.result.trace.isEmpty)
    #expect(ChromeTrace.json(outcome.result.trace, name: "seed").contains("traceEvents"))
    let report = RunReport(
      title: "seed", source: "seed.nav", configuration: outcome.configuration,
      result: outcome.result, configurationFindings: outcome.configurationFindings)
    #expect(report.render().contains("lockup"))
  }

  @Test func aBadFileIsDiagnosedWithItsLineAndColumn() {
    #expect {
      _ = try Scenario.parse("@0ms swipe-bak 0.5 over 100ms\n", path: "bad.nav")
    } throws: { error in
      guard let diagnostics = error as? ScenarioDiagnostics else { return false }
      let text = diagnostics.description
      return text.hasPrefix("bad.nav:1:6: error: unknown action 'swipe-bak'")
        && text.contains("did you mean 'swipe-back'")
    }
  }

  @Test func shrinkingKeepsTheFindingWithFewerInputs() throws {
    let padded = SeedLockup.text + "\n@3000ms tap back\n@3500ms tap back\n"
    let outcome = try Shrinker.shrink(Scenario.parse(padded, path: "padded.nav"))
    #expect(outcome.finding?.kind == .lockup)
    #expect(outcome.inputCount < outcome.originalInputCount)
  }

  @Test func aFilesBytesParseAsItsText() throws {
    let fromBytes = try Scenario.parse(bytes: Array(SeedLockup.text.utf8), path: "seed.nav")
    #expect(
      fromBytes.canonicalText()
        == (try Scenario.parse(SeedLockup.text, path: "seed.nav")).canonicalText())
    #expect(fromBytes.expectations.map(\.text) == ["lockup"])
  }

  @Test func aScenarioRunsThroughTheSimulatorAsItsReplayDoes() throws {
    let scenario = try Scenario.parse(SeedLockup.text, path: "seed.nav")
    let configuration = try scenario.configuration()
    #expect(configuration.start.count == 2)
    let inputs = scenario.inputs(for: configuration)
    #expect(scenario.touches(for: configuration).count == 3)
    let result = Simulator.run(configuration, inputs: inputs)
    #expect(result.findings.map(\.kind) == (try scenario.replay()).result.findings.map(\.kind))
    #expect(result.findings.contains { $0.kind == .lockup })
  }
}
