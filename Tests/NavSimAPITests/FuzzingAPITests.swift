import NavSim
import Testing

/// Fuzzing through the public API only: a few runs, their findings read, each replayed.
@Suite struct FuzzingAPITests {
  /// 200 runs of the seed app under no mitigation, writing nothing.
  static let report: CampaignReport = {
    var campaign = Campaign(seed: 1)
    campaign.budget = .runs(200)
    campaign.mitigations = [.none]
    return campaign.run()
  }()

  @Test func aFewRunsFindTheSeedLockupAndSayWhereToReplayIt() throws {
    let report = Self.report
    #expect(report.rows.map(\.mitigation) == [.none])
    #expect(report.rows[0].runs == 200)
    #expect(report.rows[0].runs(.lockup) > 0)
    let lockup = try #require(report.findings.first { $0.finding.kind == .lockup })
    #expect(lockup.mitigation == .none)
    #expect(lockup.finding.rules.has(.r7))
    #expect(!lockup.finding.cause.isEmpty)
    #expect(lockup.runs >= 1)
    #expect(!lockup.inputs.isEmpty && lockup.inputs.count <= lockup.originalInputs.count)
    #expect(report.text.contains("replay: navfuzz run \(lockup.path)"))
    #expect(report.text.contains(report.signature(of: lockup).line))
  }

  @Test func aReportedFindingsScenarioReplaysToIt() throws {
    for reported in Self.report.findings {
      let scenario = try Scenario.parse(reported.scenarioText, path: reported.path)
      let outcome = try scenario.replay()
      #expect(outcome.passed, "\(reported.path): \(outcome.failures)")
      #expect(
        outcome.findings.contains {
          $0.kind == reported.finding.kind && $0.cause == reported.finding.cause
        }, "\(reported.path)")
    }
  }

  @Test func aRunOfTheCampaignReplaysAloneThroughTheSimulator() {
    var campaign = Campaign(seed: 1)
    campaign.mitigations = [.none]
    for run in campaign.replay(runs: 0..<20, mitigation: .none) {
      let replayed = Simulator.run(run.configuration, inputs: run.inputs).findings
      #expect(
        replayed.filter { !$0.kind.isInformational } == run.findings, "run \(run.index)")
    }
  }
}
